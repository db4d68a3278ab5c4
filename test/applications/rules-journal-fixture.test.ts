// @vitest-environment happy-dom
/**
 * The rules journal's gallery fixture (test/browser/journal-fixtures.ts), checked in a DOM as the gallery's
 * raw-text and control-name checks read it: on the English and the Japanese page its table of contents lists
 * the journal's pages, the condition the shown page names is a link to its page, no text is a raw key or
 * identifier (and no stray English on the Japanese page), and every action control says its name.
 */
import { describe, expect, it } from "vitest";
import { journalFixtureViews } from "../browser/journal-fixtures.ts";
import { japaneseAllowList, rawTextFindings, type TextChunk } from "../browser/raw-text.ts";

function render(lang: "en" | "ja"): HTMLElement {
  const [view] = journalFixtureViews(lang);
  const app = document.createElement("div");
  app.className = `application ${view?.classes.join(" ") ?? ""}`;
  app.innerHTML = view?.html ?? "";
  return app;
}
function chunks(app: HTMLElement): TextChunk[] {
  const found: TextChunk[] = [];
  const walk = (node: Node): void => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3)
        found.push({
          fixture: "rules-journal",
          where: child.parentElement?.tagName ?? "",
          text: child.textContent ?? "",
        });
      else walk(child);
    }
  };
  walk(app);
  return found;
}
const text = (el: Element | undefined) => (el?.textContent ?? "").trim();

describe("the rules journal in the gallery", () => {
  it("R-CN-1: English: contents of Movement, prone linked to the Prone page, no raw text", () => {
    const app = render("en");
    expect(app.classList.contains("rules-journal")).toBe(true);
    expect([...app.querySelectorAll(".toc .page-title")].map(text)).toContain("Falling");
    const link = [...app.querySelectorAll<HTMLElement>("a.content-link.rule-term")].find(
      (a) => text(a) === "prone",
    );
    expect(link?.dataset["uuid"]).toMatch(
      /JournalEntry\.fD83YoghZvpiy3Ym\.JournalEntryPage\.LBqid95DY5G6ndZj$/,
    );
    expect(rawTextFindings(chunks(app), "en")).toEqual([]);
    for (const control of app.querySelectorAll("[data-action]")) expect(text(control)).not.toBe("");
  });

  it("English: the shown page's sections are listed under it in the contents, and a rule term links to its page", () => {
    const app = render("en");
    const sections = [...app.querySelectorAll(".toc li.page.active .headings .heading-link")].map(text);
    expect(sections).toEqual([...app.querySelectorAll(".journal-page-content h2")].map(text));
    expect(sections.length).toBeGreaterThan(1);
    // A heading is never a link; a term in the text is (a page's own @UUID links are left as they are).
    expect(app.querySelector(".journal-page-content h2 a")).toBeNull();
    const terms = [...app.querySelectorAll<HTMLElement>("a.content-link.rule-term")];
    expect(terms.some((a) => !/LBqid95DY5G6ndZj$/.test(a.dataset["uuid"] ?? ""))).toBe(true);
    expect(app.querySelector("a.content-link:not(.rule-term) a")).toBeNull();
  });

  it("R-CN-1: Japanese: 伏せ linked to the Japanese page, no stray English", () => {
    const app = render("ja");
    const link = [...app.querySelectorAll<HTMLElement>("a.content-link.rule-term")].find(
      (a) => text(a) === "伏せ",
    );
    expect(link?.dataset["uuid"]).toMatch(
      /rules-ja\.JournalEntry\.vr8rTo1bpmeZL9mL\.JournalEntryPage\.7TaS2rEdV5y7GpzB$/,
    );
    expect(rawTextFindings(chunks(app), "ja", japaneseAllowList())).toEqual([]);
    for (const control of app.querySelectorAll("[data-action]")) expect(text(control)).not.toBe("");
  });
});
