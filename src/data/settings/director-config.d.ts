import type { EncounterModel, MontageModel, NegotiationModel } from "./director.ts";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "steelbound.encounter": typeof EncounterModel;
    "steelbound.montage": typeof MontageModel;
    "steelbound.negotiation": typeof NegotiationModel;
  }
}
