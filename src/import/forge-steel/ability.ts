/**
 * A Forge Steel ability as a Steelbound ability item (R-AB-1…R-AB-8): its action, keywords, distance,
 * target, cost, trigger, power roll (tiers read by tier.ts) and its text sections around the roll. What
 * Steelbound cannot hold (a distance it has no shape for, a tier part kept as text) is reported. Pure.
 */
import { SCHEMA_VERSION } from "../../data/migrations/version.ts";
import { readTier } from "./tier.ts";
import type { Report } from "./report.ts";
import {
  characteristicKey,
  escapeHtml,
  letters,
  num,
  obj,
  objects,
  paragraphs,
  str,
  strings,
  type JsonObject,
} from "./source.ts";

const USAGE: Record<string, string> = {
  mainaction: "main",
  maneuver: "maneuver",
  moveaction: "move",
  triggeredaction: "triggered",
  noaction: "none",
  freestrike: "main",
  villainaction: "villain",
};

function actionType(type: JsonObject): string {
  const usage = USAGE[letters(str(type["usage"]))] ?? "none";
  if (type["free"] === true && usage === "maneuver") return "freeManeuver";
  if (type["free"] === true && usage === "triggered") return "freeTriggered";
  return usage;
}

const COUNTS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** "Two creatures" → 2; a target text without a leading count targets one (R-AB-2). */
function targetCount(text: string): number {
  const first = text.trim().split(/\s+/)[0]?.toLowerCase() ?? "";
  return COUNTS[first] ?? (Number.parseInt(first, 10) || 1);
}

/** R-AB-2: Forge Steel's list of distances as Steelbound's one distance; the rest as its text. */
function distanceOf(ability: JsonObject, where: string, report: Report) {
  const distance = {
    ...{ type: "melee", melee: 1, ranged: 0, size: 0, length: 0, width: 0, within: 0, text: "" },
  };
  const entries = objects(ability["distance"]);
  const kinds = entries.map((d) => letters(str(d["type"])));
  const of = (kind: string) => entries[kinds.indexOf(kind)] ?? {};
  const first = entries[0] ?? {};
  const value = num(first["value"]);
  const within = num(first["within"]);
  const texts = entries.map((d) => [str(d["special"]), str(d["qualifier"])].filter(Boolean).join(" "));
  distance.text = texts.filter(Boolean).join("; ");
  if (kinds.includes("melee") && kinds.includes("ranged"))
    Object.assign(distance, {
      type: "meleeRanged",
      melee: num(of("melee")["value"]) || 1,
      ranged: num(of("ranged")["value"]),
    });
  else if (kinds[0] === "melee") Object.assign(distance, { type: "melee", melee: value || 1 });
  else if (kinds[0] === "ranged") Object.assign(distance, { type: "ranged", ranged: value });
  else if (kinds[0] === "self") distance.type = "self";
  else if (kinds[0] === "aura" || kinds[0] === "burst")
    Object.assign(distance, { type: kinds[0], size: value });
  else if (kinds[0] === "cube" || kinds[0] === "wall")
    Object.assign(distance, { type: kinds[0], size: value, within });
  else if (kinds[0] === "line")
    Object.assign(distance, { type: "line", length: value, width: num(first["value2"]) || 1, within });
  else if (entries.length) {
    distance.type = "special";
    report.add(where, str(first["type"]), "distance");
  } else distance.type = "self";
  return distance;
}

/** The roll, its tiers and the text sections before and after it, with spend sections (R-AB-8). */
function sectionsOf(ability: JsonObject, where: string, report: Report) {
  const before: string[] = [];
  const after: string[] = [];
  let power: JsonObject | null = null;
  let spend = { value: 0, text: "", repeatable: false };
  for (const section of objects(ability["sections"])) {
    const kind = str(section["type"]);
    const into = power ? after : before;
    if (kind === "text") into.push(paragraphs(str(section["text"])));
    else if (kind === "roll" && !power) power = obj(section["roll"]);
    else if (
      kind === "field" &&
      spend.value === 0 &&
      num(section["value"]) > 0 &&
      /spend/i.test(str(section["name"]))
    )
      spend = {
        value: num(section["value"]),
        text: str(section["effect"]),
        repeatable: section["repeatable"] === true,
      };
    else if (kind === "field")
      into.push(
        `<p><strong>${escapeHtml(str(section["name"]))}</strong> ${escapeHtml(str(section["effect"]))}</p>`,
      );
    else if (kind === "roll") report.add(where, "second power roll", "tierText");
    // A "package" section only names a tag Forge Steel's own sheet expands; it holds no text or number.
  }
  return { before: before.join(""), after: after.join(""), power: power ?? {}, spend };
}

function powerOf(roll: JsonObject, where: string, report: Report) {
  const characteristics = strings(roll["characteristic"]).map(characteristicKey).filter(Boolean);
  const hasRoll = Object.keys(roll).length > 0;
  const fixed = hasRoll && characteristics.length === 0;
  const tiers = Object.fromEntries(
    (["tier1", "tier2", "tier3"] as const).map((key) => {
      const { tier, kept } = readTier(str(roll[key]), characteristics);
      if (kept) report.add(where, `${key}: ${tier.text}`, "tierText");
      return [key, tier];
    }),
  );
  return {
    characteristics,
    roll: fixed ? "fixed" : "characteristic",
    fixedBonus: fixed ? Math.max(-15, Math.min(15, num(roll["bonus"]))) : 0,
    ...tiers,
  };
}

/** The ability item's data (name, type "ability", system), ready to embed on the hero. */
export function convertAbility(ability: JsonObject, from: string, report: Report): JsonObject {
  const name = str(ability["name"]) || "Ability";
  const where = `${from} › ${name}`;
  const type = obj(ability["type"]);
  const cost = ability["cost"];
  const sections = sectionsOf(ability, where, report);
  const target = str(ability["target"]);
  // The flavour line stays the description; the text around the roll is the effect the card shows
  // (documents/ability-info.ts abilityEffectHtml: effect.before, then effect.after).
  const description = paragraphs(str(ability["description"]));
  return {
    name,
    type: "ability",
    img: "icons/svg/sword.svg",
    system: {
      schemaVersion: SCHEMA_VERSION,
      description: { value: description },
      // Where the hero got it, as Forge Steel's hero sheet names it (a kit, the class, a perk's career…).
      source: from ? `Forge Steel: ${from}` : "Forge Steel",
      keywords: strings(ability["keywords"]).map((k) => k.toLowerCase()),
      type: actionType(type),
      category: cost === "signature" ? "signature" : num(cost) > 0 ? "heroic" : "other",
      distance: distanceOf(ability, where, report),
      target: { text: target, count: targetCount(target) },
      trigger: str(type["trigger"]),
      cost: { resource: typeof cost === "number" ? Math.max(0, cost) : 0, malice: 0 },
      spend: sections.spend,
      power: powerOf(sections.power, where, report),
      effect: { before: sections.before, after: sections.after },
    },
    flags: { steelbound: { forgeSteel: { id: str(ability["id"]) } } },
  };
}
