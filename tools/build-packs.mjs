// Compiles every compendium declared in system.json from packs/<name>/*.json into dist/packs/<name>
// (LevelDB) with the official Foundry CLI. Fails on invalid JSON, bad or duplicate _ids (journal pages included).
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { readFileSync, readdirSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const manifest = JSON.parse(readFileSync(join(root, "system.json"), "utf8"));
const ID = /^[A-Za-z0-9]{16}$/;

const seen = new Map();
for (const pack of manifest.packs) {
  const src = join(root, "packs", pack.name);
  if (!existsSync(src)) throw new Error(`Pack source folder missing: packs/${pack.name}`);
  for (const file of readdirSync(src).filter((f) => f.endsWith(".json"))) {
    const doc = JSON.parse(readFileSync(join(src, file), "utf8"));
    if (!ID.test(doc._id ?? "")) throw new Error(`packs/${pack.name}/${file}: _id must be 16 alphanumerics`);
    if (seen.has(doc._id))
      throw new Error(`packs/${pack.name}/${file}: _id ${doc._id} also in ${seen.get(doc._id)}`);
    seen.set(doc._id, `packs/${pack.name}/${file}`);
    // Journal pages are addressed by their own _id in @UUID links, so they must be unique across packs too.
    for (const page of doc.pages ?? []) {
      const where = `packs/${pack.name}/${file} > ${page.name}`;
      if (!ID.test(page._id ?? "")) throw new Error(`${where}: page _id must be 16 alphanumerics`);
      if (seen.has(page._id)) throw new Error(`${where}: _id ${page._id} also in ${seen.get(page._id)}`);
      seen.set(page._id, where);
    }
  }
  const dest = join(root, "dist", "packs", pack.name);
  mkdirSync(dest, { recursive: true });
  await compilePack(src, dest, { log: false, recursive: true });
  console.log(`packs: ${pack.name} compiled`);
}
