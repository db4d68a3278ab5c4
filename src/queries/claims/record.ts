/**
 * First claims, kept in THE GM's record (src/data/settings/gm-record.ts, `claims`). Only the GM binds,
 * through the record's one write chain (../gm-record.ts), so the first binding of a key stands and a card's
 * own fields never change it. Entries of deleted cards are dropped on each write; at most MAX_ENTRIES are kept.
 */
import { readGmRecord } from "../../data/settings/gm-record.ts";
import { changeGmRecord } from "../gm-record.ts";

export type ClaimKind = "targetTest" | "template";

const MAX_ENTRIES = 2000;

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
    const live = record.claims.filter((e) => game.messages?.has(e.split("|")[0] ?? "") === true);
    const claims = [...live, `${cardId}|${kind}|${key}|${value}`].slice(-MAX_ENTRIES);
    return { next: { ...record, claims }, result: undefined };
  });
}
