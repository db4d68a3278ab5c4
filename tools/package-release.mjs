// Packs dist/ into release/steelbound.zip (files at the archive root, as Foundry's installer expects)
// and writes release/system.json, whose `download` points at that zip for this version.
import { readFileSync, readdirSync, statSync, mkdirSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { releaseZip } from "./release-zip.mjs";

const root = join(import.meta.dirname, "..");
const dist = join(root, "dist");
const out = join(root, "release");

const walk = (dir) =>
  readdirSync(dir).flatMap((n) =>
    statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)],
  );

const files = walk(dist).filter((f) => !f.endsWith("LOCK"));
const entries = files.map((f) => ({
  name: relative(dist, f).split(sep).join("/"),
  data: readFileSync(f),
  modified: statSync(f).mtime,
}));
mkdirSync(out, { recursive: true });
writeFileSync(join(out, "steelbound.zip"), releaseZip(entries));

const manifest = JSON.parse(readFileSync(join(dist, "system.json"), "utf8"));
manifest.download = manifest.download.replace(
  /\/v[^/]+\/steelbound\.zip$/,
  `/v${manifest.version}/steelbound.zip`,
);
writeFileSync(join(out, "system.json"), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`release: ${entries.length} files → release/steelbound.zip (v${manifest.version})`);
