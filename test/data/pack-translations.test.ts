/**
 * The Japanese packs (`<pack>-ja`) are what a Japanese table drags onto sheets and tokens, so each must be a
 * faithful twin of its English pack: every English document has exactly one Japanese document whose
 * `flags.steelbound.translationOf` is the English `_id`, of the same type, with the same rules data (numbers,
 * skill lists, aspects, keywords, flags the code reads); only prose differs. Japanese documents link only
 * into Japanese packs, so a Japanese reader never lands on English text.
 */
import { describe, expect, it } from "vitest";
import { filesUnder, isRecord, readJson } from "../integrity/files.ts";
import { SKILL_GROUPS } from "../../src/data/vocabulary.ts";

type Doc = Record<string, unknown> & { _id: string; name: string; type?: string; system?: unknown };

const manifest = readJson("system.json") as { packs: { name: string; type: string }[] };
const docsOf = (name: string): Doc[] => filesUnder(`packs/${name}`, ".json").map((f) => readJson(f) as Doc);
const names = manifest.packs.map((p) => p.name);
const english = names.filter((n) => !n.endsWith("-ja"));

/** English packs with no Japanese twin yet (none: monsters-ja twins the monsters since). */
const TWINS_PENDING = new Set<string>();
const PARTIAL = new Set<string>();

/** System paths that hold prose; everything else is rules data and must match between the twins. */
const PROSE = new Set([
  "description.value",
  "source",
  "language",
  "target.text",
  "distance.text",
  "trigger",
  "power.tier1.text",
  "power.tier2.text",
  "power.tier3.text",
  "effect.before",
  "effect.after",
  "biography.value",
  "biography.gmNotes",
  "withCaptain",
]);
/** An advancement's label and text, and the language names it grants, are translated words (docs/DATA.md). */
const ADVANCEMENT_PROSE = /^advancements\[\d+\]\.(label|text|languages\[\d+\])$/;
function rulesData(value: unknown, path = ""): unknown {
  if (Array.isArray(value)) return value.map((v, i) => rulesData(v, `${path}[${i}]`));
  if (!isRecord(value)) return PROSE.has(path) || ADVANCEMENT_PROSE.test(path) ? "<prose>" : value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, rulesData(v, path ? `${path}.${k}` : k)]),
  );
}
const twinOf = (doc: Doc): unknown =>
  (doc["flags"] as { steelbound?: { translationOf?: unknown } } | undefined)?.steelbound?.translationOf;
const withoutTwin = (flags: unknown): unknown => {
  const steelbound = { ...((flags as { steelbound?: Record<string, unknown> }).steelbound ?? {}) };
  delete steelbound["translationOf"];
  return steelbound;
};
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe("Japanese compendium twins", () => {
  it("every English pack has a -ja pack of the same document type", () => {
    for (const name of english.filter((n) => !TWINS_PENDING.has(n))) {
      const ja = manifest.packs.find((p) => p.name === `${name}-ja`);
      expect(ja?.type, `${name}-ja`).toBe(manifest.packs.find((p) => p.name === name)?.type);
    }
  });

  for (const name of english.filter((n) => names.includes(`${n}-ja`))) {
    const en = docsOf(name);
    const ja = docsOf(`${name}-ja`);

    it(`${name}-ja: every Japanese document names an English original, once, and has a Japanese name`, () => {
      expect(ja.length).toBeGreaterThan(0);
      const originals = ja.map(twinOf);
      expect(new Set(originals).size).toBe(originals.length);
      for (const doc of ja) {
        expect(
          en.map((d) => d._id),
          doc.name,
        ).toContain(twinOf(doc));
        expect(doc.name, doc._id).toMatch(JAPANESE);
        const pages = (doc["pages"] as { name: string }[] | undefined)?.map((p) => p.name) ?? [];
        for (const page of pages) expect(page, `${doc.name} page`).toMatch(JAPANESE);
        expect(new Set(pages).size, `${doc.name}: page names are distinct`).toBe(pages.length);
      }
    });

    it(`${name}: ${PARTIAL.has(name) ? "the documents translated so far have" : "every document has"} a Japanese twin with the same rules data`, () => {
      for (const doc of en) {
        const twin = ja.find((d) => twinOf(d) === doc._id);
        if (PARTIAL.has(name) && twin === undefined) continue;
        expect(twin, `${name}/${doc.name} has no Japanese twin`).toBeDefined();
        if (!twin) continue;
        expect(twin.type, doc.name).toBe(doc.type);
        expect(twin["img"], doc.name).toBe(doc["img"]);
        expect(rulesData(twin.system), doc.name).toEqual(rulesData(doc.system));
        expect(withoutTwin(twin["flags"]), doc.name).toEqual(withoutTwin(doc["flags"]));
        const pages = (d: Doc) => (d["pages"] as { sort: number }[] | undefined)?.map((p) => p.sort);
        expect(pages(twin), `${doc.name} pages`).toEqual(pages(doc));
      }
    });

    it(`${name}-ja: links lead only into Japanese packs (or packs with no Japanese twin)`, () => {
      const links = ja.flatMap((d) => [
        ...JSON.stringify(d).matchAll(/Compendium\.steelbound\.([a-z0-9-]+)\./g),
      ]);
      // A pack with no Japanese twin yet (monsters) is linked as it is.
      for (const [, pack] of links)
        expect(pack?.endsWith("-ja") === true || TWINS_PENDING.has(pack ?? "")).toBe(true);
    });
  }

  it("R-BG-1: Japanese cultures list the same aspects and skill options as the English ones", () => {
    const cultures = docsOf("cultures-ja").map((d) => d.system as { skillOptions: Record<string, unknown> });
    expect(cultures.length).toBe(docsOf("cultures").length);
    expect(cultures.length).toBeGreaterThanOrEqual(40);
    const groups = Object.keys(SKILL_GROUPS);
    for (const c of cultures)
      for (const aspect of Object.values(c.skillOptions) as { groups: string[] }[])
        for (const g of aspect.groups) expect(groups).toContain(g);
  });
});

describe("links into journal pages resolve (culture items → skill groups and languages)", () => {
  const PAGE_LINK =
    /@UUID\[Compendium\.steelbound\.([a-z0-9-]+)\.JournalEntry\.([A-Za-z0-9]{16})\.JournalEntryPage\.([A-Za-z0-9]{16})\]/g;
  it("every @UUID page link names a page of a journal in that pack", () => {
    const links = names.flatMap((n) =>
      docsOf(n).flatMap((d) => [...JSON.stringify(d).matchAll(PAGE_LINK)].map((m) => ({ from: d.name, m }))),
    );
    expect(links.length).toBeGreaterThan(100);
    for (const { from, m } of links) {
      const [, pack = "", entry, page] = m;
      const journal = docsOf(pack).find((d) => d._id === entry);
      const pages = (journal?.["pages"] as { _id: string }[] | undefined)?.map((p) => p._id) ?? [];
      expect(pages, `${from} → ${pack}.${entry ?? ""}.${page ?? ""}`).toContain(page);
    }
  });
});
