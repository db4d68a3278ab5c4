/**
 * Stamina thresholds and recoveries (R-ST-1…R-ST-4, R-RC-1, R-RC-2, R-RT-4). The respite (R-VX-2) lives in
 * hero-tokens.ts.
 * Pure: every function returns a new state.
 */
import { healStamina } from "./damage.ts";
import type { StaminaState } from "./types.ts";

export type StaminaCondition = "healthy" | "winded" | "dying" | "dead";

/** Heroes and retainers (R-RT-4) can be dying; Director creatures die at 0 (R-ST-3). */
export type StaminaKind = "hero" | "retainer" | "director";

export interface RecoveriesState {
  value: number;
  max: number;
}

/** R-ST-1: half of max stamina, rounded down (R-PR-11). Temporary stamina never counts (R-ST-4). */
export function windedValue(max: number): number {
  return Math.floor(Math.max(0, max) / 2);
}

/** R-RC-1: a third of max stamina, rounded down. */
export function recoveryValue(max: number): number {
  return Math.floor(Math.max(0, max) / 3);
}

/**
 * R-ST-1…R-ST-3. `minion` (R-MN-2): minions are never winded — a Director creature that is a minion
 * is either "healthy" or "dead".
 */
export function staminaCondition(
  kind: StaminaKind,
  value: number,
  max: number,
  options: { minion?: boolean } = {},
): StaminaCondition {
  const winded = windedValue(max);
  if (kind === "director") {
    if (value <= 0) return "dead";
    if (options.minion === true) return "healthy";
    return value <= winded ? "winded" : "healthy";
  }
  // R-ST-2 / R-RT-4: dead at −(winded value) or below, dying at 0 or below.
  if (value <= -winded) return "dead";
  if (value <= 0) return "dying";
  return value <= winded ? "winded" : "healthy";
}

/** R-ST-2: a hero or retainer at 0 stamina or below is dying (or dead). */
export function isDyingOrDead(kind: StaminaKind, value: number, max: number): boolean {
  const condition = staminaCondition(kind, value, max);
  return condition === "dying" || condition === "dead";
}

export type RecoveryRefusal = "noRecoveries" | "dying" | "dead";
export type RecoveryResult =
  | { ok: true; stamina: StaminaState; recoveries: RecoveriesState; regained: number }
  | { ok: false; reason: RecoveryRefusal };

/**
 * R-RC-1: spend one recovery and regain the recovery value (+ `bonus`, for effects that add "a small
 * bonus"). This is the "someone makes you spend a recovery" path (Heal, class abilities), which is allowed
 * while dying; only a dead creature cannot.
 */
export function spendRecovery(
  kind: Exclude<StaminaKind, "director">,
  stamina: StaminaState,
  recoveries: RecoveriesState,
  bonus = 0,
): RecoveryResult {
  if (staminaCondition(kind, stamina.value, stamina.max) === "dead") return { ok: false, reason: "dead" };
  if (recoveries.value <= 0) return { ok: false, reason: "noRecoveries" };
  const next = healStamina(stamina, recoveryValue(stamina.max) + bonus);
  return {
    ok: true,
    stamina: next,
    recoveries: { value: recoveries.value - 1, max: recoveries.max },
    regained: next.value - stamina.value,
  };
}

/**
 * R-RC-1 Catch Breath maneuver. R-ST-2: not usable while dying in combat (others can still make you spend
 * a recovery through {@link spendRecovery}); outside combat recoveries are spent freely, dying or not.
 */
export function catchBreath(
  kind: Exclude<StaminaKind, "director">,
  stamina: StaminaState,
  recoveries: RecoveriesState,
  inCombat: boolean,
): RecoveryResult {
  const condition = staminaCondition(kind, stamina.value, stamina.max);
  if (inCombat && condition === "dying") return { ok: false, reason: "dying" };
  return spendRecovery(kind, stamina, recoveries);
}

/**
 * R-RC-2: Director creatures have no recoveries; an effect that would make one spend a recovery heals
 * floor(max / 3) instead. A dead creature stays dead (R-ST-3).
 */
export function spendRecoveryDirector(stamina: StaminaState): StaminaState {
  if (stamina.value <= 0) return { ...stamina };
  return healStamina(stamina, recoveryValue(stamina.max));
}

/** R-ST-4: temporary stamina is lost at the end of the encounter. */
export function endEncounterStamina(stamina: StaminaState): StaminaState {
  return { value: stamina.value, max: stamina.max, temporary: 0 };
}

/**
 * R-ST-3: a creature knocked out instead of killed dies if it takes any damage while unconscious
 * (`damageTaken` is after immunity).
 */
export function diesWhileKnockedOut(damageTaken: number): boolean {
  return damageTaken > 0;
}

/**
 * R-ST-3: an unconscious creature nobody wakes comes to after an hour — a Director creature with 1 stamina,
 * a hero by spending a recovery (with none left, not before a respite: `null`).
 */
export function wakeAfterAnHour(
  kind: StaminaKind,
  stamina: StaminaState,
  recoveries: RecoveriesState = { value: 0, max: 0 },
): { stamina: StaminaState; recoveries: RecoveriesState } | null {
  if (kind === "director") return { stamina: { ...stamina, value: Math.max(stamina.value, 1) }, recoveries };
  const spent = spendRecovery(kind, stamina, recoveries);
  return spent.ok ? { stamina: spent.stamina, recoveries: spent.recoveries } : null;
}

/** R-RT-4: retainers start with 6 recoveries. */
export const RETAINER_RECOVERIES = 6;
