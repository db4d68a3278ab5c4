/**
 * The GM's record of claims (issue 19, deliver 3 and 9): the world setting `steelbound.claims`, written only
 * by GM query handlers, like the ledger (./ledger.ts: a world setting needs SETTINGS_MODIFY to write,
 * v13 common/documents/setting.mjs BaseSetting.#canModify). It holds what the GM saw first and must not
 * take from a card: which test message it verified first for a target of a card, and which card an area
 * template was first used by. Entries are `<card id>|<kind>|<key>|<value>` (src/queries/claims/record.ts).
 */
import { SYSTEM_ID } from "../../constants.ts";

const { ArrayField, StringField } = foundry.data.fields;

export const CLAIMS_SETTING = "claims";

const defineClaimsSchema = () => ({
  entries: new ArrayField(new StringField({ required: true, blank: false })),
});
export type ClaimsSchema = ReturnType<typeof defineClaimsSchema>;

export class ClaimsRecordModel extends foundry.abstract.DataModel<ClaimsSchema> {
  static override defineSchema(): ClaimsSchema {
    return defineClaimsSchema();
  }
}

export function registerClaimsSetting(): void {
  game.settings?.register(SYSTEM_ID, CLAIMS_SETTING, {
    name: "STEELBOUND.Ledger.Claims",
    scope: "world",
    config: false,
    type: ClaimsRecordModel,
    default: new ClaimsRecordModel(),
  });
}
