/** Registers Steelbound's Roll classes so chat messages restore them by class name after a reload. */
import { PowerRoll } from "../rolls/power-roll.ts";

export const ROLL_CLASSES = [PowerRoll] as const;

export function registerRolls(): void {
  for (const cls of ROLL_CLASSES) if (!CONFIG.Dice.rolls.includes(cls)) CONFIG.Dice.rolls.push(cls);
}
