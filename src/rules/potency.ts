/** Potency and surges (R-AB-6, R-AB-7). */

export type PotencyStrength = "weak" | "average" | "strong";

/** R-AB-6: weak = highest characteristic − 2, average = − 1, strong = the highest itself. */
export function potencies(highestCharacteristic: number): { weak: number; average: number; strong: number } {
  return {
    weak: highestCharacteristic - 2,
    average: highestCharacteristic - 1,
    strong: highestCharacteristic,
  };
}

/** All three potencies raised by `bonus` (R-ML-3 Brutal Effectiveness: the next potency +1). */
export function raisedPotencies(
  potency: Readonly<{ weak: number; average: number; strong: number }>,
  bonus: number,
): { weak: number; average: number; strong: number } {
  return { weak: potency.weak + bonus, average: potency.average + bonus, strong: potency.strong + bonus };
}

/** R-AB-6: one named potency value (e.g. "A < AVERAGE"). */
export function potencyValue(strength: PotencyStrength, highestCharacteristic: number): number {
  if (strength === "weak") return highestCharacteristic - 2;
  if (strength === "average") return highestCharacteristic - 1;
  return highestCharacteristic;
}

/** R-AB-6: the effect applies only when the target's score is below the potency value. */
export function potencyApplies(targetScore: number, potency: number): boolean {
  return targetScore < potency;
}

/** R-AB-7: at most 3 surges count towards extra damage on one target. */
export const MAX_DAMAGE_SURGES = 3;
/** R-AB-7: 2 surges raise potency by 1 against one target. */
export const SURGES_PER_POTENCY = 2;

/** R-AB-7: extra damage = surges spent (max 3) × highest characteristic, to one target of rolled damage. */
export function surgeDamage(surgesSpent: number, highestCharacteristic: number): number {
  const counted = surgesSpent <= 0 ? 0 : Math.min(MAX_DAMAGE_SURGES, Math.floor(surgesSpent));
  return counted * highestCharacteristic;
}

/**
 * R-AB-7: surges spent to raise potency against ONE target: 2 surges → +1, never more than +1 per
 * target (more surges go to other targets, 2 each).
 */
export function surgePotencyBonus(surgesSpentOnTarget: number): number {
  return surgesSpentOnTarget >= SURGES_PER_POTENCY ? 1 : 0;
}

/** R-AB-7: surges needed to raise potency by 1 against each of `targets` targets. */
export function surgesForPotency(targets: number): number {
  return Math.max(0, targets) * SURGES_PER_POTENCY;
}

/**
 * R-AB-6: heroic resource (or Malice) spent on an effect gated purely by potency is not spent when the
 * target resisted. If the spend has some other automatic effect, it is spent anyway.
 */
export function resourceRefunded(effectPurelyPotencyGated: boolean, resisted: boolean): boolean {
  return effectPurelyPotencyGated && resisted;
}
