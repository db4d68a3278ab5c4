/**
 * R-CB-9: hidden ends when the hidden creature uses an ability, once it is resolved (004 「アビリティの使用…を
 * 行った場合、その行為が完了した時点で隠れた状態は解除される」), and ended by the GM's own write. ONE trigger: the
 * active GM's `createChatMessage` for an ability card (v13 client/data/client-backend.mjs
 * ClientDatabaseBackend#handleCreateDocuments, stored id 8223665884: every client receiving the server's
 * response runs `doc._onCreate` then `Hooks.callAll("create" + type, doc, options, userId)`; v14 keeps
 * ClientDatabaseBackend as CONFIG.DatabaseBackend, foundryvtt.com/api/v14 CONFIG.DatabaseBackend, and the
 * create hook "fires for all connected clients"). The card's creature and ability are read
 * from the card only to find a creature the GM then reads itself; nothing is written unless that creature
 * carries a hidden status.
 * - Its edge lasts to the end of that turn (「この利益は…ターンの終了時まで持続する」), so in combat the GM marks
 *   its own hidden effect revealed (`flags.steelbound.revealed`, the turn's key): from then on it no longer keeps
 *   the creature from being targeted (src/canvas/hidden-board.ts isHidden), and the GM deletes it at the end of
 *   the turn (src/flows/turn-hooks.ts). Outside combat it is marked the same way, its edge kept for the use that
 *   revealed it, and deleted at the creature's next use of an ability.
 * - A hidden status the creature's owner wrote (never the GM's word) is deleted at once.
 * Hide and Search themselves do not end it (src/rules/hiding.ts useEndsHidden).
 */
import { AbilityUseModel } from "../../chat/ability-use-model.ts";
import { SteelActor } from "../../documents/actor.ts";
import { gmWritten } from "../../documents/condition-origin.ts";
import { deleteEffectsStillPresent } from "../../documents/effect-removal.ts";
import { isRevealed, REVEALED_OUTSIDE_COMBAT } from "../../canvas/hidden-board.ts";
import { useEndsHidden } from "../../rules/index.ts";
import { basicActionOfItem } from "../../flows/basic-action-of.ts";
import { combatMoment } from "../../flows/action-log.ts";

const revealedMark = (effect: { flags?: unknown }): unknown =>
  (effect.flags as { steelbound?: { revealed?: unknown } } | undefined)?.steelbound?.revealed;

/** The active GM, when any ability card is created. */
export async function revealAfterUse(message: ChatMessage.Implementation): Promise<void> {
  if (game.user?.isActiveGM !== true || !(message.system instanceof AbilityUseModel)) return;
  const data = message.system as unknown as { actor: string; ability: string };
  const actor = fromUuidSync(data.actor);
  if (!(actor instanceof SteelActor)) return;
  // A free strike card names no ability (it is a strike, which ends hidden too).
  const item = data.ability === "" ? null : fromUuidSync(data.ability);
  // The ability must be the creature's own item: a card naming another's Hide ends nothing less.
  const own = item instanceof Item && item.parent === actor;
  if (own && !useEndsHidden(basicActionOfItem(item))) return;
  const moment = combatMoment(actor);
  // Revealed outside combat by an earlier use: that use's edge is over now (../../canvas/hidden-board.ts).
  const spent = actor.effects.contents.filter(
    (e) => e.statuses.has("hidden") && revealedMark(e) === REVEALED_OUTSIDE_COMBAT,
  );
  const hidden = actor.effects.contents.filter((e) => e.statuses.has("hidden") && !isRevealed(e));
  if (hidden.length === 0 && spent.length === 0) return;
  const keep = hidden.filter((e) => gmWritten(e));
  const drop = [...spent, ...hidden.filter((e) => !keep.includes(e))].flatMap((e) => (e.id ? [e.id] : []));
  await deleteEffectsStillPresent(actor, drop);
  if (keep.length === 0) return;
  const mark = moment === null ? REVEALED_OUTSIDE_COMBAT : moment.turn;
  await actor.updateEmbeddedDocuments(
    "ActiveEffect",
    keep.map((e) => ({ _id: e.id, flags: { steelbound: { revealed: mark } } })) as never,
  );
}
