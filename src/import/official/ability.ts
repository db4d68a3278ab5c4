/** Official `ability` items → Steelbound abilities (R-AB-1…R-AB-8, R-CB-18 villain actions). */
import { Reader, isObject, type Converted, type JsonObject } from "./context.ts";
import { paragraph } from "./html.ts";
import {
  EFFECT_HANDLERS,
  TIERS,
  emptyTier,
  rollCharacteristics,
  type EffectContext,
  type Tier,
} from "./power.ts";
import { NO_OWNER, rich, shell, sourceLine, text, type ImportOptions, type Owner } from "./shared.ts";

const TYPES: Record<string, string> = {
  main: "main",
  action: "main", // the official system's older name for a main action
  maneuver: "maneuver",
  move: "move",
  triggered: "triggered",
  freeTriggered: "freeTriggered",
  freeManeuver: "freeManeuver",
  none: "none",
  villain: "villain",
};
const CATEGORIES: Record<string, string> = {
  signature: "signature",
  heroic: "heroic",
  freeStrike: "basic",
  villain: "other",
  "": "other",
};
const TARGET_NOUNS: Record<string, string> = {
  creature: "creature",
  creatureObject: "creature or object",
  enemy: "enemy",
  enemyObject: "enemy or object",
  ally: "ally",
  object: "object",
  self: "self",
  selfAlly: "self and ally",
  selfOrAlly: "self or ally",
  selfOrCreature: "self or creature",
};

/** Official distance {type, primary, secondary, tertiary} → Steelbound's named distances (R-AB-2). */
function distanceOf(reader: Reader) {
  const type = reader.str("distance.type", "special");
  const n = (key: string) => reader.num(`distance.${key}`);
  const d = { type, melee: 0, ranged: 0, size: 0, length: 0, width: 0, within: 0, text: "" };
  if (type === "melee") d.melee = n("primary");
  else if (type === "ranged") d.ranged = n("primary");
  else if (type === "meleeRanged") Object.assign(d, { melee: n("primary"), ranged: n("secondary") });
  else if (type === "aura" || type === "burst") d.size = n("primary");
  else if (type === "cube" || type === "wall")
    Object.assign(d, { size: n("primary"), within: n("secondary") });
  else if (type === "line")
    Object.assign(d, { length: n("primary"), width: n("secondary"), within: n("tertiary") });
  else if (type !== "self") d.type = "special";
  if (type === "melee" && d.melee === 0) d.melee = 1;
  return d;
}

function targetOf(reader: Reader) {
  const type = reader.str("target.type");
  const value = reader.maybe("target.value");
  reader.use("target.value");
  const custom = reader.str("target.custom");
  const noun = TARGET_NOUNS[type];
  const generated = noun ? (type === "self" ? "Self" : `${value ?? "Each"} ${noun}`) : "";
  return { text: custom || generated, count: value ?? (type === "self" ? 1 : 0) };
}

function tiersOf(reader: Reader, owner: Owner) {
  const tiers = { tier1: emptyTier(), tier2: emptyTier(), tier3: emptyTier() };
  const effects = reader.get("power.effects");
  const entries = isObject(effects) ? Object.entries(effects) : [];
  const sorted = entries.sort(
    ([, a], [, b]) => Number(isObject(a) && a["sort"]) - Number(isObject(b) && b["sort"]),
  );
  const ctx: EffectContext = { reader, base: "", tiers, damagePlaced: false };
  for (const [id, effect] of sorted) {
    if (!isObject(effect)) continue;
    ctx.base = `power.effects.${id}`;
    for (const key of ["_id", "sort", "name", "img", "type"]) reader.use(`${ctx.base}.${key}`);
    const handler = EFFECT_HANDLERS[text(effect["type"])];
    if (handler) handler(ctx, effect);
    else reader.note(ctx.base, `power effect type "${text(effect["type"])}" is not modelled yet`);
  }
  const reactive = reader.bool("power.roll.reactive");
  const characteristics = reactive ? [] : rollCharacteristics(reader, owner, entries.length > 0);
  reader.use("power.roll");
  return { tiers, characteristics, reactive, any: entries.length > 0 };
}

function tierSource(tier: Tier) {
  return { ...tier, text: tier.text.join("; ") };
}

/** A roll made by the targets (R-TS: "each target makes a Might test"): the tiers become text. */
function reactiveText(tiers: Record<string, Tier>): string {
  const lines = TIERS.map((key, i) => {
    const t = tiers[key];
    if (!t) return "";
    const parts = [
      t.damage.value ? `${t.damage.value} ${t.damage.type === "untyped" ? "" : t.damage.type} damage` : "",
    ];
    const forced = t.forced.kind
      ? `${t.forced.vertical ? "vertical " : ""}${t.forced.kind} ${t.forced.distance}`
      : "";
    parts.push(...t.conditions.map((c) => `${c.condition} (${c.duration})`), forced, ...t.text);
    const body = parts
      .map((p) => p.replace(/\s+/g, " ").trim())
      .filter(Boolean)
      .join("; ");
    return body ? paragraph(`${["≤11", "12–16", "17+"][i] ?? ""}: ${body}`) : "";
  });
  return lines.join("");
}

export interface AbilityOptions extends ImportOptions {
  owner?: Owner;
  /** R-CB-18: the villain action's number on its owner (1 opener … 3 ultimate). */
  villainNumber?: number;
  uuid?: string;
}

export function convertAbility(source: JsonObject, options: AbilityOptions): Converted {
  const owner = options.owner ?? NO_OWNER;
  const system = isObject(source["system"]) ? source["system"] : {};
  const reader = new Reader(options.uuid ?? `Item.${text(source["_id"])}`, system);
  const rawType = reader.str("type", "none");
  const type = TYPES[rawType] ?? "none";
  if (!(rawType in TYPES)) reader.note("type", `unknown action type "${rawType}": imported as no action`);
  const { tiers, characteristics, reactive, any } = tiersOf(reader, owner);
  if (reactive && any)
    reader.unmapped.push({
      uuid: reader.uuid,
      field: "system.power.roll.reactive",
      why: "tiers are the target's test result (each target rolls): kept as effect text, not as a power roll",
    });
  if (reactive) reader.use("power.effects");
  const resourceCost = reader.num("resource");
  const malice =
    owner.kind === "monster" || (owner.kind === "none" && reader.str("source.book") === "Monsters");
  const story = reader.str("story");
  reader.noteIfSet("prerequisites.level", "ability prerequisites (level) are not modelled yet");
  reader.use("prerequisites");
  const after = rich(reader, "effect.after", options);
  const document = shell(source, "ability", {}, reader);
  document["system"] = {
    ...(isObject(document["system"]) ? document["system"] : {}),
    description: { value: paragraph(story) },
    source: sourceLine(reader),
    keywords: reader.strings("keywords"),
    type,
    category: CATEGORIES[reader.str("category")] ?? "other",
    distance: distanceOf(reader),
    target: targetOf(reader),
    trigger: reader.str("trigger"),
    cost: { resource: malice ? 0 : resourceCost, malice: malice ? resourceCost : 0 },
    spend: { value: reader.num("spend.value"), text: reader.str("spend.text"), repeatable: false },
    refundIfResisted: "none",
    power: {
      characteristics,
      tier1: tierSource(reactive ? emptyTier() : tiers.tier1),
      tier2: tierSource(reactive ? emptyTier() : tiers.tier2),
      tier3: tierSource(reactive ? emptyTier() : tiers.tier3),
    },
    effect: {
      before: rich(reader, "effect.before", options) + (reactive ? reactiveText(tiers) : ""),
      after,
    },
    villainAction: type === "villain" ? Math.min(3, Math.max(0, options.villainNumber ?? 0)) : 0,
  };
  reader.use("damageDisplay");
  return { document, unmapped: reader.finish([["distance", "distance not used by this distance type"]]) };
}
