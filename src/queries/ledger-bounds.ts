/**
 * What keeps the GM's ledger (./ledger.ts) bounded (issue 19): pure, over the list of keys.
 *  - a card's keys (`<messageId>|<part>|<target>`) live as long as the card: deleted cards drop theirs;
 *  - Malice receipts are kept per paying user, the newest MAX_RECEIPTS_PER_USER of each, so no user can
 *    exhaust a capacity the others share (500 zero-cost spends by one player used to evict another's refund
 *    receipt); a `receiptRefunded` mark lives as long as its receipt (without the receipt no refund passes);
 *  - when an encounter ends, receipts go too (its Malice is spent and refunded within it);
 *  - one-time migration marks stay.
 * Keys are plain strings in the setting's `entries` array; receipts written before the user was recorded
 * (no 7th field) count as user "" and keep working (test/security/ledger.test.ts reads such old data).
 */
export const RECEIPT = "receipt";
export const RECEIPT_REFUNDED = "receiptRefunded";
/** Marks a one-time pass over the world (./prepaid-surges.ts) as done; never dropped. */
export const MIGRATION = "migration";

/** Far more Malice payments than one player makes in a session through monsters they control. */
export const MAX_RECEIPTS_PER_USER = 100;

const kindOf = (key: string) => key.slice(0, key.indexOf("|"));

export interface BoundOptions {
  /** Drop every receipt and refund mark (the encounter ended). */
  dropReceipts?: boolean;
}

/** The keys to keep, in their order, without duplicates. */
export function boundEntries(
  keys: readonly string[],
  liveMessage: (id: string) => boolean,
  { dropReceipts = false }: BoundOptions = {},
): string[] {
  const unique = [...new Set(keys)];
  const kept = new Set<string>();
  const perUser = new Map<string, string[]>();
  for (const key of unique) {
    const kind = kindOf(key);
    if (kind === MIGRATION) kept.add(key);
    else if (kind === RECEIPT) {
      if (dropReceipts) continue;
      const user = key.split("|")[6] ?? "";
      perUser.set(user, [...(perUser.get(user) ?? []), key]);
    } else if (kind !== RECEIPT_REFUNDED && liveMessage(kind)) kept.add(key);
  }
  const receiptIds = new Set<string>();
  for (const receipts of perUser.values())
    for (const key of receipts.slice(-MAX_RECEIPTS_PER_USER)) {
      kept.add(key);
      receiptIds.add(key.split("|")[1] ?? "");
    }
  for (const key of unique)
    if (kindOf(key) === RECEIPT_REFUNDED && receiptIds.has(key.slice(RECEIPT_REFUNDED.length + 1)))
      kept.add(key);
  return unique.filter((key) => kept.has(key));
}
