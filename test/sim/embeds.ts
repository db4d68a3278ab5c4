/**
 * v13 client/documents/abstract/client-document.mjs, the embedding half of ClientDocumentMixin, installed
 * on every sim document:
 * - `toEmbed(config, options)`: `_buildEmbedHTML`; nothing → null; a `<document-embed>` is kept, else the
 *   content is wrapped inline (`config.inline`, _createInlineEmbed) or in a figure (_createFigureEmbed);
 *   the embed gets `uuid`, `data-uuid`, `data-content-embed` and `config.classes`.
 * - `_buildEmbedHTML`: the system model's `toEmbed` when it has one, else null (documents override it).
 * - `_createFigureEmbed`: a `figure.content-embed` holding the content and, for caption/cite, a
 *   figcaption with `strong.embed-caption` (the label, else the name) and `cite` (the document's anchor).
 * - `toAnchor()`: `a.content-link[data-link][data-uuid][data-type]` with the name (icons not emulated).
 */
import { HarnessDocument } from "../harness/document.ts";

type Config = { inline?: boolean; cite?: boolean; caption?: boolean; label?: string; classes?: string };
type Content = HTMLElement | HTMLCollection;
type Embedding = HarnessDocument & {
  _buildEmbedHTML(config: Config, options: object): Promise<Content | null>;
  _createInlineEmbed(content: Content, config: Config, options: object): Promise<HTMLElement>;
  _createFigureEmbed(content: Content, config: Config, options: object): Promise<HTMLElement>;
  toAnchor(): HTMLAnchorElement;
};

function appendContent(parent: HTMLElement, content: Content): void {
  // An HTMLCollection has no nodeType (checked by shape: the session's DOM is another window's).
  if ("nodeType" in content) parent.append(content);
  else parent.append(...Array.from(content));
}

export function installEmbeds(): void {
  Object.defineProperties(HarnessDocument.prototype, {
    toEmbed: {
      configurable: true,
      async value(this: Embedding, config: Config, options: object = {}) {
        const content = await this._buildEmbedHTML(config, options);
        if (!content) return null;
        const isEmbed = "tagName" in content && content.tagName.toLowerCase() === "document-embed";
        const embed = isEmbed
          ? content
          : config.inline
            ? await this._createInlineEmbed(content, config, options)
            : await this._createFigureEmbed(content, config, options);
        embed.setAttribute("uuid", this.uuid);
        embed.dataset["uuid"] = this.uuid;
        embed.dataset["contentEmbed"] = "";
        if (config.classes) embed.classList.add(...config.classes.split(" "));
        return embed;
      },
    },
    _buildEmbedHTML: {
      configurable: true,
      writable: true,
      value(this: HarnessDocument, config: Config, options: object) {
        const system = this.system as { toEmbed?: (c: Config, o: object) => Promise<Content | null> };
        return typeof system.toEmbed === "function" ? system.toEmbed(config, options) : Promise.resolve(null);
      },
    },
    _createInlineEmbed: {
      configurable: true,
      writable: true,
      value(content: Content) {
        const embed = document.createElement("document-embed");
        appendContent(embed, content);
        return Promise.resolve(embed);
      },
    },
    _createFigureEmbed: {
      configurable: true,
      writable: true,
      value(this: Embedding, content: Content, config: Config, options: object) {
        const figure = document.createElement("figure");
        appendContent(figure, content);
        if (config.cite || config.caption) {
          const caption = document.createElement("figcaption");
          if (config.caption) {
            const strong = document.createElement("strong");
            strong.classList.add("embed-caption");
            strong.append(config.label || this.name);
            caption.append(strong);
          }
          if (config.cite) {
            const cite = document.createElement("cite");
            cite.append(this.toAnchor());
            caption.append(cite);
          }
          figure.append(caption);
        }
        figure.classList.add("content-embed");
        return this._createInlineEmbed(figure, config, options);
      },
    },
    toAnchor: {
      configurable: true,
      writable: true,
      value(this: HarnessDocument) {
        const a = document.createElement("a");
        a.classList.add("content-link");
        a.setAttribute("draggable", "true");
        a.dataset["link"] = "";
        a.dataset["uuid"] = this.uuid;
        a.dataset["type"] = this.documentName;
        a.append(this.name);
        return a;
      },
    },
  });
}
