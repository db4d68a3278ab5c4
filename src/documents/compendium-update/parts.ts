/**
 * Which fields of an active effect and of an actor's prototype token "Update from compendium" compares (pure,
 * no Foundry globals). Only what the entry's author wrote counts; what Foundry or play writes into a copy
 * never does, or every copy would look changed by its owner:
 * - an effect made on an actor gets `transfer: false` and its start time, round and turn
 *   (v13 client/documents/active-effect.mjs ActiveEffect#_preCreate, getInitialDuration; v14 fills `start`
 *   and marks `duration.expired`), so those are skipped, as is `origin` (a copy's effects point at the copy);
 * - of our flags only `flags.steelbound.{duration, treasureLevel, abilityKeywords}` are content (docs/DATA.md);
 * - v13 keeps an effect's changes at the root, v14 in `system.changes` (BaseActiveEffect.migrateData), with a
 *   shimmed root `changes` reading the same list: only one of them is compared.
 * The token skips `flags` and `randomImg` (v13 common/documents/actor.mjs BaseActor.#canUpdate lets only a user
 * with FILES_BROWSE turn wildcard images on, so an owner without it could not take that change).
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Leaves of `value` under `path` (an array is one leaf: a list is taken or kept whole). */
export function flatten(value: unknown, path: string, into: Record<string, unknown>): void {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, `${path}.${key}`, into);
    return;
  }
  into[path] = value ?? null;
}

type Source = Readonly<Record<string, unknown>>;

/** Empty text and a missing key read as null, so a cleaned and an uncleaned source compare equal. */
const orNull = (value: unknown): unknown => (value === undefined || value === "" ? null : value);

const PLAY_DURATION = new Set(["startTime", "startRound", "startTurn", "combat", "expired"]);
const CONTENT_FLAGS = ["duration", "treasureLevel", "abilityKeywords"] as const;
const EFFECT_KEYS = ["name", "img", "description", "disabled", "tint", "statuses", "showIcon"] as const;

/** The compared fields of an effect's source; `transfer` only for an item's effects. */
export function effectFieldsOf(source: Source, onActor: boolean): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of EFFECT_KEYS) if (key !== "showIcon" || key in source) fields[key] = orNull(source[key]);
  if (!onActor) fields["transfer"] = source["transfer"] ?? true;
  const system = source["system"];
  if (isPlainObject(system) && Object.keys(system).length > 0) flatten(system, "system", fields);
  if (!(isPlainObject(system) && Array.isArray(system["changes"])))
    fields["changes"] = Array.isArray(source["changes"]) ? source["changes"] : [];
  const duration = source["duration"];
  if (isPlainObject(duration))
    for (const [key, value] of Object.entries(duration))
      if (!PLAY_DURATION.has(key)) fields[`duration.${key}`] = orNull(value);
  const flags = source["flags"];
  const ours = isPlainObject(flags) && isPlainObject(flags["steelbound"]) ? flags["steelbound"] : {};
  for (const key of CONTENT_FLAGS) fields[`flags.steelbound.${key}`] = orNull(ours[key]);
  return fields;
}

const TOKEN_SKIPPED = new Set(["flags", "randomImg"]);

/** The compared fields of an actor source's prototype token, as `prototypeToken.*` paths. */
export function tokenFieldsOf(source: Source): Record<string, unknown> {
  const token = source["prototypeToken"];
  const fields: Record<string, unknown> = {};
  if (!isPlainObject(token)) return fields;
  for (const [key, value] of Object.entries(token))
    if (!TOKEN_SKIPPED.has(key)) flatten(value, `prototypeToken.${key}`, fields);
  for (const [path, value] of Object.entries(fields)) fields[path] = orNull(value);
  return fields;
}
