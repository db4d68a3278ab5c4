/**
 * Exactly once (issue 11): what the GM has applied, per card, part and target, kept in the GM-only world
 * setting `steelbound.ledger` (src/data/settings/ledger.ts). Only GM query handlers write it, and they run
 * one at a time (gm-query.ts), so a replay, a double click, a second client or a card whose author reset
 * its `applied` marks is refused by what is recorded here, never by what the card says.
 */
import { SYSTEM_ID } from "../constants.ts";
import { LEDGER_SETTING } from "../data/settings/ledger.ts";
import { settings } from "../documents/combat/world.ts";

/** What one key records as applied. */
export type LedgerPart = "damage" | "conditions" | "forcedMove" | "refund" | "succeedSave" | "rerollTest";

/** `<messageId>|<part>|<target token UUID, or "" for a part of the whole card>`. */
export function ledgerKey(messageId: string, part: LedgerPart, target = ""): string {
  return `${messageId}|${part}|${target}`;
}

export interface Ledger {
  has(key: string): boolean;
  /** Records keys as applied; resolves once the GM's client holds them. */
  record(keys: readonly string[]): Promise<void>;
}

/** A ledger kept in memory (stand-in worlds of unit tests). */
export function memoryLedger(recorded: readonly string[] = []): Ledger {
  const keys = new Set<string>(recorded);
  return {
    has: (key) => keys.has(key),
    record: async (added) => {
      for (const key of added) keys.add(key);
      return Promise.resolve();
    },
  };
}

function entries(): string[] {
  return [...settings().get(SYSTEM_ID, LEDGER_SETTING).entries];
}

/**
 * The live ledger. Keys of cards that were deleted since are dropped on each write, so the setting
 * holds only what is still on the chat log (a deleted card can no longer be applied anyway).
 */
export const foundryLedger: Ledger = {
  has: (key) => entries().includes(key),
  async record(added) {
    if (added.length === 0) return;
    const kept = entries().filter((key) => game.messages?.has(key.split("|")[0] ?? "") === true);
    await settings().set(SYSTEM_ID, LEDGER_SETTING, { entries: [...new Set([...kept, ...added])] });
  },
};
