import { build } from "vite";
import { writeFileSync } from "node:fs";
let info;
await build({ configFile: "vite.config.ts", logLevel: "silent", build: { outDir: "/tmp/bund2", sourcemap: false },
  plugins: [{ name: "cap", generateBundle(_o, bundle) {
    const c = bundle["steelbound.mjs"];
    info = Object.entries(c.modules).map(([id, m]) => ({ id: id.replace(process.cwd() + "/", ""), len: m.renderedLength, exports: m.renderedExports }));
  } }] });
info.sort((a, b) => b.len - a.len);
writeFileSync("/tmp/bundmods.json", JSON.stringify(info, null, 1));
