import type { FlowState } from "./combat/flow-state.ts";
import type { CombatantFlags } from "./combat/participants.ts";
import type { SteelCombat } from "./combat.ts";
import type { SteelCombatant } from "./combatant.ts";

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    Combat: { steelbound?: { flow?: FlowState; surprised?: string[] } };
    Combatant: { steelbound?: CombatantFlags };
  }
  interface DocumentClassConfig {
    Combat: typeof SteelCombat;
    Combatant: typeof SteelCombatant;
  }
}
