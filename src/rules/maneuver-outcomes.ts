/**
 * The rolled maneuvers Grab / Escape Grab / Knockback / Claw Dirt (R-CB-14, R-CB-15) with their size limits
 * (R-CN-4), and the legality checks for Charge and opportunity attacks (R-CB-11). Offered through
 * `game.system.api.rules`; they load with the API, apart from the free strikes and Defend (./maneuvers.ts),
 * which the table uses from the start.
 */
import type { NetEdge } from "./power-roll.ts";
import { compareSizes, isSmaller, type CreatureSize } from "./size.ts";
import type { Tier } from "./types.ts";

/**
 * R-CN-4 / R-CB-14: a creature can grab (or Knockback) creatures of its size or smaller; with Might 2+
 * it can also grab larger creatures whose size value is no more than its Might (a 1L is size 1).
 */
export function canGrabSize(grabber: CreatureSize, target: CreatureSize, might: number): boolean {
  if (compareSizes(target, grabber) <= 0) return true;
  return might >= 2 && target.value <= might;
}

/** R-CB-14: Knockback uses the same size limit as Grab. */
export const canKnockbackSize = canGrabSize;

/** R-CB-14: Escape Grab has a bane when you are smaller than what grabs you. */
export function escapeGrabBanes(escaper: CreatureSize, grabber: CreatureSize): 0 | 1 {
  return isSmaller(escaper, grabber) ? 1 : 0;
}

/* ───────────── Rolled maneuvers (R-CB-14, R-CB-15) ───────────── */

/** R-CB-14 Grab: nothing / grabbed after the target's melee free strike against you / grabbed. */
export type GrabOutcome = "noEffect" | "grabbedAfterFreeStrike" | "grabbed";

export function grabOutcome(tier: Tier): GrabOutcome {
  return tier === 1 ? "noEffect" : tier === 2 ? "grabbedAfterFreeStrike" : "grabbed";
}

/** R-CB-14 Escape Grab: nothing / free after the grabber's melee free strike against you / free. */
export type EscapeGrabOutcome = "noEffect" | "escapedAfterFreeStrike" | "escaped";

export function escapeGrabOutcome(tier: Tier): EscapeGrabOutcome {
  return tier === 1 ? "noEffect" : tier === 2 ? "escapedAfterFreeStrike" : "escaped";
}

/** R-CB-14 Knockback: push 1 / 2 / 3. */
export function knockbackPush(tier: Tier): number {
  return tier;
}

export interface ClawDirtOutcome {
  /** Squares moved into, out of or through burrowable ground. */
  squares: number;
  /** Tier 2: the move also costs this turn's main action. */
  costsMainAction: boolean;
  /** Conditions on yourself until the end of the turn (EoT). */
  conditions: readonly ("slowed" | "weakened")[];
}

const CLAW_DIRT: Readonly<Record<Tier, ClawDirtOutcome>> = {
  1: Object.freeze({
    squares: 1,
    costsMainAction: false,
    conditions: Object.freeze(["slowed", "weakened"] as const),
  }),
  2: Object.freeze({ squares: 1, costsMainAction: true, conditions: Object.freeze(["slowed"] as const) }),
  3: Object.freeze({ squares: 1, costsMainAction: false, conditions: Object.freeze([] as const) }),
};

/** R-CB-15: Claw Dirt by tier. */
export function clawDirtOutcome(tier: Tier): ClawDirtOutcome {
  return CLAW_DIRT[tier];
}

/** R-CB-15: only creatures with speed 2+ and no burrow speed use Claw Dirt. */
export function canClawDirt(speed: number, canBurrow: boolean): boolean {
  return speed >= 2 && !canBurrow;
}

/* ───────────── Charge and opportunity attacks (R-CB-11) ───────────── */

/**
 * R-CB-10 Charge: a straight line up to speed that never crosses difficult terrain, never shifts, and
 * never climbs or swims unless the creature does so automatically at full speed.
 */
export function chargePathAllowed(path: {
  squares: number;
  speed: number;
  straightLine: boolean;
  crossesDifficultTerrain: boolean;
  shifts: boolean;
  climbsOrSwimsWithoutFullSpeed?: boolean;
}): boolean {
  return (
    path.squares <= path.speed &&
    path.straightLine &&
    !path.crossesDifficultTerrain &&
    !path.shifts &&
    path.climbsOrSwimsWithoutFullSpeed !== true
  );
}

/**
 * R-CB-11: an adjacent enemy that willingly moves out of adjacency without shifting or teleporting
 * provokes a melee free strike (a free triggered action). Not allowed when you have a bane or double
 * bane on power rolls against it — read as the net result after cancelling (R-PR-4) — or can't take
 * free triggered actions (dazed, surprised, …).
 */
export function opportunityAttackAllowed(input: {
  wasAdjacent: boolean;
  leavesAdjacency: boolean;
  willing: boolean;
  shifted: boolean;
  teleported: boolean;
  netEdgeAgainstTarget: NetEdge;
  canUseFreeTriggered?: boolean;
}): boolean {
  if (!input.wasAdjacent || !input.leavesAdjacency || !input.willing) return false;
  if (input.shifted || input.teleported) return false;
  if (input.netEdgeAgainstTarget === "bane" || input.netEdgeAgainstTarget === "doubleBane") return false;
  return input.canUseFreeTriggered !== false;
}
