/**
 * What keeps the GM's ledger (./ledger.ts) bounded: pure, over the list of keys.
 *  - a card's keys (`<messageId>|<part>|<target>`) live as long as the card: deleted cards drop theirs;
 *  - keys are kept for the MAX_LEDGER_CARDS cards applied most recently (300 honest cards used to
 *    leave 600 keys); an older card's keys give way to one `expiredCard|<messageId>` mark, which answers
 *    "applied" for every part and target of that card (`heldIn`), so it is never applied again; the newest
 *    MAX_EXPIRED_CARDS marks are kept (a mark goes with its deleted card too);
 *  - Malice receipts are kept per paying user, the newest MAX_RECEIPTS_PER_USER of each, so no user can
 *    exhaust a capacity the others share (500 zero-cost spends by one player used to evict another's refund
 *    receipt); a `receiptRefunded` mark lives as long as its receipt (without the receipt no refund passes),
 *    and so does a `receiptHealed` mark (a spend-gated heal proved by that receipt, once a receipt);
 *  - when an encounter ends, receipts go too (its Malice is spent and refunded within it);
 *  - one-time migration marks stay;
 *  - a hero's companion mark (`heroCompanion|<heroId>|<companionId>`: the GM made that hero's companion,
 *    ../hero-companion/create.ts) outlives every card; the newest MAX_COMPANION_MARKS stay (a player makes
 *    one only for a hero they own whose class gives a companion, so a world holds about one per hero).
 * Keys are plain strings in the setting's `entries` array; receipts written before the user was recorded
 * (no 7th field) count as user "" and keep working (test/security/ledger.test.ts reads such old data).
 */
export const RECEIPT = "receipt";
export const RECEIPT_REFUNDED = "receiptRefunded";
export const RECEIPT_HEALED = "receiptHealed";
/** Marks a one-time pass over the world (./prepaid-surges.ts) as done; never dropped. */
export const MIGRATION = "migration";

/** Marks that the GM made a hero's companion (../hero-companion/create.ts); never dropped with cards. */
export const HERO_COMPANION = "heroCompanion";
/** Far more heroes than a world holds. */
export const MAX_COMPANION_MARKS = 500;

/** A card applied before the last MAX_LEDGER_CARDS is remembered only as a whole (see above). */
export const EXPIRED_CARD = "expiredCard";

/** Far more Malice payments than one player makes in a session through monsters they control. */
export const MAX_RECEIPTS_PER_USER = 100;

/** Cards whose keys are kept one by one: many sessions of play. */
export const MAX_LEDGER_CARDS = 200;
/** Cards remembered as applied whole: far more than a table plays between two clearings of the chat log. */
export const MAX_EXPIRED_CARDS = 2_000;

const SPECIAL = new Set([RECEIPT, RECEIPT_REFUNDED, RECEIPT_HEALED, MIGRATION, EXPIRED_CARD, HERO_COMPANION]);
/** The marks that live as long as the receipt they name. */
const RECEIPT_MARKS = [RECEIPT_REFUNDED, RECEIPT_HEALED];

export function expiredCardKey(messageId: string): string {
  return `${EXPIRED_CARD}|${messageId}`;
}

/** Whether the keys hold `key`: itself, or for a card's key, the mark of the whole card having expired. */
export function heldIn(keys: readonly string[], key: string): boolean {
  if (keys.includes(key)) return true;
  const kind = kindOf(key);
  return kind !== "" && !SPECIAL.has(kind) && keys.includes(expiredCardKey(kind));
}

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
  const companions = unique.filter((key) => kindOf(key) === HERO_COMPANION);
  for (const key of companions.slice(-MAX_COMPANION_MARKS)) kept.add(key);
  for (const key of unique) {
    const kind = kindOf(key);
    if (kind === MIGRATION) kept.add(key);
    else if (kind === HERO_COMPANION) continue;
    else if (kind === RECEIPT) {
      if (dropReceipts) continue;
      const user = key.split("|")[6] ?? "";
      perUser.set(user, [...(perUser.get(user) ?? []), key]);
    } else if (!RECEIPT_MARKS.includes(kind) && liveMessage(kind)) kept.add(key);
  }
  const receiptIds = new Set<string>();
  for (const receipts of perUser.values())
    for (const key of receipts.slice(-MAX_RECEIPTS_PER_USER)) {
      kept.add(key);
      receiptIds.add(key.split("|")[1] ?? "");
    }
  for (const key of unique) {
    const kind = kindOf(key);
    if (RECEIPT_MARKS.includes(kind) && receiptIds.has(key.slice(kind.length + 1))) kept.add(key);
  }
  const expired = expireOldCards(unique, kept, liveMessage);
  return [...unique.filter((key) => kept.has(key)), ...expired.added];
}

/**
 * Keeps the keys of the MAX_LEDGER_CARDS cards applied last (by their latest key); each older card's keys
 * leave `kept` and the card gets one mark. Marks of deleted cards go; the newest MAX_EXPIRED_CARDS stay.
 */
function expireOldCards(
  unique: readonly string[],
  kept: Set<string>,
  liveMessage: (id: string) => boolean,
): { added: string[] } {
  const present = new Set(unique);
  const latest = new Map<string, number>();
  unique.forEach((key, i) => {
    const kind = kindOf(key);
    if (kept.has(key) && !SPECIAL.has(kind)) latest.set(kind, i);
  });
  const byAge = [...latest.entries()].sort((a, b) => a[1] - b[1]).map(([card]) => card);
  const old = new Set(byAge.slice(0, Math.max(0, byAge.length - MAX_LEDGER_CARDS)));
  for (const key of unique) if (old.has(kindOf(key))) kept.delete(key);
  const marks = [
    ...unique.filter((key) => kindOf(key) === EXPIRED_CARD),
    ...[...old].map(expiredCardKey).filter((key) => !present.has(key)),
  ].filter((key) => liveMessage(key.slice(EXPIRED_CARD.length + 1)));
  const keptMarks = new Set(marks.slice(-MAX_EXPIRED_CARDS));
  for (const key of unique) if (kindOf(key) === EXPIRED_CARD) kept.delete(key);
  for (const key of unique) if (keptMarks.has(key)) kept.add(key);
  return { added: [...keptMarks].filter((key) => !present.has(key)) };
}
