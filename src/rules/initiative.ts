/**
 * Who acts when (R-CB-2…R-CB-6): surprise and the first side, alternating turns, Director groups and the
 * optional Agility-test order. The combat tracker drives {@link RoundState}; every function is pure.
 */
import type { Side } from "./types.ts";

export function otherSide(side: Side): Side {
  return side === "heroes" ? "director" : "heroes";
}

/** R-CB-2: d10 result at or above which the players choose the first side. */
export const PLAYERS_CHOOSE_ON = 6;

/**
 * R-CB-2: if one side is entirely surprised the other side goes first; otherwise the d10 decides who
 * chooses (6+ the players, else the Director). Both sides entirely surprised → roll as usual.
 */
export function firstTurn(input: {
  heroesAllSurprised: boolean;
  directorAllSurprised: boolean;
  d10: number;
}): { decidedBy: "surprise"; side: Side } | { decidedBy: "roll"; chooser: Side } {
  if (input.heroesAllSurprised !== input.directorAllSurprised) {
    return { decidedBy: "surprise", side: input.heroesAllSurprised ? "director" : "heroes" };
  }
  return { decidedBy: "roll", chooser: input.d10 >= PLAYERS_CHOOSE_ON ? "heroes" : "director" };
}

/**
 * R-CB-3, R-CB-4: the side that acts next, or null when the round is over. Sides alternate; when one side
 * has no one left, the other side's creatures act one after another.
 */
export function nextSide(input: {
  firstSide: Side;
  lastSide: Side | null;
  remaining: Readonly<Record<Side, number>>;
}): Side | null {
  const preferred = input.lastSide === null ? input.firstSide : otherSide(input.lastSide);
  if (input.remaining[preferred] > 0) return preferred;
  const fallback = otherSide(preferred);
  return input.remaining[fallback] > 0 ? fallback : null;
}

/** A creature in the round. Director creatures sharing a `group` act together (R-CB-5). */
export interface Participant {
  id: string;
  side: Side;
  /** Director group (a minion squad is one participant, not a group of several). */
  group?: string | null | undefined;
  /**
   * Acts right after this creature instead of taking a pick of its own: a summoned creature after its
   * summoner (R-CB-17), a retainer as part of its mentor's turn (R-RT-3).
   */
  actsWith?: string | null | undefined;
  /** Turns this creature takes each round (Monsters book: a solo takes two, a few creatures three); 1 when absent. */
  turns?: number | undefined;
}

/** The turns a creature of this organization (R-MO-1) takes each round unless its stat block says otherwise. */
export function defaultTurnsPerRound(organization: string): number {
  return organization === "solo" ? 2 : 1;
}

interface TurnRecord {
  id: string;
  side: Side;
  previousLastSide: Side | null;
  previousOpenGroup: string | null;
}

export interface RoundState {
  round: number;
  /** R-CB-4: the side that went first in round 1 goes first every round. */
  firstSide: Side;
  /** Side of the last turn taken this round; null at the start of a round. */
  lastSide: Side | null;
  /** Ids that have taken their turn this round, per side. */
  acted: Readonly<Record<Side, readonly string[]>>;
  /** R-CB-5: a Director group that started acting and has members left. */
  openGroup: string | null;
  /** Turns taken this round, most recent last (for undo). */
  history: readonly TurnRecord[];
}

export function startRound(firstSide: Side, round = 1): RoundState {
  return {
    round,
    firstSide,
    lastSide: null,
    acted: { heroes: [], director: [] },
    openGroup: null,
    history: [],
  };
}

/** R-CB-4: the next round keeps the first side and clears who has acted. */
export function nextRound(state: RoundState): RoundState {
  return startRound(state.firstSide, state.round + 1);
}

/** Turns `participant` has taken this round (its id is recorded once per turn). */
export function turnsTaken(state: RoundState, participant: Pick<Participant, "id" | "side">): number {
  return state.acted[participant.side].filter((id) => id === participant.id).length;
}

/** Every one of its turns this round is taken (a solo has two). */
function hasActed(state: RoundState, participant: Participant): boolean {
  return turnsTaken(state, participant) >= Math.max(1, participant.turns ?? 1);
}

/** Turns it still has this round. */
function turnsLeft(state: RoundState, participant: Participant): number {
  return Math.max(0, Math.max(1, participant.turns ?? 1) - turnsTaken(state, participant));
}

/** A follower whose leader is in the combat has no pick of its own (R-CB-17, R-RT-3). */
function leaderOf(participant: Participant, participants: readonly Participant[]): Participant | undefined {
  const leader = participant.actsWith ?? null;
  return leader === null ? undefined : participants.find((p) => p.id === leader);
}

/**
 * R-CB-17, R-RT-3: followers of the creature that just acted (or of its leader, when a follower just acted)
 * that still have to take their turn — they go before anyone else. A follower whose moment was skipped
 * waits for the next round.
 */
function pendingFollowers(state: RoundState, participants: readonly Participant[]): Participant[] {
  const last = state.history[state.history.length - 1];
  if (last === undefined) return [];
  const lastActor = participants.find((p) => p.id === last.id);
  const anchor = lastActor === undefined ? last.id : (leaderOf(lastActor, participants)?.id ?? last.id);
  return participants.filter((p) => p.actsWith === anchor && !hasActed(state, p));
}

/** Pickable units left per side: heroes one by one; Director creatures one per group (R-CB-3, R-CB-5). */
function remainingUnits(state: RoundState, participants: readonly Participant[]): Record<Side, number> {
  const remaining = { heroes: 0, director: 0 };
  const groups = new Set<string>();
  for (const p of participants) {
    if (hasActed(state, p) || leaderOf(p, participants) !== undefined) continue;
    const group = p.side === "director" ? (p.group ?? null) : null;
    // Each turn left is a pick of its own: a solo's second turn alternates with the heroes like any other.
    if (group === null) remaining[p.side] += turnsLeft(state, p);
    else if (!groups.has(group)) {
      groups.add(group);
      remaining.director += 1;
    }
  }
  return remaining;
}

/** The side that takes the next turn, or null when the round is over. */
export function sideToAct(state: RoundState, participants: readonly Participant[]): Side | null {
  const follower = pendingFollowers(state, participants)[0];
  if (follower !== undefined) return follower.side;
  if (state.openGroup !== null) return "director";
  return nextSide({
    firstSide: state.firstSide,
    lastSide: state.lastSide,
    remaining: remainingUnits(state, participants),
  });
}

/** Ids of the creatures that may take the next turn (empty when the round is over). */
export function eligibleToAct(state: RoundState, participants: readonly Participant[]): string[] {
  const followers = pendingFollowers(state, participants);
  if (followers.length > 0) return followers.map((p) => p.id);
  const side = sideToAct(state, participants);
  if (side === null) return [];
  return participants
    .filter(
      (p) =>
        p.side === side &&
        !hasActed(state, p) &&
        leaderOf(p, participants) === undefined &&
        (state.openGroup === null || p.group === state.openGroup),
    )
    .map((p) => p.id);
}

export function isRoundOver(state: RoundState, participants: readonly Participant[]): boolean {
  return sideToAct(state, participants) === null;
}

export type TurnRefusal =
  "unknown" | "alreadyActed" | "notThisSide" | "groupInProgress" | "followersFirst" | "withLeader";

/** R-CB-3, R-CB-5, R-CB-17: record that `id` takes its turn now, or say why it cannot. */
export function takeTurn(
  state: RoundState,
  participants: readonly Participant[],
  id: string,
): { ok: true; state: RoundState } | { ok: false; reason: TurnRefusal } {
  const participant = participants.find((p) => p.id === id);
  if (participant === undefined) return { ok: false, reason: "unknown" };
  if (hasActed(state, participant)) return { ok: false, reason: "alreadyActed" };
  const side = participant.side;
  const followers = pendingFollowers(state, participants);
  if (followers.length > 0) {
    if (!followers.includes(participant)) return { ok: false, reason: "followersFirst" };
    return { ok: true, state: record(state, id, side, state.openGroup) };
  }
  if (leaderOf(participant, participants) !== undefined) return { ok: false, reason: "withLeader" };
  if (sideToAct(state, participants) !== side) return { ok: false, reason: "notThisSide" };
  const group = participant.side === "director" ? (participant.group ?? null) : null;
  if (state.openGroup !== null && group !== state.openGroup) return { ok: false, reason: "groupInProgress" };

  const groupLeft =
    group !== null &&
    participants.some(
      (p) => p.group === group && p.side === "director" && p.id !== id && !hasActed(state, p),
    );
  return { ok: true, state: record(state, id, side, groupLeft ? group : null) };
}

function record(state: RoundState, id: string, side: Side, openGroup: string | null): RoundState {
  return {
    ...state,
    lastSide: side,
    acted: { ...state.acted, [side]: [...state.acted[side], id] },
    openGroup,
    history: [
      ...state.history,
      { id, side, previousLastSide: state.lastSide, previousOpenGroup: state.openGroup },
    ],
  };
}

/** Undo the most recent turn of this round (no-op at the start of a round). */
export function undoTurn(state: RoundState): RoundState {
  const last = state.history[state.history.length - 1];
  if (last === undefined) return state;
  return {
    ...state,
    lastSide: last.previousLastSide,
    openGroup: last.previousOpenGroup,
    // Only the most recent record goes: a creature with several turns keeps the ones before it.
    acted: { ...state.acted, [last.side]: withoutLast(state.acted[last.side], last.id) },
    history: state.history.slice(0, -1),
  };
}

function withoutLast(list: readonly string[], id: string): string[] {
  const at = list.lastIndexOf(id);
  return at < 0 ? [...list] : [...list.slice(0, at), ...list.slice(at + 1)];
}

/** R-CB-6 optional order: one Agility test total per hero, enemy or enemy group. */
export interface AgilityEntry {
  id: string;
  side: Side;
  total: number;
}

/**
 * R-CB-6: heroes act in descending order of their totals, Director creatures likewise. Ties within a side
 * are flagged for a reroll (`ties` lists each tied set of ids); tied entries keep their input order.
 */
export function alternativeTurnOrder(entries: readonly AgilityEntry[]): {
  heroes: string[];
  director: string[];
  ties: string[][];
} {
  const ties: string[][] = [];
  const orderSide = (side: Side): string[] => {
    const sorted = entries.filter((e) => e.side === side).sort((a, b) => b.total - a.total);
    let start = 0;
    for (let i = 1; i <= sorted.length; i++) {
      if (i === sorted.length || sorted[i]?.total !== sorted[start]?.total) {
        if (i - start > 1) ties.push(sorted.slice(start, i).map((e) => e.id));
        start = i;
      }
    }
    return sorted.map((e) => e.id);
  };
  return { heroes: orderSide("heroes"), director: orderSide("director"), ties };
}
