/**
 * Steelbound CombatantGroup: a minion squad (R-MN-1…R-MN-6). The pool lives in the group's system data;
 * the rules engine decides how much it loses and how many minions die.
 */
import { createSquad, damageSquad, fallenMinions, pickFallen } from "../rules/index.ts";
import type { DamageModifiers, DamageType } from "../rules/index.ts";
import { SquadModel } from "../data/combatant-group/squad.ts";
import { MonsterModel } from "../data/actor/monster.ts";
import { slots } from "./slots.ts";
import type { FallenChooser, SquadStrikeRequest, SquadStrikeResult } from "./combatant-group/requests.ts";

export type { FallenChooser, FallenRequest } from "./combatant-group/requests.ts";

export interface SquadHit {
  amount: number;
  type?: DamageType;
  immunities?: DamageModifiers;
  weaknesses?: DamageModifiers;
  minionsInArea?: number | undefined;
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
   * One source of damage to the squad. The rules say how many minions fall; the one hit falls first and,
   * when more could fall than do, `choose` lets the attacker pick (R-MN-3, R-MN-4). Fallen minions get
   * the dead status as a token overlay.
   */
  async damageSquad(
    hit: SquadHit,
    struck: Actor.Implementation | null = null,
    choose: FallenChooser | null = null,
  ): Promise<{ dealt: number; killed: number }> {
    const squad = this.squad;
    if (!squad) return { dealt: 0, killed: 0 };
    const result = damageSquad(squad.state, hit);
    const dealt = squad.pool - result.squad.pool;
    if (dealt !== 0) await this.update({ system: { pool: result.squad.pool } });
    const living = this.livingMinions();
    const ids = living.map((c) => c.id ?? "");
    const struckId = living.find((c) => struck !== null && c.actor === struck)?.id ?? null;
    const fallen = fallenMinions(ids, struckId, result.killed);
    const request = {
      squad: this.name ?? "",
      count: fallen.defaults.length,
      candidates: living.map((c) => ({ id: c.id ?? "", name: c.name ?? "" })),
      defaults: fallen.defaults,
    };
    const picked = fallen.choice && choose ? await choose(request) : null;
    for (const id of pickFallen(ids, picked ?? fallen.defaults, fallen))
      await living
        .find((c) => c.id === id)
        ?.actor?.toggleStatusEffect("dead", { active: true, overlay: true });
    return { dealt, killed: result.killed };
  }

  /** Members that are minions and still standing (a captain is a member but not a minion). */
  livingMinions(): Combatant.Implementation[] {
    return [...this.members].filter(
      (c) => !c.isDefeated && c.actor?.system instanceof MonsterModel && c.actor.system.isMinion,
    );
  }

  /** R-MN-7 / R-MN-9: the squad attacks together; one damage result per target, applied to each. */
  squadStrike(request: SquadStrikeRequest): Promise<SquadStrikeResult> {
    return slots.squadStrike(this, request);
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
