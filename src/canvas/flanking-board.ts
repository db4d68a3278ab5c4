/**
 * R-CB-12 flanking as the board stands (src/rules/flanking.ts decides): the attacker's token and the target's
 * on the target's scene (a square grid), and every ally of the attacker there — a token with the attacker's
 * disposition (v13 common/documents/token.mjs BaseToken.defineSchema `disposition`: the side a token is on),
 * with its actor's statuses (dazed, surprised … take no triggered actions) and line of effect to the target
 * against the scene's walls that stop movement (./line-of-effect.ts, as reach is measured in ./reach-board.ts).
 * A scene that is no square grid, or a creature on another level (v14), flanks nothing.
 */
import { flanks, type Flanker } from "../rules/index.ts";
import { movementWalls, sourceToken } from "./forced-move-board.ts";
import { sceneGeometry, tokenFootprint } from "./area-template.ts";
import { lineOfEffect } from "./line-of-effect.ts";
import { sameLevel } from "../documents/generation.ts";

/** Is the target (a token UUID) flanked by the acting creature (an actor UUID) and an ally of it? */
export function flankedOnBoard(actorUuid: string, targetUuid: string): boolean {
  const target = fromUuidSync(targetUuid);
  const scene = target instanceof TokenDocument ? target.parent : null;
  if (!(target instanceof TokenDocument) || !scene || !scene.grid.isSquare) return false;
  const attacker = sourceToken(actorUuid, scene);
  if (!attacker || attacker === target) return false;
  const grid = sceneGeometry(scene);
  const walls = movementWalls(scene);
  const to = tokenFootprint(target, grid);
  const flanker = (token: TokenDocument.Implementation): Flanker => {
    const space = tokenFootprint(token, grid);
    return {
      space,
      lineOfEffect: sameLevel(token, target) && lineOfEffect(space, to, grid.size, walls),
      statuses: new Set(token.actor?.statuses ?? []),
    };
  };
  const allies = scene.tokens.contents.filter(
    (t) => t !== attacker && t !== target && t.actor !== null && t.disposition === attacker.disposition,
  );
  return flanks(flanker(attacker), to, allies.map(flanker));
}
