/**
 * First claims, kept in THE GM's record (src/data/settings/gm-record.ts, `claims`). Only the GM binds,
 * through the record's one write chain (../gm-record.ts), so the first binding of a key stands and a card's
 * own fields never change it. Entries of deleted cards are dropped on each write. The
 * entries are bounded per requester, the author of the card they bind (an entry names its card, and only
 * the card's author applies it with a template or a target test), at most PER_AUTHOR each; past it that
 * author's own oldest entries go first, never another author's, so one player's cards cannot free a
 * template another player's card holds.
 */
import { readGmRecord } from "../../data/settings/gm-record.ts";
import { changeGmRecord } from "../gm-record.ts";

export type ClaimKind = "targetTest" | "template";

/** Entries kept per card author (each at most a card id, a kind, a key and a value: about 100 bytes). */
export const PER_AUTHOR = 250;

const cardOf = (entry: string) => entry.split("|")[0] ?? "";
function authorOf(cardId: string): string {
  // A card whose author's user was deleted has none at run time, whatever the declared type says.
  const message: { author?: { id: string | null } | null } | undefined = game.messages?.get(cardId);
  return message?.author?.id ?? "";
}

/** The entries with `added` last, the oldest of `added`'s author dropped past PER_AUTHOR. */
export function boundedClaims(
  entries: readonly string[],
  added: string,
  author: (cardId: string) => string,
): string[] {
  const by = author(cardOf(added));
  const own = entries.filter((e) => author(cardOf(e)) === by);
  const drop = new Set(own.slice(0, Math.max(0, own.length + 1 - PER_AUTHOR)));
  return [...entries.filter((e) => !drop.has(e)), added];
}

const valueIn = (entries: readonly string[], prefix: string) => {
  const found = entries.find((e) => e.startsWith(prefix));
  return found === undefined ? null : found.slice(prefix.length);
};

/** The value first bound to (card, kind, key), or null. */
export function boundValue(cardId: string, kind: ClaimKind, key: string): string | null {
  return valueIn(readGmRecord().claims, `${cardId}|${kind}|${key}|`);
}

/** The card that first bound `key` of this kind (whatever its value), or null. */
export function boundCard(kind: ClaimKind, key: string): string | null {
  const middle = `|${kind}|${key}|`;
  const found = readGmRecord().claims.find((e) => e.includes(middle));
  return found === undefined ? null : (found.split("|")[0] ?? null);
}

/** Records (card, kind, key) → value unless already bound; resolves once the setting is written. */
export function bind(cardId: string, kind: ClaimKind, key: string, value: string): Promise<void> {
  return changeGmRecord((record) => {
    if (valueIn(record.claims, `${cardId}|${kind}|${key}|`) !== null)
      return { next: null, result: undefined };
    const live = record.claims.filter((e) => game.messages?.has(cardOf(e)) === true);
    const claims = boundedClaims(live, `${cardId}|${kind}|${key}|${value}`, authorOf);
    return { next: { ...record, claims }, result: undefined };
  });
}
