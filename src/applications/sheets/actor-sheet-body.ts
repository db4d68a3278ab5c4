/**
 * What every actor sheet needs only once it is open (../windows.ts loadActorSheetBody, awaited by its first
 * render): each sheet's own context (hero, monster, object, retainer) with its ability cards and edit-mode fields, the
 * Effects tab's context and buttons, the typed own numbers sent to the GM on submit, and the plan for an item
 * dropped on the sheet. v13 ApplicationV2#render awaits `_prepareContext` before the sheet
 * shows a form, a button or a drop target, so each later caller finds the module loaded.
 */
export { effectsContext } from "./context/effects.ts";
export { deleteEffect, effectInputs, openEffect, toggleEffect } from "./effects-tab.ts";
export { submitOwnNumbers } from "./own-number-fields.ts";
export { planItemDrop } from "./item-drop.ts";
export { heroContext } from "./context/hero.ts";
export { monsterContext } from "./context/monster.ts";
export { objectContext } from "./context/object.ts";
export { retainerContext } from "./context/retainer.ts";
export { listText, negotiationEdit, statsEdit } from "./context/stats-edit.ts";
