/**
 * What a monster's free strike deals (no roll): its free strike damage, of its signature ability's damage
 * type (a creature's free strike deals the type its signature deals). Shared by the card
 * (./free-strike.ts) and the GM's reading of it (src/queries/apply-results/free-strike-view.ts).
 */
import type { AbilityTierData, DamageType } from "../rules/index.ts";
import { readAbility } from "./ability-info.ts";

/** The tier every row of a free strike deals: the damage, nothing else. */
export function freeStrikeTier(damage: number, type: DamageType): AbilityTierData {
  return {
    damage: { value: Math.max(0, damage), characteristic: false, type },
    conditions: [],
    forced: { kind: "", distance: 0, vertical: false },
  };
}

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
