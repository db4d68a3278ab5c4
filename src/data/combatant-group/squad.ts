import { aliveFromPool, createSquad } from "../../rules/index.ts";
import type { SquadState } from "../../rules/index.ts";
import { count, integer } from "../fields/numbers.ts";
import { schemaVersionField } from "../migrations/index.ts";
import { plainText } from "../fields/text.ts";
import { keepOldSources } from "../migrations/pipeline.ts";

/** R-MN-1…R-MN-3, R-MN-10: a minion squad's shared stamina pool and its captain. */
export const defineSquadSchema = () => ({
  schemaVersion: schemaVersionField(),
  individualStamina: integer({ min: 1, initial: 1 }),
  pool: count(),
  startingMembers: integer({ min: 1, max: 8, initial: 4 }),
  /** Combatant id of the captain, or "" (R-MN-10). */
  captain: plainText(),
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

  static {
    keepOldSources(this, "none");
  }

  /** The squad as the rules engine sees it. */
  get state(): SquadState {
    return { individualStamina: this.individualStamina, alive: this.alive, pool: this.pool };
  }

  override prepareDerivedData(): void {
    const { pool: maxPool } = createSquad(this.individualStamina, this.startingMembers);
    Object.assign(this, {
      maxPool,
      alive: aliveFromPool(this.pool, this.individualStamina, this.startingMembers),
    });
  }
}
