// Links dist/ into a local Foundry data folder: node tools/link-dist.mjs /path/to/FoundryData
// (or set FOUNDRY_DATA). Creates Data/systems/steelbound → dist/.
import { symlinkSync, existsSync, lstatSync, mkdirSync } from "node:fs";
import { join } from "node:path";

const data = process.argv[2] ?? process.env.FOUNDRY_DATA;
if (!data) {
  console.error("Usage: npm run link -- /path/to/FoundryData   (the folder that contains Data/)");
  process.exit(1);
}
const systems = join(data, "Data", "systems");
const target = join(systems, "steelbound");
mkdirSync(systems, { recursive: true });
if (existsSync(target) || lstatSync(target, { throwIfNoEntry: false })) {
  console.error(`${target} already exists; remove it first.`);
  process.exit(1);
}
symlinkSync(join(import.meta.dirname, "..", "dist"), target, "dir");
console.log(`Linked ${target} → dist/`);
