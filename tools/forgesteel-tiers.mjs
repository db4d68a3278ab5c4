// Writes fs-tiers.json beside the .ds-hero files and manifest.json of a Forge Steel export folder: for every
// power-roll ability of each hero, the three tier lines as Forge Steel's own AbilityLogic.getTierEffect shows
// them for that hero (and, for an ability that is both melee and ranged, as each of the two), with the
// characteristics its power roll may use. test/session/forge-steel-real.test.ts compares them with our cards.
//
//   FORGESTEEL=<extracted Forge Steel checkout> npx --yes tsx --tsconfig "$FORGESTEEL/tsconfig.json" \
//     tools/forgesteel-tiers.mjs <export folder>
//
// The checkout needs node_modules (its own after `npm ci`, or a link to the install the export tool made).
// Nothing it writes is committed: it carries Forge Steel's game text. It loads Forge Steel the way the app
// starts for a new user (built-in sourcebooks, default options) and reads each hero through the app's
// update step, so its lines are what the app shows.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const checkout = process.env["FORGESTEEL"];
const folder = process.argv[2];
if (!checkout || !folder) {
  console.error(
    "usage: FORGESTEEL=<checkout> npx tsx --tsconfig <checkout>/tsconfig.json tools/forgesteel-tiers.mjs <folder>",
  );
  process.exit(2);
}
// Forge Steel's feature flags read localStorage at start-up; a new user has none.
const stored = new Map();
globalThis.localStorage ??= {
  getItem: (k) => stored.get(k) ?? null,
  setItem: (k, v) => void stored.set(k, String(v)),
  removeItem: (k) => void stored.delete(k),
  clear: () => stored.clear(),
};
const load = (rel) => import(pathToFileURL(join(checkout, rel)).href);
const [
  { SourcebookData },
  { SourcebookLogic },
  { UpdateLogic },
  { HeroUpdateLogic },
  { FactoryLogic },
  { HeroLogic },
] = await Promise.all(
  [
    "src/data/sourcebook-data.ts",
    "src/logic/sourcebook-logic.ts",
    "src/logic/update/update-logic.ts",
    "src/logic/update/hero-update-logic.ts",
    "src/logic/factory-logic.ts",
    "src/logic/hero-logic.ts",
  ].map(load),
);
const { AbilityLogic } = await load("src/logic/ability-logic.ts");

const builtIn = await SourcebookData.loadAll();
// Newer checkouts take (built-in, homebrew); older ones read the built-in books from a cache.
const sourcebooks =
  typeof SourcebookData.getCached === "function"
    ? SourcebookLogic.getSourcebooks([])
    : SourcebookLogic.getSourcebooks(builtIn, []);
const options = FactoryLogic.createOptions();
UpdateLogic.updateOptions(options);

const manifest = JSON.parse(readFileSync(join(folder, "manifest.json"), "utf8"));
const result = {};
for (const { file } of manifest) {
  const hero = JSON.parse(readFileSync(join(folder, file), "utf8"));
  HeroUpdateLogic.updateHero(hero, sourcebooks);
  const rows = [];
  for (const { ability } of HeroLogic.getAbilities(hero, sourcebooks, options.shownStandardAbilities)) {
    const roll = ability.sections.find((s) => s.type === "roll")?.roll;
    if (!roll) continue;
    const lines = (distance) =>
      [roll.tier1, roll.tier2, roll.tier3].map((t, i) =>
        AbilityLogic.getTierEffect(t, i + 1, ability, distance, hero),
      );
    const keywords = ability.keywords ?? [];
    const both = keywords.includes("Melee") && keywords.includes("Ranged");
    rows.push({
      id: ability.id,
      characteristics: AbilityLogic.getPowerRollCharacteristics(ability, hero),
      tiers: lines(undefined),
      ...(both ? { melee: lines("Melee"), ranged: lines("Ranged") } : {}),
    });
  }
  result[file] = rows;
}
writeFileSync(join(folder, "fs-tiers.json"), JSON.stringify(result, null, 1));
console.log(
  `fs-tiers.json: ${Object.entries(result)
    .map(([f, r]) => `${f} ${r.length}`)
    .join(", ")}`,
);
