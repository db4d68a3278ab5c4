/**
 * What a creature used this turn and this round (R-CB-7, R-CN-2, R-PR-9), kept in the actor's
 * `flags.steelbound.actions` so the limits hold after a reload and on every client (a player and the GM
 * may both act for the same creature). The running turn comes from the combat's flow: Draw Steel has no
 * initiative order, so Foundry's `combat.combatant` is always empty.
 */
import { parseFlow } from "../documents/combat/flow-state.ts";
import { turnKey } from "../documents/combat/turn-key.ts";

export interface ActionLog {
  /** The turn the counts belong to. */
  turn: string;
  main: number;
  maneuver: number;
  move: number;
  /** R-PR-9: extra main actions granted by critical hits and not used yet this turn. */
  extraMain: number;
  /** The round of the last (non-free) triggered action (R-CB-7: one per round). */
  triggeredRound: string;
}

export interface CombatMoment {
  /** Identifies this round of this combat. */
  round: string;
  /** Identifies the running turn (a creature with two turns a round gets two keys). */
  turn: string;
  /** The actor is one of the creatures acting in the running turn (with its retainers, or its squad). */
  ownTurn: boolean;
  /** R-CN-10: the GM marked the actor surprised (kept on the Combat; the flow clears it after round 1). */
  surprised: boolean;
}

/** Identifies a round of a combat (the log's `triggeredRound`). */
const roundKey = (combat: { readonly id: string | null; readonly round: number }): string =>
  `${combat.id}:${combat.round}`;

/** Where the actor stands in the running combat, or null outside a started combat. */
export function combatMoment(actor: Actor.Implementation): CombatMoment | null {
  const combat = game.combat;
  if (!combat?.started) return null;
  const flow = parseFlow(combat.flags.steelbound?.flow);
  const turn = flow.turn;
  const round = roundKey(combat);
  const isActor = (id: string) => combat.combatants.get(id)?.actor?.uuid === actor.uuid;
  const ownTurn = turn?.actors.some(isActor) === true;
  // The combat's shared turn key (a creature with two turns a round gets two keys).
  return {
    round,
    turn: turnKey(combat.id, combat.round, flow),
    ownTurn,
    surprised: flow.surprised.some(isActor),
  };
}

/**
 * R-CB-7: whether the actor used its (non-free) triggered action in this combat's current round; a new round
 * resets it without a write, as the budget does.
 */
export function triggeredUsedThisRound(
  actor: Actor.Implementation | null | undefined,
  combat: Combat.Implementation,
): boolean {
  const stored: unknown = actor?.flags.steelbound?.actions;
  const round =
    typeof stored === "object" && stored !== null
      ? (stored as Record<string, unknown>)["triggeredRound"]
      : null;
  return combat.started && round === roundKey(combat);
}

const count = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v > 0 ? v : 0);

/** The actor's log for the current turn: counts from an earlier turn start again at zero. */
export function readActionLog(actor: Actor.Implementation, moment: CombatMoment): ActionLog {
  const stored: unknown = actor.flags.steelbound?.actions;
  const get = (key: string): unknown =>
    typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>)[key] : undefined;
  const triggeredRound = typeof get("triggeredRound") === "string" ? String(get("triggeredRound")) : "";
  if (get("turn") !== moment.turn)
    return { turn: moment.turn, main: 0, maneuver: 0, move: 0, extraMain: 0, triggeredRound };
  return {
    turn: moment.turn,
    main: count(get("main")),
    maneuver: count(get("maneuver")),
    move: count(get("move")),
    extraMain: count(get("extraMain")),
    triggeredRound,
  };
}

export async function writeActionLog(actor: Actor.Implementation, log: ActionLog): Promise<void> {
  await actor.update({ flags: { steelbound: { actions: { ...log } } } });
}
