/**
 * The GM's record of what each apply changed, the world setting `steelbound.applyUndo`: one
 * JSON entry per apply (src/queries/chat-apply/undo-record.ts), newest last, so "undo the last apply of a
 * card" restores exactly what that apply changed, once. Only the GM writes it (a world setting needs
 * SETTINGS_MODIFY, v13 common/documents/setting.mjs BaseSetting.#canModify); every client may read it to
 * know whether a card has something to undo.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { jsonBytes } from "../digest.ts";

const { ArrayField, StringField } = foundry.data.fields;

export const APPLY_UNDO_SETTING = "applyUndo";
/**
 * Bounds: per requester (the user whose request was applied) the newest
 * PER_USER_RECORDS records and PER_USER_BYTES, that requester's own oldest dropped first; everyone together
 * MAX_APPLY_RECORDS and TOTAL_BYTES. A new record that does not fit once its requester's own oldest are
 * dropped is not kept (that apply lands but cannot be undone): no player's applies push out another's undo.
 */
export const MAX_APPLY_RECORDS = 200;
export const PER_USER_RECORDS = 40;
export const PER_USER_BYTES = 64 * 1024;
export const TOTAL_BYTES = 512 * 1024;

/** A stored entry's requester and size. */
export interface SizedEntry {
  user: string;
  text: string;
}

/**
 * The entries to store with `added` last, within the bounds above; null when `added` does not fit without
 * dropping another requester's entry (the stored entries are then left as they are).
 */
export function boundedApplyEntries(stored: readonly SizedEntry[], added: SizedEntry): string[] | null {
  const bytes = (list: readonly SizedEntry[]) => list.reduce((sum, e) => sum + jsonBytes(e.text), 0);
  const others = stored.filter((e) => e.user !== added.user);
  const own = [...stored.filter((e) => e.user === added.user), added];
  const rest = bytes(others);
  const fits = () =>
    own.length <= PER_USER_RECORDS &&
    bytes(own) <= PER_USER_BYTES &&
    others.length + own.length <= MAX_APPLY_RECORDS &&
    rest + bytes(own) <= TOTAL_BYTES;
  while (!fits()) {
    if (own.length === 1) return null;
    own.shift();
  }
  const kept = new Set([...others, ...own]);
  return [...stored, added].filter((e) => kept.has(e)).map((e) => e.text);
}

const defineApplyUndoSchema = () => ({
  entries: new ArrayField(new StringField({ required: true, blank: false })),
});
export type ApplyUndoSchema = ReturnType<typeof defineApplyUndoSchema>;

export class ApplyUndoModel extends foundry.abstract.DataModel<ApplyUndoSchema> {
  static override defineSchema(): ApplyUndoSchema {
    return defineApplyUndoSchema();
  }
}

export function registerApplyUndoSetting(): void {
  game.settings?.register(SYSTEM_ID, APPLY_UNDO_SETTING, {
    name: "STEELBOUND.ChatContext.UndoRecord",
    scope: "world",
    config: false,
    type: ApplyUndoModel,
    default: new ApplyUndoModel(),
  });
}
