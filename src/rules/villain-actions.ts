/**
 * Villain actions (R-CB-18): leaders and solos have exactly three (opener, crowd control, ultimate); each
 * once per encounter; at most one villain action per round across all creatures; only at the end of
 * another creature's turn. Any order is allowed (the numbering is a suggestion).
 */
import type { Organization } from "./types.ts";

export type VillainActionNumber = 1 | 2 | 3;

export const VILLAIN_ACTIONS: readonly VillainActionNumber[] = [1, 2, 3];

/** R-CB-18: only leaders and solos have villain actions. */
export function hasVillainActions(organization: Organization): boolean {
  return organization === "leader" || organization === "solo";
}

/** R-CB-18: a stat block's villain actions must be exactly 1, 2 and 3, once each. */
export function validVillainActionSet(numbers: readonly number[]): boolean {
  return numbers.length === VILLAIN_ACTIONS.length && VILLAIN_ACTIONS.every((n) => numbers.includes(n));
}

export interface VillainActionState {
  /** Current combat round (1-based). */
  round: number;
  /** Round in which the last villain action was used by any creature (null: none yet). */
  lastUsedRound: number | null;
  /** Villain actions already used this encounter, per creature id. */
  used: Readonly<Record<string, readonly VillainActionNumber[]>>;
}

export function startVillainActions(round = 1): VillainActionState {
  return { round, lastUsedRound: null, used: {} };
}

export interface VillainActionRequest {
  creatureId: string;
  organization: Organization;
  action: number;
  /** The creature whose turn just ended; null when it is not the end of a turn. */
  endOfTurnOf: string | null;
}

export type VillainActionRefusal = "notVillain" | "invalidAction" | "alreadyUsed" | "oncePerRound" | "timing";

export function canUseVillainAction(
  state: VillainActionState,
  request: VillainActionRequest,
): { ok: true } | { ok: false; reason: VillainActionRefusal } {
  if (!hasVillainActions(request.organization)) return { ok: false, reason: "notVillain" };
  if (!(VILLAIN_ACTIONS as readonly number[]).includes(request.action)) {
    return { ok: false, reason: "invalidAction" };
  }
  if ((state.used[request.creatureId] ?? []).some((n) => n === request.action)) {
    return { ok: false, reason: "alreadyUsed" };
  }
  if (state.lastUsedRound === state.round) return { ok: false, reason: "oncePerRound" };
  if (request.endOfTurnOf === null || request.endOfTurnOf === request.creatureId) {
    return { ok: false, reason: "timing" };
  }
  return { ok: true };
}

/** Records a villain action that {@link canUseVillainAction} allowed. */
export function useVillainAction(
  state: VillainActionState,
  creatureId: string,
  action: VillainActionNumber,
): VillainActionState {
  const previous = state.used[creatureId] ?? [];
  return {
    round: state.round,
    lastUsedRound: state.round,
    used: { ...state.used, [creatureId]: [...previous, action] },
  };
}

/** Advance to a new round: a new villain action becomes available. */
export function villainActionsNewRound(state: VillainActionState, round: number): VillainActionState {
  return { ...state, round };
}

/** Villain actions a creature still has this encounter. */
export function remainingVillainActions(
  state: VillainActionState,
  creatureId: string,
): VillainActionNumber[] {
  const used = state.used[creatureId] ?? [];
  return VILLAIN_ACTIONS.filter((n) => !used.includes(n));
}
