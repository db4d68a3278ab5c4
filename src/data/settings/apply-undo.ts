/**
 * The GM's record of what each apply changed (issue 25.3), the world setting `steelbound.applyUndo`: one
 * JSON entry per apply (src/queries/chat-apply/undo-record.ts), newest last, so "undo the last apply of a
 * card" restores exactly what that apply changed, once. Only the GM writes it (a world setting needs
 * SETTINGS_MODIFY, v13 common/documents/setting.mjs BaseSetting.#canModify); every client may read it to
 * know whether a card has something to undo.
 */
import { SYSTEM_ID } from "../../constants.ts";

const { ArrayField, StringField } = foundry.data.fields;

export const APPLY_UNDO_SETTING = "applyUndo";
/** The newest applies kept; an older one can no longer be undone. */
export const MAX_APPLY_RECORDS = 200;

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
