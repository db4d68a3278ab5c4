// Attribute each byte of the minified start bundle to its source file via the source map; print gzip-ish share.
import { readFileSync } from "node:fs";
import { SourceMapConsumer } from "source-map-js";
const code = readFileSync("/tmp/bund/steelbound.mjs", "utf8");
const map = JSON.parse(readFileSync("/tmp/bund/steelbound.mjs.map", "utf8"));
const c = new SourceMapConsumer(map);
const lines = code.split("\n");
const bytes = new Map();
for (let li = 0; li < lines.length; li++) {
  const line = lines[li];
  let prevCol = 0, prevSrc = null;
  const segs = [];
  c.eachMapping((m) => { if (m.generatedLine === li + 1) segs.push(m); });
  segs.sort((a, b) => a.generatedColumn - b.generatedColumn);
  for (const m of segs) {
    if (prevSrc !== null) bytes.set(prevSrc, (bytes.get(prevSrc) ?? 0) + (m.generatedColumn - prevCol));
    prevCol = m.generatedColumn; prevSrc = m.source ?? "(none)";
  }
  if (prevSrc !== null) bytes.set(prevSrc, (bytes.get(prevSrc) ?? 0) + (line.length - prevCol));
}
const arr = [...bytes].sort((a, b) => b[1] - a[1]);
const total = arr.reduce((s, [, b]) => s + b, 0);
const byDir = new Map();
for (const [f, b] of arr) { const d = f.replace(/^(\.\.\/)+/, "").split("/").slice(0, 3).join("/"); byDir.set(d, (byDir.get(d) ?? 0) + b); }
console.log("total raw", total);
for (const [d, b] of [...byDir].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(String(b).padStart(8), d);
console.log("---- files");
for (const [f, b] of arr.slice(0, Number(process.env.N ?? 60))) console.log(String(b).padStart(8), f);
