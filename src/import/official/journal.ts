/** Official journal entries and roll tables are core Foundry documents: kept, with their text cleaned. */
import { isObject, numberOf, type Converted, type Json, type JsonObject, type Unmapped } from "./context.ts";
import { relinkUuids, sanitizeHtml } from "./html.ts";
import { text, type ImportOptions } from "./shared.ts";

const PAGE_TYPES = ["text", "image", "pdf", "video"];

function clean(value: Json | undefined, options: ImportOptions): string {
  return relinkUuids(sanitizeHtml(text(value)), options.moduleId);
}

function pick(source: JsonObject, keys: readonly string[]): JsonObject {
  const out: JsonObject = {};
  for (const key of keys) {
    const value = source[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

export function convertJournal(source: JsonObject, options: ImportOptions): Converted {
  const uuid = `JournalEntry.${text(source["_id"])}`;
  const unmapped: Unmapped[] = [];
  const pages: JsonObject[] = [];
  for (const page of Array.isArray(source["pages"]) ? source["pages"] : []) {
    if (!isObject(page)) continue;
    // The official "reference" page is a text page with a tooltip: its text is kept as a text page.
    const type = text(page["type"]) === "reference" ? "text" : text(page["type"]);
    if (!PAGE_TYPES.includes(type)) {
      unmapped.push({
        uuid: `${uuid}.JournalEntryPage.${text(page["_id"])}`,
        field: "type",
        why: `page type "${type}" belongs to the official system`,
      });
      continue;
    }
    const kept = pick(page, ["_id", "name", "title", "image", "video", "src", "sort", "category"]);
    kept["type"] = type;
    const body = isObject(page["text"]) ? page["text"] : {};
    kept["text"] = {
      ...body,
      content: clean(body["content"], options),
      markdown: clean(body["markdown"], options),
    };
    kept["system"] = {};
    pages.push(kept);
  }
  const document = pick(source, ["_id", "name", "folder", "sort", "categories"]);
  document["pages"] = pages;
  return { document, unmapped };
}

export function convertTable(source: JsonObject, options: ImportOptions): Converted {
  const document = pick(source, [
    "_id",
    "name",
    "img",
    "formula",
    "replacement",
    "displayRoll",
    "folder",
    "sort",
  ]);
  document["description"] = clean(source["description"], options);
  const results: JsonObject[] = [];
  for (const result of Array.isArray(source["results"]) ? source["results"] : []) {
    if (!isObject(result)) continue;
    const kept = pick(result, ["_id", "name", "type", "img", "weight", "range"]);
    kept["description"] = clean(result["description"], options);
    if (typeof result["documentUuid"] === "string")
      kept["documentUuid"] = relinkUuids(result["documentUuid"], options.moduleId);
    kept["drawn"] = false;
    results.push(kept);
  }
  document["results"] = results;
  return { document, unmapped: [] };
}

export function convertFolder(source: JsonObject): Converted {
  const document = pick(source, ["_id", "name", "type", "folder", "sorting", "color", "sort", "description"]);
  if (numberOf(document["sort"]) === null) document["sort"] = 0;
  return { document, unmapped: [] };
}
