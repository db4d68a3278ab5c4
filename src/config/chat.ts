/**
 * Chat message subtypes (docs/DATA.md). The subtypes draw their own cards (card-models.ts: v13
 * ChatMessage#renderHTML calls system.renderHTML); the save prompt and result are plain messages whose
 * buttons are bound when Foundry renders them (`renderChatMessageHTML`). The active GM ends a hidden status
 * when its creature's ability card is created (`createChatMessage`, R-CB-9). A creature's "dead" status
 * redraws the cards that name it (`createActiveEffect` / `deleteActiveEffect`, R-MN-3).
 */
import { AbilityUseCardModel, TestCallCardModel, TestCardModel } from "../chat/card-models.ts";
import { bindSaveCard } from "../chat/save-card.ts";
import { bindDropOffer } from "../chat/drop-offer.ts";
import { bindProjectEvent } from "../chat/project-event.ts";
import { bindFallenChoice } from "../queries/fallen-later.ts";
import { bindHideClaim } from "../chat/hide-claim.ts";
import { track } from "../applications/windows.ts";
import { redrawCardsNaming } from "../chat/fallen-cards.ts";

export function registerChat(): void {
  Object.assign(CONFIG.ChatMessage.dataModels, {
    abilityUse: AbilityUseCardModel,
    test: TestCardModel,
    testCall: TestCallCardModel,
  });
  Hooks.on("renderChatMessageHTML", (message, html) => {
    bindSaveCard(message, html);
    bindDropOffer(message, html);
    bindProjectEvent(message, html);
    bindFallenChoice(message, html);
    bindHideClaim(message, html);
  });
  // R-MN-3: a minion that fell (or stood again) is drawn so on the cards that name it, on every client.
  Hooks.on("createActiveEffect", (effect) => {
    redrawCardsNaming(effect);
  });
  Hooks.on("deleteActiveEffect", (effect) => {
    redrawCardsNaming(effect);
  });
  // R-CB-9: an ability used while hidden ends hidden (the active GM's write, src/queries/hiding/reveal.ts).
  Hooks.on("createChatMessage", (message) => {
    // The GM's reveal (it acts on an ability card of a hidden creature) loads with the first chat message.
    void track(import("../queries/hiding/reveal.ts"))
      .then(({ revealAfterUse }) => revealAfterUse(message))
      .catch((error: unknown) => {
        console.warn("steelbound | hidden did not end after an ability", error);
      });
  });
}
