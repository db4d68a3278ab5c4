/**
 * Context for the squad manager (R-MN-1, R-MN-2, R-MN-10): each minion squad of the combat with its
 * shared stamina pool and captain. Pool maths (alive, max pool) comes from the squad's derived data.
 */
import type { SquadSystem } from "./system-data.ts";
import type { Localizer, SelectOption } from "../../../i18n.ts";

export interface SquadMemberInput {
  combatantId: string;
  name: string;
  img: string;
  defeated: boolean;
}

export interface SquadInput {
  id: string;
  name: string;
  system: SquadSystem;
  members: readonly SquadMemberInput[];
}

export interface CaptainCandidate {
  combatantId: string;
  name: string;
}

export interface SquadContext {
  id: string;
  name: string;
  pool: number;
  maxPool: number;
  poolPercent: number;
  alive: number;
  startingMembers: number;
  individualStamina: number;
  aliveLabel: string;
  captainName: string;
  captainOptions: SelectOption[];
  members: SquadMemberInput[];
}

export interface SquadManagerContext {
  hasCombat: boolean;
  isGM: boolean;
  squads: SquadContext[];
  selectedMinions: number;
  selectedLabel: string;
  canCreate: boolean;
}

function squadContext(
  i18n: Localizer,
  squad: SquadInput,
  candidates: readonly CaptainCandidate[],
): SquadContext {
  const s = squad.system;
  const captain = candidates.find((c) => c.combatantId === s.captain);
  return {
    id: squad.id,
    name: squad.name,
    pool: s.pool,
    maxPool: s.maxPool,
    poolPercent: s.maxPool > 0 ? Math.round((Math.min(s.pool, s.maxPool) / s.maxPool) * 1000) / 10 : 0,
    alive: s.alive,
    startingMembers: s.startingMembers,
    individualStamina: s.individualStamina,
    aliveLabel: i18n.format("STEELBOUND.Squad.Alive", { alive: s.alive, total: s.startingMembers }),
    captainName: captain?.name ?? i18n.localize("STEELBOUND.Squad.NoCaptain"),
    captainOptions: [
      { value: "", label: i18n.localize("STEELBOUND.Squad.NoCaptain"), selected: s.captain === "" },
      ...candidates.map((c) => ({
        value: c.combatantId,
        label: c.name,
        selected: c.combatantId === s.captain,
      })),
    ],
    members: [...squad.members],
  };
}

export function squadManagerContext(
  i18n: Localizer,
  input: {
    hasCombat: boolean;
    isGM: boolean;
    squads: readonly SquadInput[];
    /** Non-minion combatants that could lead a squad (R-MN-10). */
    captainCandidates: readonly CaptainCandidate[];
    selectedMinions: number;
  },
): SquadManagerContext {
  return {
    hasCombat: input.hasCombat,
    isGM: input.isGM,
    squads: input.squads.map((s) => squadContext(i18n, s, input.captainCandidates)),
    selectedMinions: input.selectedMinions,
    selectedLabel: i18n.format("STEELBOUND.Squad.SelectedMinions", { count: input.selectedMinions }),
    canCreate: input.isGM && input.hasCombat && input.selectedMinions > 0,
  };
}
