/** Reads an `abilityUse` chat message (its system data and PowerRoll) into plain data. */
import { PowerRoll } from "../rolls/power-roll.ts";
import { AbilityUseModel } from "./ability-use-model.ts";
import type { AbilityUseData, RolledPower } from "./ability-use-data.ts";

/** The message's data, rolled or not (a "targetTest" card carries no roll of its own). */
export function abilityUseDataOf(message: { readonly system: unknown }): AbilityUseData | null {
  // The model's initialised data has exactly the AbilityUseData shape (same schema, docs/DATA.md).
  return message.system instanceof AbilityUseModel ? (message.system as unknown as AbilityUseData) : null;
}

/** A card whose tiers are each target's own test, with its data. */
export function targetTestUseOf(message: { readonly system: unknown }): AbilityUseData | null {
  const data = abilityUseDataOf(message);
  return data !== null && data.snapshot.roll === "targetTest" ? data : null;
}

/** The message's data and roll, when it is a complete ability-use message. */
export function abilityUseOf(message: {
  readonly system: unknown;
  readonly rolls: readonly unknown[];
}): { data: AbilityUseData; rolled: RolledPower } | null {
  if (!(message.system instanceof AbilityUseModel)) return null;
  const roll = message.rolls[0];
  if (!(roll instanceof PowerRoll)) return null;
  const dice = roll.naturalDice;
  if (dice === null) return null;
  const power = roll.power;
  // The model's initialised data has exactly the AbilityUseData shape (same schema, docs/DATA.md).
  const data = message.system as unknown as AbilityUseData;
  return {
    data,
    rolled: {
      dice,
      characteristicValue: power.characteristicValue,
      bonus: power.bonus,
      automaticTiers: power.automaticTiers,
      criticalAt: power.criticalAt,
    },
  };
}

/**
 * A "targetTest" card has no roll of the user's: each row's tier comes from that target's test, so the
 * dice it is read with never reach a tested row (src/rules/ability-outcome.ts targetOutcome).
 */
export const NO_ROLL: RolledPower = { dice: [1, 1], characteristicValue: 0, bonus: 0, automaticTiers: [] };

/** Any card with tiers: a rolled one with its roll, or a target-test or free-strike one with NO_ROLL. */
export function tieredUseOf(message: {
  readonly system: unknown;
  readonly rolls: readonly unknown[];
}): { data: AbilityUseData; rolled: RolledPower } | null {
  const tested = targetTestUseOf(message);
  if (tested !== null) return { data: tested, rolled: NO_ROLL };
  // A free strike rolls nothing: every tier of its card is the same damage.
  const data = abilityUseDataOf(message);
  return data?.freeStrike === true ? { data, rolled: NO_ROLL } : abilityUseOf(message);
}
