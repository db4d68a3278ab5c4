/**
 * Steelbound CombatantGroup: a minion squad (R-MN-1…R-MN-6). The pool lives in the group's system data;
 * the rules engine decides how much it loses and how many minions die.
 */
import { createSquad, damageSquad } from "../rules/index.ts";
import type { DamageModifiers, DamageType } from "../rules/index.ts";
import { SquadModel } from "../data/combatant-group/squad.ts";

export interface SquadHit {
  amount: number;
  type?: DamageType;
  immunities?: DamageModifiers;
  weaknesses?: DamageModifiers;
  minionsInArea?: number | undefined;
}

interface Minion {
  id: string | null;
  statuses: Set<string>;
  toggleStatusEffect(id: string, options: { active: boolean; overlay: boolean }): Promise<unknown>;
}

export class SteelCombatantGroup extends CombatantGroup {
  /** Source data for a new squad of `members` minions with `individualStamina` each (R-MN-2). */
  static squadData(name: string, individualStamina: number, members: number) {
    const { pool } = createSquad(individualStamina, members);
    return { name, type: "squad" as const, system: { individualStamina, startingMembers: members, pool } };
  }

  get squad(): SquadModel | null {
    return this.system instanceof SquadModel ? this.system : null;
  }

  /**
   * One source of damage to the squad. The minion that was hit dies first, then other living members
   * (R-MN-3, R-MN-4: the Director may reassign which ones on the token HUD).
   */
  async damageSquad(hit: SquadHit, struck: Minion | null = null): Promise<{ dealt: number; killed: number }> {
    const squad = this.squad;
    if (!squad) return { dealt: 0, killed: 0 };
    const result = damageSquad(squad.state, hit);
    const dealt = squad.pool - result.squad.pool;
    if (dealt !== 0) await this.update({ system: { pool: result.squad.pool } });
    const living = [struck, ...this.#memberActors().filter((a) => a !== struck)].filter(
      (a): a is Minion => a !== null && !a.statuses.has("dead"),
    );
    for (const minion of living.slice(0, result.killed))
      await minion.toggleStatusEffect("dead", { active: true, overlay: true });
    return { dealt, killed: result.killed };
  }

  /** Squad manager: the Director sets the shared pool by hand, within 0 … the full pool (R-MN-2). */
  async setPool(value: number): Promise<void> {
    const squad = this.squad;
    if (!squad || !Number.isFinite(value)) return;
    const pool = Math.min(squad.maxPool, Math.max(0, Math.trunc(value)));
    if (pool !== squad.pool) await this.update({ system: { pool } });
  }

  /** R-MN-10: the combat checks the candidate (not a minion, one squad per captain, next-round timing). */
  async assignCaptain(combatantId: string): Promise<{ ok: true } | { ok: false; error: string }> {
    const combat = this.parent;
    if (!combat || this.id === null) return { ok: false, error: "STEELBOUND.Squad.Error.CannotForm" };
    return combat.chooseCaptain(this.id, combatantId);
  }

  #memberActors(): (Minion | null)[] {
    return [...this.members].map((combatant) => (combatant.actor as Minion | null) ?? null);
  }
}

/**
 * A combatant's group. v13 stores the group id in source and Combatant#_prepareGroup swaps in the
 * CombatantGroup document (the field is declared non-readonly for that); accept either form.
 */
export function groupOf(combatant: Combatant.Implementation): SteelCombatantGroup | null {
  // fvtt-types types the field by its source (an id); at runtime it is usually the document.
  const group = combatant.group as unknown;
  const resolved = typeof group === "string" ? combatant.parent.groups.get(group) : group;
  return resolved instanceof SteelCombatantGroup && resolved.squad ? resolved : null;
}

/** The squad an actor fights in: the CombatantGroup of its combatant in the current combat. */
export function squadOf(actor: Actor.Implementation): SteelCombatantGroup | null {
  for (const combatant of game.combat?.getCombatantsByActor(actor) ?? []) {
    const group = groupOf(combatant);
    if (group) return group;
  }
  return null;
}
