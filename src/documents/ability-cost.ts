/**
 * What one ability use costs an actor (R-AB-8): the flow prices it before paying, the GM prices a player's
 * Malice request the same way (queries/malice). No Foundry writes here.
 */
import { abilityUseCost, heroicResourceFloor, type AbilityCost, type AbilityPayer } from "../rules/index.ts";
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

/**
 * R-AB-8: the lowest this hero's resource may reach, from its class item (docs/DATA.md `class`
 * `heroicResource.floor`): 0 without a class or a floor.
 */
export function resourceFloor(actor: {
  readonly system: object;
  readonly items?: Iterable<{ type: string; system: unknown }>;
}): number {
  const cls = actor.items ? [...actor.items].find((item) => item.type === "class") : undefined;
  if (!cls || typeof cls.system !== "object" || cls.system === null) return 0;
  const base: unknown = foundry.utils.getProperty(cls.system, "heroicResource.floor.base");
  const characteristic: unknown = foundry.utils.getProperty(
    cls.system,
    "heroicResource.floor.characteristic",
  );
  const score: unknown =
    typeof characteristic === "string" && characteristic !== ""
      ? foundry.utils.getProperty(actor.system, `characteristics.${characteristic}`)
      : 0;
  return heroicResourceFloor(typeof base === "number" ? base : 0, typeof score === "number" ? score : 0);
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
