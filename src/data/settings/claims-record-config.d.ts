import type { ClaimsRecordModel } from "./claims-record.ts";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "steelbound.claims": typeof ClaimsRecordModel;
  }
}
