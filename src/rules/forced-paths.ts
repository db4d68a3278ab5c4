/**
 * Where forced movement can take a creature on the square grid, and what it costs when the way is blocked
 * (R-MV-7, R-MV-10, R-MV-11, R-DM-7, R-MV-13). The caller describes the board (footprints of the creatures,
 * a wall test between adjacent squares); this module lists every square the mover may pick, the path the
 * target follows to it, and the slam and fall damage that follow.
 *
 * Squares are integer cells; `z` is the height in squares (0 = the ground level of the map). A creature of
 * size N occupies N×N×N cells from its anchor (the cell with the lowest x, y and z; R-MV-13). Distances
 * between creatures are measured between their nearest cells (R-MV-1: every adjacent cell counts 1).
 */
import type { ForcedMovementKind } from "./forced-movement.ts";
import { HURL_THROUGH, slamDamage } from "./forced-movement.ts";
import { fallingDamage, forcedDownwardDamage, type ObjectMaterial } from "./damage.ts";
import type { Cell, Footprint } from "./squares.ts";

export interface Occupant {
  id: string;
  footprint: Footprint;
}

/** A wall the Director gave a material: the target can be hurled through it (R-MV-10). */
export interface BreakableWall {
  id: string;
  material: ObjectMaterial;
}

/** A wall the target went through, with the step (one of its cells to the next) that broke it. */
export interface BrokenWall extends BreakableWall {
  from: Cell;
  to: Cell;
}

export interface ForcedMoveBoard {
  kind: ForcedMovementKind;
  /** The effect says "vertical", or the target is flying (R-MV-7: forced movement of a flier is vertical). */
  vertical: boolean;
  /** The most squares the target may be moved, after stability (R-MV-8) and big versus little (R-MV-9). */
  distance: number;
  /** The creature moving the target: pushes go away from it, pulls towards it, and it can be slammed into. */
  source: Occupant;
  target: Occupant;
  /** Every other creature on the board (neither the source nor the target). */
  occupants: readonly Occupant[];
  /**
   * True when a wall or solid object stops movement from one cell to the adjacent one. Choice (R-MV-10):
   * such a wall is an object at least the target's size that doesn't break, so it is slammed into.
   */
  walls: (from: Cell, to: Cell) => boolean;
  /**
   * The walls of a material (glass, wood, stone, metal) the step from one cell to the adjacent one crosses
   * (R-MV-10 hurling through objects); `walls` answers false for these. Absent: no wall can break.
   */
  breakable?: (from: Cell, to: Cell) => readonly BreakableWall[];
  /** The cells the map has, inclusive; anchors whose footprint leaves them can't be picked. */
  bounds: { min: Cell; max: Cell };
  /** The height the target stands at when not flying; below it lies the ground (R-MV-11). */
  ground: number;
  /** The target can stay in the air (fly or hover), so it doesn't fall when the movement ends (R-DM-7). */
  airborne: boolean;
  /** The target's Agility, which shortens a fall (R-DM-7). */
  agility: number;
}

/** What stopped the movement (R-MV-10, R-MV-11). */
export type SlamInto =
  | { into: "creature"; creatures: string[] }
  | { into: "object" }
  /** Forced downward into the ground: falling damage with Agility 0 (R-MV-11). */
  | { into: "ground" };

export interface ForcedMoveOption {
  /** The cell the mover picks (an anchor); for a slam, a cell past the obstacle. */
  pick: Cell;
  /** Anchors entered in order, ending where the movement stopped (empty when the target didn't move). */
  path: Cell[];
  /** Where the token ends: the last cell of the path, or below it after a fall. */
  final: Cell;
  moved: number;
  slam: (SlamInto & { remaining: number }) | null;
  /** Squares fallen once the movement ended, before Agility (R-DM-7). */
  fell: number;
  /** Damage to the target from the slam and the fall; the fall also leaves it prone (R-DM-7). */
  damage: number;
  prone: boolean;
  /** R-MV-10: each creature slammed into takes 1 per remaining square. */
  others: { id: string; damage: number }[];
  /** R-MV-10: the walls the target was hurled through, in order; each breaks (its damage is in `damage`). */
  broken: BrokenWall[];
}

const cellKey = (c: Cell) => `${c.x},${c.y},${c.z}`;
const add = (a: Cell, b: Cell): Cell => ({ x: a.x + b.x, y: a.y + b.y, z: a.z + b.z });
const chebyshev = (a: Cell, b: Cell) =>
  Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y), Math.abs(a.z - b.z));

/** Gap in squares between two spans [a, a + sizeA − 1] and [b, b + sizeB − 1] on one axis (0 when they overlap). */
function gap(a: number, sizeA: number, b: number, sizeB: number): number {
  return Math.max(0, b - (a + sizeA - 1), a - (b + sizeB - 1));
}

/** R-MV-1, R-MV-13: squares between two creatures' nearest cells; 0 when they share a cell, 1 when adjacent. */
export function footprintDistance(a: Footprint, b: Footprint): number {
  return Math.max(
    gap(a.x, a.size, b.x, b.size),
    gap(a.y, a.size, b.y, b.size),
    gap(a.z, a.size, b.z, b.size),
  );
}

function overlaps(a: Footprint, b: Footprint): boolean {
  return footprintDistance(a, b) === 0;
}

/** Every cell of a footprint (its N×N×N cubes). */
function cellsOf(f: Footprint): Cell[] {
  const cells: Cell[] = [];
  for (let dx = 0; dx < f.size; dx++)
    for (let dy = 0; dy < f.size; dy++)
      for (let dz = 0; dz < f.size; dz++) cells.push({ x: f.x + dx, y: f.y + dy, z: f.z + dz });
  return cells;
}

/** Half away from zero, so a line and its mirror image bend the same way. */
function roundAway(n: number): number {
  return Math.sign(n) * Math.round(Math.abs(n));
}

/**
 * R-MV-7 "in a straight line": the cells a line from `from` to `to` enters, one king step each (the longest
 * axis advances by one per step, the others follow the rounded line).
 */
export function straightLine(from: Cell, to: Cell): Cell[] {
  const steps = chebyshev(from, to);
  const line: Cell[] = [];
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    line.push({
      x: from.x + roundAway((to.x - from.x) * t),
      y: from.y + roundAway((to.y - from.y) * t),
      z: from.z + roundAway((to.z - from.z) * t),
    });
  }
  return line;
}

type Step =
  { ok: true; broke: readonly BrokenWall[] } | { ok: false; slam: SlamInto } | { ok: false; slam: null };

/**
 * R-MV-10 hurling through objects. Choice: a wall segment of a material stands for one square of that
 * object, so crossing it spends the material's cost in squares of the forced movement, the step itself
 * included (glass 1, like any step; wood 3; stone 6; metal 9), and deals its damage to the target; several
 * walls crossed in one step (a large creature) add up. With fewer squares left than that, the wall holds and
 * is slammed into (2 + 1 per remaining square).
 */
function stepCost(broke: readonly BrokenWall[]): { cost: number; damage: number } {
  if (broke.length === 0) return { cost: 1, damage: 0 };
  return broke.reduce(
    (sum, w) => ({
      cost: sum.cost + HURL_THROUGH[w.material].cost,
      damage: sum.damage + HURL_THROUGH[w.material].damage,
    }),
    { cost: 0, damage: 0 },
  );
}

/** Can the target step from anchor `from` to the adjacent anchor `to`? */
function step(board: ForcedMoveBoard, from: Cell, to: Cell): Step {
  const size = board.target.footprint.size;
  const { min, max } = board.bounds;
  if (to.x < min.x || to.y < min.y || to.x + size - 1 > max.x || to.y + size - 1 > max.y)
    return { ok: false, slam: null };
  // R-MV-7: without "vertical" the target stays at its height; R-MV-11: below its footing lies the ground.
  if (to.z !== from.z && !board.vertical) return { ok: false, slam: null };
  if (to.z < board.ground && to.z < from.z) return { ok: false, slam: { into: "ground" } };
  const delta = { x: to.x - from.x, y: to.y - from.y, z: to.z - from.z };
  const here = { ...from, size };
  if (cellsOf(here).some((c) => board.walls(c, add(c, delta))))
    return { ok: false, slam: { into: "object" } };
  const there = { ...to, size };
  const hit = [board.source, ...board.occupants].filter((o) => overlaps(o.footprint, there));
  if (hit.length > 0) return { ok: false, slam: { into: "creature", creatures: hit.map((o) => o.id) } };
  const broke = new Map<string, BrokenWall>();
  if (board.breakable)
    for (const c of cellsOf(here)) {
      const next = add(c, delta);
      for (const w of board.breakable(c, next))
        if (!broke.has(w.id)) broke.set(w.id, { ...w, from: c, to: next });
    }
  return { ok: true, broke: [...broke.values()] };
}

/** Damage and landing once the path is known (R-MV-10, R-MV-11, R-DM-7). */
function finish(board: ForcedMoveBoard, pick: Cell, way: Way, slam: SlamInto | null): ForcedMoveOption {
  const { path, spent, broken } = way;
  const start = board.target.footprint;
  const end = path.at(-1) ?? { x: start.x, y: start.y, z: start.z };
  const moved = path.length;
  const remaining = slam === null ? 0 : board.distance - spent;
  let damage = broken.reduce((sum, w) => sum + HURL_THROUGH[w.material].damage, 0);
  let others: ForcedMoveOption["others"] = [];
  let fell = 0;
  let prone = false;
  if (slam?.into === "ground") {
    // R-MV-11: it falls the distance it was forced to move, with Agility treated as 0. Choice: that fall
    // replaces the object slam (the ground is the object it hits).
    damage += forcedDownwardDamage(board.distance);
    prone = damage > 0;
  } else if (slam !== null) {
    damage += slamDamage(slam.into, remaining);
    if (slam.into === "creature")
      others = slam.creatures.map((id) => ({ id, damage: slamDamage("creature", remaining) }));
  }
  let final = end;
  // R-DM-7: a creature that can't stay in the air falls once the forced movement ends (R-MV-7 "forced into a fall").
  if (!board.airborne && end.z > board.ground) {
    fell = end.z - board.ground;
    const fallDamage = fallingDamage(fell, board.agility);
    damage += fallDamage;
    prone ||= fallDamage > 0;
    final = { ...end, z: board.ground };
  }
  return {
    pick,
    path,
    final,
    moved,
    slam: slam === null ? null : { ...slam, remaining },
    fell,
    damage,
    prone,
    others,
    broken,
  };
}

/** The way taken so far: the anchors entered, the squares of forced movement spent, the walls broken. */
interface Way {
  path: Cell[];
  spent: number;
  broken: BrokenWall[];
}

/**
 * The way one step further; the slam when a wall of a material needs more squares than are left (it holds,
 * R-MV-10); "spent" when no square is left for the step at all (the movement simply ends before it).
 */
function extend(
  board: ForcedMoveBoard,
  way: Way,
  to: Cell,
  result: Step & { ok: true },
): Way | { slam: SlamInto } | "spent" {
  const { cost } = stepCost(result.broke);
  const left = board.distance - way.spent;
  if (cost > left) return result.broke.length > 0 && left > 0 ? { slam: { into: "object" } } : "spent";
  return { path: [...way.path, to], spent: way.spent + cost, broken: [...way.broken, ...result.broke] };
}

/** Follows `line` until a step is blocked: the option it makes, or null when the edge of the map stops it. */
function followLine(board: ForcedMoveBoard, pick: Cell, line: readonly Cell[]): ForcedMoveOption | null {
  let way: Way = { path: [], spent: 0, broken: [] };
  let at: Cell = board.target.footprint;
  for (const next of line) {
    const result = step(board, at, next);
    if (!result.ok) return result.slam === null ? null : finish(board, pick, way, result.slam);
    const further = extend(board, way, next, result);
    if (further === "spent") return null;
    if ("slam" in further) return finish(board, pick, way, further.slam);
    way = further;
    at = next;
  }
  return finish(board, pick, way, null);
}

/** Every anchor within `distance` of the target's anchor (on its own height unless vertical). */
function candidates(board: ForcedMoveBoard): Cell[] {
  const start = board.target.footprint;
  const d = board.distance;
  const dz = board.vertical ? d : 0;
  const cells: Cell[] = [];
  for (let x = start.x - d; x <= start.x + d; x++)
    for (let y = start.y - d; y <= start.y + d; y++)
      for (let z = start.z - dz; z <= start.z + dz; z++)
        if (x !== start.x || y !== start.y || z !== start.z) cells.push({ x, y, z });
  return cells;
}

/**
 * R-MV-7 push / pull: a straight line, each square strictly farther from (push) or closer to (pull) the
 * source. Since one step changes the distance by at most 1, a line of k steps does that exactly when it
 * ends k farther (or k closer). Choice (R-MV-10): a blocked line stops before the obstacle and the slam
 * counts every square of the forced distance not yet moved — the mover commits the whole push into it.
 */
function straightOption(board: ForcedMoveBoard, pick: Cell): ForcedMoveOption | null {
  const start = board.target.footprint;
  const k = chebyshev(start, pick);
  if (k === 0 || k > board.distance || (!board.vertical && pick.z !== start.z)) return null;
  const from = footprintDistance(board.source.footprint, start);
  const to = footprintDistance(board.source.footprint, { ...pick, size: start.size });
  if (to !== from + (board.kind === "push" ? k : -k)) return null;
  return followLine(board, pick, straightLine(start, pick));
}

function straightOptions(board: ForcedMoveBoard): ForcedMoveOption[] {
  return candidates(board).flatMap((pick) => straightOption(board, pick) ?? []);
}

/** The 26 cells around a cell (8 on its own height; the others only matter for vertical movement). */
const KING_STEPS: readonly Cell[] = [-1, 0, 1]
  .flatMap((x) => [-1, 0, 1].flatMap((y) => [-1, 0, 1].map((z) => ({ x, y, z }))))
  .filter((c) => c.x !== 0 || c.y !== 0 || c.z !== 0);

/**
 * R-MV-7 slide: a path of adjacent squares in every direction (not necessarily straight). Free squares are
 * reached by the fewest squares of forced movement spent (a step through a wall of a material spends its
 * cost, R-MV-10); a blocked square next to one reached with squares to spare is a slam pick, taking the
 * cheapest way there (the most squares remaining).
 */
function slideOptions(board: ForcedMoveBoard): ForcedMoveOption[] {
  const start: Cell = board.target.footprint;
  const reached = new Map<string, { at: Cell; way: Way }>([
    [cellKey(start), { at: start, way: { path: [], spent: 0, broken: [] } }],
  ]);
  const slams = new Map<string, ForcedMoveOption>();
  // Ways grouped by the squares they spent, taken cheapest first (Dijkstra with small whole costs).
  const buckets: { at: Cell; way: Way }[][] = [[...reached.values()]];
  for (let spent = 0; spent < board.distance; spent++) {
    for (const entry of buckets[spent] ?? []) {
      const { at, way } = entry;
      if (reached.get(cellKey(at)) !== entry) continue;
      for (const delta of KING_STEPS) {
        const to = add(at, delta);
        const key = cellKey(to);
        const known = reached.get(key);
        const result = step(board, at, to);
        if (result.ok) {
          const further = extend(board, way, to, result);
          if (further === "spent") continue;
          if ("slam" in further) {
            if (!known && !slams.has(key)) slams.set(key, finish(board, to, way, further.slam));
            continue;
          }
          if (known && known.way.spent <= further.spent) continue;
          const next = { at: to, way: further };
          reached.set(key, next);
          (buckets[further.spent] ??= []).push(next);
        } else if (result.slam !== null && !known && !slams.has(key))
          slams.set(key, finish(board, to, way, result.slam));
      }
    }
  }
  // A cell reached freely (another way round) wins over a slam into a wall in front of it.
  for (const key of reached.keys()) slams.delete(key);
  reached.delete(cellKey(start));
  const free = [...reached.values()].map(({ at, way }) => finish(board, at, way, null));
  return [...free, ...slams.values()];
}

/**
 * R-MV-7: every cell the mover may pick for this forced movement, with the path, the slam (R-MV-10,
 * R-MV-11) and the fall (R-DM-7) it leads to. Not moving at all is always allowed and is not listed.
 */
export function forcedMoveOptions(board: ForcedMoveBoard): ForcedMoveOption[] {
  if (board.distance <= 0) return [];
  return board.kind === "slide" ? slideOptions(board) : straightOptions(board);
}

/** The option for one picked cell, or null when the pick is not allowed (the GM's re-check of a request). */
export function resolveForcedMove(board: ForcedMoveBoard, pick: Cell): ForcedMoveOption | null {
  if (board.distance <= 0) return null;
  if (board.kind !== "slide") return straightOption(board, pick);
  return slideOptions(board).find((o) => cellKey(o.pick) === cellKey(pick)) ?? null;
}

/** R-MV-7: forced movement of a flying creature is always vertical. */
export function isVerticalForcedMove(effectIsVertical: boolean, targetFlying: boolean): boolean {
  return effectIsVertical || targetFlying;
}
