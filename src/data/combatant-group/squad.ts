import { createSquad, damageSquad } from "../../rules/index.ts";
import type { SquadState } from "../../rules/index.ts";
import { count, integer } from "../fields/numbers.ts";
import { migrateSource, schemaVersionField } from "../migrations/index.ts";

const { StringField } = foundry.data.fields;

/** R-MN-1…R-MN-3, R-MN-10: a minion squad's shared stamina pool and its captain. */
export const defineSquadSchema = () => ({
  schemaVersion: schemaVersionField(),
  individualStamina: integer({ min: 1, initial: 1 }),
  pool: count(),
  startingMembers: integer({ min: 1, max: 8, initial: 4 }),
  /** Combatant id of the captain, or "" (R-MN-10). */
  captain: new StringField({ required: true, blank: true, initial: "" }),
});
export type SquadSchema = ReturnType<typeof defineSquadSchema>;

type SquadDerived = { alive: number; maxPool: number };

export class SquadModel extends foundry.abstract.TypeDataModel<
  SquadSchema,
  CombatantGroup.Implementation,
  Record<string, never>,
  SquadDerived
> {
  static override defineSchema(): SquadSchema {
    return defineSquadSchema();
  }

  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSource("none", source));
  }

  /** The squad as the rules engine sees it. */
  get state(): SquadState {
    return { individualStamina: this.individualStamina, alive: this.alive, pool: this.pool };
  }

  override prepareDerivedData(): void {
    const full = createSquad(this.individualStamina, this.startingMembers);
    // The current squad is the full squad after (full pool − pool) damage (R-MN-3): minions alive follow.
    const lost = Math.max(0, full.pool - this.pool);
    const current = lost === 0 ? full : damageSquad(full, { amount: lost }).squad;
    Object.assign(this, { maxPool: full.pool, alive: current.alive });
  }
}
