/**
 * v13 movement measuring on a square grid, reduced to what a ruler needs:
 * - client/documents/token.mjs TokenDocument#measureMovementPath: each waypoint takes the previous one's
 *   missing fields (the first the token's source), is measured at its anchor (the middle of the token's
 *   top-left square), carries its action, actionConfig, teleport, measure and terrain, and gets a cost
 *   function (#createMovementCostFunction: a 1×1 token uses the step function directly; a larger one prices
 *   each of its squares and combines them with CONFIG.Token.movement.costAggregator).
 * - common/grid/square.mjs SquareGrid#_measurePath with EQUIDISTANT diagonals (Draw Steel's grid): a segment
 *   of n king steps is n spaces long; without a cost function it costs its length; a teleport segment is
 *   priced once (cost(from, to, length, segment)); any other calls the cost function once per square along
 *   the direct path (#calculateCost, each step 1 × grid distance). BaseGrid#measurePath then totals each
 *   waypoint's distance and cost from the start.
 * - SquareGrid#getDirectPath: the squares of a straight line (Bresenham, diagonals allowed), 3D.
 * - TokenDocument#getCompleteMovementPath: the intermediate squares of every non-teleport segment, marked
 *   intermediate, snapped and not explicit.
 * Not simulated: resizing mid-path, hexagonal and gridless grids, other diagonal rules.
 */
export interface GridParams {
  size: number;
  distance: number;
}
export interface Offset {
  i: number;
  j: number;
  k: number;
}
export type Plain = Record<string, unknown>;
type CostFn = (from: Offset, to: Offset, distance: number, segment: Plain) => number;
type Aggregator = (
  results: { from: Offset; to: Offset; cost: number }[],
  distance: number,
  segment: Plain,
) => number;

interface TokenLike {
  _source: Plain;
  movementAction: string;
}
interface MovementConfig {
  costAggregator: Aggregator;
  actions: Record<string, Plain>;
}

export interface MeasuredWaypoint {
  distance: number;
  cost: number;
  spaces: number;
  backward: { distance: number; cost: number; spaces: number } | null;
}
export interface MeasureResult {
  waypoints: MeasuredWaypoint[];
  distance: number;
  cost: number;
  spaces: number;
}

/** The square under a point, its height in squares (SquareGrid#getOffset with elevation). */
export function offsetOf(point: { x: number; y: number; elevation: number }, grid: GridParams): Offset {
  return {
    i: Math.floor(point.y / grid.size),
    j: Math.floor(point.x / grid.size),
    k: Math.floor(point.elevation / grid.distance + 1e-9),
  };
}

/** SquareGrid#getDirectPath (diagonals allowed): every square from a to b, both included. */
export function directPath(a: Offset, b: Offset): Offset[] {
  const path = [a];
  const d = [Math.abs(b.i - a.i), Math.abs(b.j - a.j), Math.abs(b.k - a.k)];
  const s = [Math.sign(b.i - a.i), Math.sign(b.j - a.j), Math.sign(b.k - a.k)];
  const n = Math.max(...d);
  const at = [a.i, a.j, a.k];
  const err = d.map(() => -n);
  for (let step = 0; step < n; step++) {
    for (let axis = 0; axis < 3; axis++) {
      err[axis] = (err[axis] ?? 0) + 2 * (d[axis] ?? 0);
      if ((err[axis] ?? 0) >= 0 && d[axis] !== 0) {
        err[axis] = (err[axis] ?? 0) - 2 * n;
        at[axis] = (at[axis] ?? 0) + (s[axis] ?? 0);
      }
    }
    path.push({ i: at[0] ?? 0, j: at[1] ?? 0, k: at[2] ?? 0 });
  }
  return path;
}

function stepCostFunction(cost: unknown, aggregator: Aggregator, width: number, height: number): unknown {
  if (cost === undefined || typeof cost !== "function") return cost === undefined ? undefined : Number(cost);
  const step = cost as CostFn;
  if (width === height && width <= 1) return step;
  return (from: Offset, to: Offset, distance: number, segment: Plain) => {
    const results = [];
    for (let di = 0; di < Math.ceil(height); di++)
      for (let dj = 0; dj < Math.ceil(width); dj++) {
        const a = { i: from.i + di, j: from.j + dj, k: from.k };
        const b = { i: to.i + di, j: to.j + dj, k: to.k };
        results.push({ from: a, to: b, cost: step(a, b, distance, segment) });
      }
    return aggregator(results, distance, segment);
  };
}

const FIELDS = ["x", "y", "elevation", "width", "height", "shape"] as const;
/** What a waypoint inherits from the previous one: its position, size and action. */
const pick = (w: Plain): Plain => Object.fromEntries([...FIELDS, "action"].map((k) => [k, w[k]]));

/** TokenDocument#measureMovementPath → SquareGrid#measurePath. */
export function measureMovementPath(
  token: TokenLike,
  grid: GridParams,
  movement: MovementConfig,
  waypoints: readonly Plain[],
  { cost, aggregator }: { cost?: unknown; aggregator?: Aggregator } = {},
): MeasureResult {
  const aggregate = aggregator ?? movement.costAggregator;
  let previous: Plain = {
    ...Object.fromEntries(FIELDS.map((k) => [k, token._source[k]])),
    action: token.movementAction,
  };
  const path = waypoints.map((raw) => {
    const w: Plain = { ...previous };
    for (const [k, v] of Object.entries(raw)) if (v !== undefined) w[k] = v;
    previous = w;
    const width = Number(w["width"] ?? 1);
    const height = Number(w["height"] ?? 1);
    const anchorX = grid.size * (Number.isInteger(width) ? 0.5 : 0.25);
    const anchorY = grid.size * (Number.isInteger(height) ? 0.5 : 0.25);
    const action = String(w["action"]);
    const actionConfig = movement.actions[action] ?? movement.actions["displace"] ?? {};
    return {
      x: Math.round(Number(w["x"] ?? 0)) + anchorX,
      y: Math.round(Number(w["y"] ?? 0)) + anchorY,
      elevation: Number(w["elevation"] ?? 0),
      action,
      actionConfig,
      teleport: actionConfig["teleport"] === true,
      measure: actionConfig["measure"] !== false,
      terrain: raw["terrain"] ?? null,
      cost: stepCostFunction(raw["cost"] ?? cost, aggregate, width, height),
    };
  });
  return measurePath(path, grid);
}

function measurePath(path: (Plain & { x: number; y: number; elevation: number })[], grid: GridParams) {
  const result: MeasureResult = { waypoints: [], distance: 0, cost: 0, spaces: 0 };
  path.forEach((w1, index) => {
    const w0 = path[index - 1];
    if (!w0) {
      result.waypoints.push({ distance: 0, cost: 0, spaces: 0, backward: null });
      return;
    }
    const o0 = offsetOf(w0, grid);
    const o1 = offsetOf(w1, grid);
    const segment = { distance: 0, cost: 0, spaces: 0 };
    if (w1["measure"] !== false) {
      const c = Math.max(Math.abs(o0.i - o1.i), Math.abs(o0.j - o1.j), Math.abs(o0.k - o1.k));
      const teleport = w1["teleport"] === true;
      const cost = w1["cost"];
      segment.distance = c * grid.distance;
      segment.spaces = c;
      if (cost === undefined || c === 0) segment.cost = teleport ? 0 : c * grid.distance;
      else if (typeof cost === "function") {
        const step = cost as CostFn;
        if (teleport) segment.cost = step(o0, o1, c * grid.distance, w1);
        else {
          const squares = directPath(o0, o1);
          for (let s = 1; s < squares.length; s++)
            segment.cost += step(squares[s - 1] as Offset, squares[s] as Offset, grid.distance, w1);
        }
      } else segment.cost = Number(cost);
    }
    result.distance += segment.distance;
    result.cost += segment.cost;
    result.spaces += segment.spaces;
    result.waypoints.push({
      distance: result.distance,
      cost: result.cost,
      spaces: result.spaces,
      backward: segment,
    });
  });
  return result;
}

/** TokenDocument#_positionToGridOffset / #_gridOffsetToPosition for a token's top-left square. */
export function topLeftOffset(position: Plain, grid: GridParams): Offset {
  return {
    i: Math.round(Number(position["y"]) / grid.size),
    j: Math.round(Number(position["x"]) / grid.size),
    k: Math.round(Number(position["elevation"] ?? 0) / grid.distance),
  };
}

/** TokenDocument#getCompleteMovementPath. */
export function completeMovementPath(
  token: TokenLike,
  grid: GridParams,
  movement: MovementConfig,
  waypoints: readonly Plain[],
): Plain[] {
  const path: Plain[] = [];
  let previous: Plain = {
    ...Object.fromEntries(FIELDS.map((k) => [k, token._source[k]])),
    action: token.movementAction,
  };
  let from: Offset | null = null;
  for (const raw of waypoints) {
    const w: Plain = { ...pick(previous), terrain: null, snapped: false, explicit: false, checkpoint: false };
    w["intermediate"] = false;
    for (const [k, v] of Object.entries(raw)) if (v !== undefined) w[k] = v;
    const to = topLeftOffset(w, grid);
    const teleport = movement.actions[String(w["action"])]?.["teleport"] === true;
    if (from && !teleport) {
      const steps = directPath(from, to);
      for (const o of steps.slice(1, -1))
        path.push({
          ...w,
          x: o.j * grid.size,
          y: o.i * grid.size,
          elevation: o.k * grid.distance,
          snapped: true,
          explicit: false,
          checkpoint: false,
          intermediate: true,
        });
    }
    path.push(w);
    from = to;
    previous = w;
  }
  return path;
}

/** TokenDocument#getOccupiedGridSpaceOffsets on a square grid: the token's width × height squares. */
export function occupiedOffsets(position: Plain, grid: GridParams): Offset[] {
  const o = topLeftOffset(position, grid);
  const offsets: Offset[] = [];
  for (let di = 0; di < Math.max(1, Math.round(Number(position["height"] ?? 1))); di++)
    for (let dj = 0; dj < Math.max(1, Math.round(Number(position["width"] ?? 1))); dj++)
      offsets.push({ i: o.i + di, j: o.j + dj, k: o.k });
  return offsets;
}
