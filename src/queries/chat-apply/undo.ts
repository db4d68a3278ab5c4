/**
 * Request kind `undoApply`: the Director undoes the last apply of a card. The request names
 * the card and the apply it means (the id every client reads from `steelbound.applyUndo`); the GM undoes
 * it only when that is still the card's last apply, so a replay, a second click or a stale menu undoes
 * nothing twice. What is restored is the GM's own record of the difference (./undo-record.ts), never a
 * number from the request. Undoing is the Director's: a player's request is refused.
 */
import type { QueryKind } from "../../documents/gm-channel/query-kind.ts";
import { QueryRefused } from "../../documents/gm-channel/query-kind.ts";
import { documentId } from "../../documents/gm-channel/payload.ts";
import { dropApply, lastApplyOf, type ApplyRecord } from "./undo-record.ts";

export interface UndoApplyPayload {
  messageId: string;
  applyId: string;
}

export interface UndoWorld {
  /** Writes the inverse of the record (the amounts moved back, the created effects and marks removed). */
  restore(record: ApplyRecord): Promise<void>;
}

export function undoApplyKind(world: UndoWorld): QueryKind<UndoApplyPayload, { undone: string }> {
  return {
    parse(data) {
      return {
        messageId: documentId(data["messageId"], "messageId"),
        applyId: documentId(data["applyId"], "applyId"),
      };
    },
    authorize(_payload, user) {
      if (!user.isGM) throw new QueryRefused("Forbidden", "undo is the Director's");
    },
    async handle(payload) {
      const record = lastApplyOf(payload.messageId);
      if (record === null || record.id !== payload.applyId)
        throw new QueryRefused("AlreadyApplied", `${payload.messageId} has no such apply to undo`);
      // Both in one wave: the queue runs the next request only after this one, when the record is gone.
      await Promise.all([dropApply(record.id), world.restore(record)]);
      return { undone: record.id };
    },
  };
}
