/**
 * The compendium browser's render context, built from its rows and filters without Foundry (the window and
 * the preview gallery both call it).
 */
import {
  compareText,
  keyPart,
  keywordLabel,
  localizeOr,
  type Localizer,
  type SelectOption,
} from "../../i18n.ts";
import { ORGANIZATIONS, ROLES } from "../../data/vocabulary.ts";
import {
  ABILITY_KINDS,
  BROWSER_TABS,
  SORTS,
  browse,
  choicesOf,
  type BrowserEntry,
  type BrowserFilters,
  type BrowserTab,
} from "./entries.ts";

export interface PackChoice {
  id: string;
  label: string;
}

export interface BrowserInput {
  /** Null while the packs' indexes are being read. */
  entries: readonly BrowserEntry[] | null;
  packs: readonly PackChoice[];
  filters: BrowserFilters;
  isGM: boolean;
}

const SORTS_OF: Record<BrowserTab, readonly string[]> = {
  monsters: ["name", "level", "ev", "pack"],
  abilities: ["name", "cost", "pack"],
  items: ["name", "type", "pack"],
  other: ["name", "type", "pack"],
};

const options = (
  values: readonly string[],
  current: string,
  label: (value: string) => string,
  anyLabel?: string,
): SelectOption[] => [
  ...(anyLabel === undefined ? [] : [{ value: "", label: anyLabel, selected: current === "" }]),
  ...values.map((value) => ({ value, label: label(value), selected: value === current })),
];

export function typeLabel(i18n: Localizer, documentName: string, type: string): string {
  if (!type) return localizeOr(i18n, `DOCUMENT.${documentName}`, documentName);
  return localizeOr(i18n, `TYPES.${documentName}.${type}`, type);
}

function kindLabel(i18n: Localizer, kind: string): string {
  const category = localizeOr(i18n, `STEELBOUND.Ability.Category.${keyPart(kind)}`, "");
  return category || localizeOr(i18n, `STEELBOUND.Ability.Type.${keyPart(kind)}`, kind);
}

/** One row's second line: what the Director or player sorts by on its tab. */
function detailOf(i18n: Localizer, e: BrowserEntry): string {
  const parts: string[] = [];
  if (e.tab === "monsters") {
    if (e.level !== null) parts.push(i18n.format("STEELBOUND.Browser.LevelN", { level: e.level }));
    if (e.organization)
      parts.push(
        localizeOr(i18n, `STEELBOUND.Monster.Organization.${keyPart(e.organization)}`, e.organization),
      );
    if (e.role) parts.push(localizeOr(i18n, `STEELBOUND.Monster.Role.${keyPart(e.role)}`, e.role));
    if (e.ev !== null) parts.push(i18n.format("STEELBOUND.Browser.EvN", { ev: e.ev }));
  } else if (e.tab === "abilities") {
    if (e.className) parts.push(e.className);
    parts.push(...e.kinds.map((k) => kindLabel(i18n, k)));
    if (e.cost) parts.push(i18n.format("STEELBOUND.Browser.CostN", { cost: e.cost }));
  } else parts.push(typeLabel(i18n, e.documentName, e.type));
  return parts.join(" · ");
}

export function browserContext(i18n: Localizer, input: BrowserInput) {
  const { filters: f, entries } = input;
  const any = i18n.localize("STEELBOUND.Browser.Any");
  const tabs = BROWSER_TABS.map((tab) => ({
    tab,
    label: i18n.localize(`STEELBOUND.Browser.Tab.${keyPart(tab)}`),
    active: tab === f.tab,
  }));
  const base = {
    tabs,
    tab: f.tab,
    isMonsters: f.tab === "monsters",
    isAbilities: f.tab === "abilities",
    isItems: f.tab === "items",
    isOther: f.tab === "other",
    filters: f,
    loading: entries === null,
    isGM: input.isGM,
    packOptions: options(
      input.packs.map((p) => p.id),
      f.pack,
      (id) => input.packs.find((p) => p.id === id)?.label ?? id,
      i18n.localize("STEELBOUND.Browser.AllPacks"),
    ),
    sortOptions: options(
      SORTS.filter((s) => SORTS_OF[f.tab].includes(s)),
      f.sort,
      (s) => i18n.localize(`STEELBOUND.Browser.Sort.${keyPart(s)}`),
    ),
    directionLabel: i18n.localize(
      f.descending ? "STEELBOUND.Browser.Descending" : "STEELBOUND.Browser.Ascending",
    ),
  };
  if (entries === null)
    return {
      ...base,
      organizationOptions: [],
      roleOptions: [],
      keywordOptions: [],
      classOptions: [],
      kindOptions: [],
      typeOptions: [],
      rows: [],
      hasRows: false,
      summary: "",
      page: { number: 1, pages: 1, hasPrevious: false, hasNext: false, label: "" },
    };
  const all = entries;
  const kept = browse(all, f, compareText);
  const keywords = choicesOf(all, f.tab, (e) => e.keywords, compareText);
  const types =
    f.tab === "items"
      ? choicesOf(all, "items", (e) => [e.type], compareText)
      : choicesOf(all, "other", (e) => [e.documentName], compareText);
  const from = kept.total === 0 ? 0 : kept.page * 50 + 1;
  return {
    ...base,
    organizationOptions: options(
      ORGANIZATIONS,
      f.organization,
      (o) => i18n.localize(`STEELBOUND.Monster.Organization.${keyPart(o)}`),
      any,
    ),
    roleOptions: options(ROLES, f.role, (r) => i18n.localize(`STEELBOUND.Monster.Role.${keyPart(r)}`), any),
    keywordOptions: options(keywords, f.keyword, (k) => keywordLabel(i18n, k), any),
    classOptions: options(
      choicesOf(all, "abilities", (e) => [e.className], compareText),
      f.className,
      (c) => c,
      any,
    ),
    kindOptions: options(ABILITY_KINDS, f.kind, (k) => kindLabel(i18n, k), any),
    typeOptions: options(
      types,
      f.itemType,
      (t) => (f.tab === "items" ? typeLabel(i18n, "Item", t) : typeLabel(i18n, t, "")),
      any,
    ),
    rows: kept.rows.map((e) => ({
      uuid: e.uuid,
      documentName: e.documentName,
      name: e.name,
      img: e.img,
      packLabel: e.packLabel,
      detail: detailOf(i18n, e),
      canAddToEncounter: input.isGM && e.tab === "monsters",
    })),
    hasRows: kept.rows.length > 0,
    summary:
      kept.total === 0
        ? i18n.localize("STEELBOUND.Browser.NoResults")
        : i18n.format("STEELBOUND.Browser.Showing", {
            from,
            to: from + kept.rows.length - 1,
            total: kept.total,
          }),
    page: {
      number: kept.page + 1,
      pages: kept.pages,
      hasPrevious: kept.page > 0,
      hasNext: kept.page + 1 < kept.pages,
      label: i18n.format("STEELBOUND.Browser.PageOf", { page: kept.page + 1, pages: kept.pages }),
    },
  };
}
