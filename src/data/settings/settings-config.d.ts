import type { MaliceModel } from "./malice.ts";
import type { HeroTokensModel } from "./hero-tokens.ts";
import type { InitiativeMode } from "./keys.ts";

declare module "fvtt-types/configuration" {
  // Combat code runs after "ready" (the tracker, turn hooks, GM queries), so `game` is fully set up.
  interface AssumeHookRan {
    ready: never;
  }
  interface SettingConfig {
    "steelbound.malice": typeof MaliceModel;
    "steelbound.heroTokens": typeof HeroTokensModel;
    "steelbound.maliceVisible": boolean;
    "steelbound.initiativeMode": InitiativeMode;
  }
}
