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

/**
 * A Malice payment the GM made for a creature a player controls (R-ML-5): the card of that use names it by
 * id, so a refund (R-AB-6) gives back what the GM took, never what the card says was paid.
 */
export interface MaliceReceipt {
  id: string;
  actorUuid: string;
  abilityUuid: string;
  malice: number;
  spendTimes: number;
}

const RECEIPT = "receipt";
const RECEIPT_REFUNDED = "receiptRefunded";
/** Receipts outlive their cards' keys; the newest this many are kept (far more than one session pays). */
const MAX_RECEIPTS = 500;

export function receiptKey(receipt: MaliceReceipt): string {
  const { id, actorUuid, abilityUuid, malice, spendTimes } = receipt;
  return [RECEIPT, id, actorUuid, abilityUuid, malice, spendTimes].join("|");
}

/** The key recording that a receipt's Malice came back (two cards naming one receipt refund once). */
export function receiptRefundedKey(id: string): string {
  return `${RECEIPT_REFUNDED}|${id}`;
}

function readReceipt(keys: Iterable<string>, id: string): MaliceReceipt | null {
  for (const key of keys) {
    const [kind, keyId, actorUuid, abilityUuid, malice, spendTimes] = key.split("|");
    if (kind !== RECEIPT || keyId !== id || actorUuid === undefined || abilityUuid === undefined) continue;
    return { id, actorUuid, abilityUuid, malice: Number(malice), spendTimes: Number(spendTimes) };
  }
  return null;
}

const isReceipt = (key: string) => key.startsWith(`${RECEIPT}|`) || key.startsWith(`${RECEIPT_REFUNDED}|`);

export interface Ledger {
  has(key: string): boolean;
  /** The GM's receipt with this id, or null. */
  receipt(id: string): MaliceReceipt | null;
  /** Records keys as applied; resolves once the GM's client holds them. */
  record(keys: readonly string[]): Promise<void>;
}

/** A ledger kept in memory (stand-in worlds of unit tests). */
export function memoryLedger(recorded: readonly string[] = []): Ledger {
  const keys = new Set<string>(recorded);
  return {
    has: (key) => keys.has(key),
    receipt: (id) => readReceipt(keys, id),
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
 * holds only what is still on the chat log (a deleted card can no longer be applied anyway); receipts
 * are kept, the newest MAX_RECEIPTS of them.
 */
export const foundryLedger: Ledger = {
  has: (key) => entries().includes(key),
  receipt: (id) => readReceipt(entries(), id),
  async record(added) {
    if (added.length === 0) return;
    const all = [...new Set([...entries(), ...added])];
    const receipts = all.filter(isReceipt).slice(-MAX_RECEIPTS);
    const live = all.filter((key) => !isReceipt(key) && game.messages?.has(key.split("|")[0] ?? "") === true);
    await settings().set(SYSTEM_ID, LEDGER_SETTING, { entries: [...live, ...receipts] });
  },
};
