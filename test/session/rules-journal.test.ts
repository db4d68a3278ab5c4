// @vitest-environment happy-dom
/**
 * Our rules journals open in Steelbound's rules journal sheet (core's JournalEntrySheet, simulated in
 * test/sim/applications/journal-sheet.ts, with our styling and cross-links): a player opens a rules journal
 * from our packs, reads its table of contents, turns to a page from it, and follows a condition named in the
 * text to that condition's page of the Conditions journal. English and Japanese packs; v13 and v14
 * (FOUNDRY_GENERATION=14).
 */
import "../sim/install.ts";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startSession, type Session } from "../sim/session.ts";
import type { SimClient } from "../sim/client.ts";
import { click, find, findAll } from "../sim/applications/user.ts";
import { SimJournalEntry } from "../sim/applications/journal-sheet.ts";
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

  it("a heading in a page is listed under its page and a click on it lands there", async () => {
    const alice = playerClient();
    const journals = alice.run(() => packJournals("rules"));
    const source = structuredClone(must(journals.get("Tests"))._source) as {
      pages: { text: { content: string } }[];
    };
    const first = must(source.pages[0]);
    first.text.content = `<h2>Rolling</h2><p>Roll 2d10.</p><h3>Edges</h3><p>An edge adds 2.</p>${first.text.content}`;
    const entry = alice.run(
      () => new SimJournalEntry({ ...source, _id: "TestsWithHeadin" }, "steelbound.rules"),
    );
    const sheet = await openOn(alice, entry);
    const headings = findAll(sheet, ".toc li.page .headings .heading-link").map(text);
    expect(headings).toEqual(["Rolling", "Edges"]);
    await alice.run(() => click(must(findAll(sheet, ".toc .heading-link").find((a) => text(a) === "Edges"))));
    expect((sheet as unknown as { scrolledTo: string | null }).scrolledTo).toBe("edges");
  });
});
