/**
 * Cards made before surges were paid when applied (R-AB-7). Builds before schema 4 debited a card's surges
 * when its owner clicked "surge" and counted them in `spent.surges`; the GM now debits them when the row is
 * applied. An old card with rows not yet applied would be debited twice, so the first time an active GM
 * opens the world on this build, each such row is recorded in the GM's ledger as paid already, and the apply
 * request charges nothing for it. The pass runs once per world (a ledger mark), so a card forged later with
 * `spent.surges` set is not believed.
 */
import { abilityUseOf } from "../chat/ability-use-message.ts";
import { foundryLedger, ledgerKey, MIGRATION, type Ledger } from "./ledger.ts";

const DONE = `${MIGRATION}|surgesPrepaid`;

interface CardMessage {
  readonly id: string | null;
  readonly system: unknown;
  readonly rolls: readonly unknown[];
}

/** The ledger keys of rows whose surges an old card already paid. */
export function prepaidSurgeKeys(messages: Iterable<CardMessage>): string[] {
  const keys: string[] = [];
  for (const message of messages) {
    const use = abilityUseOf({ system: message.system, rolls: message.rolls });
    if (use === null || message.id === null || use.data.spent.surges <= 0) continue;
    for (const row of use.data.targets)
      if (row.damageSurges > 0 || row.potencySurge)
        keys.push(ledgerKey(message.id, "surgesPrepaid", row.token));
  }
  return keys;
}

/** Records old cards' paid surges once per world; resolves to the number of rows recorded. */
export async function recordPrepaidSurges(
  ledger: Ledger = foundryLedger,
  messages: Iterable<CardMessage> = game.messages?.contents ?? [],
): Promise<number> {
  if (game.user?.isActiveGM !== true || ledger.has(DONE)) return 0;
  const keys = prepaidSurgeKeys(messages);
  await ledger.record([...keys, DONE]);
  return keys.length;
}
