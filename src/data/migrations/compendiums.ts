/**
 * Compendium part of the world migration. Documents loaded from a pack run their models'
 * migrateData in memory like world documents, but nothing writes the result back, so an unlocked world
 * pack would carry old data forever. A pack's index is read from the stored data (the server does not run
 * our models), so `system.schemaVersion` in the index tells which documents are old without loading any.
 * Each unlocked world pack of Actors or Items with old Steelbound documents is rewritten with one
 * `updateDocuments(…, { pack })` call (a batch, not one request per document). Locked world packs (the GM
 * locked them on purpose) are never written, only reported.
 *
 * Cost: v13 CompendiumCollection#getIndex asks the server for the index whenever a requested field was not
 * indexed yet (system.schemaVersion never is), while `metadata`, `documentName` and `locked` are local.
 * So packs are filtered on those first: only world packs (metadata.packageType "world") of Actors or Items
 * are indexed. Module packs belong to their module (a module update brings its data; the world cannot
 * write them) and the system's own packs are built at the current schema version, so neither is read.
 * The caller runs this only when the world's stored schema version is behind (world.ts).
 */
import { SYSTEM_ID } from "../../constants.ts";
import { ACTOR_MODELS, ITEM_MODELS } from "../models.ts";
import { needsMigration } from "./index.ts";
import type { Source } from "./steps.ts";

/** Document names whose packs we migrate, with the subtypes Steelbound registers for each. */
const OUR_TYPES: Readonly<Record<string, ReadonlySet<string>>> = {
  Actor: new Set(Object.keys(ACTOR_MODELS)),
  Item: new Set(Object.keys(ITEM_MODELS)),
};

interface SystemData {
  toObject(): object;
}
/** What the migration reads of a pack document (an Actor or an Item). */
export interface PackDocument {
  id: string | null;
  system: SystemData | object;
  items?: { contents: PackDocument[] };
  toObject(): object;
}
/** What the migration reads of a CompendiumCollection (v13). */
export interface MigratablePack {
  collection: string;
  title: string;
  documentName: string;
  locked: boolean;
  metadata: { packageType: string };
  /** Index entries carry `_id`, `type` and the requested fields, read from the stored data. */
  getIndex(options: { fields: string[] }): Promise<Iterable<object>>;
  /** v13 database query: `{ _id__in: ids }` loads only those documents. */
  getDocuments(query: { _id__in: string[] }): Promise<PackDocument[]>;
}
/** `DocumentClass.updateDocuments(updates, operation)` for the pack's document name. */
export type PackWriter = (documentName: string, updates: object[], operation: object) => Promise<unknown>;

export interface PackMigrationReport {
  /** Packs rewritten, with the number of documents in each batch. */
  migrated: { pack: string; title: string; documents: number }[];
  /** Titles of locked world packs holding old Steelbound documents: not touched. */
  skipped: string[];
  /** Titles of packs whose batch failed. */
  failed: string[];
}

function hasModel(system: SystemData | object): system is SystemData {
  return "toObject" in system && typeof system.toObject === "function";
}

/**
 * The update for one pack document: its migrated system data and, for an actor, every embedded item
 * with its migrated system data (the embedded array is replaced as a whole, hence every item, in order).
 */
export function packUpdate(doc: PackDocument): object | null {
  if (!hasModel(doc.system) || doc.id === null) return null;
  const update: Record<string, unknown> = { _id: doc.id, system: doc.system.toObject() };
  if (doc.items !== undefined)
    update["items"] = doc.items.contents.map((item) => ({
      ...item.toObject(),
      ...(hasModel(item.system) ? { system: item.system.toObject() } : {}),
    }));
  return update;
}

function isRecord(value: unknown): value is Source {
  return typeof value === "object" && value !== null;
}

/** Ids of the pack's Steelbound documents stored below the current schema version. */
async function outdatedIds(pack: MigratablePack): Promise<Set<string>> {
  const types = OUR_TYPES[pack.documentName];
  const ids = new Set<string>();
  if (types === undefined) return ids;
  for (const entry of await pack.getIndex({ fields: ["system.schemaVersion"] })) {
    if (!("type" in entry) || typeof entry.type !== "string" || !types.has(entry.type)) continue;
    const system = "system" in entry && isRecord(entry.system) ? entry.system : {};
    if ("_id" in entry && typeof entry._id === "string" && needsMigration(system)) ids.add(entry._id);
  }
  return ids;
}

export async function migratePacks(
  packs: Iterable<MigratablePack>,
  write: PackWriter,
): Promise<PackMigrationReport> {
  const report: PackMigrationReport = { migrated: [], skipped: [], failed: [] };
  for (const pack of packs) {
    if (pack.metadata.packageType !== "world" || OUR_TYPES[pack.documentName] === undefined) continue;
    try {
      const outdated = await outdatedIds(pack);
      if (!outdated.size) continue;
      if (pack.locked) {
        report.skipped.push(pack.title);
        continue;
      }
      const documents = await pack.getDocuments({ _id__in: [...outdated] });
      const updates = documents.flatMap((doc) => packUpdate(doc) ?? []);
      if (!updates.length) continue;
      await write(pack.documentName, updates, { pack: pack.collection, diff: false, recursive: false });
      report.migrated.push({ pack: pack.collection, title: pack.title, documents: updates.length });
    } catch (error) {
      report.failed.push(pack.title);
      console.error(`${SYSTEM_ID} | migration failed for compendium ${pack.collection}`, error);
    }
  }
  return report;
}
