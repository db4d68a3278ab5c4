/**
 * The Token placeable with Draw Steel movement costs. v13 client/canvas/placeables/token.mjs
 * Token#measureMovementPath asks `_getMovementCostFunction` for the function that prices each step; the
 * ruler, Token#constrainMovementPath (drops waypoints behind an infinite step) and the drag workflow all
 * measure through it, so overriding it is how v13 intends a system to set movement costs.
 */
import { actionCostFunction, movementCostFunction, type ActionCostFunction } from "./movement-cost.ts";
import { drawMinionMarks } from "./minion-marks.ts";
import { groupOf } from "../documents/combatant-group.ts";

type CostFunction = ReturnType<foundry.canvas.placeables.Token["_getMovementCostFunction"]>;

/** The action's configured cost function (ours for Draw Steel's actions), as v13 looks it up. */
function configuredActionCost(token: TokenDocument.Implementation, action: string): ActionCostFunction {
  const config = CONFIG.Token.movement.actions[action];
  if (!config?.getCostFunction) return actionCostFunction(action, token);
  // v13 calls the configured function as (cost, from, to, distance, segment) => number; fvtt-types
  // declares it without a call signature.
  return config.getCostFunction(token, {}) as unknown as ActionCostFunction;
}

export class SteelToken extends foundry.canvas.placeables.Token {
  protected override _getMovementCostFunction(): CostFunction {
    const token = this.document;
    const price = movementCostFunction(token, (action) => configuredActionCost(token, action));
    // fvtt-types declares the cost function as an interface without a call signature; v13 calls it as
    // (from, to, distance, segment) => number, which is what this is.
    return price as unknown as CostFunction;
  }

  /**
   * R-MN-3: a squad minion's stamina bar marks where each minion falls (./minion-marks.ts), drawn after
   * v13 Token#drawBars drew the bars (the bar's graphics are cleared and redrawn on each call, so the
   * marks follow the pool; the "updateCombatantGroup" hook asks for a redraw, src/config/canvas.ts).
   */
  override drawBars(): void {
    super.drawBars();
    const combatant = this.document.combatant;
    const squad = combatant ? groupOf(combatant)?.squad : null;
    if (!squad || !this.actor) return;
    const { width, height } = this.document.getSize();
    // v13 Canvas#dimensions.uiScale (fvtt-types does not declare it yet).
    const dimensions = canvas?.dimensions as { uiScale?: number } | undefined;
    const uiScale = dimensions?.uiScale ?? 1;
    const barHeight = 8 * (this.document.height >= 2 ? 1.5 : 1) * uiScale;
    for (const name of ["bar1", "bar2"] as const) {
      const bar = this.bars?.[name];
      const data = this.document.getBarAttribute(name);
      if (!bar?.visible || data?.type !== "bar" || data.attribute !== "stamina") continue;
      drawMinionMarks(bar, squad, { width, height: Math.min(barHeight, height), uiScale });
    }
  }
}
