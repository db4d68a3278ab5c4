/**
 * Does a step between two squares cross a wall? Forced movement is checked on whichever client asks, and
 * on the GM's even when it is looking at another scene, so the test runs on the scene's wall documents
 * (their `c` segments) instead of the rendered canvas. Touching counts: a diagonal step through the end
 * of a wall is blocked, since a creature can't cut the corner of a wall (004 movement, "角を曲がることは
 * できない"; the rule itself is src/rules/line-of-effect.ts `cutsCorner`).
 */

import { segmentsTouch, type BarrierSegment, type GridPoint } from "../rules/index.ts";

/** A point in pixels (the rules' geometry holds in any unit). */
export type Point = GridPoint;

export type WallSegment = BarrierSegment;

/** Segments p1–p2 and q1–q2 meet (ends and overlaps included): the rules' own test. */
export const segmentsMeet = segmentsTouch;

export function crossesWall(from: Point, to: Point, walls: readonly WallSegment[]): boolean {
  return walls.some((wall) => segmentsMeet(from, to, wall.a, wall.b));
}

/** Walls in squares (a wall's pixels divided by the grid size), as the rules' line of effect reads them. */
export function wallsInSquares(walls: readonly WallSegment[], gridSize: number): BarrierSegment[] {
  const scale = (p: Point) => ({ x: p.x / gridSize, y: p.y / gridSize });
  return walls.map((w) => ({ a: scale(w.a), b: scale(w.b) }));
}
