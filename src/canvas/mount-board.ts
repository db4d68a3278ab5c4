/**
 * Mounts and climbed creatures on the board (「騎乗戦闘」「他のクリーチャーを登る」), from the scene's links
 * (src/documents/mount-links.ts, written only by a GM):
 * - `climbedOrRiddenOnBoard`: the acting creature's token rides or climbs the target's (the edge on melee
 *   abilities against it, TargetSituation.climbedOrRidden) — read from the board, never a checkbox;
 * - `followMount` (the active GM, on every token update): a mount that moved — ridden, dragged by its owner
 *   or force-moved (「騎獣が強制移動させられた場合、騎獣はすべての騎乗者を一緒に連れて行く」) — takes its riders
 *   and climbers to its square; a rider or climber that moved by itself — dragged off, teleported (「騎乗者と
 *   騎獣は別々にテレポートする」) or force-moved (「騎乗しているクリーチャーが強制移動させられた場合、そのクリーチャーは
 *   騎獣から叩き落とされ」) — is no longer on the creature. (The book's test for how a knocked-off rider lands
 *   is left to the Director.)
 */
import { climbedOrRiddenBy, ridersOf } from "../rules/index.ts";
import { MOUNT_FLAGS, mountLinks } from "../documents/mount-links.ts";

/** The option a carried rider's update carries, so the hook does not read it as the rider leaving. */
export const CARRIED_OPTION = "steelboundCarried";

/** Does the creature `actorUuid` ride or climb the target token (`targetUuid`)? */
export function climbedOrRiddenOnBoard(actorUuid: string, targetUuid: string): boolean {
  const target = fromUuidSync(targetUuid);
  const scene = target instanceof TokenDocument ? target.parent : null;
  if (!(target instanceof TokenDocument) || !target.id || !scene) return false;
  const links = mountLinks(scene);
  return scene.tokens.contents.some(
    (t) => t.id !== null && t.actor?.uuid === actorUuid && climbedOrRiddenBy(links, t.id, target.id ?? ""),
  );
}

const MOVED = ["x", "y", "elevation"] as const;

/** The active GM: riders follow their mount; a rider that moved alone leaves it. */
export async function followMount(
  token: TokenDocument.Implementation,
  changes: object,
  options: object,
): Promise<void> {
  if (game.user?.isActiveGM !== true || !MOVED.some((k) => k in changes)) return;
  const scene = token.parent;
  const id = token.id;
  if (!scene || !id) return;
  const links = mountLinks(scene);
  if (links[id] && (options as Record<string, unknown>)[CARRIED_OPTION] !== true)
    await scene.update({ [`flags.steelbound.${MOUNT_FLAGS.mounted}.-=${id}`]: null });
  const riders = ridersOf(links, id)
    .map((rider) => scene.tokens.get(rider))
    .filter((t): t is TokenDocument.Implementation => t !== undefined)
    .filter((t) => t.x !== token.x || t.y !== token.y || t.elevation !== token.elevation);
  if (riders.length === 0) return;
  const place = { x: token.x, y: token.y, elevation: token.elevation };
  await scene.updateEmbeddedDocuments(
    "Token",
    riders.map((r) => ({ _id: r.id, ...place })),
    { [CARRIED_OPTION]: true } as never,
  );
}

/** A free square next to the creature (nearest the climber first), or null when there is none. */
export function freeSquareBeside(
  scene: Scene.Implementation,
  climber: TokenDocument.Implementation,
  creature: TokenDocument.Implementation,
): { x: number; y: number } | null {
  const size = scene.grid.size;
  const [cx, cy] = [Math.round(creature.x / size), Math.round(creature.y / size)];
  const [w, h] = [Math.max(1, Math.round(creature.width)), Math.max(1, Math.round(creature.height))];
  const taken = new Set<string>();
  for (const t of scene.tokens.contents) {
    if (t.id === climber.id) continue;
    const [tx, ty] = [Math.round(t.x / size), Math.round(t.y / size)];
    for (let i = 0; i < Math.max(1, Math.round(t.width)); i++)
      for (let j = 0; j < Math.max(1, Math.round(t.height)); j++)
        taken.add(`${String(tx + i)},${String(ty + j)}`);
  }
  const ring: { x: number; y: number }[] = [];
  for (let x = cx - 1; x <= cx + w; x++)
    for (let y = cy - 1; y <= cy + h; y++) {
      const inside = x >= cx && x < cx + w && y >= cy && y < cy + h;
      if (!inside && x >= 0 && y >= 0 && !taken.has(`${String(x)},${String(y)}`)) ring.push({ x, y });
    }
  const [rx, ry] = [climber.x / size, climber.y / size];
  ring.sort((a, b) => Math.hypot(a.x - rx, a.y - ry) - Math.hypot(b.x - rx, b.y - ry));
  const square = ring[0];
  return square ? { x: square.x * size, y: square.y * size } : null;
}
