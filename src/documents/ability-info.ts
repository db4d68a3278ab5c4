/**
 * Reads an ability item (docs/DATA.md `ability`) into the plain data a roll and a card need: a typed reading of
 * the item's prepared `system` (src/data/item/ability.ts). Stored data of any age reaches it already migrated
 * and cleaned by the schema; a plain source (an accepted version's mechanics, `toObject()` data) is first
 * built into the model, as Foundry builds an item's system from its source.
 */
import { formulaText, parseFormula } from "../rules/formula.ts";
import {
  abilityBonusFor,
  kitAbilityBonus,
  offeredDamageTypes,
  type AbilityBonusTotals,
  type AbilityRoll,
  type AbilityTierData,
  type AutomaticTierGrant,
  type KitBonusForAbility,
  type RefundChoice,
} from "../rules/index.ts";
import { CHARACTERISTICS, type Characteristic, type DamageType } from "../rules/types.ts";
import { AbilityModel } from "../data/item/ability.ts";
import type { PreparedTier } from "../data/fields/ability-tier.ts";
import { boundEffects, boundKit, boundMeleeDistance, type BoundNote } from "../rules/book-bounds.ts";
import { abilityDistanceText, currentLocalizer, readDistance } from "./ability-distance.ts";
import { ownerLevel, readAbilityBonuses, readKit, type AbilityOwner } from "./ability-owner.ts";

export {
  abilityDistanceText,
  readDistance,
  type AbilityDistance,
  type DistanceLocalizer,
} from "./ability-distance.ts";
export { readAbilityBonuses, readKit, type AbilityOwner } from "./ability-owner.ts";

export interface AbilityInfo {
  name: string;
  img: string;
  keywords: string[];
  actionType: string;
  /** R-CB-18: 1–3 on a villain action, else 0. */
  villainAction: number;
  category: string;
  distance: string;
  target: string;
  cost: { resource: number; malice: number };
  spend: { value: number; text: string; repeatable: boolean };
  /** R-AB-6: what is not spent when every target resists. */
  refundIfResisted: RefundChoice;
  /** With `roll` "targetTest": the characteristics a target may test with. */
  characteristics: Characteristic[];
  /** Who rolls: docs/DATA.md `power.roll`. */
  roll: AbilityRoll;
  /** The bonus a "fixed" roll adds in place of a characteristic (0 otherwise). */
  fixedBonus: number;
  tiers: [AbilityTierData, AbilityTierData, AbilityTierData];
  /** Damage types the user may pick when rolling (empty when no tier offers a choice). */
  damageTypeChoices: DamageType[];
  /**
   * The owner's kit bonus to this ability (R-HERO-KIT-DAMAGE, Heroes book) plus its effects' damage and
   * distance bonuses (docs/DATA.md `abilityBonuses`), already in `distance`.
   */
  kit: KitBonusForAbility;
  /** What the owner's effects give this ability: edges and banes on its power rolls among them. */
  effects: AbilityBonusTotals;
  /**
   * R-PR-7: every automatic tier this ability's power roll is granted, each with its source: the ability's own
   * (`automaticTier`, named by the ability) first, then its owner's effects' (`effects.automatic`). R-PR-7 then
   * decides among them at the roll (src/rules/power-roll.ts automaticTier).
   */
  automaticTiers: readonly AutomaticTierGrant[];
}

/** An ability item's prepared `system`: the schema's initialized data (src/data/item/ability.ts). */
export type AbilityData = foundry.data.fields.SchemaField.InitializedData<
  ReturnType<typeof AbilityModel.defineSchema>
>;

/**
 * The prepared data of an ability: the item's own model as it is, anything else (a source) built into the
 * model first (v13 common/abstract/data.mjs DataModel constructor: migrateData, cleanData, then validate with
 * `fallback` and `dropInvalidEmbedded` when not strict, so a value the schema refuses takes its initial one;
 * v14 takes the same `strict`/`fallback` construction options, foundryvtt.com/api/v14
 * foundry.abstract.types.DataModelConstructionContext).
 */
export function abilityData(system: unknown): AbilityData {
  if (system instanceof AbilityModel) return system;
  // The source becomes the model's own ("owned by the constructed model instance and may be mutated").
  const source = typeof system === "object" && system !== null ? (system as Record<string, unknown>) : {};
  return new AbilityModel(source, { strict: false });
}

/** A tier's damage formula in its canonical spelling; "" when none or not a formula (src/rules/formula.ts). */
function canonicalFormula(formula: string): string {
  const tree = formula === "" ? null : parseFormula(formula);
  return tree === null ? "" : formulaText(tree);
}

/**
 * One prepared tier as the rules read it (AbilityTierData; the compile-time checks in
 * src/data/fields/ability-tier.ts hold the two together). Copies: a nested SchemaField initializes to a plain
 * object and a SetField to a Set (v13 common/data/fields.mjs SchemaField#initialize, SetField#initialize), so
 * every field the schema gains is carried over by the spreads, and the rules get the offered types as a list.
 */
export function readTier(tier: PreparedTier): AbilityTierData {
  return {
    ...tier,
    damage: {
      ...tier.damage,
      types: [...tier.damage.types],
      extra: { ...tier.damage.extra },
      formula: canonicalFormula(tier.damage.formula),
    },
    conditions: tier.conditions.map((c) => ({
      ...c,
      potency: { ...c.potency },
      otherwise: { ...c.otherwise },
    })),
    forced: { ...tier.forced, potency: { ...tier.forced.potency } },
    customEffects: tier.customEffects.map((e) => ({
      ...e,
      changes: e.changes.map((change) => ({ ...change })),
      potency: { ...e.potency },
    })),
  };
}

/**
 * Kit plus effect bonuses: damage on every tier, distance on melee and ranged distances (`meleeDistance`: the
 * effects' squares on a melee distance when the GM bounded them apart).
 */
function withEffects(
  kit: KitBonusForAbility,
  effects: AbilityBonusTotals,
  meleeDistance = effects.distance,
): KitBonusForAbility {
  if (effects.damage === 0 && effects.distance === 0) return kit;
  const [d1, d2, d3] = kit.damage;
  const add = (n: number) => Math.max(0, n + effects.damage);
  return {
    mode: kit.mode,
    damage: [add(d1), add(d2), add(d3)],
    distance: {
      melee: kit.distance.melee + meleeDistance,
      ranged: kit.distance.ranged + effects.distance,
    },
  };
}

/** R-MV-7: a forced movement bonus lengthens that kind of forced movement in each tier that has one. */
function withForcedBonus(tier: AbilityTierData, effects: AbilityBonusTotals): AbilityTierData {
  const kind = tier.forced.kind;
  if (kind === "" || tier.forced.distance <= 0) return tier;
  const extra = effects.forced[kind];
  return extra === 0
    ? tier
    : { ...tier, forced: { ...tier.forced, distance: Math.max(0, tier.forced.distance + extra) } };
}

/** The ability rolls at all: the user (with a characteristic or a fixed bonus) or each target. */
export function rollsPower(ability: Pick<AbilityInfo, "roll" | "characteristics">): boolean {
  return ability.roll === "fixed" || ability.characteristics.length > 0;
}

/**
 * `bounds`: the GM's reading: the owner's kit bonuses and its effects' totals count only up to the
 * book's bounds (src/rules/book-bounds.ts), and each number cut down is noted in the list given.
 */
export function readAbility(
  item: {
    name: string;
    img: string | null;
    system: unknown;
    parent?: AbilityOwner | null;
  },
  options: { bounds?: BoundNote[] } = {},
): AbilityInfo {
  const s = abilityData(item.system);
  const own = [...s.keywords].map((k) => k.toLowerCase());
  const level = ownerLevel(item.parent);
  const notes = options.bounds;
  const gathered = abilityBonusFor(readAbilityBonuses(item.parent), own, level);
  const effects = notes ? boundEffects(gathered, level, notes) : gathered;
  // Keywords the owner's effects give this ability count as its own everywhere it is read (docs/DATA.md).
  const keywords = [...own, ...effects.keywords];
  const held = readKit(item.parent);
  const kitNotes: BoundNote[] = [];
  const kitBonuses = notes && held ? boundKit(held, kitNotes) : held;
  const fromKit = kitAbilityBonus(keywords, kitBonuses);
  // Only the kit numbers this ability gets are told of (its mode's damage, its distances).
  const gets = (field: string) =>
    (fromKit.mode !== null && field.startsWith(`kit.${fromKit.mode}Damage`)) ||
    (field === "kit.meleeDistance" && fromKit.mode !== null && keywords.includes("melee")) ||
    (field === "kit.rangedDistance" && fromKit.mode !== null && keywords.includes("ranged"));
  notes?.push(...kitNotes.filter((n) => gets(n.field)));
  const melee = keywords.includes("melee");
  // A melee distance has its own, smaller bound, told of with the number the effects gave.
  const meleeDistance =
    notes && melee
      ? Math.min(effects.distance, boundMeleeDistance(gathered.distance, notes))
      : effects.distance;
  const kit = withEffects(fromKit, effects, meleeDistance);
  const { power } = s;
  const tiers: AbilityInfo["tiers"] = [
    withForcedBonus(readTier(power.tier1), effects),
    withForcedBonus(readTier(power.tier2), effects),
    withForcedBonus(readTier(power.tier3), effects),
  ];
  return {
    name: item.name,
    img: item.img ?? "",
    keywords,
    actionType: s.type,
    villainAction: s.type === "villain" ? s.villainAction : 0,
    category: s.category,
    distance: abilityDistanceText(currentLocalizer(), readDistance(s), kit.distance),
    target: s.target.text,
    cost: { ...s.cost },
    spend: { ...s.spend },
    refundIfResisted: s.refundIfResisted,
    characteristics: CHARACTERISTICS.filter((c) => power.characteristics.has(c)),
    roll: power.roll,
    fixedBonus: power.roll === "fixed" ? power.fixedBonus : 0,
    tiers,
    damageTypeChoices: damageTypeChoices(tiers),
    kit,
    effects,
    automaticTiers: automaticTiersOf(s.automaticTier, item.name, effects),
  };
}

/** R-PR-7: the ability's own automatic tier (1–3; 0 grants none), named by the ability, then its effects'. */
function automaticTiersOf(
  own: number,
  name: string,
  effects: AbilityBonusTotals,
): readonly AutomaticTierGrant[] {
  const tier = own === 1 || own === 2 || own === 3 ? own : null;
  if (tier === null) return effects.automatic;
  return [{ tier, source: name }, ...effects.automatic];
}

/**
 * The ability's effect text as stored HTML (`effect.before` then `effect.after`); an ability written with
 * its whole text in the description (the basic actions) shows that instead.
 */
export function abilityEffectHtml(system: unknown): string {
  const s = abilityData(system);
  const parts = [s.effect.before, s.effect.after].filter((p) => p.trim() !== "");
  return parts.length > 0 ? parts.join("") : s.description.value;
}

/** The ability's heading as an ability-use message snapshots it (rolled or not). */
export function snapshotHeading(
  ability: AbilityInfo,
): Pick<AbilityInfo, "name" | "img" | "keywords" | "actionType" | "villainAction" | "distance" | "target"> {
  const { name, img, keywords, actionType, villainAction, distance, target } = ability;
  return { name, img, keywords, actionType, villainAction, distance, target };
}

/**
 * The types a user may pick for an ability's damage ("fire or cold damage"): every type offered by a tier
 * that offers more than one. Empty when no tier offers a choice.
 */
export function damageTypeChoices(tiers: readonly AbilityTierData[]): DamageType[] {
  const offered = tiers.filter((t) => t.damage.value > 0 || t.damage.formula).map(offeredDamageTypes);
  return [...new Set(offered.filter((list) => list.length > 1).flat())];
}
