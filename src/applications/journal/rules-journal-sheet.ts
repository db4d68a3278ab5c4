/**
 * The sheet our rules journals open in: core's JournalEntrySheet (its sidebar table of contents of pages and
 * their headings, single-page view, previous/next, search), styled as Steelbound, with the defined terms a page
 * names linked to their own pages (./rule-terms.ts).
 *
 * Read in v13 client/applications/sheets/journal/journal-entry-sheet.mjs (stored 18962267734): `_onRender` awaits
 * `_renderPageViews`, which renders each shown page through `_renderPageView(element, sheet)` (the page sheet's
 * element appended into the page's article), then `_renderHeadings` adds that page's headings to the table of
 * contents from the page sheet's `toc`. The linker runs after `_renderPageView`, on the rendered article, and never
 * inside a heading, so core's headings and anchors are untouched.
 *
 * v14: no v14 .mjs of the sheet is stored. Its declaration (fvtt-types 14.366 main @13e58d21d,
 * src/foundry/client/applications/sheets/journal/journal-entry-sheet.d.mts, stored 68456124839) keeps
 * `protected _renderPageView(element, sheet): Promise<void>` ("Render the page view for a page sheet"),
 * `_renderPageViews` and `_renderHeadings`, and foundryvtt.com/api/v14 keeps the class at the same path
 * (foundry.applications.sheets.journal.JournalEntrySheet). A declaration proves the member, not that v14's
 * `_renderPageViews` still calls it, so `_onRender` also links, after core's, every page article the first path
 * did not reach (each article is linked once: `data-rule-terms` marks it).
 *
 * A journal opens in it when it carries `flags.core.sheetClass: "steelbound.RulesJournalSheet"` (v13
 * ClientDocumentMixin#_getSheetClass: the instance flag wins over the type's default), as our packs' journals
 * do; every other journal keeps the core sheet.
 */
import { track } from "../windows.ts";

const { JournalEntrySheet } = foundry.applications.sheets.journal;

/** v13 JournalEntrySheet#_renderPageView, which fvtt-types 13 does not declare (its 14.366 does). */
interface PageViews {
  _renderPageView?(element: HTMLElement, sheet: unknown): Promise<void>;
}
const core = JournalEntrySheet.prototype as unknown as PageViews;

/** The registered id, `<scope>.<class name>` (DocumentSheetConfig.registerSheet). */
export const RULES_JOURNAL_SHEET = "steelbound.RulesJournalSheet";

/** A page article the linker has been through (core renders a fresh article each time it renders the page). */
const LINKED = "ruleTerms";

export class RulesJournalSheet extends JournalEntrySheet {
  static override DEFAULT_OPTIONS = {
    classes: ["steelbound", "rules-journal"],
  };

  /** Core renders the page into its article, then the terms it names become links. */
  async _renderPageView(element: HTMLElement, sheet: unknown): Promise<void> {
    await core._renderPageView?.call(this, element, sheet);
    await this.#linkPage(element);
  }

  /** After core's render: any shown page article core filled without `_renderPageView` is linked too. */
  override async _onRender(...args: Parameters<InstanceType<typeof JournalEntrySheet>["_onRender"]>) {
    await super._onRender(...args);
    const pages = this.element.querySelectorAll<HTMLElement>(".journal-entry-page[data-page-id]");
    for (const page of pages) if (page.dataset[LINKED] === undefined) await this.#linkPage(page);
  }

  async #linkPage(element: HTMLElement): Promise<void> {
    element.dataset[LINKED] = "";
    const pageId = element.dataset["pageId"] ?? "";
    const page = this.document.pages.get(pageId);
    // The glossaries and the linker load with the first rules page shown.
    const { ruleTermsFor, linkRuleTerms } = await track(import("./rule-terms.ts"));
    linkRuleTerms(element, ruleTermsFor(this.document.pack), page?.uuid ?? "");
  }
}
