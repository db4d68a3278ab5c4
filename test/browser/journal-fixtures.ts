/**
 * The rules journal sheet in the preview gallery: the Movement journal of our pack (English, or its Japanese
 * twin on a Japanese page) open at the page that names a condition, as core's JournalEntrySheet lays it out
 * (templates/journal/sidebar.hbs: `.sidebar .toc` of `li.page` entries; pages.hbs: `.journal-entry-pages`
 * with the page's `article.journal-entry-page`, its header and enriched text; read in v13
 * client/applications/sheets/journal/journal-entry-sheet.mjs, stored 18962267734) with Steelbound's classes,
 * and the condition linked by the sheet's own linker (src/applications/journal/rule-terms.ts). The markup is
 * core's, not a template of ours, so the fixture hands the gallery its HTML built in a DOM.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { Window } from "happy-dom";
import { linkRuleTerms, ruleTermsFor } from "../../src/applications/journal/rule-terms.ts";
import type { FixtureView } from "./fixtures-catalog.ts";

interface PageSource {
  _id: string;
  name: string;
  sort: number;
  text: { content: string };
}
interface JournalSource {
  _id: string;
  name: string;
  pages: PageSource[];
}

const ROOT = join(import.meta.dirname, "..", "..");
const MOVEMENT = { rules: "Hzr9k4uHoS1JcEXw", "rules-ja": "sDmWGxR0bg8cZNLx" } as const;
const CONDITION = { rules: "prone", "rules-ja": "伏せ" } as const;

function journal(pack: keyof typeof MOVEMENT): JournalSource {
  const dir = join(ROOT, "packs", pack);
  const file = readdirSync(dir).find((f) => f.endsWith(`_${MOVEMENT[pack]}.json`)) ?? "";
  return JSON.parse(readFileSync(join(dir, file), "utf8")) as JournalSource;
}

/** v13 JournalEntryPage.slugifyHeading (String#slugify: lower case, dashes, quotes dropped; 64 at most). */
const slug = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/["']/g, "")
    .replace(/[\s-]+/g, "-")
    .substring(0, 64);

/**
 * The page's sections as core's sidebar lists them under its entry (JournalEntrySheet#_renderHeadings with
 * templates/journal/toc.hbs: `ol.headings` of `li.heading` with a `goToHeading` link per heading).
 */
function headingList(doc: Window["document"], content: string) {
  const ol = doc.createElement("ol");
  ol.className = "headings";
  for (const [, text = ""] of content.matchAll(/<h2>(.*?)<\/h2>/g)) {
    const li = doc.createElement("li");
    li.className = "heading h2";
    li.dataset["anchor"] = slug(text);
    const a = doc.createElement("a");
    a.className = "heading-link";
    a.dataset["action"] = "goToHeading";
    a.textContent = text;
    li.append(a);
    ol.append(li);
  }
  return ol;
}

export function journalFixtureViews(lang: string): FixtureView[] {
  const pack = lang === "ja" ? "rules-ja" : "rules";
  const entry = journal(pack);
  const pages = [...entry.pages].sort((a, b) => a.sort - b.sort);
  // The first page that names the condition and has sections of its own (its headings show in the contents).
  const shown =
    pages.find((p) => p.text.content.includes(CONDITION[pack]) && p.text.content.includes("<h2>")) ??
    pages[0];
  const doc = new Window().document;
  const sidebar = doc.createElement("aside");
  sidebar.className = "sidebar journal-sidebar flexcol";
  const nav = doc.createElement("nav");
  nav.className = "toc";
  const list = doc.createElement("ol");
  for (const page of pages) {
    const li = doc.createElement("li");
    li.className = `text level1 page${page === shown ? " active" : ""}`;
    li.dataset["pageId"] = page._id;
    const heading = doc.createElement("div");
    heading.className = "page-heading";
    const a = doc.createElement("a");
    a.className = "page-title";
    a.dataset["action"] = "goToHeading";
    a.textContent = page.name;
    heading.append(a);
    li.append(heading);
    if (page === shown) li.append(headingList(doc, page.text.content));
    list.append(li);
  }
  nav.append(list);
  sidebar.append(nav);
  const content = doc.createElement("section");
  content.className = "journal-entry-content flexcol";
  const container = doc.createElement("div");
  container.className = "journal-entry-pages";
  if (shown) {
    const article = doc.createElement("article");
    article.className = "journal-entry-page text level1";
    article.dataset["pageId"] = shown._id;
    const header = doc.createElement("header");
    header.className = "journal-page-header";
    const h1 = doc.createElement("h1");
    h1.textContent = shown.name;
    header.append(h1);
    const body = doc.createElement("section");
    body.className = "journal-page-content";
    // Our pack text, rendered as core renders a text page: its @UUID links become content links
    // (v13 TextEditor._createContentLink → ClientDocumentMixin#toAnchor; the gallery has no compendium to
    // resolve their documents, so they keep the label the text gives them).
    body.innerHTML = shown.text.content.replace(
      /@UUID\[([^\]#]*)[^\]]*\]\{([^}]*)\}/g,
      '<a class="content-link" draggable="true" data-link="" data-uuid="$1"><i class="fa-solid fa-file-lines" inert=""></i>$2</a>',
    );
    for (const h of body.querySelectorAll("h2")) h.dataset["anchor"] = slug(h.textContent);
    article.append(header, body);
    linkRuleTerms(article as unknown as HTMLElement, ruleTermsFor(`steelbound.${pack}`), "");
    container.append(article);
  }
  content.append(container);
  return [
    {
      id: "rules-journal",
      title: "Rules journal (table of contents with sections, terms linked to their pages)",
      classes: ["journal-sheet", "journal-entry", "steelbound", "rules-journal", "expanded"],
      width: 960,
      parts: [],
      context: {},
      html: sidebar.outerHTML + content.outerHTML,
    },
  ];
}
