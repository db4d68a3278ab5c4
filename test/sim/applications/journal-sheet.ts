/**
 * Journals as v13 shows them, the part Steelbound relies on: a JournalEntry with its text pages, and the
 * JournalEntrySheet (client/applications/sheets/journal/journal-entry-sheet.mjs, stored id 18962267734) in its
 * single-page mode. Emulated from that source:
 * - the sheet a journal opens (ClientDocumentMixin#_getSheetClass): the `core.sheetClass` flag names a
 *   registered sheet (`<scope>.<class name>`), else the type's default, else the core sheet;
 * - `_preparePageData`: the pages the user may see (JournalEntryPageSheet#isVisible: OBSERVER on the page,
 *   which inherits the journal's level), sorted by `sort`, numbered;
 * - the sidebar part: the table of contents, one `li.page[data-page-id]` per page (templates/journal/toc entry:
 *   the page title is a `goToHeading` action); `_renderHeadings` then adds the page's headings from its `toc`
 *   (JournalEntryPage#toc / buildTOC: every h1–h6 of the rendered page, the title's own heading dropped when the
 *   title shows, only the two shallowest levels listed, each heading element marked `data-anchor=<slug>`);
 * - the pages part: in single-page mode only the current page's `article.journal-entry-page`, filled by
 *   `_renderPageViews` → `_renderPageView(element, sheet)` (the page sheet's view appended: its title heading
 *   when `title.show`, then the enriched text, TextEditor.enrichHTML);
 * - `_setCurrentPage`: `pageId` or `pageIndex` render options turn the page, else the first page;
 * - the `goToHeading`, `nextPage` and `previousPage` actions (#onGoToHeading → goToPage(pageId, {anchor}):
 *   another page renders with `{pageId, anchor}`; the same page scrolls to the anchor's heading);
 * - a click on a content link (`a[data-link]`: TextEditor.activateListeners on the body, narrowed here to the
 *   journal window) → fromUuid → JournalEntryPage#_onClickDocumentLink → its journal's sheet renders with
 *   `{pageId, anchor: data-hash}`.
 * Not emulated: multi-page mode, search, categories, drag and drop, the IntersectionObserver's "active" marks,
 * editing, `@UUID` enrichment (the sim's TextEditor leaves it as text).
 */
import { DocumentSheetV2, type SheetDocument } from "./document-sheet.ts";
import type { ApplicationV2, Options, RenderOptions } from "./application.ts";
import { currentUser } from "./foundry-access.ts";
import { enrichHTML, registerLinkResolver } from "./text-editor.ts";
import { track } from "./pending.ts";
import { sheetRegistrations } from "./sheet-registry.ts";
import { everyFile } from "../../harness/shared-graph.ts";

type Source = Record<string, unknown>;
const LEVELS: Record<string, number> = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 };

/** The journals fromUuid finds (a compendium's getDocument for these uuids). */
const journals = new Map<string, SimJournalEntry>();
everyFile(() => {
  journals.clear();
});

export class SimJournalEntryPage {
  readonly documentName = "JournalEntryPage";
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly sort: number;
  readonly title: { show: boolean; level: number };
  readonly text: { content: string };
  constructor(
    readonly parent: SimJournalEntry,
    readonly _source: Source,
  ) {
    this.id = String(_source["_id"]);
    this.name = String(_source["name"]);
    this.type = typeof _source["type"] === "string" ? _source["type"] : "text";
    this.sort = Number(_source["sort"] ?? 0);
    this.title = (_source["title"] as { show: boolean; level: number } | undefined) ?? {
      show: true,
      level: 1,
    };
    this.text = { content: (_source["text"] as { content?: string } | undefined)?.content ?? "" };
  }
  get uuid(): string {
    return `${this.parent.uuid}.JournalEntryPage.${this.id}`;
  }
  /** Document#pack: the compendium of its journal. */
  get pack(): string | null {
    return this.parent.pack;
  }
  /** v13 JournalEntryPage#_onClickDocumentLink. */
  _onClickDocumentLink(event: Event): Promise<unknown> {
    const target = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
    const sheet = this.parent.sheet as ApplicationV2;
    return sheet.render(true, { pageId: this.id, anchor: target?.dataset["hash"] });
  }
}

export class SimJournalEntry implements SheetDocument {
  readonly documentName = "JournalEntry";
  readonly type = "base";
  readonly parent = null;
  readonly apps: Record<string, ApplicationV2> = {};
  readonly id: string;
  readonly name: string;
  readonly pages: Map<string, SimJournalEntryPage>;
  #sheet: unknown = null;
  constructor(
    readonly _source: Source,
    readonly pack: string | null = null,
  ) {
    this.id = String(_source["_id"]);
    this.name = String(_source["name"]);
    const pages = (_source["pages"] as Source[] | undefined) ?? [];
    this.pages = new Map(pages.map((p) => [String(p["_id"]), new SimJournalEntryPage(this, p)]));
    journals.set(this.uuid, this);
  }
  get uuid(): string {
    return this.pack ? `Compendium.${this.pack}.JournalEntry.${this.id}` : `JournalEntry.${this.id}`;
  }
  getFlag(scope: string, key: string): unknown {
    return ((this._source["flags"] as Record<string, Source> | undefined)?.[scope] ?? {})[key];
  }
  /** Compendium ownership of our packs: players observe, the GM owns. */
  testUserPermission(user: unknown, level: string | number): boolean {
    const isGM = (user as { isGM?: boolean } | null)?.isGM === true;
    const mine = isGM ? 3 : 2; // OWNER : OBSERVER
    return mine >= (typeof level === "number" ? level : (LEVELS[level] ?? 0));
  }
  get isOwner(): boolean {
    return this.testUserPermission(currentUser(), "OWNER");
  }
  /** v13 ClientDocumentMixin#_getSheetClass and #sheet (built once). */
  get sheet(): unknown {
    if (this.#sheet) return this.#sheet;
    const override = this.getFlag("core", "sheetClass");
    const registered = sheetRegistrations.filter((r) => r.documentName === "JournalEntry");
    const byId = registered.find((r) => `${r.scope}.${(r.sheetClass as { name: string }).name}` === override);
    const chosen = byId ?? registered.find((r) => r.options.makeDefault);
    const cls = (chosen?.sheetClass ?? JournalEntrySheet) as new (options: object) => unknown;
    this.#sheet = new cls({ document: this });
    return this.#sheet;
  }
  update(): Promise<unknown> {
    return Promise.reject(new Error("The simulated journals are read-only."));
  }
  createEmbeddedDocuments(): Promise<unknown[]> {
    return Promise.reject(new Error("The simulated journals are read-only."));
  }
  toObject(): Record<string, unknown> {
    return structuredClone(this._source);
  }
}

/** fromUuid for a journal or page uuid (the compendium's getDocument, then the embedded page). */
export function journalFromUuid(uuid: string): SimJournalEntry | SimJournalEntryPage | null {
  const [journal, page] = uuid.split(".JournalEntryPage.");
  const entry = journals.get(journal ?? "") ?? null;
  return page ? (entry?.pages.get(page) ?? null) : entry;
}

// A content link to a journal or page of ours resolves as fromUuid would find it in the compendium.
registerLinkResolver((uuid) => journalFromUuid(uuid));

/** v13 String#slugify as JournalEntryPage.slugifyHeading uses it (lower case, dashes, word characters). */
const slug = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/['"]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");

interface PageContext {
  id: string;
  name: string;
  number: number;
  sort: number;
}

export class JournalEntrySheet extends DocumentSheetV2 {
  static override DEFAULT_OPTIONS: Options = {
    classes: ["journal-sheet", "journal-entry"],
    viewPermission: "NONE",
    actions: {
      goToHeading: JournalEntrySheet.#onGoToHeading,
      nextPage: JournalEntrySheet.#onNextPage,
      previousPage: JournalEntrySheet.#onPreviousPage,
    },
  };

  #pageId: string | undefined;
  _pages: Record<string, PageContext> = {};

  get entry(): SimJournalEntry {
    return this.document as unknown as SimJournalEntry;
  }
  get pageId(): string | undefined {
    return this.#pageId;
  }
  get pageIndex(): number {
    return Object.keys(this._pages).findIndex((id) => id === this.#pageId);
  }
  override get title(): string {
    return this.entry.name;
  }

  /** JournalEntryPageSheet#isVisible: OBSERVER on the page, inherited from the journal. */
  isPageVisible(_page: SimJournalEntryPage): boolean {
    return this.entry.testUserPermission(currentUser(), "OBSERVER");
  }

  _preparePageData(): Record<string, PageContext> {
    const pages = [...this.entry.pages.values()]
      .filter((p) => this.isPageVisible(p))
      .sort((a, b) => a.sort - b.sort);
    return Object.fromEntries(
      pages.map((p, number) => [p.id, { id: p.id, name: p.name, number, sort: p.sort }]),
    );
  }

  override _configureRenderOptions(options: RenderOptions): void {
    this._pages = this._preparePageData();
    this._setCurrentPage(options);
    super._configureRenderOptions(options);
  }

  _setCurrentPage(options: RenderOptions): void {
    let next: string | undefined;
    options["pageChanged"] = "pageIndex" in options || "pageId" in options;
    if (typeof options["pageIndex"] === "number") next = Object.keys(this._pages)[options["pageIndex"]];
    if (typeof options["pageId"] === "string") next = options["pageId"];
    if (next != null) this.#pageId = next;
    if (!this.#pageId || !(this.#pageId in this._pages)) [this.#pageId] = Object.keys(this._pages);
  }

  override async _renderHTML(_context: Options, _options: RenderOptions): Promise<unknown> {
    const sidebar = document.createElement("aside");
    sidebar.className = "sidebar journal-sidebar flexcol";
    sidebar.dataset["applicationPart"] = "sidebar";
    const nav = document.createElement("nav");
    nav.className = "toc";
    const list = document.createElement("ol");
    for (const page of Object.values(this._pages)) {
      const li = document.createElement("li");
      li.className = "text level1 page";
      li.dataset["pageId"] = page.id;
      const heading = document.createElement("div");
      heading.className = "page-heading";
      const a = document.createElement("a");
      a.className = "page-title";
      a.dataset["action"] = "goToHeading";
      a.textContent = page.name;
      heading.append(a);
      li.append(heading);
      list.append(li);
    }
    nav.append(list);
    sidebar.append(nav);
    const pages = document.createElement("section");
    pages.className = "journal-entry-content flexcol";
    pages.dataset["applicationPart"] = "pages";
    const container = document.createElement("div");
    container.className = "journal-entry-pages";
    const id = this.#pageId;
    if (id) {
      const article = document.createElement("article");
      article.className = "journal-entry-page text level1";
      article.dataset["pageId"] = id;
      container.append(article);
    }
    pages.append(container);
    return Promise.resolve({ sidebar, pages });
  }

  override _replaceHTML(result: unknown, content: HTMLElement, _options: RenderOptions): void {
    const { sidebar, pages } = result as { sidebar: HTMLElement; pages: HTMLElement };
    content.replaceChildren(sidebar, pages);
  }

  /**
   * How the pages part is filled: through `_renderPageView` (v13, and v14 as its declaration keeps it), or
   * "inline" — a test's stand-in for a generation whose `_renderPageViews` no longer calls `_renderPageView`
   * (no v14 body is stored to say it does), so a subclass hooking that method alone would be skipped.
   */
  static pageViewsThrough: "_renderPageView" | "inline" = "_renderPageView";

  override async _onRender(context: Options, options: RenderOptions): Promise<void> {
    await super._onRender(context, options);
    for (const element of this.element.querySelectorAll<HTMLElement>(".journal-entry-page[data-page-id]")) {
      const page = this.entry.pages.get(element.dataset["pageId"] ?? "");
      if (!page) continue;
      if (JournalEntrySheet.pageViewsThrough === "inline") await this.#fillPage(element, page);
      else await this._renderPageView(element, { page });
      this._renderHeadings(element, page);
    }
    const anchor = options["anchor"];
    if (typeof anchor === "string" && anchor) this.#scrollTo(anchor);
  }

  /** The page sheet's view, appended into the page's article. */
  async _renderPageView(element: HTMLElement, sheet: unknown): Promise<void> {
    const { page } = sheet as { page: SimJournalEntryPage };
    await this.#fillPage(element, page);
  }

  async #fillPage(element: HTMLElement, page: SimJournalEntryPage): Promise<void> {
    const view = document.createElement("div");
    if (page.title.show) {
      const header = document.createElement("header");
      header.className = "journal-page-header";
      const h = document.createElement(`h${page.title.level}`);
      h.textContent = page.name;
      header.append(h);
      view.append(header);
    }
    const body = document.createElement("section");
    body.className = "journal-page-content";
    body.innerHTML = await enrichHTML(page.text.content, { secrets: this.entry.isOwner });
    view.append(body);
    element.append(view);
  }

  _renderHeadings(element: HTMLElement, page: SimJournalEntryPage): void {
    const tocNode = this.element.querySelector(`.toc [data-page-id="${page.id}"]`);
    if (!tocNode) return;
    let headings = [...element.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6")].map((el) => ({
      el,
      level: Number(el.tagName.slice(1)),
      text: el.textContent,
    }));
    if (page.title.show) headings.shift();
    if (!headings.length) return;
    const minLevel = Math.min(...headings.map((h) => h.level));
    headings = headings.filter((h) => h.level < minLevel + 2);
    const ol = document.createElement("ol");
    ol.className = "headings";
    for (const h of headings) {
      const anchor = slug(h.text);
      h.el.dataset["anchor"] = anchor;
      const li = document.createElement("li");
      li.className = `heading h${h.level - minLevel + 2}`;
      li.dataset["anchor"] = anchor;
      const a = document.createElement("a");
      a.className = "heading-link";
      a.dataset["action"] = "goToHeading";
      a.textContent = h.text;
      li.append(a);
      ol.append(li);
    }
    tocNode.append(ol);
  }

  /** The heading last scrolled to (scrollIntoView has no effect in the simulated page). */
  scrolledTo: string | null = null;
  #scrollTo(anchor: string): void {
    const heading = this.element.querySelector<HTMLElement>(`.journal-entry-page [data-anchor="${anchor}"]`);
    if (!heading) return;
    heading.scrollIntoView();
    this.scrolledTo = anchor;
  }

  goToPage(pageId: string, { anchor }: { anchor?: string } = {}): Promise<unknown> {
    if (pageId !== this.#pageId) return this.render({ pageId, anchor });
    if (anchor) this.#scrollTo(anchor);
    return Promise.resolve(this);
  }

  override _attachFrameListeners(): void {
    super._attachFrameListeners();
    this.element.addEventListener("click", (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>("a[data-link]") : null;
      if (!link) return;
      event.preventDefault();
      const doc = journalFromUuid(link.dataset["uuid"] ?? "");
      if (doc instanceof SimJournalEntryPage) {
        Object.defineProperty(event, "currentTarget", { value: link, configurable: true });
        track(doc._onClickDocumentLink(event));
      }
    });
  }

  static #onGoToHeading(this: JournalEntrySheet, _event: Event, target: HTMLElement): void {
    const pageId = target.closest<HTMLElement>("[data-page-id]")?.dataset["pageId"] ?? "";
    const anchor = target.closest<HTMLElement>("[data-anchor]")?.dataset["anchor"];
    track(this.goToPage(pageId, anchor ? { anchor } : {}));
  }
  static #onNextPage(this: JournalEntrySheet): void {
    track(this.render({ pageIndex: this.pageIndex + 1 }));
  }
  static #onPreviousPage(this: JournalEntrySheet): void {
    track(this.render({ pageIndex: this.pageIndex - 1 }));
  }
}
