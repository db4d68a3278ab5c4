/**
 * What a document made from a compendium entry remembers of that entry (docs/DATA.md
 * `flags.steelbound.compendiumBase`): one short hash per field of the entry as it was when the document was
 * made or last refreshed, and the same for each of its embedded items. Pure: no Foundry globals.
 *
 * Fields are the source's `name`, `img` and every leaf of `system` (an array is one leaf: a list is taken or
 * kept whole). Identity, ownership, folder, sort, `_stats` and flags are not the entry's content and are never
 * compared. Active effects and an actor's prototype token have their own fields (./parts.ts).
 */
import { effectFieldsOf, flatten, isPlainObject, tokenFieldsOf } from "./parts.ts";

export type FieldHashes = Record<string, string>;
type Source = Readonly<Record<string, unknown>>;

export interface CompendiumBase {
  /** The entry's UUID the hashes were taken from. */
  source: string;
  fields: FieldHashes;
  /** Embedded items by id (an actor's items keep their ids when the actor is made from its entry). */
  items: Record<string, FieldHashes>;
  /**
   * The document's own active effects by id (embedded ids are kept on creation: v13 DatabaseCreateOperation
   * `keepEmbeddedIds`, default true). Null in a record taken before effects were recorded: no record of them.
   */
  effects: Record<string, FieldHashes> | null;
  /** Each embedded item's effects: item id, then effect id. Null likewise. */
  itemEffects: Record<string, Record<string, FieldHashes>> | null;
  /** An actor's prototype token; null for an item, or in a record taken before the token was recorded. */
  token: FieldHashes | null;
}

/** A source's name (empty when it has none). */
export const nameOf = (source: Readonly<Record<string, unknown>>): string =>
  typeof source["name"] === "string" ? source["name"] : "";

/** The compared fields of a document source, flattened to dotted paths. */
export function fieldsOf(source: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const fields: Record<string, unknown> = { name: source["name"], img: source["img"] ?? null };
  flatten(source["system"], "system", fields);
  return fields;
}

/** A stable text of a value: object keys sorted, so equal values give equal hashes. */
function stableText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableText).join(",")}]`;
  if (isPlainObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableText(value[k])}`)
      .join(",")}}`;
  return JSON.stringify(value ?? null);
}

/** FNV-1a (32 bits) of a value's stable text, in base 36: compact, and a collision only costs a kept field. */
export function hashValue(value: unknown): string {
  const text = stableText(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * A field's key in the record: its path with "/" for ".", since Foundry expands dotted keys of an update
 * into nested objects (common/utils/helpers.mjs expandObject), which would turn the flat record into a tree.
 */
export const recordKey = (path: string): string => path.replaceAll(".", "/");

/** Which fields of a source are compared: fieldsOf, or ./parts.ts effectFieldsOf / tokenFieldsOf. */
export type Fields = (source: Source) => Record<string, unknown>;

export function hashesOf(source: Source, fields: Fields = fieldsOf): FieldHashes {
  return Object.fromEntries(
    Object.entries(fields(source)).map(([path, value]) => [recordKey(path), hashValue(value)]),
  );
}

/** The embedded item sources of a document source (none for an item). */
export function itemSourcesOf(source: Readonly<Record<string, unknown>>): Record<string, unknown>[] {
  const items = source["items"];
  return Array.isArray(items) ? items.filter(isPlainObject) : [];
}

/** The embedded active effect sources of a document source. */
export function effectSourcesOf(source: Source): Record<string, unknown>[] {
  const effects = source["effects"];
  return Array.isArray(effects) ? effects.filter(isPlainObject) : [];
}

/** An actor's source (it has items and a prototype token; an item has neither). */
export const isActorSource = (source: Source): boolean =>
  Array.isArray(source["items"]) || isPlainObject(source["prototypeToken"]);

/** The compared fields of an actor's own effects (no `transfer`) or an item's effects. */
export const effectFields =
  (onActor: boolean): Fields =>
  (source) =>
    effectFieldsOf(source, onActor);

function byId(sources: readonly Source[], fields: Fields): Record<string, FieldHashes> {
  const hashes: Record<string, FieldHashes> = {};
  for (const source of sources) {
    const id = source["_id"];
    if (typeof id === "string") hashes[id] = hashesOf(source, fields);
  }
  return hashes;
}

/** The record of an entry's source, taken when a document is made from it or refreshed from it. */
export function baseOf(uuid: string, entry: Source): CompendiumBase {
  const actor = isActorSource(entry);
  const entryItems = itemSourcesOf(entry);
  const itemEffects: Record<string, Record<string, FieldHashes>> = {};
  for (const item of entryItems) {
    const id = item["_id"];
    if (typeof id === "string") itemEffects[id] = byId(effectSourcesOf(item), effectFields(false));
  }
  return {
    source: uuid,
    fields: hashesOf(entry),
    items: byId(entryItems, fieldsOf),
    effects: byId(effectSourcesOf(entry), effectFields(actor)),
    itemEffects,
    token: actor ? hashesOf(entry, tokenFieldsOf) : null,
  };
}

/** A stored record read back from flags, or null when it is missing or malformed. */
export function readBase(value: unknown): CompendiumBase | null {
  if (!isPlainObject(value) || typeof value["source"] !== "string") return null;
  const hashes = (v: unknown): FieldHashes =>
    isPlainObject(v)
      ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === "string"))
      : {};
  const byId = (v: unknown): Record<string, FieldHashes> =>
    isPlainObject(v) ? Object.fromEntries(Object.entries(v).map(([id, h]) => [id, hashes(h)])) : {};
  // A record written before effects and tokens were recorded has no such keys: no record of those parts.
  const itemEffects = value["itemEffects"];
  return {
    source: value["source"],
    fields: hashes(value["fields"]),
    items: byId(value["items"]),
    effects: isPlainObject(value["effects"]) ? byId(value["effects"]) : null,
    itemEffects: isPlainObject(itemEffects)
      ? Object.fromEntries(Object.entries(itemEffects).map(([id, e]) => [id, byId(e)]))
      : null,
    token: isPlainObject(value["token"]) ? hashes(value["token"]) : null,
  };
}
