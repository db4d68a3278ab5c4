/**
 * The live side of `forcedMove`, on the active GM: the card and the target are read like apply-results
 * reads them; the board comes from the scene's documents. One forced movement writes the token once
 * (`TokenDocument#move` along the path, walls already checked by the rules), deals slam and fall damage
 * through each actor's `takeDamage`, knocks a fallen target prone, and marks the card's row moved.
 */
import { foundryApplyResultsWorld } from "../apply-results/foundry-world.ts";
import { readTargetSnapshot } from "../../documents/target-snapshot.ts";
import { readForcedMoveBoard } from "../../canvas/forced-move-board.ts";
import { cellCenter, cellPlacement, type SquareGeometry } from "../../canvas/grid-cells.ts";
import { crossingPoint, wallAfterBreaks } from "../../canvas/wall-material.ts";
import type { BrokenWall } from "../../rules/index.ts";
import { forcedMovedKey, forcedMovedTargets } from "../../chat/forced-moved.ts";
import { foundryLedger } from "../ledger.ts";
import type { ForcedMoveWorld, ForcedMoveWrite } from "./request.ts";
import { fallenDefaultsNow } from "../fallen-later.ts";

function tokenAt(uuid: string) {
  const token = fromUuidSync(uuid);
  return token instanceof TokenDocument ? token : null;
}

async function hurt(uuid: string, amount: number, prone: boolean): Promise<void> {
  const actor = tokenAt(uuid)?.actor;
  if (!actor) return;
  // Slam and fall damage is untyped (R-MV-10, R-DM-7); the fall's prone comes after the damage lands.
  // Inside the queue nobody is asked which minions fall: the defaults now, the GM's pick later (R-MN-3).
  await actor.takeDamage(amount, { chooseFallen: fallenDefaultsNow(actor) });
  if (prone) await actor.applyCondition("prone");
}

/**
 * R-MV-10: each wall the target was hurled through loses the square it went through (the rest of the wall,
 * with its material, stays: ../../canvas/wall-material.ts wallAfterBreaks). One deletion and one creation
 * for all of them.
 */
async function breakWalls(scene: Scene.Implementation, grid: SquareGeometry, broken: readonly BrokenWall[]) {
  const byWall = new Map<string, BrokenWall[]>();
  for (const b of broken) byWall.set(b.id, [...(byWall.get(b.id) ?? []), b]);
  const deleted: string[] = [];
  const created: object[] = [];
  for (const [id, steps] of byWall) {
    const wall = scene.walls.get(id);
    if (!wall) continue;
    const [x0, y0, x1, y1] = wall.c;
    const segment = { a: { x: x0, y: y0 }, b: { x: x1, y: y1 } };
    const points = steps.flatMap(
      (s) => crossingPoint(cellCenter(s.from, grid), cellCenter(s.to, grid), segment) ?? [],
    );
    const { _id: _dropped, ...data } = wall.toObject();
    deleted.push(id);
    for (const piece of wallAfterBreaks(segment, points, grid.size))
      created.push({ ...data, c: [piece.a.x, piece.a.y, piece.b.x, piece.b.y] });
  }
  if (deleted.length) await scene.deleteEmbeddedDocuments("Wall", deleted);
  if (created.length) await scene.createEmbeddedDocuments("Wall", created as never[]);
}

async function commit(write: ForcedMoveWrite): Promise<void> {
  const token = tokenAt(write.token);
  const scene = token?.parent;
  if (!token || !scene) return;
  const grid = { size: scene.grid.size, distance: scene.grid.distance };
  const calls: Promise<unknown>[] = [];
  if (write.waypoints.length > 0)
    calls.push(
      token.move(
        write.waypoints.map((cell) => ({ ...cellPlacement(cell, grid), snapped: true })),
        // Forced movement is never the creature's own walk: no ruler, no turning, no cost or wall
        // constraint (the rules already stopped it at walls, R-MV-7 ignores difficult terrain).
        {
          method: "api",
          autoRotate: false,
          showRuler: false,
          constrainOptions: { ignoreWalls: true, ignoreCost: true },
        },
      ),
    );
  if (write.broken.length) calls.push(breakWalls(scene, grid, write.broken));
  // R-DM-7: a fall leaves the target prone only when it dealt damage, so prone rides on its damage entry.
  for (const { token: uuid, amount } of write.damage)
    calls.push(hurt(uuid, amount, write.prone && uuid === write.token));
  calls.push(
    game.messages?.get(write.messageId, { strict: true }).update({ [forcedMovedKey(write.index)]: true }) ??
      Promise.resolve(),
  );
  await Promise.all(calls);
}

export const foundryForcedMoveWorld: ForcedMoveWorld = {
  findMessage: (id) => foundryApplyResultsWorld.findMessage(id),
  ownsActor: (uuid, userId) => foundryApplyResultsWorld.ownsActor(uuid, userId),
  snapshot: readTargetSnapshot,
  movedTargets: (id) => {
    const message = game.messages?.get(id);
    return forcedMovedTargets(message ? message.flags.steelbound?.forcedMoved : undefined);
  },
  ledger: foundryLedger,
  board: readForcedMoveBoard,
  commit,
};
