import type { LedgerModel } from "./ledger.ts";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "steelbound.ledger": typeof LedgerModel;
  }
}
