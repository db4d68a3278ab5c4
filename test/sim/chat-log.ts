/**
 * Each simulated client's chat log: v13 client/applications/sidebar/tabs/chat.mjs ChatLog posts a new
 * message (ChatLog#postOne → message.renderHTML()) when it is created, re-renders it when it is updated
 * (ChatLog#updateMessage → #rerenderMessage; also called by a system as `ui.chat.updateMessage`) and removes
 * it when deleted; a message the user may not see is
 * not posted, and a message whose rendering throws is reported and left out (ChatLog#doRenderBatch).
 * The hooks are the documents' create/update/deleteChatMessage, which every client runs (./apply.ts).
 */
import type { SimChatMessage } from "./chat-message.ts";
import { postOne } from "./chat-render.ts";

type Hooks = { on(name: string, fn: (...args: unknown[]) => unknown): void };

export class SimChatLog {
  readonly shown = new Map<string, HTMLElement>();
  readonly failed: { id: string; error: unknown }[] = [];
  readonly #pending = new Set<Promise<void>>();

  /** Renders a message into the log (a new one posted, a shown one replaced; invisible ones left out). */
  #render(doc: SimChatMessage): void {
    const job = postOne(doc)
      .then((html) => {
        if (html) this.shown.set(doc.id, html);
        else this.shown.delete(doc.id);
      })
      .catch((error: unknown) => {
        this.shown.delete(doc.id);
        this.failed.push({ id: doc.id, error });
      })
      .finally(() => this.#pending.delete(job));
    this.#pending.add(job);
  }

  /** Registers the log's document hooks on the current client. */
  listen(hooks: Hooks): void {
    const render = (message: unknown) => {
      this.#render(message as SimChatMessage);
    };
    hooks.on("createChatMessage", render);
    hooks.on("updateChatMessage", render);
    hooks.on("deleteChatMessage", (message) => this.shown.delete((message as SimChatMessage).id));
  }

  /**
   * v13 ChatLog#updateMessage: the message is drawn again through the rendering queue (#updateMessage →
   * #rerenderMessage → ChatLog.renderMessage), the same re-render its update causes.
   */
  updateMessage(message: unknown): Promise<void> {
    this.#render(message as SimChatMessage);
    return this.idle();
  }

  /** Resolves when every render started so far has finished. */
  async idle(): Promise<void> {
    while (this.#pending.size) await Promise.all([...this.#pending]);
  }
}
