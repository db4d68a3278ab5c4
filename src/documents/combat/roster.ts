/**
 * The combat as the turn flow sees it: one entry per combatant with its side (R-CB-1), the unit a side
 * picks it through (itself, its minion squad or its Director group) and whom it follows.
 */
import type { Participant, Side } from "../../rules/index.ts";
import type { UnitRef } from "./flow-state.ts";

export interface RosterEntry {
  id: string;
  side: Side;
  unit: UnitRef;
  /** Defeated (dead, or a minion dropped from its squad) creatures no longer act. */
  defeated: boolean;
  /** R-RT-3: a retainer acts inside its mentor's turn (combatant id of the mentor). */
  mentor: string | null;
  /** R-CB-17: a summoned creature acts right after its summoner (combatant id of the summoner). */
  summoner: string | null;
  /** Turns a round (a solo's 2, docs/DATA.md monster `turns`); 1 when absent. */
  turns?: number;
}

export type Roster = readonly RosterEntry[];

/** True for creatures that never get a pick of their own: they act with the creature they follow. */
export function isFollower(entry: RosterEntry, roster: Roster): boolean {
  const leader = entry.mentor ?? entry.summoner;
  if (leader === null) return false;
  return roster.some((o) => o.id === leader && !o.defeated);
}

/** The rules' participant id of an entry: a squad is one participant (R-MN-1). */
export function participantId(entry: RosterEntry): string {
  return entry.unit.kind === "squad" ? entry.unit.id : entry.id;
}

/**
 * The rules engine's view of the round: the defeated are left out; a squad is one participant; a retainer
 * or a summoned creature acts with its leader (`actsWith`, R-RT-3, R-CB-17).
 */
export function participants(roster: Roster): Participant[] {
  const out: Participant[] = [];
  const seen = new Set<string>();
  for (const e of roster) {
    if (e.defeated) continue;
    const id = participantId(e);
    if (seen.has(id)) continue;
    seen.add(id);
    const leader = isFollower(e, roster) ? (e.mentor ?? e.summoner) : null;
    out.push({
      id,
      side: e.side,
      group: e.unit.kind === "group" ? e.unit.id : null,
      actsWith: leader,
      // A squad is one participant with one turn (R-MN-1), whatever its members' stat blocks say.
      turns: e.unit.kind === "squad" ? 1 : (e.turns ?? 1),
    });
  }
  return out;
}

/** Living followers of `leaders` of one kind (retainers of a mentor, or summons of a summoner). */
export function followersOf(
  roster: Roster,
  leaders: readonly string[],
  kind: "mentor" | "summoner",
): string[] {
  return roster
    .filter((e) => {
      const leader = e[kind];
      return !e.defeated && leader !== null && leaders.includes(leader);
    })
    .map((e) => e.id);
}
