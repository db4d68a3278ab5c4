/**
 * Stamina writes that do not erase each other (Deliver 6), and what every client saw change.
 *
 * Foundry's server has no compare-and-set: it stores an update's values as they come and broadcasts the
 * result, in the order it handled them, to every client (v13 client/data/client-backend.mjs
 * #handleUpdateDocuments, on the requester through its reply and on the others through the
 * "modifyDocument" event, one socket each, so every client meets the writes in the server's order). A
 * client's copy of an actor therefore holds, just before it handles a write, exactly what the server
 * stored before that write. That gives each client two things:
 *  - what really changed (`before` → `after`), whatever the writer put in the operation's options: the
 *    floating numbers show this (src/config/floating-numbers.ts), never a number a writer supplied;
 *  - for the writer, whether its write was made from a stale copy: `_preUpdate` records, on the writer's
 *    own client, the Stamina it computed from (`base`) and what it meant (`intent`: a damage, a healing,
 *    temporary Stamina), under a write id that travels in the options. When the stored value it replaced
 *    differs from `base`, another write landed in between and this one erased it; the writer then makes
 *    its change again on what was there (rules/stamina-rebase.ts), as a follow-up write. Only the writer
 *    does it, from its own record (the options only name it: a hook that rewrites them finds no record, and
 *    nothing is redone), so it happens once and trusts no client's options.
 * A write carrying an intent is also recomputed in `_preUpdate` from the writer's copy at that moment
 * (v13 #preUpdateDocumentArray runs `_preUpdate` on the requester just before the diff is taken and the
 * request sent), so the GM's hit counts from the freshest copy it holds, not the one its plan read.
 */
import { rebaseStamina, sameReading, type StaminaIntent, type StaminaReading } from "../rules/index.ts";

/** The option our writers give: what each actor's write means, by actor id. */
const INTENT = "steelboundStaminaIntent";
/** The option `_preUpdate` fills on the writer's client: the id of its own record of the operation. */
const WRITE = "steelboundStaminaWrite";

interface WriteRecord {
  base: StaminaReading;
  intent: StaminaIntent | null;
}
/** This client's own writes in flight, by write id then actor id (a write refused or never sent is dropped oldest first). */
const records = new Map<string, Map<string, WriteRecord>>();
const MAX_RECORDS = 200;

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec | null => (typeof v === "object" && v !== null ? (v as Rec) : null);
const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

interface StaminaBearer {
  readonly id: string | null;
  readonly system: unknown;
}

/** The actor's Stamina as this client holds it; null for an actor without Stamina (a party, a follower). */
export function readStamina(actor: StaminaBearer): (StaminaReading & { max: number }) | null {
  const stamina = rec(rec(actor.system)?.["stamina"]);
  const value = num(stamina?.["value"]);
  if (stamina === null || value === undefined) return null;
  return { value, temporary: num(stamina["temporary"]) ?? 0, max: num(stamina["max"]) ?? value };
}

/** Options for an update whose Stamina changes mean `intent` for these actors (by id). */
export function staminaIntentOptions(intents: Readonly<Record<string, StaminaIntent>>): object {
  return Object.keys(intents).length === 0 ? {} : { [INTENT]: { ...intents } };
}

function intentOf(options: object, id: string): StaminaIntent | null {
  const value = rec(rec(Reflect.get(options, INTENT))?.[id]);
  const amount = num(value?.["amount"]);
  const kind = value?.["kind"];
  if (amount === undefined || (kind !== "damage" && kind !== "heal" && kind !== "temporary")) return null;
  return { kind, amount };
}

/** The Stamina fields a change (expanded, as `_preUpdate` and `_onUpdate` receive it) sets. */
function writtenOf(changes: object): { value?: number; temporary?: number } | null {
  const stamina = rec(rec(Reflect.get(changes, "system"))?.["stamina"]);
  if (stamina === null) return null;
  const value = num(stamina["value"]);
  const temporary = num(stamina["temporary"]);
  if (value === undefined && temporary === undefined) return null;
  return { ...(value === undefined ? {} : { value }), ...(temporary === undefined ? {} : { temporary }) };
}

/**
 * The writer's `_preUpdate`: a change with an intent is recomputed from the copy held now, and the reading
 * it was made from is recorded in the options (by actor id: one operation may update several actors).
 */
export function prepareStaminaWrite(actor: StaminaBearer, changes: object, options: object): void {
  const id = actor.id;
  const current = readStamina(actor);
  if (id === null || current === null) return;
  const intent = intentOf(options, id);
  if (intent !== null && writtenOf(changes) !== null) {
    const meant = rebaseStamina(current, current, {}, intent);
    const system = rec(Reflect.get(changes, "system")) ?? {};
    const stamina = rec(system["stamina"]) ?? {};
    stamina["value"] = meant.value;
    stamina["temporary"] = meant.temporary;
    system["stamina"] = stamina;
    Reflect.set(changes, "system", system);
  }
  if (writtenOf(changes) === null) return;
  const given: unknown = Reflect.get(options, WRITE);
  const write = typeof given === "string" && records.has(given) ? given : foundry.utils.randomID();
  const actors = records.get(write) ?? new Map<string, WriteRecord>();
  actors.set(id, { base: { value: current.value, temporary: current.temporary }, intent });
  records.set(write, actors);
  Reflect.set(options, WRITE, write);
  for (const old of records.keys()) {
    if (records.size <= MAX_RECORDS) break;
    records.delete(old);
  }
}

/** What this client last saw of each actor's Stamina (kept per actor object, updated as writes land). */
const seen = new WeakMap<object, StaminaReading>();
/** The change the latest write made on this client, for the `updateActor` hook that follows `_onUpdate`. */
const lastChange = new WeakMap<object, { before: StaminaReading; after: StaminaReading }>();

/** Called as the actor prepares its data: the first reading this client holds (later ones come by `_onUpdate`). */
export function noteStaminaSeen(actor: StaminaBearer): void {
  if (seen.has(actor)) return;
  const reading = readStamina(actor);
  if (reading !== null) seen.set(actor, { value: reading.value, temporary: reading.temporary });
}

/** The Stamina change of the write being handled (before → after, both as this client held them), or null. */
export function lastStaminaChange(actor: object): { before: StaminaReading; after: StaminaReading } | null {
  return lastChange.get(actor) ?? null;
}

/** A change to add to the Stamina now held, to redo a write that erased another one. */
export interface StaminaRepair {
  value: number;
  temporary: number;
}

/**
 * Every client's `_onUpdate`: records what changed; on the writer's own client (`own`), the repair its
 * write needs when it was made from a stale copy (null when it was not, or changed nothing).
 */
export function landStaminaWrite(
  actor: StaminaBearer,
  changed: object,
  options: object,
  own: boolean,
): StaminaRepair | null {
  const now = readStamina(actor);
  if (now === null) return null;
  const after = { value: now.value, temporary: now.temporary };
  const before = seen.get(actor) ?? after;
  seen.set(actor, after);
  lastChange.set(actor, { before, after });
  const written = writtenOf(changed);
  if (!own || written === null || actor.id === null) return null;
  const write: unknown = Reflect.get(options, WRITE);
  const actors = typeof write === "string" ? records.get(write) : undefined;
  const record = actors?.get(actor.id);
  if (record === undefined) return null;
  actors?.delete(actor.id);
  if (actors?.size === 0 && typeof write === "string") records.delete(write);
  if (sameReading(record.base, before)) return null;
  const meant = rebaseStamina({ ...before, max: now.max }, record.base, written, record.intent);
  const repair = { value: meant.value - after.value, temporary: meant.temporary - after.temporary };
  return repair.value === 0 && repair.temporary === 0 ? null : repair;
}
