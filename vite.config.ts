import { defineConfig, type Plugin } from "vite";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const root = import.meta.dirname;
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };

/** Every file under `dir`, relative to the project root. */
function filesUnder(dir: string): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs).flatMap((name) => {
    const path = join(abs, name);
    return statSync(path).isDirectory() ? filesUnder(relative(root, path)) : [relative(root, path)];
  });
}

/**
 * Copies the system's static files (manifest, templates, translations, assets) into dist/ as build
 * assets, so `vite build --watch` rebuilds them too. The manifest's version is taken from package.json.
 */
function staticFiles(): Plugin {
  return {
    name: "steelbound-static-files",
    buildStart() {
      for (const file of [
        "system.json",
        ...filesUnder("templates"),
        ...filesUnder("lang"),
        ...filesUnder("assets"),
      ])
        this.addWatchFile(join(root, file));
    },
    generateBundle() {
      const manifest = JSON.parse(readFileSync(join(root, "system.json"), "utf8")) as Record<string, unknown>;
      manifest["version"] = pkg.version;
      this.emitFile({
        type: "asset",
        fileName: "system.json",
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
      for (const file of [...filesUnder("templates"), ...filesUnder("lang"), ...filesUnder("assets")])
        this.emitFile({ type: "asset", fileName: file, source: readFileSync(join(root, file)) });
    },
  };
}

export default defineConfig(({ mode }) => ({
  publicDir: false,
  plugins: [staticFiles()],
  build: {
    outDir: "dist",
    // dist/packs holds LevelDB written by tools/build-packs.mjs; Foundry locks it while a world is open.
    emptyOutDir: mode !== "development",
    sourcemap: true,
    // Minified with class names kept (keepNames below); dist/ ships source maps for debugging. In library mode
    // with ES output Vite leaves whitespace and syntax unminified, so the output minify below does it.
    minify: true,
    target: "es2022",
    lib: {
      entry: join(root, "src/index.ts"),
      formats: ["es"],
      fileName: () => "steelbound.mjs",
      cssFileName: "steelbound",
    },
    rolldownOptions: {
      // Windows used rarely load on first use (src/applications/windows.ts). Library mode keeps the entry's
      // exports "strict", which pushes every module the entry shares with a lazy chunk into chunks of their
      // own; letting the entry grow its exports keeps all that the world needs at start in steelbound.mjs.
      preserveEntrySignatures: "allow-extension",
      // Foundry registers document and sheet classes by constructor name.
      output: {
        // Everything the world needs at start (statically reachable from src/index.ts) in steelbound.mjs
        // itself, one request; only the windows loaded on first use become chunks of their own.
        codeSplitting: { groups: [{ name: "steelbound", tags: ["$initial"] }] },
        chunkFileNames: "chunks/[name]-[hash].js",
        minify: {
          compress: { keepNames: { class: true, function: false } },
          mangle: { keepNames: { class: true, function: false } },
          codegen: { removeWhitespace: true },
        },
      },
    },
  },
}));
