/**
 * init: keeps the GM's ledger (src/queries/ledger.ts) bounded between writes. When a chat card
 * is deleted its keys go (v13 ChatLog's "clear" deletes every message, each firing deleteChatMessage, so
 * prunes are coalesced); when an encounter ends (the Combat is deleted) Malice receipts go too. Only the
 * active GM prunes, as a turn of its GM queue, so a prune never races a request's own ledger write.
 */
import { pruneLedger } from "../queries/ledger.ts";
import { inGmQueue } from "../documents/gm-channel/request-gm.ts";

let waiting: { encounterEnded: boolean } | null = null;

function schedule(encounterEnded: boolean): void {
  if (waiting !== null) {
    waiting.encounterEnded ||= encounterEnded;
    return;
  }
  const next = { encounterEnded };
  waiting = next;
  const turn = inGmQueue(async () => {
    waiting = null;
    return pruneLedger(next);
  });
  if (turn === null) waiting = null;
  else
    turn.catch((error: unknown) => {
      console.warn("steelbound | ledger prune failed", error);
    });
}

export function registerLedgerPruning(): void {
  Hooks.on("deleteChatMessage", () => {
    schedule(false);
  });
  Hooks.on("deleteCombat", () => {
    schedule(true);
  });
}
