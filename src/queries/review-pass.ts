/**
 * Runs the world pass "reviews-2" (src/data/migrations/review-record.ts) on the active GM's ready: THE GM's
 * record is written back in the small shape it is read in, once per world.
 */
import { readGmRecord } from "../data/settings/gm-record.ts";
import { compactedRecord, REVIEWS_PASS } from "../data/migrations/review-record.ts";
import { changeGmRecord } from "./gm-record.ts";

/** True when this run wrote the record (false when the pass ran before or this is not the active GM). */
export async function compactReviewsOnce(): Promise<boolean> {
  if (game.user?.isActiveGM !== true || readGmRecord().done.includes(REVIEWS_PASS)) return false;
  return changeGmRecord((record) => {
    const next = compactedRecord(record);
    return { next: next === record ? null : next, result: next !== record };
  });
}
