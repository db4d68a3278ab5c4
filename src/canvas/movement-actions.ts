/**
 * Draw Steel's movement actions in CONFIG.Token.movement (v13 client/config.mjs Token.movement): the core
 * walk, fly, burrow, jump, climb, swim and crawl keep their labels and icons but take Draw Steel costs, and
 * Shift and Disengage become their own actions (R-MV-4, R-CB-8). A region's Modify Movement Cost behaviour
 * offers a difficulty for every action without `deriveTerrainDifficulty` (v13
 * client/data/region-behaviors/modify-movement-cost.mjs defineSchema); shifting reads the walking
 * difficulty, since shifting is careful walking.
 */
import { actionCostFunction, type ActionCostFunction } from "./movement-cost.ts";
import { mountLinks } from "../documents/mount-links.ts";

type MovementActionConfig = CONFIG.Token.MovementActionConfig;
/** v13 TokenMovementCostAggregator: the costs of each square of a large token's step → the step's cost. */
type CostAggregator = (results: readonly { cost: number }[], distance: number, segment: unknown) => number;

/** The core actions whose cost Draw Steel sets (R-MV-1, R-MV-5: jumping is part of a move, not extra). */
const PRICED_CORE_ACTIONS = ["walk", "fly", "burrow", "jump", "climb", "swim", "crawl"] as const;

function costFunctionFor(action: string): MovementActionConfig["getCostFunction"] {
  // fvtt-types declares the action cost function as an interface without a call signature; ours is
  // the plain (cost, from, to, distance, segment) => number function v13 calls.
  return (token) =>
    actionCostFunction(action, token) as unknown as ReturnType<
      NonNullable<MovementActionConfig["getCostFunction"]>
    >;
}

function shiftAction(id: "shift" | "disengage", order: number, icon: string): MovementActionConfig {
  return {
    label: `STEELBOUND.TokenRuler.Actions.${id}`,
    icon,
    img: "icons/svg/walk.svg",
    order,
    teleport: false,
    measure: true,
    walls: "move",
    visualize: true,
    getAnimationOptions: () => ({}),
    canSelect: () => true,
    deriveTerrainDifficulty: ({ walk }) => walk ?? 1,
    getCostFunction: costFunctionFor(id),
  };
}

/**
 * R-CB-8 Ride (「騎乗戦闘」): a rider on a mount drags its own token with the Ride action to say where the mount
 * goes; src/documents/token-document.ts turns the drag into the GM's `mount` request (the GM moves the mount,
 * the rider with it). Offered only to a token the scene's links (written by the GM) show riding a mount.
 */
function rideAction(): MovementActionConfig {
  return {
    ...shiftAction("shift", 11, "fa-solid fa-horse"),
    label: "STEELBOUND.TokenRuler.Actions.ride",
    deriveTerrainDifficulty: null,
    getCostFunction: costFunctionFor("walk"),
    canSelect: (token: TokenDocument.Implementation) =>
      token.id !== null && mountLinks(token.parent)[token.id]?.kind === "ride",
  } as MovementActionConfig;
}

/** init: Draw Steel costs on the core actions, and the Shift, Disengage and Ride actions. */
export function registerMovementActions(): void {
  const movement = CONFIG.Token.movement;
  for (const id of PRICED_CORE_ACTIONS) {
    const config = movement.actions[id];
    if (config) config.getCostFunction = costFunctionFor(id);
  }
  movement.actions["shift"] = shiftAction("shift", 9, "fa-solid fa-shoe-prints");
  movement.actions["disengage"] = shiftAction("disengage", 10, "fa-solid fa-person-walking-arrow-loop-left");
  movement.actions["ride"] = rideAction();
  // R-MV-1, R-MV-13: a large creature's step is difficult when any of its squares is (v13's default takes
  // the median of the squares' costs, which would let a 2×2 creature ignore an enemy under one square).
  // fvtt-types omits v13's CONFIG.Token.movement.costAggregator (client/config.mjs Token.movement).
  const withAggregator = movement as typeof movement & { costAggregator: CostAggregator };
  withAggregator.costAggregator = (results) => Math.max(0, ...results.map((r) => r.cost));
}

export type { ActionCostFunction };
