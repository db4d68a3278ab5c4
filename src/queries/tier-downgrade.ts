/**
 * Request kind `downgradeTier` (R-PR-8): after seeing the roll, the roller may take a lower tier for a target
 * ("the roller may always choose a lower tier than rolled"). The card's "lower tier" button asks the GM, who
 * writes that one row's `downgradeTo` from his own copy of the card (as a surge is recorded, ./surge-spend.ts:
 * a stale player copy never overwrites another row). A tier only goes down (never back up), and never once
 * the ledger holds any part of that target applied: the outcome would no longer match what landed. The card
 * then shows the row's lowered outcome (damage, effects, forced movement) on every client; the GM's apply
 * reads the same field (./apply-results/verify.ts).
 */
import { QueryRefused, type QueryKind } from "../documents/gm-channel/query-kind.ts";
import { documentId, integer } from "../documents/gm-channel/payload.ts";
import { ledgerKey, foundryLedger } from "./ledger.ts";
import { MAX_TARGETS } from "./apply-results/request.ts";
import { abilityCardOf } from "./ability-card-of.ts";
import { userOwns } from "../documents/ownership.ts";

export interface TierDowngradePayload {
  messageId: string;
  index: number;
  /** The tier asked for: 1 or 2 (tier 3 is never a downgrade). */
  tier: number;
}

export type TierDowngradeRefusal = "Applied" | "NotLower";

export const tierDowngradeKind: QueryKind<TierDowngradePayload, { refused: TierDowngradeRefusal | null }> = {
  parse: (data) => ({
    messageId: documentId(data["messageId"], "messageId"),
    index: integer(data["index"], 0, MAX_TARGETS - 1, "index"),
    tier: integer(data["tier"], 1, 2, "tier"),
  }),
  authorize(payload, user) {
    const { message, use, actor } = abilityCardOf(payload.messageId);
    // A card with no roll (or a target-test card, where the targets roll) has no tier to lower.
    if (
      use.data.characteristic === null ||
      use.data.snapshot.roll === "targetTest" ||
      use.data.freeStrike === true
    )
      throw new QueryRefused("Refused", "no power roll");
    if (user.isGM) return;
    // The roller: the card's author, owning the acting creature.
    if (message.author?.id !== user.id || !userOwns(actor, user))
      throw new QueryRefused("Forbidden", "not yours");
  },
  async handle(payload) {
    const { message, use } = abilityCardOf(payload.messageId);
    const id = payload.messageId;
    const row = use.data.targets[payload.index];
    if (row === undefined) throw new QueryRefused("NotFound", "no such target");
    const applied =
      foundryLedger.has(ledgerKey(id, "damage", row.token)) ||
      foundryLedger.has(ledgerKey(id, "conditions", row.token));
    if (applied) return { refused: "Applied" };
    // Never back up: a lower choice already on the row stands.
    if (row.downgradeTo !== null && row.downgradeTo <= payload.tier) return { refused: "NotLower" };
    const targets = use.data.targets.map((t, i) =>
      i === payload.index ? { ...t, downgradeTo: payload.tier } : t,
    );
    await message.update({ system: { targets } });
    return { refused: null };
  },
};
