/**
 * The message subtypes as Foundry registers them: each owns its card. v13 client/documents/chat-message.mjs
 * ChatMessage#renderHTML awaits `system.renderHTML(options)` when the subtype defines it, uses the element it
 * returns, then calls the `renderChatMessageHTML` hook with (message, html). Core's own path would render
 * the message's rolls through Roll#render and never draw the card.
 *
 * The card lives in subclasses (not in AbilityUseModel / TestModel themselves) because the card renderers
 * read messages through `instanceof AbilityUseModel` / `instanceof TestModel`; defining renderHTML on those
 * classes would make the model and its renderer import each other.
 */
import { AbilityUseModel } from "./ability-use-model.ts";
import { TestModel } from "./test-model.ts";
import { renderMessageFrame, type MessageRenderOptions } from "./message-frame.ts";
import { renderAbilityCard } from "./render-ability-card.ts";
import { renderTestCard } from "./render-test-card.ts";
import { TestCallModel } from "./test-call-model.ts";
import { renderTestCallCard } from "./render-test-call.ts";

export class AbilityUseCardModel extends AbilityUseModel {
  /** v13 ChatMessage#renderHTML → system.renderHTML: the whole chat-log element of this message. */
  async renderHTML(options: MessageRenderOptions = {}): Promise<HTMLElement> {
    const message = this.parent;
    return renderMessageFrame(message, options, (content) => renderAbilityCard(message, content));
  }
}

export class TestCardModel extends TestModel {
  /** v13 ChatMessage#renderHTML → system.renderHTML: the whole chat-log element of this message. */
  async renderHTML(options: MessageRenderOptions = {}): Promise<HTMLElement> {
    const message = this.parent;
    return renderMessageFrame(message, options, (content) => renderTestCard(message, content));
  }
}

export class TestCallCardModel extends TestCallModel {
  /** v13 ChatMessage#renderHTML → system.renderHTML: the whole chat-log element of this message. */
  async renderHTML(options: MessageRenderOptions = {}): Promise<HTMLElement> {
    const message = this.parent;
    return renderMessageFrame(message, options, (content) => renderTestCallCard(message, content));
  }
}
