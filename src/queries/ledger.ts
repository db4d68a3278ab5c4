/**
 * Exactly once: what the GM has applied, per card, part and target, kept in the GM-only world
 * setting `steelbound.ledger` (src/data/settings/ledger.ts). Only GM query handlers write it, and they run
 * one at a time (gm-query.ts), so a replay, a double click, a second client or a card whose author reset
 * its `applied` marks is refused by what is recorded here, never by what the card says.
 */
import { SYSTEM_ID } from "../constants.ts";
import { LEDGER_SETTING } from "../data/settings/ledger.ts";
import { settings } from "../documents/combat/world.ts";
import {
  boundEntries,
  heldIn,
  HERO_COMPANION,
  RECEIPT,
  RECEIPT_HEALED,
  RECEIPT_REFUNDED,
} from "./ledger-bounds.ts";

export { MIGRATION } from "./ledger-bounds.ts";

/** What one key records as applied. */
export type LedgerPart =
  | "damage"
  | "conditions"
  | "forcedMove"
  | "refund"
  | "succeedSave"
  | "rerollTest"
  /** A hero's offer to spend 2 hero tokens after damage dropped it (R-HT-2, src/chat/drop-offer.ts). */
  | "dropOffer"
  /** A row whose surges were paid when clicked, by builds before surges were paid at apply. */
  | "surgesPrepaid"
  /** A card's amount given as healing from its right-click menu. */
  | "healing"
  /** The creatures a summoning card placed (./summon/request.ts). */
  | "summon"
  /** R-CB-9: the Director's decision on a Hide card (./hiding/hide.ts). */
  | "hideDecision"
  /** R-CB-9: a test message used as a Search's total (./hiding/search.ts). */
  | "search"
  /** Seed 004: the card's user regained Stamina from its damage (./apply-results/user-heal.ts), once a use. */
  | "healFromDamage";

/** `<messageId>|<part>|<target token UUID, or "" for a part of the whole card>`. */
export function ledgerKey(messageId: string, part: LedgerPart, target = ""): string {
  return `${messageId}|${part}|${target}`;
}

/**
 * A Malice payment the GM made for a creature a player controls (R-ML-5): the card of that use names it by
 * id, so a refund (R-AB-6) gives back what the GM took, never what the card says was paid. `userId` is the
 * requester who paid: receipts are bounded per user, so one player's many spends never evict
 * another's. Receipts written before it was recorded read as user "" (./ledger-bounds.ts).
 */
export interface MaliceReceipt {
  id: string;
  actorUuid: string;
  abilityUuid: string;
  malice: number;
  spendTimes: number;
  userId?: string;
}

export function receiptKey(receipt: MaliceReceipt): string {
  const { id, actorUuid, abilityUuid, malice, spendTimes, userId = "" } = receipt;
  return [RECEIPT, id, actorUuid, abilityUuid, malice, spendTimes, userId].join("|");
}

/** The key recording that a receipt proved a spend-gated heal (two cards naming one receipt heal once). */
export function receiptHealedKey(id: string): string {
  return `${RECEIPT_HEALED}|${id}`;
}

/** The key recording that a receipt's Malice came back (two cards naming one receipt refund once). */
export function receiptRefundedKey(id: string): string {
  return `${RECEIPT_REFUNDED}|${id}`;
}

/** The mark that the GM made the companion `companionId` for the hero `heroId` (./hero-companion/create.ts). */
export function heroCompanionKey(heroId: string, companionId: string): string {
  return `${HERO_COMPANION}|${heroId}|${companionId}`;
}

/** The companions the GM made for the hero `heroId`, by id, as the ledger's keys record them. */
export function companionsMadeFor(keys: Iterable<string>, heroId: string): string[] {
  const made: string[] = [];
  for (const key of keys) {
    const [kind, hero, companion] = key.split("|");
    if (kind === HERO_COMPANION && hero === heroId && companion) made.push(companion);
  }
  return made;
}

function readReceipt(keys: Iterable<string>, id: string): MaliceReceipt | null {
  for (const key of keys) {
    const [kind, keyId, actorUuid, abilityUuid, malice, spendTimes, userId = ""] = key.split("|");
    if (kind !== RECEIPT || keyId !== id || actorUuid === undefined || abilityUuid === undefined) continue;
    return { id, actorUuid, abilityUuid, malice: Number(malice), spendTimes: Number(spendTimes), userId };
  }
  return null;
}

export interface Ledger {
  /** The key was recorded, or (a card's key) its card expired whole (./ledger-bounds.ts). */
  has(key: string): boolean;
  /** The GM's receipt with this id, or null. */
  receipt(id: string): MaliceReceipt | null;
  /** Records keys as applied; resolves once the GM's client holds them. */
  record(keys: readonly string[]): Promise<void>;
  /** Removes keys recorded for writes the server then refused (../apply-results/request.ts commitApply). */
  forget(keys: readonly string[]): Promise<void>;
}

/**
 * A ledger kept in memory (stand-in worlds of unit tests), bounded as the live one is; `liveMessage`
 * says which cards still exist (all, unless told).
 */
export function memoryLedger(
  recorded: readonly string[] = [],
  liveMessage: (id: string) => boolean = () => true,
): Ledger & { readonly entries: readonly string[] } {
  let keys: string[] = [...recorded];
  return {
    get entries() {
      return keys;
    },
    has: (key) => heldIn(keys, key),
    receipt: (id) => readReceipt(keys, id),
    record: async (added) => {
      if (added.length > 0) keys = boundEntries([...keys, ...added], liveMessage);
      return Promise.resolve();
    },
    forget: async (dropped) => {
      keys = keys.filter((k) => !dropped.includes(k));
      return Promise.resolve();
    },
  };
}

function entries(): string[] {
  return [...settings().get(SYSTEM_ID, LEDGER_SETTING).entries];
}

const liveMessage = (id: string) => game.messages?.has(id) === true;

/**
 * The live ledger, bounded on each write (./ledger-bounds.ts): keys of deleted cards are dropped (a
 * deleted card can no longer be applied anyway), receipts are kept per user, the newest of each.
 */
export const foundryLedger: Ledger & { companionsMadeFor(heroId: string): string[] } = {
  companionsMadeFor: (heroId) => companionsMadeFor(entries(), heroId),
  has: (key) => heldIn(entries(), key),
  receipt: (id) => readReceipt(entries(), id),
  async record(added) {
    if (added.length === 0) return;
    await settings().set(SYSTEM_ID, LEDGER_SETTING, {
      entries: boundEntries([...entries(), ...added], liveMessage),
    });
  },
  async forget(dropped) {
    const kept = entries().filter((k) => !dropped.includes(k));
    if (kept.length < entries().length) await settings().set(SYSTEM_ID, LEDGER_SETTING, { entries: kept });
  },
};

/**
 * Prunes the live ledger without recording anything (the active GM, when a card is deleted or an
 * encounter ends): `encounterEnded` also drops Malice receipts, since an encounter's Malice is spent
 * and refunded within it (R-ML-1, R-AB-6). Writes only when something was dropped.
 */
export async function pruneLedger({ encounterEnded = false } = {}): Promise<number> {
  const before = entries();
  const after = boundEntries(before, liveMessage, { dropReceipts: encounterEnded });
  if (after.length === before.length) return 0;
  await settings().set(SYSTEM_ID, LEDGER_SETTING, { entries: after });
  return before.length - after.length;
}
