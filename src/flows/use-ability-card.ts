/**
 * The `abilityUse` card one use of an ability posts (./use-ability.ts), as each kind of use fills it — a
 * power roll (./use-ability-power-roll.ts), a test each target makes (./use-ability-target-test.ts), no
 * roll (./use-ability-plain.ts) — and the rows, targets and costs those kinds share. Nothing here calls
 * back into the story: each kind hands its card up, and the story pays, posts it and spends the action.
 */
import { refundableSpend, type AbilityCost } from "../rules/index.ts";
import type { Characteristic } from "../rules/types.ts";
import type { AbilityInfo } from "../documents/ability-info.ts";
import { plainTarget, type AbilityUseData } from "../chat/ability-use-data.ts";
import type { messageModeOptions } from "../documents/generation.ts";
import { NO_BONUSES, type TakenBonuses } from "./pending-potency.ts";

/** A card ready to post once the use is paid. */
export interface AbilityCard {
  system: AbilityUseData;
  /**
   * The card names the GM's receipt of Malice paid through the GM, so a refund finds what was taken
   * (R-AB-6). A card without a roll or tiers refunds nothing, and names none.
   */
  namesReceipt: boolean;
  /** The power roll as JSON (its class name lets Roll.fromData restore the PowerRoll); absent when none. */
  rolls?: string[];
  /** `ChatMessage.create` options: the message mode chosen in the roll dialog. */
  options?: ReturnType<typeof messageModeOptions>;
  /** What the roll tells the action spent after it (`characteristic` null: the user rolled nothing). */
  outcome: { critical: boolean; characteristic: Characteristic | null };
  /** R-ML-3: the bonuses bought for this monster that this use takes; they wait no more once it is paid. */
  taken: TakenBonuses;
}

/** What a card without a roll of the user's says about it: no critical hit, no characteristic, nothing taken. */
export const NO_ROLL = {
  outcome: { critical: false, characteristic: null },
  taken: NO_BONUSES,
} as const satisfies Pick<AbilityCard, "outcome" | "taken">;

/** The user's targeted tokens that have an actor (the card's targets). */
export function targetedTokens(): TokenDocument.Implementation[] {
  return [...(game.user?.targets ?? [])].flatMap((t) => (t.document.actor ? [t.document] : []));
}

/**
 * A card's `spent` when the use is paid: R-AB-6's refundable part is the ability author's choice, fixed at
 * use; the card offers it back if every target resists. Surges are paid later, when applied (R-AB-7).
 */
export function spentAtUse(ability: AbilityInfo, cost: AbilityCost) {
  return {
    resource: cost.resource,
    malice: cost.malice,
    surges: 0,
    refundable: refundableSpend({ choice: ability.refundIfResisted, cost, spendValue: ability.spend.value }),
    spendTimes: cost.spendTimes,
  };
}

/** A card row for a target no roll has reached yet: no tier, no choices, nothing applied. */
export const untieredRow = (token: { uuid: string; name: string }) => plainTarget(token.uuid, token.name);
