/**
 * The live side of `refundMalice`: the GM's own view of the card (the ability from the item, the roll's
 * dice checked, the targets' numbers from their documents — apply-results' authoritative view), the item's
 * refund choice, and the GM's writes.
 */
import { abilityUseOf } from "../../chat/ability-use-message.ts";
import { readAbility } from "../../documents/ability-info.ts";
import { gainMalice } from "../../documents/combat/malice.ts";
import { potencyOnlySpendRefunded, refundableSpend, type TargetOutcome } from "../../rules/index.ts";
import { viewOutcome } from "../../canvas/forced-move-options.ts";
import { foundryApplyResultsWorld } from "../apply-results/foundry-world.ts";
import { readTargetSnapshot } from "../../documents/target-snapshot.ts";
import { foundryMaliceWorld } from "./foundry-world.ts";
import { itemForPrice } from "../accepted-abilities/judge.ts";
import type { MaliceRefundWorld, RefundCard } from "./refund.ts";

/** Every target's outcome as the GM computes it; null when a target cannot be read. */
function outcomesOf(messageId: string): TargetOutcome[] | null {
  const view = foundryApplyResultsWorld.findMessage(messageId);
  if (view === null) return null;
  const outcomes: TargetOutcome[] = [];
  for (const entry of view.targets) {
    const snapshot = readTargetSnapshot(entry.token);
    if (snapshot === null) return null;
    outcomes.push(viewOutcome(view, entry, snapshot));
  }
  return outcomes;
}

export const foundryMaliceRefundWorld: MaliceRefundWorld = {
  readCard(messageId): RefundCard | null {
    const message = game.messages?.get(messageId);
    const use = message ? abilityUseOf(message) : null;
    if (!message || use === null) return null;
    const { data } = use;
    const item = fromUuidSync(data.ability);
    // The refund choice and "spend X" value of the accepted version.
    const priced = item instanceof Item && item.type === "ability" ? itemForPrice(item) : null;
    const ability = priced === null ? null : readAbility(priced);
    const outcomes = data.refunded ? null : outcomesOf(messageId);
    const resisted = outcomes !== null && potencyOnlySpendRefunded(outcomes);
    return {
      actorUuid: data.actor,
      abilityUuid: data.ability,
      refund:
        resisted && data.spent.refundable > 0
          ? { amount: data.spent.refundable, pool: data.spent.malice > 0 ? "malice" : "resource" }
          : null,
      gmAuthored: message.author?.isGM === true,
      receipt: data.spent.receipt ?? "",
      refundableOf: (paid) =>
        ability === null
          ? 0
          : refundableSpend({
              choice: ability.refundIfResisted,
              cost: { resource: 0, malice: paid.malice, spendTimes: paid.spendTimes },
              spendValue: ability.spend.value,
            }),
    };
  },
  ownsActor: (uuid, userId) => foundryMaliceWorld.ownsActor(uuid, userId),
  async refund(messageId, amount) {
    // readCard found it a moment ago; strict makes a message deleted since then refuse, not refund.
    await game.messages?.get(messageId, { strict: true }).update({ system: { refunded: true } });
    return gainMalice(amount);
  },
};
