/**
 * The Token placeable with Draw Steel movement costs. v13 client/canvas/placeables/token.mjs
 * Token#measureMovementPath asks `_getMovementCostFunction` for the function that prices each step; the
 * ruler, Token#constrainMovementPath (drops waypoints behind an infinite step) and the drag workflow all
 * measure through it, so overriding it is how v13 intends a system to set movement costs.
 */
import { actionCostFunction, movementCostFunction, type ActionCostFunction } from "./movement-cost.ts";

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
}
