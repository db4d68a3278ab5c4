import type { MaliceModel } from "./malice.ts";
import type { HeroTokensModel } from "./hero-tokens.ts";
import type { InitiativeMode } from "./keys.ts";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "steelbound.malice": typeof MaliceModel;
    "steelbound.heroTokens": typeof HeroTokensModel;
    "steelbound.maliceVisible": boolean;
    "steelbound.initiativeMode": InitiativeMode;
    "steelbound.squadPoolsVisible": boolean;
    "steelbound.activeParty": string;
    "steelbound.handEdgesNeedDirector": boolean;
    "steelbound.wealthStretch": boolean;
  }
}
