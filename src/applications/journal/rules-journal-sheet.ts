/**
 * The sheet our rules journals open in: core's JournalEntrySheet (its sidebar table of contents of pages and
 * their headings, single-page view, previous/next, search), styled as Steelbound, with conditions named in a
 * page linked to their page (./rule-terms.ts).
 *
 * Read in v13 client/applications/sheets/journal/journal-entry-sheet.mjs: `_renderPageViews` renders each shown
 * page through `_renderPageView(element, sheet)` (the page sheet's element appended into the page's article),
 * then `_renderHeadings` adds that page's headings to the table of contents from the page sheet's `toc`. The
 * linker runs after `_renderPageView`, on the rendered article, so core's headings and anchors are untouched.
 * v14 keeps the class at the same path (foundry.applications.sheets.journal.JournalEntrySheet).
 *
 * A journal opens in it when it carries `flags.core.sheetClass: "steelbound.RulesJournalSheet"` (v13
 * ClientDocumentMixin#_getSheetClass: the instance flag wins over the type's default), as our packs' journals
 * do; every other journal keeps the core sheet.
 */
import { track } from "../windows.ts";

const { JournalEntrySheet } = foundry.applications.sheets.journal;

/** v13 JournalEntrySheet#_renderPageView, which fvtt-types does not declare. */
interface PageViews {
  _renderPageView(element: HTMLElement, sheet: unknown): Promise<void>;
}
const core = JournalEntrySheet.prototype as unknown as PageViews;

/** The registered id, `<scope>.<class name>` (DocumentSheetConfig.registerSheet). */
export const RULES_JOURNAL_SHEET = "steelbound.RulesJournalSheet";

export class RulesJournalSheet extends JournalEntrySheet {
  static override DEFAULT_OPTIONS = {
    classes: ["steelbound", "rules-journal"],
  };

  /** Core renders the page into its article, then the conditions it names become links. */
  async _renderPageView(element: HTMLElement, sheet: unknown): Promise<void> {
    await core._renderPageView.call(this, element, sheet);
    const pageId = element.dataset["pageId"] ?? "";
    const page = this.document.pages.get(pageId);
    // The glossaries and the linker load with the first rules page shown.
    const { ruleTermsFor, linkRuleTerms } = await track(import("./rule-terms.ts"));
    linkRuleTerms(element, ruleTermsFor(this.document.pack), page?.uuid ?? "");
  }
}
