/**
 * v13 client/applications/ux/text-editor.mjs TextEditor, the calls Steelbound makes:
 * - `enrichHTML(content, options)` (TextEditor.enrichHTML): "" for empty content; otherwise the content is
 *   parsed into a `div` through `innerHTML` (v13 does NOT sanitise: whatever markup the string holds becomes
 *   elements), unrevealed `section.secret` blocks are removed unless `secrets` is true, then `@Embed[…]{…}`
 *   (unless `embeds: false`; TextEditor._enrichEmbeds → _embedContent → fromUuid → Document#toEmbed, the
 *   whole paragraph replaced when the embed is its only text) and each `CONFIG.TextEditor.enrichers` entry
 *   (unless `custom: false`; _applyCustomEnrichers: a result of an enricher with `id` and `onRender` is
 *   wrapped in `<enriched-content enricher="id">`, whose connectedCallback calls onRender) are applied to
 *   the text nodes, last match first (_replaceTextContent, #replaceTextNode); the div's innerHTML is
 *   returned. Content links come first (unless `documents: false`; _enrichContentLinks → _createContentLink):
 *   `@UUID[uuid#hash]{name}` → fromUuid (then the resolvers the sim's own document stand-ins register, such
 *   as its journals) → the document's anchor (ClientDocumentMixin#toAnchor: `a.content-link[draggable]` with
 *   data-link, data-uuid, data-id, data-type, data-pack and data-hash, an inert icon, the given name or the
 *   document's), else a broken one (TextEditor.createAnchor: `a.content-link.broken`, no data-link, the
 *   link-slash icon). The legacy `@Actor[…]`-style forms, hyperlinks and inline rolls are not emulated:
 *   `[[/cmd …]]` with a command that is not a roll command is left as text by v13's _createInlineRoll
 *   (ChatLog.parse gives no roll command), so custom enrichers see it as here.
 * - `getDragEventData` (the drag's text/plain JSON, or {} when there is none).
 */
type Enricher = {
  id?: string;
  pattern: RegExp;
  enricher: (match: RegExpMatchArray, options: object) => Promise<HTMLElement | null>;
  onRender?: (element: HTMLElement) => void;
  replaceParent?: boolean;
};
type Embeddable = { toEmbed(config: object, options: object): Promise<HTMLElement | null> };
const simConfig = () =>
  (globalThis as unknown as { CONFIG: { TextEditor?: { enrichers?: Enricher[] } } }).CONFIG;

/**
 * HTMLEnrichedContentElement: on connection, the enricher named by its `enricher` attribute renders it.
 * Defined in the window that owns the current `document` (the session installs its own happy-dom Window).
 */
function defineEnrichedContent(): void {
  const view = document.defaultView;
  const registry = view?.customElements;
  if (!view || !registry || registry.get("enriched-content")) return;
  registry.define(
    "enriched-content",
    class extends view.HTMLElement {
      connectedCallback(): void {
        const id = this.getAttribute("enricher");
        simConfig()
          .TextEditor?.enrichers?.find((e) => e.id === id)
          ?.onRender?.(this);
      }
    },
  );
  if (!registry.get("document-embed")) registry.define("document-embed", class extends view.HTMLElement {});
}

function textNodes(root: HTMLElement): Text[] {
  const walker = document.createTreeWalker(root, 4); // NodeFilter.SHOW_TEXT
  const found: Text[] = [];
  while (walker.nextNode()) found.push(walker.currentNode as Text);
  return found;
}

/** #replaceTextNode: split out the match; with replaceParent a parent holding only it is replaced whole. */
function replaceMatch(text: Text, match: RegExpMatchArray, node: Node, replaceParent: boolean): void {
  let target = text;
  if ((match.index ?? 0) > 0) target = text.splitText(match.index ?? 0);
  if (match[0].length < target.length) target.splitText(match[0].length);
  const parent = target.parentElement;
  if (replaceParent && parent?.parentElement && parent.childNodes.length < 2) parent.replaceWith(node);
  else target.replaceWith(node);
}

async function replaceAll(
  root: HTMLElement,
  pattern: RegExp,
  make: (match: RegExpMatchArray) => Promise<Node | null>,
  replaceParent: boolean,
): Promise<void> {
  for (const text of textNodes(root)) {
    const matches = [
      ...text.data.matchAll(
        new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`),
      ),
    ];
    for (const match of matches.reverse()) {
      const node = await make(match);
      if (node) replaceMatch(text, match, node, replaceParent);
    }
  }
}

/** _parseEmbedConfig: key=value pairs, bare values, `inline`; cite and caption default to true. */
function embedConfig(raw: string): Record<string, unknown> {
  const config: Record<string, unknown> = { values: [] as string[] };
  const values = config["values"] as string[];
  for (const part of raw.match(/(?:[^\s"]+|"[^"]*")+/g) ?? []) {
    const [key = "", value] = part.split("=");
    if (value === undefined) values.push(key.replace(/(^"|"$)/g, ""));
    else if (["true", "false"].includes(value.toLowerCase())) config[key] = value.toLowerCase() === "true";
    else config[key] = value.replace(/(^"|"$)/g, "");
  }
  config["cite"] ??= true;
  config["caption"] ??= true;
  const inline = values.indexOf("inline");
  if (inline > -1) {
    config["inline"] = true;
    values.splice(inline, 1);
  }
  const uuid = values.findIndex((v) => v.includes("."));
  if (config["uuid"] === undefined && uuid > -1) config["uuid"] = values.splice(uuid, 1)[0];
  return config;
}

/** A document as a content link reads it (v13 ClientDocumentMixin#toAnchor). */
type Linkable = {
  documentName?: string;
  uuid?: string;
  id?: string | null;
  name?: string;
  pack?: string | null;
};
/** Where a uuid fromUuid does not know may still be found (the sim's stand-ins register theirs). */
const linkResolvers: ((uuid: string) => unknown)[] = [];
export function registerLinkResolver(resolve: (uuid: string) => unknown): void {
  linkResolvers.push(resolve);
}
/** CONFIG[documentName].sidebarIcon, and the text page's type icon, as v13 sets them. */
const LINK_ICONS: Record<string, string> = {
  Actor: "fa-solid fa-user",
  Item: "fa-solid fa-suitcase",
  JournalEntry: "fa-solid fa-book-open",
  JournalEntryPage: "fa-solid fa-file-lines",
  RollTable: "fa-solid fa-table-list",
  Scene: "fa-solid fa-map",
};

/** TextEditor._createContentLink for `@UUID[uuid#hash]{name}`. */
async function contentLink(match: RegExpMatchArray): Promise<HTMLAnchorElement> {
  const [, uuid = "", hash, name] = match;
  const lookup = globalThis as unknown as { fromUuid: (u: string) => Promise<unknown> };
  let doc = (await lookup.fromUuid(uuid).catch(() => null)) as Linkable | null;
  for (const resolve of linkResolvers) doc ??= resolve(uuid) as Linkable | null;
  const a = document.createElement("a");
  a.classList.add("content-link");
  const icon = document.createElement("i");
  icon.setAttribute("inert", "");
  if (doc?.documentName) {
    a.setAttribute("draggable", "true");
    a.setAttribute("data-link", "");
    Object.assign(a.dataset, { uuid: doc.uuid ?? uuid, id: doc.id ?? "", type: doc.documentName });
    if (doc.pack) a.dataset["pack"] = doc.pack;
    if (hash) a.dataset["hash"] = hash;
    icon.className = LINK_ICONS[doc.documentName] ?? "fa-solid fa-file";
  } else {
    a.classList.add("broken");
    a.dataset["uuid"] = uuid;
    icon.className = "fa-solid fa-link-slash";
  }
  a.append(icon, name ?? doc?.name ?? uuid);
  return a;
}

export async function enrichHTML(
  content: string,
  options: { secrets?: boolean; embeds?: boolean; custom?: boolean; documents?: boolean } = {},
): Promise<string> {
  if (!content.length) return Promise.resolve("");
  // Tests without a DOM (node environment) render nothing: the text is passed through unparsed.
  if (typeof document === "undefined") return Promise.resolve(content);
  defineEnrichedContent();
  const html = document.createElement("div");
  html.innerHTML = content;
  if (options.secrets !== true)
    for (const secret of [...html.querySelectorAll("section.secret:not(.revealed)")]) secret.remove();
  if (options.documents !== false)
    await replaceAll(html, /@UUID\[([^#\]]+)(?:#([^\]]+))?](?:{([^}]+)})?/g, contentLink, false);
  if (options.embeds !== false)
    await replaceAll(
      html,
      /@Embed\[(?<config>[^\]]+)](?:{(?<label>[^}]+)})?/gi,
      async (match) => {
        const config = embedConfig(match.groups?.["config"] ?? "");
        const lookup = globalThis as unknown as { fromUuid: (u: string) => Promise<unknown> };
        const uuid = typeof config["uuid"] === "string" ? config["uuid"] : "";
        const doc = (await lookup.fromUuid(uuid)) as Embeddable | null;
        if (doc && typeof doc.toEmbed === "function")
          return doc.toEmbed({ label: match.groups?.["label"], ...config }, options);
        const broken = document.createElement("p");
        broken.className = "broken content-embed";
        broken.textContent = `Failed to embed ${uuid}`;
        return broken;
      },
      true,
    );
  if (options.custom !== false)
    for (const config of simConfig().TextEditor?.enrichers ?? []) {
      const wrap = Boolean(config.id) && typeof config.onRender === "function";
      await replaceAll(
        html,
        config.pattern,
        async (match) => {
          const result = await config.enricher(match, options);
          if (!result || !wrap) return result;
          const element = document.createElement("enriched-content");
          element.append(result);
          element.setAttribute("enricher", config.id ?? "");
          return element;
        },
        config.replaceParent === true,
      );
    }
  return html.innerHTML;
}

export const TextEditor = {
  implementation: {
    enrichHTML,
    getDragEventData(event: { dataTransfer?: { getData(type: string): string } | null }): unknown {
      try {
        return JSON.parse(event.dataTransfer?.getData("text/plain") ?? "") as unknown;
      } catch {
        return {};
      }
    },
  },
};
