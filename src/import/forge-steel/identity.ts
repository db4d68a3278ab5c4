/**
 * Who the hero is: the ancestry, culture, career, class, subclass, kit, complication, titles and
 * inventory of a Forge Steel hero as Steelbound items (docs/DATA.md item types). Each keeps Forge Steel's
 * id in `flags.steelbound.forgeSteel.id`. Pure.
 */
import { SCHEMA_VERSION } from "../../data/migrations/version.ts";
import type { Build } from "./build.ts";
import { selectedSubclasses } from "./features.ts";
import {
  characteristicKey,
  letters,
  num,
  obj,
  objects,
  paragraphs,
  str,
  strings,
  type JsonObject,
} from "./source.ts";

function item(type: string, source: JsonObject, system: JsonObject, extra = ""): JsonObject {
  const description = paragraphs(str(source["description"])) + extra;
  return {
    name: str(source["name"]) || type,
    type,
    img: "icons/svg/item-bag.svg",
    system: {
      schemaVersion: SCHEMA_VERSION,
      description: { value: description },
      source: "Forge Steel",
      ...system,
    },
    effects: [],
    flags: { steelbound: { forgeSteel: { id: str(source["id"]) } } },
  };
}

const ASPECTS = {
  environment: ["nomadic", "rural", "secluded", "urban", "wilderness"],
  organization: ["bureaucratic", "communal"],
  upbringing: ["academic", "creative", "labor", "lawless", "martial", "noble"],
} as const;

function culture(source: JsonObject, build: Build): JsonObject {
  const system: JsonObject = {
    language: strings(obj(obj(source["language"])["data"])["selected"])[0] ?? "",
  };
  for (const [aspect, choices] of Object.entries(ASPECTS)) {
    const name = letters(str(obj(source[aspect])["name"]));
    const key = choices.find((c) => name.startsWith(c)) ?? "";
    system[aspect] = key;
    if (!key && name)
      build.report.add(`${str(source["name"])} › ${aspect}`, str(obj(source[aspect])["name"]), "featureKind");
  }
  return item("culture", source, system);
}

function career(source: JsonObject): JsonObject {
  const incident = obj(obj(source["incitingIncidents"])["selected"]);
  const extra = str(incident["name"])
    ? paragraphs(`${str(incident["name"])}: ${str(incident["description"])}`)
    : "";
  return item("career", source, {}, extra);
}

/**
 * Does the class offer a companion (a Summon Choice among its levels' features whose creatures are companions,
 * the Beastheart's)? Read from the class's data, not its name.
 */
function offersCompanion(source: JsonObject): boolean {
  return objects(source["featuresByLevel"]).some((level) =>
    objects(level["features"]).some(
      (feature) =>
        letters(str(feature["type"])) === "summonchoice" &&
        // Its creatures on offer, or the one chosen (a saved hero may keep only the choice).
        [...objects(obj(feature["data"])["options"]), ...objects(obj(feature["data"])["selected"])].some(
          (option) => {
            const monster = obj(option["monster"]);
            return letters(str(obj(monster["role"])["organization"])) === "companion";
          },
        ),
    ),
  );
}

function heroClass(source: JsonObject, build: Build): JsonObject {
  return item("class", source, {
    heroicResource: {
      name: build.resource.name,
      gainPerTurn: build.resource.gainPerTurn,
      floor: { ...build.resource.floor },
      triggers: build.resource.triggers.map((t) => ({ ...t })),
    },
    epicResource: build.epic.name,
    stamina: build.classStamina ?? { starting: 0, perLevel: 0 },
    recoveries: build.classRecoveries ?? 0,
    primaryCharacteristics: strings(source["primaryCharacteristics"]).map(characteristicKey).filter(Boolean),
    companion: offersCompanion(source),
  });
}

const WEAPONS: Record<string, string> = {
  bow: "bow",
  ensnaringweapon: "ensnaring",
  heavyweapon: "heavy",
  lightweapon: "light",
  mediumweapon: "medium",
  polearm: "polearm",
  unarmedstrike: "unarmed",
  whip: "whip",
};
const ARMOR: Record<string, string> = { lightarmor: "light", mediumarmor: "medium", heavyarmor: "heavy" };

function tiers(value: unknown): number[] {
  const d = obj(value);
  return [num(d["tier1"]), num(d["tier2"]), num(d["tier3"])].map((n) => Math.max(0, n));
}

/** A kit: its bonuses (folded in by the hero model, R-HERO-STAMINA) and its equipment. */
export function kit(source: JsonObject): JsonObject {
  const armor = strings(source["armor"]).map(letters);
  const plus = (key: string) => Math.max(0, num(source[key]));
  return item("kit", source, {
    bonuses: {
      stamina: plus("stamina"),
      speed: num(source["speed"]),
      stability: plus("stability"),
      disengage: plus("disengage"),
      meleeDamage: tiers(source["meleeDamage"]),
      rangedDamage: tiers(source["rangedDamage"]),
      meleeDistance: plus("meleeDistance"),
      rangedDistance: plus("rangedDistance"),
    },
    equipment: {
      armor: armor.map((a) => ARMOR[a]).find(Boolean) ?? (armor.length ? "" : "none"),
      shield: armor.includes("shield"),
      weapons: strings(source["weapon"])
        .map((w) => WEAPONS[letters(w)])
        .filter((w): w is string => Boolean(w)),
      implement: false,
    },
  });
}

export function treasure(source: JsonObject, build: Build): JsonObject {
  const type = letters(str(source["type"]));
  const category = type.startsWith("consumable")
    ? "consumable"
    : type.startsWith("trinket")
      ? "trinket"
      : type === "artifact"
        ? "artifact"
        : "leveled";
  const echelon = Number(/(\d)(st|nd|rd|th)echelon/.exec(type)?.[1] ?? 1);
  for (const level of objects(source["featuresByLevel"]))
    for (const f of objects(level["features"]))
      if (letters(str(f["type"])) !== "text")
        build.report.add(str(source["name"]), `${str(f["type"])} ${str(f["name"])}`.trim(), "featureKind");
  return item(
    "treasure",
    source,
    {
      category,
      echelon: Math.min(4, Math.max(1, echelon)),
      quantity: Math.max(1, num(source["count"]) || 1),
      keywords: strings(source["keywords"]).map((k) => k.toLowerCase()),
      equipped: false,
    },
    paragraphs(str(source["effect"])),
  );
}

/** The identity items, in the order the sheet lists them. */
export function identityItems(hero: JsonObject, kits: readonly JsonObject[], build: Build): JsonObject[] {
  const items: JsonObject[] = [];
  const has = (key: string) => Object.keys(obj(hero[key])).length > 0;
  if (has("ancestry")) items.push(item("ancestry", obj(hero["ancestry"]), {}));
  if (has("culture")) items.push(culture(obj(hero["culture"]), build));
  if (has("career")) items.push(career(obj(hero["career"])));
  if (has("class")) {
    const cls = obj(hero["class"]);
    items.push(heroClass(cls, build));
    for (const sc of selectedSubclasses(hero)) items.push(item("subclass", sc, { class: str(cls["name"]) }));
  }
  // Every kit the hero has (the Tactician's Field Arsenal grants two); the hero model decides how their
  // bonuses combine (data/actor/hero.ts).
  for (const k of kits) items.push(kit(k));
  if (has("complication")) {
    const c = obj(hero["complication"]);
    items.push(item("complication", c, { benefit: "", drawback: "" }));
  }
  const state = obj(hero["state"]);
  for (const title of objects(state["titles"]))
    items.push(item("title", title, { echelon: Math.min(4, Math.max(1, num(title["echelon"]) || 1)) }));
  for (const entry of objects(state["inventory"])) items.push(treasure(entry, build));
  return items;
}
