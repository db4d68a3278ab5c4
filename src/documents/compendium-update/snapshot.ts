/**
 * What a document made from a compendium entry remembers of that entry (docs/DATA.md
 * `flags.steelbound.compendiumBase`): one short hash per field of the entry as it was when the document was
 * made or last refreshed, and the same for each of its embedded items. Pure: no Foundry globals.
 *
 * Fields are the source's `name`, `img` and every leaf of `system` (an array is one leaf: a list is taken or
 * kept whole). Identity, ownership, folder, sort, `_stats`, flags, effects and the prototype token are not
 * the entry's content and are never compared.
 */
export type FieldHashes = Record<string, string>;

export interface CompendiumBase {
  /** The entry's UUID the hashes were taken from. */
  source: string;
  fields: FieldHashes;
  /** Embedded items by id (an actor's items keep their ids when the actor is made from its entry). */
  items: Record<string, FieldHashes>;
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

function flatten(value: unknown, path: string, into: Record<string, unknown>): void {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, `${path}.${key}`, into);
    return;
  }
  into[path] = value ?? null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
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

export function hashesOf(source: Readonly<Record<string, unknown>>): FieldHashes {
  return Object.fromEntries(
    Object.entries(fieldsOf(source)).map(([path, value]) => [recordKey(path), hashValue(value)]),
  );
}

/** The embedded item sources of a document source (none for an item). */
export function itemSourcesOf(source: Readonly<Record<string, unknown>>): Record<string, unknown>[] {
  const items = source["items"];
  return Array.isArray(items) ? items.filter(isPlainObject) : [];
}

/** The record of an entry's source, taken when a document is made from it or refreshed from it. */
export function baseOf(uuid: string, entry: Readonly<Record<string, unknown>>): CompendiumBase {
  const items: Record<string, FieldHashes> = {};
  for (const item of itemSourcesOf(entry)) {
    const id = item["_id"];
    if (typeof id === "string") items[id] = hashesOf(item);
  }
  return { source: uuid, fields: hashesOf(entry), items };
}

/** A stored record read back from flags, or null when it is missing or malformed. */
export function readBase(value: unknown): CompendiumBase | null {
  if (!isPlainObject(value) || typeof value["source"] !== "string") return null;
  const hashes = (v: unknown): FieldHashes =>
    isPlainObject(v)
      ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === "string"))
      : {};
  const items = isPlainObject(value["items"]) ? value["items"] : {};
  return {
    source: value["source"],
    fields: hashes(value["fields"]),
    items: Object.fromEntries(Object.entries(items).map(([id, h]) => [id, hashes(h)])),
  };
}
