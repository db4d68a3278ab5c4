/**
 * Whether the links the Content window writes lead somewhere: every `Compendium.<scope>.<pack>…` in any
 * string of a converted document (rich text with `@UUID[…]` and `@Embed[…]`, advancement pools, table
 * results' document links, effect origins) is looked up among the packs the window writes. Foundry reads
 * these links with foundry.utils.parseUuid (v13 common/utils/helpers.mjs parseUuid and _resolvePrimaryType):
 * `Compendium.<scope>.<pack>.<Type>.<id>`, optionally followed by `.<EmbeddedType>.<id>` pairs; a legacy
 * link without the type (`Compendium.<scope>.<pack>.<id>`) takes the pack's document type. So a link
 * resolves when its pack is written, its type is the pack's, its document is in the pack and each embedded
 * step names a document held there. Links to another package's packs (a book's module) are counted apart:
 * this import can't tell whether the world has that module.
 */
import type { Pack } from "../official/batch.ts";

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A link that leads nowhere: where it is (document, pack, field), the link and what is missing. */
export interface DanglingLink {
  pack: string;
  document: string;
  field: string;
  uuid: string;
  missing: "pack" | "document" | "embedded";
}

export interface LinkReport {
  resolved: number;
  /** Links to packs of other packages (not written by this import). */
  external: number;
  dangling: DanglingLink[];
}

/** Foundry's primary document types a compendium holds (CONST.COMPENDIUM_DOCUMENT_TYPES) and Folder. */
const PRIMARY = new Set([
  "Actor",
  "Adventure",
  "Cards",
  "Item",
  "JournalEntry",
  "Macro",
  "Playlist",
  "RollTable",
  "Scene",
  "Folder",
]);

/** The embedded collections of each document type, by the embedded type a link names. */
const EMBEDDED: Record<string, Record<string, string>> = {
  Actor: { Item: "items", ActiveEffect: "effects" },
  Item: { ActiveEffect: "effects" },
  JournalEntry: { JournalEntryPage: "pages" },
  RollTable: { TableResult: "results" },
};

const LINK = /Compendium\.([\w-]+)\.([\w-]+)((?:\.[A-Za-z0-9]+)+)/g;

interface PackIndex {
  type: string;
  docs: Map<string, Json>;
  folders: Set<string>;
}

function indexOf(packs: readonly Pack[]): Map<string, PackIndex> {
  const index = new Map<string, PackIndex>();
  for (const pack of packs) {
    const docs = new Map<string, Json>();
    const folders = new Set<string>();
    for (const doc of pack.documents) {
      const id = typeof doc["_id"] === "string" ? doc["_id"] : "";
      if (typeof doc["_key"] === "string" && doc["_key"].startsWith("!folders!")) folders.add(id);
      else docs.set(id, doc);
    }
    index.set(pack.name, { type: pack.type, docs, folders });
  }
  return index;
}

/** What a link misses among the written packs, or null when it resolves. */
function resolve(
  index: Map<string, PackIndex>,
  packName: string,
  rest: string[],
): DanglingLink["missing"] | null {
  const pack = index.get(packName);
  if (!pack) return "pack";
  const parts = [...rest];
  // A legacy link (no type) takes the pack's type (parseUuid → _resolvePrimaryType).
  if (!PRIMARY.has(parts[0] ?? "")) parts.unshift(pack.type);
  const [type, id] = parts.splice(0, 2);
  if (type === "Folder") return pack.folders.has(id ?? "") ? null : "document";
  if (type !== pack.type) return "document";
  let doc = pack.docs.get(id ?? "");
  if (!doc) return "document";
  let docType = type;
  while (parts.length >= 2) {
    const [embeddedType = "", embeddedId] = parts.splice(0, 2);
    const field = EMBEDDED[docType]?.[embeddedType];
    const list = field ? doc[field] : undefined;
    const found: unknown = Array.isArray(list)
      ? list.find((e) => isJson(e) && e["_id"] === embeddedId)
      : undefined;
    if (!isJson(found)) return "embedded";
    doc = found;
    docType = embeddedType;
  }
  return null;
}

/**
 * Every link of the converted packs, looked up among them. `scope` is the package the window's links name
 * (`world`); `known` may say that a pack missing here exists already (an earlier import's compendium) and
 * holds the id.
 */
export function checkLinks(
  packs: readonly Pack[],
  scope: string,
  known: (pack: string, id: string) => boolean = () => false,
): LinkReport {
  const index = indexOf(packs);
  const report: LinkReport = { resolved: 0, external: 0, dangling: [] };
  for (const pack of packs)
    for (const doc of pack.documents) {
      const name = typeof doc["name"] === "string" ? doc["name"] : "?";
      // Each node keeps its parent and its own key; a field's path is spelled only for a link that leads
      // nowhere (the few the summary lists), not for every value of every document.
      type Node = { value: unknown; key: string; index: number; up: Node | null };
      const fieldOf = (node: Node): string => {
        const parts: string[] = [];
        for (let at = node; at.up; at = at.up)
          parts.push(at.index >= 0 ? `[${at.index}]` : at.up.up ? `.${at.key}` : at.key);
        return parts.reverse().join("");
      };
      const stack: Node[] = [{ value: doc, key: "", index: -1, up: null }];
      while (stack.length) {
        const node = stack.pop() as Node;
        const { value } = node;
        if (typeof value === "string") {
          if (!value.includes("Compendium.")) continue;
          for (const match of value.matchAll(LINK)) {
            const [uuid, linkScope = "", packName = "", tail = ""] = match;
            if (linkScope !== scope) {
              report.external++;
              continue;
            }
            const rest = tail.slice(1).split(".");
            const missing = resolve(index, packName, rest);
            const id = PRIMARY.has(rest[0] ?? "") ? rest[1] : rest[0];
            if (!missing || (missing === "pack" && known(packName, id ?? ""))) report.resolved++;
            else
              report.dangling.push({ pack: pack.name, document: name, field: fieldOf(node), uuid, missing });
          }
        } else if (Array.isArray(value))
          value.forEach((child, i) => stack.push({ value: child, key: "", index: i, up: node }));
        else if (isJson(value))
          for (const key in value)
            if (key !== "_key" && Object.hasOwn(value, key))
              stack.push({ value: value[key], key, index: -1, up: node });
      }
    }
  return report;
}
