declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "steelbound.trustAbilityEdits": boolean;
  }
}
export {};
