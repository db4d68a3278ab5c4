/**
 * The simulated server's cleaning of HTML fields. v13 common/data/fields.mjs HTMLField: "a sanitized HTML
 * string … used by the server-side to identify fields which require sanitization of user input". The server
 * knows the core schemas (here: ChatMessage `content` and `flavor`, ActiveEffect `description`, the
 * HTMLFields Steelbound's data reaches), but it never builds a system's TypeDataModel, so a `system` field is
 * cleaned only when the manifest lists it: system.json `documentTypes.<Document>.<subtype>.htmlFields`, paths
 * relative to `system` (v13 common/packages ServerSanitizationFields, documented on DataModel.defineSchema).
 *
 * Foundry's sanitiser itself is server code, not public; the simulation removes only what every HTML
 * sanitiser removes (script-capable elements, `on…` event attributes, `javascript:` URLs) and keeps the rest,
 * so a test passes here only if our own code escapes what is not a declared HTML field.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Window } from "happy-dom";
import { isPlain, type Plain } from "../harness/utils.ts";

const ROOT = join(import.meta.dirname, "../..");

/** Core HTMLFields by document name (v13 common/documents/*.mjs defineSchema). */
const CORE_HTML_FIELDS: Readonly<Record<string, readonly string[]>> = {
  ChatMessage: ["content", "flavor"],
  ActiveEffect: ["description"],
};

/** Embedded collections cleaned with their parent (v13 metadata.embedded). */
const EMBEDDED: Readonly<Record<string, string>> = { items: "Item", effects: "ActiveEffect" };

type Manifest = { documentTypes?: Record<string, Record<string, { htmlFields?: string[] }>> };
let manifest: Manifest | null = null;
const declared = (): Manifest =>
  (manifest ??= JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as Manifest);

/** The paths the server cleans in a document of this name and subtype. */
export function serverHtmlPaths(documentName: string, type: unknown): string[] {
  const core = CORE_HTML_FIELDS[documentName] ?? [];
  const system =
    typeof type === "string"
      ? (declared().documentTypes?.[documentName]?.[type]?.htmlFields ?? []).map((p) => `system.${p}`)
      : [];
  return [...core, ...system];
}

const DROPPED = "script, iframe, object, embed, frame, frameset, base, meta, link";
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href"]);
let parser: InstanceType<Window["DOMParser"]> | null = null;

/** Removes script-capable elements, `on…` attributes and `javascript:` URLs (an inert parse, nothing runs). */
export function sanitizeHtml(html: string): string {
  parser ??= new new Window().DOMParser();
  const doc = parser.parseFromString(`<body>${html}</body>`, "text/html");
  for (const element of [...doc.body.querySelectorAll(DROPPED)]) element.remove();
  for (const element of [...doc.body.querySelectorAll("*")]) {
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      const scriptUrl = URL_ATTRIBUTES.has(lower) && /^\s*javascript:/i.test(value ?? "");
      if (lower.startsWith("on") || scriptUrl) element.removeAttribute(name);
    }
  }
  return doc.body.innerHTML;
}

function cleanAt(source: Plain, path: string): void {
  const parts = path.split(".");
  const last = parts.pop() ?? "";
  let node: unknown = source;
  for (const part of parts) node = isPlain(node) ? node[part] : undefined;
  if (isPlain(node) && typeof node[last] === "string") node[last] = sanitizeHtml(node[last]);
}

/**
 * Cleans a created source or an (expanded) update of a document in place, with the embedded documents it
 * carries. `type` is the subtype (an update names it only through the stored document).
 */
export function cleanServerHtml(documentName: string, source: Plain, type: unknown = source["type"]): void {
  for (const path of serverHtmlPaths(documentName, type)) cleanAt(source, path);
  for (const [key, childName] of Object.entries(EMBEDDED)) {
    const children = source[key];
    if (!Array.isArray(children)) continue;
    for (const child of children) if (isPlain(child)) cleanServerHtml(childName, child);
  }
}
