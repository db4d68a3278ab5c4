/**
 * World migration on ready. Models already migrate their source in memory (static migrateData), so
 * this pass only persists migrated data: for every world actor and item — and every item embedded in
 * an actor — whose stored source predates SCHEMA_VERSION, it writes the migrated system data back with
 * `diff: false` (the in-memory source already equals the new data, so a diffed update would be empty).
 * Only the active GM runs it, once per schema version (tracked in a hidden world setting). Unlocked world
 * compendiums are migrated in the same pass, one batch per pack (compendiums.ts); a GM login with the
 * version already recorded reads no pack and writes nothing.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { format } from "../../i18n.ts";
import {
  migratePacks,
  type MigratablePack,
  type PackMigrationReport,
  type PackWriter,
} from "./compendiums.ts";
import { SCHEMA_VERSION } from "./index.ts";
import { MIGRATION_SETTING } from "./setting.ts";

export { MIGRATION_SETTING, registerMigrationSetting } from "./setting.ts";

interface Migratable {
  id?: string | null;
  name: string | null;
  system: { schemaVersion?: number; toObject(): object } | object;
}

/** An actor whose embedded items are rewritten through it (one operation per batch of its items). */
interface MigratableActor extends Migratable {
  items: { contents: Migratable[] };
}

/**
 * Where the migration's writes go. Each call is one database operation (one round trip): v13
 * common/abstract/document.mjs `Document.updateDocuments(updates, operation)` sends every update of the
 * batch in one request, embedded documents with `{parent}`; v14's DatabaseUpdateOperation has the same
 * `updates`, `parent`, `diff` and `recursive` (api/v14 foundry.abstract.types.DatabaseUpdateOperation).
 */
export interface MigrationWriter {
  updateWorld(documentName: "Actor" | "Item", updates: object[]): Promise<unknown>;
  updateEmbedded(parent: MigratableActor, updates: object[]): Promise<unknown>;
}

/** Documents per database operation (the official system's batch size; one request stays small). */
export const MIGRATION_BATCH = 100;
/** Actors whose items are rewritten at once: independent operations that travel together. */
export const MIGRATION_PARALLEL = 10;

/** The system data of each document to rewrite, in world order (actors, their items, world items). */
export function documentsToMigrate(storedVersion: number, docs: Iterable<Migratable>): Migratable[] {
  if (storedVersion >= SCHEMA_VERSION) return [];
  return [...docs].filter((doc) => "toObject" in doc.system);
}

/** `list` in runs of `size`, in order. */
export function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** The whole migrated system data of `doc`, to be written without diffing. */
function rewriteOf(doc: Migratable): object {
  return { _id: doc.id, system: (doc.system as { toObject(): object }).toObject() };
}

/**
 * Rewrites `docs` in batches through `write`, in order. A batch the server refuses is retried one
 * document at a time, so one bad document costs only itself; returns the documents that failed.
 */
async function rewriteInBatches(
  docs: readonly Migratable[],
  write: (updates: object[]) => Promise<unknown>,
): Promise<Migratable[]> {
  const failed: Migratable[] = [];
  for (const batch of chunks(docs, MIGRATION_BATCH)) {
    try {
      await write(batch.map(rewriteOf));
    } catch {
      for (const doc of batch)
        await write([rewriteOf(doc)]).catch((error: unknown) => {
          failed.push(doc);
          console.error(`${SYSTEM_ID} | migration failed for ${doc.name ?? "?"}`, error);
        });
    }
  }
  return failed;
}

/** What one migration pass rewrites, in the order it writes it. */
export interface WorldRewrite {
  actors: readonly Migratable[];
  /** Each actor with the embedded items to rewrite through it. */
  embedded: readonly { parent: MigratableActor; items: readonly Migratable[] }[];
  worldItems: readonly Migratable[];
}

/**
 * Rewrites a world in batches: world actors first (≤ MIGRATION_BATCH per operation), then the items of
 * MIGRATION_PARALLEL actors at a time (each actor's items in its own operations, those operations sent
 * together), then world items. 200 actors of 25 items each cost 2 + 20 + 1 sequential round trips instead
 * of 5,201. Returns how many documents could not be written.
 */
export async function rewriteWorld(world: WorldRewrite, writer: MigrationWriter): Promise<number> {
  let failures = (await rewriteInBatches(world.actors, (u) => writer.updateWorld("Actor", u))).length;
  for (const group of chunks(world.embedded, MIGRATION_PARALLEL)) {
    const failed = await Promise.all(
      group.map(({ parent, items }) => rewriteInBatches(items, (u) => writer.updateEmbedded(parent, u))),
    );
    failures += failed.reduce((sum, list) => sum + list.length, 0);
  }
  failures += (await rewriteInBatches(world.worldItems, (u) => writer.updateWorld("Item", u))).length;
  return failures;
}

/**
 * The schema version this world recorded, or null if it never recorded one. v13 ClientSettings#get with
 * `{document: true}` returns the stored Setting document, or, for a setting never written, a new Setting
 * holding the registered default, which has no id; the plain value cannot tell the two apart.
 */
function storedSchemaVersion(settings: NonNullable<typeof game.settings>): number | null {
  const doc = settings.get(SYSTEM_ID, MIGRATION_SETTING, { document: true });
  if (doc.id === null) return null;
  const value: unknown = doc.value;
  return typeof value === "number" ? value : Number(value) || 0;
}

/**
 * Which version the world's data is at. Never recorded and no actors, items or world packs: a brand-new
 * world, created at the current version, so there is nothing to rewrite. Never recorded but holding
 * documents: the world was made before the setting existed (or by a build that never wrote it), and
 * nothing tells which version its stored data has; the in-memory source is already migrated, so the only
 * safe reading is the oldest version (0): every document is rewritten once, which costs a single pass and
 * loses nothing, whereas guessing "current" would leave old data on disk forever.
 */
export function worldVersion(recorded: number | null, hasDocuments: boolean): number {
  if (recorded !== null) return recorded;
  return hasDocuments ? 0 : SCHEMA_VERSION;
}

/** Written whole: no diff (the in-memory source already equals the new data), top-level fields replaced. */
const REWRITE = { diff: false, recursive: false } as const;

const foundryWriter: MigrationWriter = {
  updateWorld: (documentName, updates) =>
    (documentName === "Actor" ? Actor.implementation : Item.implementation).updateDocuments(updates, REWRITE),
  updateEmbedded: (parent, updates) =>
    Item.implementation.updateDocuments(updates, { ...REWRITE, parent: parent as never }),
};

/**
 * Migrates the world once per schema version, on the active GM. Interrupted (the GM closes the tab) or
 * with a document that failed, the version is not recorded, so the next GM login runs the pass again:
 * every write is the whole migrated data, so a second pass over what was already written changes
 * nothing and loses nothing.
 */
export async function migrateWorld(writer: MigrationWriter = foundryWriter): Promise<number> {
  const settings = game.settings;
  if (game.user?.isActiveGM !== true || settings === undefined) return 0;
  const recorded = storedSchemaVersion(settings);
  const actors = (game.actors?.contents ?? []) as unknown as MigratableActor[];
  const worldItems = (game.items?.contents ?? []) as unknown as Migratable[];
  const packsOfWorld = worldPacks().filter((pack) => pack.metadata.packageType === "world");
  const hasDocuments = actors.length > 0 || worldItems.length > 0 || packsOfWorld.length > 0;
  const stored = worldVersion(recorded, hasDocuments);
  if (stored >= SCHEMA_VERSION) {
    if (recorded === null) await settings.set(SYSTEM_ID, MIGRATION_SETTING, SCHEMA_VERSION);
    return 0;
  }
  const packs = await migratePacks(packsOfWorld, writePack);
  reportPacks(packs);
  const packDocuments = packs.migrated.reduce((sum, pack) => sum + pack.documents, 0);
  const world: WorldRewrite = {
    actors: documentsToMigrate(stored, actors),
    embedded: actors
      .map((parent) => ({ parent, items: documentsToMigrate(stored, parent.items.contents) }))
      .filter(({ items }) => items.length > 0),
    worldItems: documentsToMigrate(stored, worldItems),
  };
  ui.notifications?.info(format("STEELBOUND.Migration.Begin", { version: String(SCHEMA_VERSION) }));
  const failures = await rewriteWorld(world, writer);
  if (failures === 0) await settings.set(SYSTEM_ID, MIGRATION_SETTING, SCHEMA_VERSION);
  ui.notifications?.[failures === 0 ? "info" : "warn"](
    format(failures === 0 ? "STEELBOUND.Migration.Done" : "STEELBOUND.Migration.DoneWithFailures", {
      failures: String(failures),
      version: String(SCHEMA_VERSION),
    }),
  );
  const embedded = world.embedded.reduce((sum, { items }) => sum + items.length, 0);
  return world.actors.length + embedded + world.worldItems.length + packDocuments;
}

function reportPacks(report: PackMigrationReport): void {
  const version = String(SCHEMA_VERSION);
  const list = (titles: string[]) => titles.join(", ");
  if (report.migrated.length)
    ui.notifications?.info(
      format("STEELBOUND.Migration.PacksDone", { version, packs: list(report.migrated.map((p) => p.title)) }),
    );
  if (report.skipped.length)
    ui.notifications?.warn(
      format("STEELBOUND.Migration.PacksSkipped", { version, packs: list(report.skipped) }),
    );
  if (report.failed.length)
    ui.notifications?.error(format("STEELBOUND.Migration.PacksFailed", { packs: list(report.failed) }));
}

/** game.packs as the structural view the pack migration reads (CompendiumCollection satisfies it). */
function worldPacks(): MigratablePack[] {
  // fvtt-types types every pack as a union over all document names (Scene, Macro …); migratePacks
  // loads documents only from Actor and Item packs, whose documents have the read members.
  return [...(game.packs ?? [])] as unknown as MigratablePack[];
}

const writePack: PackWriter = async (documentName, updates, operation) => {
  const cls = documentName === "Actor" ? Actor.implementation : Item.implementation;
  return cls.updateDocuments(updates, operation);
};
