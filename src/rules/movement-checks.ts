/**
 * Checks on a whole move, for callers with their own board (R-MV-1, R-MV-3…R-MV-5, R-MV-7…R-MV-9): grid
 * distance, a forced path's legality, a path's cost within one movement, jumps, hurling through and slamming
 * into objects, a burrowed target. Offered through `game.system.api.rules` and loaded with it; the table's
 * own ruler and forced-movement pick price squares with ./forced-movement.ts and ./movement-path.ts.
 */
import { compareSizes, type CreatureSize } from "./size.ts";
import type { ObjectMaterial } from "./damage.ts";
import {
  HURL_THROUGH,
  slamDamage,
  squareCost,
  type ForcedMovementKind,
  type GridSquare,
  type SquareEntry,
} from "./forced-movement.ts";

/** R-MV-1: grid distance in squares. */
export function gridDistance(a: GridSquare, b: GridSquare): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

/** R-MV-10: a slam into an object happens only if the object is at least the target's size. */
export function slamsIntoObject(objectSize: CreatureSize, targetSize: CreatureSize): boolean {
  return compareSizes(objectSize, targetSize) >= 0;
}

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
