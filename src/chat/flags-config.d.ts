import type { SavePromptFlags, SaveResultFlags } from "./save-card.ts";

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    /** docs/DATA.md: saving throw prompt and result cards (R-AB-11). */
    ChatMessage: { steelbound?: { savePrompt?: SavePromptFlags; save?: SaveResultFlags } };
  }
}
