/**
 * Chat message subtypes (docs/DATA.md). The subtypes draw their own cards (card-models.ts: v13
 * ChatMessage#renderHTML calls system.renderHTML); the save prompt and result are plain messages whose
 * buttons are bound when Foundry renders them (`renderChatMessageHTML`).
 */
import { AbilityUseCardModel, TestCallCardModel, TestCardModel } from "../chat/card-models.ts";
import { bindSaveCard } from "../chat/save-card.ts";
import { bindDropOffer } from "../chat/drop-offer.ts";
import { track } from "../applications/windows.ts";

/**
 * The Director's later pick of fallen minions (src/queries/fallen-later.ts): its button is for a GM, so a
 * player's client removes it at once and never loads that code; a GM's loads it with the first such card.
 */
function bindFallenButton(message: ChatMessage.Implementation, html: HTMLElement): void {
  const button = html.querySelector("button[data-steelbound-fallen-choice]");
  if (button === null) return;
  if (game.user?.isGM !== true) {
    button.remove();
    return;
  }
  void track(import("../queries/fallen-later.ts")).then(({ bindFallenChoice }) => {
    bindFallenButton(message, html);
  });
}

export function registerChat(): void {
  Object.assign(CONFIG.ChatMessage.dataModels, {
    abilityUse: AbilityUseCardModel,
    test: TestCardModel,
    testCall: TestCallCardModel,
  });
  Hooks.on("renderChatMessageHTML", (message, html) => {
    bindSaveCard(message, html);
    bindDropOffer(message, html);
    bindFallenButton(message, html);
  });
}
