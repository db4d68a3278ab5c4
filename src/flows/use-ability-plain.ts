/**
 * Using an ability without a power roll (maneuvers, triggered actions, effect-only abilities): the same
 * action-economy check and cost as a rolled ability (./use-ability-support.ts hooks), no dialog, then an
 * `abilityUse` card with no roll that shows the ability's keywords, distance, target and effect text.
 * A flagged basic action (./basic-actions.ts) also does what it says.
 */
import { baseCostOrWarn, targetedTokens, untieredRow, type AbilityUseHooks } from "./use-ability-support.ts";
import { abilityEffectHtml, snapshotHeading, type AbilityInfo } from "../documents/ability-info.ts";
import { basicActionOf, performBasicAction } from "./basic-actions.ts";
import type { AbilityUseData } from "../chat/ability-use-data.ts";

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

/** Resolves to true when the card was posted (false when not allowed or refused). */
export async function useAbilityWithoutRoll(
  actor: Actor.Implementation,
  item: Item.Implementation,
  ability: AbilityInfo,
  hooks: AbilityUseHooks,
  area: { template: string } | null = null,
): Promise<boolean> {
  if (!hooks.mayAct(actor, ability)) return false;
  const cost = baseCostOrWarn(actor, ability, hooks);
  if (cost === null) return false;
  const basic = basicActionOf(item.flags);
  // A refused basic action (Catch Breath while dying in combat) spends nothing and posts nothing.
  if (basic !== null && !(await performBasicAction(actor, basic))) return false;
  if ((await hooks.pay(actor, cost, item)) === false) return false;
  if (ability.actionType === "triggered") await hooks.markTriggered(actor);

  const tokens = targetedTokens();
  const system = plainAbilityUseData(actor, item, ability, tokens, cost);
  const message = await ChatMessage.create({
    type: "abilityUse",
    system: area ? { ...system, area } : system,
    speaker: ChatMessage.getSpeaker({ actor }),
  });
  await hooks.afterRoll(actor, ability, { critical: false, characteristic: null });
  return message !== undefined;
}
