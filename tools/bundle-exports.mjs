/**
 * What the start bundle holds, module by module: builds with the project's vite.config.ts into a temporary
 * folder and prints each module of `steelbound.mjs` with its rendered size (before minifying) and the exports
 * kept in it. A module is never split across chunks, so a module that sits at start for one export carries
 * all the exports a later chunk or `game.system.api.rules` uses: those are the ones to move into a module of
 * their own (docs/PERFORMANCE.md). `node tools/bundle-exports.mjs [count]` (default 60 modules).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";

const root = join(import.meta.dirname, "..");
const out = mkdtempSync(join(tmpdir(), "steelbound-exports-"));
let modules = [];
try {
  await build({
    root,
    configFile: join(root, "vite.config.ts"),
    logLevel: "silent",
    build: { outDir: out, sourcemap: false },
    plugins: [
      {
        name: "steelbound-start-exports",
        generateBundle(_options, bundle) {
          const start = bundle["steelbound.mjs"];
          if (start?.type !== "chunk") return;
          modules = Object.entries(start.modules).map(([id, m]) => ({
            id: id.startsWith(root) ? id.slice(root.length + 1) : id,
            size: m.renderedLength,
            exports: m.renderedExports,
          }));
        },
      },
    ],
  });
} finally {
  rmSync(out, { recursive: true, force: true });
}
modules.sort((a, b) => b.size - a.size);
const total = modules.reduce((sum, m) => sum + m.size, 0);
console.log(`steelbound.mjs: ${modules.length} modules, ${total} bytes rendered before minifying`);
for (const m of modules.slice(0, Number(process.argv[2] ?? 60)))
  console.log(`${String(m.size).padStart(7)}  ${m.id}  [${m.exports.join(", ")}]`);
