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
  forcedMoveOptions,
  isVerticalForcedMove,
  meleeWeaponVsSmaller,
  resolveForcedMove,
  targetOutcome,
  type Cell,
  type ForcedMoveBoard,
  type ForcedMoveOption,
  type TargetOutcome,
} from "../../rules/index.ts";
import { QueryRefused, type QueryKind, type Requester } from "../../documents/gm-channel/query-kind.ts";
import { documentId, integer, isRecord, worldUuid } from "../../documents/gm-channel/payload.ts";
import { ledgerKey, memoryLedger, type Ledger } from "../ledger.ts";
import type { AbilityUseView, MessageTarget, TargetSnapshot } from "../../documents/gm-channel/apply-results-types.ts";

/** Farther than any forced movement goes from a token on a map (a guard against absurd payloads). */
const MAX_COORDINATE = 100_000;

export interface ForcedMovePayload {
  messageId: string;
  /** Token UUID of a target recorded on the message. */
  target: string;
  /** The square picked for the target's anchor (top-left, lowest square). */
  pick: Cell;
}

/** The board around the target, as the world reads it (everything but what the card decides). */
export type BoardView = Omit<ForcedMoveBoard, "kind" | "vertical" | "distance">;

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
 * One target's outcome as the GM reads the card now (its stability, plus R-MV-9 for a melee weapon
 * ability against a smaller target), as the card shows it.
 */
export function viewOutcome(
  view: Pick<AbilityUseView, "roll" | "keywords" | "moverSize">,
  entry: MessageTarget,
  target: Pick<TargetSnapshot, "characteristics" | "modifiers" | "stability" | "size">,
): TargetOutcome {
  return targetOutcome(view.roll, {
    ...entry,
    ...target,
    meleeWeaponVsSmaller: meleeWeaponVsSmaller(view.keywords, view.moverSize, target.size),
  });
}

/** The card's forced movement for one target now (R-MV-8, R-MV-9). */
export function forcedMovementFor(
  view: Pick<AbilityUseView, "roll" | "keywords" | "moverSize">,
  entry: MessageTarget,
  target: Pick<TargetSnapshot, "characteristics" | "modifiers" | "stability" | "size">,
): TargetOutcome["forced"] {
  const forced = viewOutcome(view, entry, target).forced;
  // R-AB-6: a target that resisted the movement's potency ("A < 2 push 3") is not moved.
  return forced !== null && forced.applies ? forced : null;
}

/** The board for the card's forced movement: R-MV-7, a flier (in the air) is always moved vertically. */
export function forcedMoveBoard(
  board: BoardView,
  forced: NonNullable<TargetOutcome["forced"]>,
): ForcedMoveBoard {
  const flying = board.airborne && board.target.footprint.z > board.ground;
  return {
    ...board,
    kind: forced.kind,
    distance: forced.distance,
    vertical: isVerticalForcedMove(forced.vertical, flying),
  };
}

/** Every board the mover may choose among: one per kind the card allows ("push or pull", R-MV-7). */
export function forcedMoveBoards(
  board: BoardView,
  forced: NonNullable<TargetOutcome["forced"]>,
): ForcedMoveBoard[] {
  const shared = forcedMoveBoard(board, forced);
  return forced.kinds.map((kind) => ({ ...shared, kind }));
}

/** The option for a pick under the first kind that allows it, or null when no kind does. */
export function resolveAnyForcedMove(
  boards: readonly ForcedMoveBoard[],
  pick: Cell,
): ForcedMoveOption | null {
  for (const board of boards) {
    const option = resolveForcedMove(board, pick);
    if (option !== null) return option;
  }
  return null;
}

/** Every cell the mover may pick under any allowed kind, each cell once (the first kind's option). */
export function anyForcedMoveOptions(boards: readonly ForcedMoveBoard[]): ForcedMoveOption[] {
  const seen = new Map<string, ForcedMoveOption>();
  for (const board of boards)
    for (const option of forcedMoveOptions(board)) {
      const key = `${option.pick.x}.${option.pick.y}.${option.pick.z}`;
      if (!seen.has(key)) seen.set(key, option);
    }
  return [...seen.values()];
}

/** R-CN-4: a grabbed creature can be force-moved only by its grabber (the grab effect's origin). */
function grabbedBy(snapshot: TargetSnapshot, actorUuid: string): boolean {
  return snapshot.effectSources.some((effect) => {
    const record: unknown = effect;
    if (!isRecord(record)) return false;
    const statuses = record["statuses"];
    return Array.isArray(statuses) && statuses.includes("grabbed") && record["origin"] === actorUuid;
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
      const conditions = CONDITIONS.filter((c) => snapshot.statuses.has(c));
      if (!canBeForceMoved(conditions, grabbedBy(snapshot, view.actorUuid)))
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
