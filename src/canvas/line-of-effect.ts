/**
 * Line of effect to a creature on the board (004 "効果線"): the rule is src/rules/line-of-effect.ts
 * `hasLineOfEffect` (corner to corner, each corner taken just inside its own space); this module only turns
 * the scene's walls that stop movement (./forced-move-board.ts movementWalls, in pixels) into squares for it.
 * Kept free of Foundry globals so it is tested directly.
 */
import { hasLineOfEffect, type GroundFootprint } from "../rules/index.ts";
import { wallsInSquares, type WallSegment } from "./wall-crossing.ts";

/** Does any corner of `from` see any corner of `to` past the walls (`gridSize` pixels a square)? */
export function lineOfEffect(
  from: GroundFootprint,
  to: GroundFootprint,
  gridSize: number,
  walls: readonly WallSegment[],
): boolean {
  return hasLineOfEffect(from, to, wallsInSquares(walls, gridSize));
}
