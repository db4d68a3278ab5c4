/** Reads the roll dialog's submitted form (flat `FormDataExtended#object`) into typed choices. */
import { CHARACTERISTICS, DAMAGE_TYPES } from "../../rules/types.ts";
import type { Tier } from "../../rules/index.ts";
import { NO_CHOICE, type RollDialogResult } from "../../documents/roll-prompt.ts";

function int(value: unknown, min: number, max: number): number {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.trunc(n))) : 0;
}

function tier(value: unknown): Tier | null {
  const n = Number(value);
  return n === 1 || n === 2 || n === 3 ? n : null;
}

export function readRollDialogForm(
  form: Readonly<Record<string, unknown>>,
  targetCount: number,
): RollDialogResult {
  const characteristic = CHARACTERISTICS.find((c) => c === form["characteristic"]) ?? null;
  const difficulty =
    form["difficulty"] === "easy" || form["difficulty"] === "hard" ? form["difficulty"] : "medium";
  const targets = Array.from({ length: Math.max(1, targetCount) }, (_, i) => {
    const key = (name: string) => form[`targets.${i}.${name}`];
    return {
      ...NO_CHOICE,
      flanked: key("flanked") === true,
      cover: key("cover") === true,
      concealed: key("concealed") === true,
      aided: key("aided") === true,
      extraEdges: int(key("extraEdges"), 0, 2),
      extraBanes: int(key("extraBanes"), 0, 2),
      bonus: int(key("bonus"), -99, 99),
      downgradeTo: tier(key("downgradeTo")),
    };
  });
  return {
    characteristic,
    bonus: int(form["bonus"], -99, 99),
    rollMode: typeof form["rollMode"] === "string" ? form["rollMode"] : "publicroll",
    targets,
    skill: typeof form["skill"] === "string" ? form["skill"] : "",
    difficulty,
    spendTimes: int(form["spendTimes"], 0, 99),
    damageType: DAMAGE_TYPES.find((t) => t === form["damageType"]) ?? null,
  };
}
