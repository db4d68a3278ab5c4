/**
 * The world setting "Trust players' ability edits" (./accepted-abilities.ts reads it), registered at init.
 * Kept apart from the record it governs so the settings window's groups (./groups.ts) can name it.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { TABLE_SETTINGS } from "./definitions.ts";

export const TRUST_SETTING = "trustAbilityEdits";

export function registerAcceptedAbilitySettings(): void {
  game.settings?.register(SYSTEM_ID, TRUST_SETTING, { ...TABLE_SETTINGS.trustAbilityEdits });
}
