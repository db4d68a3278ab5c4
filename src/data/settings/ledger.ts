/**
 * The GM's ledger: the world setting `steelbound.ledger`, the one record of which results of a
 * request were applied. Only the GM writes it: a world setting has no `user`, and v13 common/documents/
 * setting.mjs BaseSetting.#canModify lets a user create or update one only with the SETTINGS_MODIFY
 * permission, which players lack by default; `config: false` keeps it out of the settings form. Evidence
 * the requester could edit (the `applied` marks of a card its author owns) is never read as proof.
 */
import { SYSTEM_ID } from "../../constants.ts";

const { ArrayField, StringField } = foundry.data.fields;

export const LEDGER_SETTING = "ledger";

const defineLedgerSchema = () => ({
  /** One key per applied part: `<messageId>|<part>|<target or "">` (src/queries/ledger.ts). */
  entries: new ArrayField(new StringField({ required: true, blank: false })),
});
export type LedgerSchema = ReturnType<typeof defineLedgerSchema>;

export class LedgerModel extends foundry.abstract.DataModel<LedgerSchema> {
  static override defineSchema(): LedgerSchema {
    return defineLedgerSchema();
  }
}

export function registerLedgerSetting(): void {
  game.settings?.register(SYSTEM_ID, LEDGER_SETTING, {
    name: "STEELBOUND.Ledger.Name",
    scope: "world",
    config: false,
    type: LedgerModel,
    // A model instance: DataModel#_initializeSource accepts one and reads its source.
    default: new LedgerModel(),
  });
}
