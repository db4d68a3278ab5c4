/** What the data layer registers at init: models, document classes, status effects, the migration setting. */
import { registerMigrationSetting } from "../data/migrations/setting.ts";
import { registerDataModels } from "./data-models.ts";
import { registerDocumentClasses } from "./documents.ts";
import { statusEffectsConfig } from "../data/status-effects.ts";
import { effectChangesData } from "../documents/generation.ts";

/**
 * init: Draw Steel's conditions replace the core status effects; "dead" stays the defeated status. Their
 * speed caps are stored as the running generation stores changes (v14: `system.changes` with a type, which
 * ActiveEffect.fromStatusEffect builds the effect from; v13: root `changes` with a mode).
 */
function registerStatusEffects(): void {
  CONFIG.statusEffects = statusEffectsConfig(effectChangesData);
  CONFIG.specialStatusEffects.DEFEATED = "dead";
}

export function registerDataLayer(): void {
  registerDataModels();
  registerDocumentClasses();
  registerStatusEffects();
  registerMigrationSetting();
}
