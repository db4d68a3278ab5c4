/**
 * Standard free strikes (R-CB-13) and Defend (R-CB-10). The rolled maneuvers and the Charge and
 * opportunity-attack checks are in ./maneuver-outcomes.ts.
 */
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

/* ───────────── Defend (R-CB-10) ───────────── */

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
