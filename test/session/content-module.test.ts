// @vitest-environment happy-dom
/**
 * A content module for the official system (the shape of a publisher's premium module of heroes, monsters or
 * adventures: a `module.json` and LevelDB packs in the official system's document shapes) brought in through
 * the Content window. Never tested on purchased content: the module here is the committed fixtures derived
 * from the official 0.11 data (test/fixtures/official/0.11, prose replaced), each pack compiled to LevelDB by
 * the official Foundry CLI (`compilePack`, as a module's build does), with the links a module's documents
 * carry to its own packs (`Compendium.<module id>.<pack>…`). The GM drops the module's zip; every document
 * converts and every link leads to a world compendium the window wrote. A module made for another game
 * system is refused in a sentence and nothing of it is written. v13 and v14 (FOUNDRY_GENERATION=14).
 */
import "../sim/install.ts";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { startSession, type Session } from "../sim/session.ts";
import type { SimClient } from "../sim/client.ts";
import { installPackFolders, installWorldPacks } from "../sim/world-packs.ts";
import { filesUnder } from "../integrity/files.ts";
import { click } from "../sim/applications/user.ts";
import { dropFile, openContentWindow, contentWindowOn } from "./content-drop.ts";
import { auditWorldLinks, packsOn } from "./world-links.ts";

const DIR = "test/fixtures/official/0.11";
const ROOT = join(import.meta.dirname, "..", "..");
const MODULE_ID = "steelbound-test-heroes";
/** The simulation has no JournalEntry or RollTable class to write them with (see official-fixtures-import). */
const all = filesUnder(DIR, ".json").map((path) => ({
  path: path.slice(DIR.length + 1),
  text: readFileSync(join(ROOT, path), "utf8"),
}));
const sources = all.filter(({ path }) => !/^(journals|tables)\//.test(path));
/** The ids of what is left out: a link to one (a project's `eventsTable`) is test/import/project-events.test.ts's. */
const unwritten = all
  .filter(({ path }) => /^(journals|tables)\//.test(path))
  .map(({ text }) => (JSON.parse(text) as { _id?: string })._id);
const manifest = JSON.parse(readFileSync(join(ROOT, `${DIR}.manifest.json`), "utf8")) as {
  danglingInSource: string[];
};

/** The module's zip: `<id>/module.json` and `<id>/packs/<pack>/` compiled by the official CLI. */
async function moduleZip(id: string, system: string): Promise<Uint8Array> {
  const work = mkdtempSync(join(tmpdir(), "steelbound-module-"));
  try {
    const packs = new Set<string>();
    for (const { path, text } of sources) {
      const file = join(work, "src", path);
      mkdirSync(dirname(file), { recursive: true });
      // A module's documents name its own packs.
      writeFileSync(file, text.replaceAll("Compendium.draw-steel.", `Compendium.${id}.`));
      packs.add(path.split("/")[0] ?? "");
    }
    const files: Record<string, Uint8Array> = {
      [`${id}/module.json`]: strToU8(
        JSON.stringify({
          id,
          title: "Test Heroes & Monsters",
          version: "1.0.0",
          relationships: { systems: [{ id: system, type: "system" }] },
          packs: [...packs].map((name) => ({ name, path: `packs/${name}`, system })),
        }),
      ),
      [`${id}/lang/en.json`]: strToU8(JSON.stringify({ HELLO: "Hello" })),
    };
    for (const pack of packs) {
      const out = join(work, "packs", pack);
      await compilePack(join(work, "src", pack), out, { recursive: true });
      for (const name of readdirSync(out))
        files[`${id}/packs/${pack}/${name}`] = readFileSync(join(out, name));
    }
    return zipSync(files);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

installWorldPacks();

let session: Session;
let gm: SimClient;
let alice: SimClient;

describe("a content module for the official system through the Content window", () => {
  beforeAll(async () => {
    session = await startSession({ players: ["Alice"] });
    gm = session.gm;
    alice = session.players[0] as SimClient;
    for (const client of session.clients) installPackFolders(client);
    await openContentWindow(session, gm);
  }, 60_000);

  it("a module made for another game system is refused in a sentence; nothing of it is written", async () => {
    const { summary } = await dropFile(session, gm, "other.zip", await moduleZip("other-heroes", "dnd5e"));
    expect(summary).toContain(
      "Test Heroes & Monsters: a module for another game system (dnd5e), not for Draw Steel: nothing of it is read.",
    );
    expect(packsOn(gm).contents.filter((p) => p.collection.startsWith("world."))).toEqual([]);
    // "Import another" brings the drop zone back.
    await gm.run(() => click(contentWindowOn(gm), "again"));
    await session.settle();
  }, 120_000);

  it("the module's zip is read whole, and every link to its own packs leads to a compendium the window wrote", async () => {
    const { summary, result } = await dropFile(
      session,
      gm,
      `${MODULE_ID}.zip`,
      await moduleZip(MODULE_ID, "draw-steel"),
    );
    const n = sources.length;
    expect(summary).toContain(
      `From the module Test Heroes & Monsters (${MODULE_ID}): its links to its own packs lead to the compendiums written here.`,
    );
    expect(result?.report.documents).toEqual({ read: n, converted: n, failed: 0 });
    expect(result?.refused).toEqual([]);
    const known = new Set([...manifest.danglingInSource.map((k) => k.split("/").pop()), ...unwritten]);
    const { links, dangling, stale } = await auditWorldLinks(gm, known, [
      `Compendium.${MODULE_ID}.`,
      "Compendium.draw-steel.",
    ]);
    expect(links.length).toBeGreaterThan(200);
    expect(dangling).toEqual([]);
    expect(stale).toEqual([]);
    // A player's client loads a class's advancement pool entry from the written compendium by its link.
    const first = links.find(({ from }) => from.startsWith("world.classes/"));
    expect(first).toBeDefined();
    const loaded = (await alice.run(() => fromUuid(first?.link[0] ?? ""))) as { name?: string } | null;
    expect(loaded?.name).toBeTruthy();
  }, 240_000);
});
