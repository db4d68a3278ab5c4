/** What one source of damage did to an actor (SteelActor#takeDamage), for chat cards and squad strikes. */
import type { StaminaCondition } from "../rules/index.ts";

export interface DamageReport {
  /** Damage after immunity and weakness. */
  dealt: number;
  /** Where it went: the actor's own stamina or its squad's shared pool (R-MN-2). */
  target: "stamina" | "squad";
  /** Minions killed (squad damage only). */
  killed: number;
  condition: StaminaCondition;
  source: string | null;
}
