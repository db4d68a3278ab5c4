/**
 * `@Embed[uuid]` of an ability or a monster: v13 client/documents/abstract/client-document.mjs
 * ClientDocumentMixin#toEmbed asks `_buildEmbedHTML` for the content (SteelItem / SteelActor call this
 * through documents/slots.ts) and wraps it in a captioned figure. The ability shows the sheets' ability
 * block (actor/parts/ability-card.hbs) and, for a viewer with a hero, a Use button wired by an enricher's
 * onRender (the embed reaches the page as HTML text, so listeners are attached when it is connected); the
 * monster shows its sheet's stat block. The content's builders (./embed-content.ts) load with the first embed.
 */
import { useItem } from "./actions.ts";
import { loadEmbedContent } from "../windows.ts";

export const EMBEDDED_USE_ID = "steelbound-embedded-use";

/** The content of an embed, or null when this document has none (v13 then leaves the text). */
export const embedHTML = (doc: Item.Implementation | Actor.Implementation): Promise<HTMLElement | null> =>
  loadEmbedContent().then(({ embedHTML: build }) => build(doc));

/** The enricher whose onRender wires an embedded ability's Use button (its pattern never matches text). */
export function embeddedUseEnricher(): object {
  return {
    id: EMBEDDED_USE_ID,
    pattern: /(?!)/g,
    enricher: () => Promise.resolve(null),
    onRender(element: HTMLElement) {
      const button = element.querySelector<HTMLElement>("button.embedded-use");
      button?.addEventListener("click", (event) => {
        event.preventDefault();
        void useItem(button.dataset["uuid"] ?? "");
      });
    },
  };
}
