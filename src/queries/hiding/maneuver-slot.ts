/**
 * R-CB-7, R-CB-9: Hide and Search are maneuvers. In a started combat the GM lets a player's creature take one
 * only on that creature's turn (the combat's flow, which only a GM writes) and only with a maneuver left. The
 * creature's own action log (src/flows/action-log.ts) is its owner's document, so the GM reads it only as a
 * floor and keeps its own count of the Hide and Search maneuvers it granted each turn (in the GM client's memory,
 * for the running turn only, as Malice paid for a monster's actions is): a player who resets their log gains no
 * maneuver from the GM. A main action may be spent
 * as a second maneuver (R-CB-7), so at most two of them a turn.
 */
import { QueryRefused } from "../../documents/gm-channel/query-kind.ts";
import { allowedActions, CONDITIONS } from "../../rules/index.ts";
import { isMinion } from "../../documents/combat/actor-facts.ts";
import { combatMoment, readActionLog } from "../../flows/action-log.ts";
import { clientState } from "../../documents/client-state.ts";

/** Most maneuvers in one turn: the maneuver and the main action spent as one (R-CB-7). */
const MAX_MANEUVERS = 2;

/** Per creature, the turn and how many Hide and Search maneuvers the GM granted in it. */
const grants = () =>
  clientState("hideSearchGrants", () => new Map<string, { turn: string; count: number }>());

/** The GM's count of Hide and Search maneuvers it granted the creature this turn. */
function granted(actorUuid: string, turn: string): number {
  const entry = grants().get(actorUuid);
  return entry?.turn === turn ? entry.count : 0;
}

export interface ManeuverSlot {
  actorUuid: string;
  turn: string;
  count: number;
}

/**
 * The ledger key that records this maneuver, or null outside a started combat; refused off the creature's
 * turn or with no maneuver left. A GM's own request is not judged (the Director may override the limits).
 */
export function maneuverSlot(actor: Actor.Implementation, isGM: boolean): ManeuverSlot | null {
  const moment = combatMoment(actor);
  if (moment === null) return null;
  const used = granted(actor.uuid, moment.turn);
  const key = { actorUuid: actor.uuid, turn: moment.turn, count: used + 1 };
  if (isGM) return key;
  if (!moment.ownTurn) throw new QueryRefused("OffTurn", actor.name);
  const log = readActionLog(actor, moment);
  const conditions = new Set(CONDITIONS.filter((c) => actor.statuses.has(c)));
  if (moment.surprised) conditions.add("surprised");
  const allowed = allowedActions({
    conditions,
    ownTurn: true,
    mainActionsUsed: log.main,
    maneuversUsed: Math.max(log.maneuver, used),
    moveActionsUsed: log.move,
    minion: isMinion(actor),
  });
  if (!allowed.maneuver || used >= MAX_MANEUVERS) throw new QueryRefused("ManeuverUsed", actor.name);
  return key;
}

/** Records the maneuver granted (before any write, so a second request in the queue finds it). */
export function recordManeuver(slot: ManeuverSlot | null): void {
  if (slot === null) return;
  const map = grants();
  // Only the running turn is kept: other creatures' counts of earlier turns go.
  for (const [uuid, entry] of map) if (entry.turn !== slot.turn) map.delete(uuid);
  map.set(slot.actorUuid, { turn: slot.turn, count: slot.count });
}
