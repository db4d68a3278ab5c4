/**
 * The choices of a card's forced movement (R-MV-7, R-MV-8, R-MV-9): the target's outcome as the card reads
 * it now, the boards the mover may pick on, and every square they may pick. The card's picker
 * (src/chat/forced-move-action.ts) and the GM's check (src/queries/forced-move) call the same functions.
 */
import {
  forcedMoveOptions,
  isVerticalForcedMove,
  meleeWeaponVsSmaller,
  resolveForcedMove,
  targetOutcome,
  type Cell,
  type ForcedMoveBoard,
  type ForcedMoveOption,
  type TargetOutcome,
} from "../rules/index.ts";
import type {
  AbilityUseView,
  MessageTarget,
  TargetSnapshot,
} from "../documents/gm-channel/apply-results-types.ts";

/** The board around the target, as the world reads it (everything but what the card decides). */
export type BoardView = Omit<ForcedMoveBoard, "kind" | "vertical" | "distance">;

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
