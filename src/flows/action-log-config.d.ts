import type { ActionLog } from "./action-log.ts";

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    /** `potencyBonus`: R-ML-3 Brutal Effectiveness waiting for the monster's next ability with a potency. */
    /** `maliciousStrike`: R-ML-3 Malicious Strike's bonus damage waiting for the monster's next strike. */
    /** `resourceTriggers`: R-AB-8 the window (round or combat key) each class resource trigger last paid out in. */
    Actor: {
      steelbound?: {
        actions?: ActionLog;
        potencyBonus?: number;
        maliciousStrike?: number;
        resourceTriggers?: Record<string, string>;
      };
    };
  }
}
