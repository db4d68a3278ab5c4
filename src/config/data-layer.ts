/** What the data layer registers at init: models, document classes, status effects, the migration setting. */
import { registerMigrationSetting } from "../data/migrations/setting.ts";
import { registerDataModels } from "./data-models.ts";
import { registerDocumentClasses } from "./documents.ts";
import { statusEffectsConfig } from "../data/status-effects.ts";

/** init: Draw Steel's conditions replace the core status effects; "dead" stays the defeated status. */
function registerStatusEffects(): void {
  CONFIG.statusEffects = statusEffectsConfig();
  CONFIG.specialStatusEffects.DEFEATED = "dead";
}

export function registerDataLayer(): void {
  registerDataModels();
  registerDocumentClasses();
  registerStatusEffects();
  registerMigrationSetting();
}
