/**
 * The Director's Malice pool (R-ML-1…R-ML-5). The amounts come from the rules engine; this module
 * reads and writes the GM-only world setting.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { maliceAtCombatStart, maliceForRound, spendMalice as spendFromPool } from "../../rules/index.ts";
import { SETTINGS } from "../../data/settings/keys.ts";
import type { MaliceData } from "../../data/settings/malice.ts";
import { readGmRecord } from "../../data/settings/gm-record.ts";
import { isGM, settings } from "./world.ts";
import { announce, HOOKS } from "../api-hooks.ts";

export function readMalice(): MaliceData {
  const model = settings().get(SYSTEM_ID, SETTINGS.malice);
  return { value: model.value, maliciousStrikeRound: model.maliciousStrikeRound };
}

/** Only the GM writes Malice (R-ML-5); everyone else goes through the GM query. */
export async function writeMalice(data: MaliceData): Promise<void> {
  if (!isGM()) throw new Error("Malice is written by the GM only");
  await settings().set(SYSTEM_ID, SETTINGS.malice, { ...data, value: Math.max(0, data.value) });
}

// The last Malice change queued: every read-then-write of the pool waits for the one before.
let pending: Promise<unknown> = Promise.resolve();

/**
 * THE writer of the Malice pool: reads the pool once the previous change has landed, then writes what
 * `change` makes of it (null: write nothing). The round's gain (SteelCombat#nextRound, outside the GM
 * query) and a player's spend (inside it) both come here, so neither is written over a stale read: the
 * setting write resolves only after the GM's client stored the new value (v13 client/helpers/
 * client-settings.mjs ClientSettings#set awaits the Setting document's update or create).
 */
export function changeMalice<T>(
  change: (current: MaliceData) => { write: MaliceData | null; result: T },
): Promise<T> {
  const turn = pending.then(async () => {
    const { write, result } = change(readMalice());
    if (write !== null) await writeMalice(write);
    return result;
  });
  pending = turn.catch(() => undefined);
  return turn;
}

/** R-ML-5: players see the pool only when the Director shows it. */
export function maliceVisibleTo(user: { isGM: boolean }): boolean {
  return user.isGM || settings().get(SYSTEM_ID, SETTINGS.maliceVisible);
}

/**
 * (R-ML-1): the victories the Director's starting Malice counts for a hero — what a GM last wrote on
 * it (or its own respite set to 0), kept in THE GM's record (src/queries/granted-victories.ts), never the
 * hero's own field, which its player may write. A hero no GM has given victories counts 0. A token's
 * synthetic hero is its world actor's (the same id, v13 client/documents/token.mjs TokenDocument#actor).
 */
export function grantedVictories(hero: {
  readonly uuid: string;
  readonly id: string | null;
  readonly isToken: boolean;
}): number {
  const uuid = hero.isToken && hero.id !== null ? `Actor.${hero.id}` : hero.uuid;
  return readGmRecord().victories[uuid] ?? 0;
}

/** R-ML-1 + R-ML-2 for round 1: the pool a combat starts with. Unspent Malice of an earlier fight is gone. */
export async function beginEncounterMalice(
  victories: readonly number[],
  livingHeroes: number,
): Promise<number> {
  const value = maliceAtCombatStart(victories) + maliceForRound(1, livingHeroes);
  return changeMalice(() => ({ write: { value, maliciousStrikeRound: -1 }, result: value }));
}

/** R-ML-2: the gain at the start of a later round, counting living heroes only. */
export async function gainRoundMalice(round: number, livingHeroes: number): Promise<number> {
  return changeMalice((current) => {
    const value = current.value + maliceForRound(round, livingHeroes);
    return { write: { ...current, value }, result: value };
  });
}

export type SpendResult = { ok: true; value: number } | { ok: false; error: string };

/** Spends Malice for a monster ability or feature; never below zero (the rules refuse). */
export async function spendMalice(amount: number): Promise<SpendResult> {
  if (!Number.isInteger(amount) || amount < 0) return { ok: false, error: "STEELBOUND.Malice.Error.Invalid" };
  return changeMalice<SpendResult>((current) => {
    const result = spendFromPool(current.value, amount);
    if (!result.ok) return { write: null, result: { ok: false, error: "STEELBOUND.Malice.Error.NotEnough" } };
    return { write: { ...current, value: result.malice }, result: { ok: true, value: result.malice } };
  });
}

/** R-AB-6: Malice given back; resolves to the new pool. */
export async function gainMalice(amount: number): Promise<number> {
  return changeMalice((current) => {
    const value = current.value + amount;
    return { write: { ...current, value }, result: value };
  });
}

/** R-ML-2: unspent Malice is lost at the end of the encounter. */
export async function loseMalice(): Promise<void> {
  await changeMalice(() => ({ write: { value: 0, maliciousStrikeRound: -1 }, result: null }));
}

/**
 * The pool this client last saw (docs/API.md `steelbound.maliceChange`), by its `game` (one per client; a
 * simulated table runs several clients on one copy of this module).
 */
const seenMalice = new WeakMap<object, number>();

/** Remembers the pool as the world starts, so the first change names what it was. */
export function seeMalice(): void {
  seenMalice.set(game, readMalice().value);
}

/**
 * docs/API.md: the stored pool changed (the setting's onChange, on every client, v13 client/documents/
 * setting.mjs Setting#_onUpdate → the registered `onChange`): `steelbound.maliceChange` on the clients that
 * may see the pool (R-ML-5: the GM, players only while the Director shows it).
 */
export function announceMaliceChange(): void {
  const value = readMalice().value;
  const previous = seenMalice.get(game) ?? value;
  seenMalice.set(game, value);
  if (value === previous) return;
  const user = game.user;
  if (!user || !maliceVisibleTo(user)) return;
  announce(HOOKS.maliceChange, { value, previous });
}
