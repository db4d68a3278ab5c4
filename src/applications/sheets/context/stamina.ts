/** The stamina bar: display proportions only; the winded value and condition come from derived data. */
import type { StaminaCondition, StaminaData } from "./system-data.ts";
import { keyPart } from "../../../i18n.ts";

export interface StaminaBar {
  value: number;
  max: number;
  temporary: number;
  winded: number;
  /** Width of the filled part, 0–100. */
  fillPercent: number;
  /** Position of the winded marker, 0–100. */
  windedPercent: number;
  condition: StaminaCondition;
  conditionKey: string;
  /** True when the condition deserves a badge (anything but healthy). */
  flagged: boolean;
  /** Minions are never winded (R-MN-2), so their bar has no marker. */
  showWinded: boolean;
}

function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round(Math.min(1, Math.max(0, part / whole)) * 1000) / 10;
}

export function staminaBar(stamina: StaminaData, options: { minion?: boolean } = {}): StaminaBar {
  return {
    value: stamina.value,
    max: stamina.max,
    temporary: stamina.temporary,
    winded: stamina.winded,
    fillPercent: percentOf(stamina.value, stamina.max),
    windedPercent: percentOf(stamina.winded, stamina.max),
    condition: stamina.condition,
    conditionKey: `STEELBOUND.Stamina.Condition.${keyPart(stamina.condition)}`,
    flagged: stamina.condition !== "healthy",
    showWinded: options.minion !== true,
  };
}
