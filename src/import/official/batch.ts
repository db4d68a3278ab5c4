/**
 * Converts a whole set of official source files into compendium packs for a Steelbound module, with the
 * import report. Pure (no file system): the CLI (tools/import-official.mjs) reads and writes the files.
 */
import { isObject, type JsonObject, type Unmapped } from "./context.ts";
import { convertOfficial, type DocumentName } from "./index.ts";
import { text, type ImportOptions } from "./shared.ts";

export interface SourceFile {
  /** Path relative to the folder given to the CLI; its first folder names the pack. */
  path: string;
  doc: unknown;
}

export interface Pack {
  name: string;
  label: string;
  type: Exclude<DocumentName, "Folder">;
  documents: JsonObject[];
}

export interface ImportReport {
  documents: { read: number; converted: number; failed: number };
  byType: Record<string, { read: number; converted: number; failed: number }>;
  failures: { path: string; why: string }[];
  unmapped: Unmapped[];
}

const COLLECTIONS: Record<DocumentName, string> = {
  Actor: "actors",
  Item: "items",
  JournalEntry: "journal",
  RollTable: "tables",
  Folder: "folders",
};
const EMBEDDED: Record<string, [field: string, collection: string]> = {
  Actor: ["items", "items"],
  JournalEntry: ["pages", "pages"],
  RollTable: ["results", "results"],
};

/** Foundry CLI keys: `!actors!<id>` and `!actors.items!<actor>.<item>` for what is inside. */
function withKeys(documentName: DocumentName, doc: JsonObject): JsonObject {
  const collection = COLLECTIONS[documentName];
  const id = text(doc["_id"]);
  doc["_key"] = `!${collection}!${id}`;
  const embedded = EMBEDDED[documentName];
  if (embedded) {
    const [field, sub] = embedded;
    const list = doc[field];
    if (Array.isArray(list))
      for (const child of list)
        if (isObject(child)) {
          child["_key"] = `!${collection}.${sub}!${id}.${text(child["_id"])}`;
          effectKeys(child, `${collection}.${sub}.effects`, `${id}.${text(child["_id"])}`);
        }
  }
  effectKeys(doc, `${collection}.effects`, id);
  return doc;
}

/** `!items.effects!<item>.<effect>`, `!actors.items.effects!<actor>.<item>.<effect>` for carried effects. */
function effectKeys(doc: JsonObject, collection: string, parent: string): void {
  const effects = doc["effects"];
  if (!Array.isArray(effects)) return;
  for (const effect of effects)
    if (isObject(effect)) effect["_key"] = `!${collection}!${parent}.${text(effect["_id"])}`;
}

function packNameOf(path: string): string {
  const parts = path.split(/[\\/]/).filter(Boolean);
  const group = parts.length > 1 ? (parts[0] ?? "") : "";
  return group
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function labelOf(name: string): string {
  return name.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
}

/** A batch being converted one file at a time (the Content window converts in chunks between frames). */
export interface Batch {
  readonly options: ImportOptions;
  readonly report: ImportReport;
  readonly packs: Map<string, Pack>;
  readonly folders: { group: string; doc: JsonObject }[];
}

export function startBatch(options: ImportOptions): Batch {
  const report: ImportReport = {
    documents: { read: 0, converted: 0, failed: 0 },
    byType: {},
    failures: [],
    unmapped: [],
  };
  return { options, report, packs: new Map(), folders: [] };
}

/** Converts one source file into its pack (or counts its failure). */
export function addToBatch(batch: Batch, file: SourceFile): void {
  const { report, packs, folders, options } = batch;
  const doc = file.doc;
  const kind = isObject(doc) ? text(doc["type"]) || (Array.isArray(doc["pages"]) ? "journal" : "table") : "?";
  const isFolder = isObject(doc) && text(doc["_key"]).startsWith("!folders!");
  const typeKey = isFolder ? "folder" : kind;
  const counts = (report.byType[typeKey] ??= { read: 0, converted: 0, failed: 0 });
  report.documents.read++;
  counts.read++;
  try {
    if (!isObject(doc)) throw new Error("not a JSON object");
    const converted = convertOfficial(doc, options);
    report.unmapped.push(...converted.unmapped);
    const group = packNameOf(file.path);
    if (converted.documentName === "Folder")
      folders.push({ group, doc: withKeys("Folder", converted.document) });
    else {
      const type = converted.documentName;
      const name = [group, group ? "" : type.toLowerCase()].filter(Boolean).join("") || type.toLowerCase();
      const key = `${name}|${type}`;
      const pack = packs.get(key) ?? { name, label: labelOf(name), type, documents: [] };
      packs.set(key, pack);
      pack.documents.push(withKeys(type, converted.document));
    }
    report.documents.converted++;
    counts.converted++;
  } catch (error) {
    report.documents.failed++;
    counts.failed++;
    report.failures.push({ path: file.path, why: error instanceof Error ? error.message : String(error) });
  }
}

/** Names the packs and places the folders once every file is in. */
export function finishBatch(batch: Batch): { packs: Pack[]; report: ImportReport } {
  const { packs, folders, report } = batch;
  // A group holding several document types becomes one pack per type ("monsters-actor").
  const byName = new Map<string, number>();
  for (const pack of packs.values()) byName.set(pack.name, (byName.get(pack.name) ?? 0) + 1);
  const split = new Map<string, Pack[]>();
  for (const pack of packs.values())
    if ((byName.get(pack.name) ?? 0) > 1) {
      split.set(pack.name, [...(split.get(pack.name) ?? []), pack]);
      pack.name = `${pack.name}-${pack.type.toLowerCase()}`;
      pack.label = labelOf(pack.name);
    }
  // Links were converted naming the source's pack; a renamed pack's links must name the pack it became.
  if (split.size)
    for (const pack of packs.values())
      for (const doc of pack.documents) relinkRenamed(doc, split, batch.options.moduleId);
  // Folders become compendium folders of the pack of their group that holds their document type.
  for (const { group, doc } of folders) {
    const pack = [...packs.values()].find(
      (p) =>
        (p.name === group || p.name.startsWith(`${group}-`) || group === "") && p.type === text(doc["type"]),
    );
    if (pack) pack.documents.push(doc);
  }
  return { packs: [...packs.values()], report };
}

/**
 * `Compendium.<module>.<pack>.<Type>.<id>` → `Compendium.<module>.<pack>-<type>.<Type>.<id>` in every string
 * of a document, for the packs finishBatch split by type: the link's type says which of them it meant. A
 * legacy link without a type (`Compendium.<module>.<pack>.<id>`, which Foundry reads against its pack's one
 * type) is given the pack that holds its id, and that pack's type.
 */
function relinkRenamed(value: JsonObject, split: ReadonlyMap<string, Pack[]>, moduleId: string): void {
  const prefix = `Compendium.${moduleId}.`;
  const link = /Compendium\.([\w-]+)\.([\w-]+)\.([A-Za-z0-9]+)/g;
  const fix = (text: string) =>
    text.includes(prefix)
      ? text.replace(link, (whole, scope: string, group: string, next: string) => {
          const packs = scope === moduleId ? split.get(group) : undefined;
          if (!packs) return whole;
          const byType = packs.find((p) => p.type === next);
          if (byType) return `${prefix}${byType.name}.${next}`;
          const holder = packs.find((p) => p.documents.some((d) => d["_id"] === next));
          return holder ? `${prefix}${holder.name}.${holder.type}.${next}` : whole;
        })
      : text;
  mapStrings(value, fix);
}

/**
 * Renames packs after conversion (`renames`: old name → new name), with every
 * `Compendium.<module>.<old>.` link of every document naming the new pack.
 */
export function relinkPacks(
  packs: readonly Pack[],
  renames: ReadonlyMap<string, string>,
  moduleId: string,
): void {
  const prefix = `Compendium.${moduleId}.`;
  const link = /Compendium\.([\w-]+)\.([\w-]+)\./g;
  const fix = (text: string) =>
    text.includes(prefix)
      ? text.replace(link, (whole, scope: string, pack: string) => {
          const to = scope === moduleId ? renames.get(pack) : undefined;
          return to ? `${prefix}${to}.` : whole;
        })
      : text;
  for (const pack of packs) {
    for (const doc of pack.documents) mapStrings(doc, fix);
    pack.name = renames.get(pack.name) ?? pack.name;
  }
}

/** Every string of a JSON tree, replaced in place by `fix` of it. */
function mapStrings(value: JsonObject, fix: (text: string) => string): void {
  const stack: unknown[] = [value];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node))
      node.forEach((child, i) => {
        if (typeof child === "string") node[i] = fix(child);
        else stack.push(child);
      });
    else if (isObject(node))
      for (const [key, child] of Object.entries(node)) {
        if (typeof child === "string") node[key] = fix(child);
        else stack.push(child);
      }
  }
}

export function convertBatch(files: SourceFile[], options: ImportOptions) {
  const batch = startBatch(options);
  for (const file of files) addToBatch(batch, file);
  return finishBatch(batch);
}
