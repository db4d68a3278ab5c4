import { groupOf } from "./combatant-group.ts";
import { mixesWalkAndShift } from "../rules/index.ts";
import { gameLocalizer } from "../i18n.ts";

/** Movements a user makes on the board; the rest (our own forced movement, "api"; "undo"; "paste") pass. */
const JUDGED_METHODS: readonly string[] = ["dragging", "keyboard"];

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

  /**
   * R-MV-4: one movement never mixes walking and shifting. v13 TokenDocument#_preUpdate (client/documents/token.mjs)
   * awaits `_preUpdateMovement(movement, operation)` on the moving user's client with the movement's final
   * waypoints and drops the movement when it answers false (the base method does nothing). A drag or a keyboard
   * move the ruler already showed red is refused here, with the ruler's words.
   */
  protected override async _preUpdateMovement(
    movement: TokenDocument.PreMovementOptions,
    operation: TokenDocument.Database.UpdateOperation,
  ): Promise<boolean | undefined> {
    if ((await super._preUpdateMovement(movement, operation)) === false) return false;
    if (!JUDGED_METHODS.includes(movement.method)) return undefined;
    const actions = [...movement.passed.waypoints, ...movement.pending.waypoints].map((w) => w.action);
    if (!mixesWalkAndShift(actions)) return undefined;
    ui.notifications?.warn(gameLocalizer().localize("STEELBOUND.TokenRuler.MixedMove"));
    return false;
  }
}
