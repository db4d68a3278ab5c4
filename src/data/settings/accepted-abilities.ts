/**
 * Accepted abilities: the part of THE GM's record (./gm-record.ts) that keeps, per ability item
 * UUID, the fingerprint of the mechanics the Director accepted, the one-time decisions taken on cards, and
 * the requests that wait for the Director's decision. A player's hero and its items are the player's to
 * edit: what the GM applies is judged against this record, never against the item alone.
 * `steelbound.trustAbilityEdits` (off by default) turns the check off.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { readGmRecord, type AcceptedRecord, type PendingReview } from "./gm-record.ts";

export type { AcceptedRecord, PendingReview };

import { TRUST_SETTING } from "./trust-setting.ts";

export { TRUST_SETTING };
export { registerAcceptedAbilitySettings } from "./trust-setting.ts";

/** The accepted-abilities part of the stored record. */
export function readAcceptedRecord(): AcceptedRecord {
  const { abilities, once, useAccepted, pending } = readGmRecord();
  return { abilities, once, useAccepted, pending };
}

/** The waiting requests by card, built once per record (readGmRecord shares one record per setting value). */
const byCard = new WeakMap<readonly PendingReview[], Map<string, PendingReview[]>>();

/** The requests on this card waiting for the Director (in the record's order). */
export function pendingReviewsOf(messageId: string): PendingReview[] {
  const { pending } = readGmRecord();
  let cards = byCard.get(pending);
  if (cards === undefined) {
    cards = new Map();
    for (const p of pending) {
      const list = cards.get(p.messageId);
      if (list) list.push(p);
      else cards.set(p.messageId, [p]);
    }
    byCard.set(pending, cards);
  }
  return [...(cards.get(messageId) ?? [])];
}

/** "Trust players' ability edits" is on (then abilities are applied as they are). */
export function trustsAbilityEdits(): boolean {
  const key = `${SYSTEM_ID}.${TRUST_SETTING}`;
  return game.settings?.settings.has(key) === true && game.settings.get(SYSTEM_ID, TRUST_SETTING);
}
