// @vitest-environment happy-dom
/**
 * Our rules journals open in Steelbound's rules journal sheet (core's JournalEntrySheet, simulated in
 * test/sim/applications/journal-sheet.ts, with our styling and cross-links): a player opens a rules journal
 * from our packs, reads its table of contents with each page's sections, turns to a page or a section from it,
 * and follows a term named in the text (a condition, a rule with its own page, a skill group of the hero
 * reference) to its page. English and Japanese packs; v13 and v14 (FOUNDRY_GENERATION=14).
 */
import "../sim/install.ts";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startSession, type Session } from "../sim/session.ts";
import type { SimClient } from "../sim/client.ts";
import { click, find, findAll } from "../sim/applications/user.ts";
import {
  JournalEntrySheet as SimJournalEntrySheet,
  SimJournalEntry,
} from "../sim/applications/journal-sheet.ts";
import { RulesJournalSheet } from "../../src/applications/journal/rules-journal-sheet.ts";

type Sheet = { element: HTMLElement; rendered: boolean; render(options: object): Promise<unknown> };
let session: Session;

/** Every journal of one of our packs, as the compendium hands them out. */
function packJournals(pack: string): Map<string, SimJournalEntry> {
  const dir = join(process.cwd(), "packs", pack);
  const entries = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as Record<string, unknown>)
    .map((source) => new SimJournalEntry(source, `steelbound.${pack}`));
  return new Map(entries.map((e) => [e.name, e]));
}
/** The value a step needs, failing the test with its name when it is missing. */
function must<T>(value: T | null | undefined): T {
  if (value == null) throw new Error("expected a value");
  return value;
}
const playerClient = (): SimClient => must(session.clients.find((c) => !c.run(() => game.user?.isGM)));
const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
const shownPage = (sheet: Sheet) => text(find(sheet, ".journal-entry-page .journal-page-header"));

async function openOn(client: SimClient, entry: SimJournalEntry): Promise<Sheet> {
  const sheet = client.run(() => entry.sheet) as Sheet;
  await client.run(() => sheet.render({ force: true }));
  await session.settle();
  return sheet;
}

describe("rules journals", () => {
  it("a player reads Movement's contents, turns to Falling, and follows prone to the Conditions page", async () => {
    session = await startSession({ players: ["Alice"] });
    const alice = playerClient();
    const journals = alice.run(() => packJournals("rules"));
    const movement = must(journals.get("Movement"));
    const sheet = await openOn(alice, movement);
    expect(sheet).toBeInstanceOf(RulesJournalSheet);
    expect(sheet.element.classList.contains("rules-journal")).toBe(true);
    const toc = findAll(sheet, ".toc li.page .page-title").map(text);
    expect(toc).toEqual([...movement.pages.values()].sort((a, b) => a.sort - b.sort).map((p) => p.name));
    expect(shownPage(sheet)).toBe("Moving");

    const falling = must(findAll(sheet, ".toc li.page .page-title").find((a) => text(a) === "Falling"));
    await alice.run(() => click(falling));
    expect(shownPage(sheet)).toBe("Falling");

    const prone = findAll(sheet, ".journal-page-content a.content-link").find((a) => text(a) === "prone");
    expect(prone?.dataset["uuid"]).toMatch(/JournalEntryPage\.LBqid95DY5G6ndZj$/);
    await alice.run(() => click(must(prone)));
    const conditions = alice.run(() => must(journals.get("Conditions")).sheet) as Sheet;
    expect(conditions.rendered).toBe(true);
    expect(shownPage(conditions)).toBe("Prone");
    // A page never links to itself: Prone's own text names prone without a link to Prone.
    const self = findAll(conditions, ".journal-page-content a.content-link").filter((a) =>
      (a.dataset["uuid"] ?? "").endsWith("LBqid95DY5G6ndZj"),
    );
    expect(self).toEqual([]);
  });

  it("the Japanese Movement journal links 伏せ to the Japanese conditions page", async () => {
    const alice = playerClient();
    const journals = alice.run(() => packJournals("rules-ja"));
    const movement = must([...journals.values()].find((j) => j.id === "sDmWGxR0bg8cZNLx"));
    const sheet = await openOn(alice, movement);
    const pages = findAll(sheet, ".toc li.page .page-title");
    expect(pages.length).toBe(movement.pages.size);
    const falling = must([...movement.pages.values()].find((p) => p.text.content.includes("伏せ")));
    await alice.run(() => click(must(pages.find((a) => text(a) === falling.name))));
    const link = must(findAll(sheet, ".journal-page-content a.content-link").find((a) => text(a) === "伏せ"));
    expect(link.dataset["uuid"]).toBe(
      "Compendium.steelbound.rules-ja.JournalEntry.vr8rTo1bpmeZL9mL.JournalEntryPage.7TaS2rEdV5y7GpzB",
    );
    await alice.run(() => click(link));
    const conditions = alice.run(
      () => must([...journals.values()].find((j) => j.id === "vr8rTo1bpmeZL9mL")).sheet,
    );
    expect(shownPage(conditions as Sheet)).toBe("伏せ");
  });

  it("a page's sections are listed under it in the contents, and a click on one lands there", async () => {
    const alice = playerClient();
    const journals = alice.run(() => packJournals("rules"));
    const tests = must(journals.get("Tests"));
    const sheet = await openOn(alice, tests);
    expect(shownPage(sheet)).toBe("When to Test");
    // The contents list the shown page's sections (its h2s, below the page title).
    const headings = findAll(sheet, ".toc li.page .headings .heading-link").map(text);
    expect(headings).toEqual(["Calling for a test", "Which characteristic", "Time and retries"]);
    await alice.run(() =>
      click(must(findAll(sheet, ".toc .heading-link").find((a) => text(a) === "Time and retries"))),
    );
    expect((sheet as unknown as { scrolledTo: string | null }).scrolledTo).toBe("time-and-retries");
    // A heading holds no link; the terms in the text do.
    expect(findAll(sheet, ".journal-page-content h2 a")).toEqual([]);
  });

  it("a rule term a page names links to its own page (Difficulty and Outcomes names a power roll, a page of Power Rolls)", async () => {
    const alice = playerClient();
    const journals = alice.run(() => packJournals("rules"));
    const tests = must(journals.get("Tests"));
    const sheet = await openOn(alice, tests);
    const page = must(
      findAll(sheet, ".toc li.page .page-title").find((a) => text(a) === "Difficulty and Outcomes"),
    );
    await alice.run(() => click(page));
    expect(shownPage(sheet)).toBe("Difficulty and Outcomes");
    const powerRolls = must(journals.get("Power Rolls and Abilities"));
    const pageOf = (name: string) => must([...powerRolls.pages.values()].find((p) => p.name === name));
    const links = findAll(sheet, ".journal-page-content a.content-link");
    const terms = links.filter((a) => a.classList.contains("rule-term"));
    expect(terms.map(text)).toEqual(["power roll"]);
    // The page's own @UUID links (Malice, hero token, Edges and Banes) stay core's links, and the linker adds
    // no second one to a page they point at; "consequence" names the page itself and is never linked.
    const edges = pageOf("Edges and Banes");
    expect(
      links.filter((a) => a.dataset["uuid"] === edges.uuid).map((a) => a.classList.contains("rule-term")),
    ).toEqual([false]);
    const self = must([...tests.pages.values()].find((p) => p.name === "Difficulty and Outcomes"));
    expect(links.filter((a) => a.dataset["uuid"] === self.uuid)).toEqual([]);
    // A click on the term opens the other journal at its page.
    await alice.run(() => click(must(terms.find((a) => text(a) === "power roll"))));
    const powerSheet = alice.run(() => powerRolls.sheet) as Sheet;
    expect(powerSheet.rendered).toBe(true);
    expect(shownPage(powerSheet)).toBe("Power Rolls and Tiers");
  });

  it("a rules page links a skill group of the hero reference, in Japanese too", async () => {
    const alice = playerClient();
    const heroJa = alice.run(() => packJournals("hero-reference-ja"));
    const skillsJa = must([...heroJa.values()].find((j) => j.id === "Gakg8hwX5jaqH6Wv"));
    const rulesJa = alice.run(() => packJournals("rules-ja"));
    const tests = must(rulesJa.get("テスト"));
    const sheet = await openOn(alice, tests);
    const skillsPage = must([...tests.pages.values()].find((p) => p.name === "スキル"));
    await alice.run(() =>
      click(must(findAll(sheet, ".toc .page-title").find((a) => text(a) === skillsPage.name))),
    );
    // "製作、探索、対人、謀略、伝承の5グループ": each group links to its page of the Japanese skills journal.
    const links = findAll(sheet, ".journal-page-content a.rule-term");
    const lore = must([...skillsJa.pages.values()].find((p) => p.name === "伝承"));
    expect(links.find((a) => text(a) === "伝承")?.dataset["uuid"]).toBe(lore.uuid);
    expect(findAll(sheet, ".toc li.page .headings .heading-link").map(text)).toEqual([
      "スキル・ボーナス",
      "スキルのグループ",
    ]);
  });

  it("a generation that fills the page without _renderPageView still gets its terms linked, once", async () => {
    const alice = playerClient();
    const journals = alice.run(() => packJournals("rules"));
    const movement = must(journals.get("Movement"));
    SimJournalEntrySheet.pageViewsThrough = "inline";
    try {
      const sheet = await openOn(alice, movement);
      const falling = must(findAll(sheet, ".toc li.page .page-title").find((a) => text(a) === "Falling"));
      await alice.run(() => click(falling));
      const prone = findAll(sheet, ".journal-page-content a.rule-term").filter((a) => text(a) === "prone");
      expect(prone).toHaveLength(1);
    } finally {
      SimJournalEntrySheet.pageViewsThrough = "_renderPageView";
    }
  });
});
