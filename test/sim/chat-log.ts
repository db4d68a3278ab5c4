/**
 * Each simulated client's chat log: v13 client/applications/sidebar/tabs/chat.mjs ChatLog posts a new
 * message (ChatLog#postOne → message.renderHTML()) when it is created, re-renders it when it is updated
 * (ChatLog#updateMessage → #rerenderMessage) and removes it when deleted; a message the user may not see is
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

  /** Registers the log's document hooks on the current client. */
  listen(hooks: Hooks): void {
    const render = (message: unknown) => {
      const doc = message as SimChatMessage;
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
    };
    hooks.on("createChatMessage", render);
    hooks.on("updateChatMessage", render);
    hooks.on("deleteChatMessage", (message) => this.shown.delete((message as SimChatMessage).id));
  }

  /** Resolves when every render started so far has finished. */
  async idle(): Promise<void> {
    while (this.#pending.size) await Promise.all([...this.#pending]);
  }
}
