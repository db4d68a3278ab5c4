/**
 * The terms the rules journals link (src/applications/journal/rule-glossary.ts, linked by rule-terms.ts) are
 * pages of our rules and hero-reference journals, in English and Japanese, by id and name; the ten conditions
 * are among them; every journal opens in our sheet; and the pages have section headings for core's table of
 * contents (v13 JournalEntrySheet#_renderHeadings lists a page's two shallowest headings below its title).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GLOSSARY_OF_PACK, RULE_GLOSSARY } from "../../src/applications/journal/rule-glossary.ts";
import { ruleTermsFor } from "../../src/applications/journal/rule-terms.ts";

type Journal = {
  _id: string;
  name: string;
  flags?: { core?: { sheetClass?: string } };
  pages?: { _id: string; name: string; text?: { content?: string } }[];
};
const journals = (pack: string): Journal[] =>
  readdirSync(join(process.cwd(), "packs", pack))
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(join(process.cwd(), "packs", pack, f), "utf8")) as Journal);
const PACKS = ["rules", "rules-ja", "hero-reference", "hero-reference-ja"];

describe("rules journal cross-links", () => {
  for (const [language, entries] of Object.entries(RULE_GLOSSARY)) {
    it(`${language}: each glossary entry is a page of our packs, by journal, page id and name`, () => {
      for (const entry of entries) {
        expect(GLOSSARY_OF_PACK[entry.pack], entry.name).toBe(language);
        const journal = journals(entry.pack).find((j) => j._id === entry.journal);
        const page = journal?.pages?.find((p) => p._id === entry.page);
        expect(page?.name, `${entry.pack} ${entry.journal} ${entry.page}`).toBe(entry.name);
        expect(entry.terms.length + (entry.cased ?? []).length, entry.name).toBeGreaterThan(0);
      }
    });

    it(`R-CN-1: ${language}: every condition page of the Conditions journal is a term`, () => {
      const pack = language === "en" ? "rules" : "rules-ja";
      const conditions = journals(pack).find(
        (j) => j._id === (language === "en" ? "fD83YoghZvpiy3Ym" : "vr8rTo1bpmeZL9mL"),
      );
      const linked = new Set(entries.map((e) => e.page));
      // The last page, "Other States", gathers what is not a condition.
      const pages = (conditions?.pages ?? []).slice(0, 10);
      expect(pages).toHaveLength(10);
      for (const page of pages) expect(linked.has(page._id), page.name).toBe(true);
    });

    it(`${language}: no term names two pages (a mention would not know where to go)`, () => {
      const seen = new Map<string, string>();
      for (const entry of entries)
        for (const term of [...entry.terms.map((t) => t.toLowerCase()), ...(entry.cased ?? [])]) {
          expect(seen.get(term) ?? entry.page, term).toBe(entry.page);
          seen.set(term, entry.page);
        }
    });
  }

  it("the terms link into the packs of the journal's language, and a foreign pack has none", () => {
    const en = ruleTermsFor("steelbound.rules");
    expect(
      en.every((t) => /^Compendium\.steelbound\.(rules|hero-reference)\.JournalEntry\./.test(t.uuid)),
    ).toBe(true);
    expect(en.some((t) => t.uuid.includes(".hero-reference."))).toBe(true);
    expect(ruleTermsFor("steelbound.hero-reference")).toEqual(en);
    const ja = ruleTermsFor("steelbound.rules-ja");
    expect(ja.every((t) => /^Compendium\.steelbound\.(rules-ja|hero-reference-ja)\./.test(t.uuid))).toBe(
      true,
    );
    expect(ruleTermsFor("world.lore")).toEqual([]);
    expect(ruleTermsFor(null)).toEqual([]);
  });

  it("every journal of our packs opens in the Steelbound rules journal sheet", () => {
    for (const pack of PACKS)
      for (const j of journals(pack))
        expect(j.flags?.core?.sheetClass, j.name).toBe("steelbound.RulesJournalSheet");
  });

  it("the pages have section headings (h2), the same ones in English and Japanese, and the title stays the only h1", () => {
    for (const [en, ja] of [
      ["rules", "rules-ja"],
      ["hero-reference", "hero-reference-ja"],
    ] as const) {
      const count = (pack: string) =>
        journals(pack)
          .sort((a, b) => a.name.localeCompare(b.name))
          .flatMap((j) => (j.pages ?? []).map((p) => (p.text?.content ?? "").match(/<h2>/g)?.length ?? 0));
      const english = count(en);
      const japanese = journals(ja).flatMap((j) =>
        (j.pages ?? []).map((p) => (p.text?.content ?? "").match(/<h2>/g)?.length ?? 0),
      );
      expect(english.reduce((a, b) => a + b, 0)).toBe(japanese.reduce((a, b) => a + b, 0));
      // Most pages have sections; the ones without are a single short paragraph or list.
      expect(english.filter((n) => n > 0).length / english.length).toBeGreaterThan(0.75);
      for (const pack of [en, ja])
        for (const j of journals(pack))
          for (const p of j.pages ?? [])
            expect(p.text?.content ?? "", `${pack} ${p.name}`).not.toMatch(/<h1/);
    }
  });
});
