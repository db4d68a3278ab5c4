/**
 * v13 token movement (client/documents/token.mjs), reduced to what a move by API does:
 * - TokenDocument#move(waypoints, {method, constrainOptions, autoRotate, showRuler, ...options}) is an
 *   `update({}, {...options, movement: {[id]: {waypoints, …}}})`; an empty array moves nothing (false).
 * - #preUpdateMovement (on the requesting client, inside _preUpdate): waypoints are cleaned (a missing
 *   x/y/elevation/width/height is the previous waypoint's, x/y rounded, snapped/explicit/checkpoint
 *   default false, unknown keys dropped), split at the first checkpoint, and the last passed waypoint
 *   becomes the update's x/y/elevation/width/height. A plain x/y update is one inferred waypoint. The
 *   method defaults to "api" (no ruler, no rotation). `_preUpdateMovement` and the `preMoveToken` hook may
 *   veto. The operation carries `_movement: {[id]: movement}` and `diff: false`.
 * - _preUpdateOperation drops `movement` and `_movementArguments` before the request is sent.
 * - _onUpdate (every client): `token.movement` becomes the operation's movement; then
 *   _onUpdateOperation calls `_onUpdateMovement` and the `moveToken` hook.
 * Not simulated: region checkpoints, the rendered Token's terrain and constraint passes (forced movement
 * asks for ignoreWalls/ignoreCost anyway), movement history recording, continuation of pending movement
 * (a pending movement throws here, so a test notices instead of diverging silently).
 */
import { randomID, type Plain } from "../harness/utils.ts";

export const MOVEMENT_FIELDS = ["x", "y", "elevation", "width", "height"] as const;
const WAYPOINT_KEYS = new Set([...MOVEMENT_FIELDS, "shape", "action", "snapped", "explicit", "checkpoint"]);
const METHODS = ["api", "config", "dragging", "keyboard", "paste", "undo"];

export type Waypoint = Plain & { x: number; y: number; elevation: number; checkpoint: boolean };

export interface MovementOperation {
  id: string;
  origin: Plain;
  destination: Plain;
  passed: { waypoints: Waypoint[] };
  pending: { waypoints: Waypoint[] };
  method: string;
  constrainOptions: Plain;
  autoRotate: boolean;
  showRuler: boolean;
}

interface Movable {
  id: string;
  _source: Plain;
  _preUpdateMovement?(movement: MovementOperation, options: Plain): Promise<boolean | undefined>;
}
type Hooks = { call(name: string, ...args: unknown[]): boolean };
const hooks = () => (globalThis as unknown as { Hooks: Hooks }).Hooks;

/** The schema defaults (common/documents/token.mjs BaseToken): x, y, elevation 0; width, height 1. */
const DEFAULTS: Readonly<Record<string, number>> = { x: 0, y: 0, elevation: 0, width: 1, height: 1 };
function origin(token: Movable): Plain {
  return Object.fromEntries(MOVEMENT_FIELDS.map((k) => [k, token._source[k] ?? DEFAULTS[k]]));
}

function clean(token: Movable, waypoints: Plain[]): Waypoint[] {
  let previous: Plain = origin(token);
  return waypoints.map((raw) => {
    const w: Plain = {};
    for (const [k, v] of Object.entries(raw)) if (WAYPOINT_KEYS.has(k)) w[k] = v;
    for (const k of MOVEMENT_FIELDS) {
      if (w[k] === undefined) w[k] = previous[k];
      else if (typeof w[k] !== "number" || !Number.isFinite(w[k]))
        throw new Error(`${k} must be a finite number`);
    }
    w["x"] = Math.round(Number(w["x"]));
    w["y"] = Math.round(Number(w["y"]));
    for (const k of ["snapped", "explicit", "checkpoint"]) w[k] ??= false;
    previous = w;
    return w as Waypoint;
  });
}

/** v13 TokenDocument#move. */
export async function moveToken(
  token: Movable & { update(changes: Plain, options: Plain): Promise<unknown> },
  waypoints: Plain | Plain[],
  { method, constrainOptions, autoRotate, showRuler, ...options }: Plain = {},
): Promise<boolean> {
  const list = Array.isArray(waypoints) ? waypoints : [waypoints];
  if (list.length === 0) return false;
  const args = { result: false };
  const updated = await token.update(
    {},
    {
      ...options,
      movement: { [token.id]: { waypoints: list, method, constrainOptions, autoRotate, showRuler } },
      _movementArguments: args,
    },
  );
  return args.result && !!updated;
}

/** v13 TokenDocument#_preUpdate → #preUpdateMovement. */
export async function preUpdateMovement(token: Movable, changed: Plain, options: Plain): Promise<void> {
  if (!options["isUndo"]) delete changed["_movementHistory"];
  const requested = (options["movement"] as Record<string, Plain> | undefined)?.[token.id] ?? {};
  let waypoints = requested["waypoints"] as Plain[] | undefined;
  if (waypoints?.length === 0) waypoints = undefined;
  if (!waypoints && MOVEMENT_FIELDS.some((k) => k in changed))
    waypoints = [{ ...origin(token), ...pick(changed), checkpoint: true }];
  if (!waypoints) return;
  const method = (requested["method"] as string | undefined) ?? "api";
  if (!METHODS.includes(method)) throw new Error("Invalid movement method");
  const cleaned = clean(token, waypoints);
  const split = cleaned.findIndex((w) => w.checkpoint);
  const passed = split < 0 ? cleaned : cleaned.slice(0, split + 1);
  const pending = split < 0 ? [] : cleaned.slice(split + 1);
  const destination = passed.at(-1);
  if (!destination) return;
  destination.checkpoint = true;
  for (const k of MOVEMENT_FIELDS) changed[k] = destination[k];
  const movement: MovementOperation = {
    id: randomID(),
    origin: origin(token),
    destination: pick(destination),
    passed: { waypoints: passed },
    pending: { waypoints: pending },
    method,
    constrainOptions: (requested["constrainOptions"] as Plain | undefined) ?? {},
    // keyboard/dragging read the core tokenAutoRotate setting in v13; the sim has it off.
    autoRotate: (requested["autoRotate"] as boolean | undefined) ?? false,
    showRuler: (requested["showRuler"] as boolean | undefined) ?? method === "dragging",
  };
  let allowed = (await token._preUpdateMovement?.(movement, options)) ?? true;
  allowed &&= options["noHook"] === true || hooks().call("preMoveToken", token, movement, options);
  if (!allowed) {
    for (const k of MOVEMENT_FIELDS) Reflect.deleteProperty(changed, k);
    return;
  }
  if (pending.length) throw new Error("sim: pending token movement (continuation) is not simulated");
  const previous = (options["_movement"] ?? {}) as Plain;
  options["_movement"] = { ...previous, [token.id]: movement };
  options["diff"] = false;
  const args = options["_movementArguments"] as { result: boolean } | undefined;
  if (args) args.result = true;
}

function pick(source: Plain): Plain {
  return Object.fromEntries(MOVEMENT_FIELDS.filter((k) => k in source).map((k) => [k, source[k]]));
}

/** v13 TokenDocument._preUpdateOperation → #preUpdateOperationMovement: what never leaves the client. */
export function preUpdateOperationMovement(options: Plain): void {
  delete options["movement"];
  delete options["_movementArguments"];
}

/** The movement an update operation carries for this token, as every client received it. */
export function movementOf(token: { id: string }, options: Plain): MovementOperation | null {
  return ((options["_movement"] as Record<string, MovementOperation> | undefined) ?? {})[token.id] ?? null;
}
