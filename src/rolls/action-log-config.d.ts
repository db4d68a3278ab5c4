import type { ActionLog } from "./action-log.ts";

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    Actor: { steelbound?: { actions?: ActionLog } };
  }
}
