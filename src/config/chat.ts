/**
 * Chat message subtypes (docs/DATA.md). The subtypes draw their own cards (card-models.ts: v13
 * ChatMessage#renderHTML calls system.renderHTML); the save prompt and result are plain messages whose
 * buttons are bound when Foundry renders them (`renderChatMessageHTML`).
 */
import { AbilityUseCardModel, TestCallCardModel, TestCardModel } from "../chat/card-models.ts";
import { bindSaveCard } from "../chat/save-card.ts";
import { bindDropOffer } from "../chat/drop-offer.ts";
import { bindFallenChoice } from "../queries/fallen-later.ts";

export function registerChat(): void {
  Object.assign(CONFIG.ChatMessage.dataModels, {
    abilityUse: AbilityUseCardModel,
    test: TestCardModel,
    testCall: TestCallCardModel,
  });
  Hooks.on("renderChatMessageHTML", (message, html) => {
    bindSaveCard(message, html);
    bindDropOffer(message, html);
    bindFallenChoice(message, html);
  });
}
