/**
 * Rich text from the official data stays HTML, cleaned before it reaches a Steelbound document: no
 * script-like elements, no event-handler attributes, no `javascript:` URLs. Foundry cleans HTMLField values
 * again when they are rendered (system.json htmlFields); this pass keeps the stored module itself clean and
 * must run in plain Node (no DOM), hence a small tokenising pass instead of DOMParser.
 */

/** Elements removed with everything inside them. */
const DROPPED = ["script", "style", "iframe", "object", "embed", "noscript", "template"];
const DROPPED_BLOCK = new RegExp(`<(${DROPPED.join("|")})\\b[^>]*>[\\s\\S]*?<\\/\\1\\s*>`, "gi");
/** Any tag of those elements left over (unclosed, self-closed or stray closers). */
const DROPPED_TAG = new RegExp(`<\\/?(${DROPPED.join("|")})\\b[^>]*>`, "gi");
const TAG = /<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>/g;
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

export function sanitizeHtml(html: string): string {
  return html
    .replace(DROPPED_BLOCK, "")
    .replace(DROPPED_TAG, "")
    .replace(TAG, (_all, name: string, attributes: string, close: string) => {
      return `<${name}${cleanAttributes(attributes)}${close ? " /" : ""}>`;
    });
}

/** Official compendium links point at packs of the same names in the generated module. */
export function relinkUuids(text: string, moduleId: string): string {
  return text.replaceAll("Compendium.draw-steel.", `Compendium.${moduleId}.`);
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
  return html
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
