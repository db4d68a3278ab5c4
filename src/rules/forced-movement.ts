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

/** R-MV-1: grid distance in squares. */
export function gridDistance(a: GridSquare, b: GridSquare): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

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

/** R-MV-10: a slam into an object happens only if the object is at least the target's size. */
export function slamsIntoObject(objectSize: CreatureSize, targetSize: CreatureSize): boolean {
  return compareSizes(objectSize, targetSize) >= 0;
}

/** R-MV-10 hurling through objects: squares of forced movement consumed per square of object, damage taken. */
export const HURL_THROUGH: Readonly<Record<ObjectMaterial, { cost: number; damage: number }>> = {
  glass: { cost: 1, damage: 3 },
  wood: { cost: 3, damage: 5 },
  stone: { cost: 6, damage: 8 },
  metal: { cost: 9, damage: 11 },
};

/**
 * R-MV-10: hurling a creature into one square of `material` with `remainingSquares` of forced movement left.
 * With enough movement the object breaks and the rest of the movement continues; otherwise the object holds
 * and the creature slams into it (2 + remaining squares).
 */
export function hurlThroughObject(
  material: ObjectMaterial,
  remainingSquares: number,
): { broken: boolean; remainingSquares: number; damage: number } {
  const { cost, damage } = HURL_THROUGH[material];
  if (remainingSquares >= cost) return { broken: true, remainingSquares: remainingSquares - cost, damage };
  return { broken: false, remainingSquares: 0, damage: slamDamage("object", remainingSquares) };
}

/**
 * R-MV-7: a push moves the target one square at a time, each strictly farther from `origin`; a pull each
 * strictly closer (never into the origin's own square — that is a slam); a slide goes anywhere. `path` lists
 * the squares entered in order (the start excluded); each must be adjacent to the previous one. The path may
 * be shorter than `maxSquares` (fewer squares is always allowed). Straightness is left to the canvas layer.
 */
export function isValidForcedPath(
  kind: ForcedMovementKind,
  origin: GridSquare,
  targetStart: GridSquare,
  path: readonly GridSquare[],
  maxSquares = Infinity,
): boolean {
  if (path.length > maxSquares) return false;
  let previous = targetStart;
  let previousDistance = gridDistance(origin, targetStart);
  for (const square of path) {
    if (gridDistance(previous, square) !== 1) return false;
    const distance = gridDistance(origin, square);
    if (kind === "push" && distance <= previousDistance) return false;
    if (kind === "pull" && (distance >= previousDistance || distance === 0)) return false;
    previous = square;
    previousDistance = distance;
  }
  return true;
}

/**
 * Forced movement against a creature burrowed fully underground: a non-vertical move leaves it in place and
 * deals 1 damage per square it would have moved; a vertical one moves it through earth as if through air.
 */
export function burrowedForcedMovement(
  squares: number,
  vertical: boolean,
): { moves: boolean; damage: number } {
  return vertical ? { moves: true, damage: 0 } : { moves: false, damage: Math.max(0, squares) };
}

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

/** Total movement cost of a sequence of squares. */
export function pathCost(entries: readonly SquareEntry[]): number {
  let total = 0;
  for (const entry of entries) total += squareCost(entry);
  return total;
}

/** R-MV-3: a single movement never exceeds current speed ("move up to 3" with speed 2 → 2). */
export function movementAllowance(granted: number, speed: number): number {
  return Math.max(0, Math.min(granted, speed));
}

/** R-MV-4: a shift can't enter or pass through difficult or damaging terrain. */
export function canShiftAlong(entries: readonly SquareEntry[]): boolean {
  return entries.every((entry) => entry.difficult !== true && entry.damaging !== true);
}

/**
 * R-MV-5: as part of a move, a creature long-jumps up to its Might or Agility (its choice, min 1) squares
 * and 1 square high. A Might/Agility test adds length and height: tier 2 +1, tier 3 +2. Never beyond the
 * movement that allowed the jump, and never out of difficult or damaging terrain.
 */
export function jumpReach(
  might: number,
  agility: number,
  testTier: 0 | 1 | 2 | 3 = 0,
): { length: number; height: number } {
  const extra = testTier === 3 ? 2 : testTier === 2 ? 1 : 0;
  return { length: Math.max(1, might, agility) + extra, height: 1 + extra };
}

/** R-MV-3: whether a path can be walked within one movement. */
export function canAffordPath(entries: readonly SquareEntry[], granted: number, speed: number): boolean {
  return pathCost(entries) <= movementAllowance(granted, speed);
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
