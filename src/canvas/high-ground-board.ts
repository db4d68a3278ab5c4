/**
 * R-CN-11 high ground as the board stands (src/rules/high-ground.ts decides): the user's token and the
 * target's on the target's scene (a square grid), each token's lowest square from its elevation (scene units,
 * `grid.distance` per square: ./grid-cells.ts) and its side in squares. A scene that is no square grid, a
 * user with no token there, or a creature on another level (v14 Scene Levels) gives no high ground. Whether
 * the user stands on the ground (rather than flying) is not on the board: the book's words are the Director's.
 */
import { hasHighGround } from "../rules/index.ts";
import { sourceToken } from "./forced-move-board.ts";
import { footprintSide, tokenCell } from "./grid-cells.ts";
import { sceneGeometry } from "./area-template.ts";
import { sameLevel } from "../documents/generation.ts";

/** Does the acting creature (an actor UUID) have high ground over the target (a token UUID)? */
export function highGroundOnBoard(actorUuid: string, targetUuid: string): boolean {
  const target = fromUuidSync(targetUuid);
  const scene = target instanceof TokenDocument ? target.parent : null;
  if (!(target instanceof TokenDocument) || !scene || !scene.grid.isSquare) return false;
  const user = sourceToken(actorUuid, scene);
  if (!user || user === target || !sameLevel(user, target)) return false;
  const grid = sceneGeometry(scene);
  const span = (token: { x: number; y: number; width: number; elevation: number }) => ({
    z: tokenCell(token, grid).z,
    size: footprintSide(token.width),
  });
  return hasHighGround(span(user), span(target), { standing: true });
}
