/**
 * The condition terms the rules journals link (src/applications/journal/rule-terms.ts) are the condition pages
 * of our Conditions journals, in English and Japanese, and every rules journal opens in our sheet.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RULES_GLOSSARIES, ruleTermsFor } from "../../src/applications/journal/rule-terms.ts";

type Journal = {
  _id: string;
  name: string;
  flags?: { core?: { sheetClass?: string } };
  pages?: { _id: string; name: string }[];
};
const journals = (pack: string): Journal[] =>
  readdirSync(join(process.cwd(), "packs", pack))
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(join(process.cwd(), "packs", pack, f), "utf8")) as Journal);

describe("rules journal cross-links", () => {
  for (const [pack, glossary] of Object.entries(RULES_GLOSSARIES)) {
    it(`R-CN-1: ${pack}: each condition term is a page of its Conditions journal, by name and id`, () => {
      const conditions = journals(pack).find((j) => j._id === glossary.journal);
      const pages = new Map((conditions?.pages ?? []).map((p) => [p._id, p.name]));
      for (const [name, id] of glossary.pages) expect(pages.get(id), name).toBe(name);
      expect(glossary.pages.length).toBe(10);
    });
  }

  it("the terms link into the pack the journal comes from, and a foreign pack has none", () => {
    expect(ruleTermsFor("steelbound.rules")[0]?.uuid).toMatch(
      /^Compendium\.steelbound\.rules\.JournalEntry\./,
    );
    expect(ruleTermsFor("steelbound.rules-ja")[0]?.uuid).toMatch(/^Compendium\.steelbound\.rules-ja\./);
    expect(ruleTermsFor("world.lore")).toEqual([]);
    expect(ruleTermsFor(null)).toEqual([]);
  });

  it("every journal of our packs opens in the Steelbound rules journal sheet", () => {
    for (const pack of ["rules", "rules-ja", "hero-reference", "hero-reference-ja"])
      for (const j of journals(pack))
        expect(j.flags?.core?.sheetClass, j.name).toBe("steelbound.RulesJournalSheet");
  });
});
