/**
 * What using an ability needs from the live world, kept apart from the flow in use-ability.ts:
 * paying for it (heroic resource or Malice, ./ability-payment.ts), the per-turn/per-round action bookkeeping (R-CB-7, R-CN-2), and what happens
 * after the roll (bleeding, R-CN-1; the critical-hit notice, R-PR-9).
 */
import {
  allowedActions,
  CONDITIONS,
  isCriticalHit,
  type ActionType,
  type ConditionId,
} from "../rules/index.ts";
import { actionTypeOf, type Characteristic } from "../rules/types.ts";
import type { AbilityInfo } from "./ability-info.ts";
import { bleedingEvents, rollBleeding } from "./bleeding.ts";
import { costOfUse, payAbilityCost, shortfall, type AbilityCost } from "./ability-payment.ts";

export interface AbilityUseHooks {
  /** False (after warning the user) when the action is not allowed now. */
  mayAct(actor: Actor.Implementation, ability: AbilityInfo): boolean;
  /** What one use costs the actor (R-AB-8; Malice for monsters) with "spend X+" paid `spendTimes` times. */
  cost(actor: Actor.Implementation, ability: AbilityInfo, spendTimes: number): AbilityCost;
  /** The warning key (STEELBOUND.Use.*) when the actor's pools cannot pay `cost`, else null. */
  shortfall(actor: Actor.Implementation, cost: AbilityCost): string | null;
  /** Pays once per use; false when the payment could not be made (the user was told). */
  pay(actor: Actor.Implementation, cost: AbilityCost): Promise<boolean>;
  markTriggered(actor: Actor.Implementation): Promise<void>;
  afterRoll(
    actor: Actor.Implementation,
    ability: AbilityInfo,
    roll: { critical: boolean; characteristic: Characteristic },
  ): Promise<void>;
}

export function highestCharacteristicOf(scores: Readonly<Record<Characteristic, number>>): number {
  return Math.max(...Object.values(scores));
}

/** Keys that identify "this round" and "this turn" of the current combat. */
function combatKeys(): { round: string; turn: string } | null {
  const combat = game.combat;
  if (!combat?.started) return null;
  return {
    round: `${combat.id}:${combat.round}`,
    turn: `${combat.id}:${combat.round}:${combat.turn}`,
  };
}

/**
 * What each creature used this turn / round, kept on this client: the limits are warnings for the
 * player who acts (R-CN-2, R-CB-7), so no document write (and no round trip) is spent on them.
 */
type TurnUse = { turn: string; main: number; maneuver: number; move: number };
const turnUses = new Map<string, TurnUse>();
const triggeredRounds = new Map<string, string>();

function turnUse(actor: Actor.Implementation, turn: string): TurnUse {
  const entry = turnUses.get(actor.uuid);
  return entry?.turn === turn ? entry : { turn, main: 0, maneuver: 0, move: 0 };
}

function conditionsOf(actor: Actor.Implementation): Set<ConditionId> {
  return new Set(CONDITIONS.filter((c) => actor.statuses.has(c)));
}

/** Which action kind an ability's action type spends (R-CB-7), for `allowedActions`. */
const SLOT: Readonly<Record<ActionType, keyof ReturnType<typeof allowedActions> | null>> = {
  main: "main",
  maneuver: "maneuver",
  move: "move",
  triggered: "triggered",
  freeTriggered: "freeTriggered",
  freeManeuver: "freeManeuver",
  none: null,
};

export const foundryAbilityHooks: AbilityUseHooks = {
  mayAct(actor, ability) {
    const keys = combatKeys();
    const slot = SLOT[actionTypeOf(ability.actionType)];
    if (keys === null || slot === null) return true;
    const used = turnUse(actor, keys.turn);
    const allowed = allowedActions({
      conditions: conditionsOf(actor),
      ownTurn: game.combat?.combatant?.actor?.uuid === actor.uuid,
      mainActionsUsed: used.main,
      maneuversUsed: used.maneuver,
      moveActionsUsed: used.move,
      triggeredUsedThisRound: triggeredRounds.get(actor.uuid) === keys.round,
    });
    if (allowed[slot]) return true;
    // A warning, not a hard stop for the Director: GMs may override the limits.
    const key = actor.statuses.has("dazed") ? "Dazed" : "ActionUsed";
    ui.notifications?.warn(`STEELBOUND.Use.${key}`, { localize: true });
    return game.user?.isGM ?? false;
  },

  cost: costOfUse,
  shortfall,
  pay: payAbilityCost,

  markTriggered(actor) {
    const keys = combatKeys();
    if (keys !== null) triggeredRounds.set(actor.uuid, keys.round);
    return Promise.resolve();
  },

  async afterRoll(actor, ability, roll) {
    const action = actionTypeOf(ability.actionType);
    const keys = combatKeys();
    if (keys !== null && (action === "main" || action === "maneuver" || action === "move")) {
      const used = turnUse(actor, keys.turn);
      turnUses.set(actor.uuid, { ...used, [action]: used[action] + 1 });
    }
    if (isCriticalHit(roll, action))
      ui.notifications?.info("STEELBOUND.Card.CriticalHit", { localize: true });
    await rollBleeding(actor, bleedingEvents(action, roll.characteristic));
  },
};
