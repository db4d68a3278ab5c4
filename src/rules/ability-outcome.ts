/**
 * What one ability roll does to each of its targets: one 2d10 for everyone, a tier per target from that
 * target's edges and banes (R-PR-10), damage after that target's immunities and weaknesses, which
 * potency-gated effects land, and forced movement after stability.
 */
import { resolveDamage, type DamageModifiers } from "./damage.ts";
import type { EffectDuration } from "./effects.ts";
import { forcedMovementDistance } from "./forced-movement.ts";
import type { CustomEffectData, CustomEffectOutcome } from "./custom-effects.ts";
import {
  potencyApplies,
  resourceRefunded,
  surgeDamage,
  surgePotencyBonus,
  SURGES_PER_POTENCY,
  type PotencyStrength,
} from "./potency.ts";
import { downgradeTier, resolvePowerRoll, type NetEdge } from "./power-roll.ts";
import type { Characteristic, DamageType, Tier } from "./types.ts";

/** An ability effect's potency strength; "none" means the effect is not gated by potency. */
export type AbilityPotencyStrength = PotencyStrength | "none";
export type ForcedKind = "" | "push" | "pull" | "slide";

/** One tier of an ability, as the ability item stores it (docs/DATA.md). */
export interface AbilityTierData {
  damage: { value: number; characteristic: boolean; type: DamageType };
  conditions: readonly {
    condition: string;
    potency: { characteristic: Characteristic; strength: AbilityPotencyStrength };
    duration: EffectDuration;
  }[];
  forced: { kind: ForcedKind; distance: number; vertical: boolean };
  /** Effects that are not standard conditions (absent = none). */
  customEffects?: readonly CustomEffectData[];
}

export interface AbilityRollInput {
  dice: readonly [number, number];
  /** The rolled characteristic's score (R-PR-1). */
  characteristic: number;
  /** Numeric bonuses to the roll (R-PR-5). */
  bonus?: number;
  automaticTiers?: readonly Tier[];
  tiers: readonly [AbilityTierData, AbilityTierData, AbilityTierData];
  /** The user's highest characteristic (surge damage, R-AB-7) and potencies (R-AB-6). */
  highestCharacteristic: number;
  potency: { weak: number; average: number; strong: number };
  /** Extra rolled damage (e.g. kit bonus per tier), added before modifiers (R-AB-5). */
  damageBonus?: readonly [number, number, number];
  /** Extra potency for every effect (e.g. Brutal Effectiveness, R-ML-3). */
  potencyBonus?: number;
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
}

export interface TargetOutcome {
  tier: Tier;
  /** The tier the dice gave before any downgrade. */
  rolledTier: Tier;
  total: number;
  netEdge: NetEdge;
  critical: boolean;
  damageType: DamageType;
  /** Rolled damage before immunity/weakness (what a minion squad takes, R-MN-6). */
  rawDamage: number;
  /** Damage after this target's weakness then immunity (R-DM-2, R-DM-3). */
  damage: number;
  /** Half damage, halved before immunity (R-PR-11, R-DM-2). */
  halfDamage: number;
  effects: EffectOutcome[];
  forced: { kind: Exclude<ForcedKind, "">; distance: number; vertical: boolean } | null;
  /** The tier's custom effects, potency-gated like conditions (R-AB-6). */
  customEffects: CustomEffectOutcome[];
}

/** The outcome for one target of one ability roll. */
export function targetOutcome(roll: AbilityRollInput, target: TargetInput): TargetOutcome {
  const result = resolvePowerRoll({
    dice: roll.dice,
    characteristic: roll.characteristic,
    bonus: (roll.bonus ?? 0) + (target.bonus ?? 0),
    edges: target.edges,
    banes: target.banes,
    automaticTiers: roll.automaticTiers ?? [],
  });
  const tier = target.downgradeTo != null ? downgradeTier(result, target.downgradeTo).tier : result.tier;
  const data = roll.tiers[tier - 1] as AbilityTierData;
  const rawDamage = rolledDamage(roll, target, tier, data);
  const type = data.damage.type;
  return {
    tier,
    rolledTier: result.tier,
    total: result.total,
    netEdge: result.netEdge,
    critical: result.critical,
    damageType: data.damage.type,
    rawDamage,
    damage: resolveDamage(rawDamage, type, target.modifiers),
    halfDamage: resolveDamage(rawDamage, type, { ...target.modifiers, halved: true }),
    effects: data.conditions.map((effect) => effectOutcome(roll, target, effect)),
    forced: forcedOutcome(data.forced, target),
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

/** R-AB-6: does any tier hold an effect gated by potency (conditions or custom effects)? */
export function tiersHavePotency(tiers: readonly AbilityTierData[]): boolean {
  const gated = (e: { potency: { strength: string } }) => e.potency.strength !== "none";
  return tiers.some((t) => t.conditions.some(gated) || (t.customEffects ?? []).some(gated));
}

function rolledDamage(
  roll: AbilityRollInput,
  target: TargetInput,
  tier: Tier,
  data: AbilityTierData,
): number {
  if (data.damage.value <= 0) return 0;
  const base = data.damage.value + (data.damage.characteristic ? roll.characteristic : 0);
  const bonus = roll.damageBonus?.[tier - 1] ?? 0;
  const surges = surgeDamage(target.damageSurges ?? 0, roll.highestCharacteristic);
  return Math.max(0, base + bonus + surges);
}

function effectOutcome(
  roll: AbilityRollInput,
  target: TargetInput,
  effect: AbilityTierData["conditions"][number],
): EffectOutcome {
  const { characteristic, strength } = effect.potency;
  if (strength === "none")
    return {
      condition: effect.condition,
      duration: effect.duration,
      potency: null,
      characteristic: null,
      targetScore: null,
      applies: true,
    };
  // R-AB-7: two surges raise potency by 1 against one target (max +1).
  const surge = surgePotencyBonus(target.potencySurge === true ? SURGES_PER_POTENCY : 0);
  const potency = roll.potency[strength] + (roll.potencyBonus ?? 0) + surge;
  const targetScore = target.characteristics[characteristic];
  return {
    condition: effect.condition,
    duration: effect.duration,
    potency,
    characteristic,
    targetScore,
    applies: potencyApplies(targetScore, potency),
  };
}

function forcedOutcome(forced: AbilityTierData["forced"], target: TargetInput): TargetOutcome["forced"] {
  if (forced.kind === "" || forced.distance <= 0) return null;
  const distance = forcedMovementDistance({
    distance: forced.distance,
    stability: target.stability,
    meleeWeaponVsSmaller: target.meleeWeaponVsSmaller === true,
  });
  return { kind: forced.kind, distance, vertical: forced.vertical };
}

/**
 * R-AB-6: heroic resource (or Malice) spent on an effect gated purely by potency is not spent when every
 * target resisted it. Returns true when the cost should be refunded.
 */
export function potencyOnlySpendRefunded(outcomes: readonly TargetOutcome[]): boolean {
  // A custom effect on the target counts as a potency-gated effect too; one on the user is never resisted.
  const gated = outcomes.flatMap((o) => [
    ...o.effects.filter((e) => e.potency !== null),
    ...o.customEffects.filter((e) => e.bearer === "target" && e.potency !== null),
  ]);
  return (
    gated.length > 0 &&
    resourceRefunded(
      true,
      gated.every((e) => !e.applies),
    )
  );
}
