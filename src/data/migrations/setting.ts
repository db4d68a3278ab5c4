/**
 * The hidden world setting that records the schema version the world's data was migrated to. Registered at
 * init by every client; only the active GM's ready pass (world.ts, loaded on ready) reads and writes it.
 */
import { SYSTEM_ID } from "../../constants.ts";

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
