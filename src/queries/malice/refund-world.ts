/** The live side of `refundMalice`: the card from the GM's messages and targets, and the GM's writes. */
import { abilityUseOf } from "../../chat/ability-use-message.ts";
import { abilityCardContext } from "../../chat/ability-card.ts";
import { readTargetSnapshot } from "../apply-results/foundry-world.ts";
import { gainMalice } from "../../documents/combat/malice.ts";
import { foundryMaliceWorld } from "./foundry-world.ts";
import type { MaliceRefundWorld } from "./refund.ts";

export const foundryMaliceRefundWorld: MaliceRefundWorld = {
  readCard(messageId) {
    const message = game.messages?.get(messageId);
    const use = message ? abilityUseOf(message) : null;
    if (use === null) return null;
    return {
      actorUuid: use.data.actor,
      refund: abilityCardContext(use.data, use.rolled, readTargetSnapshot).refund,
    };
  },
  ownsActor: (uuid, userId) => foundryMaliceWorld.ownsActor(uuid, userId),
  async refund(messageId, amount) {
    // readCard found it a moment ago; strict makes a message deleted since then refuse, not refund.
    await game.messages?.get(messageId, { strict: true }).update({ system: { refunded: true } });
    return gainMalice(amount);
  },
};
