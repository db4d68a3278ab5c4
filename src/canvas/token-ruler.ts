/**
 * The Draw Steel token ruler. v13 client/canvas/placeables/tokens/token-ruler.mjs TokenRuler#refresh measures
 * the ruler's path through Token#measureMovementPath (our Draw Steel costs), links the waypoints, then asks
 * `_getSegmentStyle` for each segment's line, `_getGridHighlightStyle` for each square and
 * `_getWaypointLabelContext` for each label, rendered with WAYPOINT_LABEL_TEMPLATE. This subclass:
 * - labels the movement's cost against what it may cost (speed; a disengage its disengage value),
 * - draws the line and squares red once the movement costs more than that (R-MV-3),
 * - on the last label, names the enemies that may make an opportunity attack (R-CB-11) and warns when the
 *   path ends in another creature's space (R-MV-1) or a teleport lands in an occupied one (R-MV-6),
 * - refuses (red, with a warning) a movement that mixes walking and shifting (R-MV-4), a teleport back into the
 *   square it leaves (R-MV-6), a prone creature's climb, jump, swim or flight (R-CN-5), a jump out of difficult
 *   or damaging terrain (R-MV-5) and a shift into damaging terrain (R-MV-4),
 * - says on the last label that a prone creature is crawling (R-CN-5: each square costs 1 more), and that a
 *   hidden creature outside combat sneaks at half speed (R-CB-9).
 * Squares already passed this turn (the token's movement history) are drawn as core draws them.
 */
import { rideMount, ridingCreatures } from "./ride-board.ts";
import {
  mixesWalkAndShift,
  moverLimit,
  pricePath,
  type MovementRefusal,
  type PathPrice,
  type PathStep,
} from "../rules/index.ts";
import { readMover, squareGeometry } from "./movement-board.ts";
import { damagingTerrain, terrainDifficulty, type SegmentTerrain } from "./movement-cost.ts";
import { tokenCell } from "./grid-cells.ts";

type Waypoint = foundry.canvas.placeables.tokens.TokenRuler.Waypoint;
type WaypointContext = foundry.canvas.placeables.tokens.TokenRuler.WaypointContext;
/** What `_getGridHighlightStyle` receives: a ruler waypoint without index, center, size and ray. */
type PathWaypoint = Pick<Waypoint, "stage" | "measurement" | "action" | "previous">;

export const OVER_LIMIT_COLOR = 0xc8402f;
export const WAYPOINT_LABEL_TEMPLATE = "systems/steelbound/templates/canvas/waypoint-label.hbs";

export interface SteelWaypointLabel {
  /** Squares of movement spent so far and allowed, as shown ("4 / 5"). */
  used: string;
  limit: string;
  /** The squares this leg added ("+2"), from the second leg on. */
  delta: string | null;
  over: boolean;
  /** R-MV-4: this movement walks and shifts, which one movement can't. */
  mixed?: boolean;
  /** R-MV-6: a teleport of this movement lands in an occupied space. */
  teleportOccupied?: boolean;
  /** Another reason the movement can't be made (R-MV-6, R-CN-5, R-MV-5, R-MV-4), as a localization key. */
  refusal?: string | null;
  /** R-CN-5: the mover is prone and crawls. */
  crawling?: boolean;
  /** R-CB-9: the mover is hidden outside combat and sneaks at half speed. */
  sneaking?: boolean;
  freeStrikes: string[];
  cannotStop: boolean;
}

/** The refusals the label names with their own words (teleport-occupied and mixed moves have their own flags). */
const REFUSAL_KEYS: Partial<Record<MovementRefusal, string>> = {
  "teleport-same-square": "STEELBOUND.TokenRuler.TeleportSameSquare",
  prone: "STEELBOUND.TokenRuler.ProneMove",
  "jump-from-terrain": "STEELBOUND.TokenRuler.JumpFromTerrain",
  "shift-damaging": "STEELBOUND.TokenRuler.ShiftDamaging",
};

/** The terrain a waypoint carries (v13 TokenRuler waypoints keep their TerrainData, or null). */
function terrainOf(waypoint: object): SegmentTerrain | null {
  const terrain: unknown = (waypoint as { terrain?: unknown }).terrain;
  return typeof terrain === "object" && terrain !== null ? terrain : null;
}

/** R-MV-1, R-MV-4: the terrain of a square as the rules read it. */
function squareTerrain(waypoint: object): { difficult: boolean; damaging: boolean } {
  const terrain = terrainOf(waypoint);
  return {
    difficult: terrainDifficulty({ action: "walk", terrain }) > 1,
    damaging: damagingTerrain(terrain),
  };
}

/** The last waypoint already passed (where this movement starts), if any. */
function movementStart(waypoint: PathWaypoint): Waypoint | null {
  let w = waypoint.previous;
  while (w && w.stage !== "passed") w = w.previous;
  return w;
}

function origin(waypoint: PathWaypoint): PathWaypoint {
  let w = waypoint;
  while (w.previous && w.previous.stage !== "passed") w = w.previous;
  return w.previous ?? w;
}

/** The actions of the movement being planned up to this waypoint (history and the start excluded). */
function plannedActions(waypoint: PathWaypoint): string[] {
  const actions: string[] = [];
  let w: PathWaypoint = waypoint;
  while (w.previous && w.stage !== "passed") {
    actions.unshift(w.action);
    w = w.previous;
  }
  return actions;
}

/** R-MV-3: cost of the movement being planned up to this waypoint (history excluded). */
function spent(waypoint: PathWaypoint): number {
  return waypoint.measurement.cost - (movementStart(waypoint)?.measurement.cost ?? 0);
}

export class SteelTokenRuler extends foundry.canvas.placeables.tokens.TokenRuler {
  static override WAYPOINT_LABEL_TEMPLATE = WAYPOINT_LABEL_TEMPLATE;

  /** R-MV-3, R-CB-8, R-MV-6: what this movement may cost, in the scene's units. */
  #limit(action: string): number {
    const document = this.token.document;
    return (
      moverLimit(action, readMover(rideMount(document, action) ?? document)) *
      squareGeometry(document).distance
    );
  }

  /**
   * R-MV-3 past what the movement may cost, R-MV-4 walking and shifting mixed in one movement, or another
   * reason the rules refuse the movement up to this waypoint (R-MV-6, R-CN-5, R-MV-5, R-MV-4).
   */
  #over(waypoint: PathWaypoint): boolean {
    if (waypoint.stage === "passed") return false;
    if (spent(waypoint) > this.#limit(waypoint.action) + 1e-6 || mixesWalkAndShift(plannedActions(waypoint)))
      return true;
    const refused = this.#price(waypoint).refused;
    return refused !== null && refused in REFUSAL_KEYS;
  }

  /** R-CB-11, R-MV-1: the rules' reading of every square from the movement's start to `waypoint`. */
  #price(waypoint: PathWaypoint): PathPrice {
    const document = this.token.document;
    const grid = squareGeometry(document);
    const start = origin(waypoint);
    const chain: PathWaypoint[] = [];
    for (let w: PathWaypoint | null = waypoint; w; w = w === start ? null : w.previous) chain.unshift(w);
    // Each waypoint keeps its terrain (v13 getCompleteMovementPath copies it onto the squares leading to it).
    const plain = chain.map((w) => {
      const { x, y, elevation, width, height, shape, action } = w as Waypoint;
      return { x, y, elevation, width, height, shape, action, terrain: terrainOf(w) };
    });
    const squares = document.getCompleteMovementPath(
      plain as Parameters<typeof document.getCompleteMovementPath>[0],
    );
    const steps: PathStep[] = squares.slice(1).map((s) => ({
      to: tokenCell(s, grid),
      action: s.action,
      ...squareTerrain(s),
    }));
    // R-CB-8 Ride: the mount moves (its speed, its enemies; its riders go with it and are no obstacle).
    const mount = rideMount(document, waypoint.action);
    const base = readMover(mount ?? document);
    // The complete path fills what a waypoint leaves out from the token (v13 getCompleteMovementPath).
    const first = squares[0] ?? (start as Waypoint);
    const mover = {
      ...base,
      start: { ...tokenCell(first, grid), size: base.start.size },
      startTerrain: squareTerrain(first),
    };
    return pricePath(mover, steps, ridingCreatures(document, mount));
  }

  protected override _getWaypointLabelContext(waypoint: Waypoint, state: Parameters<TokenRulerLabel>[1]) {
    const context = super._getWaypointLabelContext(waypoint, state);
    if (!context) return context;
    const distance = squareGeometry(this.token.document).distance;
    const planned = waypoint.stage !== "passed";
    const price = planned && !waypoint.next ? this.#price(waypoint) : null;
    const steelbound: SteelWaypointLabel = {
      used: format(spent(waypoint) / distance),
      limit: format(this.#limit(waypoint.action) / distance),
      delta:
        waypoint.previous?.previous && planned
          ? signed((waypoint.measurement.backward?.cost ?? 0) / distance)
          : null,
      over: planned && spent(waypoint) > this.#limit(waypoint.action) + 1e-6,
      mixed: planned && mixesWalkAndShift(plannedActions(waypoint)),
      teleportOccupied: price?.refused === "teleport-occupied",
      refusal: price?.refused ? (REFUSAL_KEYS[price.refused] ?? null) : null,
      crawling: price !== null && readMover(this.token.document).prone === true,
      sneaking: price !== null && readMover(this.token.document).sneaking === true,
      freeStrikes: price ? grouped(price.freeStrikes.map((f) => f.name)) : [],
      cannotStop: price?.endsInOccupied ?? false,
    };
    return { ...context, steelbound } satisfies WaypointContext & { steelbound: SteelWaypointLabel };
  }

  protected override _getSegmentStyle(waypoint: Waypoint) {
    const style = super._getSegmentStyle(waypoint);
    return this.#over(waypoint) && style.width > 0 ? { ...style, color: OVER_LIMIT_COLOR } : style;
  }

  protected override _getGridHighlightStyle(
    waypoint: Parameters<TokenRulerHighlight>[0],
    offset: foundry.grid.BaseGrid.Offset3D,
  ) {
    const style = super._getGridHighlightStyle(waypoint, offset);
    return this.#over(waypoint) && style.alpha !== 0 ? { ...style, color: OVER_LIMIT_COLOR } : style;
  }
}

type TokenRulerLabel = foundry.canvas.placeables.tokens.TokenRuler["_getWaypointLabelContext"];
type TokenRulerHighlight = foundry.canvas.placeables.tokens.TokenRuler["_getGridHighlightStyle"];

/** Several enemies of one name (a minion squad) are named once, with how many. */
function grouped(names: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) =>
    count === 1
      ? name
      : (game.i18n?.format("STEELBOUND.TokenRuler.Several", { name, count: String(count) }) ?? name),
  );
}

function signed(n: number): string {
  return n < 0 ? format(n) : `+${format(n)}`;
}

function format(n: number): string {
  return Number.isFinite(n) ? String(Math.round(n * 100) / 100) : "∞";
}
