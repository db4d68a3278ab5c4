/**
 * Draw Steel movement costs in v13's measuring pipeline. v13 client/canvas/placeables/token.mjs
 * Token#_getMovementCostFunction prices one grid step as the terrain cost (CONFIG.Token.movement.TerrainData)
 * handed to the movement action's cost function (CONFIG.Token.movement.actions[action].getCostFunction); v13
 * client/documents/token.mjs TokenDocument#measureMovementPath calls it for each square of a step (each cell of
 * a large token, combined by CONFIG.Token.movement.costAggregator) and common/grid/square.mjs
 * SquareGrid#_measurePath walks the squares of each segment (a teleport segment is priced once, whole).
 *
 * Draw Steel adds its surcharges instead of multiplying them (R-MV-1, R-MV-5: a crawl through difficult
 * terrain costs 3, not 4), so the terrain part here says only "difficult or not" (+1 per square, whatever
 * the region's multiplier) and the action part prices the square through the rules' `stepCost`.
 */
import {
  TELEPORT_ACTIONS,
  cutsCorner,
  footprintDistance,
  stepCost,
  type Cell,
  type PathCreature,
} from "../rules/index.ts";
import { readCreatures, readMover, squareGeometry } from "./movement-board.ts";
import { rideMount, ridingCreatures } from "./ride-board.ts";
import { movementWalls } from "./forced-move-board.ts";
import { wallsInSquares } from "./wall-crossing.ts";

/** A grid offset as v13 passes it to cost functions (row i, column j, height k). */
export interface GridOffset {
  i: number;
  j: number;
  k?: number;
}

/** What v13 hands a cost function about the segment (TokenMovementSegmentData). */
export interface CostSegment {
  action: string;
  teleport?: boolean;
  terrain?: SegmentTerrain | null;
}

/**
 * The terrain data of a segment: v13 TerrainData's difficulty, and `damaging` where the scene's terrain data
 * carries it (R-MV-4; core TerrainData has no such field, so on a core scene no square reads as damaging).
 */
export interface SegmentTerrain {
  difficulty?: number | null;
  damaging?: unknown;
}

/** R-MV-4: the segment's terrain is damaging terrain. */
export function damagingTerrain(terrain: SegmentTerrain | null | undefined): boolean {
  return terrain?.damaging === true;
}

export type StepCostFunction = (
  from: GridOffset,
  to: GridOffset,
  distance: number,
  segment: CostSegment,
) => number;
export type ActionCostFunction = (
  cost: number,
  from: GridOffset,
  to: GridOffset,
  distance: number,
  segment: CostSegment,
) => number;

export function offsetCell(offset: GridOffset): Cell {
  return { x: offset.j, y: offset.i, z: offset.k ?? 0 };
}

/** The terrain's difficulty multiplier (v13 TerrainData: null means impassable, read as Infinity). */
export function terrainDifficulty(segment: CostSegment): number {
  const difficulty = segment.terrain ? segment.terrain.difficulty : 1;
  return difficulty === null ? Infinity : (difficulty ?? 1);
}

function enemyIn(cell: Cell, enemies: readonly PathCreature[]): boolean {
  return enemies.some((e) => footprintDistance({ ...cell, size: 1 }, e.footprint) === 0);
}

/**
 * R-MV-1, R-MV-6: the terrain part of a step: its length, twice that in difficult terrain or an enemy's
 * square, Infinity in impassable terrain; a teleport pays its length only. R-MV-1 (004 「角を曲がることは
 * できない」): a diagonal step past the end of a wall that stops movement costs Infinity (v13 measures each
 * square of a large token's step apart, so each square's own corner is checked).
 */
export function terrainCostFunction(token: TokenDocument.Implementation): StepCostFunction {
  const enemies = readCreatures(token).filter((c) => c.enemy);
  // R-CB-8 Ride: a Ride step is the mount's, among the mount's enemies (./ride-board.ts).
  const mount = rideMount(token, "ride");
  const rideEnemies = mount ? ridingCreatures(token, mount).filter((c) => c.enemy) : enemies;
  const scene = token.parent;
  const barriers = scene ? wallsInSquares(movementWalls(scene), squareGeometry(token).size) : [];
  return (from, to, distance, segment) => {
    if (segment.teleport === true || TELEPORT_ACTIONS.has(segment.action)) return distance;
    if (cutsCorner({ ...offsetCell(from), size: 1 }, offsetCell(to), barriers)) return Infinity;
    const difficulty = terrainDifficulty(segment);
    if (!Number.isFinite(difficulty)) return Infinity;
    const met = segment.action === "ride" ? rideEnemies : enemies;
    return difficulty > 1 || enemyIn(offsetCell(to), met) ? 2 * distance : distance;
  };
}

/**
 * R-MV-4, R-MV-5, R-CN-7, R-CN-5: the action part. The terrain cost says whether the square is difficult (it
 * cost more than its length); the rules price the square for this action and this creature (a prone one
 * crawls, and its climb, jump, swim or flight costs Infinity, which v13 Token#constrainMovementPath stops
 * a drag at). A shift into damaging terrain costs Infinity too.
 */
export function actionCostFunction(action: string, token: TokenDocument.Implementation): ActionCostFunction {
  const mover = readMover(token);
  return (cost, _from, _to, distance, segment) => {
    if (distance === 0 || !Number.isFinite(cost) || TELEPORT_ACTIONS.has(action)) return cost;
    const terms = { action, difficult: cost > distance, enemySquare: false, types: mover.types };
    const situation = { canShift: mover.canShift, prone: mover.prone === true };
    return stepCost({ ...terms, ...situation, damaging: damagingTerrain(segment.terrain) }) * distance;
  };
}

/** v13 Token#_getMovementCostFunction's composition: terrain first, then the segment's action. */
export function movementCostFunction(
  token: TokenDocument.Implementation,
  actionCost: (action: string) => ActionCostFunction,
): StepCostFunction {
  const terrain = terrainCostFunction(token);
  const byAction = new Map<string, ActionCostFunction>();
  return (from, to, distance, segment) => {
    let price = byAction.get(segment.action);
    if (!price) byAction.set(segment.action, (price = actionCost(segment.action)));
    return price(terrain(from, to, distance, segment), from, to, distance, segment);
  };
}
