/** Chat message subtypes (docs/DATA.md) and the live rendering of their cards. */
import { AbilityUseModel } from "./ability-use-model.ts";
import { TestModel } from "./test-model.ts";
import { renderAbilityCard } from "./render-ability-card.ts";
import { renderTestCard } from "./render-test-card.ts";
import { bindSaveCard } from "./save-card.ts";

export function registerChat(): void {
  Object.assign(CONFIG.ChatMessage.dataModels, { abilityUse: AbilityUseModel, test: TestModel });
  Hooks.on("renderChatMessageHTML", (message, html) => {
    void renderAbilityCard(message, html);
    void renderTestCard(message, html);
    bindSaveCard(message, html);
  });
}
