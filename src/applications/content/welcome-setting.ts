/** The world setting that remembers the welcome card was shown (welcome-card.ts), registered at init. */
import { SYSTEM_ID } from "../../constants.ts";

export const WELCOME_SETTING = "welcomeShown";

/** Registers the world setting that remembers the card was shown. */
export function registerWelcomeSetting(): void {
  game.settings?.register(SYSTEM_ID, WELCOME_SETTING, {
    scope: "world",
    config: false,
    type: Boolean,
    default: false,
  });
}

/** Whether this client's user is a GM who has not seen the welcome card yet (read on ready). */
export function welcomeDue(): boolean {
  if (!game.user?.isGM) return false;
  return !game.settings.get(SYSTEM_ID, WELCOME_SETTING);
}
