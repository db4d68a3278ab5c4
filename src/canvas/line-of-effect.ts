/**
 * Line of effect to a creature (004 "効果線"): imagine lines from the corners of the user's space to the
 * corners of the target's space; when at least one of them meets no solid obstacle, the user has line of
 * effect. Walls are the scene's wall segments that stop movement (./forced-move-board.ts movementWalls).
 *
 * Walls are drawn on the grid's lines, so a corner often lies on one: each corner is taken one pixel inside
 * its own space (as v13 client/canvas/placeables/token.mjs Token#getMovementAdjustedPoint moves a point
 * one pixel off a wall it lies on). A wall between two adjacent creatures then stops every line, while a
 * corridor one square wide, whose walls run along the spaces' sides, does not. A line that touches a wall
 * counts as stopped (./wall-crossing.ts). Kept free of Foundry globals so it is tested directly. When
 * src/rules gains its own corner-to-corner line of effect, this module should call it.
 */
import type { GroundFootprint } from "../rules/index.ts";
import { crossesWall, type Point, type WallSegment } from "./wall-crossing.ts";

/** The four corners of a space in pixels, each one pixel inside the space. */
function corners(space: GroundFootprint, gridSize: number): Point[] {
  const low = (v: number) => v * gridSize + 1;
  const high = (v: number) => (v + space.size) * gridSize - 1;
  const xs = [low(space.x), high(space.x)];
  const ys = [low(space.y), high(space.y)];
  return xs.flatMap((x) => ys.map((y) => ({ x, y })));
}

/** Does any corner of `from` see any corner of `to` past the walls (`gridSize` pixels a square)? */
export function lineOfEffect(
  from: GroundFootprint,
  to: GroundFootprint,
  gridSize: number,
  walls: readonly WallSegment[],
): boolean {
  if (walls.length === 0) return true;
  const targets = corners(to, gridSize);
  return corners(from, gridSize).some((a) => targets.some((b) => !crossesWall(a, b, walls)));
}
