/**
 * World pass "reviews-2": before it, a request waiting for the Director in THE GM's record kept
 * the whole fingerprint of the player's ability (`print`) and every change, and an "accept once" decision
 * kept the whole fingerprint too, so a bloated ability made the record, sent to every client on every
 * write, as large as its author liked. The record is now read in the small shape whatever it holds
 * (src/data/settings/gm-record.ts gmRecordOf, src/data/settings/review-entry.ts compactReview: a digest for
 * each fingerprint, the accepted version's digest taken from the accepted version recorded now, the changes
 * cut to the card's bounds); this pass, run by the active GM's ready (src/queries/review-pass.ts), writes
 * it back so, once per world, and marks it done in the record.
 */
import type { GmRecord } from "../settings/gm-record.ts";

export const REVIEWS_PASS = "reviews-2";

/** The record as read (already in the small shape) marked done; the same record when it already was. */
export function compactedRecord(record: GmRecord): GmRecord {
  return record.done.includes(REVIEWS_PASS) ? record : { ...record, done: [...record.done, REVIEWS_PASS] };
}
