/** Official `ability` items → Steelbound abilities (R-AB-1…R-AB-8, R-CB-18 villain actions). */
import { Reader, isObject, type Converted, type JsonObject } from "./context.ts";
import { itemEffects } from "./custom-effect.ts";
import { paragraph } from "./html.ts";
import {
  EFFECT_HANDLERS,
  emptyTier,
  fixedRollBonus,
  rollCharacteristics,
  type EffectContext,
  type Tier,
} from "./power.ts";
import { prerequisitesOf } from "./item-base.ts";
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

function tiersOf(reader: Reader, owner: Owner, source: JsonObject) {
  const tiers = { tier1: emptyTier(), tier2: emptyTier(), tier3: emptyTier() };
  const effects = reader.get("power.effects");
  const entries = isObject(effects) ? Object.entries(effects) : [];
  const sorted = entries.sort(
    ([, a], [, b]) => Number(isObject(a) && a["sort"]) - Number(isObject(b) && b["sort"]),
  );
  const ctx: EffectContext = {
    reader,
    base: "",
    tiers,
    damagePlaced: false,
    effects: itemEffects(source),
    // An ability that targets only its user puts its effects on the user.
    bearer: reader.str("target.type") === "self" ? "self" : "target",
    mapped: new Set(),
  };
  for (const [id, effect] of sorted) {
    if (!isObject(effect)) continue;
    ctx.base = `power.effects.${id}`;
    for (const key of ["_id", "sort", "name", "img", "type"]) reader.use(`${ctx.base}.${key}`);
    const handler = EFFECT_HANDLERS[text(effect["type"])];
    if (handler) handler(ctx, effect);
    else reader.note(ctx.base, `power effect type "${text(effect["type"])}" is not modelled yet`);
  }
  // "Each target makes a Might test": the listed characteristics are the test's (docs/DATA.md `power.roll`).
  const reactive = reader.bool("power.roll.reactive");
  const fixed = reactive ? null : fixedRollBonus(reader);
  const characteristics = reactive
    ? reader.strings("power.roll.characteristics")
    : rollCharacteristics(reader, owner, entries.length > 0);
  reader.use("power.roll");
  const roll = reactive ? "targetTest" : fixed !== null ? "fixed" : "characteristic";
  return { tiers, characteristics, roll, fixedBonus: fixed ?? 0, mapped: ctx.mapped };
}

function tierSource(tier: Tier) {
  return { ...tier, text: tier.text.join("; ") };
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
  const { tiers, characteristics, roll, fixedBonus, mapped } = tiersOf(reader, owner, source);
  const resourceCost = reader.num("resource");
  const malice =
    owner.kind === "monster" || (owner.kind === "none" && reader.str("source.book") === "Monsters");
  const story = reader.str("story");
  const prerequisites = prerequisitesOf(reader);
  const after = rich(reader, "effect.after", options);
  const document = shell(source, "ability", {}, reader, mapped);
  document["system"] = {
    ...(isObject(document["system"]) ? document["system"] : {}),
    description: { value: paragraph(story) },
    source: sourceLine(reader),
    prerequisites,
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
      roll,
      fixedBonus,
      tier1: tierSource(tiers.tier1),
      tier2: tierSource(tiers.tier2),
      tier3: tierSource(tiers.tier3),
    },
    effect: { before: rich(reader, "effect.before", options), after },
    villainAction: type === "villain" ? Math.min(3, Math.max(0, options.villainNumber ?? 0)) : 0,
  };
  reader.use("damageDisplay");
  return { document, unmapped: reader.finish([["distance", "distance not used by this distance type"]]) };
}
