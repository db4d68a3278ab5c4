/**
 * Damage: immunity and weakness (R-DM-2, R-DM-3), halving (R-PR-11), stamina loss and gain (R-ST-4),
 * falling (R-DM-7, R-MV-11), objects (R-DM-4), underwater (R-DM-5) and suffocation (R-DM-6).
 * Pure and allocation-light: the modifier lookups allocate nothing.
 */
import type { DamageType, StaminaState } from "./types.ts";
import { halveRoundDown } from "./power-roll.ts";

/** Keyed by damage type; the key "all" means "damage immunity X" / "damage weakness X" for any type. */
export type DamageModifiers = Partial<Record<DamageType | "all", number | "all">>;

export interface DamageModifierSet {
  immunities?: DamageModifiers | undefined;
  weaknesses?: DamageModifiers | undefined;
}

/** Value of one entry: "all" is unbounded; missing, negative or non-finite numbers count as 0. */
function entryValue(entry: number | "all" | undefined): number {
  if (entry === "all") return Infinity;
  return entry !== undefined && entry > 0 ? entry : 0;
}

/** R-DM-2 / R-DM-3: only the highest applicable modifier counts; the "all" key applies to every type. */
function highestApplicable(modifiers: DamageModifiers, type: DamageType): number {
  return Math.max(entryValue(modifiers[type]), entryValue(modifiers.all));
}

/** A weakness valued "all" has no meaning in the rules: it counts as 0 (choice). */
function weaknessValue(entry: number | "all" | undefined): number {
  return entry === "all" ? 0 : entryValue(entry);
}

/**
 * R-DM-2, R-DM-3: weakness first, then immunity; only the highest applicable of each; never below 0.
 * Choices (not spelled out by the book):
 * - damage of 0 or less stays 0 — weakness only adds to damage actually taken;
 * - a weakness whose value is "all" has no meaning in the rules and counts as 0.
 */
export function damageAfterModifiers(amount: number, type: DamageType, modifiers: DamageModifierSet): number {
  if (!(amount > 0)) return 0;
  const weaknesses = modifiers.weaknesses;
  const weakness =
    weaknesses === undefined ? 0 : Math.max(weaknessValue(weaknesses[type]), weaknessValue(weaknesses.all));
  const immunity = modifiers.immunities === undefined ? 0 : highestApplicable(modifiers.immunities, type);
  if (immunity === Infinity) return 0;
  return Math.max(0, amount + weakness - immunity);
}

/** R-PR-11: halving always rounds down (and never goes below 0). */
export function halveDamage(amount: number): number {
  return amount > 0 ? halveRoundDown(amount) : 0;
}

/**
 * The whole pipeline for one source against one creature: optional halving (R-PR-11), then weakness, then
 * immunity last (R-DM-2: "immunity applies after halving"). Choice: halving also precedes weakness, because
 * weakness and immunity are the target's own traits applied together at the end of the calculation.
 */
export function resolveDamage(
  amount: number,
  type: DamageType,
  modifiers: DamageModifierSet & { halved?: boolean },
): number {
  const base = modifiers.halved === true ? halveDamage(amount) : amount;
  return damageAfterModifiers(base, type, modifiers);
}

/**
 * The stored shape (docs/DATA.md `damage`: numeric immunities/weaknesses per key, plus the types with
 * "immunity all") as rules modifiers. Zero entries are dropped; "immunity all" wins over a number.
 */
export function toDamageModifiers(data: {
  immunities: Partial<Record<DamageType | "all", number>>;
  weaknesses: Partial<Record<DamageType | "all", number>>;
  immuneAll?: Iterable<DamageType> | undefined;
}): Required<DamageModifierSet> {
  const immunities: DamageModifiers = {};
  const weaknesses: DamageModifiers = {};
  for (const [key, value] of Object.entries(data.immunities) as [DamageType | "all", number | undefined][]) {
    if (value !== undefined && value > 0) immunities[key] = value;
  }
  for (const [key, value] of Object.entries(data.weaknesses) as [DamageType | "all", number | undefined][]) {
    if (value !== undefined && value > 0) weaknesses[key] = value;
  }
  for (const type of data.immuneAll ?? []) immunities[type] = "all";
  return { immunities, weaknesses };
}

/** Combine two modifier sets keeping, per key, the higher value ("all" wins) — e.g. traits + underwater. */
export function mergeDamageModifiers(a: DamageModifiers, b: DamageModifiers): DamageModifiers {
  const merged: DamageModifiers = { ...a };
  for (const key of Object.keys(b) as (keyof DamageModifiers)[]) {
    const incoming = b[key];
    if (incoming === undefined) continue;
    const current = merged[key];
    merged[key] = entryValue(incoming) >= entryValue(current) ? incoming : current;
  }
  return merged;
}

/** R-ST-4: temporary stamina absorbs first; the rest comes off stamina. Returns a new state. */
export function applyDamage(state: StaminaState, amount: number): StaminaState {
  const damage = amount > 0 ? amount : 0;
  const absorbed = Math.min(Math.max(0, state.temporary), damage);
  return { value: state.value - (damage - absorbed), max: state.max, temporary: state.temporary - absorbed };
}

/** R-ST-4: new temporary stamina does not stack; keep the higher. */
export function gainTemporaryStamina(state: StaminaState, amount: number): StaminaState {
  return { value: state.value, max: state.max, temporary: Math.max(state.temporary, amount, 0) };
}

/**
 * Regain stamina: never above max (a value already above max is kept) and never restores temporary
 * stamina (R-ST-4). Choice: a dying hero regains from the current (negative) value — the book says
 * "regain X stamina" and gives no reset to 0, so −4 healed by 6 becomes 2.
 */
export function healStamina(state: StaminaState, amount: number): StaminaState {
  const gain = amount > 0 ? amount : 0;
  const value = state.value >= state.max ? state.value : Math.min(state.max, state.value + gain);
  return { value, max: state.max, temporary: state.temporary };
}

/** R-DM-7: falls of fewer than 2 (effective) squares deal nothing. */
const FALL_MIN_SQUARES = 2;
const FALL_DAMAGE_PER_SQUARE = 2;
const FALL_DAMAGE_MAX = 50;
/** R-DM-7: a liquid at least 1 square deep reduces the effective height by 4. */
const FALL_LIQUID_REDUCTION = 4;

/** R-DM-7: effective height after Agility (min 0) and liquid reductions, never below 0. */
export function effectiveFallHeight(squares: number, agility: number, intoLiquid = false): number {
  const height = squares - Math.max(0, agility) - (intoLiquid ? FALL_LIQUID_REDUCTION : 0);
  return Math.max(0, height);
}

/**
 * R-DM-7: 2 damage per square fallen (max 50). Choice: the 2-square threshold is checked against the
 * effective height, since the Agility reduction makes the fall count as that much shorter.
 */
export function fallingDamage(squares: number, agility: number, intoLiquid = false): number {
  const height = effectiveFallHeight(squares, agility, intoLiquid);
  if (height < FALL_MIN_SQUARES) return 0;
  return Math.min(FALL_DAMAGE_MAX, height * FALL_DAMAGE_PER_SQUARE);
}

/** R-DM-7: a fall that deals damage also leaves the creature prone. */
export function fall(
  squares: number,
  agility: number,
  intoLiquid = false,
): { height: number; damage: number; prone: boolean } {
  const damage = fallingDamage(squares, agility, intoLiquid);
  return { height: effectiveFallHeight(squares, agility, intoLiquid), damage, prone: damage > 0 };
}

/**
 * R-DM-7 falling onto another creature: it takes the same falling damage, and is knocked prone too when the
 * faller's size is greater than its Might score (sizes 1T–1L count as 1).
 */
export function fallOntoCreature(
  fallDamage: number,
  fallerSize: number,
  landedOnMight: number,
): { damage: number; landedOnProne: boolean } {
  return { damage: fallDamage, landedOnProne: fallerSize > landedOnMight };
}

/** R-DM-7: falling from a great height covers 100 squares in the first round and 100 more each round end. */
export const GREAT_FALL_SQUARES_PER_ROUND = 100;

/** R-MV-11: forced downward into an undestroyed object (the ground): falling damage with Agility as 0. */
export function forcedDownwardDamage(squares: number): number {
  return fallingDamage(squares, 0);
}

/** R-DM-4 object materials, stamina per square (or for a size-1 object). */
export type ObjectMaterial = "glass" | "wood" | "stone" | "metal";
export const OBJECT_STAMINA_PER_SQUARE: Readonly<Record<ObjectMaterial, number>> = {
  glass: 1,
  wood: 3,
  stone: 6,
  metal: 9,
};

/** R-DM-4: stamina of an object of `squares` squares. */
export function objectStamina(material: ObjectMaterial, squares = 1): number {
  return OBJECT_STAMINA_PER_SQUARE[material] * Math.max(1, squares);
}

/** R-DM-4: objects have poison and psychic immunity all (the Director may drop them for living objects). */
export const OBJECT_IMMUNITIES: Readonly<DamageModifiers> = Object.freeze({ poison: "all", psychic: "all" });

/**
 * Seed 004 §ダメージで回復するクリーチャー (no digest line yet; creatures that deal damage and regain stamina equal to it): unless the ability says otherwise,
 * one that damages several targets regains the damage dealt to one target, not the total — the most dealt
 * to any one of them (decision: the book names "one instance"; the largest is the one the ability dealt).
 */
export function healFromDamage(
  damagePerTarget: readonly number[],
  portion: HealFromDamagePortion = "full",
): number {
  const dealt = Math.max(0, ...damagePerTarget);
  // "Regains Stamina equal to half the damage dealt" (the official stat blocks' wording): rounded down as
  // every halving (R-PR-11).
  return portion === "half" ? halveRoundDown(dealt) : dealt;
}

/**
 * One minion's part of what its squad lost to one ability, for healFromDamage's "one target": the pool takes
 * one sum for every minion hit (R-MN-5), which each hit minion's row reports, so a minion's part is an even
 * share of it among the minions that took any (decision), rounded down as every division (R-PR-11).
 */
export function squadShareOfDamage(hits: readonly number[]): number {
  const landed = hits.filter((d) => d > 0);
  return landed.length === 0 ? 0 : Math.floor(Math.max(...landed) / landed.length);
}

/** What part of one target's damage an ability gives back to its user (`full`, or `half` of it). */
export type HealFromDamagePortion = "full" | "half";
