/**
 * Registers combat at init: the Combat/Combatant document classes, the combat tracker and the combat
 * world settings (Malice, hero tokens, Malice visibility, turn order).
 */
import { registerCombatSettings } from "../data/settings/register.ts";
import { SteelCombat } from "../documents/combat.ts";
import { SteelCombatant } from "../documents/combatant.ts";
import { SteelCombatTracker } from "../applications/combat/combat-tracker.ts";
import { templatePath } from "../constants.ts";

export const COMBAT_TEMPLATES = [
  templatePath("combat/tracker.hbs"),
  templatePath("combat/victories-dialog.hbs"),
];

export function registerCombat(): void {
  CONFIG.Combat.documentClass = SteelCombat;
  CONFIG.Combatant.documentClass = SteelCombatant;
  CONFIG.ui.combat = SteelCombatTracker;
  // Re-render the tracker when Malice, hero tokens or their visibility change.
  registerCombatSettings(() => {
    void ui.combat?.render();
  });
}
