/**
 * Using an ability without a power roll (maneuvers, triggered actions, effect-only abilities): no dialog,
 * an `abilityUse` card with no roll that shows the ability's keywords, distance, target and effect text.
 * A flagged basic action (./basic-actions.ts) also does what it says. The story in ./use-ability.ts checks
 * the action and the cost before, and pays and posts after.
 */
import { abilityEffectHtml, snapshotHeading, type AbilityInfo } from "../documents/ability-info.ts";
import { basicActionOfItem, performBasicAction } from "./basic-actions.ts";
import type { AbilityUseData } from "../chat/ability-use-data.ts";
import type { AbilityCost } from "./ability-payment.ts";
import { NO_ROLL, targetedTokens, untieredRow, type AbilityCard } from "./use-ability-card.ts";

const NO_TIER = {
  damage: { value: 0, characteristic: false, type: "untyped" as const },
  conditions: [],
  forced: { kind: "" as const, distance: 0, vertical: false },
};

/** The `abilityUse` system data of a use without a roll: no characteristic, no tiers, targets untiered. */
export function plainAbilityUseData(
  actor: { uuid: string },
  item: { uuid: string; system: unknown },
  ability: AbilityInfo,
  tokens: readonly { uuid: string; name: string }[],
  spent: { resource: number; malice: number },
): AbilityUseData {
  return {
    actor: actor.uuid,
    ability: item.uuid,
    characteristic: null,
    snapshot: {
      ...snapshotHeading(ability),
      highestCharacteristic: 0,
      potency: { weak: 0, average: 0, strong: 0 },
      damageBonus: [],
      tier1: NO_TIER,
      tier2: NO_TIER,
      tier3: NO_TIER,
      effect: abilityEffectHtml(item.system),
    },
    targets: tokens.map(untieredRow),
    // R-AB-6 needs tier outcomes to judge potency; a card without a roll has none, so nothing is refundable.
    spent: { resource: spent.resource, malice: spent.malice, surges: 0, refundable: 0 },
    refunded: false,
  };
}

/** Does the basic action, if any, and fills the card; null when the basic action was refused. */
export async function plainCard(
  actor: Actor.Implementation,
  item: Item.Implementation,
  ability: AbilityInfo,
  cost: AbilityCost,
): Promise<AbilityCard | null> {
  const basic = basicActionOfItem(item);
  // A refused basic action (Catch Breath while dying in combat) spends nothing and posts nothing.
  if (basic !== null && !(await performBasicAction(actor, basic))) return null;
  const system = plainAbilityUseData(actor, item, ability, targetedTokens(), cost);
  return { system, namesReceipt: false, ...NO_ROLL };
}
