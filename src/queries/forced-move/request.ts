/**
 * Request kind `forcedMove`: move one target of an ability card by the card's push, pull or slide
 * (R-MV-7). The target's token is rarely the clicker's, so the GM does it. The payload names only the
 * message, the target and the picked square: the GM recomputes the distance from the message's own roll
 * and the target's stability (R-MV-8), reads the board itself, re-checks the square with the same rules
 * function the picker used, then moves the token once and deals slam and fall damage (R-MV-10, R-DM-7).
 */
import {
  canBeForceMoved,
  CONDITIONS,
  forcedMoveReaches,
  type BrokenWall,
  type Cell,
} from "../../rules/index.ts";
import { QueryRefused, type QueryKind, type Requester } from "../../documents/gm-channel/query-kind.ts";
import { documentId, integer, isRecord, worldUuid } from "../../documents/gm-channel/payload.ts";
import { ledgerKey, memoryLedger, type Ledger } from "../ledger.ts";
import {
  forcedMoveBoards,
  forcedMovementFor,
  resolveAnyForcedMove,
  type BoardView,
} from "../../canvas/forced-move-options.ts";
import type { AbilityUseView, TargetSnapshot } from "../../documents/gm-channel/apply-results-types.ts";
import { honouredOrigin } from "../../documents/condition-origin.ts";

/** Farther than any forced movement goes from a token on a map (a guard against absurd payloads). */
const MAX_COORDINATE = 100_000;

export interface ForcedMovePayload {
  messageId: string;
  /** Token UUID of a target recorded on the message. */
  target: string;
  /** The square picked for the target's anchor (top-left, lowest square). */
  pick: Cell;
}

/** Everything one forced movement writes. */
export interface ForcedMoveWrite {
  messageId: string;
  /** Index of the target on the card (the card marks it moved). */
  index: number;
  token: string;
  /** Squares the token passes through, then where it lands after a fall. */
  waypoints: Cell[];
  /** Slam and fall damage per token (R-MV-10, R-DM-7); only positive amounts. */
  damage: { token: string; amount: number }[];
  /** R-DM-7: the fall left the target prone. */
  prone: boolean;
  /** R-MV-10: the walls of a material the target was hurled through, with the step that broke each. */
  broken: BrokenWall[];
}

export interface ForcedMoveResult {
  moved: number;
  damage: number;
  slam: "creature" | "object" | "ground" | null;
  fell: number;
}

export interface ForcedMoveWorld {
  findMessage(id: string): AbilityUseView | null;
  ownsActor(actorUuid: string, userId: string): boolean;
  snapshot(tokenUuid: string): TargetSnapshot | null;
  /** Indices of the card's targets the card shows as moved (display; cards from before the ledger). */
  movedTargets(messageId: string): ReadonlySet<number>;
  /** The GM's record of what was applied: a target moved once is never moved again by this card. */
  ledger: Ledger;
  /** The board around the target with the acting creature as the source, or null if either is not on it. */
  board(targetToken: string, sourceActor: string): BoardView | null;
  commit(write: ForcedMoveWrite): Promise<unknown>;
}

/** A world without a board: every request is refused as not found. */
export const UNAVAILABLE_BOARD: ForcedMoveWorld = {
  findMessage: () => null,
  ownsActor: () => false,
  snapshot: () => null,
  movedTargets: () => new Set(),
  ledger: memoryLedger(),
  board: () => null,
  commit: () => Promise.reject(new Error("no board")),
};

/**
 * R-CN-4: a grabbed creature can be force-moved only by its grabber (the grab effect's origin). * an origin counts only when the effect's last writer (`_stats.lastModifiedBy`, the server's record) owns the
 * creature it names (src/documents/condition-origin.ts); any other grab has no known grabber, so nobody moves it.
 */
function grabbedBy(
  snapshot: TargetSnapshot,
  actorUuid: string,
  owns: (uuid: string, userId: string) => boolean,
): boolean {
  return snapshot.effectSources.some((effect) => {
    const record: unknown = effect;
    if (!isRecord(record)) return false;
    const statuses = record["statuses"];
    return (
      Array.isArray(statuses) && statuses.includes("grabbed") && honouredOrigin(record, owns) === actorUuid
    );
  });
}

function parsePick(value: unknown): Cell {
  const record = isRecord(value) ? value : {};
  const coordinate = (key: string) => integer(record[key], -MAX_COORDINATE, MAX_COORDINATE, `pick.${key}`);
  return { x: coordinate("x"), y: coordinate("y"), z: coordinate("z") };
}

export function forcedMoveKind(world: ForcedMoveWorld): QueryKind<ForcedMovePayload, ForcedMoveResult> {
  const read = (payload: ForcedMovePayload) => {
    const view = world.findMessage(payload.messageId);
    if (view === null) throw new QueryRefused("NotFound", "message");
    const index = view.targets.findIndex((t) => t.token === payload.target);
    return { view, index, entry: view.targets[index] };
  };

  return {
    parse: (data) => ({
      messageId: documentId(data["messageId"], "messageId"),
      target: worldUuid(data["target"], "target"),
      pick: parsePick(data["pick"]),
    }),

    authorize(payload, user: Requester) {
      const { view, entry } = read(payload);
      // The card's author, the owner of the acting creature, or a GM may move its targets.
      const allowed = user.isGM || view.authorId === user.id || world.ownsActor(view.actorUuid, user.id);
      if (!allowed) throw new QueryRefused("Forbidden", "not the author or owner");
      if (entry === undefined) throw new QueryRefused("Forbidden", "token not on card");
      // A target that has not made its own test has no tier yet (src/queries/target-test.ts).
      if (view.targetTest === true && !entry.test) throw new QueryRefused("NotTested", "no test");
    },

    async handle(payload) {
      const { view, index, entry } = read(payload);
      if (entry === undefined) throw new QueryRefused("Forbidden", "token not on card");
      // Each target is moved once per card (a second click or client does not move it again). The GM's
      // ledger decides; the card's mark, which its author can reset, only refuses more (older cards).
      const key = ledgerKey(view.id, "forcedMove", entry.token);
      if (world.ledger.has(key) || world.movedTargets(view.id).has(index))
        throw new QueryRefused("Refused", "already moved");
      const snapshot = world.snapshot(entry.token);
      if (snapshot === null) throw new QueryRefused("NotFound", "target");
      const forced = forcedMovementFor(view, entry, snapshot);
      if (forced === null || forced.distance <= 0) throw new QueryRefused("Refused", "no forced movement");
      // R-MN-3: a minion that fell (this card's damage dropped its squad's pool) has left the battlefield.
      if (!forcedMoveReaches({ minion: snapshot.squad !== null, dead: snapshot.statuses.has("dead") }))
        throw new QueryRefused("Refused", "fallen minion");
      const conditions = CONDITIONS.filter((c) => snapshot.statuses.has(c));
      const owns = (uuid: string, userId: string) => world.ownsActor(uuid, userId);
      if (!canBeForceMoved(conditions, grabbedBy(snapshot, view.actorUuid, owns)))
        throw new QueryRefused("Refused", "restrained or grabbed");
      const board = world.board(entry.token, view.actorUuid);
      if (board === null) throw new QueryRefused("NotFound", "board");
      const option = resolveAnyForcedMove(forcedMoveBoards(board, forced), payload.pick);
      if (option === null) throw new QueryRefused("Forbidden", "illegal square");

      const damage = [
        { token: entry.token, amount: option.damage },
        ...option.others.map((o) => ({ token: o.id, amount: o.damage })),
      ];
      const moved = world.commit({
        messageId: view.id,
        index,
        token: entry.token,
        // R-DM-7: after the movement, a creature left in the air drops to where it lands.
        waypoints: option.fell > 0 ? [...option.path, option.final] : option.path,
        damage: damage.filter((d) => d.amount > 0),
        prone: option.prone,
        broken: option.broken,
      });
      await Promise.all([world.ledger.record([key]), moved]);
      return {
        moved: option.moved,
        damage: option.damage,
        slam: option.slam?.into ?? null,
        fell: option.fell,
      };
    },
  };
}
