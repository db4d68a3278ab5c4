/**
 * The GM's record of accepted abilities (issue 19): the world setting `steelbound.acceptedAbilities`, which
 * only the GM writes (v13 common/documents/setting.mjs BaseSetting.#canModify: creating or updating a
 * Setting needs SETTINGS_MODIFY, which players lack by default; `config: false` keeps it out of the form).
 * It keeps, per ability item UUID, the fingerprint of the mechanics the Director accepted
 * (src/data/ability-mechanics.ts), the one-time decisions taken on cards, and the requests that wait for
 * the Director's decision. A player's hero and its items are the player's to edit: what the GM applies is
 * judged against this record, never against the item alone. `steelbound.trustAbilityEdits` (off by
 * default) turns the check off.
 */
import { SYSTEM_ID } from "../../constants.ts";
import type { MechanicsChange } from "../ability-mechanics.ts";

const { ArrayField, ObjectField, StringField } = foundry.data.fields;

export const ACCEPTED_SETTING = "acceptedAbilities";
export const TRUST_SETTING = "trustAbilityEdits";

/** A request the GM answered "awaiting the Director": re-run once the Director decides on the card. */
export interface PendingReview {
  messageId: string;
  abilityUuid: string;
  requesterId: string;
  /** The apply request as it was made (token UUIDs and the mode). */
  targets: string[];
  mode: "damage" | "half" | "conditions";
  /** The fingerprint the item had when the GM asked (a decision accepts exactly that). */
  print: string;
  /** What changed from the accepted version (from: undefined for an ability with none). */
  changes: MechanicsChange[];
  /** An accepted version exists ("use the accepted version" is offered). */
  hasAccepted: boolean;
}

const defineSchema = () => ({
  /** Item UUID → fingerprint of its accepted mechanics. */
  abilities: new ObjectField(),
  /** Message id → the fingerprint "accept once" accepted for that card only. */
  once: new ObjectField(),
  /** Cards the Director chose to apply with the accepted version. */
  useAccepted: new ArrayField(new StringField({ required: true, blank: false })),
  /** Requests waiting for the Director (PendingReview). */
  pending: new ArrayField(new ObjectField()),
});
type Schema = ReturnType<typeof defineSchema>;

export class AcceptedAbilitiesModel extends foundry.abstract.DataModel<Schema> {
  static override defineSchema(): Schema {
    return defineSchema();
  }
}

/** The record as plain data. */
export interface AcceptedRecord {
  abilities: Record<string, string>;
  once: Record<string, string>;
  useAccepted: string[];
  pending: PendingReview[];
}

const strings = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(typeof value === "object" && value !== null ? value : {}).filter(
      (e): e is [string, string] => typeof e[1] === "string",
    ),
  );

/** The stored record (empty before the setting is registered, e.g. in a unit test). */
export function readAcceptedRecord(): AcceptedRecord {
  const registered = game.settings?.settings.has(`${SYSTEM_ID}.${ACCEPTED_SETTING}`) === true;
  const model: unknown = registered ? game.settings.get(SYSTEM_ID, ACCEPTED_SETTING) : null;
  const source = (model instanceof foundry.abstract.DataModel ? model.toObject() : {}) as Record<
    string,
    unknown
  >;
  return {
    abilities: strings(source["abilities"]),
    once: strings(source["once"]),
    useAccepted: Array.isArray(source["useAccepted"]) ? source["useAccepted"].map(String) : [],
    pending: Array.isArray(source["pending"]) ? (source["pending"] as PendingReview[]) : [],
  };
}

/** The requests on this card waiting for the Director. */
export function pendingReviewsOf(messageId: string): PendingReview[] {
  return readAcceptedRecord().pending.filter((p) => p.messageId === messageId);
}

/** "Trust players' ability edits" is on (then abilities are applied as they are). */
export function trustsAbilityEdits(): boolean {
  const key = `${SYSTEM_ID}.${TRUST_SETTING}`;
  return game.settings?.settings.has(key) === true && game.settings.get(SYSTEM_ID, TRUST_SETTING);
}

export function registerAcceptedAbilitySettings(onChange: () => void): void {
  const settings = game.settings;
  if (!settings) return;
  settings.register(SYSTEM_ID, ACCEPTED_SETTING, {
    name: "STEELBOUND.AcceptedAbility.Record",
    scope: "world",
    config: false,
    type: AcceptedAbilitiesModel,
    default: new AcceptedAbilitiesModel(),
    onChange,
  });
  settings.register(SYSTEM_ID, TRUST_SETTING, {
    name: "STEELBOUND.AcceptedAbility.Trust.Name",
    hint: "STEELBOUND.AcceptedAbility.Trust.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
}
