/**
 * v13 client/documents/abstract/client-document.mjs ClientDocumentMixin#importFromJSON and ::fromImport, as
 * the "Import Data" of a world document runs them: only world documents; the JSON is parsed; `fromImport`
 * refuses a source from a newer core version and, when `_stats.coreVersion` is missing or differs from
 * `game.version`, asks the server to migrate it (the "migrateDocumentData" socket request: counted here in
 * `importMigrations`, the source is used as sent since the simulation has no core migrations); the data is
 * `collection.fromCompendium(doc)` minus `metadata.preserveOnImport` (common/abstract/document.mjs: `_id`,
 * `sort`, `ownership`), committed with `update(data, {diff: false, recursive: false, noHook: true})`, and the
 * user is told "DOCUMENT.Imported".
 */
import { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";
import { everyFile } from "../harness/shared-graph.ts";

const WORLD_DOCUMENT_TYPES = [
  "Actor",
  "Item",
  "JournalEntry",
  "RollTable",
  "Scene",
  "Macro",
  "Playlist",
  "Cards",
];
const PRESERVE_ON_IMPORT = ["_id", "sort", "ownership"];
/** The core version the simulated clients run (v13 Game#version). */
export const SIM_CORE_VERSION = "13.351";

export const importMigrations: { documentName: string; coreVersion: unknown }[] = [];
everyFile(() => {
  importMigrations.length = 0;
});

interface SimGame {
  version?: string;
  [collection: string]: unknown;
}
interface WorldCollectionLike {
  fromCompendium(document: HarnessDocument): Plain;
}
const game = () => (globalThis as unknown as { game: SimGame }).game;
const ui = () =>
  (globalThis as unknown as { ui: { notifications?: { info(m: string, o?: unknown): void } } }).ui;

function newer(a: string, b: string): boolean {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d > 0;
  }
  return false;
}

const COLLECTIONS: Record<string, string> = {
  Actor: "actors",
  Item: "items",
  JournalEntry: "journal",
  RollTable: "tables",
};

async function importFromJSON(this: HarnessDocument, json: string): Promise<HarnessDocument> {
  const documentName = this.documentName;
  if (!WORLD_DOCUMENT_TYPES.includes(documentName)) throw new Error("Only world Documents may be imported");
  const source = JSON.parse(json) as Plain;
  const version = game().version ?? SIM_CORE_VERSION;
  const coreVersion = (source["_stats"] as Plain | undefined)?.["coreVersion"];
  if (typeof coreVersion === "string" && newer(coreVersion, version))
    throw new Error("Documents from a core version newer than the running version cannot be imported");
  if (coreVersion !== version) importMigrations.push({ documentName, coreVersion });
  const cls = this.constructor as new (data: Plain) => HarnessDocument;
  const doc = new cls(source);
  const collection = game()[COLLECTIONS[documentName] ?? ""] as WorldCollectionLike | undefined;
  if (!collection) throw new Error(`sim: no world collection for ${documentName}`);
  const data = collection.fromCompendium(doc);
  for (const key of PRESERVE_ON_IMPORT) Reflect.deleteProperty(data, key);
  await this.update(data, { diff: false, recursive: false, noHook: true });
  ui().notifications?.info("DOCUMENT.Imported", { format: { document: documentName, name: this.name } });
  return this;
}

export function installImportFromJSON(): void {
  Object.assign(HarnessDocument.prototype, { importFromJSON });
}
