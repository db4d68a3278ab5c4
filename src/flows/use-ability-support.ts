/**
 * Foundry's answers to what using an ability asks of the live world (`AbilityUseHooks`, ./use-ability.ts):
 * paying for it (heroic resource or Malice, ./ability-payment.ts), the per-turn/per-round action limits
 * (R-CB-7, R-CN-2, a minion's R-MN-7, kept in ./action-log.ts), and what happens after the roll (bleeding, R-CN-1; the
 * critical hit's extra main action, R-PR-9). src/config/slots.ts hands them to the story.
 */
import {
  allowedActions,
  CONDITIONS,
  isCriticalHit,
  type ActionType,
  type ConditionId,
} from "../rules/index.ts";
import { actionTypeOf } from "../rules/types.ts";
import { villainGate } from "./villain-use.ts";
import { isMinion } from "../documents/combat/actor-facts.ts";
import { bleedingEvents, rollBleeding } from "./bleeding.ts";
import { costOfUse, payAbilityCost, shortfall } from "./ability-payment.ts";
import { maySummon, summonFromCard } from "./summon-use.ts";
import {
  combatMoment,
  readActionLog,
  writeActionLog,
  type ActionLog,
  type CombatMoment,
} from "./action-log.ts";
import type { AbilityUseHooks } from "./use-ability.ts";
import { setTriggeredMarker } from "../documents/combat/triggered-marker.ts";

/** The actor's conditions; surprised also when the GM marked it on the Combat (R-CN-10), whatever its statuses. */
function conditionsOf(actor: Actor.Implementation, moment: CombatMoment): Set<ConditionId> {
  const conditions = new Set(CONDITIONS.filter((c) => actor.statuses.has(c)));
  if (moment.surprised) conditions.add("surprised");
  return conditions;
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

const isTurnAction = (a: ActionType): a is "main" | "maneuver" | "move" =>
  a === "main" || a === "maneuver" || a === "move";

function budget(actor: Actor.Implementation, moment: CombatMoment, log: ActionLog) {
  return allowedActions({
    conditions: conditionsOf(actor, moment),
    ownTurn: moment.ownTurn,
    mainActionsUsed: log.main,
    maneuversUsed: log.maneuver,
    moveActionsUsed: log.move,
    triggeredUsedThisRound: log.triggeredRound === moment.round,
    minion: isMinion(actor),
  });
}

/** Why an action is refused, most specific first (STEELBOUND.Use.*). */
function refusalKey(actor: Actor.Implementation, slot: string, moment: CombatMoment): string {
  const ownTurn = moment.ownTurn;
  if (actor.statuses.has("dazed")) return "Dazed";
  if (conditionsOf(actor, moment).has("surprised") && (slot === "triggered" || slot === "freeTriggered"))
    return "Surprised";
  if (ownTurn && isMinion(actor) && (slot === "main" || slot === "maneuver" || slot === "move"))
    return "MinionActions";
  return !ownTurn && slot === "freeManeuver" ? "NotYourTurn" : "ActionUsed";
}

const notify = (level: "info" | "warn", key: string) =>
  ui.notifications?.[level](`STEELBOUND.Use.${key}`, { localize: true });

export const foundryAbilityHooks: AbilityUseHooks = {
  villainAction: villainGate,

  mayAct(actor, ability) {
    const moment = combatMoment(actor);
    const action = actionTypeOf(ability.actionType);
    const slot = SLOT[action];
    if (moment === null || slot === null) return true;
    // Off its turn a creature uses a main action, maneuver or move only when something grants it (an
    // opportunity attack is a free strike, R-CB-11; abilities that grant actions): allowed, with a notice.
    // A dazed creature takes no triggered actions, so none of those either (R-CN-2).
    if (!moment.ownTurn && isTurnAction(action) && !actor.statuses.has("dazed")) {
      notify("info", "OffTurn");
      return true;
    }
    const log = readActionLog(actor, moment);
    if (budget(actor, moment, log)[slot]) return true;
    // R-PR-9: a critical hit's extra main action is taken even when dazed.
    if (action === "main" && log.extraMain > 0) return true;
    // A warning, not a hard stop for the Director: GMs may override the limits.
    notify("warn", refusalKey(actor, slot, moment));
    return game.user?.isGM ?? false;
  },

  cost: costOfUse,
  shortfall,
  pay: payAbilityCost,
  summon: summonFromCard,
  maySummon,

  async markTriggered(actor) {
    const moment = combatMoment(actor);
    if (moment === null) return;
    await writeActionLog(actor, { ...readActionLog(actor, moment), triggeredRound: moment.round });
    // Shown on the token and the tracker until the next round (R-CB-7).
    await setTriggeredMarker(actor);
  },

  async afterRoll(actor, ability, roll) {
    const action = actionTypeOf(ability.actionType);
    const moment = combatMoment(actor);
    const critical = isCriticalHit(roll, action);
    if (moment !== null && ((moment.ownTurn && isTurnAction(action)) || critical)) {
      const log = readActionLog(actor, moment);
      if (moment.ownTurn && isTurnAction(action)) {
        // The critical hit's extra main action is spent once the turn's own main action is gone.
        if (action === "main" && !budget(actor, moment, log).main && log.extraMain > 0) log.extraMain -= 1;
        else log[action] += 1;
      }
      // R-PR-9: one extra main action, right away.
      if (critical) log.extraMain += 1;
      await writeActionLog(actor, log);
    }
    if (critical) ui.notifications?.info("STEELBOUND.Card.CriticalHit", { localize: true });
    await rollBleeding(actor, bleedingEvents(action, roll.characteristic));
  },
};
