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

export function journalFixtureViews(lang: string): FixtureView[] {
  const pack = lang === "ja" ? "rules-ja" : "rules";
  const entry = journal(pack);
  const pages = [...entry.pages].sort((a, b) => a.sort - b.sort);
  const shown = pages.find((p) => p.text.content.includes(CONDITION[pack])) ?? pages[0];
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
    // Our pack text, rendered as core renders a text page (its @UUID links left out: the gallery has no
    // compendium to resolve them).
    body.innerHTML = shown.text.content.replace(/@UUID\[[^\]]*\]\{([^}]*)\}/g, "$1");
    article.append(header, body);
    linkRuleTerms(article as unknown as HTMLElement, ruleTermsFor(`steelbound.${pack}`), "");
    container.append(article);
  }
  content.append(container);
  return [
    {
      id: "rules-journal",
      title: "Rules journal (table of contents, a condition linked to its page)",
      classes: ["journal-sheet", "journal-entry", "steelbound", "rules-journal", "expanded"],
      width: 960,
      parts: [],
      context: {},
      html: sidebar.outerHTML + content.outerHTML,
    },
  ];
}
