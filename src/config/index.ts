/** Everything the data layer registers at init, in one call from src/index.ts. */
import { registerMigrationSetting } from "../data/migrations/world.ts";
import { registerDataModels } from "./data-models.ts";
import { registerDocumentClasses } from "./documents.ts";
import { registerStatusEffects } from "./status-effects.ts";

export function registerDataLayer(): void {
  registerDataModels();
  registerDocumentClasses();
  registerStatusEffects();
  registerMigrationSetting();
}

export { DOCUMENT_CLASSES } from "./documents.ts";
export { migrateWorld } from "../data/migrations/world.ts";
