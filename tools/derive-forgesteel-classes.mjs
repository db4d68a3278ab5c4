#!/usr/bin/env node
/**
 * Prose-free class items for the classes after the core book (Beastheart, Summoner), derived from Forge
 * Steel's own class data, in the source shape of the official 0.11 class packs (what the Content window's
 * "Source code" import reads: src/import/official).
 *
 *   node tools/derive-forgesteel-classes.mjs <Forge Steel source folder> [out folder]
 *
 * The official data has no advancements for these classes, so their structure comes from Forge Steel's
 * `src/data/classes/{beastheart,summoner}`: bundled with rolldown (from this repo's node_modules; Forge Steel's
 * browser-only packages stubbed), evaluated, and read. Kept: the levels, what each level grants, the choices
 * and how many to choose, the subclasses, the starting and per-level stamina, recoveries, the heroic resource's
 * name, the core characteristics, characteristic increases, skill choices. Replaced: every sentence (each
 * description becomes placeholder text) and every feature name (a placeholder made from Forge Steel's id).
 * A choice of companion creatures (the Beastheart's Summon Choice whose creatures are companions) becomes
 * no advancement: its creatures are written as `companion` actors in the source shape of the official 1.x
 * summons pack (src/import/official/companion.ts reads it), kept: name, size, speed, stability, scores,
 * keywords, the free strike (Forge Steel's "1 + Might" bonus as the official "1 + @M"), damage immunities and
 * weaknesses, and a stamina of 0 (the official "from its master": Forge Steel's "equal to the controller's
 * Stamina"); replaced: every sentence; left out: their abilities and level 3/6/10 features. The class item
 * is then the official Beastheart's (`_dsid` "beastheart", which the converter reads as a class with a
 * companion).
 * Written to test/fixtures/forge-steel/class-items/ by default; never read at build or test time from here.
 */
import { createHash } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const [srcArg, outArg] = process.argv.slice(2);
if (!srcArg) {
  console.error("usage: node tools/derive-forgesteel-classes.mjs <forge steel source folder> [out folder]");
  process.exit(2);
}
const SRC = resolve(srcArg, "src");
const OUT = resolve(outArg ?? "test/fixtures/forge-steel/class-items");
const PLACEHOLDER = "<p>Placeholder text.</p>";

/** Bundles and loads Forge Steel's two class objects. */
async function forgeSteelClasses() {
  const work = mkdtempSync(join(tmpdir(), "fs-classes-"));
  const stub = join(work, "stub.mjs");
  writeFileSync(
    stub,
    "const x = new Proxy(function () {}, { get: () => x, apply: () => x, construct: () => x });\n" +
      "export default x; export const marked = { parse: (s) => s }; export const v4 = () => 'id';\n" +
      "export const domToImage = x; export const jsPDF = x; export const sanitize = (s) => s;\n",
  );
  const entry = join(work, "entry.ts");
  writeFileSync(
    entry,
    "export { beastheart } from '@/data/classes/beastheart/beastheart';\n" +
      "export { summoner } from '@/data/classes/summoner/summoner';\n",
  );
  const { build } = await import(resolve("node_modules/rolldown/dist/index.mjs"));
  const file = join(work, "out.mjs");
  const alias = { "@": SRC };
  for (const name of ["marked", "uuid", "dompurify", "html2canvas", "jspdf", "modern-screenshot"])
    alias[name] = stub;
  await build({
    input: entry,
    platform: "node",
    resolve: { alias },
    output: { file, format: "esm" },
    logLevel: "silent",
  });
  const loaded = await import(file);
  rmSync(work, { recursive: true, force: true });
  return [loaded.beastheart, loaded.summoner];
}

/** A stable 16-character Foundry id from a Forge Steel id. */
const idOf = (key) => {
  const hash = createHash("sha256").update(key).digest();
  const abc = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  return [...hash.subarray(0, 16)].map((b) => abc[b % abc.length]).join("");
};
const uuidOf = (id) => `Compendium.draw-steel.classes.Item.${id}`;
const safe = (name) => name.replace(/[^A-Za-z0-9]+/g, "_");
const STATS = { coreVersion: "13.351", systemId: "draw-steel", systemVersion: "0.10.0" };

const files = [];
function item(folder, type, name, fsId, system) {
  const _id = idOf(fsId);
  files.push({
    dir: folder.dir,
    name: `${type}_${safe(name)}_${_id}.json`,
    doc: {
      folder: folder.id,
      name,
      type,
      _id,
      img: null,
      system: { description: { value: PLACEHOLDER, director: "" }, source: {}, _dsid: fsId, ...system },
      effects: [],
      sort: 0,
      ownership: { default: 0 },
      flags: {},
      _stats: STATS,
      _key: `!items!${_id}`,
    },
  });
  return _id;
}
const folders = new Map();
function folder(parent, name, key, pack = "classes", type = "Item") {
  const id = idOf(`folder:${key}`);
  const dir = parent ? `${parent.dir}/${safe(name)}_${id}` : `${pack}/${safe(name)}_${id}`;
  if (folders.has(id)) return folders.get(id);
  files.push({
    dir: parent ? parent.dir : pack,
    name: `Folder_${safe(name)}_${id}.json`,
    doc: {
      type,
      folder: parent?.id ?? null,
      name,
      color: null,
      sorting: "a",
      _id: id,
      description: "",
      sort: 0,
      flags: {},
      _stats: STATS,
      _key: `!folders!${id}`,
    },
  });
  folders.set(id, { id, dir });
  return folders.get(id);
}

const lower = (s) => String(s).toLowerCase();
let sort = 0;
const advancement = (fsId, level, rest) => ({
  name: `Feature ${fsId}`,
  img: null,
  requirements: { level },
  _id: idOf(`adv:${fsId}`),
  description: PLACEHOLDER,
  sort: (sort += 1000),
  ...rest,
});

const LETTER = { might: "M", agility: "A", reason: "R", intuition: "I", presence: "P" };
const DAMAGE = ["acid", "cold", "corruption", "fire", "holy", "lightning", "poison", "psychic", "sonic"];
const isCompanion = (option) => lower(option?.monster?.role?.organization ?? "") === "companion";

/** A Forge Steel companion creature as an official 1.x `companion` actor source (prose replaced). */
function companionActor(parent, monster) {
  const _id = idOf(`companion:${monster.id}`);
  const scores = Object.fromEntries(Object.keys(LETTER).map((c) => [c, { value: 0 }]));
  for (const entry of monster.characteristics ?? [])
    scores[lower(entry.characteristic)] = { value: entry.value ?? 0 };
  const immunities = Object.fromEntries(["all", ...DAMAGE].map((d) => [d, 0]));
  const weaknesses = { ...immunities };
  let freeStrike = String(monster.freeStrikeDamage ?? 0);
  for (const f of monster.features ?? []) {
    const d = f.data ?? {};
    if (f.type === "Bonus" && d.field === "Free Strike Damage")
      for (const c of d.valueCharacteristics ?? []) freeStrike += ` + @${LETTER[lower(c)]}`;
    if (f.type === "Damage Modifier")
      for (const m of d.modifiers ?? []) {
        const into = lower(m.modifierType) === "immunity" ? immunities : weaknesses;
        const type = lower(m.damageType);
        if (type in into) into[type] = Math.max(into[type], m.value ?? 0);
      }
  }
  const modes = [monster.speed?.modes ?? []].flat().join(",").split(/[ ,]+/).map(lower).filter(Boolean);
  files.push({
    dir: parent.dir,
    name: `companion_${safe(monster.name)}_${_id}.json`,
    doc: {
      folder: parent.id,
      name: monster.name,
      type: "companion",
      _id,
      img: null,
      system: {
        stamina: { value: null, max: 0, temporary: 0 },
        combat: {
          save: { threshold: 6, bonus: "" },
          size: { value: monster.size?.value ?? 1, letter: monster.size?.mod || "M" },
          stability: monster.stability ?? 0,
          turns: 1,
        },
        biography: { value: PLACEHOLDER, director: "", languages: [] },
        movement: {
          value: monster.speed?.value ?? 5,
          types: ["walk", ...modes.filter((m) => m !== "walk")],
          hover: false,
          disengage: 1,
        },
        damage: { immunities, weaknesses },
        statuses: { immunities: [] },
        characteristics: scores,
        source: {},
        companion: {
          freeStrike,
          keywords: (monster.keywords ?? []).map(lower).filter((k) => k !== "companion"),
          master: null,
        },
      },
      items: [],
      effects: [],
      sort: 0,
      ownership: { default: 0 },
      flags: {},
      _stats: STATS,
      _key: `!actors!${_id}`,
    },
  });
}

/** The advancements a level's features give (and the feature items they grant). */
function advancementsOf(levels, features) {
  const out = {};
  const add = (a) => (out[a._id] = a);
  const bonus = {};
  for (const { level, features: list } of levels)
    for (const f of list) {
      const d = f.data ?? {};
      if (f.type === "Bonus" && (d.field === "Stamina" || d.field === "Recoveries") && level === 1) {
        bonus[d.field] = d;
        continue;
      }
      if (f.type === "Heroic Resource" && level === 1) {
        bonus.resource ??= f.name;
        continue;
      }
      // A kit or perk chosen from the packs (the official shape: an empty pool of an item type).
      if (f.type === "Kit") {
        add(
          advancement(f.id, level, {
            type: "itemGrant",
            chooseN: d.count ?? 1,
            pool: [],
            additional: { type: "kit" },
          }),
        );
        continue;
      }
      if (f.type === "Perk") {
        const perkType = (d.lists ?? []).map(lower);
        add(
          advancement(f.id, level, {
            type: "itemGrant",
            chooseN: d.count ?? 1,
            pool: [],
            additional: { type: "perk", perkType },
          }),
        );
        continue;
      }
      if (f.type === "Skill Choice") {
        add(
          advancement(f.id, level, {
            type: "skill",
            chooseN: d.count ?? 1,
            skills: { groups: (d.listOptions ?? []).map(lower) },
          }),
        );
        continue;
      }
      if (f.type === "Characteristic Bonus") {
        const characteristics = { might: 0, agility: 0, reason: 0, intuition: 0, presence: 0 };
        characteristics[lower(d.characteristic)] = d.value ?? 1;
        add(advancement(f.id, level, { name: "", type: "characteristic", characteristics }));
        continue;
      }
      // The companion to choose: the builder's own step offers the creatures (written as companion actors).
      if (f.type === "Summon Choice" && (d.options ?? []).some(isCompanion)) {
        const into = folder(null, features.className, `${features.classId}-companions`, "summons", "Actor");
        for (const o of d.options.filter(isCompanion)) companionActor(into, o.monster);
        sort += 1000; // the other advancements keep their order numbers
        continue;
      }
      if (
        (f.type === "Summon Choice" || f.type === "Choice") &&
        Array.isArray(d.options) &&
        d.options.length > 0
      ) {
        const pool = d.options.map((o, i) => {
          const option = o.feature ?? o.monster ?? o;
          const key = option.id ?? `${f.id}-${i}`;
          return { uuid: uuidOf(item(features, "feature", `Option ${key}`, key, { advancements: {} })) };
        });
        add(advancement(f.id, level, { type: "itemGrant", chooseN: d.count ?? 1, pool }));
        continue;
      }
      const granted = item(features, "feature", `Feature ${f.id}`, f.id, { advancements: {} });
      add(advancement(f.id, level, { type: "itemGrant", pool: [{ uuid: uuidOf(granted) }] }));
    }
  return { advancements: out, bonus };
}

const counts = {};
for (const cls of await forgeSteelClasses()) {
  const root = folder(null, cls.name, cls.id);
  const features = {
    ...folder(root, "Features", `${cls.id}-features`),
    className: cls.name,
    classId: cls.id,
  };
  const { advancements, bonus } = advancementsOf(cls.featuresByLevel, features);
  const subIds = cls.subclasses.map((sub) => {
    const subFolder = folder(root, sub.name, sub.id);
    const own = advancementsOf(sub.featuresByLevel, subFolder);
    return item(subFolder, "subclass", sub.name, sub.id, {
      classLink: lower(cls.name),
      advancements: own.advancements,
    });
  });
  const choose = advancement(`${cls.id}-subclass`, 1, {
    name: cls.subclassName,
    type: "itemGrant",
    chooseN: cls.subclassCount || 1,
    pool: subIds.map((id) => ({ uuid: uuidOf(id) })),
  });
  advancements[choose._id] = choose;
  const stamina = bonus.Stamina ?? { value: 0, valuePerLevel: 0 };
  item(root, "class", cls.name, lower(cls.name), {
    advancements,
    level: 0,
    primary: bonus.resource ?? "",
    epic: "",
    turnGain: "",
    minimum: "0",
    characteristics: { core: (cls.primaryCharacteristicsOptions?.[0] ?? []).map(lower) },
    stamina: { starting: stamina.value, level: stamina.valuePerLevel },
    recoveries: bonus.Recoveries?.value ?? 0,
  });
  counts[cls.name] = Object.keys(advancements).length;
}

rmSync(OUT, { recursive: true, force: true });
for (const f of files) {
  mkdirSync(join(OUT, f.dir), { recursive: true });
  writeFileSync(join(OUT, f.dir, f.name), JSON.stringify(f.doc, null, 2) + "\n");
}
console.log(`wrote ${files.length} files to ${OUT}; advancements per class:`, counts);
