/**
 * Reads every compendium source declared in system.json and resolves content links the way v13 does.
 *
 * v13 client/applications/ux/text-editor.mjs TextEditor#enrichHTML runs TextEditor._enrichContentLinks over
 * each text node: a link is `@UUID[target]` with an optional `#hash` inside the brackets and an optional
 * `{label}` after them (the target may contain neither `#` nor `]`, the label no `}`).
 * TextEditor._createContentLink then calls fromUuid(target); a target that resolves to nothing renders as a
 * broken link (class "broken", fa-link-slash icon), which is what these tests guard against.
 */
import { isRecord, readJson, filesUnder } from "./files.ts";

export interface PackDoc extends Record<string, unknown> {
  _id: string;
  name: string;
}
export interface Pack {
  name: string;
  type: string;
  docs: Map<string, PackDoc>;
}

const manifest = readJson("system.json") as { packs: { name: string; type: string }[] };

export const PACKS: Map<string, Pack> = new Map(
  manifest.packs.map((p) => [
    p.name,
    {
      name: p.name,
      type: p.type,
      docs: new Map(
        filesUnder(`packs/${p.name}`, ".json").map((file) => {
          const doc = readJson(file) as PackDoc;
          return [doc._id, doc];
        }),
      ),
    },
  ]),
);

/** Our own pattern for the v13 content-link syntax (see the file comment). */
const LINK = /@UUID\[([^#\]]+)(?:#([^\]]+))?\](?:\{([^}]+)\})?/g;

export interface Link {
  uuid: string;
  label: string | undefined;
}

export function linksIn(text: string): Link[] {
  return [...text.matchAll(LINK)].map((m) => ({ uuid: m[1] ?? "", label: m[3] }));
}

/** Every string anywhere inside a document (names, HTML fields, embedded documents). */
export function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (isRecord(value)) return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Embedded collections by embedded document name (v13 common/documents: JournalEntry.pages, Actor.items…). */
const EMBEDDED: Record<string, string> = {
  JournalEntryPage: "pages",
  Item: "items",
  ActiveEffect: "effects",
};

/**
 * Resolves `Compendium.steelbound.<pack>.<Type>.<id>[.<EmbeddedType>.<id>]…` against the pack sources, the
 * shape v13 foundry.utils.parseUuid reads for compendium UUIDs. Returns why it fails, or null when it resolves.
 */
export function unresolved(uuid: string): string | null {
  const parts = uuid.split(".");
  if (parts[0] !== "Compendium" || parts[1] !== "steelbound") return "not a Steelbound compendium UUID";
  const pack = PACKS.get(parts[2] ?? "");
  if (!pack) return `no pack ${parts[2]}`;
  if (parts[3] !== pack.type) return `pack ${pack.name} holds ${pack.type}, not ${parts[3]}`;
  let doc: Record<string, unknown> | undefined = pack.docs.get(parts[4] ?? "");
  if (!doc) return `no ${pack.type} ${parts[4]} in ${pack.name}`;
  for (let i = 5; i < parts.length; i += 2) {
    const field = EMBEDDED[parts[i] ?? ""];
    if (!field) return `unknown embedded type ${parts[i]}`;
    const list: unknown = doc[field];
    const id = parts[i + 1];
    doc = Array.isArray(list) ? (list as Record<string, unknown>[]).find((d) => d["_id"] === id) : undefined;
    if (!doc) return `no ${parts[i]} ${id}`;
  }
  return null;
}

/** The pages of a journal source, in their sort order. */
export function pagesOf(journal: PackDoc): (Record<string, unknown> & { _id: string; name: string })[] {
  const pages = (journal["pages"] ?? []) as (Record<string, unknown> & { _id: string; name: string })[];
  return [...pages].sort((a, b) => Number(a["sort"]) - Number(b["sort"]));
}

export function contentOf(page: Record<string, unknown>): string {
  const text = page["text"];
  return isRecord(text) && typeof text["content"] === "string" ? text["content"] : "";
}

export function translationOf(doc: Record<string, unknown>): unknown {
  const flags = doc["flags"];
  const ours = isRecord(flags) ? flags["steelbound"] : undefined;
  return isRecord(ours) ? ours["translationOf"] : undefined;
}
