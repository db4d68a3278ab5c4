/**
 * The world's current combat as ours (CONFIG.Combat.documentClass is SteelCombat), tested by shape. Modules that
 * load before the combat document (chat cards, dialogs reached through the slots) must not value-import the
 * class: evaluating it there fixes its base class before Foundry's (or the simulation's) Combat is in place.
 */
import type { SteelCombat } from "../combat.ts";

function isSteelCombat(combat: unknown): combat is SteelCombat {
  return typeof combat === "object" && combat !== null && "flow" in combat && "roster" in combat;
}

/** v13 Game#combat: the viewed scene's active combat, or null. */
export function currentCombat(): SteelCombat | null {
  const combat: unknown = game.combat;
  return isSteelCombat(combat) ? combat : null;
}
