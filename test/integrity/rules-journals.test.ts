/**
 * The rules reference ships as two JournalEntry packs: English (`rules`) and its Japanese twin (`rules-ja`).
 * A Director meets them as journals whose cross-links open the right page; a broken @UUID shows as a struck
 * link, a missing twin as an English-only chapter in the Japanese folder.
 */
import { describe, expect, it } from "vitest";
import { isRecord } from "./files.ts";
import { PACKS, contentOf, linksIn, pagesOf, stringsIn, translationOf, unresolved } from "./pack-links.ts";
import type { PackDoc } from "./pack-links.ts";

const english = [...(PACKS.get("rules")?.docs.values() ?? [])];
const japanese = [...(PACKS.get("rules-ja")?.docs.values() ?? [])];
const JAPANESE_TEXT = /[\u3040-\u30ff\u4e00-\u9fff]/;
const RULE_ID = /\bR-[A-Z]{2}-\d+/;
const ID = /^[A-Za-z0-9]{16}$/;

/** Field sets of v13 common/documents/journal-entry.mjs and journal-entry-page.mjs #defineSchema (+ the CLI's _key). */
const ENTRY_FIELDS = [
  "_id",
  "_key",
  "name",
  "pages",
  "folder",
  "categories",
  "sort",
  "ownership",
  "flags",
  "_stats",
];
const PAGE_FIELDS = [
  ...["_id", "_key", "name", "type", "system", "title", "image", "text", "video", "src", "category"],
  ...["sort", "ownership", "flags", "_stats"],
];
/** BaseJournalEntryPage metadata.coreTypes; Steelbound declares no page subtypes of its own. */
const PAGE_TYPES = ["image", "pdf", "text", "video"];
/** CONST.JOURNAL_ENTRY_PAGE_FORMATS: HTML 1, MARKDOWN 2. */
const FORMATS = [1, 2];

function checkJournal(doc: PackDoc, where: string): void {
  expect(
    Object.keys(doc).filter((k) => !ENTRY_FIELDS.includes(k)),
    where,
  ).toEqual([]);
  expect(doc._key, where).toBe(`!journal!${doc._id}`);
  expect(doc.name.trim().length, where).toBeGreaterThan(0);
  expect(doc["folder"] ?? null, where).toBeNull();
  expect(Number.isInteger(doc["sort"] ?? 0), where).toBe(true);
  const pages = pagesOf(doc);
  expect(pages.length, where).toBeGreaterThan(0);
  for (const page of pages) {
    const at = `${where} > ${page.name}`;
    expect(
      Object.keys(page).filter((k) => !PAGE_FIELDS.includes(k)),
      at,
    ).toEqual([]);
    expect(page._id, at).toMatch(ID);
    expect(page["_key"], at).toBe(`!journal.pages!${doc._id}.${page._id}`);
    expect(page.name.trim().length, at).toBeGreaterThan(0);
    expect(PAGE_TYPES, at).toContain(page["type"]);
    const title = page["title"];
    expect(isRecord(title) && typeof title["show"] === "boolean", at).toBe(true);
    const level = isRecord(title) ? title["level"] : undefined;
    expect(Number.isInteger(level) && Number(level) >= 1 && Number(level) <= 6, at).toBe(true);
    const text = page["text"];
    expect(isRecord(text) && FORMATS.includes(Number(text["format"])), at).toBe(true);
    expect(contentOf(page).length, at).toBeGreaterThan(0);
    expect(balanced(contentOf(page)), at).toBe(true);
  }
}

/** Every opened element is closed in order (our pages use no void elements), so the page renders as written. */
function balanced(html: string): boolean {
  const open: string[] = [];
  for (const [, close, tag] of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>/g)) {
    if (!close) open.push(tag ?? "");
    else if (open.pop() !== tag) return false;
  }
  return open.length === 0;
}

function jaTarget(uuid: string): string {
  // The twin of a link into an English pack that has a Japanese twin pack (rules, abilities, malice…) is the
  // same link into the "-ja" pack, every id swapped for its twin's; packs without a twin keep the link.
  const pack = uuid.split(".")[2] ?? "";
  const twins = PACKS.get(`${pack}-ja`);
  if (!uuid.startsWith("Compendium.steelbound.") || twins === undefined) return uuid;
  const ids = new Map<string, string>();
  for (const doc of twins.docs.values()) {
    ids.set(String(translationOf(doc)), doc._id);
    for (const page of pagesOf(doc)) ids.set(String(translationOf(page)), page._id);
  }
  const parts = uuid.split(".").map((part) => ids.get(part) ?? part);
  parts[2] = `${pack}-ja`;
  return parts.join(".");
}

describe("content links in every pack", () => {
  const all = [...PACKS.values()].flatMap((pack) => [...pack.docs.values()].map((doc) => ({ pack, doc })));

  it("the rules journals link generously (pages and basic actions), so there is something to check", () => {
    const links = english.flatMap((d) => stringsIn(d).flatMap(linksIn));
    expect(links.filter((l) => l.uuid.includes(".JournalEntryPage.")).length).toBeGreaterThan(60);
    expect(links.filter((l) => l.uuid.startsWith("Compendium.steelbound.abilities.")).length).toBeGreaterThan(
      30,
    );
  });

  it("every @UUID link resolves to a document or page in our packs and carries a label", () => {
    const broken = all.flatMap(({ pack, doc }) =>
      stringsIn(doc)
        .flatMap(linksIn)
        .flatMap((link) => {
          const why = unresolved(link.uuid) ?? (link.label ? null : "no {label}");
          return why ? [`${pack.name}/${doc.name}: ${link.uuid}: ${why}`] : [];
        }),
    );
    expect(broken).toEqual([]);
  });

  it("no page or embedded document _id repeats anywhere across the packs", () => {
    const ids = all.flatMap(({ doc }) => [
      doc._id,
      ...["pages", "items", "effects"].flatMap((f) =>
        ((doc[f] ?? []) as { _id: string }[]).map((d) => d._id),
      ),
    ]);
    const seen = new Set<string>();
    expect(ids.filter((id) => seen.size === seen.add(id).size)).toEqual([]);
  });
});

describe("rules reference journals (English and Japanese)", () => {
  it("both packs hold journals that match the v13 JournalEntry and JournalEntryPage schemas", () => {
    expect(english.length).toBeGreaterThanOrEqual(15);
    for (const doc of [...english, ...japanese]) checkJournal(doc, doc.name);
  });

  it("no internal rule ID appears in a journal's name, page names or page text", () => {
    for (const doc of [...english, ...japanese]) {
      const text = [doc.name, ...pagesOf(doc).flatMap((p) => [p.name, contentOf(p)])].join("\n");
      expect(text.match(RULE_ID)?.[0], doc.name).toBeUndefined();
    }
  });

  it("every English journal has exactly one Japanese twin, page for page, with Japanese names", () => {
    for (const en of english) {
      const twins = japanese.filter((ja) => translationOf(ja) === en._id);
      expect(twins.length, en.name).toBe(1);
      const ja = twins[0] as PackDoc;
      expect(ja.name, en.name).toMatch(JAPANESE_TEXT);
      const enPages = pagesOf(en);
      const jaPages = pagesOf(ja);
      expect(jaPages.length, en.name).toBe(enPages.length);
      jaPages.forEach((page, i) => {
        expect(translationOf(page), `${ja.name} > ${page.name}`).toBe(enPages[i]?._id);
        expect(page.name, `${ja.name} > ${page.name}`).toMatch(JAPANESE_TEXT);
        expect(contentOf(page), `${ja.name} > ${page.name}`).toMatch(JAPANESE_TEXT);
      });
    }
    for (const ja of japanese)
      expect(
        english.map((d) => d._id),
        ja.name,
      ).toContain(translationOf(ja));
  });

  it("Japanese pages link to the Japanese twins of exactly the pages their English originals link to", () => {
    for (const en of english) {
      const ja = japanese.find((d) => translationOf(d) === en._id);
      pagesOf(en).forEach((page, i) => {
        const twin = ja ? pagesOf(ja)[i] : undefined;
        // Sorted: Japanese word order may put the same links in another order.
        const expected = linksIn(contentOf(page))
          .map((l) => jaTarget(l.uuid))
          .sort();
        const actual = linksIn(twin ? contentOf(twin) : "")
          .map((l) => l.uuid)
          .sort();
        expect(actual, `${en.name} > ${page.name}`).toEqual(expected);
      });
    }
    const intoEnglish = japanese.flatMap((d) => stringsIn(d).flatMap(linksIn));
    expect(
      intoEnglish.filter((l) => l.uuid.startsWith("Compendium.steelbound.rules.")).map((l) => l.uuid),
    ).toEqual([]);
  });
});
