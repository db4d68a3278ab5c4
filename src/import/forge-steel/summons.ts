/**
 * A Forge Steel Summoner's portfolio (R-CB-17): the minions and champions the hero chose (its Summon
 * Choices' selections that are not companions, and its fixed Summons) as Steelbound monsters, its fixture as
 * an object, and its formation's bonuses to every minion. Forge Steel's summon `info` gives each creature's
 * Essence cost and how many one summoning brings; the class's summoning ability (Forge Steel's own, the one
 * whose distance is the Summoner's Range) is kept once per creature with that cost and count, its `summon`
 * left for the window to point at the creature once the world actor exists (`flags.steelbound.forgeSteel
 * .summons` names it). Pure.
 */
import { SCHEMA_VERSION } from "../../data/migrations/version.ts";
import { CHARACTERISTICS, DAMAGE_TYPES } from "../../rules/types.ts";
import { MOVEMENT_TYPES, ORGANIZATIONS, ROLES, SIZE_LETTERS } from "../../data/vocabulary.ts";
import { convertAbility } from "./ability.ts";
import { featureItem, type Build } from "./build.ts";
import { isCompanionChoice } from "./companion.ts";
import { kindOf, type Found } from "./features.ts";
import { characteristicKey, letters, num, obj, objects, str, strings, type JsonObject } from "./source.ts";

/** One creature of the portfolio with what one summoning of it costs and brings. */
interface Chosen {
  entry: JsonObject;
  found: Found;
}

function portfolioOf(found: readonly Found[]): Chosen[] {
  const out: Chosen[] = [];
  // The class's portfolio (a perk's familiar is no part of it and stays reported).
  for (const f of found.filter((x) => x.origin === "class" || x.origin === "subclass")) {
    const kind = kindOf(f.feature);
    const data = obj(f.feature["data"]);
    if (kind === "summonchoice" && !isCompanionChoice(f))
      for (const entry of objects(data["selected"])) out.push({ entry, found: f });
    if (kind === "summon") for (const entry of objects(data["summons"])) out.push({ entry, found: f });
  }
  return out;
}

/** The walked features Steelbound reads here (the rest of the importer leaves them to this file). */
export function isPortfolioFeature(found: Found): boolean {
  const kind = kindOf(found.feature);
  if (found.origin !== "class" && found.origin !== "subclass") return false;
  return (
    ((kind === "summonchoice" || kind === "summon") && !isCompanionChoice(found)) ||
    kind === "fixture" ||
    kind === "summonformation"
  );
}

function scoresOf(monster: JsonObject): Record<string, number> {
  const scores: Record<string, number> = Object.fromEntries(CHARACTERISTICS.map((c) => [c, 0]));
  for (const entry of objects(monster["characteristics"])) {
    const key = characteristicKey(entry["characteristic"]);
    if (key) scores[key] = Math.max(-5, Math.min(5, Math.round(num(entry["value"]))));
  }
  return scores;
}

/** The formation's bonuses to every minion (Forge Steel's `minionFeatures`: Stamina, Stability…). */
function formationBonuses(found: readonly Found[]): JsonObject[] {
  return found
    .filter((f) => kindOf(f.feature) === "summonformation")
    .flatMap((f) => objects(obj(f.feature["data"])["minionFeatures"]));
}

const sizeOf = (size: JsonObject) => ({
  value: Math.max(1, num(size["value"]) || 1),
  letter: (SIZE_LETTERS as readonly string[]).includes(str(size["mod"])) ? str(size["mod"]) : "M",
});

/**
 * R-DM-2, R-DM-3: a Damage Modifier on the creature ("holy weakness 1") on its own immunities and
 * weaknesses, the written value plus its per-level growth at the summoner's level. False when a modifier
 * names a type Steelbound does not know (reported by the caller).
 */
function damageModifier(
  data: JsonObject,
  level: number,
  damage: Record<string, Record<string, number>>,
): boolean {
  let all = true;
  for (const m of objects(data["modifiers"])) {
    const type = letters(str(m["damageType"]));
    const key = type === "damage" || type === "all" ? "all" : type;
    const side = letters(str(m["type"])) === "immunity" ? "immunities" : "weaknesses";
    if (key !== "all" && !(DAMAGE_TYPES as readonly string[]).includes(key)) {
      all = false;
      continue;
    }
    const value = num(m["value"]) + num(m["valuePerLevel"]) * Math.max(0, level - 1);
    const row = (damage[side] ??= {});
    row[key] = Math.max(row[key] ?? 0, Math.max(0, value));
  }
  return all;
}

/** Forge Steel's organizations as Steelbound's; a champion fights alone at the summoner's side (elite). */
function organizationOf(written: string, fallback: string): string {
  const key = letters(written);
  if (key === "champion") return "elite";
  return (ORGANIZATIONS as readonly string[]).includes(key) ? key : fallback;
}

function minion(
  chosen: Chosen,
  build: Build,
  formation: readonly JsonObject[],
  masterStamina: number,
): JsonObject {
  const monster = obj(chosen.entry["monster"]);
  const info = obj(chosen.entry["info"]);
  const name = str(monster["name"]) || str(chosen.entry["name"]) || "Minion";
  const where = `${chosen.found.from} › ${name}`;
  let stamina = Math.max(0, num(monster["stamina"]));
  let stability = Math.max(0, num(monster["stability"]));
  let size = sizeOf(obj(monster["size"]));
  const items: JsonObject[] = [];
  const damage: Record<string, Record<string, number>> = {};
  const features = [
    ...objects(monster["features"]),
    // What the creature gains at the summoner's level (Forge Steel's info.level3, level6, level10).
    ...[3, 6, 10].filter((l) => build.level >= l).flatMap((l) => objects(info[`level${l}`])),
    ...formation,
  ];
  for (const feature of features) {
    const data = obj(feature["data"]);
    const kind = kindOf(feature);
    const field = letters(str(data["field"]));
    if (kind === "bonus" && field === "stamina")
      // "Stamina equal to the controller's" (a champion): the summoner's maximum.
      stamina += num(data["value"]) + (data["valueFromController"] ? masterStamina : 0);
    else if (kind === "bonus" && field === "stability") stability += num(data["value"]);
    else if (kind === "size") size = sizeOf(obj(data["size"]));
    else if (kind === "damagemodifier" && damageModifier(data, build.level, damage)) continue;
    else if (kind === "ability") items.push(convertAbility(obj(data["ability"]), name, build.report));
    else if (kind === "text")
      items.push(
        featureItem(str(feature["name"]), str(feature["description"]), "other", name, [], str(feature["id"])),
      );
    else build.report.add(`${where} › ${str(feature["name"])}`, str(feature["type"]), "creature");
  }
  const role = obj(monster["role"]);
  const roleKey = letters(str(role["type"]));
  const speed = obj(monster["speed"]);
  return {
    name,
    type: "monster",
    img: "icons/svg/mystery-man-black.svg",
    system: {
      schemaVersion: SCHEMA_VERSION,
      level: build.level,
      organization: organizationOf(str(role["organization"]), "minion"),
      role: (ROLES as readonly string[]).includes(roleKey) ? roleKey : "",
      keywords: strings(monster["keywords"]).map((k) => k.toLowerCase()),
      size,
      movement: {
        speed: Math.max(0, num(speed["value"])),
        types: [
          "walk",
          ...strings(speed["modes"])
            .map((m) => m.toLowerCase())
            .filter((m) => m !== "walk" && (MOVEMENT_TYPES as readonly string[]).includes(m)),
        ],
      },
      stamina: { value: stamina, max: stamina, temporary: 0 },
      stability,
      freeStrike: Math.max(0, num(monster["freeStrikeDamage"])),
      damage,
      characteristics: scoresOf(monster),
    },
    items,
    flags: {
      steelbound: {
        forgeSteel: {
          id: str(monster["id"]) || str(chosen.entry["id"]),
          cost: Math.max(0, num(info["cost"])),
          count: Math.max(1, num(info["count"]) || 1),
          signature: info["isSignature"] === true,
        },
      },
    },
  };
}

/** The fixture (Forge Steel's Fixture feature) as an object: its stamina, size and the features reached. */
function fixture(found: Found, build: Build): JsonObject {
  const data = obj(obj(found.feature["data"])["fixture"]);
  const name = str(data["name"]) || str(found.feature["name"]) || "Fixture";
  let stamina = Math.max(0, num(data["baseStamina"]));
  let size = sizeOf(obj(data["size"]));
  const items: JsonObject[] = [];
  const reached = objects(data["featuresByLevel"])
    .filter((l) => num(l["level"]) <= build.level)
    .flatMap((l) => objects(l["features"]));
  for (const feature of reached) {
    const fd = obj(feature["data"]);
    const kind = kindOf(feature);
    if (kind === "bonus" && letters(str(fd["field"])) === "stamina") stamina += num(fd["value"]);
    else if (kind === "size") size = sizeOf(obj(fd["size"]));
    else if (kind === "ability") items.push(convertAbility(obj(fd["ability"]), name, build.report));
    else if (kind === "text" || kind === "")
      items.push(
        featureItem(str(feature["name"]), str(feature["description"]), "other", name, [], str(feature["id"])),
      );
    else
      build.report.add(`${found.from} › ${name} › ${str(feature["name"])}`, str(feature["type"]), "creature");
  }
  const role = obj(data["role"]);
  const roleKey = letters(str(role["type"]));
  return {
    name,
    type: "object",
    img: "icons/svg/tower.svg",
    system: {
      schemaVersion: SCHEMA_VERSION,
      level: build.level,
      category: "powerFixture",
      role: (ROLES as readonly string[]).includes(roleKey) ? roleKey : "",
      size,
      stamina: { value: stamina, max: stamina, temporary: 0 },
    },
    items,
    flags: { steelbound: { forgeSteel: { id: str(data["id"]) || str(found.feature["id"]) } } },
  };
}

/** The class's summoning ability: Forge Steel's ability whose distance is the Summoner's Range. */
function summoningAbility(items: readonly JsonObject[], sources: readonly JsonObject[]): JsonObject | null {
  const source = sources.find(
    (a) =>
      objects(a["distance"]).some((d) => letters(str(d["type"])) === "summonerrange") &&
      letters(str(obj(a["type"])["usage"])) === "mainaction",
  );
  if (!source) return null;
  const id = str(source["id"]);
  return items.find((i) => str(obj(obj(obj(i["flags"])["steelbound"])["forgeSteel"])["id"]) === id) ?? null;
}

export interface Portfolio {
  /** The chosen minions and champions as monster actor data (world actors the window creates). */
  summons: JsonObject[];
  /** The fixture as object actor data, or none. */
  fixtures: JsonObject[];
}

/**
 * The hero's portfolio, and one copy of its summoning ability per creature (pushed to `build.items`), each
 * with that creature's Essence cost and count and `flags.steelbound.forgeSteel.summons` = its Forge Steel id.
 * `abilitySources` are the Forge Steel abilities the class grants (to find the summoning one);
 * `masterStamina` the hero's maximum (a champion's stamina is its summoner's).
 */
export function heroPortfolio(
  found: readonly Found[],
  build: Build,
  abilitySources: readonly JsonObject[],
  masterStamina: number,
): Portfolio {
  const formation = formationBonuses(found);
  for (const f of found)
    if (kindOf(f.feature) === "summonformation")
      build.items.push(
        featureItem(
          str(f.feature["name"]),
          str(f.feature["description"]),
          f.origin,
          f.from,
          [],
          str(f.feature["id"]),
        ),
      );
  const summons = portfolioOf(found).map((c) => minion(c, build, formation, masterStamina));
  const fixtures = found.filter((f) => kindOf(f.feature) === "fixture").map((f) => fixture(f, build));
  const calling = summoningAbility(build.items, abilitySources);
  if (calling)
    for (const s of summons) {
      const fs = obj(obj(obj(s["flags"])["steelbound"])["forgeSteel"]);
      const base = obj(calling["system"]);
      build.items.push({
        ...calling,
        name: `${str(calling["name"])}: ${str(s["name"])}`,
        system: {
          ...base,
          cost: { ...obj(base["cost"]), resource: num(fs["cost"]) },
          summon: { creature: null, count: num(fs["count"]) },
        },
        flags: {
          steelbound: {
            forgeSteel: {
              id: `${str(fs["id"])}@${str(obj(obj(obj(calling["flags"])["steelbound"])["forgeSteel"])["id"])}`,
              summons: str(fs["id"]),
            },
          },
        },
      });
    }
  return { summons, fixtures };
}
