/**
 * R-ML-3 Brutal Effectiveness: bought at the start of a monster's turn, it raises the potency of the next
 * ability that monster uses with a potency. It waits in the actor's `flags.steelbound.potencyBonus` until
 * such an ability is used (a use without a potency leaves it waiting).
 */
import { BRUTAL_EFFECTIVENESS_POTENCY_BONUS, tiersHavePotency } from "../rules/index.ts";
import type { AbilityInfo } from "./ability-info.ts";

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
