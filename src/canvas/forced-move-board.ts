/**
 * Reads the board around a forced movement from the scene's documents: the target's and the acting
 * creature's tokens, every other living creature's token, the walls that stop movement, and the scene's
 * extent. Only documents are read (no rendered canvas), so the GM can check a request for a scene it is
 * not looking at. Square grids only: Draw Steel is played on squares (system.json sets the grid).
 */
import type { BoardView } from "./forced-move-options.ts";
import type { Cell, Occupant } from "../rules/index.ts";
import {
  cellCenter,
  footprintSide,
  sceneBounds,
  tokenCell,
  type SquareGeometry,
  type TokenPlacement,
} from "./grid-cells.ts";
import { crossesWall, type WallSegment } from "./wall-crossing.ts";
import { wallMaterial, type MaterialWall } from "./wall-material.ts";
import { sameLevel } from "../documents/generation.ts";

export interface LiveBoard extends BoardView {
  scene: Scene.Implementation;
  grid: SquareGeometry;
}

const DEAD_STATUS = "dead";

function tokenAt(uuid: string) {
  const token = fromUuidSync(uuid);
  return token instanceof TokenDocument ? token : null;
}

/** The acting creature's token on this scene: its own token when unlinked, else a token linked to it. */
export function sourceToken(
  actorUuid: string,
  scene: Scene.Implementation,
): TokenDocument.Implementation | null {
  const actor = fromUuidSync(actorUuid);
  if (!(actor instanceof Actor)) return null;
  if (actor.token) return actor.token.parent === scene ? actor.token : null;
  return scene.tokens.find((t) => t.actorLink && t.actorId === actor.id) ?? null;
}

function occupant(token: TokenPlacement & { uuid: string }, grid: SquareGeometry): Occupant {
  return {
    id: token.uuid,
    footprint: { ...tokenCell(token, grid), size: footprintSide(token.width) },
  };
}

/** The wall documents that stop movement: not "no movement" walls, and not open doors. */
function movementWallDocuments(scene: Scene.Implementation): WallDocument.Implementation[] {
  return scene.walls.filter(
    (w) =>
      w.move !== CONST.WALL_MOVEMENT_TYPES.NONE &&
      !(w.door !== CONST.WALL_DOOR_TYPES.NONE && w.ds === CONST.WALL_DOOR_STATES.OPEN),
  );
}

function segmentOf(wall: WallDocument.Implementation): WallSegment {
  const [x0, y0, x1, y1] = wall.c;
  return { a: { x: x0, y: y0 }, b: { x: x1, y: y1 } };
}

/** Walls that stop movement: not "no movement" walls, and not open doors. */
export function movementWalls(scene: Scene.Implementation): WallSegment[] {
  return movementWallDocuments(scene).map(segmentOf);
}

/**
 * The movement walls split for forced movement (R-MV-10): those with no material stop it outright, those
 * the Director gave a material can be broken through (./wall-material.ts).
 */
export function forcedMoveWalls(scene: Scene.Implementation): {
  solid: WallSegment[];
  material: MaterialWall[];
} {
  const solid: WallSegment[] = [];
  const material: MaterialWall[] = [];
  for (const wall of movementWallDocuments(scene)) {
    const kind = wallMaterial(wall);
    if (kind === null) solid.push(segmentOf(wall));
    else material.push({ ...segmentOf(wall), id: wall.id ?? "", material: kind });
  }
  return { solid, material };
}

function readNumber(source: unknown, path: string): number {
  const value: unknown = foundry.utils.getProperty(source as object, path);
  return typeof value === "number" ? value : 0;
}

/** R-MV-5: fly or hover keeps a creature up when the movement ends (docs/DATA.md `movement.types`). */
function staysAirborne(actor: Actor.Implementation | null): boolean {
  const types: unknown = actor ? foundry.utils.getProperty(actor.system, "movement.types") : null;
  return types instanceof Set && (types.has("fly") || types.has("hover"));
}

export function readForcedMoveBoard(targetUuid: string, sourceActorUuid: string): LiveBoard | null {
  const token = tokenAt(targetUuid);
  const scene = token?.parent ?? null;
  if (!token || !scene || !scene.grid.isSquare) return null;
  const source = sourceToken(sourceActorUuid, scene);
  if (!source || source === token) return null;
  const grid: SquareGeometry = { size: scene.grid.size, distance: scene.grid.distance };
  const { solid: walls, material } = forcedMoveWalls(scene);
  const blocked = new Map<string, boolean>();
  const target = occupant(token, grid);
  const airborne = staysAirborne(token.actor);
  return {
    scene,
    grid,
    source: occupant(source, grid),
    target,
    occupants: scene.tokens
      // v14 Scene Levels: only creatures on the target's level are in the way (../documents/generation.ts).
      .filter((t) => t !== token && t !== source && !t.hasStatusEffect(DEAD_STATUS) && sameLevel(t, token))
      .map((t) => occupant(t, grid)),
    walls: (from: Cell, to: Cell) => {
      if (from.x === to.x && from.y === to.y) return false;
      const key = `${from.x},${from.y}>${to.x},${to.y}`;
      let crosses = blocked.get(key);
      if (crosses === undefined) {
        crosses = crossesWall(cellCenter(from, grid), cellCenter(to, grid), walls);
        blocked.set(key, crosses);
      }
      return crosses;
    },
    breakable: (from: Cell, to: Cell) =>
      from.x === to.x && from.y === to.y
        ? []
        : material
            .filter((w) => crossesWall(cellCenter(from, grid), cellCenter(to, grid), [w]))
            .map(({ id, material: kind }) => ({ id, material: kind })),
    bounds: sceneBounds(scene.dimensions.sceneRect, grid),
    // Without terrain heights on the map, a creature on foot stands where it is; a flier's ground is 0.
    ground: airborne ? 0 : target.footprint.z,
    airborne,
    agility: readNumber(token.actor?.system, "characteristics.agility"),
  };
}
