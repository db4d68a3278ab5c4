/**
 * The compendium browser's rows, without Foundry: a pack's index entry (CompendiumCollection#getIndex with the
 * fields below) read into one flat row, and the filters, sort and page that turn every row of every pack into
 * what the window shows. Filtering 3,000 rows is a single pass over plain objects (test/bench/browser.bench.ts).
 */

export const BROWSER_TABS = ["monsters", "abilities", "items", "other"] as const;
export type BrowserTab = (typeof BROWSER_TABS)[number];

/** The index fields each document type's rows read (beyond _id, name, img, type that every index holds). */
export const INDEX_FIELDS: Readonly<Record<string, readonly string[]>> = {
  Actor: ["folder", "system.level", "system.organization", "system.role", "system.keywords", "system.ev"],
  Item: ["folder", "system.category", "system.type", "system.cost", "system.keywords"],
};

/** R-AB-1 action types and the ability categories, as one "kind" filter. */
export const ABILITY_KINDS = [
  "signature",
  "heroic",
  "basic",
  "main",
  "maneuver",
  "move",
  "triggered",
  "freeTriggered",
  "freeManeuver",
  "villain",
] as const;
const CATEGORIES = new Set(["signature", "heroic", "basic", "other"]);

export const SORTS = ["name", "level", "ev", "cost", "type", "pack"] as const;
export type BrowserSort = (typeof SORTS)[number];

export const PAGE_SIZE = 50;

/** What the browser knows of one pack: its id, title and document type, and its folders' names and parents. */
export interface PackInfo {
  id: string;
  label: string;
  documentName: string;
  folders: ReadonlyMap<string, { name: string; parent: string | null }>;
}

export interface BrowserEntry {
  uuid: string;
  name: string;
  img: string;
  pack: string;
  packLabel: string;
  documentName: string;
  /** The document's type (monster, ability, kit, …; a journal or table has "" ). */
  type: string;
  tab: BrowserTab;
  /** Name and keywords, lower case, accents dropped (searchKey). */
  search: string;
  level: number | null;
  organization: string;
  role: string;
  keywords: string[];
  ev: number | null;
  /** An ability's class: the top folder it sits in within its pack (the official packs file them so). */
  className: string;
  /** An ability's category and action type. */
  kinds: string[];
  /** An ability's cost: heroic resource, else Malice (0 when free). */
  cost: number | null;
}

export interface BrowserFilters {
  tab: BrowserTab;
  search: string;
  pack: string;
  levelMin: number | null;
  levelMax: number | null;
  organization: string;
  role: string;
  keyword: string;
  evMin: number | null;
  evMax: number | null;
  className: string;
  kind: string;
  costMin: number | null;
  costMax: number | null;
  /** An item type on the items tab, a document type on the other tab. */
  itemType: string;
  sort: BrowserSort;
  descending: boolean;
  page: number;
}

export const defaultFilters = (tab: BrowserTab = "monsters"): BrowserFilters => ({
  tab,
  search: "",
  pack: "",
  levelMin: null,
  levelMax: null,
  organization: "",
  role: "",
  keyword: "",
  evMin: null,
  evMax: null,
  className: "",
  kind: "",
  costMin: null,
  costMax: null,
  itemType: "",
  sort: "name",
  descending: false,
  page: 0,
});

/** Lower case with accents and other combining marks dropped: "Goblin Spinecleaver" ≈ "goblin spine". */
export function searchKey(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
const numberOr = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;
const textOf = (value: unknown): string => (typeof value === "string" ? value : "");
const strings = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value instanceof Set ? [...value] : []).filter(
    (v): v is string => typeof v === "string" && v !== "",
  );

/** The top folder of a folder (the one with no parent), guarded against loops. */
function topFolder(pack: PackInfo, id: string): string {
  let at = pack.folders.get(id);
  let name = at?.name ?? "";
  for (let hops = 0; at?.parent && hops < 16; hops++) {
    at = pack.folders.get(at.parent);
    if (at) name = at.name;
  }
  return name;
}

function tabOf(documentName: string, type: string): BrowserTab {
  if (documentName === "Actor" && type === "monster") return "monsters";
  if (documentName === "Item") return type === "ability" ? "abilities" : "items";
  return "other";
}

/** One index entry of `pack` as a row. */
export function entryOf(pack: PackInfo, index: Readonly<Record<string, unknown>>): BrowserEntry {
  const system = record(index["system"]);
  const type = textOf(index["type"]);
  const name = textOf(index["name"]);
  const tab = tabOf(pack.documentName, type);
  const keywords = strings(system["keywords"]);
  const folder = index["folder"];
  const folderId = typeof folder === "string" ? folder : textOf(record(folder)["_id"]);
  const cost = record(system["cost"]);
  const isMonster = tab === "monsters";
  const isAbility = tab === "abilities";
  const category = textOf(system["category"]);
  return {
    uuid: textOf(index["uuid"]) || `Compendium.${pack.id}.${pack.documentName}.${textOf(index["_id"])}`,
    name,
    img: textOf(index["img"]),
    pack: pack.id,
    packLabel: pack.label,
    documentName: pack.documentName,
    type,
    tab,
    search: searchKey([name, ...keywords].join(" ")),
    level: isMonster ? numberOr(system["level"]) : null,
    organization: isMonster ? textOf(system["organization"]) : "",
    role: isMonster ? textOf(system["role"]) : "",
    keywords,
    ev: isMonster ? numberOr(system["ev"]) : null,
    className: isAbility && folderId ? topFolder(pack, folderId) : "",
    kinds: isAbility
      ? [CATEGORIES.has(category) ? category : "", textOf(system["type"])].filter(Boolean)
      : [],
    cost: isAbility ? numberOr(cost["resource"]) || numberOr(cost["malice"]) || 0 : null,
  };
}

const within = (value: number | null, min: number | null, max: number | null): boolean =>
  (min === null && max === null) ||
  (value !== null && (min === null || value >= min) && (max === null || value <= max));

/** Does the row pass every filter of its tab? */
export function matches(entry: BrowserEntry, f: BrowserFilters, words: readonly string[]): boolean {
  if (entry.tab !== f.tab) return false;
  if (f.pack && entry.pack !== f.pack) return false;
  for (const word of words) if (!entry.search.includes(word)) return false;
  switch (f.tab) {
    case "monsters":
      return (
        within(entry.level, f.levelMin, f.levelMax) &&
        within(entry.ev, f.evMin, f.evMax) &&
        (!f.organization || entry.organization === f.organization) &&
        (!f.role || entry.role === f.role) &&
        (!f.keyword || entry.keywords.includes(f.keyword))
      );
    case "abilities":
      return (
        within(entry.cost, f.costMin, f.costMax) &&
        (!f.className || entry.className === f.className) &&
        (!f.kind || entry.kinds.includes(f.kind)) &&
        (!f.keyword || entry.keywords.includes(f.keyword))
      );
    case "items":
    case "other":
      return !f.itemType || (f.tab === "items" ? entry.type : entry.documentName) === f.itemType;
  }
}

type Compare = (a: string, b: string) => number;

const byNumber = (a: number | null, b: number | null): number => (a ?? -Infinity) - (b ?? -Infinity);

function comparer(sort: BrowserSort, text: Compare): (a: BrowserEntry, b: BrowserEntry) => number {
  switch (sort) {
    case "name":
      return (a, b) => text(a.name, b.name);
    case "level":
      return (a, b) => byNumber(a.level, b.level);
    case "ev":
      return (a, b) => byNumber(a.ev, b.ev);
    case "cost":
      return (a, b) => byNumber(a.cost, b.cost);
    case "type":
      return (a, b) => text(a.type || a.documentName, b.type || b.documentName);
    case "pack":
      return (a, b) => text(a.packLabel, b.packLabel);
  }
}

export interface BrowseResult {
  rows: BrowserEntry[];
  total: number;
  /** The page shown (clamped into range), counted from 0. */
  page: number;
  pages: number;
}

/**
 * The rows that pass the filters, sorted (ties by name, then by uuid so the order never wavers) and cut to
 * the page asked for. `text` compares names as the reader's language sorts them (i18n compareText).
 */
export function browse(
  entries: readonly BrowserEntry[],
  f: BrowserFilters,
  text: Compare,
  pageSize = PAGE_SIZE,
): BrowseResult {
  const words = searchKey(f.search).split(/\s+/).filter(Boolean);
  const kept = entries.filter((e) => matches(e, f, words));
  const primary = comparer(f.sort, text);
  const sign = f.descending ? -1 : 1;
  kept.sort(
    (a, b) =>
      sign * primary(a, b) || text(a.name, b.name) || (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0),
  );
  const pages = Math.max(1, Math.ceil(kept.length / pageSize));
  const page = Math.min(Math.max(0, Math.trunc(f.page)), pages - 1);
  return { rows: kept.slice(page * pageSize, (page + 1) * pageSize), total: kept.length, page, pages };
}

/** The values a filter's select offers on a tab: those its rows hold, sorted. */
export function choicesOf(
  entries: readonly BrowserEntry[],
  tab: BrowserTab,
  pick: (e: BrowserEntry) => readonly string[],
  text: Compare,
): string[] {
  const seen = new Set<string>();
  for (const e of entries) if (e.tab === tab) for (const v of pick(e)) if (v) seen.add(v);
  return [...seen].sort(text);
}

/** Reads a form's flat data (FormDataExtended#object) into filters; the page starts over unless kept. */
export function filtersFrom(data: Readonly<Record<string, unknown>>, before: BrowserFilters): BrowserFilters {
  const str = (key: string): string => {
    const v = data[key];
    return typeof v === "string" ? v.trim() : "";
  };
  const num = (key: string): number | null => {
    const v = data[key];
    if (typeof v === "number" && Number.isFinite(v)) return v;
    if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) return Number(v);
    return null;
  };
  const sort = str("sort");
  const next: BrowserFilters = {
    tab: before.tab,
    search: str("search"),
    pack: str("pack"),
    levelMin: num("levelMin"),
    levelMax: num("levelMax"),
    organization: str("organization"),
    role: str("role"),
    keyword: str("keyword"),
    evMin: num("evMin"),
    evMax: num("evMax"),
    className: str("className"),
    kind: str("kind"),
    costMin: num("costMin"),
    costMax: num("costMax"),
    itemType: str("itemType"),
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as BrowserSort) : before.sort,
    descending:
      "descending" in data ? data["descending"] === true || data["descending"] === "true" : before.descending,
    page: 0,
  };
  return next;
}
