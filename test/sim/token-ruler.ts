/**
 * The Token placeable's measuring and the TokenRuler, reduced to what a ruler shows the user:
 * - v13 client/canvas/placeables/token.mjs Token#measureMovementPath (the document measures with
 *   `_getMovementCostFunction(options)`) and Token#_getMovementCostFunction (the terrain cost from
 *   CONFIG.Token.movement.TerrainData.getMovementCostFunction, handed to the segment's action's
 *   getCostFunction(document, options), cached per action).
 * - v13 client/canvas/placeables/tokens/token-ruler.mjs TokenRuler#refresh: the passed, pending and planned
 *   parts of the path; the non-intermediate path (each waypoint with actionConfig, index = explicit
 *   waypoints so far, stage, hidden, unreachable, center, ray; intermediate costs carried to the next) and
 *   the intermediate path, each measured with token.measureMovementPath and linked (measurement, previous,
 *   next); `_getSegmentStyle` for every segment after the first waypoint, `_getGridHighlightStyle` for each
 *   square each waypoint occupies (the path walked backwards, a square drawn once, alpha 0 skipped), and
 *   `_getWaypointLabelContext` → WAYPOINT_LABEL_TEMPLATE for the labels, in a div.token-ruler-labels. The
 *   default styles and label context follow the same file (user colour, width 4, alpha 0.5 squares; no label
 *   on the first waypoint or on a non-explicit waypoint followed by the same action).
 * Not simulated: PIXI drawing, dash lines, the drag workflow and findMovementPath (the test gives the path
 * a drag would plan: each waypoint with the terrain Token#createTerrainMovementPath would give it, measured
 * by the placeable into the waypoints' costs).
 */
import { SimToken } from "./canvas.ts";
import { SimGraphics, drawBar, drawBars } from "./token-bars.ts";
import type { SimTokenDocument } from "./documents.ts";
import type { Offset, Plain } from "./token-measure.ts";

type CostFn = (from: Offset, to: Offset, distance: number, segment: Plain) => number;
type ActionConfig = Plain & {
  getCostFunction?: (token: unknown, options: unknown) => (...a: unknown[]) => number;
};
interface Globals {
  CONFIG: {
    Token: {
      movement: {
        TerrainData: { getMovementCostFunction(token: unknown, options: unknown): CostFn };
        actions: Record<string, ActionConfig>;
      };
    };
  };
  game: { users: { get(id: string): { color?: number } | undefined }; i18n: { lang: string } };
  canvas: { grid: { size: number; units?: string } | null; dimensions: { uiScale?: number } | null } | null;
  foundry: { applications: { handlebars: { renderTemplate(path: string, data: object): Promise<string> } } };
}
const g = () => globalThis as unknown as Globals;

/** v13 Token placeable: measuring through the cost function. */
export class SimTokenObject extends SimToken {
  isPreview = false;
  /** v13 Token#bars: the two resource bars (./token-bars.ts). */
  readonly bars = { bar1: new SimGraphics(), bar2: new SimGraphics() };
  /** v13 PlaceableObject#renderFlags: refreshBars redraws the bars (Token#_applyRenderFlags → drawBars). */
  readonly renderFlags = {
    set: (flags: Record<string, boolean>) => {
      if (flags["refreshBars"]) this.drawBars();
    },
  };
  drawBars(): void {
    drawBars(this.document, this.bars, (n, bar, data) => this._drawBar(n, bar, data));
  }
  protected _drawBar(number: number, bar: SimGraphics, data: { value?: number; max?: number }): boolean {
    return drawBar(this.document, number, bar, data);
  }
  get h(): number {
    return Number(this.document._source["height"] ?? 1) * (g().canvas?.grid?.size ?? 100);
  }
  measureMovementPath(waypoints: Plain[], options: Plain = {}) {
    return this.document.measureMovementPath(waypoints, { cost: this._getMovementCostFunction(options) });
  }
  protected _getMovementCostFunction(options: Plain = {}): CostFn {
    const movement = g().CONFIG.Token.movement;
    const terrain = movement.TerrainData.getMovementCostFunction(this.document, options);
    const byAction: Record<string, (...a: unknown[]) => number> = {};
    return (from, to, distance, segment) => {
      const terrainCost = terrain(from, to, distance, segment);
      const config = segment["actionConfig"] as ActionConfig;
      const actionCost = (byAction[String(segment["action"])] ??=
        config.getCostFunction?.(this.document, options) ?? ((cost: unknown) => Number(cost)));
      return actionCost(terrainCost, from, to, distance, segment);
    };
  }
}

export type RulerWaypoint = Plain & {
  x: number;
  y: number;
  elevation: number;
  action: string;
  actionConfig: ActionConfig;
  stage: string;
  explicit?: boolean;
  intermediate?: boolean;
  measurement: { cost: number; distance: number; backward: { cost: number; distance: number } | null };
  previous: RulerWaypoint | null;
  next: RulerWaypoint | null;
  ray: { A: Point; B: Point; distance: number } | null;
  center: Point;
};
interface Point {
  x: number;
  y: number;
}
interface PathPart {
  waypoints: Plain[];
  stage: string;
  hidden: boolean;
  unreachable: boolean;
  userId?: string;
}
export interface PlannedMovement {
  foundPath: Plain[];
  unreachableWaypoints: Plain[];
  history: Plain[];
  hidden: boolean;
  searching: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const signed = (n: number) => (n < 0 ? `${n}` : `+${n}`);

/** v13 TokenRuler: the drawing reduced to records a test reads. */
export class SimTokenRuler {
  static WAYPOINT_LABEL_TEMPLATE = "templates/hud/waypoint-label.hbs";
  /** Each drawn segment (after the first waypoint) with the style it was drawn in. */
  segments: { to: RulerWaypoint; style: { width: number; color?: number; alpha?: number } }[] = [];
  /** Highlighted squares by "i,j" with their style. */
  highlights = new Map<string, { color?: number; alpha?: number }>();
  readonly labels = document.createElement("div");
  /** The labels' rendering (v13 renders them without awaiting). */
  rendered: Promise<void> = Promise.resolve();

  constructor(readonly token: SimTokenObject) {
    this.labels.classList.add("ruler-labels", "token-ruler-labels");
  }

  #parts(parts: PathPart[], intermediate: boolean): RulerWaypoint[] {
    const actions = g().CONFIG.Token.movement.actions;
    const path: RulerWaypoint[] = [];
    let index = 0;
    for (const { waypoints, stage, hidden, unreachable, userId } of parts) {
      let skipped = 0;
      for (const raw of waypoints) {
        const action = typeof raw["action"] === "string" ? raw["action"] : this.token.document.movementAction;
        if (!intermediate && raw["intermediate"] === true) {
          skipped += Number(raw["cost"] ?? 0);
          continue;
        }
        if (raw["explicit"] === true) index++;
        const w = {
          ...raw,
          action,
          actionConfig: actions[action] ?? actions["displace"] ?? {},
        } as RulerWaypoint;
        Object.assign(w, {
          stage,
          hidden,
          unreachable,
          index,
          userId,
          cost: Number(raw["cost"] ?? 0) + skipped,
        });
        const size = g().canvas?.grid?.size ?? 100;
        w.center = {
          x: w.x + (Number(w["width"] ?? 1) * size) / 2,
          y: w.y + (Number(w["height"] ?? 1) * size) / 2,
        };
        const before = path.at(-1);
        w.ray = before
          ? {
              A: before.center,
              B: w.center,
              distance: Math.hypot(w.center.x - before.center.x, w.center.y - before.center.y),
            }
          : null;
        path.push(w);
        skipped = 0;
      }
    }
    const measurement = this.token.measureMovementPath(path);
    path.forEach((w, i) => {
      w.measurement = measurement.waypoints[i] as RulerWaypoint["measurement"];
      w.previous = path[i - 1] ?? null;
      w.next = path[i + 1] ?? null;
    });
    return path;
  }

  refresh({
    passedWaypoints = [],
    pendingWaypoints = [],
    plannedMovement = {},
  }: {
    passedWaypoints?: Plain[];
    pendingWaypoints?: Plain[];
    plannedMovement?: Record<string, PlannedMovement>;
  }): void {
    const own: PathPart[] = [
      { waypoints: passedWaypoints, stage: "passed", hidden: false, unreachable: false },
      { waypoints: pendingWaypoints, stage: "pending", hidden: false, unreachable: false },
    ];
    const rulerPaths = [this.#parts(own, false)];
    const highlightPaths = [this.#parts(own, true)];
    for (const [userId, { foundPath, unreachableWaypoints, history, hidden }] of Object.entries(
      plannedMovement,
    )) {
      const parts: PathPart[] = [
        { waypoints: history, stage: "passed", hidden, unreachable: false },
        { waypoints: foundPath, stage: "planned", hidden, unreachable: false, userId },
        { waypoints: unreachableWaypoints, stage: "planned", hidden, unreachable: true, userId },
      ];
      const passed = history.filter((w) => w["intermediate"] !== true).length;
      rulerPaths.push(this.#parts(parts, false).slice(passed));
      highlightPaths.push(this.#parts(parts, true).slice(history.length));
    }
    this.segments = [];
    for (const path of rulerPaths)
      path.forEach((w, i) => {
        if (i > 0) this.segments.push({ to: w, style: this._getSegmentStyle(w) });
      });
    this.highlights = new Map();
    for (const path of [...highlightPaths].reverse())
      for (const w of [...path].reverse())
        for (const offset of this.token.document.getOccupiedGridSpaceOffsets(w)) {
          const key = `${offset.i},${offset.j}`;
          if (this.highlights.has(key)) continue;
          const style = this._getGridHighlightStyle(w, offset);
          if (!((style.alpha ?? 0.5) > 0)) continue;
          this.highlights.set(key, style);
        }
    this.rendered = this.#renderLabels(rulerPaths);
  }

  async #renderLabels(paths: RulerWaypoint[][]): Promise<void> {
    const cls = this.constructor as typeof SimTokenRuler;
    const elements: Element[] = [];
    for (const path of paths) {
      const state = {};
      for (const w of path) {
        const context = this._getWaypointLabelContext(w, state);
        if (!context) continue;
        const html = await g().foundry.applications.handlebars.renderTemplate(cls.WAYPOINT_LABEL_TEMPLATE, {
          ...context,
          waypoint: w,
          waypointType: "token-ruler",
        });
        const holder = document.createElement("template");
        holder.innerHTML = html.trim();
        const element = holder.content.firstElementChild;
        if (element) elements.push(element);
      }
    }
    this.labels.replaceChildren(...elements);
  }

  protected _getWaypointLabelContext(waypoint: RulerWaypoint, state: Plain): Plain | undefined {
    const { elevation, previous, next, ray } = waypoint;
    if (state["initialized"] !== true) {
      state["hasElevation"] = false;
      for (let w: RulerWaypoint | null = waypoint; w && state["hasElevation"] !== true; w = w.previous)
        state["hasElevation"] = w.elevation !== 0;
      state["previousElevation"] = previous?.elevation ?? elevation;
      state["initialized"] = true;
    }
    if (elevation !== 0) state["hasElevation"] = true;
    if (!previous || !ray) return;
    const visualize = (w: RulerWaypoint) => w.actionConfig["visualize"] !== false;
    if (
      waypoint.explicit !== true &&
      next &&
      visualize(waypoint) &&
      visualize(next) &&
      waypoint.action === next.action
    )
      return;
    if (ray.distance === 0 && elevation === previous.elevation) return;
    const index = Number(waypoint["index"]);
    const units = g().canvas?.grid?.units ?? "";
    const cost = waypoint.measurement.cost;
    const delta = Number(waypoint["cost"]);
    const deltaElevation = elevation - Number(state["previousElevation"]);
    state["previousElevation"] = elevation;
    return {
      action: waypoint.actionConfig,
      cssClass: [waypoint["hidden"] === true ? "secret" : "", next ? "" : "last"].filter(Boolean).join(" "),
      secret: waypoint["hidden"] === true,
      units,
      uiScale: g().canvas?.dimensions?.uiScale ?? 1,
      position: { x: ray.B.x, y: ray.B.y },
      distance: { total: String(round2(waypoint.measurement.distance)) },
      cost: {
        total: Number.isFinite(cost) ? String(round2(cost)) : "∞",
        units,
        ...(index >= 2 ? { delta: Number.isFinite(delta) ? signed(round2(delta)) : "∞" } : {}),
      },
      elevation: {
        total: elevation,
        icon: "fa-solid fa-arrows-up-down",
        hidden: state["hasElevation"] !== true,
        ...(deltaElevation !== 0 ? { delta: signed(deltaElevation) } : {}),
      },
    };
  }

  protected _getSegmentStyle(waypoint: RulerWaypoint): { width: number; color?: number; alpha?: number } {
    if (waypoint.actionConfig["visualize"] === false) return { width: 0 };
    const user = g().game.users.get(String(waypoint["userId"]));
    return { width: 4 * (g().canvas?.dimensions?.uiScale ?? 1), color: user?.color ?? 0x000000, alpha: 1 };
  }

  protected _getGridHighlightStyle(
    waypoint: RulerWaypoint,
    _offset: Offset,
  ): { color?: number; alpha?: number } {
    const teleport = waypoint.actionConfig["teleport"] === true;
    if (
      waypoint["unreachable"] === true ||
      (teleport && waypoint.intermediate === true) ||
      (waypoint.stage === "planned" && waypoint.previous?.stage === "passed" && !teleport)
    )
      return { alpha: 0 };
    const user = g().game.users.get(String(waypoint["userId"]));
    return { color: user?.color ?? 0x000000, alpha: 0.5 };
  }
}

/**
 * What the user sees while dragging `token` along `path` on `client`: CONFIG.Token.objectClass's placeable
 * and CONFIG.Token.rulerClass's ruler, refreshed with the path as the user's planned movement (the first
 * waypoint is where the token stands). Call inside `client.run`; await `ruler.rendered` for the labels.
 */
export function planMovement(token: SimTokenDocument, path: Plain[], userId: string): SimTokenRuler {
  const config = (globalThis as unknown as { CONFIG: { Token: Record<string, unknown> } }).CONFIG.Token;
  const Placeable = (config["objectClass"] ?? SimTokenObject) as new (
    doc: SimTokenDocument,
  ) => SimTokenObject;
  const Ruler = (config["rulerClass"] ?? SimTokenRuler) as new (token: SimTokenObject) => SimTokenRuler;
  const placeable = new Placeable(token);
  const ruler = new Ruler(placeable);
  // The planned path holds measured waypoints (v13 TokenMeasuredMovementWaypoint: `cost` is the cost from
  // the previous waypoint), priced by the placeable when the drag planned it; the ruler re-measures with
  // those costs (TokenDocument#measureMovementPath takes a waypoint's `cost` as predetermined).
  const measured = placeable.measureMovementPath(path);
  const foundPath = path.map((w, i) => ({ ...w, cost: measured.waypoints[i]?.backward?.cost ?? 0 }));
  const planned = { foundPath, unreachableWaypoints: [], history: [], hidden: false, searching: false };
  ruler.refresh({ plannedMovement: { [userId]: planned } });
  return ruler;
}
