/**
 * Standard free strikes (R-CB-13), the rolled maneuvers Grab / Escape Grab / Knockback / Claw Dirt
 * (R-CB-14, R-CB-15) with their size limits (R-CN-4), and cheap legality checks for Charge, Defend
 * (R-CB-10) and opportunity attacks (R-CB-11).
 */
import type { NetEdge } from "./power-roll.ts";
import { compareSizes, isSmaller, type CreatureSize } from "./size.ts";
import type { Tier } from "./types.ts";

/* ───────────── Free strikes (R-CB-13) ───────────── */

export type FreeStrikeKind = "melee" | "ranged";

/** R-CB-13: damage before the characteristic, by tier. */
export const FREE_STRIKE_DAMAGE: Readonly<Record<FreeStrikeKind, Readonly<Record<Tier, number>>>> = {
  melee: { 1: 2, 2: 5, 3: 7 },
  ranged: { 1: 2, 2: 4, 3: 6 },
};
/** R-CB-13: melee 1, ranged 5. */
export const FREE_STRIKE_DISTANCE: Readonly<Record<FreeStrikeKind, number>> = { melee: 1, ranged: 5 };

/** R-CB-13: a hero's standard free strike: table value + the Might or Agility score the hero uses. */
export function freeStrikeDamage(kind: FreeStrikeKind, tier: Tier, mightOrAgility: number): number {
  return FREE_STRIKE_DAMAGE[kind][tier] + mightOrAgility;
}

/**
 * R-MO-2 (004 "クリーチャーのフリー・ストライク"): a Director's creature does not roll its free strike; it makes
 * either a melee free strike whose distance is melee 1 or its signature ability's melee distance, whichever is
 * higher, or a ranged free strike whose distance is ranged 5 or its signature's ranged distance, whichever is
 * higher. The two numbers are the R-CB-13 standard distances raised by the signature.
 *
 * Where the book is silent (our reading, kept in one place):
 * - a signature that is "Melee X or Ranged Y" gives both numbers; an area, self or special signature gives
 *   neither (the creature keeps melee 1 and ranged 5);
 * - with no signature ability at all, melee 1 and ranged 5;
 * - a creature with more than one signature ability: the first one (as its free strike's damage type is read).
 */
export interface SignatureDistance {
  /** The signature's distance kind: "melee", "ranged", "meleeRanged", or an area / self / special kind. */
  type: string;
  melee: number;
  ranged: number;
}

export function creatureFreeStrikeDistance(
  signature: SignatureDistance | null,
): Record<FreeStrikeKind, number> {
  const type = signature?.type ?? "";
  const melee = type === "melee" || type === "meleeRanged" ? (signature?.melee ?? 0) : 0;
  const ranged = type === "ranged" || type === "meleeRanged" ? (signature?.ranged ?? 0) : 0;
  return {
    melee: Math.max(FREE_STRIKE_DISTANCE.melee, melee),
    ranged: Math.max(FREE_STRIKE_DISTANCE.ranged, ranged),
  };
}

/* ───────────── Sizes for grabbing (R-CN-4; the size ladder itself is R-MV-13 in size.ts) ───────────── */

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

/* ───────────── Main actions and opportunity attacks (R-CB-10, R-CB-11) ───────────── */

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
 * R-CB-10 Defend: abilities against you get a double bane until the start of your next turn, tests to resist get
 * a double edge — but not while you are taunting another creature. 004 「防衛を行うクリーチャー」: a creature that
 * already used a main action this turn cannot Defend, even when it has more than one main action (a critical
 * hit's extra one included), and Defend is then its last main action of the turn.
 */
export function canDefend(input: { mainActionsUsed: number; isTauntingSomeone: boolean }): boolean {
  return input.mainActionsUsed <= 0 && !input.isTauntingSomeone;
}

/** R-CB-10: what Defend gives: banes on abilities against you, edges on your tests to resist. */
export const DEFEND_EFFECT = Object.freeze({ banesAgainstYou: 2, edgesToResist: 2 });

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
