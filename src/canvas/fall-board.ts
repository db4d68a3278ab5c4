/**
 * R-CN-5, R-MV-5 (001 §飛行): 「飛行しているクリーチャーが伏せ状態(Prone)にされるか、スピードが0になった場合、そのクリーチャーは
 * 落下する」 — on the board. When an effect lands on a creature (knocked prone, or restrained, grabbed or any
 * effect that leaves its speed 0), the active GM looks at each of its tokens: one in the air — above the ground
 * (elevation > 0) while flying, jumping or climbing (its token's movement action, v13 BaseToken `movementAction`;
 * Decision: a creature standing at a height, moving by walking, stands on something and does not fall) — that
 * the rules say falls (fallsFromAir: hover keeps it up) drops to the ground (elevation 0). The fall is priced by
 * R-DM-7 (src/rules/damage.ts fall: 2 damage a square after its Agility, 50 at most, prone when it deals damage),
 * the damage taken through the creature's own damage rules, and every client reads a chat line saying so.
 * (Ground under the token is read as elevation 0: the scene's terrain height is not modelled.)
 */
import { fall, fallsFromAir, ridersOf } from "../rules/index.ts";
import { readMover } from "./movement-board.ts";
import { SteelActor } from "../documents/actor.ts";
import { gameLocalizer } from "../i18n.ts";
import { CARRIED_OPTION, freeSquareBeside } from "./mount-board.ts";
import { MOUNT_FLAGS, mountLinks } from "../documents/mount-links.ts";

/** Movement actions that keep a creature off the ground. */
const AIRBORNE_ACTIONS: ReadonlySet<string> = new Set(["fly", "jump", "climb"]);

function tokensOf(actor: Actor.Implementation): TokenDocument.Implementation[] {
  return (game.scenes?.contents ?? []).flatMap((scene) =>
    scene.tokens.contents.filter((t) => t.actor === actor || (actor.isToken && t === actor.token)),
  );
}

/**
 * 「他のクリーチャーを登る」: 「クリーチャーを登っている、あるいは乗っている最中に伏せ状態(Prone)にされた場合、あなたは落下し、
 * 隣接する任意の空きマスで伏せ状態になり、通常通り落下ダメージを受ける」 — a prone rider or climber leaves the creature for
 * a free square beside it and takes the falling damage from the creature's height (its size in squares).
 */
async function fallOffCreature(actor: SteelActor, token: TokenDocument.Implementation): Promise<boolean> {
  const scene = token.parent;
  const link = scene && token.id ? mountLinks(scene)[token.id] : undefined;
  const creature = link ? scene?.tokens.get(link.mount) : undefined;
  if (!scene || !token.id || !creature || !actor.statuses.has("prone")) return false;
  await scene.update({ [`flags.steelbound.${MOUNT_FLAGS.mounted}.-=${token.id}`]: null });
  const square = freeSquareBeside(scene, token, creature);
  const elevation = Math.max(0, creature.elevation);
  await token.update({ ...(square ?? {}), elevation }, { [CARRIED_OPTION]: true } as never);
  const height = Math.max(1, Math.round(creature.width));
  const agility: unknown = foundry.utils.getProperty(actor.system, "characteristics.agility");
  const landed = fall(height, typeof agility === "number" ? agility : 0);
  if (landed.damage > 0) await actor.takeDamage(landed.damage, { chooseFallen: null });
  await say(token.name, height, landed.damage);
  return true;
}

async function say(name: string, squares: number, damage: number): Promise<void> {
  const content = gameLocalizer().format("STEELBOUND.Fall.Fell", {
    name: foundry.utils.escapeHTML(name),
    squares: String(squares),
    damage: String(damage),
  });
  await ChatMessage.create({ content: `<p>${content}</p>`, speaker: { alias: name } });
}

/** The active GM: the creature's tokens in the air that must fall, fall. */
export async function fallIfAirborne(actor: unknown): Promise<void> {
  if (game.user?.isActiveGM !== true || !(actor instanceof SteelActor)) return;
  for (const token of tokensOf(actor)) {
    if (await fallOffCreature(actor, token)) continue;
    if (token.elevation <= 0 || !AIRBORNE_ACTIONS.has(token.movementAction ?? "")) continue;
    const mover = readMover(token);
    if (!fallsFromAir(mover.types, { prone: mover.prone === true, speed: mover.speed })) continue;
    const distance = token.parent?.grid.distance ?? 1;
    const squares = Math.round(token.elevation / distance);
    const agility: unknown = foundry.utils.getProperty(actor.system, "characteristics.agility");
    const landed = fall(squares, typeof agility === "number" ? agility : 0);
    await token.update({ elevation: 0, movementAction: null });
    if (landed.damage > 0) await actor.takeDamage(landed.damage, { chooseFallen: null });
    if (landed.prone && !actor.statuses.has("prone"))
      await actor.toggleStatusEffect("prone", { active: true });
    await say(token.name, squares, landed.damage);
  }
}

/**
 * 「騎乗戦闘」: 「騎獣が死亡した場合、騎獣は伏せ状態(Prone)になり、あなたは騎獣から落下して、隣接する最も近い任意の空きマスに
 * 伏せ状態で着地する」 — the active GM knocks a dead mount's riders and climbers prone, which drops each of them
 * beside it (fallOffCreature, on their prone effect), and leaves the mount prone too.
 */
export async function mountDied(actor: unknown): Promise<void> {
  if (game.user?.isActiveGM !== true || !(actor instanceof SteelActor)) return;
  for (const token of tokensOf(actor)) {
    const scene = token.parent;
    if (!scene || !token.id) continue;
    const riders = ridersOf(mountLinks(scene), token.id)
      .map((id) => scene.tokens.get(id)?.actor)
      .filter((a): a is Actor.Implementation => a instanceof SteelActor);
    if (riders.length === 0) continue;
    if (!actor.statuses.has("prone")) await actor.toggleStatusEffect("prone", { active: true });
    for (const rider of riders)
      if (!rider.statuses.has("prone")) await rider.toggleStatusEffect("prone", { active: true });
  }
}

/** A token that left the scene leaves no link behind (as a rider or as a mount). */
export async function forgetMountLinks(token: TokenDocument.Implementation): Promise<void> {
  const scene = token.parent;
  if (game.user?.isActiveGM !== true || !scene || !token.id) return;
  const links = mountLinks(scene);
  const gone = Object.keys(links).filter((rider) => rider === token.id || links[rider]?.mount === token.id);
  if (gone.length === 0) return;
  const key = `flags.steelbound.${MOUNT_FLAGS.mounted}`;
  await scene.update(Object.fromEntries(gone.map((rider) => [`${key}.-=${rider}`, null])));
}
