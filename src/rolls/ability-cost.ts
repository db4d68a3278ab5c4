/**
 * What one ability use costs an actor (R-AB-8): the flow prices it before paying, the GM prices a player's
 * Malice request the same way (queries/malice). No Foundry writes here.
 */
import { abilityUseCost, type AbilityCost, type AbilityPayer } from "../rules/index.ts";
import type { AbilityInfo } from "./ability-info.ts";

/** What pricing a use reads of an actor (any subtype: the GM finds it by UUID). */
interface PayingActor {
  readonly type: string;
  readonly system: object;
}

export function heroicResource(actor: PayingActor): number | null {
  const value: unknown = foundry.utils.getProperty(actor.system, "heroicResource.value");
  return typeof value === "number" ? value : null;
}

/** Who pays for this actor's abilities. */
export function abilityPayer(actor: PayingActor): AbilityPayer {
  if (heroicResource(actor) !== null) return "resource";
  return actor.type === "monster" ? "malice" : "none";
}

/** What using `ability` `spendTimes` times its "spend X+" option costs this actor. */
export function costOfUse(actor: PayingActor, ability: AbilityInfo, spendTimes: number): AbilityCost {
  return abilityUseCost({
    cost: ability.cost,
    signature: ability.category === "signature",
    spend: ability.spend,
    spendTimes,
    payer: abilityPayer(actor),
  });
}
