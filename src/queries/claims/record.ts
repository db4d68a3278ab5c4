/**
 * The GM's record of first claims (src/data/settings/claims-record.ts). Only GM query handlers call
 * `bind`, one at a time (gm-query.ts), so the first binding of a key stands and a card's own fields never
 * change it. Entries of deleted cards are dropped on each write; at most MAX_ENTRIES are kept.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { CLAIMS_SETTING } from "../../data/settings/claims-record.ts";
import { settings } from "../../documents/combat/world.ts";

export type ClaimKind = "targetTest" | "template";

const MAX_ENTRIES = 2000;

function entries(): string[] {
  return [...settings().get(SYSTEM_ID, CLAIMS_SETTING).entries];
}

/** The value first bound to (card, kind, key), or null. */
export function boundValue(cardId: string, kind: ClaimKind, key: string): string | null {
  const prefix = `${cardId}|${kind}|${key}|`;
  const found = entries().find((e) => e.startsWith(prefix));
  return found === undefined ? null : found.slice(prefix.length);
}

/** The card that first bound `key` of this kind (whatever its value), or null. */
export function boundCard(kind: ClaimKind, key: string): string | null {
  const middle = `|${kind}|${key}|`;
  const found = entries().find((e) => e.includes(middle));
  return found === undefined ? null : (found.split("|")[0] ?? null);
}

/** Records (card, kind, key) → value unless already bound; resolves once the setting is written. */
export async function bind(cardId: string, kind: ClaimKind, key: string, value: string): Promise<void> {
  if (boundValue(cardId, kind, key) !== null) return;
  const live = entries().filter((e) => game.messages?.has(e.split("|")[0] ?? "") === true);
  const all = [...live, `${cardId}|${kind}|${key}|${value}`].slice(-MAX_ENTRIES);
  await settings().set(SYSTEM_ID, CLAIMS_SETTING, { entries: all });
}
