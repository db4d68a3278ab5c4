/** What every official item shares: description, source, advancements, prerequisites, director notes. */
import { Reader, isObject, type Converted, type JsonObject, type Reasons } from "./context.ts";
import { rich, shell, sourceLine, text, type ImportOptions } from "./shared.ts";
import { ADVANCING_TYPES, convertAdvancements } from "./advancement.ts";

export interface ItemOptions extends ImportOptions {
  uuid?: string;
}

export function itemReader(source: JsonObject, options: ItemOptions): Reader {
  const system = isObject(source["system"]) ? source["system"] : {};
  return new Reader(options.uuid ?? `Item.${text(source["_id"])}`, system);
}

/** The fields of Steelbound's item base (description, source) and notes for what it has no home for. */
export function itemBase(reader: Reader, options: ImportOptions, type = ""): JsonObject {
  const advancements = reader.get("advancements");
  const listed = isObject(advancements) && Object.keys(advancements).length > 0;
  // Only the option types whose Steelbound model has `advancements` (docs/DATA.md) can hold them.
  const converted: JsonObject = ADVANCING_TYPES.has(type)
    ? { advancements: convertAdvancements(reader, options) }
    : {};
  if (listed && !ADVANCING_TYPES.has(type))
    reader.note("advancements", `a Steelbound ${type || "item"} has no advancements`);
  reader.use("advancements");
  reader.noteIfSet("description.director", "GM-only text: Steelbound items have one description");
  return {
    description: { value: rich(reader, "description.value", options) },
    source: sourceLine(reader),
    prerequisites: prerequisitesOf(reader),
    ...converted,
  };
}

/** Official `prerequisites { value (text), level, dsid [] }` → Steelbound's item `prerequisites`. */
export function prerequisitesOf(reader: Reader): JsonObject {
  const value = reader.get("prerequisites");
  if (!isObject(value)) return { text: "", level: 0, items: [] };
  const prerequisites = {
    text: reader.str("prerequisites.value"),
    level: Math.max(0, reader.num("prerequisites.level")),
    items: reader.strings("prerequisites.dsid"),
  };
  reader.use("prerequisites");
  return prerequisites;
}

/** Wraps a converted item: shell, base fields, the type's own fields, then the number check. */
export function finishItem(
  source: JsonObject,
  reader: Reader,
  type: string,
  fields: JsonObject,
  options: ImportOptions,
  reasons: Reasons = [],
): Converted {
  const base = itemBase(reader, options, type);
  const document = shell(source, type, { ...base, ...fields }, reader);
  return { document, unmapped: reader.finish(reasons) };
}
