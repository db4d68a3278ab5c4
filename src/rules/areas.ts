/**
 * Areas of effect on a square grid (R-AB-2; Heroes 004 "領域アビリティ"): which squares an aura, burst,
 * cube, line or wall covers, and who in them an area ability targets. All measures are in squares.
 *
 * The covered squares are read from a template shape the way Foundry v13 highlights a MeasuredTemplate
 * on a square grid (client/canvas/placeables/template.mjs MeasuredTemplate#_getGridHighlightPositions: a
 * square is covered when its centre, or a point half a pixel around it, lies inside the shape, or the
 * shape's origin is that centre), so the squares the user sees lit are exactly the squares that count.
 */

import type { GroundFootprint, Square } from "./squares.ts";

export const AREA_KINDS = ["aura", "burst", "cube", "line", "wall"] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

export function isAreaKind(value: string): value is AreaKind {
  return (AREA_KINDS as readonly string[]).includes(value);
}

/** An ability's area as written: "3 burst", "3 cube within 10", "5 × 1 line within 1", "6 wall within 10". */
export interface AreaSpec {
  kind: AreaKind;
  size: number;
  length: number;
  width: number;
  within: number;
}

/** A template shape in squares: an axis-aligned rectangle, or a ray (a rotated rectangle) from a point. */
export type AreaShape =
  | { t: "rect"; x: number; y: number; width: number; height: number }
  | { t: "ray"; x: number; y: number; direction: number; length: number; width: number };

/** Squares from `fp` to `square` counted as Draw Steel counts them (a diagonal step is one square). */
export function squaresFrom(fp: GroundFootprint, square: Square): number {
  const gap = (v: number, lo: number, hi: number) => (v < lo ? lo - v : v > hi ? v - hi : 0);
  return Math.max(gap(square.x, fp.x, fp.x + fp.size - 1), gap(square.y, fp.y, fp.y + fp.size - 1));
}

/** Aura and burst: centred on the user, reaching `size` squares out from its space (004 オーラ / バースト). */
function aroundUser(user: GroundFootprint, size: number): AreaShape {
  const side = user.size + 2 * size;
  return { t: "rect", x: user.x - size, y: user.y - size, width: side, height: side };
}

/** One step of the eight compass directions from the user towards `square` (east when on top of it). */
export function directionTowards(user: GroundFootprint, square: Square): Square {
  const centre = { x: user.x + user.size / 2, y: user.y + user.size / 2 };
  const dx = square.x + 0.5 - centre.x;
  const dy = square.y + 0.5 - centre.y;
  if (dx === 0 && dy === 0) return { x: 1, y: 0 };
  // Snap to the nearest 45°: a component under tan(22.5°) of the other is dropped.
  const tan = Math.tan(Math.PI / 8);
  const sx = Math.abs(dx) < tan * Math.abs(dy) ? 0 : Math.sign(dx);
  const sy = Math.abs(dy) < tan * Math.abs(dx) ? 0 : Math.sign(dy);
  return { x: sx, y: sy };
}

/**
 * A line of `length` × `width` starting at `origin` and running in `step` (one of eight directions):
 * straight lines are `width` squares wide with the origin in the middle row, diagonal ones start at the
 * origin square's corner nearest the user (004 "直線": each square continues in the same direction).
 */
function lineShape(origin: Square, step: Square, length: number, width: number): AreaShape {
  const direction = (Math.atan2(step.y, step.x) * 180) / Math.PI;
  const firstRow = (v: number) => v - Math.floor((width - 1) / 2);
  if (step.x !== 0 && step.y !== 0) {
    const x = origin.x + (step.x < 0 ? 1 : 0);
    const y = origin.y + (step.y < 0 ? 1 : 0);
    return { t: "ray", x, y, direction: (direction + 360) % 360, length: length * Math.SQRT2, width };
  }
  if (step.y === 0) {
    const x = origin.x + (step.x < 0 ? 1 : 0);
    return { t: "ray", x, y: firstRow(origin.y) + width / 2, direction: step.x < 0 ? 180 : 0, length, width };
  }
  const y = origin.y + (step.y < 0 ? 1 : 0);
  return { t: "ray", x: firstRow(origin.x) + width / 2, y, direction: step.y < 0 ? 270 : 90, length, width };
}

/**
 * The shape of `area` used by `user`, placed at `origin` (ignored for aura and burst, which are centred on
 * the user). A cube is centred on the origin square; a wall is a straight run of squares through the
 * origin, across the user's line of sight to it.
 */
export function areaShape(area: AreaSpec, user: GroundFootprint, origin: Square): AreaShape {
  switch (area.kind) {
    case "aura":
    case "burst":
      return aroundUser(user, area.size);
    case "cube": {
      const n = Math.max(1, area.size);
      const back = Math.floor((n - 1) / 2);
      return { t: "rect", x: origin.x - back, y: origin.y - back, width: n, height: n };
    }
    case "line":
      return lineShape(
        origin,
        directionTowards(user, origin),
        Math.max(1, area.length),
        Math.max(1, area.width),
      );
    case "wall": {
      const n = Math.max(1, area.size);
      const step = directionTowards(user, origin);
      const back = Math.floor((n - 1) / 2);
      // Facing the user mostly east or west: the wall runs north–south.
      return Math.abs(step.x) >= Math.abs(step.y)
        ? { t: "rect", x: origin.x, y: origin.y - back, width: 1, height: n }
        : { t: "rect", x: origin.x - back, y: origin.y, width: n, height: 1 };
    }
  }
}

function insidePolygon(points: readonly Square[], p: Square): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[i] as Square;
    const b = points[j] as Square;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** The ray's corners (v13 MeasuredTemplate.getRayShape: half the width each side of the origin). */
function rayCorners(shape: Extract<AreaShape, { t: "ray" }>): Square[] {
  const rad = (shape.direction * Math.PI) / 180;
  const along = { x: Math.cos(rad), y: Math.sin(rad) };
  const across = { x: -along.y, y: along.x };
  const half = shape.width / 2;
  const p00 = { x: shape.x - across.x * half, y: shape.y - across.y * half };
  const p01 = { x: shape.x + across.x * half, y: shape.y + across.y * half };
  const far = (p: Square) => ({ x: p.x + along.x * shape.length, y: p.y + along.y * shape.length });
  return [p00, far(p00), far(p01), p01];
}

function contains(shape: AreaShape, corners: readonly Square[], p: Square): boolean {
  if (shape.t === "rect")
    return p.x >= shape.x && p.x < shape.x + shape.width && p.y >= shape.y && p.y < shape.y + shape.height;
  return insidePolygon(corners, p);
}

/**
 * The squares a shape covers. `pixel` is one pixel in squares (1 / grid size): v13 also counts a square
 * whose centre is within half a pixel of the shape, and the square whose centre is the shape's origin.
 */
export function coveredSquares(shape: AreaShape, pixel = 0.01): Square[] {
  const corners = shape.t === "ray" ? rayCorners(shape) : [];
  const xs = shape.t === "rect" ? [shape.x, shape.x + shape.width] : corners.map((c) => c.x).concat(shape.x);
  const ys = shape.t === "rect" ? [shape.y, shape.y + shape.height] : corners.map((c) => c.y).concat(shape.y);
  const squares: Square[] = [];
  const nudge = [-pixel / 2, 0, pixel / 2];
  for (let x = Math.floor(Math.min(...xs)) - 1; x <= Math.ceil(Math.max(...xs)); x++)
    for (let y = Math.floor(Math.min(...ys)) - 1; y <= Math.ceil(Math.max(...ys)); y++) {
      const c = { x: x + 0.5, y: y + 0.5 };
      const atOrigin = Math.max(Math.abs(c.x - shape.x), Math.abs(c.y - shape.y)) < pixel;
      if (
        atOrigin ||
        nudge.some((dx) => nudge.some((dy) => contains(shape, corners, { x: c.x + dx, y: c.y + dy })))
      )
        squares.push({ x, y });
    }
  return squares;
}

/** The squares of a creature's space. */
export function footprintSquares(fp: GroundFootprint): Square[] {
  const squares: Square[] = [];
  for (let dx = 0; dx < fp.size; dx++)
    for (let dy = 0; dy < fp.size; dy++) squares.push({ x: fp.x + dx, y: fp.y + dy });
  return squares;
}

/**
 * Is this a placement the ability allows? Aura and burst must hold the user's space; a cube, line or wall
 * needs a square within its distance of the user (004: the origin square is within distance), and no
 * shape may be larger than the area written on the ability (a template is only evidence up to that).
 */
export function placementAllowed(
  area: AreaSpec,
  user: GroundFootprint,
  shape: AreaShape,
  pixel = 0.01,
): boolean {
  const slack = 1e-6;
  if (shape.t === "rect" && area.kind === "wall") {
    // R-AB-2 (004 "ウォール"): X squares, each sharing a side with another; any filled rectangle of at most X
    // squares is such a wall (a 2 × 2 block is 4 squares all joined by sides, as when built square by square).
    if (Math.round(shape.width) * Math.round(shape.height) > area.size + slack) return false;
  } else if (shape.t === "rect") {
    const [small, large] = [shape.width, shape.height].sort((a, b) => a - b) as [number, number];
    const limit: [number, number] =
      area.kind === "cube"
        ? [area.size, area.size]
        : area.kind === "line"
          ? [Math.min(area.width, area.length), Math.max(area.width, area.length)]
          : [user.size + 2 * area.size, user.size + 2 * area.size];
    if (small > limit[0] + slack || large > limit[1] + slack) return false;
    if (area.kind === "line" && !lineRectExact(area, shape)) return false;
  } else {
    if (area.kind !== "line") return false;
    if (!lineRayExact(area, shape)) return false;
  }
  const squares = coveredSquares(shape, pixel);
  if (area.kind === "aura" || area.kind === "burst") {
    const keys = new Set(squares.map((s) => `${s.x},${s.y}`));
    return footprintSquares(user).every((s) => keys.has(`${s.x},${s.y}`));
  }
  return squares.some((s) => squaresFrom(user, s) <= Math.max(1, area.within));
}

/**
 * R-AB-2 (004 "ライン"): 「数値 A はラインの長さ(スクエア単位)を表し、数値 B はラインの幅と高さ」 — an A × B
 * line is exactly A long and B wide, no shorter and no longer (a template drawn 6 or 7 long for a 5 × 1 line
 * would reach squares the ability doesn't). A straight line drawn as a rectangle may lie either way round.
 */
function lineRectExact(area: AreaSpec, shape: Extract<AreaShape, { t: "rect" }>): boolean {
  const near = (a: number, b: number) => Math.abs(a - b) < 1e-6;
  const [w, l] = [Math.max(1, area.width), Math.max(1, area.length)];
  return (near(shape.width, l) && near(shape.height, w)) || (near(shape.width, w) && near(shape.height, l));
}

/**
 * R-AB-2: a line drawn as a ray is exactly B wide and A squares long: A along a row or column, A diagonal
 * steps (A·√2) along a diagonal (004 "直線": each square goes on in the same direction).
 */
function lineRayExact(area: AreaSpec, shape: Extract<AreaShape, { t: "ray" }>): boolean {
  const near = (a: number, b: number) => Math.abs(a - b) < 1e-6;
  const [w, l] = [Math.max(1, area.width), Math.max(1, area.length)];
  const diagonal = Math.abs(Math.sin((shape.direction * Math.PI) / 90)) > 0.5;
  return near(shape.width, w) && near(shape.length, diagonal ? l * Math.SQRT2 : l);
}

/**
 * R-AB-2 (004 "ウォール"): 「各スクエアは壁の別のスクエアと少なくとも1辺(角だけでなく)を共有していなければなりません」
 * and 「壁を占有されているスクエアに配置することはできず」. A wall is exactly `area.size` distinct squares, each
 * sharing a side with another when there is more than one; so a 4 wall may be a 2 × 2 block or turn corners.
 * The book asks every square to touch another, not that the wall be one piece (two separate 2-square runs
 * would satisfy it); the book is silent on that, and this follows its words.
 */
export function wallSquaresAllowed(
  area: Pick<AreaSpec, "size">,
  squares: readonly Square[],
  occupied: readonly Square[] = [],
): boolean {
  const keys = new Set(squares.map((s) => `${s.x},${s.y}`));
  if (keys.size !== squares.length || squares.length !== Math.max(1, area.size)) return false;
  if (occupied.some((o) => keys.has(`${o.x},${o.y}`))) return false;
  if (squares.length === 1) return true;
  const sides = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const;
  return squares.every((s) => sides.some(([dx, dy]) => keys.has(`${s.x + dx},${s.y + dy}`)));
}

/**
 * R-AB-2 (004 "ウォール"): a wall placed square by square is allowed when its squares make a wall of the
 * ability's size (`wallSquaresAllowed`), none lies in the user's own space or in `occupied` (other creatures'
 * squares), and one of them — the origin square — is within the ability's distance
 * (「効果範囲の少なくとも1つのスクエアがその距離内」).
 */
export function wallPlacementAllowed(
  area: Pick<AreaSpec, "size" | "within">,
  user: GroundFootprint,
  squares: readonly Square[],
  occupied: readonly Square[] = [],
): boolean {
  if (!wallSquaresAllowed(area, squares, [...footprintSquares(user), ...occupied])) return false;
  return squares.some((s) => squaresFrom(user, s) <= Math.max(1, area.within));
}

/** Who the ability's target line names (R-AB-2 areas: "Each enemy in the area", "範囲内の各敵"). */
export interface AreaTargetFilter {
  enemies: boolean;
  allies: boolean;
  /** Creatures on no side (neutral tokens) only with "creature". */
  neutral: boolean;
  self: boolean;
}

/** Reads a target line, English or Japanese; a line naming no one means every creature but the user. */
export function areaTargetFilter(text: string): AreaTargetFilter {
  const t = text.toLowerCase();
  const creature = /creature|クリーチャー/.test(t);
  const enemies = creature || /enem|敵/.test(t);
  const allies = creature || /all(y|ies)|味方/.test(t);
  const self = /\bself\b|\byou\b|yourself|自身|自分|あなた/.test(t);
  // R-AB-2 (004 "自身"): 「アビリティのターゲットが「自身」である場合、アビリティを使用しているクリーチャーにのみ
  // 影響を与えることができます」 — a target line naming only the user selects the user alone.
  if (!enemies && !allies && self) return { enemies: false, allies: false, neutral: false, self };
  if (!enemies && !allies) return { enemies: true, allies: true, neutral: true, self };
  return { enemies, allies, neutral: creature, self };
}

/** Token dispositions (v13 CONST.TOKEN_DISPOSITIONS: 1 friendly, 0 neutral, −1 hostile, −2 secret). */
export function sideOf(user: number, other: number): "ally" | "enemy" | "neutral" {
  if (user === 0 || other === 0) return "neutral";
  return Math.sign(user) === Math.sign(other) ? "ally" : "enemy";
}

export function filterAllows(filter: AreaTargetFilter, side: "ally" | "enemy" | "neutral"): boolean {
  return side === "ally" ? filter.allies : side === "enemy" ? filter.enemies : filter.neutral;
}

/**
 * R-AB-2 (004 "オーラ"): 「常にあなたを中心として発生し、それを作成したアビリティの持続時間中、あなたと共に移動します」 —
 * a placed aura keeps its size and is centred again on its creator's space wherever the creator now stands.
 * Null for a shape that is not a rectangle (an aura is always one).
 */
export function auraAround(aura: AreaShape, user: GroundFootprint): AreaShape | null {
  if (aura.t !== "rect") return null;
  const x = user.x + user.size / 2 - aura.width / 2;
  const y = user.y + user.size / 2 - aura.height / 2;
  return { t: "rect", x, y, width: aura.width, height: aura.height };
}
