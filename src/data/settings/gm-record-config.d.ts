import type { GmRecordModel } from "./gm-record.ts";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "steelbound.gmRecord": typeof GmRecordModel;
  }
}
