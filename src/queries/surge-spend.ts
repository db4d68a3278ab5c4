/**
 * Request kind `spendSurge` (R-AB-7, R-RT-5): a surge button on an ability card. The GM, not the
 * clicker, writes the card: the surge count of the one row from the GM's own copy of the message (which,
 * under the one-at-a-time queue of gm-query.ts, already holds every earlier write). The pool pays when the
 * results are applied (apply-results/authority.ts).
 * A player writing the whole target list from their copy could put back a row's old `applied` mark or
 * surge count written meanwhile. A row whose part the ledger records as applied takes no more surges.
 */
import { QueryRefused, type QueryKind } from "../documents/gm-channel/query-kind.ts";
import { documentId, integer, oneOf } from "../documents/gm-channel/payload.ts";
import { ledgerKey, foundryLedger } from "./ledger.ts";
import { MAX_TARGETS } from "./apply-results/request.ts";
import { abilityCardOf } from "./ability-card-of.ts";
import { spendSurge, type SurgeRefusal, type SurgeSpend } from "../chat/surges.ts";
import { surgePoolOf, surgesAvailable } from "../documents/surge-pool.ts";
import { userOwns } from "../documents/ownership.ts";
import { surgeCost } from "./apply-results/verify.ts";

export interface SurgeSpendPayload {
  messageId: string;
  index: number;
  spend: SurgeSpend;
}

const SPENDS: readonly SurgeSpend[] = ["damage", "potency"];

export const surgeSpendKind: QueryKind<SurgeSpendPayload, { refused: SurgeRefusal | null }> = {
  parse: (data) => ({
    messageId: documentId(data["messageId"], "messageId"),
    index: integer(data["index"], 0, MAX_TARGETS - 1, "index"),
    spend: oneOf(data["spend"], SPENDS, "spend"),
  }),
  authorize(payload, user) {
    const { message, actor } = abilityCardOf(payload.messageId);
    if (user.isGM) return;
    // As the button offered it: the card's author, owning the acting creature and the pool paying.
    const pool = surgePoolOf(actor);
    if (message.author?.id !== user.id || !userOwns(actor, user) || !userOwns(pool, user))
      throw new QueryRefused("Forbidden", "not yours");
  },
  async handle(payload) {
    const { message, use, actor } = abilityCardOf(payload.messageId);
    const id = payload.messageId;
    // The rows' marks as the ledger holds them (the card's own marks are display only).
    const targets = use.data.targets.map((t) => ({
      ...t,
      applied: {
        damage: foundryLedger.has(ledgerKey(id, "damage", t.token)),
        conditions: foundryLedger.has(ledgerKey(id, "conditions", t.token)),
      },
    }));
    // Surges are paid when the results are applied (apply-results): the ones already asked for on this
    // card and not yet applied count against the pool now.
    const asked =
      surgeCost(
        targets.filter((t) => !t.applied.damage),
        "damage",
      ) +
      surgeCost(
        targets.filter((t) => !t.applied.conditions),
        "conditions",
      );
    const available = surgesAvailable(actor) - asked;
    const result = spendSurge(targets, payload.index, payload.spend, available, use.data.refunded);
    if ("refused" in result) return { refused: result.refused };
    await message.update({ system: { targets: result.targets } });
    return { refused: null };
  },
};
