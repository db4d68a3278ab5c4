/**
 * Paying for one ability use (R-AB-8): a hero pays its heroic resource, a monster pays the Director's
 * Malice (R-ML), a retainer pays nothing. The amounts come from `abilityUseCost`; this module reads the
 * pools and makes the one write.
 *
 * Malice is a world setting only the GM writes. The Director is the GM, so a GM's use writes it directly;
 * when a player controls a monster (Foundry allows it when the GM gives ownership), the spend goes to the
 * active GM through the `spendMalice` query kind, which checks the requester owns the monster.
 */
import { canPayAbilityCost, type AbilityCost } from "../rules/index.ts";
import { readMalice, spendMalice } from "../documents/combat/malice.ts";
import { isGM } from "../documents/combat/world.ts";
import { requestGm } from "../documents/gm-channel/request-gm.ts";
import { changeHeroicResource } from "../documents/gm-channel/own-numbers-ask.ts";
import { heroicResource, resourceFloor } from "../documents/ability-cost.ts";

export type { AbilityCost } from "../rules/index.ts";
export { abilityPayer, costOfUse } from "../documents/ability-cost.ts";

/** The pools that could pay: the actor's heroic resource and the Director's Malice (readable by all). */
export function poolsOf(actor: Actor.Implementation): {
  resource: number;
  malice: number;
  resourceFloor: number;
} {
  return {
    resource: heroicResource(actor) ?? 0,
    malice: readMalice().value,
    resourceFloor: resourceFloor(actor),
  };
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
    if (heroicResource(actor) === null) return false;
    if (!(await changeHeroicResource(actor, -cost.resource))) return false;
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
