/**
 * Minion squads in combat (R-MN-1…R-MN-10): what the tracker shows of a squad, and a captain chosen among
 * living non-minion allies (R-MN-10). Damage to the pool goes through SteelCombatantGroup#damageSquad.
 */
import { canBecomeCaptain } from "../../rules/index.ts";
import { isMinion, isMonster, isRetainer, isSquad, organizationOf } from "./actor-facts.ts";

type Group = CombatantGroup.Implementation;

function members(group: Group): Combatant.Implementation[] {
  return [...group.members];
}

/** Living minions of the squad (the captain, a non-minion member, is not one of them). */
export function livingMinions(group: Group): Combatant.Implementation[] {
  return members(group).filter((c) => !c.isDefeated && isMinion(c.actor));
}

export interface SquadView {
  pool: number;
  individualStamina: number;
  alive: number;
  startingMembers: number;
  captain: Combatant.Implementation | null;
}

export function squadView(group: Group): SquadView {
  const squad = isSquad(group) ? group.system : null;
  const captainId = squad?.captain ?? "";
  const captain = members(group).find((c) => c.id === captainId && !c.isDefeated) ?? null;
  return {
    pool: squad?.pool ?? 0,
    individualStamina: squad?.individualStamina ?? 1,
    alive: livingMinions(group).length,
    startingMembers: squad?.startingMembers ?? 0,
    captain,
  };
}

/** R-MN-10: minions gain their "with captain" benefit while the captain lives. */
export function hasLivingCaptain(group: Group): boolean {
  return squadView(group).captain !== null;
}

/** R-MN-10: squads whose named captain has fallen (or left the combat). */
export function squadsWithLostCaptain(groups: Iterable<Group>): string[] {
  return [...groups].flatMap((g) => {
    const captain = isSquad(g) ? g.system.captain : "";
    return captain !== "" && squadView(g).captain === null && g.id ? [g.id] : [];
  });
}

/**
 * R-MN-10: make a living non-minion ally the captain. When the old captain fell, a new one comes at the
 * start of the next round: `timing` gives the current round and the round the captain was lost.
 */
export async function chooseCaptain(
  group: Group,
  candidate: Combatant.Implementation,
  timing?: { round: number; captainLostRound: number | null },
): Promise<{ ok: true } | { ok: false; error: string }> {
  const actor = candidate.actor;
  const role = isMonster(actor) || isRetainer(actor) ? actor.system.role : null;
  const current = squadView(group).captain;
  const check = canBecomeCaptain(
    {
      id: candidate.id ?? "",
      organization: organizationOf(candidate.actor) ?? "platoon",
      role: role === "mount" ? "mount" : null,
    },
    { id: group.id ?? "", captain: current?.id ?? null },
    timing,
  );
  if (!check.ok) return { ok: false, error: `STEELBOUND.Combat.Squad.Error.${check.reason}` };
  await group.update({ system: { captain: candidate.id ?? "" } });
  if (!group.members.has(candidate)) await candidate.update({ group: group.id });
  return { ok: true };
}
