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

/** The damage type of the creature's signature ability (its first tier's), else untyped. */
export function freeStrikeType(actor: { readonly items: Iterable<Item.Implementation> }): DamageType {
  for (const item of actor.items)
    if (item.type === "ability") {
      const ability = readAbility(item);
      if (ability.category === "signature") return ability.tiers[0].damage.type;
    }
  return "untyped";
}
