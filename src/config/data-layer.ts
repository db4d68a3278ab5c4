/** What the data layer registers at init: models, document classes, status effects, the migration setting. */
import { registerMigrationSetting } from "../data/migrations/setting.ts";
import { registerDataModels } from "./data-models.ts";
import { registerDocumentClasses } from "./documents.ts";
import { conditionStatusEffect, statusEffectsConfig } from "../data/status-effects.ts";
import { registerCondition as addToTable, type ConditionEntry, type ConditionId } from "../rules/index.ts";
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

/**
 * An add-on's condition (docs/API.md `registerCondition`): one entry in the condition table, and its status
 * effect appended to CONFIG.statusEffects (the token HUD lists what that array holds when it renders, so a
 * condition registered after init is offered from the next HUD render on: TokenHUD#_getStatusEffectChoices
 * walks CONFIG.statusEffects at each render — read in v12's client/hud/token-hud.mjs, stored 16834019496, and
 * the v13/v14 declarations keep the method, 58061828428 / 54802668555 — and Actor#toggleStatusEffect finds
 * the status there, v13 client/documents/actor.mjs, stored 18748178577). Its name and rule text are the
 * add-on's `STEELBOUND.Condition.<id>` and `STEELBOUND.Rules.Condition.<id>` translations.
 */
export function registerCondition(id: string, entry: ConditionEntry): void {
  addToTable(id, entry);
  if (CONFIG.statusEffects.some((s) => s.id === id)) return;
  CONFIG.statusEffects.push(conditionStatusEffect(id as ConditionId, effectChangesData));
}
