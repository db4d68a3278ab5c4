// @vitest-environment happy-dom
/**
 * Importing official Draw Steel data where the GM meets it: the import button of the Actors and Items
 * sidebar tabs (the browser's file picker answered with our official-format fixtures) and "Import Data" on
 * a world document (v13 ClientDocumentMixin#importFromJSON, emulated in test/sim/import-json.ts).
 */
import "../sim/install.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startSession, type Session } from "../sim/session.ts";
import type { SimClient } from "../sim/client.ts";
import { ActorDirectory, ItemDirectory } from "../sim/applications/document-directory.ts";
import { click, find, open } from "../sim/applications/user.ts";
import { importMigrations } from "../sim/import-json.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { create } from "./table.ts";

const FIXTURES = join(import.meta.dirname, "../import/fixtures/official");
const fixtureText = (path: string) => readFileSync(join(FIXTURES, path), "utf8");
const PELTER = "monsters/npc_Mudling_Pelter_MudPelter000001.json";
const QUEEN = "monsters/npc_Bog_Queen_BogQueen00000001.json";
const OAR = "abilities/ability_Oar_Sweep_OarSweep00000001.json";

type Doc = HarnessDocument & { system: Record<string, unknown>; items: { size: number } };

/** The GM picks files in the browser's file picker opened by the tab's import button. */
async function pickFiles(session: Session, client: SimClient, tab: { element: HTMLElement }, files: File[]) {
  await client.run(() => click(find(tab, ".steelbound-official-import")));
  const input = client.run(() => find(tab, "input.steelbound-official-import-file")) as HTMLInputElement;
  Object.defineProperty(input, "files", { configurable: true, value: files });
  client.run(() => input.dispatchEvent(new Event("change")));
  // The import runs after the picker closes; the GM sees a notification when it is done.
  const before = client.notifications.length;
  for (let i = 0; i < 100 && client.notifications.length === before; i++) await session.settle();
}

const jsonFile = (name: string, text: string) => new File([text], name, { type: "application/json" });

describe("importing official Draw Steel data in Foundry", () => {
  it("R-MO-5: the Actors tab's button imports a file of official monsters; importing it again updates them", async () => {
    const session = await startSession({ players: ["Alice"] });
    const { gm } = session;
    const alice = session.players[0] as SimClient;
    const tab = gm.run(() => new ActorDirectory());
    await gm.run(() => open(tab));
    const both = `[${fixtureText(PELTER)}, ${fixtureText(QUEEN)}]`;
    await pickFiles(session, gm, tab, [jsonFile("bog.json", both), jsonFile("oar.json", fixtureText(OAR))]);

    const pelter = alice.collection("Actor").get("MudPelter0000001") as Doc | undefined;
    expect(pelter?.type).toBe("monster");
    expect(pelter?.system).toMatchObject({ organization: "minion", ev: 4, level: 2 });
    expect(pelter?.items.size).toBe(2);
    const queen = alice.collection("Actor").get("BogQueen00000001") as Doc | undefined;
    expect((queen?.system["damage"] as { immuneAll: Set<string> }).immuneAll.size).toBe(10);
    expect(gm.notifications.at(-1)?.message).toMatch(/2 created, 0 updated, 1 skipped/);

    await pickFiles(session, gm, tab, [jsonFile("bog.json", both)]);
    expect(gm.notifications.some((n) => /0 created, 2 updated/.test(n.message))).toBe(true);
    expect(alice.collection("Actor").contents.filter((a) => a.name === "Mudling Pelter")).toHaveLength(1);

    const aliceTab = alice.run(() => new ActorDirectory());
    await alice.run(() => open(aliceTab));
    expect(aliceTab.element.querySelector(".steelbound-official-import")).toBeNull();
  });

  it("R-AB-4: the Items tab's button imports an official ability; Import Data on an item converts too", async () => {
    const session = await startSession();
    const { gm } = session;
    const tab = gm.run(() => new ItemDirectory());
    await gm.run(() => open(tab));
    await pickFiles(session, gm, tab, [
      jsonFile("oar.json", fixtureText(OAR)),
      jsonFile("bad.json", "{ nope"),
    ]);
    const oar = gm.collection("Item").get("OarSweep00000001") as Doc | undefined;
    expect(oar?.type).toBe("ability");
    expect(oar?.system["power"]).toMatchObject({
      tier3: { damage: { value: 10, characteristic: true, type: "cold" } },
    });
    expect(gm.notifications.at(-1)?.message).toMatch(/1 created, 0 updated, 1 skipped/);

    // "Import Data" on an existing Steelbound item, given the official export of another ability.
    const target = (await create(gm, "Item", { name: "Placeholder", type: "ability" })) as Doc & {
      importFromJSON(json: string): Promise<unknown>;
    };
    const migrations = importMigrations.length;
    const official = fixtureText(OAR).replace("Oar Sweep", "Oar Swipe");
    await gm.run(() => target.importFromJSON(official));
    await session.settle();
    const updated = gm.collection("Item").get(target.id) as Doc;
    expect(updated.name).toBe("Oar Swipe");
    expect(updated.system["distance"]).toMatchObject({ type: "meleeRanged", melee: 2, ranged: 5 });
    expect(updated.system["cost"]).toEqual({ resource: 5, malice: 0 });
    // Converted data is current data: Foundry is not asked to migrate it.
    expect(importMigrations.length).toBe(migrations);
    expect(gm.notifications.some((n) => /fields have no Steelbound home/.test(n.message))).toBe(true);
  });

  it("Import Data on an actor turns it into the official monster, keeping its id and folder", async () => {
    const session = await startSession();
    const { gm } = session;
    const actor = (await create(gm, "Actor", { name: "Blank", type: "monster" })) as Doc & {
      importFromJSON(json: string): Promise<unknown>;
    };
    await gm.run(() => actor.importFromJSON(fixtureText(QUEEN)));
    await session.settle();
    const queen = gm.collection("Actor").get(actor.id) as Doc;
    expect(queen.name).toBe("Bog Queen");
    expect(queen.system).toMatchObject({ organization: "leader", ev: 48, freeStrike: 6 });
    expect(queen.items.size).toBe(3);
    expect(queen._source["folder"]).toBeNull();
  });
});
