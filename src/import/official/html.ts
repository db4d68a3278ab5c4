/**
 * Rich text from the official data stays HTML, cleaned before it reaches a Steelbound document: no
 * script-like elements, no event-handler attributes, no `javascript:` URLs. Foundry cleans HTMLField values
 * again when they are rendered (system.json htmlFields); this pass keeps the stored module itself clean and
 * must run in plain Node (no DOM), hence a small tokenising pass instead of DOMParser.
 */

import { convertOfficialMarkup, officialMarkupAsText } from "./markup.ts";

/** Elements removed with everything inside them. */
const DROPPED = new Set(["script", "style", "iframe", "object", "embed", "noscript", "template"]);
/** A tag's start: `<name` or `</name`, read at one position (sticky). */
const TAG_START = /<(\/?)([a-zA-Z][\w-]*)/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g;
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href", "srcdoc"]);

function unquote(value: string): string {
  return value.replace(/^["']|["']$/g, "");
}

/** True for a URL that would run code when followed (control characters and spaces are ignored). */
function scriptUrl(value: string): boolean {
  // The browser ignores whitespace and control characters inside the scheme, so compare without them.
  let plain = "";
  for (const ch of unquote(value)) if (ch > " ") plain += ch.toLowerCase();
  return /^(javascript|vbscript|data:text\/html)/.test(plain);
}

function cleanAttributes(attributes: string): string {
  const kept: string[] = [];
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? "").toLowerCase();
    const value = match[2];
    if (name.startsWith("on")) continue;
    if (value !== undefined && URL_ATTRIBUTES.has(name) && scriptUrl(value)) continue;
    kept.push(match[0]);
  }
  return kept.length ? ` ${kept.join(" ")}` : "";
}

type Token = { text: string } | { name: string; closing: boolean; attributes: string; selfClosing: boolean };

/**
 * The text as text runs and tags, in one pass. A tag runs from `<name` to the next `>` before any other
 * `<`; a `<` that starts no such tag is text and is written as `&lt;`, so no two pieces joined after a
 * removal can form a tag. The next `<` and `>` are remembered, never searched twice, so every character
 * is read a bounded number of times however many tags are left open.
 */
function tokens(html: string): Token[] {
  const found: Token[] = [];
  let at = 0;
  let nextGt = -1;
  const gtAfter = (from: number) => {
    if (nextGt !== Infinity && nextGt < from) nextGt = html.indexOf(">", from);
    if (nextGt === -1) nextGt = Infinity;
    return nextGt;
  };
  let lt = html.indexOf("<");
  while (lt !== -1) {
    if (lt > at) found.push({ text: html.slice(at, lt) });
    const after = html.indexOf("<", lt + 1);
    TAG_START.lastIndex = lt;
    const start = TAG_START.exec(html);
    const end = gtAfter(lt + 1);
    if (start !== null && end !== Infinity && (after === -1 || end < after)) {
      const body = html.slice(lt + start[0].length, end);
      const selfClosing = /(^|[\s"'])\/\s*$/.test(body);
      found.push({
        name: start[2] ?? "",
        closing: start[1] === "/",
        attributes: selfClosing ? body.replace(/\/\s*$/, "") : body,
        selfClosing,
      });
      at = end + 1;
      lt = after;
      continue;
    }
    found.push({ text: "&lt;" });
    at = lt + 1;
    lt = after;
  }
  if (at < html.length) found.push({ text: html.slice(at) });
  return found;
}

/**
 * Drops script-like elements with everything up to their closing tag (or the tag alone when it is never
 * closed, and stray closers), `on…` attributes and script URLs; keeps the rest. Linear in the text: each
 * element's closing tags are listed once and walked forwards (the former pattern matching took
 * quadratic time on many unclosed `<script>` tags).
 */
export function sanitizeHtml(html: string): string {
  const list = tokens(html);
  const closers = new Map<string, number[]>();
  list.forEach((token, index) => {
    if ("name" in token && token.closing && DROPPED.has(token.name.toLowerCase())) {
      const name = token.name.toLowerCase();
      const ends = closers.get(name) ?? [];
      ends.push(index);
      closers.set(name, ends);
    }
  });
  const cursor = new Map<string, number>();
  let out = "";
  for (let i = 0; i < list.length; i += 1) {
    const token = list[i] as Token;
    if ("text" in token) {
      out += token.text;
      continue;
    }
    const name = token.name.toLowerCase();
    if (DROPPED.has(name)) {
      if (token.closing) continue;
      const ends = closers.get(name) ?? [];
      let c = cursor.get(name) ?? 0;
      while (c < ends.length && (ends[c] ?? 0) < i) c += 1;
      cursor.set(name, c);
      const end = ends[c];
      if (end !== undefined) i = end;
      continue;
    }
    out += token.closing
      ? `</${token.name}>`
      : `<${token.name}${cleanAttributes(token.attributes)}${token.selfClosing ? " /" : ""}>`;
  }
  return out;
}

/**
 * Official compendium links point at packs of the same names in the generated module, and the official
 * inline markup becomes Steelbound's enrichers or text (./markup.ts): every rich text of the import passes
 * here after sanitizeHtml.
 */
export function relinkUuids(text: string, moduleId: string): string {
  return convertOfficialMarkup(text).replaceAll("Compendium.draw-steel.", `Compendium.${moduleId}.`);
}

/** Plain text wrapped as one paragraph (escaped), for official plain-text fields Steelbound shows as HTML. */
export function paragraph(text: string): string {
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return text.trim() === "" ? "" : `<p>${escaped}</p>`;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * Official rich text as the plain text Steelbound keeps for an advancement's label and text: enricher links
 * become their label, block ends become line breaks, tags go, the common entities are decoded.
 */
export function plainTextOf(html: string): string {
  return officialMarkupAsText(html)
    .replace(/@\w+\[[^\]]*\]\{([^}]*)\}/g, "$1")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|li|h\d|div)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (all, code: string) => {
      if (code.startsWith("#x") || code.startsWith("#X"))
        return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith("#")) return String.fromCodePoint(Number(code.slice(1)));
      return ENTITIES[code.toLowerCase()] ?? all;
    })
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}
