#!/usr/bin/env node
/**
 * Prose-free CI fixtures from real Forge Steel hero files.
 *
 *   node tools/derive-forgesteel-fixtures.mjs <folder the forgesteel-export tool wrote> [out folder] [--only A,B]
 *
 * `--only Beastheart,Summoner` keeps the heroes of those classes only (the classes after the core book get
 * their own folder, test/fixtures/forge-steel/classes, so the core set stays as it was derived).
 *
 * The export tool's folder holds `.ds-hero` files (Forge Steel's own Export as Data), its manifest.json
 * (the numbers Forge Steel's HeroLogic derives for each hero) and fs-tiers.json (each ability's tier lines
 * as Forge Steel's AbilityLogic.getTierEffect shows them for that hero). Those carry Forge Steel's game
 * text and are never committed. This script writes, to test/fixtures/forge-steel/real/ by default:
 *
 * - one `<class>-<level>[-n].ds-hero` per hero: the same keys, structure, ids, enum values, numbers and
 *   short mechanic-bearing tokens (keywords, skill and language names, characteristic letters, the damage,
 *   condition and forced-movement parts of a tier line), with every sentence replaced by placeholder text
 *   and every name by a placeholder made from the object's id;
 * - manifest.json: Forge Steel's derived numbers for each hero, names mapped to the same placeholders, and
 *   each ability's per-tier damage as Forge Steel shows it (numbers only).
 *
 * Unselected options of a choice, features above the hero's level and unchosen subclasses' contents are
 * dropped (the importer reads only what was chosen); the selection itself and the class's ability list
 * are kept. Any other string longer than a few words is replaced and
 * counted, so prose in a key this script does not know cannot slip through.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const args = process.argv.slice(2);
const onlyAt = args.indexOf("--only");
const only =
  onlyAt >= 0
    ? new Set(
        String(args[onlyAt + 1] ?? "")
          .split(",")
          .map((c) => c.trim().toLowerCase())
          .filter(Boolean),
      )
    : null;
if (onlyAt >= 0) args.splice(onlyAt, 2);
const [input, outArg] = args;
if (!input) {
  console.error("usage: node tools/derive-forgesteel-fixtures.mjs <export folder> [out folder]");
  process.exit(2);
}
const OUT = resolve(outArg ?? "test/fixtures/forge-steel/real");
const PLACEHOLDER = "Placeholder text.";
/** Keys whose string is always prose. */
const PROSE = new Set([
  "description",
  "text",
  "effect",
  "trigger",
  "details",
  "special",
  "qualifier",
  "notes",
  "inventoryText",
  "flavor",
  "flavour",
  "time",
]);
/** Objects whose `name` is a mechanic-bearing token the importer reads by name. */
const KEEP_NAME_TYPES = new Set(["Heroic Resource"]);
const ASPECTS = new Set(["environment", "organization", "upbringing"]);

let guarded = 0;
const names = new Map();

const title = (id) =>
  String(id)
    .split(/[-_]/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");

const DAMAGE =
  /^\d+(?:\s+damage)?(?:\s*\+\s*[MARIP](?:\s*,\s*[MARIP])*(?:\s*,?\s*or\s+[MARIP])?)?(?:\s+[a-z]+)?\s+damage$/i;
const GATE = String.raw`(?:[MARIP]\s*<\s*(?:\[(?:weak|average|strong)\]|\d+)\s*,?\s*)?`;
const CONDITION = new RegExp(
  String.raw`^${GATE}(?:bleeding|dazed|frightened|grabbed|prone|restrained|slowed|taunted|weakened)(?:\s+and\s+(?:bleeding|dazed|frightened|grabbed|prone|restrained|slowed|taunted|weakened))*\s*(?:\((?:save ends|EoT)\))?$`,
  "i",
);
const FORCED = new RegExp(String.raw`^${GATE}(?:vertical\s+)?(?:push|pull|slide)\s+\d+$`, "i");

/** A tier line with only its mechanic parts kept; every other part becomes placeholder words. */
function tierLine(line) {
  return String(line)
    .split(";")
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (DAMAGE.test(p) || CONDITION.test(p) || FORCED.test(p) ? p : "placeholder effect"))
    .join("; ");
}

function shortToken(value) {
  return value.split(/\s+/).length <= 3 && !/[.!?:]/.test(value);
}

function derive(value, key, parent) {
  if (Array.isArray(value)) return value.map((v) => derive(v, key, parent));
  if (value && typeof value === "object") {
    const out = {};
    const data = value;
    const hasSelection = "selected" in data || "selectedIDs" in data;
    for (const [k, v] of Object.entries(data)) {
      if (k === "__aspect") continue;
      // Unselected options of a choice are not read by the importer; the choice and its selection stay.
      if (k === "options" && hasSelection && Array.isArray(v)) {
        out[k] = [];
        continue;
      }
      out[k] = derive(v, k, data);
    }
    return out;
  }
  if (typeof value !== "string" || value === "") return value;
  if (key === "name") {
    if (parent && (KEEP_NAME_TYPES.has(parent["type"]) || parent.__aspect)) return value;
    const placeholder = parent && parent["id"] ? title(parent["id"]) : "Unnamed";
    if (!names.has(value)) names.set(value, placeholder);
    return placeholder;
  }
  if (key === "tier1" || key === "tier2" || key === "tier3") return tierLine(value);
  if (PROSE.has(key)) return PLACEHOLDER;
  // "Two creatures or objects": the count the importer reads, in a short phrase.
  if (key === "target" && value.split(/\s+/).length <= 6 && !/[.!?:;]/.test(value)) return value;
  if (key === "picture") return null;
  if (shortToken(value)) return value;
  guarded += 1;
  return PLACEHOLDER;
}

/** Culture aspects are read by their names (Urban, Communal, Martial…): mark them before the walk. */
function markAspects(hero) {
  const culture = hero.culture;
  if (!culture) return;
  for (const aspect of ASPECTS) if (culture[aspect]) culture[aspect].__aspect = true;
}

/**
 * What the importer never reads of a hero is left out: the class's and subclasses' features above the
 * hero's level, and the features and abilities of subclasses not chosen (their ids and names stay).
 */
function prune(hero) {
  const cls = hero.class;
  if (!cls) return;
  const level = Number(cls.level) || 1;
  const upTo = (owner) => {
    if (Array.isArray(owner.featuresByLevel))
      owner.featuresByLevel = owner.featuresByLevel.filter((l) => Number(l.level) <= level);
  };
  upTo(cls);
  for (const sc of cls.subclasses ?? []) {
    if (sc.selected) upTo(sc);
    else Object.assign(sc, { featuresByLevel: [], abilities: [] });
  }
}

/** "7 fire damage; …" → 7, else 0 (the first part of Forge Steel's shown tier line). */
function shownDamage(line) {
  const first = String(line ?? "")
    .split(";")[0]
    .trim();
  const m = /^(\d+)(?:\s+[a-z]+(?:\s+or\s+[a-z]+)*)?\s+damage$/i.exec(first);
  return m ? Number(m[1]) : 0;
}

const manifest = JSON.parse(readFileSync(join(input, "manifest.json"), "utf8"));
let tiers = {};
try {
  tiers = JSON.parse(readFileSync(join(input, "fs-tiers.json"), "utf8"));
} catch {
  console.warn("no fs-tiers.json beside the manifest: per-tier damage is left out");
}
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const seen = new Map();
const entries = [];
for (const entry of manifest) {
  if (only && !only.has(String(entry.class).toLowerCase())) continue;
  const hero = JSON.parse(readFileSync(join(input, entry.file), "utf8"));
  markAspects(hero);
  names.clear();
  const cls = String(entry.class).toLowerCase();
  const base = `${cls}-${entry.level}`;
  const n = (seen.get(base) ?? 0) + 1;
  seen.set(base, n);
  const file = `${base}${n > 1 ? `-${n}` : ""}.ds-hero`;
  prune(hero);
  const derived = derive(hero, "", null);
  derived.name = `${entry.class} ${entry.level}${n > 1 ? ` ${n}` : ""}`;
  // Compact JSON (the app writes it tab-indented; the importer reads either) keeps the fixtures small.
  writeFileSync(join(OUT, file), `${JSON.stringify(derived)}\n`);
  const fs = entry.forgeSteelDerived;
  const mapName = (name) => names.get(name) ?? name;
  entries.push({
    file,
    name: derived.name,
    class: entry.class,
    level: entry.level,
    forgeSteelDerived: {
      ...fs,
      kits: fs.kits.map(mapName),
      perks: fs.perks.map(mapName),
      abilities: fs.abilities.map((a) => ({
        id: a.id,
        name: mapName(a.name),
        cost: a.cost,
        source: mapName(a.source),
        powerRoll: a.powerRoll,
      })),
    },
    tiers: (tiers[entry.file] ?? []).map((row) => ({
      id: row.id,
      characteristics: row.characteristics,
      damage: row.tiers.map(shownDamage),
      melee: (row.melee ?? row.tiers).map(shownDamage),
      ranged: (row.ranged ?? row.tiers).map(shownDamage),
    })),
  });
}
writeFileSync(join(OUT, "manifest.json"), `${JSON.stringify(entries, null, 2)}\n`);
console.log(
  `${entries.length} prose-free heroes written to ${OUT}; ${guarded} long strings replaced by the guard`,
);
