/**
 * Using an ability whose tiers are each target's own test ("each target makes an Agility test"): the
 * user rolls nothing. An `abilityUse` card with no roll whose rows wait for each target's test: the
 * target's owner rolls it from the card (src/chat/target-test-actions.ts) and the GM records it
 * (src/queries/target-test.ts). The story in ./use-ability.ts checks the action and the cost before, and
 * pays and posts after.
 */
import { snapshotHeading, type AbilityInfo } from "../documents/ability-info.ts";
import { characteristicScores, highestCharacteristicOf } from "../documents/characteristics.ts";
import { potencies, raisedPotencies, type AbilityCost } from "../rules/index.ts";
import type { AbilityUseData } from "../chat/ability-use-data.ts";
import { NO_ROLL, spentAtUse, targetedTokens, untieredRow, type AbilityCard } from "./use-ability-card.ts";

/** The card's system data: the ability's tiers and potencies, and untested targets. */
export function targetTestUseData(
  actor: { uuid: string },
  item: { uuid: string },
  ability: AbilityInfo,
  highest: number,
  tokens: readonly { uuid: string; name: string }[],
  cost: { resource: number; malice: number; spendTimes: number },
): AbilityUseData {
  return {
    actor: actor.uuid,
    ability: item.uuid,
    characteristic: null,
    snapshot: {
      ...snapshotHeading(ability),
      // Surges add to rolled damage the user deals (R-AB-7); a target's test is not the user's roll.
      highestCharacteristic: 0,
      // R-AB-6: a tier's potency-gated effect is still measured against the user's potency.
      potency: raisedPotencies(potencies(highest), ability.effects.potency),
      damageBonus: ability.kit.damage,
      tier1: ability.tiers[0],
      tier2: ability.tiers[1],
      tier3: ability.tiers[2],
      roll: "targetTest",
      testCharacteristics: ability.characteristics,
    },
    // Each row waits for its target's test.
    targets: tokens.map((token) => ({ ...untieredRow(token), test: null })),
    spent: spentAtUse(ability, cost),
    refunded: false,
  };
}

/** The card on the targeted tokens, their tests still to roll. */
export function targetTestCard(
  actor: Actor.Implementation,
  item: Item.Implementation,
  ability: AbilityInfo,
  cost: AbilityCost,
): AbilityCard {
  const highest = highestCharacteristicOf(characteristicScores(actor));
  const system = targetTestUseData(actor, item, ability, highest, targetedTokens(), cost);
  return { system, namesReceipt: true, ...NO_ROLL };
}
