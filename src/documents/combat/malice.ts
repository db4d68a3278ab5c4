/**
 * The Director's Malice pool (R-ML-1…R-ML-5). The amounts come from the rules engine; this module
 * reads and writes the GM-only world setting.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { maliceAtCombatStart, maliceForRound, spendMalice as spendFromPool } from "../../rules/index.ts";
import { SETTINGS } from "../../data/settings/keys.ts";
import type { MaliceData } from "../../data/settings/malice.ts";
import { isGM, settings } from "./world.ts";

export function readMalice(): MaliceData {
  const model = settings().get(SYSTEM_ID, SETTINGS.malice);
  return { value: model.value, maliciousStrikeRound: model.maliciousStrikeRound };
}

/** Only the GM writes Malice (R-ML-5); everyone else goes through the GM query. */
export async function writeMalice(data: MaliceData): Promise<void> {
  if (!isGM()) throw new Error("Malice is written by the GM only");
  await settings().set(SYSTEM_ID, SETTINGS.malice, { ...data, value: Math.max(0, data.value) });
}

/** R-ML-5: players see the pool only when the Director shows it. */
export function maliceVisibleTo(user: { isGM: boolean }): boolean {
  return user.isGM || settings().get(SYSTEM_ID, SETTINGS.maliceVisible);
}

/** R-ML-1 + R-ML-2 for round 1: the pool a combat starts with. Unspent Malice of an earlier fight is gone. */
export async function beginEncounterMalice(
  victories: readonly number[],
  livingHeroes: number,
): Promise<number> {
  const value = maliceAtCombatStart(victories) + maliceForRound(1, livingHeroes);
  await writeMalice({ value, maliciousStrikeRound: -1 });
  return value;
}

/** R-ML-2: the gain at the start of a later round, counting living heroes only. */
export async function gainRoundMalice(round: number, livingHeroes: number): Promise<number> {
  const current = readMalice();
  const value = current.value + maliceForRound(round, livingHeroes);
  await writeMalice({ ...current, value });
  return value;
}

export type SpendResult = { ok: true; value: number } | { ok: false; error: string };

/** Spends Malice for a monster ability or feature; never below zero (the rules refuse). */
export async function spendMalice(amount: number): Promise<SpendResult> {
  const current = readMalice();
  if (!Number.isInteger(amount) || amount < 0) return { ok: false, error: "STEELBOUND.Malice.Error.Invalid" };
  const result = spendFromPool(current.value, amount);
  if (!result.ok) return { ok: false, error: "STEELBOUND.Malice.Error.NotEnough" };
  await writeMalice({ ...current, value: result.malice });
  return { ok: true, value: result.malice };
}

/** R-ML-2: unspent Malice is lost at the end of the encounter. */
export async function loseMalice(): Promise<void> {
  await writeMalice({ value: 0, maliciousStrikeRound: -1 });
}
