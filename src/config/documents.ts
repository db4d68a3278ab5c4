import { SteelActiveEffect } from "../documents/active-effect.ts";
import { SteelActor } from "../documents/actor.ts";
import { SteelCombatantGroup } from "../documents/combatant-group.ts";
import { SteelItem } from "../documents/item.ts";
import { SteelTokenDocument } from "../documents/token-document.ts";

/** init: our document classes (Combat and Combatant are registered by the combat module). */
export function registerDocumentClasses(): void {
  CONFIG.Actor.documentClass = SteelActor;
  CONFIG.Item.documentClass = SteelItem;
  CONFIG.ActiveEffect.documentClass = SteelActiveEffect;
  CONFIG.CombatantGroup.documentClass = SteelCombatantGroup;
  CONFIG.Token.documentClass = SteelTokenDocument;
}

export const DOCUMENT_CLASSES = {
  SteelActor,
  SteelItem,
  SteelActiveEffect,
  SteelCombatantGroup,
  SteelTokenDocument,
};
