// @vitest-environment happy-dom
/**
 * The rules journals' term linker (src/applications/journal/rule-terms.ts) on pages written for the test: each
 * page a term names is linked once, at its first mention; never inside a heading (core's table of contents
 * reads the headings), an existing content link, a table header or a button; never to the page itself; whole
 * words in English ("rounded" is not "round"), the longest term first in Japanese (倍有利, not 有利), a skill's
 * name only as written ("Lead", not "lead").
 */
import { describe, expect, it } from "vitest";
import { linkRuleTerms, ruleTermsFor, type RuleTerm } from "../../src/applications/journal/rule-terms.ts";

const EN = ruleTermsFor("steelbound.rules");
const JA = ruleTermsFor("steelbound.rules-ja");
const uuidOf = (terms: readonly RuleTerm[], name: string) => terms.find((t) => t.name === name)?.uuid ?? "";

function page(html: string): HTMLElement {
  const root = document.createElement("article");
  root.innerHTML = html;
  return root;
}
const links = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLAnchorElement>("a.rule-term")].map((a) => [a.textContent, a.dataset["uuid"]]);

describe("the rules journal term linker", () => {
  it("R-CN-1: links a condition, a rule with its own page and a skill group, each once, not in headings, links or table headers", () => {
    const root = page(
      "<h2>Potency and prone</h2><p>A prone target resists a potency; prone again.</p>" +
        '<p><a class="content-link" data-link data-uuid="x">Surges</a> and surges.</p>' +
        "<table><tr><th>Lore</th></tr><tr><td>recall lore</td></tr></table><button>Edge</button>",
    );
    linkRuleTerms(root, EN, "");
    expect(links(root)).toEqual([
      ["prone", uuidOf(EN, "prone")],
      ["potency", uuidOf(EN, "potency")],
      ["surges", uuidOf(EN, "surges")],
      ["lore", uuidOf(EN, "lore")],
    ]);
    expect(root.querySelector("h2")?.textContent).toBe("Potency and prone");
    expect(root.querySelector("h2 a, th a, button a")).toBeNull();
    // The existing link is untouched, and "surges" after it is linked in its own text.
    expect(root.querySelector('a[data-uuid="x"]')?.textContent).toBe("Surges");
    // The terms of the hero-reference pack count in a rules page (the Lore skills).
    expect(uuidOf(EN, "lore")).toMatch(/\.hero-reference\.JournalEntry\./);
  });

  it("one link per page named: edge and bane go to the same page, so only the first is linked", () => {
    const root = page("<p>An edge and a bane cancel; a double edge does not.</p>");
    linkRuleTerms(root, EN, "");
    expect(links(root)).toEqual([["edge", uuidOf(EN, "edge")]]);
  });

  it("never links a page to itself", () => {
    const root = page("<p>Your speed becomes 2 while slowed, and prone creatures crawl.</p>");
    linkRuleTerms(root, EN, uuidOf(EN, "slowed"));
    expect(links(root).map(([text]) => text)).toEqual(["prone"]);
  });

  it("whole words in English; a skill only as written", () => {
    const root = page("<p>Halve it, rounded down. They lead the way; Lead applies.</p>");
    linkRuleTerms(root, EN, "");
    expect(links(root)).toEqual([["Lead", uuidOf(EN, "Lead")]]);
  });

  it("Japanese: the longest term first, skills in their brackets", () => {
    const root = page("<p>倍有利を得る。〈警戒〉のテスト。</p>");
    linkRuleTerms(root, JA, "");
    expect(links(root)).toEqual([
      ["倍有利", uuidOf(JA, "倍有利")],
      ["〈警戒〉", uuidOf(JA, "〈警戒〉")],
      ["テスト", uuidOf(JA, "テスト")],
    ]);
    expect(uuidOf(JA, "倍有利")).toBe(uuidOf(JA, "有利"));
    expect(uuidOf(JA, "〈警戒〉")).toMatch(/\.hero-reference-ja\.JournalEntry\./);
  });
});
