// @vitest-environment happy-dom
/**
 * The compendium browser where users meet it: the official 0.11 fixtures brought in through the Content
 * window (as official-fixtures-import.test.ts does), beside the system's monster pack and a pack only the
 * Director may see. The Director opens the browser from the Compendium sidebar's button, filters the
 * monsters by organization and level (the rows are exactly those the packs' indexes hold), searches, drags a
 * result onto the encounter builder and onto a scene; a player drags an item onto her hero's sheet and
 * never sees the Director's pack. Runs on v13 and v14 (FOUNDRY_GENERATION=14).
 */
import "../sim/install.ts";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { startSession, type Session } from "../sim/session.ts";
import type { SimClient } from "../sim/client.ts";
import { instances } from "../sim/applications/application.ts";
import { Compendium } from "../sim/applications/document-directory.ts";
import { change, click, dragAndDrop, field, find, findAll, open, textOf } from "../sim/applications/user.ts";
import { CompendiumDirectory, installPackFolders, installWorldPacks } from "../sim/world-packs.ts";
import { addPack } from "../harness/compendium.ts";
import type { Plain } from "../harness/utils.ts";
import { filesUnder, isRecord } from "../integrity/files.ts";
import { dropFile, openContentWindow, sourceArchive } from "./content-drop.ts";
import { create, on } from "./table.ts";
import { drawCanvas } from "../sim/canvas.ts";
import type { SimScene } from "../sim/documents.ts";
import { packsOn } from "./world-links.ts";
import { COMPENDIUM_BROWSER_ID } from "../../src/applications/browser/compendium-browser.ts";
import { ENCOUNTER_BUILDER_ID } from "../../src/applications/director/encounter-builder.ts";
import { readEncounter } from "../../src/data/settings/director-store.ts";
import type { HarnessDocument } from "../harness/document.ts";

installWorldPacks();

const ROOT = join(import.meta.dirname, "..", "..");
const DIR = "test/fixtures/official/0.11";
/** The fixtures the simulation can write (it has no JournalEntry or RollTable class; see the import test). */
const sources = filesUnder(DIR, ".json")
  .map((path) => ({
    path: path.slice(DIR.length + 1),
    doc: JSON.parse(readFileSync(join(ROOT, path), "utf8")) as Record<string, unknown>,
  }))
  .filter(({ path }) => !/^(journals|tables)\//.test(path));

const MONSTERS = join(ROOT, "packs/monsters");
const SECRET = "Vault Tyrant of the Director";

/** The system's monster pack and a pack the Director keeps from the players, as every client holds them. */
function addPacks(client: SimClient): void {
  client.run(() => {
    addPack({
      id: "steelbound.monsters",
      label: "Monsters",
      type: "Actor",
      packageType: "system",
      documents: readdirSync(MONSTERS).map(
        (file) => JSON.parse(readFileSync(join(MONSTERS, file), "utf8")) as Plain,
      ),
    });
    addPack({
      id: "world.director-secrets",
      label: "Director's secrets",
      type: "Actor",
      packageType: "world",
      ownership: { PLAYER: "NONE", ASSISTANT: "OWNER" },
      documents: [
        {
          _id: "secret0000000001",
          name: SECRET,
          type: "monster",
          system: { level: 3, organization: "leader", role: "", ev: 20, keywords: ["humanoid"] },
        },
      ],
    });
  });
}

type Browser = { readonly element: HTMLElement; readonly rendered: boolean; loading: Promise<void> | null };

let session: Session;
let gm: SimClient;
let alice: SimClient;
let hero: HarnessDocument;

function browserOn(client: SimClient): Browser {
  const app = client.run(() => instances.get(COMPENDIUM_BROWSER_ID)) as unknown as Browser | undefined;
  if (!app?.rendered) throw new Error(`the compendium browser is not open on ${client.label}`);
  return app;
}

/** The user opens the Compendium sidebar and clicks its Browse button; the indexes are read. */
async function openBrowser(client: SimClient): Promise<Browser> {
  const tab = client.run(() => new CompendiumDirectory());
  await client.run(() => open(tab));
  await client.run(() => click(find(tab, "[data-steelbound-browser]")));
  await session.settle();
  const app = browserOn(client);
  await app.loading;
  await session.settle();
  return app;
}

async function changeOn(client: SimClient, app: Browser, selector: string, value: string) {
  await client.run(() => change(field(app, selector), value));
  await session.settle();
}
async function clickOn(client: SimClient, app: Browser, selector: string) {
  await client.run(() => click(find(app, selector)));
  await session.settle();
}
const rowNames = (app: Browser) =>
  findAll(app, "[data-browser-row] .browser-name button").map((b) => b.textContent);

/** Every monster index entry the client's visible packs hold, read straight from the packs. */
async function monsterIndex(client: SimClient): Promise<Plain[]> {
  const ids = ["world.monsters", "steelbound.monsters", "world.director-secrets"];
  const out: Plain[] = [];
  for (const id of ids) {
    const pack = packsOn(client).get(id);
    if (!pack) continue;
    const index = await client.run(() => pack.getIndex({ fields: ["system.level", "system.organization"] }));
    out.push(...[...index].filter((e) => e["type"] === "monster"));
  }
  return out;
}
const sys = (e: Plain): Plain => (isRecord(e["system"]) ? e["system"] : {});

/** The drag data an element's dragstart writes, read where it is dropped (a plain target element). */
async function dragDataOf(client: SimClient, from: Element): Promise<unknown> {
  const target = document.createElement("div");
  document.body.append(target);
  let seen: unknown = null;
  target.addEventListener("drop", (event) => {
    seen = client.run(() => foundry.applications.ux.TextEditor.implementation.getDragEventData(event));
  });
  await client.run(() => dragAndDrop(from, target));
  target.remove();
  return seen;
}

describe("the compendium browser at the table", () => {
  beforeAll(async () => {
    session = await startSession({ players: ["Alice"] });
    gm = session.gm;
    const [player] = session.players;
    if (!player) throw new Error("no player");
    alice = player;
    for (const client of session.clients) {
      installPackFolders(client);
      addPacks(client);
    }
    hero = await create(gm, "Actor", {
      name: "Korva",
      type: "hero",
      ownership: { default: 0, [alice.userId]: 3 },
      system: { level: 1 },
    });
    await openContentWindow(session, gm);
    await dropFile(session, gm, "draw-steel-0.11.1.zip", sourceArchive("0.11.1", sources));
    await session.settle();
  }, 240_000);

  it("R-EB-3: the Director filters the monsters of every pack by organization and level, and the rows are exactly what the indexes hold", async () => {
    const app = await openBrowser(gm);
    // The monsters tab lists the system's pack, the imported one and the Director's own.
    const packs = findAll(app, '[name="pack"] option').map((o) => o.textContent);
    expect(packs).toEqual(expect.arrayContaining(["Monsters", "Director's secrets"]));
    expect(packs.length).toBeGreaterThan(3);
    await changeOn(gm, app, '[name="organization"]', "leader");
    await changeOn(gm, app, '[name="levelMin"]', "1");
    await changeOn(gm, app, '[name="levelMax"]', "5");
    const index = await monsterIndex(gm);
    const expected = index
      .filter((e) => {
        const level = Number(sys(e)["level"]);
        return sys(e)["organization"] === "leader" && level >= 1 && level <= 5;
      })
      .map((e) => String(e["name"]))
      .sort((a, b) => a.localeCompare(b));
    expect(expected.length).toBeGreaterThan(1);
    expect(expected).toContain(SECRET);
    expect(rowNames(app)).toEqual(expected);
    expect(textOf(find(app, ".browser-summary"))).toBe(`1–${expected.length} of ${expected.length}`);
    // Sorted by level instead, descending: the levels never rise down the list.
    await changeOn(gm, app, '[name="sort"]', "level");
    await clickOn(gm, app, '[data-action="direction"]');
    const levels = findAll(app, "[data-browser-row] .detail").map((d) =>
      Number(/Level (\d+)/.exec(d.textContent)?.[1]),
    );
    expect(levels).toEqual([...levels].sort((a, b) => b - a));
    // A search narrows the same rows; one with no match says so.
    await changeOn(gm, app, '[name="search"]', SECRET.slice(0, 11).toLowerCase());
    expect(rowNames(app)).toEqual([SECRET]);
    await changeOn(gm, app, '[name="search"]', "zzzz no such monster");
    expect(textOf(find(app, ".browser-summary"))).toBe("Nothing matches these filters.");
    await clickOn(gm, app, '[data-action="clearFilters"]');
    expect(textOf(find(app, ".browser-summary"))).toMatch(/^1–50 of \d+$/);
  });

  it("every organization the fixtures hold is a filter that finds its monsters; the pages walk the whole list", async () => {
    const app = browserOn(gm);
    const index = await monsterIndex(gm);
    for (const organization of ["minion", "horde", "platoon", "elite", "leader", "solo"]) {
      await changeOn(gm, app, '[name="organization"]', organization);
      const count = index.filter((e) => sys(e)["organization"] === organization).length;
      expect(count).toBeGreaterThan(0);
      expect(textOf(find(app, ".browser-summary"))).toContain(`of ${count}`);
    }
    await clickOn(gm, app, '[data-action="clearFilters"]');
    const total = index.length;
    const seen = new Set<string>();
    const pages = Math.ceil(total / 50);
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page++) {
      expect(textOf(find(app, ".page-label"))).toBe(`Page ${page} of ${pages}`);
      for (const row of findAll(app, "[data-browser-row]")) seen.add(row.dataset["uuid"] ?? "");
      if (page < pages) await clickOn(gm, app, '[data-action="page"][data-step="1"]');
    }
    expect(seen.size).toBe(total);
    expect(find(app, '[data-action="page"][data-step="1"]').hasAttribute("disabled")).toBe(true);
  });

  it("the abilities by class (the top folder they are filed in), kind and cost, opened on their tab by the macro call", async () => {
    await gm.run(() => steelbound.openCompendiumBrowser("abilities"));
    await session.settle();
    const app = browserOn(gm);
    expect(find(app, '[data-tab="abilities"]').getAttribute("aria-pressed")).toBe("true");
    // What the fixtures file under a top folder named Conduit, in any pack (the abilities and the classes).
    const folderName = (pack: string, dir: string): string => {
      const folder = sources.find((s) => s.path === `${pack}/Folder_${dir}.json`);
      const name = folder?.doc["name"];
      return typeof name === "string" ? name : "";
    };
    const conduit = sources.flatMap(({ path, doc }) => {
      const [pack, top, ...rest] = path.split("/");
      const system = isRecord(doc["system"]) ? doc["system"] : {};
      if (
        doc["type"] !== "ability" ||
        !pack ||
        !top ||
        rest.length === 0 ||
        folderName(pack, top) !== "Conduit"
      )
        return [];
      return [
        {
          name: String(doc["name"]),
          category: system["category"],
          resource: Number(system["resource"] ?? 0),
        },
      ];
    });
    const sorted = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b));
    await changeOn(gm, app, '[name="className"]', "Conduit");
    await changeOn(gm, app, '[name="kind"]', "signature");
    const signature = conduit.filter((a) => a.category === "signature").map((a) => a.name);
    expect(signature.length).toBe(10);
    expect(rowNames(app)).toEqual(sorted(signature));
    await changeOn(gm, app, '[name="kind"]', "heroic");
    await changeOn(gm, app, '[name="costMin"]', "7");
    const costly = conduit.filter((a) => a.category === "heroic" && a.resource >= 7).map((a) => a.name);
    expect(costly.length).toBeGreaterThan(0);
    expect(rowNames(app)).toEqual(sorted(costly));
    await clickOn(gm, app, '[data-action="browserTab"][data-tab="monsters"]');
  });

  it("R-EB-3: a result dragged onto the encounter builder joins its monsters", async () => {
    const app = browserOn(gm);
    await changeOn(gm, app, '[name="search"]', SECRET);
    await gm.run(() => steelbound.openEncounterBuilder());
    await session.settle();
    const builder = gm.run(() => instances.get(ENCOUNTER_BUILDER_ID)) as unknown as Browser;
    const row = find(app, "[data-browser-row]");
    await gm.run(() => dragAndDrop(row, builder));
    await session.settle();
    const monsters = gm.run(() => readEncounter().monsters);
    expect(monsters.map((m) => [m.uuid, m.name, m.count])).toEqual([
      ["Compendium.world.director-secrets.Actor.secret0000000001", SECRET, 1],
    ]);
    expect(textOf(builder)).toContain(SECRET);
  });

  it("a row drags what Foundry's own Compendium window drags for that entry; dropped on the scene, the monster becomes a world actor and its token", async () => {
    const app = browserOn(gm);
    await changeOn(gm, app, '[name="search"]', SECRET);
    const row = find(app, "[data-browser-row]");
    const uuid = row.dataset["uuid"] ?? "";
    const pack = packsOn(gm).get("world.director-secrets");
    if (!pack) throw new Error("no Director's pack");
    const window = gm.run(() => new Compendium({ collection: pack }));
    await gm.run(() => open(window));
    const fromBrowser = await dragDataOf(gm, row);
    const fromCompendium = await dragDataOf(gm, find(window, '[data-entry-id="secret0000000001"]'));
    expect(fromBrowser).toEqual({ type: "Actor", uuid });
    expect(fromBrowser).toEqual(fromCompendium);
    await gm.run(() => window.close());
    // The scene: the canvas takes the drop as Foundry's does (a world copy of the actor, its token there).
    const scene = await create(gm, "Scene", { name: "Vault", active: true });
    const board = gm.run(() => drawCanvas(gm, scene));
    gm.run(() => {
      board.dropOnSquare(row, { x: 6, y: 4 });
    });
    await session.settle();
    const copy = gm.run(() => game.actors?.contents.find((a) => a.name === SECRET));
    expect(copy?.type).toBe("monster");
    const tokens = gm.run(() => on(gm, scene) as unknown as SimScene).tokens.contents;
    expect(tokens.map((t) => [t.actorId, t.x, t.y])).toEqual([[copy?.id, 600, 400]]);
    // Every client's scene holds the token.
    expect((on(alice, scene) as unknown as SimScene).tokens.size).toBe(1);
  });

  it("a click on a name opens that document's sheet", async () => {
    const app = browserOn(gm);
    await changeOn(gm, app, '[name="search"]', SECRET);
    await clickOn(gm, app, '[data-action="openEntry"]');
    const sheets = gm.run(() => [...instances.values()]) as unknown as {
      document?: { name?: string };
      rendered: boolean;
    }[];
    expect(sheets.some((s) => s.rendered && s.document?.name === SECRET)).toBe(true);
  });

  it("a pack written while the browser is open shows after Read the compendiums again", async () => {
    const app = browserOn(gm);
    for (const client of session.clients)
      client.run(() =>
        addPack({
          id: "world.late-arrivals",
          label: "Late arrivals",
          type: "Actor",
          packageType: "world",
          documents: [
            { _id: "late000000000001", name: "Latecomer Wyrm", type: "monster", system: { level: 9 } },
          ],
        }),
      );
    await changeOn(gm, app, '[name="search"]', "latecomer");
    expect(textOf(find(app, ".browser-summary"))).toBe("Nothing matches these filters.");
    await clickOn(gm, app, '[data-action="refresh"]');
    await app.loading;
    await session.settle();
    expect(rowNames(app)).toEqual(["Latecomer Wyrm"]);
  });

  it("a player sees no pack the Director keeps from her, and drags an item onto her hero's sheet", async () => {
    const app = await openBrowser(alice);
    const packs = findAll(app, '[name="pack"] option').map((o) => o.textContent);
    expect(packs).toContain("Monsters");
    expect(packs).not.toContain("Director's secrets");
    await changeOn(alice, app, '[name="search"]', SECRET.slice(0, 11));
    expect(textOf(find(app, ".browser-summary"))).toBe("Nothing matches these filters.");
    expect(textOf(app)).not.toContain(SECRET);
    // Nor can she add to the Director's encounter.
    await changeOn(alice, app, '[name="search"]', "");
    expect(findAll(app, '[data-action="addToEncounter"]')).toEqual([]);
    // Items: the titles of the imported rewards.
    await clickOn(alice, app, '[data-action="browserTab"][data-tab="items"]');
    await changeOn(alice, app, '[name="itemType"]', "title");
    const row = find(app, "[data-browser-row]");
    const title = find(row, ".browser-name button").textContent;
    expect(textOf(row)).toContain("Title");
    type Sheet = Browser & { render(o: object): Promise<unknown>; close(): Promise<unknown> };
    const sheet: Sheet = alice.run(() => Reflect.get(on(alice, hero), "sheet") as Sheet);
    await alice.run(() => open(sheet));
    await alice.run(() => dragAndDrop(row, sheet));
    await session.settle();
    const items = gm.run(() => [
      ...(on(gm, hero) as unknown as { items: Iterable<{ name: string; type: string }> }).items,
    ]);
    expect(items.map((i) => [i.name, i.type])).toContainEqual([title, "title"]);
    await alice.run(() => sheet.close());
  });
});
