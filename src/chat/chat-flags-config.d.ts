import type { SavePromptFlags, SaveResultFlags } from "./save-card.ts";
import type { DropOfferFlags } from "./drop-offer.ts";
import type { HideClaimFlags } from "./hide-claim-context.ts";
import type { SearchCardFlags } from "./search-card.ts";
import type { FallenRequest } from "../documents/combatant-group/requests.ts";

/** Every Steelbound chat-message flag in one declaration (fvtt-types allows one ChatMessage entry). */
declare module "fvtt-types/configuration" {
  interface FlagConfig {
    ChatMessage: {
      steelbound?: {
        /** docs/DATA.md: the ability card's targets already force-moved, by target index. */
        forcedMoved?: Partial<Record<string, boolean>>;
        /** docs/DATA.md: a save prompt (R-AB-11). */
        savePrompt?: SavePromptFlags;
        /** docs/DATA.md: a saving throw's result (R-AB-11, R-HT-2). */
        save?: SaveResultFlags;
        /** docs/DATA.md: bumped by the GM to redraw a card whose ability waits for review. */
        review?: number;
        /** docs/DATA.md: a hero dropped; its owner may spend 2 hero tokens (R-HT-2). */
        dropOffer?: DropOfferFlags;
        /** docs/DATA.md: a Hide the board could not judge, for the Director (R-CB-9). */
        hideClaim?: HideClaimFlags;
        /** docs/DATA.md: the outcome of a Search for hidden creatures (R-CB-9). */
        search?: SearchCardFlags;
        /** docs/DATA.md: the Director's pick of fallen minions, waiting for his click. */
        fallenChoice?: { group: string; request: FallenRequest; resolved: boolean };
        /** docs/DATA.md: a project roll card (seed 004 project events): the project's name. */
        projectRoll?: { project: string; item?: string };
        /** docs/DATA.md: the d6 the Director rolled for the card's project event (1–6). */
        projectEventRoll?: number;
      };
    };
  }
}

export {};
