/**
 * What using an ability needs from the live world, kept apart from the flow in use-ability.ts:
 * the heroic resource, the per-turn/per-round action bookkeeping (R-CB-7, R-CN-2), and what happens
 * after the roll (bleeding, R-CN-1; the critical-hit notice, R-PR-9).
 */
import { actionRefusal, isCriticalHit, type ActionType } from "../rules/index.ts";
import type { Characteristic } from "../rules/types.ts";
import type { AbilityInfo } from "./ability-info.ts";
import { rollBleeding } from "./bleeding.ts";

export interface AbilityUseHooks {
  /** False (after warning the user) when the action is not allowed now. */
  mayAct(actor: Actor.Implementation, ability: AbilityInfo): boolean;
  resource(actor: Actor.Implementation): number;
  spendResource(actor: Actor.Implementation, amount: number): Promise<void>;
  markTriggered(actor: Actor.Implementation): Promise<void>;
  afterRoll(
    actor: Actor.Implementation,
    ability: AbilityInfo,
    roll: { critical: boolean; characteristic: Characteristic },
  ): Promise<void>;
}

const ACTION_TYPES: readonly ActionType[] = [
  "main",
  "maneuver",
  "move",
  "triggered",
  "freeTriggered",
  "freeManeuver",
  "none",
];
export function actionTypeOf(value: string): ActionType {
  return ACTION_TYPES.find((a) => a === value) ?? "none";
}

export function highestCharacteristicOf(scores: Readonly<Record<Characteristic, number>>): number {
  return Math.max(...Object.values(scores));
}

/** Keys that identify "this round" and "this turn" of the current combat. */
function combatKeys(): { round: string; turn: string } | null {
  const combat = game.combat;
  if (!combat?.started) return null;
  return {
    round: `${combat.id ?? ""}:${combat.round}`,
    turn: `${combat.id ?? ""}:${combat.round}:${combat.turn ?? 0}`,
  };
}

/**
 * What each creature used this turn / round, kept on this client: the limits are warnings for the
 * player who acts (R-CN-2, R-CB-7), so no document write (and no round trip) is spent on them.
 */
const turnActions = new Map<string, { turn: string; used: number }>();
const triggeredRounds = new Map<string, string>();

function usedThisTurn(actor: Actor.Implementation, turn: string): number {
  const entry = turnActions.get(actor.uuid);
  return entry?.turn === turn ? entry.used : 0;
}

export const foundryAbilityHooks: AbilityUseHooks = {
  mayAct(actor, ability) {
    const keys = combatKeys();
    if (keys === null) return true;
    const refusal = actionRefusal(actionTypeOf(ability.actionType), {
      dazed: actor.statuses.has("dazed"),
      turnActionsUsed: usedThisTurn(actor, keys.turn),
      triggeredUsedThisRound: triggeredRounds.get(actor.uuid) === keys.round,
    });
    if (refusal === null) return true;
    // A warning, not a hard stop for the Director: GMs may override the limits.
    ui.notifications?.warn(`STEELBOUND.Use.${refusal}`, { localize: true });
    return game.user?.isGM ?? false;
  },

  resource(actor) {
    const value: unknown = foundry.utils.getProperty(actor.system, "heroicResource.value");
    return typeof value === "number" ? value : Infinity; // creatures without a heroic resource pay nothing here
  },

  async spendResource(actor, amount) {
    const value: unknown = foundry.utils.getProperty(actor.system, "heroicResource.value");
    if (typeof value === "number")
      await actor.update({ system: { heroicResource: { value: value - amount } } });
  },

  markTriggered(actor) {
    const keys = combatKeys();
    if (keys !== null) triggeredRounds.set(actor.uuid, keys.round);
    return Promise.resolve();
  },

  async afterRoll(actor, ability, roll) {
    const action = actionTypeOf(ability.actionType);
    const keys = combatKeys();
    if (keys !== null && (action === "main" || action === "maneuver" || action === "move"))
      turnActions.set(actor.uuid, { turn: keys.turn, used: usedThisTurn(actor, keys.turn) + 1 });
    if (isCriticalHit(roll, action))
      ui.notifications?.info("STEELBOUND.Card.CriticalHit", { localize: true, permanent: false });
    await rollBleeding(actor, { action, characteristic: roll.characteristic });
  },
};
