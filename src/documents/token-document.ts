import { groupOf } from "./combatant-group.ts";

/** Steelbound TokenDocument: a minion's stamina bar shows its squad's shared pool (R-MN-2). */
export class SteelTokenDocument extends TokenDocument {
  override getBarAttribute(barName: string, options?: TokenDocument.GetBarAttributeOptions) {
    const bar = super.getBarAttribute(barName, options);
    if (bar?.type !== "bar" || bar.attribute !== "stamina") return bar;
    const combatant = this.combatant;
    const squad = combatant ? groupOf(combatant)?.squad : null;
    if (!squad) return bar;
    // The pool is changed through damage and healing rules, not by dragging the bar.
    return { ...bar, value: squad.pool, max: squad.maxPool, editable: false };
  }
}
