/**
 * Turns the item form's flat fields into the shapes DATA.md stores: comma lists into keyword sets,
 * characteristic checkboxes into sets, and indexed condition rows into arrays. Pure, so it is tested directly.
 */
import { CHARACTERISTICS, DAMAGE_TYPES } from "../../../rules/types.ts";

type Data = Record<string, unknown>;

function isData(value: unknown): value is Data {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** "Magic, Ranged ,strike" → ["magic", "ranged", "strike"] (keys are stored lower-case). */
export function parseKeywords(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,、]/)
        .map((k) => k.trim().toLowerCase())
        .filter((k) => k !== ""),
    ),
  ];
}

/** { might: true, agility: false } → ["might"] */
export function checkedCharacteristics(value: Data): string[] {
  return CHARACTERISTICS.filter((c) => value[c] === true);
}

/** { "0": {...}, "1": {...} } → [{...}, {...}] in index order. */
export function indexedRows(value: Data): unknown[] {
  return Object.keys(value)
    .filter((k) => /^\d+$/.test(k))
    .sort((a, b) => Number(a) - Number(b))
    .map((k) => value[k]);
}

/** Custom effect rows, each with its own indexed change rows. */
function customEffectRows(value: Data): unknown[] {
  return indexedRows(value).map((row) => {
    if (isData(row) && isData(row["changes"])) row["changes"] = indexedRows(row["changes"]);
    return row;
  });
}

/** "Caelian, High Elf ,Zaliac" → ["Caelian", "High Elf", "Zaliac"]: names keep their case. */
export function parseList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,、]/)
        .map((k) => k.trim())
        .filter((k) => k !== ""),
    ),
  ];
}

/** { fly: true, swim: false } → ["fly"] */
function checkedKeys(value: Data): string[] {
  return Object.keys(value).filter((k) => value[k] === true);
}

/** Replaces `parent[key]` when it holds checkbox booleans by the keys that are checked. */
function checkedSet(parent: unknown, key: string): void {
  if (isData(parent) && isData(parent[key])) parent[key] = checkedKeys(parent[key]);
}

/**
 * Actor sheets: comma lists (keywords, languages, custom skills) and checkbox groups (movement types,
 * "immunity all", motivations, pitfalls) become the arrays the SetFields and ArrayFields store.
 */
export function normalizeActorSubmit(data: Data): Data {
  const system = data["system"];
  if (!isData(system)) return data;
  if (typeof system["keywords"] === "string") system["keywords"] = parseKeywords(system["keywords"]);
  for (const key of ["languages", "customSkills"]) {
    const text = system[key];
    if (typeof text === "string") system[key] = parseList(text);
  }
  // A retainer's mentor picker: the blank choice means no mentor (the field stores null, not "").
  if (system["mentor"] === "") system["mentor"] = null;
  checkedSet(system["movement"], "types");
  checkedSet(system["damage"], "immuneAll");
  checkedSet(system["negotiation"], "motivations");
  checkedSet(system["negotiation"], "pitfalls");
  // The captain's benefit rows (`system.captainChanges.<i>.*`) → the list the ArrayField stores.
  if (isData(system["captainChanges"])) system["captainChanges"] = indexedRows(system["captainChanges"]);
  return data;
}

/**
 * The Advancement tab's rows (`system.advancements.<i>.*`, context/item-advancements.ts) → the list the
 * ArrayField stores: in index order, skill, group and perk-group checkboxes to their keys, the pool's
 * indexed UUIDs to an array, the language text to a list.
 */
export function advancementRows(value: Data): unknown[] {
  return indexedRows(value).map((row) => {
    if (!isData(row)) return row;
    for (const key of ["skills", "skillGroups", "perkGroups"]) checkedSet(row, key);
    if (isData(row["pool"])) row["pool"] = indexedRows(row["pool"]);
    if (typeof row["languages"] === "string") row["languages"] = parseList(row["languages"]);
    return row;
  });
}

/** Normalises the expanded form data of an item sheet in place and returns it. */
export function normalizeItemSubmit(data: Data): Data {
  const system = data["system"];
  if (!isData(system)) return data;
  if (typeof system["keywords"] === "string") system["keywords"] = parseKeywords(system["keywords"]);
  if (isData(system["advancements"])) system["advancements"] = advancementRows(system["advancements"]);
  // R-DT-1: a project's related languages, a comma list of names (their case kept).
  if (typeof system["relatedLanguages"] === "string")
    system["relatedLanguages"] = parseList(system["relatedLanguages"]);
  for (const key of ["primaryCharacteristics", "characteristics"]) {
    const value = system[key];
    if (isData(value)) system[key] = checkedCharacteristics(value);
  }
  // Kit weapons: { bow: true, whip: false } → ["bow"].
  const equipment = system["equipment"];
  if (isData(equipment) && isData(equipment["weapons"])) {
    const weapons = equipment["weapons"];
    equipment["weapons"] = Object.keys(weapons).filter((k) => weapons[k] === true);
  }
  // R-CB-17: a cleared summon input sends "", which a DocumentUUIDField refuses (blank: false, v13
  // common/data/fields.mjs StringField#_validateSpecial); no creature is stored as null.
  const summon = system["summon"];
  if (isData(summon) && typeof summon["creature"] === "string" && summon["creature"].trim() === "")
    summon["creature"] = null;
  const power = system["power"];
  if (isData(power)) {
    if (isData(power["characteristics"]))
      power["characteristics"] = checkedCharacteristics(power["characteristics"]);
    for (const tier of ["tier1", "tier2", "tier3"]) {
      const t = power[tier];
      if (isData(t) && isData(t["conditions"])) t["conditions"] = indexedRows(t["conditions"]);
      // "fire or cold damage": one checkbox per type the user may pick instead.
      const damage = isData(t) ? t["damage"] : undefined;
      if (isData(damage) && isData(damage["types"])) {
        const types = damage["types"];
        damage["types"] = DAMAGE_TYPES.filter((type) => types[type] === true);
      }
      if (isData(t) && isData(t["customEffects"])) t["customEffects"] = customEffectRows(t["customEffects"]);
    }
  }
  return data;
}
