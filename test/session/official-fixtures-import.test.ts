// @vitest-environment happy-dom
/**
 * The committed fixtures derived from the official 0.11 data (test/fixtures/official/0.11: a Conduit with all
 * its domains, every kit and perk, an origin of each kind, a monster of each organization, every effect
 * shape; prose replaced, structure and links kept) go through the Content window the way a GM brings the real
 * thing in: zipped as GitHub's "Source code" archive lays it out and dropped on the window's drop zone (as
 * test/session/fresh-world.test.ts drops our invented archive). The summary counts every document read and
 * converted by type (the journal and the table aside, see below), and every link the written compendiums hold (advancement pools, @UUID and @Embed in
 * text) names a document they hold, except the ones the official data itself leaves dangling (listed by
 * tools/derive-official-fixtures.mjs in test/fixtures/official/0.11.manifest.json). Runs on v13 and v14
 * (FOUNDRY_GENERATION=14).
 */
import "../sim/install.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { startSession, type Session } from "../sim/session.ts";
import type { SimClient } from "../sim/client.ts";
import { installPackFolders, installWorldPacks } from "../sim/world-packs.ts";
import { auditWorldLinks, packsOn } from "./world-links.ts";
import { filesUnder, isRecord } from "../integrity/files.ts";
import { dropFile, openContentWindow, sourceArchive } from "./content-drop.ts";
import type { ImportSummary } from "../../src/applications/content/import-world.ts";

installWorldPacks();

const DIR = "test/fixtures/official/0.11";
const ROOT = join(import.meta.dirname, "..", "..");
const paths = filesUnder(DIR, ".json");
/**
 * The fixtures but the journal and the table: the simulated Foundry (test/sim) has no JournalEntry or RollTable
 * document class to write them with (test/harness/compendium.ts documentClass). Their conversion is covered by
 * the integrity and opt-in real-data tests; their links are not followed here.
 */
const sources = paths
  .map((path) => ({
    path: path.slice(DIR.length + 1),
    doc: JSON.parse(readFileSync(join(ROOT, path), "utf8")) as Record<string, unknown>,
  }))
  .filter(({ path }) => !/^(journals|tables)\//.test(path));
const manifest = JSON.parse(readFileSync(join(ROOT, `${DIR}.manifest.json`), "utf8")) as {
  danglingInSource: string[];
};

/** The type key the import counts a source under (src/import/official/batch.ts addToBatch). */
function typeKey(doc: Record<string, unknown>): string {
  if (String(doc["_key"]).startsWith("!folders!")) return "folder";
  if (typeof doc["type"] === "string" && doc["type"]) return doc["type"];
  return Array.isArray(doc["pages"]) ? "journal" : "table";
}

let session: Session;
let gm: SimClient;
let summary: ImportSummary | null = null;
let text = "";

describe("the official 0.11 fixtures through the Content window", () => {
  beforeAll(async () => {
    session = await startSession({ players: ["Alice"] });
    gm = session.gm;
    for (const client of session.clients) installPackFolders(client);
    await openContentWindow(session, gm);
    const dropped = await dropFile(session, gm, "draw-steel-0.11.1.zip", sourceArchive("0.11.1", sources));
    summary = dropped.result;
    text = dropped.summary;
  }, 240_000);

  it("reads and converts every fixture document, by type, and says so in the summary", () => {
    const expected: Record<string, number> = {};
    for (const { doc } of sources) expected[typeKey(doc)] = (expected[typeKey(doc)] ?? 0) + 1;
    const n = sources.length;
    expect(summary?.report.documents).toEqual({ read: n, converted: n, failed: 0 });
    const byType = Object.fromEntries(
      Object.entries(summary?.report.byType ?? {}).map(([type, c]) => [
        type,
        c.read === c.converted ? c.read : c,
      ]),
    );
    expect(byType).toEqual(expected);
    // The whole of what the set was built to hold.
    expect(expected).toMatchObject({ class: 2, subclass: 12, kit: 25, perk: 47, ancestry: 1, culture: 1 });
    expect(summary?.refused).toEqual([]);
    expect(text).toContain(`${n} documents read, ${n} converted, 0 not converted; 7 new compendiums.`);
    const folders = expected["folder"] ?? 0;
    expect(text).toContain(`${n - folders} created, 0 updated from an earlier import, ${folders} folders.`);
  });

  it("one monster of each organization lands in the monsters compendium", async () => {
    const monsters = packsOn(gm).get("world.monsters");
    const index = await gm.run(
      async () => (await monsters?.getIndex({ fields: ["system.organization"] }))?.contents,
    );
    const organizations = new Set(
      (index ?? []).map((e) => (isRecord(e["system"]) ? e["system"]["organization"] : undefined)),
    );
    for (const o of ["minion", "horde", "platoon", "elite", "leader", "solo"])
      expect(organizations).toContain(o);
  });

  it("every link the written compendiums hold names a document they hold (but the official data's own dangling ones)", async () => {
    // The journal and the table are not written here (above): a link to one of them (a project's
    // `eventsTable`) is checked by test/import/project-events.test.ts instead.
    const unwritten = paths
      .filter((path) => /^(journals|tables)\//.test(path.slice(DIR.length + 1)))
      .map((path) => (JSON.parse(readFileSync(join(ROOT, path), "utf8")) as { _id?: string })._id);
    const known = new Set([...manifest.danglingInSource.map((k) => k.split("/").pop()), ...unwritten]);
    // No link still names the official system's compendiums (the window writes world ones).
    const { links, dangling, stale } = await auditWorldLinks(gm, known, ["Compendium.draw-steel."]);
    // Every advancement pool entry of the fixtures is among the links (text links come on top).
    const pools = sources.reduce(
      (n, { doc }) => n + (JSON.stringify(doc).match(/"uuid":"Compendium\./g) ?? []).length,
      0,
    );
    expect(pools).toBeGreaterThan(200);
    expect(links.length).toBeGreaterThan(pools);
    expect(dangling).toEqual([]);
    expect(stale).toEqual([]);
  });
});
