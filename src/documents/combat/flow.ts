/**
 * Transitions of the alternating turn flow. Pure: the Combat document reads the flow from flags, calls
 * these, then writes the result back in one update. Who may act is the rules engine's decision
 * (`takeTurn`, `sideToAct`, R-CB-3…R-CB-5); this module maps combatants onto it and keeps the running
 * turn: retainers inside their mentor's turn (R-RT-3), summons right after their summoner (R-CB-17).
 */
import {
  eligibleToAct,
  isRoundOver,
  sideToAct as rulesSideToAct,
  startRound,
  takeTurn,
  turnsTaken,
  undoTurn,
  villainActionsNewRound,
  type RoundState,
  type Side,
} from "../../rules/index.ts";
import type { FlowState, TurnInProgress } from "./flow-state.ts";
import {
  followersOf,
  isFollower,
  participantId,
  participants,
  type Roster,
  type RosterEntry,
} from "./roster.ts";

export type FlowResult = { ok: true; state: FlowState } | { ok: false; error: string };

const fail = (key: string): FlowResult => ({ ok: false, error: `STEELBOUND.Combat.Error.${key}` });

/** The side whose pick it is, or null while a turn runs, before the first side is known, or after the round. */
export function sideToAct(state: FlowState, roster: Roster): Side | null {
  if (state.round === null || state.turn !== null) return null;
  return rulesSideToAct(state.round, participants(roster));
}

/** True when everyone who can act has acted this round. */
export function roundOver(state: FlowState, roster: Roster): boolean {
  return state.round !== null && state.turn === null && isRoundOver(state.round, participants(roster));
}

/** R-CB-6: the participant a side must pick next in the alternative order (null: free choice). */
function requiredNext(state: FlowState, roster: Roster, side: Side): string | null {
  if (state.order === null || state.round === null) return null;
  const open = new Set(eligibleToAct(state.round, participants(roster)));
  return state.order[side].find((id) => open.has(id)) ?? null;
}

/** Combatant ids whose 'act' button is live now. */
export function actable(state: FlowState, roster: Roster): string[] {
  if (state.round === null || state.turn !== null) return [];
  const ids = new Set(eligibleToAct(state.round, participants(roster)));
  const side = sideToAct(state, roster);
  const required = side === null ? null : requiredNext(state, roster, side);
  return roster
    .filter((e) => !e.defeated && !isFollower(e, roster) && ids.has(participantId(e)))
    .filter((e) => required === null || participantId(e) === required)
    .map((e) => e.id);
}

/**
 * Whether a combatant has taken all its turns this round (a solo's two; followers are recorded with their
 * leader).
 */
export function hasActed(state: FlowState, roster: Roster, combatantId: string): boolean {
  const entry = roster.find((e) => e.id === combatantId);
  if (!entry || state.round === null) return false;
  const taken = turnsTaken(state.round, { id: participantId(entry), side: entry.side });
  return taken >= (entry.unit.kind === "squad" ? 1 : Math.max(1, entry.turns ?? 1));
}

function actorsFor(entry: RosterEntry, roster: Roster): string[] {
  if (entry.unit.kind === "squad")
    return roster
      .filter((e) => !e.defeated && e.unit.kind === "squad" && e.unit.id === entry.unit.id)
      .map((e) => e.id);
  return [entry.id, ...followersOf(roster, [entry.id], "mentor")];
}

/** Records the followers' turns the rules expect right after their leader (R-RT-3, R-CB-17). */
function recordFollowers(round: RoundState, roster: Roster, ids: readonly string[]): RoundState | null {
  let state = round;
  // A squad of summons (R-MN-1) takes one turn as one participant, whatever its members' count.
  const units = new Set(
    ids.map((id) => {
      const entry = roster.find((e) => e.id === id);
      return entry ? participantId(entry) : id;
    }),
  );
  for (const id of units) {
    const result = takeTurn(state, participants(roster), id);
    if (!result.ok) return null;
    state = result.state;
  }
  return state;
}

const newTurn = (participant: string, side: Side, actors: string[], summons: boolean): TurnInProgress => ({
  participant,
  side,
  actors,
  summons,
  basicMaliceUsed: false,
  maliceFeatureUsed: false,
});

const REFUSALS: Record<string, string> = {
  unknown: "CannotAct",
  alreadyActed: "AlreadyActed",
  notThisSide: "OtherSide",
  groupInProgress: "GroupUnfinished",
  followersFirst: "TurnInProgress",
  withLeader: "Follower",
};

/** A side picks a creature (or the squad/group it belongs to) to take the next turn (R-CB-3, R-CB-5). */
export function pick(state: FlowState, roster: Roster, combatantId: string): FlowResult {
  if (state.round === null) return fail("NoFirstSide");
  if (state.turn !== null) return fail("TurnInProgress");
  const entry = roster.find((e) => e.id === combatantId);
  if (!entry || entry.defeated) return fail("CannotAct");
  // R-RT-3 / R-CB-17: retainers and summons never get a pick of their own.
  if (isFollower(entry, roster)) return fail("Follower");
  const id = participantId(entry);
  const required = requiredNext(state, roster, entry.side);
  if (required !== null && required !== id && !state.round.acted[entry.side].includes(id))
    return fail("NotTheirTurn");
  const result = takeTurn(state.round, participants(roster), id);
  if (!result.ok) return fail(REFUSALS[result.reason] ?? "CannotAct");
  const actors = actorsFor(entry, roster);
  // R-RT-3: retainers' turns coincide with their mentor's (a squad has none: it is one participant).
  const retainers = entry.unit.kind === "squad" ? [] : actors.slice(1);
  const round = recordFollowers(result.state, roster, retainers);
  if (round === null) return fail("CannotAct");
  // R-CB-17: a summoner's next turn has begun: it may summon again.
  const summoned = state.summoned.filter((c) => !actors.includes(c));
  return { ok: true, state: { ...state, round, summoned, turn: newTurn(id, entry.side, actors, false) } };
}

/** Ends the running turn; a summoner's summons act right after it (R-CB-17). */
export function endTurn(state: FlowState, roster: Roster): FlowResult {
  const turn = state.turn;
  if (turn === null || state.round === null) return fail("NoTurn");
  if (!turn.summons) {
    const summoned = followersOf(roster, turn.actors, "summoner").filter(
      (id) => !hasActed(state, roster, id),
    );
    const round = summoned.length > 0 ? recordFollowers(state.round, roster, summoned) : null;
    if (round !== null)
      return {
        ok: true,
        state: {
          ...state,
          round,
          lastEnded: turn.actors,
          turn: newTurn(turn.participant, turn.side, summoned, true),
        },
      };
  }
  return { ok: true, state: { ...state, lastEnded: turn.actors, turn: null } };
}

/** R-CB-17: whether this combatant summoned since its last turn began (it cannot summon again yet). */
export function summonedThisTurn(state: FlowState, combatantId: string): boolean {
  return state.summoned.includes(combatantId);
}

/** R-CB-17: records a summoning by this combatant; its next turn's start clears it (pick). */
export function markSummoned(state: FlowState, combatantId: string): FlowState {
  return state.summoned.includes(combatantId)
    ? state
    : { ...state, summoned: [...state.summoned, combatantId] };
}

/** GM correction: take back the last pick of this round. */
export function undo(state: FlowState): FlowResult {
  if (state.round === null || state.round.history.length === 0) return fail("NothingToUndo");
  return { ok: true, state: { ...state, round: undoTurn(state.round), turn: null, lastEnded: [] } };
}

/** A new round: the first side stays (R-CB-4), surprise ends after round 1 (R-CN-10), a villain action is available again. */
export function beginRound(state: FlowState, round: number): FlowState {
  return {
    ...state,
    round: state.firstSide === null ? null : startRound(state.firstSide, round),
    turn: null,
    lastEnded: [],
    surprised: round > 1 ? [] : state.surprised,
    villain: villainActionsNewRound(state.villain, round),
  };
}

/** R-CB-2: the side that won the d10 chooses who goes first. */
export function chooseFirstSide(state: FlowState, side: Side, round: number): FlowResult {
  if (state.firstSide !== null) return fail("FirstSideChosen");
  return { ok: true, state: beginRound({ ...state, firstSide: side, chooser: null }, round) };
}

/** Marks the running turn's one-per-turn Malice spends (R-ML-3, R-ML-4). */
export function markMaliceUse(state: FlowState, kind: "basic" | "feature"): FlowState {
  if (state.turn === null) return state;
  const turn =
    kind === "basic" ? { ...state.turn, basicMaliceUsed: true } : { ...state.turn, maliceFeatureUsed: true };
  return { ...state, turn };
}
