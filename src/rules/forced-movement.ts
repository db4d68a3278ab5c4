/**
 * Movement on the square grid and forced movement (R-MV-1, R-MV-3, R-MV-5, R-MV-7…R-MV-10).
 * Squares are integer grid coordinates; distance is Chebyshev (R-MV-1: every adjacent square, diagonals
 * included, costs 1 — "no Pythagoras on this grid").
 */
import { compareSizes, type CreatureSize } from "./size.ts";
import type { ObjectMaterial } from "./damage.ts";

export interface GridSquare {
  x: number;
  y: number;
}

export type ForcedMovementKind = "push" | "pull" | "slide";

/**
 * R-MV-8, R-MV-9: +1 for a melee weapon ability against a smaller target, then stability (never below 0)
 * reduces the distance, never below 0. Returns the most squares the target can be moved once it uses its
 * full stability (using it is the target's option; the mover may always move fewer squares).
 */
export function forcedMovementDistance(input: {
  distance: number;
  stability: number;
  meleeWeaponVsSmaller?: boolean;
}): number {
  // No forced movement at all gets no R-MV-9 bonus either.
  if (input.distance <= 0) return 0;
  const bonus = input.meleeWeaponVsSmaller === true ? 1 : 0;
  return Math.max(0, input.distance + bonus - Math.max(0, input.stability));
}

/** R-MV-9: the +1 applies only to a melee weapon ability against a strictly smaller target. */
export function bigVersusLittle(mover: CreatureSize, target: CreatureSize, meleeWeapon: boolean): boolean {
  return meleeWeapon && compareSizes(target, mover) < 0;
}

/**
 * R-MV-9 for an ability use: melee and weapon keywords, the user larger than the target. A size that
 * cannot be read (no creature behind a token) gives no bonus.
 */
export function meleeWeaponVsSmaller(
  keywords: readonly string[],
  mover: CreatureSize | null,
  target: CreatureSize | null,
): boolean {
  if (mover === null || target === null) return false;
  return bigVersusLittle(mover, target, keywords.includes("melee") && keywords.includes("weapon"));
}

/**
 * R-MV-10: slamming into a creature deals 1 per remaining square (to both); into an object 2 + 1 per
 * remaining square. Choice: with no square remaining there was no slam, so 0.
 */
export function slamDamage(into: "creature" | "object", remainingSquares: number): number {
  if (remainingSquares <= 0) return 0;
  return into === "creature" ? remainingSquares : 2 + remainingSquares;
}

/** R-MV-10 hurling through objects: squares of forced movement consumed per square of object, damage taken. */
export const HURL_THROUGH: Readonly<Record<ObjectMaterial, { cost: number; damage: number }>> = {
  glass: { cost: 1, damage: 3 },
  wood: { cost: 3, damage: 5 },
  stone: { cost: 6, damage: 8 },
  metal: { cost: 9, damage: 11 },
};

/** How a square is entered, for movement cost. */
export interface SquareEntry {
  /** R-MV-1: difficult terrain, including an enemy's square. */
  difficult?: boolean;
  /** R-MV-5: climbing or swimming without that movement type. */
  climbOrSwimWithoutType?: boolean;
  /** R-MV-5, R-CN-5: crawling while prone. */
  crawling?: boolean;
  /** R-MV-4: damaging terrain (acid, fire, lava…). */
  damaging?: boolean;
}

/**
 * R-MV-1, R-MV-5: 1 per square; +1 difficult terrain; climbing/swimming without the type costs 2; crawling
 * +1. Choice: the surcharges stack (a crawl through difficult terrain costs 3). Forced movement ignores
 * difficult terrain (R-MV-7) and does not use this.
 */
export function squareCost(entry: SquareEntry): number {
  return (
    1 +
    (entry.difficult === true ? 1 : 0) +
    (entry.climbOrSwimWithoutType === true ? 1 : 0) +
    (entry.crawling === true ? 1 : 0)
  );
}

/**
 * Whether a blow's forced movement still reaches a creature the blow may have killed. R-MN-3: a minion dies
 * as its squad's pool drops, and "when a minion is removed from the battlefield" it counts as reduced to 0
 * (the Japanese minion rules): a fallen minion has left the map, so there is no one to move. R-MV-12: any
 * other creature the same blow killed is still moved first (its body slams as usual, unless the Director
 * rules otherwise), and its death-triggered effects come after the movement.
 */
export function forcedMoveReaches(target: { minion: boolean; dead: boolean }): boolean {
  return !(target.minion && target.dead);
}
