/**
 * Request kind `refundMalice` (R-AB-6): Malice spent by a Director's creature on a potency-only effect is
 * not spent when every target resisted. The requester names only the card. The GM reads whether every
 * target resisted from its own view of the card (the ability from the item, the targets from their
 * documents), and how much comes back from what it knows was paid: a card a GM wrote (no player can edit
 * it) is believed; a card a player wrote must name the GM's receipt of that payment (src/queries/ledger.ts),
 * and the item's refund choice prices it. The ledger refunds each card, and each receipt, once.
 */
import { QueryRefused, type QueryKind } from "../../documents/gm-channel/query-kind.ts";
import { documentId } from "../../documents/gm-channel/payload.ts";
import { foundryLedger, ledgerKey, receiptRefundedKey, type Ledger, type MaliceReceipt } from "../ledger.ts";

export interface MaliceRefundPayload {
  /** The `abilityUse` chat message whose Malice comes back. */
  messageId: string;
}

/** The card as the GM reads it now. */
export interface RefundCard {
  actorUuid: string;
  abilityUuid: string;
  /**
   * The refund due now by the GM's reading of the card (every target resisted, R-AB-6), priced by the
   * card's own numbers, or null when nothing is due.
   */
  refund: { amount: number; pool: "resource" | "malice" } | null;
  /** A GM wrote the card: no player can have edited its numbers. */
  gmAuthored: boolean;
  /** The GM's receipt the card names ("" for none). */
  receipt: string;
  /** What the item gives back of a payment (its refund choice and "spend X" value, R-AB-6). */
  refundableOf(paid: Pick<MaliceReceipt, "malice" | "spendTimes">): number;
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

/** How much the GM gives back, and the ledger keys that record it; throws when the card proves nothing. */
function price(card: RefundCard, ledger: Ledger, key: string): { amount: number; keys: string[] } {
  const due = card.refund;
  if (due?.pool !== "malice") throw new QueryRefused("Refused", "nothing to refund");
  if (card.gmAuthored) return { amount: due.amount, keys: [key] };
  const receipt = card.receipt === "" ? null : ledger.receipt(card.receipt);
  if (receipt?.actorUuid !== card.actorUuid || receipt.abilityUuid !== card.abilityUuid)
    throw new QueryRefused("Forbidden", "no receipt for this card");
  if (ledger.has(receiptRefundedKey(receipt.id))) throw new QueryRefused("AlreadyApplied", "refunded");
  const amount = card.refundableOf(receipt);
  if (amount <= 0) throw new QueryRefused("Refused", "nothing to refund");
  return { amount, keys: [key, receiptRefundedKey(receipt.id)] };
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
      // Exactly once: a card whose author reset its `refunded` mark is refused by the GM's ledger.
      if (ledger.has(key)) throw new QueryRefused("AlreadyApplied", "refunded");
      const card = world.readCard(payload.messageId);
      if (card === null) throw new QueryRefused("NotFound", "ability card");
      if (inFlight.has(payload.messageId)) throw new QueryRefused("Refused", "nothing to refund");
      const { amount, keys } = price(card, ledger, key);
      inFlight.add(payload.messageId);
      try {
        const [value] = await Promise.all([world.refund(payload.messageId, amount), ledger.record(keys)]);
        return { value };
      } finally {
        inFlight.delete(payload.messageId);
      }
    },
  };
}
