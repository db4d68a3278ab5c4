/**
 * World migration on ready. Models already migrate their source in memory (static migrateData), so
 * this pass only persists migrated data: for every world actor and item — and every item embedded in
 * an actor — whose stored source predates SCHEMA_VERSION, it writes the migrated system data back with
 * `diff: false` (the in-memory source already equals the new data, so a diffed update would be empty).
 * Only the active GM runs it, once per schema version (tracked in a hidden world setting).
 */
import { SYSTEM_ID } from "../../constants.ts";
import { format } from "../../documents/localize.ts";
import { SCHEMA_VERSION } from "./index.ts";

export const MIGRATION_SETTING = "schemaVersion";

export function registerMigrationSetting(): void {
  game.settings?.register(SYSTEM_ID, MIGRATION_SETTING, {
    name: "STEELBOUND.Migration.SettingName",
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
}

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

export async function migrateWorld(): Promise<number> {
  const settings = game.settings;
  if (game.user?.isActiveGM !== true || settings === undefined) return 0;
  const stored = settings.get(SYSTEM_ID, MIGRATION_SETTING);
  const actors = game.actors?.contents ?? [];
  const docs: Migratable[] = [
    ...actors,
    ...actors.flatMap((actor) => actor.items.contents),
    ...(game.items?.contents ?? []),
  ];
  const pending = documentsToMigrate(stored, docs);
  if (!pending.length && stored >= SCHEMA_VERSION) return 0;
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
  return pending.length;
}
