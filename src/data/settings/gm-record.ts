/**
 * THE GM's record: one world setting, `steelbound.gmRecord`, for every rule guard the GM must
 * keep where no player writes. A world setting needs SETTINGS_MODIFY to create or update (v13
 * common/documents/setting.mjs BaseSetting.#canModify), which players lack by default; `config: false`
 * keeps it out of the settings form. It holds:
 *  - accepted abilities (per ability item UUID the fingerprint of the mechanics the
 *    Director accepted (src/data/ability-mechanics.ts), the one-time decisions taken on cards (digests), and
 *    the requests that wait for the Director (small and bounded per requester: ./review-entry.ts);
 *  - claims (deliver 3 and 9): what the GM saw first and must not take from a card, entries
 *    `<card id>|<kind>|<key>|<value>` (src/queries/claims/record.ts);
 *  - hero-token turns (R-HT-2, one benefit per turn): per hero UUID, the turn key of its last benefit;
 *  - renown (R-RW-1): per hero UUID, the renown a GM last wrote on the hero, which the follower
 *    limit is read from (the hero's own field is its player's to write);
 *  - victories (R-ML-1): per hero UUID, the victories a GM last wrote on the hero (or the hero's own
 *    respite set to 0), which the Director's starting Malice counts (src/queries/granted-victories.ts);
 *  - done: the one-time passes over the world already made (src/data/migrations/gm-record-4.ts), and the
 *    basic-action pack as the GM's last pass saw it, `basic-action:<entry uuid>@<hash>`
 *    (src/queries/basic-actions-pass.ts).
 * Only the active GM writes it, through the one chain in src/queries/gm-record.ts.
 * (The ledger of applied results stays its own setting, ./ledger.ts: it is pruned on its own rhythm.)
 */
import { SYSTEM_ID } from "../../constants.ts";
import { asDigest } from "../digest.ts";
import { compactReview, type PendingReview } from "./review-entry.ts";

const { ArrayField, ObjectField, StringField } = foundry.data.fields;

export const GM_RECORD_SETTING = "gmRecord";

export type { PendingReview };

/** Most "accept once" and "use the accepted version" decisions kept (the oldest go first; cards expire too). */
export const MAX_CARD_DECISIONS = 500;

const entries = () => new ArrayField(new StringField({ required: true, blank: false }));

const defineSchema = () => ({
  /** Item UUID → fingerprint of its accepted mechanics. */
  abilities: new ObjectField(),
  /** Message id → the digest of the fingerprint "accept once" accepted for that card only. */
  once: new ObjectField(),
  /** Cards the Director chose to apply with the accepted version. */
  useAccepted: entries(),
  /** Requests waiting for the Director (PendingReview, ./review-entry.ts: small and bounded). */
  pending: new ArrayField(new ObjectField()),
  /** First claims: `<card id>|<kind>|<key>|<value>`. */
  claims: entries(),
  /** Hero UUID → turn key of its last hero token benefit (R-HT-2). */
  heroTokenTurns: new ObjectField(),
  /** Hero UUID → the renown a GM last wrote on it (R-RW-1: the follower limit). */
  renown: new ObjectField(),
  /** Hero UUID → the victories a GM last wrote on it (R-ML-1: the Director's starting Malice). */
  victories: new ObjectField(),
  /** One-time passes over the world already made. */
  done: entries(),
});
type Schema = ReturnType<typeof defineSchema>;

export class GmRecordModel extends foundry.abstract.DataModel<Schema> {
  static override defineSchema(): Schema {
    return defineSchema();
  }
}

/** The accepted-abilities part of the record. */
export interface AcceptedRecord {
  abilities: Record<string, string>;
  once: Record<string, string>;
  useAccepted: string[];
  pending: PendingReview[];
}

/** The whole record as plain data. */
export interface GmRecord extends AcceptedRecord {
  claims: string[];
  heroTokenTurns: Record<string, string>;
  renown: Record<string, number>;
  victories: Record<string, number>;
  done: string[];
}

export const strings = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(typeof value === "object" && value !== null ? value : {}).filter(
      (e): e is [string, string] => typeof e[1] === "string",
    ),
  );

/** Whole numbers ≥ 0 by key (anything else is dropped). */
const counts = (value: unknown): Record<string, number> =>
  Object.fromEntries(
    Object.entries(typeof value === "object" && value !== null ? value : {}).filter(
      (e): e is [string, number] => typeof e[1] === "number" && Number.isInteger(e[1]) && e[1] >= 0,
    ),
  );

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

const isObject = (value: unknown): value is object => typeof value === "object" && value !== null;

/** Plain data from a stored or legacy source (unknown keys and wrong types are dropped). */
export function gmRecordOf(source: unknown): GmRecord {
  const s = (isObject(source) ? source : {}) as Record<string, unknown>;
  const abilities = strings(s["abilities"]);
  // A one-time decision kept a whole fingerprint before; its digest decides the same.
  const once = Object.entries(strings(s["once"])).map(([id, print]): [string, string] => [
    id,
    asDigest(print),
  ]);
  return {
    abilities,
    once: Object.fromEntries(once.slice(-MAX_CARD_DECISIONS)),
    useAccepted: list(s["useAccepted"]).slice(-MAX_CARD_DECISIONS),
    pending: Array.isArray(s["pending"])
      ? s["pending"].filter(isObject).flatMap((p) => compactReview(p, abilities) ?? [])
      : [],
    claims: list(s["claims"]),
    heroTokenTurns: strings(s["heroTokenTurns"]),
    renown: counts(s["renown"]),
    victories: counts(s["victories"]),
    done: list(s["done"]),
  };
}

/** Freezes the record and everything in it: it is shared by every reader of the same setting value. */
function frozen<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * The plain record derived from each value of the setting. v13 casts a stored setting's value once, when
 * its Setting document is initialized (client/documents/setting.mjs Setting#_initialize → _castType), and
 * hands that ONE instance to every `game.settings.get` until an update changes the value (the update
 * re-initializes the document: common/abstract/data.mjs DataModel#updateSource), so a record keyed by the
 * instance is exactly as fresh as the setting, on every client. A chat log of 200 cards derives it once.
 */
const derived = new WeakMap<object, GmRecord>();

/**
 * The stored record (empty before the setting is registered, e.g. in a unit test). Shared and frozen: build
 * a changed copy (`{...record, claims}`), never change it in place.
 */
export function readGmRecord(): GmRecord {
  const registered = game.settings?.settings.has(`${SYSTEM_ID}.${GM_RECORD_SETTING}`) === true;
  const model: unknown = registered ? game.settings.get(SYSTEM_ID, GM_RECORD_SETTING) : null;
  if (!(model instanceof foundry.abstract.DataModel)) return gmRecordOf({});
  const known = derived.get(model);
  if (known !== undefined) return known;
  const record = frozen(gmRecordOf(model.toObject()));
  derived.set(model, record);
  return record;
}

/** The record as the setting stores it (plain objects, for the ObjectFields). */
export function gmRecordSource(
  record: GmRecord,
): Omit<GmRecord, "pending"> & { pending: Record<string, unknown>[] } {
  return { ...record, pending: record.pending.map((p): Record<string, unknown> => ({ ...p })) };
}

export function registerGmRecordSetting(): void {
  game.settings?.register(SYSTEM_ID, GM_RECORD_SETTING, {
    name: "STEELBOUND.Ledger.GmRecord",
    scope: "world",
    config: false,
    type: GmRecordModel,
    // A model instance: DataModel#_initializeSource accepts one and reads its source.
    default: new GmRecordModel(),
  });
}
