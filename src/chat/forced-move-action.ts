/**
 * The Move button of an ability card's target row (R-MV-7): works out where the card's push, pull or
 * slide can take the target with the same rules the GM will use, lets the clicker pick a square on the
 * canvas, and asks the GM to move the token (the `forcedMove` query), who checks it all again.
 */
import { readActorSize, readTargetSnapshot } from "../documents/target-snapshot.ts";
import { anyForcedMoveOptions, forcedMoveBoards, forcedMovementFor } from "../canvas/forced-move-options.ts";
import { requestGm } from "../documents/gm-channel/request-gm.ts";
import { readForcedMoveBoard } from "../canvas/forced-move-board.ts";
import { pickSquare } from "../canvas/square-picker.ts";
import { abilityUseView } from "./ability-use-data.ts";
import { forcedMoveReaches } from "../rules/index.ts";
import { tieredUseOf } from "./ability-use-message.ts";

function warn(key: string, data: Record<string, string> = {}): void {
  ui.notifications?.warn(game.i18n?.format(`STEELBOUND.ForcedMove.${key}`, data) ?? key);
}

/** What the picker needs, or why the target can't be moved from here. */
function prepare(message: ChatMessage.Implementation, index: number) {
  const use = tieredUseOf(message);
  if (use === null || message.id === null) return null;
  const view = abilityUseView(
    { id: message.id, authorId: message.author?.id ?? null },
    use.data,
    use.rolled,
    readActorSize(use.data.actor),
  );
  const entry = view.targets[index];
  if (entry === undefined) return null;
  const snapshot = readTargetSnapshot(entry.token);
  // R-MN-3: a minion that fell has left the battlefield (the GM refuses it the same way).
  if (
    snapshot &&
    !forcedMoveReaches({ minion: snapshot.squad !== null, dead: snapshot.statuses.has("dead") })
  )
    return { ok: false as const, entry, refused: "Fallen" };
  const forced = snapshot ? forcedMovementFor(view, entry, snapshot) : null;
  if (forced === null || forced.distance <= 0) return { ok: false as const, entry, refused: "NoMovement" };
  const live = readForcedMoveBoard(entry.token, view.actorUuid);
  if (live === null) return { ok: false as const, entry, refused: "NoBoard" };
  if (canvas?.scene?.id !== live.scene.id) return { ok: false as const, entry, refused: "ViewScene" };
  // "push or pull": the picker offers every square either kind reaches; the GM checks both the same way.
  const boards = forcedMoveBoards(live, forced);
  const board = boards[0];
  if (board === undefined) return { ok: false as const, entry, refused: "NoMovement" };
  const options = anyForcedMoveOptions(boards);
  if (options.length === 0) return { ok: false as const, entry, refused: "NoSquare" };
  return { ok: true as const, entry, messageId: message.id, forced, live, board, options };
}

/** The same rule the GM's forcedMove query applies: the card's author, the acting creature's owner, or a GM. */
function mayMove(message: ChatMessage.Implementation): boolean {
  const use = tieredUseOf(message);
  if (use === null) return false;
  const actor = fromUuidSync(use.data.actor);
  return game.user?.isGM === true || message.isAuthor || (actor instanceof Actor && actor.isOwner);
}

export async function startForcedMove(message: ChatMessage.Implementation, index: number): Promise<void> {
  // Refused before the picker opens: the GM would refuse the square anyway.
  if (!mayMove(message)) {
    ui.notifications?.warn("STEELBOUND.Card.NotYours", { localize: true });
    return;
  }
  const plan = prepare(message, index);
  if (plan === null) return;
  const name = plan.entry.name;
  if (!plan.ok) {
    warn(plan.refused, { name });
    return;
  }
  const { forced, live, board } = plan;
  const or = ` ${game.i18n?.localize("STEELBOUND.Card.Or") ?? "/"} `;
  const movement = forced.kinds
    .map(
      (kind) =>
        game.i18n?.format(`STEELBOUND.Card.Forced.${kind}`, { distance: String(forced.distance) }) ?? "",
    )
    .join(or);
  const hint = (height: number) => {
    const key = board.vertical ? "STEELBOUND.ForcedMove.PickVertical" : "STEELBOUND.ForcedMove.Pick";
    const data = { name, movement, height: String(height - live.target.footprint.z) };
    ui.notifications?.info(game.i18n?.format(key, data) ?? key);
  };
  const pick = await pickSquare(
    plan.options.map((o) => ({ cell: o.pick, slam: o.slam !== null })),
    { grid: live.grid, startZ: live.target.footprint.z, vertical: board.vertical, hint },
  );
  if (pick === null) return;
  await requestGm({ kind: "forcedMove", messageId: plan.messageId, target: plan.entry.token, pick });
}
