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
  name: string | null;
  system: { schemaVersion?: number; toObject(): object } | object;
  update(data: object, options: object): Promise<unknown>;
}

/** The system data of each document to rewrite, in world order (actors, their items, world items). */
export function documentsToMigrate(storedVersion: number, docs: Iterable<Migratable>): Migratable[] {
  if (storedVersion >= SCHEMA_VERSION) return [];
  return [...docs].filter((doc) => "toObject" in doc.system);
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

export async function migrateWorld(): Promise<number> {
  const settings = game.settings;
  if (game.user?.isActiveGM !== true || settings === undefined) return 0;
  const recorded = storedSchemaVersion(settings);
  const actors = game.actors?.contents ?? [];
  const docs: Migratable[] = [
    ...actors,
    ...actors.flatMap((actor) => actor.items.contents),
    ...(game.items?.contents ?? []),
  ];
  const packsOfWorld = worldPacks().filter((pack) => pack.metadata.packageType === "world");
  const stored = worldVersion(recorded, docs.length > 0 || packsOfWorld.length > 0);
  if (stored >= SCHEMA_VERSION) {
    if (recorded === null) await settings.set(SYSTEM_ID, MIGRATION_SETTING, SCHEMA_VERSION);
    return 0;
  }
  const packs = await migratePacks(packsOfWorld, writePack);
  reportPacks(packs);
  const packDocuments = packs.migrated.reduce((sum, pack) => sum + pack.documents, 0);
  const pending = documentsToMigrate(stored, docs);
  ui.notifications?.info(format("STEELBOUND.Migration.Begin", { version: String(SCHEMA_VERSION) }));
  let failures = 0;
  for (const doc of pending) {
    try {
      const system = (doc.system as { toObject(): object }).toObject();
      await doc.update({ system }, { diff: false, recursive: false });
    } catch (error) {
      failures += 1;
      console.error(`${SYSTEM_ID} | migration failed for ${doc.name ?? "?"}`, error);
    }
  }
  await settings.set(SYSTEM_ID, MIGRATION_SETTING, SCHEMA_VERSION);
  ui.notifications?.info(format("STEELBOUND.Migration.Done", { failures: String(failures) }));
  return pending.length + packDocuments;
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
