/**
 * Line of effect and corner cutting on the square grid, measured in squares: a square (x, y) spans x…x+1
 * and y…y+1, so the corners of spaces sit on whole numbers. Barriers (walls, solid objects) are segments in
 * the same units (a Foundry wall's `c` divided by the grid size).
 *
 * 004 「効果線 (Line of Effect)」: 「壁や柱などの固い物体があなたからターゲットを完全に遮っている場合、あなたはその
 * ターゲットへの効果線を持っていません。」「…あなたがエンカウント・マップ上で占めているスペースの角から、ターゲットが
 * 占めているスペースの角へ、直線を引くことを想像してください。あなたのスペースの一箇所以上の角が、間に障害物なしに
 * ターゲットのスペースのいかなる角とも繋がるのであれば、あなたはそのターゲットへの効果線を持っています。」
 *
 * 004 「角を曲がることはできない」: 「壁の角や、クリーチャーの空間とその移動先の空間の間の角を完全にふさいでいる
 * オブジェクトを通り抜けるように、対角線上に移動することはできない。このルールはオブジェクトの脇を通り過ぎる場合にのみ
 * 適用され、他のクリーチャーの脇を通り過ぎる場合には適用されない。」
 */
import type { GroundFootprint, Square } from "./squares.ts";

/** A point on the map in squares (corners of squares are whole numbers). */
export interface GridPoint {
  x: number;
  y: number;
}

/** A solid barrier seen from above: a wall, or one side of a solid object. */
export interface BarrierSegment {
  a: GridPoint;
  b: GridPoint;
}

/** Twice the signed area of (p, q, r): > 0 counter-clockwise, < 0 clockwise, 0 collinear. */
function orient(p: GridPoint, q: GridPoint, r: GridPoint): number {
  return (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
}

function inBox(p: GridPoint, q: GridPoint, r: GridPoint): boolean {
  return (
    Math.min(p.x, q.x) <= r.x &&
    r.x <= Math.max(p.x, q.x) &&
    Math.min(p.y, q.y) <= r.y &&
    r.y <= Math.max(p.y, q.y)
  );
}

/** Segments p1–p2 and q1–q2 meet anywhere: crossing, touching at an end, or overlapping. */
export function segmentsTouch(p1: GridPoint, p2: GridPoint, q1: GridPoint, q2: GridPoint): boolean {
  const d1 = orient(q1, q2, p1);
  const d2 = orient(q1, q2, p2);
  const d3 = orient(p1, p2, q1);
  const d4 = orient(p1, p2, q2);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && inBox(q1, q2, p1)) ||
    (d2 === 0 && inBox(q1, q2, p2)) ||
    (d3 === 0 && inBox(p1, p2, q1)) ||
    (d4 === 0 && inBox(p1, p2, q2))
  );
}

/** The four corners of a space (004: 「スペースの角」). */
export function spaceCorners(space: GroundFootprint): GridPoint[] {
  const { x, y, size } = space;
  return [
    { x, y },
    { x: x + size, y },
    { x, y: y + size },
    { x: x + size, y: y + size },
  ];
}

/**
 * How far inside its own space a corner is taken, in squares. Walls are drawn on the grid's lines, so the
 * corners of spaces lie on them: the book says to draw lines between 「スペースの角」 and is silent on a line
 * that only grazes a barrier (touches its end, or runs along it). Steelbound takes each corner as the
 * corner of its own space — a point just inside it (as v13 client/canvas/placeables/token.mjs
 * Token#getMovementAdjustedPoint moves a point a pixel off a wall it lies on) — and then counts any contact
 * with a barrier as blocking. So a wall along the side two neighbours share stops every line (their corners
 * are on either side of it, 「完全に遮っている」), while walls along both sides of a corridor one square
 * wide do not stop a line down it (it runs between them, touching neither).
 */
export const CORNER_INSET = 1e-3;

/** The corners of a space, each taken `CORNER_INSET` inside it (see above). */
function insetCorners(space: GroundFootprint): GridPoint[] {
  const { x, y, size } = space;
  const xs = [x + CORNER_INSET, x + size - CORNER_INSET];
  const ys = [y + CORNER_INSET, y + size - CORNER_INSET];
  return xs.flatMap((cx) => ys.map((cy) => ({ x: cx, y: cy })));
}

/** The straight line between two corners meets no barrier (touching one counts as meeting it). */
function cornersConnect(a: GridPoint, b: GridPoint, barriers: readonly BarrierSegment[]): boolean {
  return !barriers.some((w) => segmentsTouch(a, b, w.a, w.b));
}

/**
 * 004 「効果線」 (R-AB-2 targeting; R-MV-6 teleport destination; R-CN-8, R-CB-12): the user has line of effect
 * to the target when one or more corners of the user's space connect to any corner of the target's space
 * with no barrier between. Overlapping spaces always have it (they share squares). The one implementation:
 * the board (src/canvas/line-of-effect.ts) passes its walls here in squares.
 */
export function hasLineOfEffect(
  from: GroundFootprint,
  to: GroundFootprint,
  barriers: readonly BarrierSegment[],
): boolean {
  const overlap =
    from.x < to.x + to.size &&
    to.x < from.x + from.size &&
    from.y < to.y + to.size &&
    to.y < from.y + from.size;
  if (overlap || barriers.length === 0) return true;
  const targets = insetCorners(to);
  return insetCorners(from).some((a) => targets.some((b) => cornersConnect(a, b, barriers)));
}

/**
 * 004 「角を曲がることはできない」 (R-MV-1): a diagonal step of a space (its anchor moves one square on both axes)
 * may not pass a barrier's corner at the corner between the space and where it moves — the leading corner of
 * the space. A step along a row or column is not a corner cut (a barrier across it stops it as any wall
 * does). Creatures are not barriers here (the book: 「他のクリーチャーの脇を通り過ぎる場合には適用されない」).
 * The book speaks of one corner; for a space larger than one square Steelbound checks that same leading corner
 * (the one the step passes diagonally), the book being silent on larger spaces.
 */
export function cutsCorner(space: GroundFootprint, to: Square, barriers: readonly BarrierSegment[]): boolean {
  const dx = Math.sign(to.x - space.x);
  const dy = Math.sign(to.y - space.y);
  if (dx === 0 || dy === 0) return false;
  const corner = { x: dx > 0 ? space.x + space.size : space.x, y: dy > 0 ? space.y + space.size : space.y };
  return barriers.some((w) => segmentsTouch(corner, corner, w.a, w.b));
}
