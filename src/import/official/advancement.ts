/**
 * The official `system.advancements` (an object of itemGrant / skill / language / characteristic entries,
 * keyed by id) → Steelbound's `advancements` list (docs/DATA.md, R-HERO-ADV in src/rules/advancement.ts).
 * Read from the official data model (draw-steel c3fea28c src/module/data/pseudo-documents/advancements):
 * `requirements.level` null means from the start (level 1); `chooseN` null means every listed option is
 * granted (Steelbound `choose` 0); a characteristic entry marks each score 1 (always +1), 0 (one of these
 * +1, the hero's choice) or -1/missing (never), with `max` 3 when the source has none.
 */
import {
  CHARACTERISTICS,
  SKILLS,
  SKILL_GROUP_KEYS,
  blankAdvancement,
  type AdvancementKind,
} from "../../rules/index.ts";
import { isObject, numberOf, type Json, type JsonObject, type Reader } from "./context.ts";
import { plainTextOf, relinkUuids } from "./html.ts";
import { text, type ImportOptions } from "./shared.ts";

/** Steelbound item types whose model has `advancements` (src/data/item/*). */
export const ADVANCING_TYPES: ReadonlySet<string> = new Set([
  "class",
  "subclass",
  "ancestry",
  "culture",
  "career",
  "kit",
  "complication",
  "perk",
  "title",
  "feature",
]);

/** Official item types an itemGrant may name in `additional.type`, as the Steelbound type they import as. */
const ITEM_TYPES: Record<string, string> = {
  ancestryTrait: "feature",
  feature: "feature",
  perk: "perk",
  kit: "kit",
  ability: "ability",
  title: "title",
  treasure: "treasure",
  complication: "complication",
  class: "class",
  subclass: "subclass",
};
const PERK_GROUPS = ["crafting", "exploration", "interpersonal", "intrigue", "lore", "supernatural"];
/** The official model's default cap for a characteristic increase (CharacteristicAdvancement `max`). */
const OFFICIAL_MAX = 3;

const strings = (value: Json | undefined): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v !== "") : [];

const noChanges = () => Object.fromEntries(CHARACTERISTICS.map((c) => [c, 0])) as Record<string, number>;

/** The fields every Steelbound advancement has, filled for one kind; the caller sets that kind's own. */
function blank(id: string, kind: AdvancementKind, entry: JsonObject): JsonObject {
  const level = numberOf(isObject(entry["requirements"]) ? entry["requirements"]["level"] : null);
  const fields = {
    ...blankAdvancement(id, kind),
    level: Math.min(10, Math.max(1, level ?? 1)),
    label: plainTextOf(text(entry["name"])),
    text: plainTextOf(text(entry["description"])),
    choose: Math.max(0, numberOf(entry["chooseN"]) ?? 0),
  };
  // Plain JSON throughout (strings, numbers, booleans, arrays and one record of numbers); the type only
  // marks the lists readonly.
  return fields as unknown as JsonObject;
}

function itemGrant(reader: Reader, path: string, id: string, entry: JsonObject, options: ImportOptions) {
  const out = blank(id, "items", entry);
  const pool = Array.isArray(entry["pool"]) ? entry["pool"] : [];
  out["pool"] = pool
    .map((p) => (isObject(p) ? text(p["uuid"]) : ""))
    .filter((uuid) => uuid !== "")
    .map((uuid) => relinkUuids(uuid, options.moduleId));
  const additional = isObject(entry["additional"]) ? entry["additional"] : {};
  const type = text(additional["type"]);
  if (type !== "" && !(type in ITEM_TYPES))
    reader.note(`${path}.additional.type`, `item type "${type}" has no Steelbound counterpart`);
  out["itemType"] = ITEM_TYPES[type] ?? "";
  out["perkGroups"] = strings(additional["perkType"]).filter((g) => PERK_GROUPS.includes(g));
  // "Purchased traits": the choice counts ancestry points, each trait costing its own `points`.
  out["points"] = type === "ancestryTrait" && Number(out["choose"]) > 0;
  return [out];
}

function skillGrant(reader: Reader, path: string, id: string, entry: JsonObject) {
  const out = blank(id, "skills", entry);
  const skills = isObject(entry["skills"]) ? entry["skills"] : {};
  const choices = strings(skills["choices"]);
  const unknown = choices.filter((s) => !(SKILLS as readonly string[]).includes(s));
  if (unknown.length > 0)
    reader.note(`${path}.skills.choices`, `skills ${unknown.join(", ")} are not Steelbound skills`);
  out["skills"] = choices.filter((s) => !unknown.includes(s));
  out["skillGroups"] = strings(skills["groups"]).filter((g) =>
    (SKILL_GROUP_KEYS as readonly string[]).includes(g),
  );
  return [out];
}

function languageGrant(id: string, entry: JsonObject) {
  const out = blank(id, "languages", entry);
  out["languages"] = strings(entry["languages"]);
  return [out];
}

/**
 * One official entry may both raise some scores and let the hero raise one more ("Agility rises, and one
 * score of your choice"): Steelbound holds that as a fixed grant and a choice of one, the choice's id
 * suffixed so each stays unique in the item.
 */
function characteristicGrant(
  reader: Reader,
  path: string,
  id: string,
  entry: JsonObject,
  primaries: readonly string[],
) {
  const marks = bookMarks(reader, path, entry, primaries);
  const max = numberOf(entry["max"]) ?? OFFICIAL_MAX;
  const pick = (mark: (n: number) => boolean) => {
    const changes = noChanges();
    for (const c of CHARACTERISTICS) if (mark(numberOf(marks[c]) ?? -1)) changes[c] = 1;
    return changes;
  };
  const always = pick((n) => n >= 1);
  const choice = pick((n) => n === 0);
  const has = (changes: Record<string, number>) => Object.values(changes).some((n) => n > 0);
  const out: JsonObject[] = [];
  if (has(always))
    out.push({ ...blank(id, "characteristics", entry), choose: 0, characteristics: always, max });
  if (has(choice))
    out.push({
      ...blank(out.length > 0 ? `${id}-choice` : id, "characteristics", entry),
      choose: 1,
      characteristics: choice,
      max,
    });
  if (out.length === 0) reader.note(path, "a characteristic advancement that raises no score");
  return out;
}

/** The levels at which the book raises a class's primary characteristics (to 3, then to 5). */
const PRIMARY_RISES = [4, 10];

/**
 * A class's characteristic increase as the book has it: at 4th and 10th level the class's primary
 * characteristics rise. Where the source raises other scores at those levels (the official 0.11.1 Censor
 * raises Might and Reason at 4th; its primaries are Might and Presence), the book's are imported and the
 * report says what the source had. Other levels and other items are taken as they are.
 */
function bookMarks(reader: Reader, path: string, entry: JsonObject, primaries: readonly string[]) {
  const marks = isObject(entry["characteristics"]) ? entry["characteristics"] : {};
  const level = numberOf(isObject(entry["requirements"]) ? entry["requirements"]["level"] : null) ?? 1;
  if (primaries.length === 0 || !PRIMARY_RISES.includes(level)) return marks;
  const always = CHARACTERISTICS.filter((c) => (numberOf(marks[c]) ?? -1) >= 1);
  // Only a rise of a score that is not a primary is wrong: a source may still split the primaries'
  // rise into a fixed part and a choice.
  const wrong = always.some((c) => !primaries.includes(c));
  if (!wrong) return marks;
  reader.note(
    `${path}.characteristics`,
    `at level ${level} the book raises the class's primary characteristics (${primaries.join(", ")}); ` +
      `this source raises ${always.join(", ")}: imported as the book has it`,
  );
  const fixed: JsonObject = { ...marks };
  for (const c of CHARACTERISTICS) {
    const mark = numberOf(marks[c]) ?? -1;
    if (primaries.includes(c)) fixed[c] = 1;
    else if (mark >= 1) fixed[c] = -1;
  }
  return fixed;
}

/** The official entries in their sheet order (`sort`, then as listed). */
function entriesOf(source: Json | undefined): [string, JsonObject][] {
  if (!isObject(source)) return [];
  const entries = Object.entries(source).filter((e): e is [string, JsonObject] => isObject(e[1]));
  return entries
    .map((e, i) => ({ e, i, sort: numberOf(e[1]["sort"]) ?? 0 }))
    .sort((a, b) => a.sort - b.sort || a.i - b.i)
    .map(({ e }) => e);
}

/** Converts every advancement of the item the reader reads, noting what Steelbound cannot hold. */
export function convertAdvancements(reader: Reader, options: ImportOptions): JsonObject[] {
  const converted: JsonObject[] = [];
  // A class's primaries (its `characteristics.core`): what the book raises at 4th and 10th level.
  const core = reader.get("characteristics");
  const primaries = isObject(core) ? strings(core["core"]) : [];
  for (const [key, entry] of entriesOf(reader.get("advancements"))) {
    const path = `advancements.${key}`;
    const id = text(entry["_id"]) || key;
    const repick = isObject(entry["repick"]) ? entry["repick"] : {};
    for (const [when, value] of Object.entries(repick))
      if (typeof value === "string" && value !== "")
        reader.note(`${path}.repick.${when}`, "re-choosing an advancement at a respite is not modelled");
    const type = text(entry["type"]);
    if (type === "itemGrant") converted.push(...itemGrant(reader, path, id, entry, options));
    else if (type === "skill") converted.push(...skillGrant(reader, path, id, entry));
    else if (type === "language") converted.push(...languageGrant(id, entry));
    else if (type === "characteristic")
      converted.push(...characteristicGrant(reader, path, id, entry, primaries));
    else reader.note(path, `advancement type "${type}" is not modelled`);
  }
  reader.use("advancements");
  return converted;
}
