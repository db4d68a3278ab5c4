/**
 * What a monster's free strike deals (no roll): its free strike damage, of its signature ability's damage
 * type (a creature's free strike deals the type its signature deals). Shared by the card
 * (./free-strike.ts) and the GM's reading of it (src/queries/apply-results/free-strike-view.ts).
 */
import type { DamageType } from "../rules/index.ts";
import { readAbility } from "./ability-info.ts";

export { freeStrikeTier } from "../rules/ability-tier.ts";

/** The creature's signature ability (the first one, R-MO-2), if it has one. */
export function signatureAbility(actor: {
  readonly items: Iterable<Item.Implementation>;
}): Item.Implementation | null {
  for (const item of actor.items)
    if (item.type === "ability" && readAbility(item).category === "signature") return item;
  return null;
}

/** The damage type of the creature's signature ability (its first tier's), else untyped. */
export function freeStrikeType(actor: { readonly items: Iterable<Item.Implementation> }): DamageType {
  const signature = signatureAbility(actor);
  return signature ? readAbility(signature).tiers[0].damage.type : "untyped";
}
