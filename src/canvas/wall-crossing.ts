/**
 * Does a step between two squares cross a wall? Forced movement is checked on whichever client asks, and
 * on the GM's even when it is looking at another scene, so the test runs on the scene's wall documents
 * (their `c` segments) instead of the rendered canvas. Touching counts: a diagonal step through the end
 * of a wall is blocked, since a creature can't cut the corner of a wall (001 movement, "角を曲がることは
 * できない").
 */

export interface Point {
  x: number;
  y: number;
}

export interface WallSegment {
  a: Point;
  b: Point;
}

/** Twice the signed area of (p, q, r): > 0 counter-clockwise, < 0 clockwise, 0 collinear. */
function orient(p: Point, q: Point, r: Point): number {
  return (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
}

function within(p: Point, q: Point, r: Point): boolean {
  return (
    Math.min(p.x, q.x) <= r.x &&
    r.x <= Math.max(p.x, q.x) &&
    Math.min(p.y, q.y) <= r.y &&
    r.y <= Math.max(p.y, q.y)
  );
}

/** Segments p1–p2 and q1–q2 meet (ends and overlaps included). */
export function segmentsMeet(p1: Point, p2: Point, q1: Point, q2: Point): boolean {
  const d1 = orient(q1, q2, p1);
  const d2 = orient(q1, q2, p2);
  const d3 = orient(p1, p2, q1);
  const d4 = orient(p1, p2, q2);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && within(q1, q2, p1)) ||
    (d2 === 0 && within(q1, q2, p2)) ||
    (d3 === 0 && within(p1, p2, q1)) ||
    (d4 === 0 && within(p1, p2, q2))
  );
}

export function crossesWall(from: Point, to: Point, walls: readonly WallSegment[]): boolean {
  return walls.some((wall) => segmentsMeet(from, to, wall.a, wall.b));
}
