/**
 * Walls a creature can be hurled through (R-MV-10): the Director gives a wall a material (glass, wood, stone
 * or metal) in its configuration window; forced movement then breaks it when enough squares remain (the
 * rules, src/rules/forced-paths.ts), and the GM removes the broken square of it (src/queries/forced-move).
 * A wall without a material never breaks. The material is the wall's flag `flags.steelbound.material`.
 */
import { HURL_THROUGH, type BreakableWall, type ObjectMaterial } from "../rules/index.ts";
import type { Point, WallSegment } from "./wall-crossing.ts";

export const WALL_MATERIALS = Object.keys(HURL_THROUGH) as ObjectMaterial[];

const isMaterial = (value: unknown): value is ObjectMaterial =>
  typeof value === "string" && (WALL_MATERIALS as string[]).includes(value);

/** The wall's material, or null when the Director gave it none (or something else). */
export function wallMaterial(wall: { flags?: unknown }): ObjectMaterial | null {
  const flags = wall.flags as { steelbound?: { material?: unknown } } | undefined;
  const material = flags?.steelbound?.material;
  return isMaterial(material) ? material : null;
}

/** A movement wall with a material, as the forced-movement board reads it. */
export interface MaterialWall extends WallSegment, BreakableWall {}

/**
 * Where a step from `from` to `to` (pixels) crosses the wall, as a point on it; null when it does not.
 * Touching an end counts, as crossesWall counts it.
 */
export function crossingPoint(from: Point, to: Point, wall: WallSegment): Point | null {
  const r = { x: to.x - from.x, y: to.y - from.y };
  const s = { x: wall.b.x - wall.a.x, y: wall.b.y - wall.a.y };
  const denominator = r.x * s.y - r.y * s.x;
  if (denominator === 0) return null;
  const q = { x: wall.a.x - from.x, y: wall.a.y - from.y };
  const t = (q.x * s.y - q.y * s.x) / denominator;
  const u = (q.x * r.y - q.y * r.x) / denominator;
  if (t < 0 || t > 1 || u < 0 || u > 1) return null;
  return { x: wall.a.x + u * s.x, y: wall.a.y + u * s.y };
}

/**
 * What is left of a wall once one square of it breaks around `at` (a point on it): the pieces before and
 * after a stretch one square long centred there, clipped to the wall's ends. Choice (R-MV-10 "a square of
 * wall"): a wall segment longer than a square loses only the square the creature went through.
 */
export function wallAfterBreak(wall: WallSegment, at: Point, square: number): WallSegment[] {
  const length = Math.hypot(wall.b.x - wall.a.x, wall.b.y - wall.a.y);
  if (length === 0) return [];
  const unit = { x: (wall.b.x - wall.a.x) / length, y: (wall.b.y - wall.a.y) / length };
  const along = (at.x - wall.a.x) * unit.x + (at.y - wall.a.y) * unit.y;
  const cutFrom = Math.max(0, along - square / 2);
  const cutTo = Math.min(length, along + square / 2);
  const point = (d: number) => ({ x: wall.a.x + unit.x * d, y: wall.a.y + unit.y * d });
  const pieces: WallSegment[] = [];
  // Pieces shorter than a hair are dropped: they are rounding left over at a wall's end.
  if (cutFrom > 0.5) pieces.push({ a: wall.a, b: point(cutFrom) });
  if (length - cutTo > 0.5) pieces.push({ a: point(cutTo), b: wall.b });
  return pieces;
}

/** The distance from a point to a segment, in the segment's units. */
function distanceToSegment(p: Point, wall: WallSegment): number {
  const d = { x: wall.b.x - wall.a.x, y: wall.b.y - wall.a.y };
  const lengthSquared = d.x * d.x + d.y * d.y;
  const t = lengthSquared === 0 ? 0 : ((p.x - wall.a.x) * d.x + (p.y - wall.a.y) * d.y) / lengthSquared;
  const clamped = Math.max(0, Math.min(1, t));
  return Math.hypot(p.x - (wall.a.x + clamped * d.x), p.y - (wall.a.y + clamped * d.y));
}

/** What is left of a wall once a square breaks around each of `points` (in order, each on what is left). */
export function wallAfterBreaks(wall: WallSegment, points: readonly Point[], square: number): WallSegment[] {
  let pieces: WallSegment[] = [wall];
  for (const point of points) {
    const hit = pieces.findIndex((piece) => distanceToSegment(point, piece) < 1);
    if (hit < 0) continue;
    pieces = [
      ...pieces.slice(0, hit),
      ...wallAfterBreak(pieces[hit] as WallSegment, point, square),
      ...pieces.slice(hit + 1),
    ];
  }
  return pieces;
}
