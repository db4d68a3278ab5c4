/**
 * The Director's Malice (R-ML-1…R-ML-4, R-TS-7): how much is earned, what the Basic Malice features cost and
 * when they may be used. The pool itself lives in a world setting; this module only does the maths.
 */
import { DEFAULT_CONSEQUENCE } from "./tests.ts";

/** R-ML-1: at combat start, the average victories per hero, rounded down (no heroes → 0). */
export function maliceAtCombatStart(victoriesPerHero: readonly number[]): number {
  if (victoriesPerHero.length === 0) return 0;
  let total = 0;
  for (const victories of victoriesPerHero) total += Math.max(0, victories);
  return Math.floor(total / victoriesPerHero.length);
}

/** R-TS-7: each deferred test consequence "the Director gains 2 Malice at the start of the next combat". */
export const CONSEQUENCE_MALICE = DEFAULT_CONSEQUENCE.malice;

/** R-ML-1 + R-TS-7: combat-start Malice including consequences owed from earlier tests. */
export function combatStartMalice(victoriesPerHero: readonly number[], owedConsequences = 0): number {
  return maliceAtCombatStart(victoriesPerHero) + CONSEQUENCE_MALICE * Math.max(0, owedConsequences);
}

/**
 * R-ML-2: at the start of round `round` (1-based) the Director gains heroes in the combat + the round
 * number. Dead heroes stop generating Malice, so pass only the living ones.
 */
export function maliceForRound(round: number, heroesInCombat: number): number {
  return Math.max(0, heroesInCombat) + Math.max(0, round);
}

/**
 * Total Malice gained by the start of round `round` when nothing was spent: combat start + every round so
 * far. `heroesPerRound[i]` is the number of living heroes at the start of round i + 1 (the last entry
 * repeats when shorter).
 */
export function maliceThroughRound(
  victoriesPerHero: readonly number[],
  heroesPerRound: readonly number[],
  round: number,
): number {
  let total = maliceAtCombatStart(victoriesPerHero);
  let heroes = victoriesPerHero.length;
  for (let r = 1; r <= round; r++) {
    heroes = heroesPerRound[r - 1] ?? heroes;
    total += maliceForRound(r, heroes);
  }
  return total;
}

/** R-ML-3 Basic Malice features, usable at the start of any monster's turn. */
export type BasicMaliceFeature = "brutalEffectiveness" | "maliciousStrike";

export interface BasicMaliceData {
  id: BasicMaliceFeature;
  /** Malice cost (minimum, for a "+" cost). */
  cost: number;
  /** "X+": more Malice may be spent for a bigger effect. */
  extraSpend: boolean;
}

export const BASIC_MALICE: Readonly<Record<BasicMaliceFeature, BasicMaliceData>> = {
  brutalEffectiveness: { id: "brutalEffectiveness", cost: 3, extraSpend: false },
  maliciousStrike: { id: "maliciousStrike", cost: 5, extraSpend: true },
};

/** R-ML-3 Brutal Effectiveness: the monster's next ability with a potency has that potency +1. */
export const BRUTAL_EFFECTIVENESS_POTENCY_BONUS = 1;
const MALICIOUS_STRIKE_COST = BASIC_MALICE.maliciousStrike.cost;
const MALICIOUS_STRIKE_CAP = 3;

/**
 * R-ML-3 Malicious Strike: +highest characteristic damage to one target for 5 Malice, +1 per extra Malice,
 * at most 3 × the characteristic. Less than 5 spent → 0.
 */
export function maliciousStrikeDamage(spent: number, highestCharacteristic: number): number {
  if (spent < MALICIOUS_STRIKE_COST || highestCharacteristic <= 0) return 0;
  const damage = highestCharacteristic + (spent - MALICIOUS_STRIKE_COST);
  return Math.min(damage, MALICIOUS_STRIKE_CAP * highestCharacteristic);
}

/** R-ML-3: the most Malice worth spending on Malicious Strike (more would be wasted by the cap). */
export function maliciousStrikeMaxSpend(highestCharacteristic: number): number {
  return MALICIOUS_STRIKE_COST + (MALICIOUS_STRIKE_CAP - 1) * Math.max(0, highestCharacteristic);
}

export type MaliceRefusal =
  "notTurnStart" | "insufficientMalice" | "belowCost" | "wrongAmount" | "consecutiveRounds" | "oncePerTurn";

export type MaliceCheck = { ok: true } | { ok: false; reason: MaliceRefusal };

/**
 * R-ML-3: validate a Basic Malice spend. `lastMaliciousStrikeRound` is the last round Malicious Strike was
 * used by any monster (−1 or null for never). Choice: the book only forbids two *consecutive* rounds, so a
 * second use in the same round is allowed.
 */
export function canUseBasicMalice(request: {
  feature: BasicMaliceFeature;
  spend: number;
  malice: number;
  round: number;
  lastMaliciousStrikeRound: number | null;
  atTurnStart: boolean;
}): MaliceCheck {
  if (!request.atTurnStart) return { ok: false, reason: "notTurnStart" };
  const { cost, extraSpend } = BASIC_MALICE[request.feature];
  if (request.spend < cost) return { ok: false, reason: "belowCost" };
  if (!extraSpend && request.spend !== cost) return { ok: false, reason: "wrongAmount" };
  if (request.spend > request.malice) return { ok: false, reason: "insufficientMalice" };
  if (request.feature === "maliciousStrike" && request.lastMaliciousStrikeRound === request.round - 1) {
    return { ok: false, reason: "consecutiveRounds" };
  }
  return { ok: true };
}

/**
 * R-ML-4: a creature's own "[Creature] Malice" features allow one spend per turn. `spentThisTurn` counts
 * the creature-specific Malice spends already made this turn.
 */
export function canUseCreatureMalice(request: {
  cost: number;
  malice: number;
  spentThisTurn: number;
}): MaliceCheck {
  if (request.spentThisTurn > 0) return { ok: false, reason: "oncePerTurn" };
  if (request.cost > request.malice) return { ok: false, reason: "insufficientMalice" };
  return { ok: true };
}

/** Spend Malice from the pool; refuses rather than going below 0. */
export function spendMalice(
  malice: number,
  cost: number,
): { ok: true; malice: number } | { ok: false; reason: "insufficientMalice" } {
  if (cost > malice) return { ok: false, reason: "insufficientMalice" };
  return { ok: true, malice: malice - Math.max(0, cost) };
}
