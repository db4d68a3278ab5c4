#!/usr/bin/env node
// Renders every sheet template with the fixtures into preview/ (index.html = English, ja.html = Japanese,
// dark.html and ja-dark.html the same in the dark scheme).
// The gallery itself is TypeScript (test/browser/gallery.ts), loaded through Vite's module runner.
import { join } from "node:path";
import { runnerImport } from "vite";

const root = join(import.meta.dirname, "..");
const out = join(root, "preview");
const { module } = await runnerImport(join(root, "test/browser/gallery.ts"), { root, logLevel: "error" });
const pages = module.writePreview(out);
for (const page of pages) {
  const slowest = Math.max(...Object.values(page.timings)).toFixed(1);
  console.log(
    `${page.file} (${page.lang}, ${page.theme}): ${page.fixtures.length} fixtures, slowest ${slowest} ms, missing keys: ${page.missingKeys.length}`,
  );
  if (page.missingKeys.length > 0) {
    console.error(page.missingKeys.join("\n"));
    process.exitCode = 1;
  }
}
console.log(`Preview written to ${pages.map((p) => join(out, p.file)).join(", ")}`);
