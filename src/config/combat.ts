/**
 * Registers combat at init: the Combat/Combatant document classes, the combat tracker and the combat
 * world settings (Malice, hero tokens, Malice visibility, turn order).
 */
import { registerCombatSettings } from "../data/settings/register.ts";
import { SteelCombat } from "../documents/combat.ts";
import { SteelCombatant } from "../documents/combatant.ts";
import { SteelCombatTracker } from "../applications/combat/combat-tracker.ts";
import { templatePath } from "../constants.ts";
import { MonsterSheet } from "../applications/sheets/monster-sheet.ts";
import { PartySheet } from "../applications/sheets/party-sheet.ts";
import { HeroSheet } from "../applications/sheets/hero-sheet.ts";
import { syncCaptainBenefits } from "../documents/combat/captain-benefit.ts";
import { announceMaliceChange } from "../documents/combat/malice.ts";

export const COMBAT_TEMPLATES = [
  templatePath("combat/tracker.hbs"),
  templatePath("combat/victories-dialog.hbs"),
];

export function registerCombat(): void {
  CONFIG.Combat.documentClass = SteelCombat;
  CONFIG.Combatant.documentClass = SteelCombatant;
  CONFIG.ui.combat = SteelCombatTracker;
  // Re-render the tracker and open monster sheets' Malice when Malice, hero tokens or visibility change.
  registerCombatSettings(() => {
    void ui.combat?.render();
    // The players list shows the pools too (./players-pools.ts).
    void ui.players?.render();
    MonsterSheet.refreshMalice();
    PartySheet.refreshOpen();
  }, announceMaliceChange);
  // Basic Malice is offered at the start of the monster's turn (R-ML-3): the flow lives on the Combat.
  Hooks.on("updateCombat", (_combat, changed) => {
    MonsterSheet.refreshMalice();
    // R-AB-8: a new round opens the heroes' once-a-round resource gains again.
    if (foundry.utils.getProperty(changed, "round") !== undefined) HeroSheet.refreshResourceTriggers();
  });
  // A squad's pool and captain live on its CombatantGroup, but v13 re-renders the viewed tracker only for
  // Combatant changes (client/documents/combat.mjs Combat#_onUpdateDescendantDocuments → #onModifyCombatants).
  const renderTracker = (group: CombatantGroup.Implementation) => {
    if (ui.combat?.viewed === group.parent) void ui.combat.render();
  };
  // R-CB-7: a creature's used triggered action (its action log, an actor flag) shows on its tracker row.
  Hooks.on("updateActor", (actor, changed) => {
    if (foundry.utils.getProperty(changed, "flags.steelbound.actions") === undefined) return;
    if (ui.combat?.viewed?.combatants.some((c) => c.actor === actor)) void ui.combat.render();
  });
  Hooks.on("createCombatantGroup", renderTracker);
  Hooks.on("updateCombatantGroup", renderTracker);
  Hooks.on("deleteCombatantGroup", renderTracker);
  // R-MN-10: the captain's benefit follows the captain (assigned, fallen, gone), on the active GM only.
  const syncCaptains = () => void syncCaptainBenefits();
  Hooks.on("createCombatantGroup", syncCaptains);
  Hooks.on("updateCombatantGroup", syncCaptains);
  Hooks.on("updateCombatant", syncCaptains);
  Hooks.on("deleteCombatant", syncCaptains);
  Hooks.on("createActiveEffect", syncCaptains);
  Hooks.on("deleteActiveEffect", syncCaptains);
}
