/**
 * R-CN-11 high ground as the board stands (src/rules/high-ground.ts decides): the user's token and the
 * target's on the target's scene (a square grid), each token's lowest square from its elevation (scene units,
 * `grid.distance` per square: ./grid-cells.ts) and its side in squares. A scene that is no square grid, a
 * user with no token there, or a creature on another level (v14 Scene Levels) gives no high ground.
 *
 * The footing comes from the documents too: the user stands unless it is prone (R-CN-5) or its token's
 * movement action is "fly" (v13 common/documents/token.mjs BaseToken schema `movementAction`, a StringField
 * that is null until set, the client getter falling back to `CONFIG.Token.movement.defaultAction`; v14 keeps
 * the field, TokenDocument declaration 54803381780 lists it among `_ACTIVE_EFFECT_TARGETABLE_KEYS`). A token
 * moving by "climb" climbs, and counts only with Climb in the actor's `movement.types`; a target moving by
 * "burrow" whose whole space is below the ground (elevation 0) is fully burrowed.
 */
import { hasHighGround, type HighGroundFooting } from "../rules/index.ts";
import { sourceToken } from "./forced-move-board.ts";
import { footprintSide, tokenCell } from "./grid-cells.ts";
import { sceneGeometry } from "./area-template.ts";
import { sameLevel } from "../documents/generation.ts";

function movementTypes(actor: Actor.Implementation | null): ReadonlySet<unknown> {
  const types: unknown = actor ? foundry.utils.getProperty(actor.system, "movement.types") : null;
  return types instanceof Set ? types : new Set();
}

const actionOf = (token: { readonly movementAction: string | null | undefined }): string =>
  token.movementAction ?? "";

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
  const targetSpan = span(target);
  const action = actionOf(user);
  const footing: HighGroundFooting = {
    standing: user.actor?.statuses.has("prone") !== true && action !== "fly",
    climbing: action === "climb",
    climbSpeed: movementTypes(user.actor).has("climb"),
    targetFullyBurrowed: actionOf(target) === "burrow" && targetSpan.z + targetSpan.size <= 0,
  };
  return hasHighGround(span(user), targetSpan, footing);
}
