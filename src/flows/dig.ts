/**
 * The Dig maneuver (R-MV-5 burrowing; 001 §掘削マニューバ): 「「掘削」マニューバを使用するには、スピードの項目に「穴掘り」が
 * あり、現在のスピードが自身のサイズ以上で、かつ穴掘り可能な地形に触れていなければならない」「自身のサイズに等しいマス数まで
 * 垂直に移動できる」「(気絶状態でない)クリーチャーを「つかんでいる(Grabbed)」場合、自ら進んで地面の深くに移動することは
 * できない」. The creature's owner digs its own token down or up by its size in squares (elevation in scene units,
 * `grid.distance` a square) with the burrow movement action; the rules decide (canDig, digDistance).
 * Decisions: the ground's surface is elevation 0 and everything at or below it counts as burrowable earth (a
 * scene's rock is the Director's to rule on); digging up stops at the surface.
 */
import { canDig, digDistance } from "../rules/index.ts";
import { readMover } from "../canvas/movement-board.ts";
import { trustedOrigin } from "../documents/condition-origin.ts";
import { gameLocalizer } from "../i18n.ts";

/** Is the actor holding a creature that is not unconscious (a grab it imposed, trusted origin)? */
function grabbingConscious(token: TokenDocument.Implementation): boolean {
  const uuid = token.actor?.uuid;
  if (!uuid || !token.parent) return false;
  return token.parent.tokens.contents.some((other) => {
    const actor = other.id === token.id ? null : other.actor;
    if (!actor || actor.statuses.has("unconscious")) return false;
    return [...actor.effects].some((e) => e.statuses.has("grabbed") && trustedOrigin(e) === uuid);
  });
}

/** Digs the token down (deeper) or up; false (the user told why) when the maneuver isn't allowed. */
export async function dig(token: TokenDocument.Implementation, down: boolean): Promise<boolean> {
  const mover = readMover(token);
  const size = mover.start.size;
  const distance = token.parent?.grid.distance ?? 1;
  const allowed = canDig({
    types: mover.types,
    speed: mover.speed,
    size,
    touchingBurrowable: token.elevation <= 0,
    down,
    grabbingConscious: grabbingConscious(token),
  });
  const atSurface = !down && token.elevation >= 0;
  if (!allowed || atSurface) {
    ui.notifications?.warn(gameLocalizer().localize("STEELBOUND.Dig.Refused"));
    return false;
  }
  const step = digDistance(size) * distance;
  const elevation = down ? token.elevation - step : Math.min(0, token.elevation + step);
  await token.update({ elevation, movementAction: "burrow" });
  return true;
}
