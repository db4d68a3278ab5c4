/**
 * A Forge Steel hero (`.ds-hero`) as a Steelbound hero actor with its embedded items and their effects,
 * and the report of what could not be mapped. Stamina and recoveries are derived as Steelbound derives
 * them (R-HERO-STAMINA, R-HERO-RECOVERIES: the class item's numbers and the kit's bonus per echelon, plus
 * feature bonuses as effects); the stored current values are the maxima less Forge Steel's damage and
 * recoveries used. Pure: no Foundry globals (the window in src/applications creates the documents).
 */
import { SCHEMA_VERSION } from "../../data/migrations/version.ts";
import { heroMaxRecoveries, heroMaxStamina } from "../../rules/hero-build.ts";
import { CHARACTERISTICS } from "../../rules/types.ts";
import { convertAbility } from "./ability.ts";
import { heroCompanions } from "./companion.ts";
import { heroPortfolio } from "./summons.ts";
import { Build } from "./build.ts";
import { classLevel, heroFeatures, heroKits, kindOf, type Found } from "./features.ts";
import { identityItems, treasure } from "./identity.ts";
import { applyFeature } from "./mechanics.ts";
import type { ReportEntry } from "./report.ts";
import { characteristicKey, num, obj, objects, paragraphs, str, strings, type JsonObject } from "./source.ts";

export interface ConvertedHero {
  /** Actor create data with its items (and their effects) embedded. */
  actor: JsonObject;
  /** The hero's companions as companion actor data; the window sets each one's `mentor` to the hero. */
  companions: JsonObject[];
  /**
   * R-CB-17: a Summoner's chosen minions and champions as monster actor data, each named by its Forge Steel
   * id (`flags.steelbound.forgeSteel.id`); the hero's copies of its summoning ability name theirs in
   * `flags.steelbound.forgeSteel.summons`, and the window points each one's `summon.creature` at it.
   */
  summons: JsonObject[];
  /** A Summoner's fixture as object actor data. */
  fixtures: JsonObject[];
  report: ReportEntry[];
}

/** Is this parsed file a Forge Steel hero? (Its models: an id, a name, a state, a class or ancestry key.) */
export function isForgeSteelHero(value: unknown): value is JsonObject {
  const hero = obj(value);
  return (
    typeof hero["name"] === "string" &&
    typeof hero["state"] === "object" &&
    "class" in hero &&
    "ancestry" in hero
  );
}

/** Every ability of the class and its subclasses, where a Class Ability feature's selections point. */
function classAbilities(hero: JsonObject): Map<string, JsonObject> {
  const cls = obj(hero["class"]);
  const owners = [cls, ...objects(cls["subclasses"])];
  const all = owners.flatMap((o) => [
    ...objects(o["abilities"]),
    ...objects(o["featuresByLevel"])
      .flatMap((l) => objects(l["features"]))
      .filter((f) => kindOf(f) === "ability")
      .map((f) => obj(obj(f["data"])["ability"])),
  ]);
  return new Map(all.map((a) => [str(a["id"]), a]));
}

function abilities(found: readonly Found[], hero: JsonObject, build: Build): void {
  const pool = classAbilities(hero);
  const seen = new Set<string>();
  const add = (ability: JsonObject, from: string) => {
    const id = str(ability["id"]);
    if (id && seen.has(id)) return;
    seen.add(id);
    build.items.push(convertAbility(ability, from, build.report));
  };
  for (const f of found) {
    const data = obj(f.feature["data"]);
    if (kindOf(f.feature) === "ability") add(obj(data["ability"]), f.from);
    if (kindOf(f.feature) === "itemchoice")
      for (const entry of objects(data["selected"])) build.items.push(treasure(entry, build));
    if (kindOf(f.feature) !== "classability") continue;
    const ids = strings(data["selectedIDs"]);
    if (ids.length < num(data["count"]))
      build.report.add(`${f.from} › ${str(f.feature["name"])}`, str(f.feature["type"]), "missing");
    for (const id of ids) {
      const ability = pool.get(id);
      if (ability) add(ability, f.from);
      else build.report.add(`${f.from} › ${str(f.feature["name"])}`, id, "missing");
    }
  }
}

/** R-CH-1: the class's scores plus characteristic bonuses, kept within −5…+5. */
function characteristics(hero: JsonObject, build: Build): Record<string, number> {
  const scores: Record<string, number> = Object.fromEntries(CHARACTERISTICS.map((c) => [c, 0]));
  for (const entry of objects(obj(hero["class"])["characteristics"])) {
    const key = str(entry["characteristic"]).toLowerCase();
    if (key in scores) scores[key] = num(entry["value"]);
  }
  for (const [key, bonus] of Object.entries(build.characteristicBonus))
    scores[key] = (scores[key] ?? 0) + bonus;
  for (const key of Object.keys(scores)) {
    const written = Math.round(scores[key] ?? 0);
    scores[key] = Math.max(-5, Math.min(5, written));
    // Forge Steel adds every increase, past the maximum an advancement states (an Elementalist choosing
    // Reason at 4th level reaches 6 at 10th, where the book's 10th level says 5): said, not passed on.
    if (scores[key] !== written)
      build.report.add("characteristics", `${key} ${written} → ${scores[key] ?? 0}`, "characteristicRange");
  }
  return scores;
}

/** Parts of Forge Steel's hero state Steelbound keeps elsewhere or not at all. */
function reportState(hero: JsonObject, build: Build): void {
  const state = obj(hero["state"]);
  const where = "state";
  if (num(state["heroTokens"])) build.report.add(where, `hero tokens: ${num(state["heroTokens"])}`, "state");
  if (num(state["projectPoints"]))
    build.report.add(where, `project points: ${num(state["projectPoints"])}`, "state");
  for (const c of objects(state["conditions"]))
    build.report.add(where, `condition: ${str(c["type"])}`, "state");
  for (const p of objects(state["projects"])) build.report.add(where, `project: ${str(p["name"])}`, "state");
  for (const f of objects(state["controlledSlots"]))
    build.report.add(where, `controlled: ${str(f["id"])}`, "creature");
  if (str(hero["picture"])) build.report.add(where, "picture", "state");
  for (const c of objects(hero["abilityCustomizations"]))
    build.report.add(str(c["name"]) || str(c["abilityID"]), "ability customization", "customization");
}

/** The whole hero. Throws only for a file that is not a Forge Steel hero. */
export function convertForgeSteelHero(source: unknown): ConvertedHero {
  if (!isForgeSteelHero(source)) throw new Error("not a Forge Steel hero file");
  const hero = source;
  const level = classLevel(hero);
  const build = new Build(level);
  const found = heroFeatures(hero);
  // The scores first: a bonus "equal to your Agility" is worked out from them.
  for (const f of found)
    if (kindOf(f.feature) === "characteristicbonus") {
      const data = obj(f.feature["data"]);
      const key = characteristicKey(data["characteristic"]);
      if (key) build.characteristicBonus[key] = (build.characteristicBonus[key] ?? 0) + num(data["value"]);
    }
  build.scores = characteristics(hero, build);
  for (const f of found) applyFeature(f, build);
  abilities(found, hero, build);
  // The summoning ability is one the class grants as a feature (not one of the heroic abilities to choose).
  const granted = found
    .filter((f) => f.origin === "class" && kindOf(f.feature) === "ability")
    .map((f) => obj(obj(f.feature["data"])["ability"]));
  const kits = heroKits(found);
  const identity = identityItems(hero, kits, build);
  reportState(hero, build);
  // R-HERO-KIT-TWO: with two kits the higher stamina bonus counts (rules combineKits).
  const kitStamina = Math.max(0, ...kits.map((k) => num(k["stamina"])));
  const staminaMax =
    heroMaxStamina({ level, classStamina: build.classStamina, stored: 0, kitStamina }) + build.staminaBonus;
  const portfolio = heroPortfolio(found, build, granted, staminaMax);
  const recoveriesMax = heroMaxRecoveries(build.classRecoveries, 0) + build.recoveriesBonus;
  const state = obj(hero["state"]);
  const system: JsonObject = {
    schemaVersion: SCHEMA_VERSION,
    level,
    characteristics: build.scores,
    stamina: {
      value: staminaMax - Math.max(0, num(state["staminaDamage"])),
      max: build.classStamina ? 0 : staminaMax,
      temporary: Math.max(0, num(state["staminaTemp"])),
    },
    recoveries: {
      value: Math.max(0, recoveriesMax - Math.max(0, num(state["recoveriesUsed"]))),
      max: build.classRecoveries === null ? recoveriesMax : 0,
    },
    heroicResource: { name: build.resource.name, value: build.resource.value },
    epicResource: build.epic.value,
    surges: Math.max(0, num(state["surges"])),
    victories: Math.max(0, num(state["victories"])),
    xp: Math.max(0, num(state["xp"])),
    wealth: Math.max(0, num(state["wealth"]) + build.wealthBonus),
    renown: Math.max(0, num(state["renown"]) + build.renownBonus),
    movement: { speed: build.speed ?? 5, types: [...build.movementTypes] },
    ...(build.size ? { size: build.size } : {}),
    skills: [...build.skills],
    customSkills: build.customSkills,
    languages: build.languages,
    biography: { value: paragraphs(str(state["notes"])), gmNotes: "" },
  };
  const actor: JsonObject = {
    name: str(hero["name"]) || "Unnamed Hero",
    type: "hero",
    img: "icons/svg/mystery-man.svg",
    system,
    items: [...identity, ...build.items],
    flags: { steelbound: { forgeSteel: { id: str(hero["id"]) } } },
  };
  const companions = heroCompanions(found, build, staminaMax);
  return { actor, companions, ...portfolio, report: build.report.entries };
}
