/**
 * The compendium browser: every document of every compendium this user may see (system packs, module packs
 * and the world compendiums the Content window writes) in one searchable, filtered, sorted and paged list.
 *
 * - The rows come from each pack's index (v13 client/documents/collections/compendium-collection.mjs
 *   CompendiumCollection#getIndex({fields}): the fields are merged into the pack's cached index, so a second
 *   opening asks the server nothing new); no document is loaded until a row is opened or dropped.
 * - A pack is listed only when `pack.visible` (CompendiumCollection#visible: the user's level from the pack's
 *   ownership, OBSERVER or better; a GM holds OWNER), as the Compendium sidebar lists them.
 * - A row drags `{type: <document name>, uuid}`, the data Foundry's own Compendium window drags (v13
 *   client/applications/sidebar/apps/compendium.mjs #_getEntryDragData), so a scene makes a monster a token,
 *   an actor sheet takes an item and the encounter builder (director-app.ts) takes a monster, all through
 *   their usual drop handling. Its name is a button that opens the document's sheet.
 * Opened from the Compendium sidebar's button (src/config/content.ts) and `game.system.api`.
 */
import { templatePath } from "../../constants.ts";
import { compareText, gameLocalizer } from "../../i18n.ts";
import { requestGm } from "../../documents/gm-channel/request-gm.ts";
import { monsterLineOf } from "../director/actors.ts";
import { browserContext, type PackChoice } from "./context.ts";
import {
  BROWSER_TABS,
  INDEX_FIELDS,
  defaultFilters,
  entryOf,
  filtersFrom,
  type BrowserEntry,
  type BrowserFilters,
  type BrowserTab,
  type PackInfo,
} from "./entries.ts";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type AppV2 = foundry.applications.api.ApplicationV2;
type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;

export const COMPENDIUM_BROWSER_ID = "steelbound-compendium-browser";

/** The slice of a CompendiumCollection the browser reads. */
interface BrowsedPack {
  collection: string;
  title: string;
  documentName: string;
  visible: boolean;
  folders?: unknown;
  getIndex(options: { fields: string[] }): Promise<Iterable<Record<string, unknown>>>;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

/** A pack's folders (a Collection of Folder documents; a Folder's parent id is its source's `folder`). */
function foldersOf(pack: BrowsedPack): PackInfo["folders"] {
  const out = new Map<string, { name: string; parent: string | null }>();
  const folders = record(pack.folders);
  const list: unknown = folders["contents"] ?? [];
  if (!Array.isArray(list)) return out;
  for (const folder of list) {
    const f = record(folder);
    const id = f["id"] ?? f["_id"];
    if (typeof id !== "string") continue;
    const parent = record(f["_source"])["folder"] ?? f["folder"];
    const parentId = typeof parent === "string" ? parent : record(parent)["id"];
    out.set(id, {
      name: typeof f["name"] === "string" ? f["name"] : "",
      parent: typeof parentId === "string" ? parentId : null,
    });
  }
  return out;
}

/** The packs this user may see, by title. */
function visiblePacks(): BrowsedPack[] {
  const packs = [...((game.packs ?? []) as Iterable<unknown>)] as BrowsedPack[];
  return packs.filter((p) => p.visible).sort((a, b) => compareText(a.title, b.title));
}

/**
 * Every row of the visible packs, read from their indexes. A pack whose index cannot be read (a broken module
 * pack) is left out with a console warning rather than holding up the rest.
 */
export async function readEntries(packs: readonly BrowsedPack[]): Promise<BrowserEntry[]> {
  const read = await Promise.allSettled(
    packs.map(async (pack) => {
      const info: PackInfo = {
        id: pack.collection,
        label: pack.title,
        documentName: pack.documentName,
        folders: foldersOf(pack),
      };
      const index = await pack.getIndex({ fields: [...(INDEX_FIELDS[pack.documentName] ?? [])] });
      return [...index].map((entry) => entryOf(info, entry));
    }),
  );
  return read.flatMap((result, i) => {
    if (result.status === "fulfilled") return result.value;
    console.warn(
      `steelbound | the compendium browser could not read ${packs[i]?.collection ?? "a pack"}`,
      result.reason,
    );
    return [];
  });
}

export class CompendiumBrowser extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS: foundry.applications.api.ApplicationV2.DefaultOptions = {
    id: COMPENDIUM_BROWSER_ID,
    tag: "form",
    classes: ["steelbound", "compendium-browser-app"],
    window: { title: "STEELBOUND.Browser.Title", icon: "fa-solid fa-book-atlas", resizable: true },
    position: { width: 720, height: 760 },
    form: { handler: CompendiumBrowser.#onSubmit, submitOnChange: true, closeOnSubmit: false },
    actions: {
      browserTab: CompendiumBrowser.#onTab,
      page: CompendiumBrowser.#onPage,
      direction: CompendiumBrowser.#onDirection,
      clearFilters: CompendiumBrowser.#onClear,
      refresh: CompendiumBrowser.#onRefresh,
      openEntry: CompendiumBrowser.#onOpen,
      addToEncounter: CompendiumBrowser.#onAddToEncounter,
    },
  };

  static override PARTS = {
    controls: { template: templatePath("browser/controls.hbs") },
    results: { template: templatePath("browser/results.hbs"), scrollable: [".browser-results"] },
  };

  #filters: BrowserFilters = defaultFilters();
  #entries: BrowserEntry[] | null = null;
  #packs: PackChoice[] = [];
  #search: ReturnType<typeof setTimeout> | null = null;
  /** The reading of the indexes under way (tests and macros await it). */
  loading: Promise<void> | null = null;

  /** Opens the browser (one per client), on `tab` when given. */
  static async open(tab?: BrowserTab): Promise<CompendiumBrowser> {
    const existing = foundry.applications.instances.get(COMPENDIUM_BROWSER_ID);
    const app = existing instanceof CompendiumBrowser ? existing : new CompendiumBrowser({});
    if (tab && BROWSER_TABS.includes(tab))
      app.#filters = { ...defaultFilters(tab), search: app.#filters.search };
    // A window opened afresh reads the indexes again (cheap: each pack keeps the fields it has indexed).
    if (!app.rendered || !app.loading) app.#load();
    await app.render({ force: true });
    return app;
  }

  /** The filters on show (tests read them). */
  get filters(): Readonly<BrowserFilters> {
    return this.#filters;
  }

  #load(): void {
    this.#entries = null;
    const packs = visiblePacks();
    this.#packs = packs.map((p) => ({ id: p.collection, label: p.title }));
    const loading: Promise<void> = readEntries(packs).then(async (entries) => {
      // A later reading (Refresh clicked meanwhile) wins.
      if (this.loading !== loading) return;
      this.#entries = entries;
      if (this.rendered) await this.render();
    });
    this.loading = loading;
  }

  protected override async _prepareContext(
    options: Parameters<AppV2["_prepareContext"]>[0],
  ): Promise<RenderContext> {
    const context = await super._prepareContext(options);
    return Object.assign(
      context,
      browserContext(gameLocalizer(), {
        entries: this.#entries,
        packs: this.#packs,
        filters: this.#filters,
        isGM: game.user?.isGM ?? false,
      }),
      // The labels' for= ids start with the window's own id (ApplicationV2#id).
      { idPrefix: this.id },
    );
  }

  protected override async _onRender(
    context: Parameters<AppV2["_onRender"]>[0],
    options: Parameters<AppV2["_onRender"]>[1],
  ): Promise<void> {
    await super._onRender(context, options);
    // The root persists across re-renders: its listeners are attached once and delegate to the rows.
    if (this.element.dataset["steelboundBrowser"] === "1") return;
    this.element.dataset["steelboundBrowser"] = "1";
    this.element.addEventListener("dragstart", (event) => {
      const from = event.target instanceof Element ? event.target : null;
      const row = from?.closest<HTMLElement>("[data-browser-row]");
      const uuid = row?.dataset["uuid"];
      const type = row?.dataset["documentName"];
      if (!uuid || !type || !event.dataTransfer) return;
      event.dataTransfer.setData("text/plain", JSON.stringify({ type, uuid }));
    });
    // The search applies as one types (after a short pause), not only when the field loses focus.
    this.element.addEventListener("input", (event) => {
      const input = event.target as HTMLInputElement | null;
      if (input?.name !== "search") return;
      if (this.#search) clearTimeout(this.#search);
      this.#search = setTimeout(() => {
        this.#search = null;
        void this.#applyForm();
      }, 200);
    });
  }

  async #applyForm(): Promise<void> {
    const form = this.form;
    if (!form || !this.rendered) return;
    const data = new foundry.applications.ux.FormDataExtended(form).object;
    await this.#apply(data);
  }

  async #apply(data: Readonly<Record<string, unknown>>): Promise<void> {
    this.#filters = filtersFrom(data, this.#filters);
    await this.render({ parts: ["results"] });
  }

  static async #onSubmit(
    this: CompendiumBrowser,
    _event: Event,
    _form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
  ): Promise<void> {
    if (this.#search) {
      clearTimeout(this.#search);
      this.#search = null;
    }
    const before = this.#filters;
    this.#filters = filtersFrom(formData.object, before);
    // The sort choices differ by tab, and the range fields are re-drawn so a cleared one reads empty.
    await this.render({ parts: before.sort === this.#filters.sort ? ["results"] : ["controls", "results"] });
  }

  static async #onTab(this: CompendiumBrowser, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const tab = target.dataset["tab"] as BrowserTab | undefined;
    if (!tab || !BROWSER_TABS.includes(tab) || tab === this.#filters.tab) return;
    this.#filters = { ...defaultFilters(tab), search: this.#filters.search, pack: this.#filters.pack };
    await this.render();
  }

  static async #onPage(this: CompendiumBrowser, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const step = Number(target.dataset["step"] ?? 0);
    this.#filters = { ...this.#filters, page: this.#filters.page + step };
    await this.render({ parts: ["results"] });
    const list = this.element.querySelector(".browser-results");
    if (list) list.scrollTop = 0;
  }

  static async #onDirection(this: CompendiumBrowser): Promise<void> {
    this.#filters = { ...this.#filters, descending: !this.#filters.descending, page: 0 };
    await this.render();
  }

  static async #onClear(this: CompendiumBrowser): Promise<void> {
    this.#filters = defaultFilters(this.#filters.tab);
    await this.render();
  }

  static async #onRefresh(this: CompendiumBrowser): Promise<void> {
    this.#load();
    await this.render();
    await this.loading;
  }

  static async #onOpen(_event: PointerEvent, target: HTMLElement): Promise<void> {
    const uuid = target.closest<HTMLElement>("[data-browser-row]")?.dataset["uuid"];
    const doc: unknown = uuid ? await fromUuid(uuid) : null;
    const sheet: unknown = doc && typeof doc === "object" ? Reflect.get(doc, "sheet") : null;
    if (sheet instanceof foundry.applications.api.ApplicationV2) await sheet.render({ force: true });
  }

  /** R-EB-3: the monster joins the encounter builder's draft (a keyboard path beside dragging the row). */
  static async #onAddToEncounter(_event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!game.user?.isGM) return;
    const uuid = target.closest<HTMLElement>("[data-browser-row]")?.dataset["uuid"];
    const actor = uuid ? await fromUuid(uuid) : null;
    const line = actor instanceof Actor ? monsterLineOf(actor) : null;
    if (!line) return;
    await requestGm({ kind: "editEncounter", edit: { op: "addMonster", line } });
    ui.notifications?.info(
      gameLocalizer().format("STEELBOUND.Browser.AddedToEncounter", { name: line.name }),
    );
  }
}
