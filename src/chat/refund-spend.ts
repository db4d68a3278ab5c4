/**
 * The card's R-AB-6 refund button. The card recomputes, from the current outcomes (potency surges
 * included, R-AB-7), whether every target resisted; only then is the refundable part given back, once.
 * A hero's heroic resource goes back by its owner's own write (a companion's use: to its hero's pool, which
 * paid); Malice is the GM's to write, and the GM re-checks the card on its side (`refundMalice` query kind).
 */
import { requestGm } from "../documents/gm-channel/request-gm.ts";
import { readTargetSnapshot } from "../documents/target-snapshot.ts";
import { changeHeroicResource } from "../documents/gm-channel/own-numbers-ask.ts";
import { resourcePayerOf } from "../documents/companion-bond.ts";
import { abilityCardContext } from "./ability-card.ts";
import { abilityUseOf } from "./ability-use-message.ts";

const warn = (key: string) => ui.notifications?.warn(`STEELBOUND.Card.${key}`, { localize: true });

export async function refundCardSpend(message: ChatMessage.Implementation): Promise<void> {
  const use = abilityUseOf(message);
  if (use === null) return;
  const refund = abilityCardContext(use.data, use.rolled, readTargetSnapshot).refund;
  if (refund === null) {
    warn("RefundNotDue");
    return;
  }
  if (refund.pool === "malice") {
    await requestGm({ kind: "refundMalice", messageId: message.id ?? "" });
    return;
  }
  const user = fromUuidSync(use.data.actor);
  const actor = user instanceof Actor ? resourcePayerOf(user) : null;
  if (!(actor instanceof Actor) || !actor.isOwner || !message.isOwner) {
    warn("NotYours");
    return;
  }
  // The card is marked first: a failed resource write loses a refund rather than granting two.
  await message.update({ system: { refunded: true } });
  // A relative change the GM orders when one is connected (queries/own-numbers): both of two races count.
  if (refund.amount > 0) await changeHeroicResource(actor, refund.amount);
}
