/**
 * A Forge Steel companion (the Beastheart's animal: a Summon Choice whose creature's organization is
 * "Companion") as a Steelbound companion actor (data/actor/companion.ts: retainer-shaped, `mentor` = the
 * master, set by the window once the hero exists). Its scores, size, speed, stability and keywords are the
 * creature's; its stamina is its master's, as Forge Steel's "Stamina equal to the controller's" bonus says;
 * its free strike is the creature's plus "equal to its Might"; its abilities and the advancement features
 * its master's level reaches are its items. The class's second heroic resource (the Beastheart's Rampage)
 * is the companion's own (`heroicResource`); what a companion cannot hold (its skill, a further resource)
 * is reported. Pure.
 */
import { SCHEMA_VERSION } from "../../data/migrations/version.ts";
import { CHARACTERISTICS } from "../../rules/types.ts";
import { MOVEMENT_TYPES, SIZE_LETTERS } from "../../data/vocabulary.ts";
import { convertAbility } from "./ability.ts";
import { featureItem, type Build } from "./build.ts";
import { kindOf, type Found } from "./features.ts";
import { characteristicKey, letters, num, obj, objects, str, strings, type JsonObject } from "./source.ts";

/** Is this walked feature's chosen creature a companion (not a Summoner's minion or a retainer)? */
function companionsOf(found: Found): JsonObject[] {
  if (kindOf(found.feature) !== "summonchoice") return [];
  return objects(obj(found.feature["data"])["selected"]).filter((s) => {
    const monster = obj(s["monster"]);
    const organization = letters(str(obj(monster["role"])["organization"]));
    return (
      organization === "companion" || strings(monster["keywords"]).some((k) => letters(k) === "companion")
    );
  });
}

/** The walked features that choose a companion, each with its choices (the rest stay reported). */
export function isCompanionChoice(found: Found): boolean {
  return companionsOf(found).length > 0;
}

function scoresOf(monster: JsonObject): Record<string, number> {
  const scores: Record<string, number> = Object.fromEntries(CHARACTERISTICS.map((c) => [c, 0]));
  for (const entry of objects(monster["characteristics"])) {
    const key = characteristicKey(entry["characteristic"]);
    if (key) scores[key] = Math.max(-5, Math.min(5, Math.round(num(entry["value"]))));
  }
  return scores;
}

/** A Bonus on the creature: the written value plus "equal to <characteristic>" (its own scores). */
function bonusValue(data: JsonObject, scores: Record<string, number>): number {
  const named = strings(data["valueCharacteristics"]).map(characteristicKey).filter(Boolean);
  const multiplier = num(data["valueCharacteristicMultiplier"]) || 1;
  const by = named.length ? Math.max(...named.map((c) => scores[c] ?? 0)) * multiplier : 0;
  return num(data["value"]) + by;
}

function companion(choice: JsonObject, found: Found, build: Build, masterStamina: number): JsonObject {
  const monster = obj(choice["monster"]);
  const name = str(monster["name"]) || str(choice["name"]) || "Companion";
  const where = `${found.from} › ${name}`;
  const scores = scoresOf(monster);
  let stamina = Math.max(0, num(monster["stamina"]));
  let freeStrike = Math.max(0, num(monster["freeStrikeDamage"]));
  const items: JsonObject[] = [];
  const features = [
    ...objects(monster["features"]),
    // Advancement features reached at the master's level (Forge Steel's info.level3, level6, level10).
    ...[3, 6, 10].filter((l) => build.level >= l).flatMap((l) => objects(obj(choice["info"])[`level${l}`])),
  ];
  for (const feature of features) {
    const data = obj(feature["data"]);
    const kind = kindOf(feature);
    const field = letters(str(data["field"]));
    if (kind === "bonus" && field === "stamina") {
      // "Stamina equal to the controller's": the master's maximum.
      stamina += data["valueFromController"] ? masterStamina : 0;
      stamina += bonusValue(data, scores);
    } else if (kind === "bonus" && field === "freestrikedamage") freeStrike += bonusValue(data, scores);
    else if (kind === "ability") items.push(convertAbility(obj(data["ability"]), name, build.report));
    else if (kind === "text")
      items.push(
        featureItem(str(feature["name"]), str(feature["description"]), "other", name, [], str(feature["id"])),
      );
    else build.report.add(`${where} › ${str(feature["name"])}`, str(feature["type"]), "companion");
  }
  const size = obj(monster["size"]);
  const speed = obj(monster["speed"]);
  const state = obj(monster["state"]);
  return {
    name,
    type: "companion",
    img: "icons/svg/pawprint.svg",
    system: {
      schemaVersion: SCHEMA_VERSION,
      level: build.level,
      mentor: null,
      characteristics: scores,
      stamina: {
        value: Math.max(0, stamina - Math.max(0, num(state["staminaDamage"]))),
        max: stamina,
        temporary: Math.max(0, num(state["staminaTemp"])),
      },
      movement: {
        speed: Math.max(0, num(speed["value"])),
        types: [
          "walk",
          ...strings(speed["modes"])
            .map((m) => m.toLowerCase())
            .filter((m) => m !== "walk" && (MOVEMENT_TYPES as readonly string[]).includes(m)),
        ],
      },
      size: {
        value: Math.max(1, num(size["value"]) || 1),
        letter: (SIZE_LETTERS as readonly string[]).includes(str(size["mod"])) ? str(size["mod"]) : "M",
      },
      stability: Math.max(0, num(monster["stability"])),
      freeStrike,
      keywords: strings(monster["keywords"]).map((k) => k.toLowerCase()),
      heroicResource: { name: "", value: 0 },
    },
    items,
    flags: { steelbound: { forgeSteel: { id: str(monster["id"]) || str(choice["id"]) } } },
  };
}

/** Every companion the hero chose, as companion actor data (mentor left for the window to set). */
export function heroCompanions(found: readonly Found[], build: Build, masterStamina: number): JsonObject[] {
  const out: JsonObject[] = [];
  for (const f of found)
    for (const choice of companionsOf(f)) out.push(companion(choice, f, build, masterStamina));
  const [first] = out;
  build.companionResources.forEach((r, i) => {
    // The first such resource is the (first) companion's own; it starts where Forge Steel's hero has it.
    if (first && i === 0)
      Object.assign(obj(first["system"]), { heroicResource: { name: r.name, value: r.value } });
    else build.report.add(r.where, `${r.name} ${r.value}`, first ? "companion" : "creature");
  });
  return out;
}
