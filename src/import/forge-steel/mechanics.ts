/**
 * What one Forge Steel feature does to the hero (its `type` and `data`): numbers it changes become
 * ActiveEffect changes on the feature's item or the hero's own numbers, grants (skills, languages,
 * movement, size, abilities) land where Steelbound keeps them, and a kind Steelbound has no mechanic for
 * keeps its text on a feature item and is reported. Pure.
 */
import { MOVEMENT_TYPES, SIZE_LETTERS, SKILLS } from "../../data/vocabulary.ts";
import { DAMAGE_TYPES } from "../../rules/types.ts";
import { ADD, DOWNGRADE, UPGRADE, featureItem, type Build, type Change } from "./build.ts";
import { kindOf, type Found } from "./features.ts";
import { isCompanionChoice } from "./companion.ts";
import { isPortfolioFeature } from "./summons.ts";
import { characteristicKey, letters, num, obj, objects, str, strings, type JsonObject } from "./source.ts";

const SKILL_BY_LETTERS = new Map<string, string>(SKILLS.map((key) => [letters(key), key]));

/** Kinds that only hold what was chosen; the walk already brought their choices in. */
const CONTAINERS = new Set([
  "choice",
  "multiplefeatures",
  "ancestryfeaturechoice",
  "domain",
  "domainfeature",
  "taggedfeaturechoice",
  "perk",
  "titlechoice",
  "toggle",
  "kit",
  "switchvalue",
]);
const CREATURES = new Set([
  "companion",
  "retainer",
  "summon",
  "summonchoice",
  "summonformation",
  "follower",
  "fixture",
  "forcontroller",
]);
/** Kinds Steelbound knows but reads elsewhere (abilities: ability.ts; class abilities: hero.ts). */
const ELSEWHERE = new Set(["ability", "classability", "itemchoice"]);

/**
 * Forge Steel's Modifier for this hero (its ModifierLogic.calculateModifierValue): the written value, plus
 * "equal to <characteristic>" (the highest of those named, times the multiplier, default 1), plus per level
 * after the first and per echelon. `flat` is the part that does not grow with level.
 */
function modifierValue(
  data: JsonObject,
  build: Build,
): { value: number; flat: number; perLevel: number; perEchelon: number; scales: boolean } {
  const perLevel = num(data["valuePerLevel"]);
  const perEchelon = num(data["valuePerEchelon"]);
  const echelon = Math.min(4, Math.floor((build.level + 2) / 3));
  const named = strings(data["valueCharacteristics"]).map(characteristicKey).filter(Boolean);
  const multiplier = num(data["valueCharacteristicMultiplier"]) || 1;
  const byCharacteristic = named.length
    ? Math.max(...named.map((c) => build.scores[c] ?? 0)) * multiplier
    : 0;
  const flat = num(data["value"]) + byCharacteristic - perLevel;
  return {
    value: flat + perLevel * build.level + perEchelon * echelon,
    flat,
    perLevel,
    perEchelon,
    scales: perLevel !== 0 || perEchelon !== 0 || Boolean(data["valueFromController"]),
  };
}

const BONUS_KEYS: Record<string, string> = {
  recoveries: "system.recoveries.max",
  recoveryvalue: "system.bonuses.recoveryValue",
  speed: "system.movement.speed",
  stability: "system.stability",
  disengage: "system.disengage",
};

/** Bonuses Steelbound itself scales with level (docs/DATA.md `bonuses.perLevel`). */
const SCALED = new Set(["speed", "stability", "disengage"]);

/** A Bonus feature: the class's stamina and recoveries go to the class item, the rest to changes. */
function bonus(found: Found, build: Build, changes: Change[], where: string): void {
  const data = obj(found.feature["data"]);
  const field = letters(str(data["field"]));
  const { value, flat, perLevel, perEchelon, scales } = modifierValue(data, build);
  if (found.origin === "class" && field === "stamina" && !build.classStamina) {
    build.classStamina = { starting: num(data["value"]), perLevel: num(data["valuePerLevel"]) };
    return;
  }
  if (found.origin === "class" && field === "recoveries" && build.classRecoveries === null) {
    build.classRecoveries = num(data["value"]);
    return;
  }
  if (field === "renown") build.renownBonus += value;
  else if (field === "wealth") build.wealthBonus += value;
  if (field === "stamina") {
    // R-HERO-STAMINA: stamina that grows with level or echelon is kept as Steelbound's own per-level and
    // per-echelon bonuses (rules/stamina-bonuses.ts), so the hero model works it out again at every level.
    const parts: [string, number][] = [
      ["system.bonuses.stamina.treasure", flat],
      ["system.bonuses.stamina.level", perLevel],
      ["system.bonuses.stamina.echelon", perEchelon],
    ];
    for (const [key, n] of parts) if (n !== 0) changes.push({ key, mode: ADD, value: String(n) });
    build.staminaBonus += value;
    if (data["valueFromController"]) build.report.add(where, `${str(data["field"])} ${value}`, "scales");
    return;
  }
  if (SCALED.has(field) && (perLevel !== 0 || perEchelon !== 0)) {
    // Grows with level: the flat part now, the per-level and per-echelon parts as the hero's level-scaled
    // bonuses (docs/DATA.md `bonuses.perLevel`), which the hero model works out again at every level.
    const parts: [string, number][] = [
      [BONUS_KEYS[field] ?? "", flat],
      [`system.bonuses.perLevel.${field}`, perLevel],
      [`system.bonuses.perEchelon.${field}`, perEchelon],
    ];
    for (const [key, n] of parts) if (n !== 0) changes.push({ key, mode: ADD, value: String(n) });
    if (data["valueFromController"]) build.report.add(where, `${str(data["field"])} ${value}`, "scales");
    return;
  }
  const key = BONUS_KEYS[field];
  if (key) {
    changes.push({ key, mode: ADD, value: String(value) });
    if (field === "recoveries") build.recoveriesBonus += value;
  } else if (field !== "renown" && field !== "wealth") {
    build.report.add(where, str(data["field"]), "bonusField");
    return;
  }
  if (scales) build.report.add(where, `${str(data["field"])} ${value}`, "scales");
}

function damageModifiers(data: JsonObject, build: Build, changes: Change[], where: string): void {
  for (const modifier of objects(data["modifiers"])) {
    const type = letters(str(modifier["damageType"]));
    const key = type === "damage" ? "all" : type;
    const weakness = letters(str(modifier["type"])) === "weakness";
    if (key !== "all" && !(DAMAGE_TYPES as readonly string[]).includes(key)) {
      build.report.add(where, str(modifier["damageType"]), "featureKind");
      continue;
    }
    const { value, flat, perLevel, perEchelon, scales } = modifierValue(modifier, build);
    const path = weakness ? "weaknesses" : "immunities";
    // "Immunity equal to your level": Steelbound keeps the highest of a type (R-DM-2), so a wholly
    // level-scaled one is its level-scaled bonus; one with a flat part as well is today's value.
    if (scales && flat === 0 && !modifier["valueFromController"]) {
      if (perLevel)
        changes.push({ key: `system.bonuses.perLevel.${path}.${key}`, mode: ADD, value: String(perLevel) });
      if (perEchelon)
        changes.push({
          key: `system.bonuses.perEchelon.${path}.${key}`,
          mode: ADD,
          value: String(perEchelon),
        });
      continue;
    }
    changes.push({
      key: `system.damage.${path}.${key}`,
      mode: weakness ? ADD : UPGRADE,
      value: String(value),
    });
    if (scales) build.report.add(where, `${str(modifier["damageType"])} ${value}`, "scales");
  }
}

function skills(names: readonly string[], build: Build): void {
  for (const name of names) {
    const key = SKILL_BY_LETTERS.get(letters(name));
    if (key) build.skills.add(key);
    else if (name.trim() && !build.customSkills.includes(name.trim())) build.customSkills.push(name.trim());
  }
}

/** Grants and numbers of one feature; false when its kind has no mechanic in Steelbound. */
function apply(found: Found, build: Build, changes: Change[], where: string): boolean {
  const data = obj(found.feature["data"]);
  switch (kindOf(found.feature)) {
    case "text":
      return true;
    case "bonus":
      bonus(found, build, changes, where);
      return true;
    case "characteristicbonus":
      // Added to the scores before the features are applied (hero.ts).
      return Boolean(characteristicKey(data["characteristic"]));
    case "damagemodifier":
      damageModifiers(data, build, changes, where);
      return true;
    case "language":
      build.addLanguage(str(data["language"]));
      return true;
    case "languagechoice":
      for (const l of strings(data["selected"])) build.addLanguage(l);
      return true;
    case "skillchoice":
      skills(strings(data["selected"]), build);
      return true;
    case "speed":
      build.speed = num(data["speed"]);
      return true;
    case "size": {
      const size = obj(data["size"]);
      const letter = str(size["mod"]);
      build.size = {
        value: Math.max(1, num(size["value"])),
        letter: (SIZE_LETTERS as readonly string[]).includes(letter) ? letter : "M",
      };
      return true;
    }
    case "savethreshold":
      // R-AB-11: a save succeeds on this or higher (an ancestry trait's 5); the lowest granted counts, as
      // Forge Steel's HeroLogic.getSaveThreshold takes the least.
      changes.push({
        key: "system.bonuses.saveThreshold",
        mode: DOWNGRADE,
        value: String(num(data["value"]) || 6),
      });
      return true;
    case "movementmode": {
      const mode = str(data["mode"]).toLowerCase();
      if ((MOVEMENT_TYPES as readonly string[]).includes(mode)) build.movementTypes.add(mode);
      return (MOVEMENT_TYPES as readonly string[]).includes(mode);
    }
    default:
      return false;
  }
}

/** Applies one walked feature and adds its item when it has text or changes to carry. */
export function applyFeature(found: Found, build: Build): void {
  const kind = kindOf(found.feature);
  const name = str(found.feature["name"]);
  const where = [found.from, name].filter(Boolean).join(" › ") || str(found.feature["type"]);
  if (found.perk) {
    perk(found, build, where);
    return;
  }
  if (kind === "abilitydamage") {
    abilityDamage(found, build);
    return;
  }
  if (ELSEWHERE.has(kind)) return;
  if (CREATURES.has(kind)) {
    // A companion becomes a companion actor (companion.ts); other creatures are reported.
    // A Summoner's portfolio, fixture and formation become monsters, an object and a feature (summons.ts).
    if (!isCompanionChoice(found) && !isPortfolioFeature(found))
      build.report.add(where, str(found.feature["type"]), "creature");
    return;
  }
  if (kind === "kit" && num(obj(found.feature["data"])["count"]) > 1) {
    // R-HERO-KIT-TWO: the Tactician's Field Arsenal lets the hero use two kits (the feature item's `kits`).
    const count = Math.min(2, num(obj(found.feature["data"])["count"]));
    const description = str(found.feature["description"]);
    build.items.push(
      featureItem(
        name || "Kits",
        description,
        found.origin,
        found.from,
        [],
        str(found.feature["id"]),
        {},
        {
          kits: count,
        },
      ),
    );
  }
  if (CONTAINERS.has(kind)) {
    const data = obj(found.feature["data"]);
    const picked =
      [data["selected"], data["features"]].some((v) => Array.isArray(v) && v.length > 0) ||
      (typeof data["selected"] === "object" && data["selected"] !== null && !Array.isArray(data["selected"]));
    const needsPick = [
      "choice",
      "ancestryfeaturechoice",
      "domain",
      "domainfeature",
      "taggedfeaturechoice",
      "perk",
      "titlechoice",
      "kit",
    ];
    if (needsPick.includes(kind) && !picked) build.report.add(where, str(found.feature["type"]), "missing");
    return;
  }
  const changes: Change[] = [];
  let granted = false;
  if (kind === "heroicresource") heroicResource(found, build, where);
  else if (kind === "conditionimmunity")
    build.report.add(
      where,
      strings(obj(found.feature["data"])["conditions"]).join(", "),
      "conditionImmunity",
    );
  else if (apply(found, build, changes, where)) granted = kind !== "text";
  else
    build.report.add(where, str(found.feature["type"]) || "?", KNOWN.has(kind) ? "featureKind" : "unknown");
  const description = str(found.feature["description"]);
  if (CHOICES.has(kind)) unchosen(found, build, where);
  // A grant already landed where Steelbound keeps it (skills, languages, size…) needs no item of its own;
  // a choice's text only describes the choice.
  if (!changes.length && (GRANTS.has(kind) || (!description && (granted || !name)))) return;
  const label = name || `${found.from} ${str(obj(found.feature["data"])["field"])}`.trim();
  build.items.push(
    // A feature inside a chosen perk is a feature of the perk item (perk() makes the perk item itself).
    featureItem(
      label,
      description,
      found.origin === "perk" ? "other" : found.origin,
      found.from,
      changes,
      str(found.feature["id"]),
    ),
  );
}

/**
 * A perk the hero chose, as a perk item with its text whatever it grants; what it grants (an ability, a
 * skill, a language, a bonus) lands where Steelbound keeps it, the numbers as the perk item's effect.
 */
function perk(found: Found, build: Build, where: string): void {
  const kind = kindOf(found.feature);
  const changes: Change[] = [];
  if (!ELSEWHERE.has(kind) && !CONTAINERS.has(kind) && !CREATURES.has(kind)) {
    if (!apply(found, build, changes, where))
      build.report.add(where, str(found.feature["type"]) || "?", KNOWN.has(kind) ? "featureKind" : "unknown");
    if (CHOICES.has(kind)) unchosen(found, build, where);
  }
  const name = str(found.feature["name"]) || "Perk";
  build.items.push(
    featureItem(
      name,
      str(found.feature["description"]),
      "perk",
      found.from,
      changes,
      str(found.feature["id"]),
    ),
  );
}

/**
 * "+1 damage with psionic abilities": an ability damage bonus (docs/DATA.md `abilityBonuses`,
 * `ability.damage`) on the feature item's effect, filtered by the feature's keywords
 * (`flags.steelbound.abilityKeywords`), as Forge Steel's HeroLogic.getFeatureDamageBonuses adds it.
 */
function abilityDamage(found: Found, build: Build): void {
  const data = obj(found.feature["data"]);
  const { value } = modifierValue(data, build);
  const keywords = strings(data["keywords"]).map((k) => k.toLowerCase());
  const name = str(found.feature["name"]);
  const where = [found.from, name].filter(Boolean).join(" › ");
  const type = letters(str(data["damageType"]));
  if (type && type !== "damage") build.report.add(where, str(data["damageType"]), "featureKind");
  if (num(data["valuePerLevel"]) || num(data["valuePerEchelon"]) || data["valueFromController"])
    build.report.add(where, `damage ${value}`, "scales");
  const changes: Change[] = [{ key: "ability.damage", mode: ADD, value: String(value) }];
  build.items.push(
    featureItem(
      name || "Ability damage",
      str(found.feature["description"]),
      found.origin,
      found.from,
      changes,
      str(found.feature["id"]),
      { abilityKeywords: keywords },
    ),
  );
}

/** Grants Steelbound keeps on the hero itself. */
const GRANTS = new Set([
  "language",
  "languagechoice",
  "skillchoice",
  "size",
  "speed",
  "movementmode",
  "characteristicbonus",
]);
const CHOICES = new Set(["languagechoice", "skillchoice"]);

/** A language or skill choice with fewer picks than it offers is reported. */
function unchosen(found: Found, build: Build, where: string): void {
  const data = obj(found.feature["data"]);
  const missing = num(data["count"]) - strings(data["selected"]).length;
  if (missing > 0) build.report.add(where, `${str(found.feature["type"])} (${missing})`, "missing");
}

/**
 * R-AB-8: the class's heroic resource; a start-of-turn gain becomes the class's gain per turn. The first
 * heroic resource the class lists is the hero's; a later one (the Beastheart's Rampage) is its companion's,
 * and an epic one is kept in the hero's epic resource, named on the class.
 */
function heroicResource(found: Found, build: Build, where: string): void {
  const data = obj(found.feature["data"]);
  const name = str(found.feature["name"]);
  if (str(data["type"]) === "epic") {
    if (!build.epic.name) Object.assign(build.epic, { name, value: Math.max(0, num(data["value"])) });
    else build.report.add(where, `${name} ${num(data["value"])}`, "featureKind");
    return;
  }
  if (build.resource.name && build.resource.name !== name) {
    build.companionResources.push({ name, value: num(data["value"]), where });
    return;
  }
  build.resource.name = name;
  build.resource.value = num(data["value"]);
  // R-AB-8: the Talent's clarity may go below 0, down to −(1 + Reason) (the book's Strained rule); Forge
  // Steel marks that resource canBeNegative.
  if (data["canBeNegative"] === true) build.resource.floor = { base: 1, characteristic: "reason" };
  for (const gain of objects(data["gains"])) {
    const value = str(gain["value"]).trim();
    const formula = /^(\d+|\d*d\d+)$/.test(value);
    const tag = str(gain["tag"]);
    if (tag === "start" && formula && !build.resource.gainPerTurn) build.resource.gainPerTurn = value;
    // R-AB-8: another "gain N when …" of the class, offered on the hero sheet as a one-click gain. Forge Steel's
    // hero files carry "Placeholder text." for its words: the sheet names the trigger by its tag then.
    else if (tag !== "start" && tag !== "" && formula)
      build.resource.triggers.push({
        kind: tag,
        text: PLACEHOLDER.test(str(gain["trigger"])) ? "" : str(gain["trigger"]).trim(),
        gain: value,
        window: gainWindow(str(gain["frequency"])),
      });
    else build.report.add(where, `${str(gain["trigger"])}: ${str(gain["value"])}`, "featureKind");
  }
}

const PLACEHOLDER = /^\s*placeholder text\.?\s*$/i;

/** Forge Steel's gain frequency ("Per Round", "Per Encounter", "At Will") as the class's trigger window. */
function gainWindow(frequency: string): "round" | "encounter" | "any" {
  const f = frequency.toLowerCase();
  if (f.includes("encounter")) return "encounter";
  return f.includes("round") ? "round" : "any";
}

/** Forge Steel feature kinds this importer knows (the rest are reported as unknown). */
const KNOWN = new Set([
  "abilitycost",
  "abilitydamage",
  "abilitydistance",
  "abilitykeyword",
  "addon",
  "ancestrychoice",
  "heroicresourcegain",
  "heroicresourcethreshold",
  "malice",
  "maliceability",
  "package",
  "packagecontent",
  "proficiency",
  "savethreshold",
  "skillcancelchoice",
  "taggedfeature",
  "rollmodifier",
  "movementmode",
  "characteristicbonus",
]);
