/**
 * Does a card's ability reach each of its targets, as the board stands now? The GM
 * measures from documents it reads itself, never from the card (whose fields the player wrote):
 * - the acting creature's token on the target's scene (./forced-move-board.ts sourceToken) and the target's
 *   token. v13 common/documents/token.mjs BaseToken.defineSchema: `x`, `y` are the top-left pixel,
 *   `width`/`height` the size in grid spaces, `elevation` in scene units; BaseToken.#canUpdate lets the
 *   actor's owner move its token, so a player can only be where Foundry let their token stand;
 * - R-AB-2 reach (src/rules/reach.ts withinReach): melee X and ranged X count squares between the two spaces,
 *   so a large creature's whole footprint reaches; height counts as a third axis (each axis measured by the
 *   same rule: the space's side on the ground, its height in squares);
 * - line of effect (004 "効果線": a corner of the user's space joined to a corner of the target's space with
 *   no solid obstacle between; ./line-of-effect.ts) against the scene's walls that stop movement.
 * v13 CONFIG.Canvas.polygonBackends.move (ClockwiseSweepPolygon) answers `testCollision` only from
 * `canvas.edges`, the scene the GM is viewing (ClockwiseSweepPolygon#_identifyEdges), so the wall documents
 * are read instead, as forced movement and areas do. Self, areas (their template is checked) and special
 * distances are not measured here.
 */
import { isMeasuredDistance, withinReach, type GroundFootprint } from "../rules/index.ts";
import { movementWalls, sourceToken } from "./forced-move-board.ts";
import { sceneGeometry, tokenFootprint } from "./area-template.ts";
import { footprintSide, tokenCell } from "./grid-cells.ts";
import { lineOfEffect } from "./line-of-effect.ts";
import { sameLevel } from "../documents/generation.ts";

/** Why a target is not reached: too far, behind a wall, or the user has no token on its scene. */
export type Unreached = "range" | "lineOfEffect" | "noUser";

export interface ReachRefusal {
  why: Unreached;
  /** The target's token UUID and name (for the GM's message). */
  token: string;
  name: string;
}

function numberAt(source: unknown, path: string): number {
  const value: unknown = foundry.utils.getProperty(source as object, path);
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

type Placed = { x: number; y: number; width: number; elevation: number };

/** The token's space seen from the side: its x across and its height in squares up. */
function sideView(token: Placed, grid: ReturnType<typeof sceneGeometry>): GroundFootprint {
  const cell = tokenCell(token, grid);
  return { x: cell.x, y: cell.z, size: footprintSide(token.width) };
}

/**
 * The first of `targets` (token UUIDs) that the acting creature's ability does not reach, or null. A target
 * that is no token, or stands on a scene that is not a square grid, is not measured (the apply path skips
 * creatures it cannot read).
 */
export function firstUnreached(
  actorUuid: string,
  abilitySystem: unknown,
  targets: readonly string[],
  bonus: number | { melee: number; ranged: number } = 0,
): ReachRefusal | null {
  const kind: unknown = foundry.utils.getProperty(abilitySystem as object, "distance.type");
  if (typeof kind !== "string" || !isMeasuredDistance(kind)) return null;
  // `bonus`: squares the user's kit and effects add to a melee and to a ranged distance, as the GM read them
  // itself (R-HERO-KIT-DISTANCE; docs/DATA.md `abilityBonuses` ability.distance); never a card's number. One
  // number adds to both.
  const add = typeof bonus === "number" ? { melee: bonus, ranged: bonus } : bonus;
  const distance = {
    melee: numberAt(abilitySystem, "distance.melee") + add.melee,
    ranged: numberAt(abilitySystem, "distance.ranged") + add.ranged,
  };
  for (const uuid of targets) {
    const token = fromUuidSync(uuid);
    const scene = token instanceof TokenDocument ? token.parent : null;
    if (!(token instanceof TokenDocument) || !scene || !scene.grid.isSquare) continue;
    const refusal = (why: Unreached): ReachRefusal => ({ why, token: uuid, name: token.name });
    const user = sourceToken(actorUuid, scene);
    if (!user) return refusal("noUser");
    if (user === token) continue;
    // v14 Levels: a creature on another level is not within reach (../documents/generation.ts sameLevel).
    if (!sameLevel(user, token)) return refusal("range");
    const grid = sceneGeometry(scene);
    const from = tokenFootprint(user, grid);
    const to = tokenFootprint(token, grid);
    const near =
      withinReach(kind, distance, from, to) &&
      withinReach(kind, distance, sideView(user, grid), sideView(token, grid));
    if (!near) return refusal("range");
    if (!lineOfEffect(from, to, grid.size, movementWalls(scene))) return refusal("lineOfEffect");
  }
  return null;
}
