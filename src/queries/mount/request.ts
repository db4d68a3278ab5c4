/**
 * Request kind `mount` (「騎乗戦闘」, R-CB-8 Ride, 「他のクリーチャーを登る」): who rides or climbs whom lives in the
 * scene's flags (src/documents/mount-links.ts), which only a GM writes, and a ridden mount is moved by the GM,
 * since a player rarely owns the Director's creature. The requester must own the rider's creature; the GM reads
 * everything else from the board:
 * - `mount`: the creature has the Mount role, is larger than the rider and willing (the requester owns it too,
 *   or the Director marked it willing from its token HUD, or the Director asks himself); the rider must stand
 *   next to it or on it, and then stands on the mount's square (「あなたは自由に騎獣に登ることができる」);
 * - `climb`: a creature larger than the climber; a willing one (the same agreement) is climbed freely, an
 *   unwilling one only on the climber's power roll + Might or Agility (the better), which the GM rolls so no
 *   client chooses the dice (≤11 it fails and the creature may make a free strike against it, 12–16 it fails,
 *   17+ it climbs: climbCreatureOutcome), posted to chat;
 * - `shakeOff` (the creature's maneuver, asked by the creature's owner): the climber's or rider's same roll
 *   (shakeOffOutcome): ≤11 it falls to a free square next to the creature, takes falling damage from the
 *   creature's height (its size in squares, R-DM-7) and is prone; 12–16 it slides off to such a square; 17+ it
 *   holds on;
 * - `dismount`: the link ends; the rider then moves off as usual;
 * - `ride`: the rider rides a mount it is on; once a round for the rider and once for the mount (R-CB-8,
 *   canRide), the destination within the mount's speed (conditions included); the GM moves the mount by the
 *   rider's drag and the rider with it (src/canvas/mount-board.ts followMount).
 */
import { QueryRefused, type QueryKind, type Requester } from "../../documents/gm-channel/query-kind.ts";
import { documentId, integer, oneOf } from "../../documents/gm-channel/payload.ts";
import { userOwns } from "../../documents/ownership.ts";
import { MOUNT_FLAGS, mountLinks, rideRound, roundKey, willingMount } from "../../documents/mount-links.ts";
import {
  canClimbCreature,
  canMount,
  canRide,
  climbCreatureOutcome,
  fall,
  rideWithinSpeed,
  shakeOffOutcome,
  tierOf,
  type CreatureSize,
} from "../../rules/index.ts";
import type { Tier } from "../../rules/types.ts";
import { characteristicScores } from "../../documents/characteristics.ts";
import { SteelActor } from "../../documents/actor.ts";
import { gameLocalizer } from "../../i18n.ts";
import { ladderSize, readMover } from "../../canvas/movement-board.ts";
import { CARRIED_OPTION, freeSquareBeside } from "../../canvas/mount-board.ts";

const ACTIONS = ["mount", "climb", "dismount", "ride", "shakeOff"] as const;

export interface MountPayload {
  action: (typeof ACTIONS)[number];
  sceneId: string;
  /** The rider's (or climber's) token. */
  rider: string;
  /** The creature's token (mount, climb). */
  mount?: string;
  /** Ride: where the rider's drag ended (its token's top-left corner, in pixels). */
  to?: { x: number; y: number };
}

const MAX_COORD = 1_000_000;

function sceneOf(id: string): Scene.Implementation {
  const scene: unknown = game.scenes?.get(id);
  if (!(scene instanceof Scene)) throw new QueryRefused("NotFound", "scene");
  return scene;
}
function tokenOf(
  scene: Scene.Implementation,
  id: string | undefined,
  what: string,
): TokenDocument.Implementation {
  const token = id ? scene.tokens.get(id) : undefined;
  if (!token?.actor) throw new QueryRefused("NotFound", what);
  return token;
}

/** The rider's square and the creature's squares touch or overlap (Chebyshev distance ≤ 1 square). */
function nextTo(a: TokenDocument.Implementation, b: TokenDocument.Implementation): boolean {
  const size = a.parent?.grid.size ?? 100;
  const box = (t: TokenDocument.Implementation) => ({
    x0: Math.round(t.x / size),
    y0: Math.round(t.y / size),
    x1: Math.round(t.x / size) + Math.max(1, Math.round(t.width)) - 1,
    y1: Math.round(t.y / size) + Math.max(1, Math.round(t.height)) - 1,
  });
  const [p, q] = [box(a), box(b)];
  const gap = Math.max(p.x0 - q.x1, q.x0 - p.x1, p.y0 - q.y1, q.y0 - p.y1, 0);
  return gap <= 1;
}

function sizeOf(token: TokenDocument.Implementation): CreatureSize {
  return ladderSize(token.actor) ?? { value: Math.max(1, Math.round(token.width)) };
}

/** The creature agrees: the requester owns it, the Director marked it willing, or the Director asks. */
function willing(
  scene: Scene.Implementation,
  creature: TokenDocument.Implementation,
  user: Requester,
): boolean {
  return user.isGM || userOwns(creature.actor, user) || willingMount(scene, creature.id ?? "");
}

async function link(scene: Scene.Implementation, rider: string, value: object | null): Promise<void> {
  const key = `flags.steelbound.${MOUNT_FLAGS.mounted}`;
  await scene.update(value === null ? { [`${key}.-=${rider}`]: null } : { [`${key}.${rider}`]: value });
}

async function climbOn(
  scene: Scene.Implementation,
  rider: TokenDocument.Implementation,
  creature: TokenDocument.Implementation,
  kind: "ride" | "climb",
): Promise<void> {
  if (!nextTo(rider, creature)) throw new QueryRefused("Refused", "not next to the creature");
  await link(scene, rider.id ?? "", { mount: creature.id, kind });
  // 「あなたがどのマスを占有するかは自身が決定する」: the rider stands on the creature's first square; a carried
  // move keeps it there (the option tells src/canvas/mount-board.ts this is no dismount).
  await rider.update({ x: creature.x, y: creature.y, elevation: creature.elevation }, {
    [CARRIED_OPTION]: true,
  } as never);
}

export const mountKind: QueryKind<MountPayload, { ok: true }> = {
  parse(data) {
    const action = oneOf(data["action"], ACTIONS, "action");
    const payload: MountPayload = {
      action,
      sceneId: documentId(data["sceneId"], "sceneId"),
      rider: documentId(data["rider"], "rider"),
    };
    if (action === "mount" || action === "climb" || action === "shakeOff")
      payload.mount = documentId(data["mount"], "mount");
    if (action === "ride") {
      const to = data["to"] as Record<string, unknown> | undefined;
      payload.to = {
        x: integer(to?.["x"], -MAX_COORD, MAX_COORD, "to.x"),
        y: integer(to?.["y"], -MAX_COORD, MAX_COORD, "to.y"),
      };
    }
    return payload;
  },

  authorize(payload, user) {
    const scene = sceneOf(payload.sceneId);
    const rider = tokenOf(scene, payload.rider, "rider");
    // The shake-off is the creature's maneuver: its owner asks; everything else is the rider's own move.
    const asker = payload.action === "shakeOff" ? tokenOf(scene, payload.mount, "creature") : rider;
    if (!user.isGM && !userOwns(asker.actor, user)) throw new QueryRefused("Forbidden", "not your creature");
  },

  async handle(payload, user) {
    const scene = sceneOf(payload.sceneId);
    const rider = tokenOf(scene, payload.rider, "rider");
    const riderId = rider.id ?? "";
    const links = mountLinks(scene);
    if (payload.action === "dismount") {
      if (!links[riderId]) throw new QueryRefused("Refused", "not mounted");
      await link(scene, riderId, null);
      return { ok: true };
    }
    if (payload.action === "ride") return ride(scene, rider, payload.to ?? { x: rider.x, y: rider.y });
    const creature = tokenOf(scene, payload.mount, "creature");
    if (payload.action === "shakeOff") return shakeOff(scene, rider, creature);
    if (creature.id === riderId || links[riderId] || links[creature.id ?? ""])
      throw new QueryRefused("Refused", "already mounted or climbing");
    if (payload.action === "mount") {
      if (!willing(scene, creature, user)) throw new QueryRefused("Refused", "the creature is not willing");
      const role: unknown = foundry.utils.getProperty(creature.actor?.system ?? {}, "role");
      const mount = { size: sizeOf(creature), role: typeof role === "string" ? role : "", willing: true };
      if (!canMount({ size: sizeOf(rider) }, mount)) throw new QueryRefused("Refused", "not a mount for you");
      await climbOn(scene, rider, creature, "ride");
    } else {
      if (!canClimbCreature(sizeOf(rider), sizeOf(creature))) throw new QueryRefused("Refused", "not larger");
      if (!nextTo(rider, creature)) throw new QueryRefused("Refused", "not next to the creature");
      if (!willing(scene, creature, user)) {
        const outcome = climbCreatureOutcome(await climbersRoll(rider, creature, "Climb"));
        if (outcome !== "climbs") return { ok: true };
      }
      await climbOn(scene, rider, creature, "climb");
    }
    return { ok: true };
  },
};

/** R-CB-8 Ride: the GM moves the mount by the rider's drag, once a round for each; the riders follow. */
async function ride(
  scene: Scene.Implementation,
  rider: TokenDocument.Implementation,
  to: { x: number; y: number },
): Promise<{ ok: true }> {
  const riderId = rider.id ?? "";
  const link = mountLinks(scene)[riderId];
  if (link?.kind !== "ride") throw new QueryRefused("Refused", "not riding a mount");
  const mount = tokenOf(scene, link.mount, "mount");
  const round = roundKey(scene);
  const mountId = mount.id ?? "";
  const rode = round !== "" && rideRound(scene, "rode", riderId) === round;
  const ridden = round !== "" && rideRound(scene, "ridden", mountId) === round;
  if (!canRide({ riderRodeThisRound: rode, mountRiddenThisRound: ridden }))
    throw new QueryRefused("Refused", "already ridden this round");
  const size = scene.grid.size;
  const [dx, dy] = [Math.round((to.x - rider.x) / size), Math.round((to.y - rider.y) / size)];
  if (!rideWithinSpeed({ x: 0, y: 0 }, { x: dx, y: dy }, readMover(mount).speed))
    throw new QueryRefused("Refused", "beyond the mount's speed");
  if (round !== "")
    await scene.update({
      [`flags.steelbound.${MOUNT_FLAGS.rode}.${riderId}`]: round,
      [`flags.steelbound.${MOUNT_FLAGS.ridden}.${mountId}`]: round,
    });
  // The riders follow through the token's update on the GM's client (src/canvas/mount-board.ts).
  await mount.update({ x: mount.x + dx * size, y: mount.y + dy * size });
  return { ok: true };
}

/**
 * The climber's power roll + Might or Agility (its better score), rolled by the GM and posted with its outcome
 * (STEELBOUND.Mount.<what>Tier<n>): 「パワーロール + 筋力(Might)または敏捷力(Agility)」.
 */
async function climbersRoll(
  climber: TokenDocument.Implementation,
  creature: TokenDocument.Implementation,
  what: "Climb" | "ShakeOff",
): Promise<Tier> {
  const scores = climber.actor ? characteristicScores(climber.actor) : { might: 0, agility: 0 };
  const best = Math.max(scores.might, scores.agility);
  const formula = best === 0 ? "2d10" : `2d10 ${best > 0 ? "+" : "-"} ${String(Math.abs(best))}`;
  const roll = await new Roll(formula).evaluate();
  const tier = tierOf(roll.total);
  const names = {
    name: foundry.utils.escapeHTML(climber.name),
    creature: foundry.utils.escapeHTML(creature.name),
    total: String(roll.total),
  };
  const content = gameLocalizer().format(`STEELBOUND.Mount.${what}Tier${String(tier)}`, names);
  await ChatMessage.create({
    content: `<p>${content}</p>`,
    speaker: { alias: climber.name },
    rolls: [JSON.stringify(roll)],
  });
  return tier;
}

/**
 * 「他のクリーチャーを登る」: the creature's maneuver to shake off one creature climbing or riding it. The GM rolls
 * the climber's test; off, the climber lands on a free square beside the creature (its link ends); fallen, it
 * also takes the falling damage from the creature's height (its size in squares, less its Agility, R-DM-7) and
 * is prone.
 */
async function shakeOff(
  scene: Scene.Implementation,
  climber: TokenDocument.Implementation,
  creature: TokenDocument.Implementation,
): Promise<{ ok: true }> {
  const climberId = climber.id ?? "";
  if (mountLinks(scene)[climberId]?.mount !== creature.id)
    throw new QueryRefused("Refused", "not on the creature");
  const outcome = shakeOffOutcome(await climbersRoll(climber, creature, "ShakeOff"));
  if (!outcome.off) return { ok: true };
  await link(scene, climberId, null);
  const square = freeSquareBeside(scene, climber, creature);
  if (square)
    await climber.update({ ...square, elevation: creature.elevation }, { [CARRIED_OPTION]: true } as never);
  const actor = climber.actor;
  if (outcome.fallsProne && actor instanceof SteelActor) {
    const landed = fall(sizeOf(creature).value, characteristicScores(actor).agility);
    if (landed.damage > 0) await actor.takeDamage(landed.damage, { chooseFallen: null });
    if (!actor.statuses.has("prone")) await actor.toggleStatusEffect("prone", { active: true });
  }
  return { ok: true };
}
