/**
 * Paying for one ability use (R-AB-8): a hero pays its heroic resource, a monster pays the Director's
 * Malice (R-ML), a retainer pays nothing. A companion pays from its hero's heroic resource, and a spend of
 * that resource (by the hero or the companion) grows the companion's own one (documents/companion-bond.ts,
 * rules/companion.ts: the Beastheart's Ferocity and Rampage). The amounts come from `abilityUseCost`; this
 * module reads the pools and makes the writes.
 *
 * Malice is a world setting only the GM writes. The Director is the GM, so a GM's use writes it directly;
 * when a player controls a monster (Foundry allows it when the GM gives ownership), the spend goes to the
 * active GM through the `spendMalice` query kind, which checks the requester owns the monster.
 */
import { canPayAbilityCost, companionResourceGain, type AbilityCost } from "../rules/index.ts";
import { readMalice, spendMalice } from "../documents/combat/malice.ts";
import { isGM } from "../documents/combat/world.ts";
import { requestGm } from "../documents/gm-channel/request-gm.ts";
import { changeHeroicResource } from "../documents/gm-channel/own-numbers-ask.ts";
import { heroicResource, resourceFloor } from "../documents/ability-cost.ts";
import { companionsCredited, resourcePayerOf } from "../documents/companion-bond.ts";

export type { AbilityCost } from "../rules/index.ts";
export { abilityPayer, costOfUse } from "../documents/ability-cost.ts";

/**
 * The pools that could pay: the heroic resource of the actor (a companion's hero's) and the Director's
 * Malice (readable by all).
 */
export function poolsOf(actor: Actor.Implementation): {
  resource: number;
  malice: number;
  resourceFloor: number;
} {
  const payer = resourcePayerOf(actor);
  return {
    resource: payer === null ? 0 : (heroicResource(payer) ?? 0),
    malice: readMalice().value,
    resourceFloor: payer === null ? 0 : resourceFloor(payer),
  };
}

/**
 * The companions' own resource grows by what was spent of their hero's (the Beastheart's Rampage). Each is
 * a relative change through the GM's queue, asked only for a companion this user owns.
 */
async function creditCompanions(spender: Actor.Implementation, spent: number): Promise<void> {
  const gain = companionResourceGain(spent);
  if (gain === 0) return;
  for (const companion of companionsCredited(spender))
    if (companion.isOwner) await changeHeroicResource(companion, gain);
}

/** The warning key when the pools do not cover `cost`, else null. */
export function shortfall(actor: Actor.Implementation, cost: AbilityCost): string | null {
  const check = canPayAbilityCost(cost, poolsOf(actor));
  return check.ok ? null : check.reason;
}

/**
 * A payment made: `receipt` names the GM's record of Malice paid through the GM ("" when none was needed:
 * a hero's resource, or the GM's own use, whose card no player can edit). The card carries it so a refund
 * gives back what the GM took (R-AB-6).
 */
export interface Payment {
  receipt: string;
}

/** Makes the payment; false (after the user was told why) when it could not be made. */
export async function payAbilityCost(
  actor: Actor.Implementation,
  cost: AbilityCost,
  item: { readonly uuid: string },
): Promise<Payment | false> {
  if (cost.resource > 0) {
    const payer = resourcePayerOf(actor);
    if (payer === null || heroicResource(payer) === null) return false;
    if (!(await changeHeroicResource(payer, -cost.resource))) return false;
    await creditCompanions(actor, cost.resource);
  }
  if (cost.malice <= 0) return { receipt: "" };
  if (isGM()) {
    const result = await spendMalice(cost.malice);
    if (!result.ok) ui.notifications?.warn(result.error, { localize: true });
    return result.ok ? { receipt: "" } : false;
  }
  // requestGm tells the player why the GM refused (no GM, not the owner, not enough Malice).
  // The GM prices the use from the item itself (queries/malice/request.ts): no amount is sent.
  const request = { kind: "spendMalice", actorUuid: actor.uuid, abilityUuid: item.uuid } as const;
  const paid = await requestGm({ ...request, spendTimes: cost.spendTimes });
  return paid === null ? false : { receipt: paid.receipt };
}
