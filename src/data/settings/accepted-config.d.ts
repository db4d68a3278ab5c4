import type { AcceptedAbilitiesModel } from "./accepted-abilities.ts";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "steelbound.acceptedAbilities": typeof AcceptedAbilitiesModel;
    "steelbound.trustAbilityEdits": boolean;
  }
}
