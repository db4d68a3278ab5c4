/**
 * R-ML-3 Basic Malice waiting on a monster. Brutal Effectiveness: bought at the start of a monster's turn, it raises the potency of the next
 * ability that monster uses with a potency. It waits in the actor's `flags.steelbound.potencyBonus` until
 * such an ability is used (a use without a potency leaves it waiting).
 */
import { BRUTAL_EFFECTIVENESS_POTENCY_BONUS, tiersHavePotency } from "../rules/index.ts";
import type { AbilityInfo } from "../documents/ability-info.ts";

/** The potency bonus this use of `ability` gets (0 when nothing waits or the ability has no potency). */
export function pendingPotencyBonus(actor: Actor.Implementation, ability: AbilityInfo): number {
  const bonus = actor.flags.steelbound?.potencyBonus;
  const gated = tiersHavePotency(ability.tiers);
  return gated && typeof bonus === "number" && bonus > 0 ? bonus : 0;
}

export async function grantBrutalEffectiveness(actor: Actor.Implementation): Promise<void> {
  await actor.update({ flags: { steelbound: { potencyBonus: BRUTAL_EFFECTIVENESS_POTENCY_BONUS } } });
}

export async function clearPendingPotency(actor: Actor.Implementation): Promise<void> {
  await actor.update({ flags: { steelbound: { potencyBonus: 0 } } });
}

/**
 * R-ML-3 Malicious Strike: bought at the start of a monster's turn, its bonus damage waits in
 * `flags.steelbound.maliciousStrike` for that monster's next strike (an ability with the Strike keyword),
 * where it lands on one target. 0 when nothing waits or the ability is not a strike.
 */
export function pendingMaliciousStrike(actor: Actor.Implementation, ability: AbilityInfo): number {
  const bonus = actor.flags.steelbound?.maliciousStrike;
  return ability.keywords.includes("strike") && typeof bonus === "number" && bonus > 0 ? bonus : 0;
}

export async function setPendingMaliciousStrike(actor: Actor.Implementation, damage: number): Promise<void> {
  await actor.update({ flags: { steelbound: { maliciousStrike: Math.max(0, damage) } } });
}

/** The bonuses waiting on a monster that one use takes (R-ML-3): Brutal Effectiveness's potency, Malicious Strike's damage. */
export interface TakenBonuses {
  potency: number;
  malicious: number;
}

export const NO_BONUSES: TakenBonuses = { potency: 0, malicious: 0 };

/** Once the use that took them is paid, the bonuses wait no more. */
export async function spendTakenBonuses(actor: Actor.Implementation, taken: TakenBonuses): Promise<void> {
  if (taken.potency > 0) await clearPendingPotency(actor);
  if (taken.malicious > 0) await setPendingMaliciousStrike(actor, 0);
}
