/**
 * Bundle size: what every client downloads when the world starts — `steelbound.mjs`, which holds
 * everything statically reachable from src/index.ts — and each window loaded on first use
 * (src/applications/windows.ts), gzip -9 as a server would send them. Builds into a temporary folder with
 * the project's own vite.config.ts; `npm run bench` prints the table.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { afterAll, bench, describe } from "vitest";

const root = join(import.meta.dirname, "../..");
const out = mkdtempSync(join(tmpdir(), "steelbound-bundle-"));

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) =>
    statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)],
  );

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * The committed ceiling of `steelbound.mjs` (gzip -9), docs/PERFORMANCE.md: the figure the start bundle was
 * brought down to, rounded up. It had grown to 127.0 kB past an older 115 kB ceiling (the bench is not part of
 * `npm test`); moving the play flows, the GM's board work and rarely used clicks into chunks brought it to
 * 115.8 kB, and splitting modules whose later-used parts rode along at start (the Director's tools' edits,
 * the rules only the API offers, taking advancements) to 111.6 kB. The project's budget is 110 kB and its
 * goal 100 kB; this check stops it growing again.
 */
const START_CEILING = 112_000;

describe("bundle (gzip -9)", () => {
  afterAll(() => {
    rmSync(out, { recursive: true, force: true });
  });
  bench(
    "vite build, then the start bundle and the chunks loaded on first use",
    async () => {
      await build({
        root,
        configFile: join(root, "vite.config.ts"),
        logLevel: "silent",
        build: { outDir: out },
      });
      const code = walk(out).filter((f) => /\.(mjs|js|css)$/.test(f));
      const sizes = code.map((f) => {
        const bytes = readFileSync(f);
        return { name: relative(out, f), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      });
      const start = sizes.find((s) => s.name === "steelbound.mjs");
      const chunks = sizes.filter((s) => s.name.startsWith("chunks/"));
      const css = sizes.find((s) => s.name === "steelbound.css");
      if (!start || !css) throw new Error("steelbound.mjs or steelbound.css was not built");
      const lazy = chunks.reduce((sum, s) => sum + s.gzip, 0);
      console.log(
        [
          `bundle: steelbound.mjs ${kB(start.gzip)} gzip (${kB(start.raw)} raw), loaded at start`,
          `bundle: steelbound.css ${kB(css.gzip)} gzip`,
          `bundle: ${chunks.length} chunks loaded on first use, ${kB(lazy)} gzip together; largest: ${chunks
            .sort((a, b) => b.gzip - a.gzip)
            .slice(0, 4)
            .map((s) => `${s.name.replace(/^chunks\/|-[\w-]{8}\.js$/g, "")} ${kB(s.gzip)}`)
            .join(", ")}`,
        ].join("\n"),
      );
      if (start.gzip > START_CEILING)
        throw new Error(
          `steelbound.mjs is ${kB(start.gzip)} gzip, over its ${kB(START_CEILING)} ceiling: load the new code on first use`,
        );
    },
    { iterations: 1, warmupIterations: 0 },
  );
});
