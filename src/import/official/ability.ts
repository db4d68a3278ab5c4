/** Official `ability` items → Steelbound abilities (R-AB-1…R-AB-8, R-CB-18 villain actions). */
import { Reader, isObject, numberOf, type Converted, type JsonObject } from "./context.ts";
import { itemEffects, plain } from "./custom-effect.ts";
import { paragraph, relinkUuids, sanitizeHtml } from "./html.ts";
import {
  EFFECT_HANDLERS,
  emptyTier,
  fixedRollBonus,
  rollCharacteristics,
  type EffectContext,
  type Tier,
} from "./power.ts";
import { prerequisitesOf } from "./item-base.ts";
import { healFromDamageOf, healsThroughFreeStrikes, spendHealFromDamage } from "./heal-from-damage.ts";
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
  const criticalAt = criticalAtOf(reader);
  reader.use("power.roll");
  const roll = reactive ? "targetTest" : fixed !== null ? "fixed" : "characteristic";
  return { tiers, characteristics, roll, fixedBonus: fixed ?? 0, criticalAt, mapped: ctx.mapped };
}

/** What an ability's 1.x `system.effects` hold, in the shapes Steelbound's ability has. */
interface AbilityText {
  before: string[];
  after: string[];
  spend: { value: number; text: string; repeatable: boolean } | null;
}

/**
 * 1.x `system.effects` (sorted like the power effects): `base` is the ability's effect text (before or after
 * the power roll), `spend` its "Spend N" option with the cost in `resource {value, multiple}` (R-AB-8:
 * "multiple" is "spend N+"), `portfolioSummon` a summoner's summoning, which Steelbound does not model yet:
 * its text is kept and the summoning is listed. A second spend option has no field of its own: its text
 * is kept after the effect and its cost is listed.
 */
function abilityText(reader: Reader, options: ImportOptions): AbilityText {
  const out: AbilityText = { before: [], after: [], spend: null };
  const effects = reader.get("effects");
  if (!isObject(effects)) return out;
  reader.use("effects");
  const entries = Object.entries(effects).sort(
    ([, a], [, b]) => Number(isObject(a) && a["sort"]) - Number(isObject(b) && b["sort"]),
  );
  const html = (value: unknown) => relinkUuids(sanitizeHtml(text(value)), options.moduleId);
  for (const [id, effect] of entries) {
    if (!isObject(effect)) continue;
    const base = `effects.${id}`;
    const type = text(effect["type"]);
    const description = html(effect["description"]);
    const where = effect["before"] === true ? out.before : out.after;
    if (type === "base") {
      if (description) where.push(description);
    } else if (type === "spend") {
      const resource = isObject(effect["resource"]) ? effect["resource"] : {};
      const value = Math.max(0, numberOf(resource["value"]) ?? 0);
      const repeatable = resource["multiple"] === true;
      if (out.spend === null) out.spend = { value, text: plain(description), repeatable };
      else {
        where.push(paragraph(`Spend ${value}${repeatable ? "+" : ""}:`) + description);
        reader.note(`${base}.resource.value`, `a second spend option (${value}): kept as effect text`);
      }
    } else {
      if (description) where.push(description);
      const why =
        type === "portfolioSummon"
          ? "the official summoner picks the creature from its portfolio at each use; a Steelbound ability summons one set creature (system.summon): set it and the count on the ability; its text is kept"
          : `ability effect type "${type}" is not modelled yet: its text is kept`;
      reader.note(base, why);
    }
  }
  return out;
}

/**
 * 1.x `power.roll.criticalThreshold`: the natural roll from which the ability crits (R-PR-6: 19). Steelbound
 * holds 2–20 in `power.criticalAt`; another value is listed and 19 kept.
 */
function criticalAtOf(reader: Reader): number {
  const value = reader.maybe("power.roll.criticalThreshold");
  if (value === null) return 19;
  if (Number.isInteger(value) && value >= 2 && value <= 20) return value;
  reader.note(
    "power.roll.criticalThreshold",
    `critical threshold ${value}: Steelbound holds 2 to 20, 19 kept`,
  );
  return 19;
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
  const { tiers, characteristics, roll, fixedBonus, criticalAt, mapped } = tiersOf(reader, owner, source);
  const resourceCost = reader.num("resource");
  const malice =
    owner.kind === "monster" || (owner.kind === "none" && reader.str("source.book") === "Monsters");
  const story = reader.str("story");
  const prerequisites = prerequisitesOf(reader);
  const own = abilityText(reader, options);
  const after = [rich(reader, "effect.after", options), ...own.after].filter(Boolean).join("");
  const before = [rich(reader, "effect.before", options), ...own.before].filter(Boolean).join("");
  const spendValue = reader.num("spend.value");
  const spendText = reader.str("spend.text");
  const spend =
    spendValue === 0 && spendText === "" && own.spend !== null
      ? own.spend
      : { value: spendValue, text: spendText, repeatable: false };
  if (own.spend !== null && spend !== own.spend)
    reader.note("effects", "both a 0.x spend and a 1.x spend option: the 0.x one is kept");
  // Seed 004: a heal in the effect's text heals every use; one in the spend's text, a use that paid it.
  const effectHeal = healFromDamageOf(reader.str("effect.before"), reader.str("effect.after"));
  const spendHeal = spendHealFromDamage(spend.text);
  const spendGated = effectHeal === "none" && (spendHeal === "full" || spendHeal === "half");
  if (spendHeal === "own damage" || (spendHeal !== "none" && !spendGated))
    reader.note("spend.text", "the spend's heal from the damage it deals is kept as the spend's text");
  if (healsThroughFreeStrikes(reader.str("effect.before"), reader.str("effect.after")))
    reader.note(
      "effect",
      "the heal comes through the free strikes it grants: the Director heals each by hand",
    );
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
    spend,
    refundIfResisted: "none",
    healFromDamage: spendGated ? spendHeal : effectHeal,
    healFromDamageWhen: spendGated ? "spend" : "always",
    power: {
      characteristics,
      roll,
      fixedBonus,
      criticalAt,
      tier1: tierSource(tiers.tier1),
      tier2: tierSource(tiers.tier2),
      tier3: tierSource(tiers.tier3),
    },
    effect: { before, after },
    villainAction: type === "villain" ? Math.min(3, Math.max(0, options.villainNumber ?? 0)) : 0,
  };
  reader.use("damageDisplay");
  return { document, unmapped: reader.finish([["distance", "distance not used by this distance type"]]) };
}
