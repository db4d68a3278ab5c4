/**
 * Request kind `refundMalice` (R-AB-6): Malice spent by a Director's creature on a potency-only effect is
 * not spent when every target resisted. The requester names only the card; the GM recomputes, from the
 * message and the GM's own view of the targets, whether the card is refundable and how much, so a player
 * cannot forge an amount or refund a card whose effect landed. Refunding marks the card refunded (no
 * double refund).
 */
import { QueryRefused, type QueryKind } from "../query-kind.ts";
import { documentId } from "../payload.ts";
import { foundryLedger, ledgerKey, type Ledger } from "../ledger.ts";

export interface MaliceRefundPayload {
  /** The `abilityUse` chat message whose Malice comes back. */
  messageId: string;
}

/** The card as the GM sees it now. */
export interface RefundCard {
  actorUuid: string;
  /** cardRefund of the card (src/chat/ability-card.ts): null when nothing is due now. */
  refund: { amount: number; pool: "resource" | "malice" } | null;
}

export interface MaliceRefundWorld {
  /** The ability card with this message id, or null when there is none. */
  readCard(messageId: string): RefundCard | null;
  ownsActor(actorUuid: string, userId: string): boolean;
  /** Marks the card refunded (one message update), then gives the Malice back; resolves to the new pool. */
  refund(messageId: string, amount: number): Promise<number>;
  /** What the GM has already refunded (../ledger.ts); the card's own `refunded` mark is its author's to edit. */
  ledger?: Ledger;
}

export function maliceRefundKind(
  world: MaliceRefundWorld,
): QueryKind<MaliceRefundPayload, { value: number }> {
  // Cards being refunded right now: a second click arriving before the first is written is refused.
  const inFlight = new Set<string>();
  return {
    parse: (data) => ({ messageId: documentId(data["messageId"], "messageId") }),
    authorize(payload, user) {
      const card = world.readCard(payload.messageId);
      if (card === null) throw new QueryRefused("NotFound", "ability card");
      if (!user.isGM && !world.ownsActor(card.actorUuid, user.id))
        throw new QueryRefused("Forbidden", "not owner");
    },
    async handle(payload) {
      const ledger = world.ledger ?? foundryLedger;
      const key = ledgerKey(payload.messageId, "refund");
      // Exactly once (issue 11): a card whose author reset its `refunded` mark is refused by the GM's ledger.
      if (ledger.has(key)) throw new QueryRefused("AlreadyApplied", "refunded");
      const refund = world.readCard(payload.messageId)?.refund ?? null;
      if (refund?.pool !== "malice" || inFlight.has(payload.messageId))
        throw new QueryRefused("Refused", "nothing to refund");
      inFlight.add(payload.messageId);
      try {
        const [value] = await Promise.all([
          world.refund(payload.messageId, refund.amount),
          ledger.record([key]),
        ]);
        return { value };
      } finally {
        inFlight.delete(payload.messageId);
      }
    },
  };
}
