/**
 * A square-grid Scene for reading a forced-movement board, as Foundry v13 shapes it: `Scene#grid` (a
 * BaseGrid: `isSquare`, `size` in pixels, `distance` per square), `Scene#dimensions.sceneRect` (the map
 * without its padding), `Scene#tokens` and `Scene#walls` (collections: `find`/`filter`/`map`), TokenDocument
 * `x`/`y` (top-left pixel), `width` (squares), `elevation` (scene units), `actorLink`, `actorId`,
 * `hasStatusEffect`, and WallDocument `c` ([x0, y0, x1, y1]), `move`, `door`, `ds` with the v13 CONST values.
 * Token UUIDs ("Scene.<id>.Token.<id>") resolve through `fromUuidSync` while the scene is installed.
 */
import { HarnessTokenDocument, type HarnessActor } from "./actor.ts";
import { HarnessDocument } from "./document.ts";

export const WALL_CONST = {
  WALL_MOVEMENT_TYPES: { NONE: 0, NORMAL: 20 },
  WALL_DOOR_TYPES: { NONE: 0, DOOR: 1, SECRET: 2 },
  WALL_DOOR_STATES: { CLOSED: 0, OPEN: 1, LOCKED: 2 },
};

export interface WallData {
  c: [number, number, number, number];
  move?: number;
  door?: number;
  ds?: number;
}

export class HarnessSceneToken extends HarnessTokenDocument {
  get x(): number {
    return Number(this._source["x"] ?? 0);
  }
  get y(): number {
    return Number(this._source["y"] ?? 0);
  }
  get width(): number {
    return Number(this._source["width"] ?? 1);
  }
  get elevation(): number {
    return Number(this._source["elevation"] ?? 0);
  }
  get actorLink(): boolean {
    return this._source["actorLink"] === true;
  }
  get actorId(): string | null {
    return this.actor?.id ?? null;
  }
  hasStatusEffect(id: string): boolean {
    return this.actor?.statuses.has(id) ?? false;
  }
}

export class HarnessScene extends HarnessDocument {
  static override documentName = "Scene";
  grid = { isSquare: true, size: 100, distance: 5 };
  dimensions = { sceneRect: { x: 0, y: 0, width: 2000, height: 2000 } };
  tokens: HarnessSceneToken[] = [];
  walls: Required<WallData>[] = [];

  /** Places a token for `actor` with its top-left corner on square (x, y) at height z (squares). */
  place(
    actor: HarnessActor | null,
    square: { x: number; y: number; z?: number },
    extra: Record<string, unknown> = {},
  ) {
    const token = new HarnessSceneToken(
      {
        x: square.x * this.grid.size,
        y: square.y * this.grid.size,
        elevation: (square.z ?? 0) * this.grid.distance,
        width: 1,
        ...extra,
      },
      { parent: this },
    );
    token.actorRef = actor;
    this.tokens.push(token);
    return token;
  }

  wall(data: WallData): void {
    this.walls.push({ move: WALL_CONST.WALL_MOVEMENT_TYPES.NORMAL, door: 0, ds: 0, ...data });
  }
}

/** Makes the scene's token UUIDs resolvable and its CONST values known; returns the undo. */
export function installScene(scene: HarnessScene): () => void {
  const g = globalThis as unknown as {
    fromUuidSync: (uuid: string) => unknown;
    CONST: Record<string, unknown>;
  };
  const previous = g.fromUuidSync;
  g.fromUuidSync = (uuid: string) => scene.tokens.find((t) => t.uuid === uuid) ?? previous(uuid);
  Object.assign(g.CONST, WALL_CONST);
  return () => {
    g.fromUuidSync = previous;
  };
}
