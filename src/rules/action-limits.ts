/**
 * What a creature may still do this turn: dazed (R-CN-2), one triggered action per round (R-CB-7),
 * and which action types can crit (R-PR-9 lives in power-roll). Pure: the caller tracks what was used.
 */
import type { ActionType } from "./types.ts";

export type ActionRefusal = "dazedOneAction" | "dazedNoTriggered" | "triggeredUsed";

/** The action types that use up the turn's main action, maneuver or move action. */
const TURN_ACTIONS: readonly ActionType[] = ["main", "maneuver", "move"];

export interface ActionState {
  dazed: boolean;
  /** Main actions, maneuvers and move actions already taken this turn. */
  turnActionsUsed: number;
  /** A triggered action was already used this round. */
  triggeredUsedThisRound: boolean;
}

/** Null when allowed, otherwise why not. */
export function actionRefusal(action: ActionType, state: ActionState): ActionRefusal | null {
  if (state.dazed) {
    // R-CN-2: only one of main action / maneuver / move action; no triggered, free triggered or free maneuvers.
    if (action === "triggered" || action === "freeTriggered" || action === "freeManeuver")
      return "dazedNoTriggered";
    if (TURN_ACTIONS.includes(action) && state.turnActionsUsed >= 1) return "dazedOneAction";
  }
  // R-CB-7: one triggered action per round.
  if (action === "triggered" && state.triggeredUsedThisRound) return "triggeredUsed";
  return null;
}
