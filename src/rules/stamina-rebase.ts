/**
 * A Stamina write that landed on a value its writer did not hold (Deliver 6). Foundry's server
 * stores each update as it comes, absolute values included, and has no compare-and-set: two clients that
 * computed from the same copy (a hit from the Director, a Recovery on the owner's sheet) would leave only
 * the later value. The writer knows what it computed from (`base`) and what it meant (`intent`); once it
 * sees what the server stored before its write (`before`), it can say what the value should be now: the
 * same change, made on what was really there.
 *  - damage: temporary Stamina first, then Stamina (R-ST-4);
 *  - healing: never above the maximum, never temporary Stamina (R-ST-4);
 *  - temporary Stamina gained: it does not stack, the higher stays (R-ST-4);
 *  - anything else (a typed number, a minion set to 0): each written field moves by what the writer moved it.
 * Pure.
 */
import { applyDamage, gainTemporaryStamina, healStamina } from "./damage.ts";
import type { StaminaState } from "./types.ts";

export interface StaminaReading {
  value: number;
  temporary: number;
}

export type StaminaIntent =
  | { kind: "damage"; amount: number }
  | { kind: "heal"; amount: number }
  | { kind: "temporary"; amount: number };

/** The fields a write set, as the server stored them. */
export interface StaminaWritten {
  value?: number | undefined;
  temporary?: number | undefined;
}

/** True when the write was made from what the server held: nothing to redo. */
export function sameReading(a: StaminaReading, b: StaminaReading): boolean {
  return a.value === b.value && a.temporary === b.temporary;
}

/** What the write should have left, made on `before` (the stored value it replaced). */
export function rebaseStamina(
  before: StaminaState,
  base: StaminaReading,
  written: StaminaWritten,
  intent: StaminaIntent | null,
): StaminaReading {
  if (intent?.kind === "damage") return pick(applyDamage(before, intent.amount));
  if (intent?.kind === "heal") return pick(healStamina(before, intent.amount));
  if (intent?.kind === "temporary") return pick(gainTemporaryStamina(before, intent.amount));
  const moved = (field: keyof StaminaReading) => {
    const to = written[field];
    return to === undefined ? before[field] : before[field] + (to - base[field]);
  };
  return { value: moved("value"), temporary: Math.max(0, moved("temporary")) };
}

function pick({ value, temporary }: StaminaState): StaminaReading {
  return { value, temporary };
}
