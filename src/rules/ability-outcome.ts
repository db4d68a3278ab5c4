/**
 * What one ability roll does to each of its targets: one 2d10 for everyone, a tier per target from that
 * target's edges and banes (R-PR-10), damage after that target's immunities and weaknesses, which
 * potency-gated effects land, and forced movement after stability.
 */
import { resolveDamage, type DamageModifiers } from "./damage.ts";
import type { EffectDuration } from "./effects.ts";
import { forcedMovementDistance } from "./forced-movement.ts";
import type { CustomEffectOutcome } from "./custom-effects.ts";
import {
  potencyApplies,
  resourceRefunded,
  surgeDamage,
  surgePotencyBonus,
  SURGES_PER_POTENCY,
} from "./potency.ts";
import { downgradeTier, resolvePowerRoll, type NetEdge } from "./power-roll.ts";
import type { TargetTestResult } from "./target-test.ts";
import type { Characteristic, DamageType, Tier } from "./types.ts";
import type { AbilityTierData, ForcedKind, PotencySpec } from "./ability-tier.ts";

export type {
  AbilityPotencyStrength,
  AbilityTierData,
  DamageEntry,
  ForcedKind,
  PotencySpec,
} from "./ability-tier.ts";

export interface AbilityRollInput {
  dice: readonly [number, number];
  /** The rolled characteristic's score (R-PR-1). */
  characteristic: number;
  /** Numeric bonuses to the roll (R-PR-5). */
  bonus?: number;
  automaticTiers?: readonly Tier[];
  /** The ability's critical threshold (R-PR-6: 19 unless the ability lowers it). */
  criticalAt?: number;
  tiers: readonly [AbilityTierData, AbilityTierData, AbilityTierData];
  /** The user's highest characteristic (surge damage, R-AB-7) and potencies (R-AB-6). */
  highestCharacteristic: number;
  potency: { weak: number; average: number; strong: number };
  /**
   * Extra rolled damage (e.g. kit bonus per tier, and the rolled amount of a tier's damage formula), added
   * before modifiers (R-AB-5).
   */
  damageBonus?: readonly [number, number, number];
  /** Extra potency for every effect (e.g. Brutal Effectiveness, R-ML-3). */
  potencyBonus?: number;
  /** The damage type the user picked when rolling; used by every tier that offers it. */
  damageType?: DamageType | null;
  /** The user's characteristic scores (forced distance "push 2 + M"). */
  scores?: Readonly<Record<Characteristic, number>>;
}

export interface TargetInput {
  edges: number;
  banes: number;
  /** Numeric bonus against this target only (R-PR-5). */
  bonus?: number;
  /** The roller chose a lower tier for this target (R-PR-8). */
  downgradeTo?: Tier | null;
  characteristics: Readonly<Record<Characteristic, number>>;
  modifiers: { immunities?: DamageModifiers; weaknesses?: DamageModifiers };
  stability: number;
  /** Surges spent for damage on this target (R-AB-7, at most 3 count). */
  damageSurges?: number;
  /** Two surges spent to raise potency by 1 against this target (R-AB-7). */
  potencySurge?: boolean;
  /** Melee weapon ability against a smaller target (R-MV-9). */
  meleeWeaponVsSmaller?: boolean;
  /**
   * Damage added to the rolled damage against this target only, before immunity and weakness: the free
   * strikes of extra minions on one target of a squad's signature (R-MN-7) and Malicious Strike (R-ML-3).
   */
  extraDamage?: number;
  /**
   * The target's own test when the ability has each target test instead of the user rolling
   * (./target-test.ts): its tier is the ability's tier for this target, and the user's roll is unused.
   */
  test?: TargetTestResult | null;
}

export interface EffectOutcome {
  condition: string;
  duration: EffectDuration;
  /** Potency value after boosts, or null when the effect has no potency. */
  potency: number | null;
  characteristic: Characteristic | null;
  /** The target's score in that characteristic. */
  targetScore: number | null;
  applies: boolean;
  /** Imposed instead when the target resisted (null when the effect has no "otherwise"). */
  otherwise: { condition: string; duration: EffectDuration } | null;
}

/** One damage entry against one target (R-DM-2, R-DM-3 per entry). */
export interface DamageOutcome {
  type: DamageType;
  /** Before immunity/weakness. */
  raw: number;
  damage: number;
  halfDamage: number;
  /** R-DM-2: the entry ignored the target's immunities (a squad's pool applies only weakness, R-MN-6). */
  ignoresImmunity?: boolean;
}

export interface ForcedOutcome {
  /** The kind shown first; `kinds` holds every kind the mover may choose (R-MV-7). */
  kind: Exclude<ForcedKind, "">;
  kinds: Exclude<ForcedKind, "">[];
  distance: number;
  vertical: boolean;
  /** Potency of the gate, null when the movement is not gated. */
  potency: number | null;
  characteristic: Characteristic | null;
  /** False when the target resisted the gate: nothing moves. */
  applies: boolean;
}

export interface TargetOutcome {
  tier: Tier;
  /** The tier the dice gave before any downgrade. */
  rolledTier: Tier;
  total: number;
  netEdge: NetEdge;
  critical: boolean;
  /** The first entry's type. */
  damageType: DamageType;
  /** The first entry's rolled damage before immunity/weakness. */
  rawDamage: number;
  /** Every entry's damage after this target's weakness then immunity, summed (R-DM-2, R-DM-3). */
  damage: number;
  /** Half damage, each entry halved before immunity (R-PR-11, R-DM-2), summed. */
  halfDamage: number;
  /** Each damage entry on its own: a minion squad takes each as its own source (R-MN-6). */
  damages: DamageOutcome[];
  effects: EffectOutcome[];
  forced: ForcedOutcome | null;
  /** The tier's custom effects, potency-gated like conditions (R-AB-6). */
  customEffects: CustomEffectOutcome[];
}

/** The outcome for one target of one ability roll. */
export function targetOutcome(roll: AbilityRollInput, target: TargetInput): TargetOutcome {
  const result = target.test ?? userRoll(roll, target);
  // R-PR-8 lets the roller take a lower tier; a target's test has no such choice on the user's side.
  const tier =
    target.test == null && target.downgradeTo != null
      ? downgradeTier(result, target.downgradeTo).tier
      : result.tier;
  const data = roll.tiers[tier - 1] as AbilityTierData;
  const damages = damageEntries(roll, target, tier, data);
  const first = damages[0] ?? {
    type: tierDamageType(data, roll.damageType),
    raw: 0,
    damage: 0,
    halfDamage: 0,
  };
  return {
    tier,
    rolledTier: result.tier,
    total: result.total,
    netEdge: result.netEdge,
    critical: result.critical,
    damageType: first.type,
    rawDamage: first.raw,
    damage: damages.reduce((sum, d) => sum + d.damage, 0),
    halfDamage: damages.reduce((sum, d) => sum + d.halfDamage, 0),
    damages,
    effects: data.conditions.map((effect) => effectOutcome(roll, target, effect)),
    forced: forcedOutcome(roll, data.forced, target),
    customEffects: (data.customEffects ?? []).map((effect, index) => {
      // The same potency test as a condition's (R-AB-6), so both always agree.
      const gate = effectOutcome(roll, target, { condition: effect.name, ...effect });
      const { potency, characteristic, targetScore, applies, duration } = gate;
      return {
        index,
        name: effect.name,
        bearer: effect.bearer,
        duration,
        potency,
        characteristic,
        targetScore,
        applies,
      };
    }),
  };
}

function userRoll(roll: AbilityRollInput, target: TargetInput) {
  return resolvePowerRoll({
    dice: roll.dice,
    characteristic: roll.characteristic,
    bonus: (roll.bonus ?? 0) + (target.bonus ?? 0),
    edges: target.edges,
    banes: target.banes,
    automaticTiers: roll.automaticTiers ?? [],
    ...(roll.criticalAt !== undefined ? { criticalAt: roll.criticalAt } : {}),
  });
}

/** The damage types a tier offers: its own, then the alternatives the user may pick instead. */
export function offeredDamageTypes(data: AbilityTierData): DamageType[] {
  return [...new Set([data.damage.type, ...(data.damage.types ?? [])])];
}

/** The type a tier deals: the user's pick when the tier offers it, else the tier's own. */
export function tierDamageType(data: AbilityTierData, picked: DamageType | null | undefined): DamageType {
  return picked != null && offeredDamageTypes(data).includes(picked) ? picked : data.damage.type;
}

/** R-AB-6: does any tier hold an effect gated by potency (conditions, custom effects, forced movement)? */
export function tiersHavePotency(tiers: readonly AbilityTierData[]): boolean {
  const gated = (e: { potency?: { strength: string } }) => (e.potency?.strength ?? "none") !== "none";
  return tiers.some(
    (t) => t.conditions.some(gated) || (t.customEffects ?? []).some(gated) || gated(t.forced),
  );
}

/**
 * The tier's damage entries against this target. The kit bonus and surges add to the first entry (the
 * ability's rolled damage, R-AB-5, R-AB-7); a second entry is dealt as written, with its own type.
 */
function damageEntries(
  roll: AbilityRollInput,
  target: TargetInput,
  tier: Tier,
  data: AbilityTierData,
): DamageOutcome[] {
  const entries: DamageOutcome[] = [];
  // R-DM-2: damage that ignores immunity meets only the target's weaknesses (R-DM-3).
  const ignores = data.damage.ignoresImmunity === true;
  const { weaknesses } = target.modifiers;
  const modifiers = ignores ? (weaknesses === undefined ? {} : { weaknesses }) : target.modifiers;
  const resolve = (raw: number, type: DamageType) =>
    entries.push({
      type,
      raw,
      damage: resolveDamage(raw, type, modifiers),
      halfDamage: resolveDamage(raw, type, { ...modifiers, halved: true }),
      ...(ignores ? { ignoresImmunity: true } : {}),
    });
  const added = Math.max(0, target.extraDamage ?? 0);
  if (data.damage.value > 0 || hasFormula(data) || added > 0) {
    const base = rolledDamage(data, roll.characteristic, roll.damageBonus?.[tier - 1] ?? 0);
    const surges = surgeDamage(target.damageSurges ?? 0, roll.highestCharacteristic);
    resolve(Math.max(0, base + surges + added), tierDamageType(data, roll.damageType));
  }
  const extra = data.damage.extra;
  if (extra !== undefined && extra.value > 0) resolve(extraDamage(data, roll.characteristic), extra.type);
  return entries;
}

/** R-AB-5: a tier's rolled damage (its first entry): the value, the characteristic if named, the kit bonus. */
function rolledDamage(data: AbilityTierData, characteristic: number, bonus: number): number {
  const { value } = data.damage;
  return value > 0 || hasFormula(data)
    ? value + (data.damage.characteristic ? characteristic : 0) + bonus
    : 0;
}

/** A tier whose rolled damage is a formula (its amount comes in the roll's per-tier bonus). */
function hasFormula(data: AbilityTierData): boolean {
  return (data.damage.formula ?? "") !== "";
}

/** A tier's second damage entry, dealt as written with the characteristic if named (0 when none). */
function extraDamage(data: AbilityTierData, characteristic: number): number {
  const extra = data.damage.extra;
  if (extra === undefined || extra.value <= 0) return 0;
  return Math.max(0, extra.value + (extra.characteristic ? characteristic : 0));
}

/**
 * A tier's whole damage to one target before immunity and weakness, with no surges or extra minions: the
 * rolled entry with the kit bonus plus the second entry (what the encounter forecast plays).
 */
export function tierDamageBeforeModifiers(data: AbilityTierData, characteristic: number, bonus = 0): number {
  return Math.max(0, rolledDamage(data, characteristic, bonus)) + extraDamage(data, characteristic);
}

/**
 * R-AB-6 potency against one target, or null when ungated: a named strength plus its offset, or the
 * fixed number; then Brutal Effectiveness (R-ML-3) and a potency surge on this target (R-AB-7, max +1).
 */
function potencyAgainst(roll: AbilityRollInput, target: TargetInput, spec: PotencySpec): number | null {
  if (spec.strength === "none") return null;
  const surge = surgePotencyBonus(target.potencySurge === true ? SURGES_PER_POTENCY : 0);
  const base =
    spec.strength === "fixed" ? (spec.value ?? 0) : roll.potency[spec.strength] + (spec.offset ?? 0);
  return base + (roll.potencyBonus ?? 0) + surge;
}

function effectOutcome(
  roll: AbilityRollInput,
  target: TargetInput,
  effect: AbilityTierData["conditions"][number],
): EffectOutcome {
  const otherwise =
    effect.otherwise !== undefined && effect.otherwise.condition !== "" ? { ...effect.otherwise } : null;
  const potency = potencyAgainst(roll, target, effect.potency);
  const base = { condition: effect.condition, duration: effect.duration, otherwise };
  if (potency === null)
    return {
      ...base,
      potency: null,
      characteristic: null,
      targetScore: null,
      applies: true,
      otherwise: null,
    };
  const { characteristic } = effect.potency;
  const targetScore = target.characteristics[characteristic];
  return { ...base, potency, characteristic, targetScore, applies: potencyApplies(targetScore, potency) };
}

function forcedOutcome(
  roll: AbilityRollInput,
  forced: AbilityTierData["forced"],
  target: TargetInput,
): ForcedOutcome | null {
  if (forced.kind === "") return null;
  const bonus =
    forced.bonus === "roll" ? roll.characteristic : forced.bonus ? (roll.scores?.[forced.bonus] ?? 0) : 0;
  const written = forced.distance + bonus;
  if (written <= 0) return null;
  const distance = forcedMovementDistance({
    distance: written,
    // R-MV-8: a movement that ignores stability meets none.
    stability: forced.ignoresStability === true ? 0 : target.stability,
    meleeWeaponVsSmaller: target.meleeWeaponVsSmaller === true,
  });
  const kinds = [...new Set([forced.kind, ...(forced.or ? [forced.or] : [])])];
  const spec = forced.potency;
  const potency = spec === undefined ? null : potencyAgainst(roll, target, spec);
  const characteristic = potency === null || spec === undefined ? null : spec.characteristic;
  const applies =
    characteristic === null || potencyApplies(target.characteristics[characteristic], potency ?? 0);
  return { kind: forced.kind, kinds, distance, vertical: forced.vertical, potency, characteristic, applies };
}

/**
 * R-AB-6: heroic resource (or Malice) spent on an effect gated purely by potency is not spent when every
 * target resisted it. Returns true when the cost should be refunded. A gated forced movement counts as a
 * gated effect; an effect with an "otherwise" effect still lands on a target that resists, so it is not
 * resisted for this purpose.
 */
export function potencyOnlySpendRefunded(outcomes: readonly TargetOutcome[]): boolean {
  // A custom effect on the target counts as a potency-gated effect too; one on the user is never resisted.
  const gated = outcomes.flatMap((o) => [
    ...o.effects.filter((e) => e.potency !== null).map((e) => e.applies || e.otherwise !== null),
    ...o.customEffects.filter((e) => e.bearer === "target" && e.potency !== null).map((e) => e.applies),
    ...(o.forced !== null && o.forced.potency !== null ? [o.forced.applies] : []),
  ]);
  return (
    gated.length > 0 &&
    resourceRefunded(
      true,
      gated.every((landed) => !landed),
    )
  );
}
