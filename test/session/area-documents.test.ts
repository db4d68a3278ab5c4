// @vitest-environment happy-dom
/**
 * An area ability's area as each generation holds it (R-AB-2), driven by a player: on v13 a MeasuredTemplate;
 * on v14 a Region carrying Steelbound's fields in `flags.steelbound.area`, placed without v14's deprecated
 * MeasuredTemplate shim and without one compatibility warning (src/documents/generation.ts areaCreateData;
 * the simulated v14 Region and shim in test/sim/regions.ts). A player the Director has not allowed to place
 * areas (v14 REGION_CREATE, v13 TEMPLATE_CREATE) is told what to ask for; a Region a player writes in another
 * user's name is taken away by the GM.
 */
import "../sim/install.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { on, target, type Table } from "./table.ts";
import { setUpCanvasTable, tearDownCanvases, WHIRL, type Canvases } from "./setups.ts";
import { heroSheetOn, rollFrom, useButton, warningsOn } from "./play.ts";
import { grantPermission } from "../sim/session.ts";
import { simV14 } from "../sim/generation.ts";
import { handWrittenArea, placedAreas } from "../sim/regions.ts";
import { clearCompatibilityWarnings, compatibilityWarnings } from "../harness/utils.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimScene, SimTokenDocument } from "../sim/documents.ts";
import type { HarnessDocument } from "../harness/document.ts";

let table: Table;
const canvases: Canvases = new Map();
beforeEach(async () => {
  table = await setUpCanvasTable(canvases, [WHIRL]);
  clearCompatibilityWarnings();
});
afterEach(() => tearDownCanvases(table, canvases));

const sceneOn = (client: SimClient) => on<SimScene>(client, table.scene);
const stored = (client: SimClient, name: string): HarnessDocument[] =>
  client.run(() => [...sceneOn(client).getEmbeddedCollection(name)]);
const targetNames = (client: SimClient) =>
  client.run(() => [...client.user.targets].map((t) => (t.document as HarnessDocument).name).sort());

async function place(token: SimTokenDocument, x: number, y: number) {
  await table.gm.run(() => on(table.gm, token).update({ x: x * 100, y: y * 100 }));
  await table.session.settle();
}
async function whirlButton() {
  const sheet = await heroSheetOn(table.alice, table.heroes.alice);
  const item = on(table.alice, table.heroes.alice)
    .getEmbeddedCollection("Item")
    .find((i) => i.name === WHIRL.name);
  if (!item) throw new Error("no Whirl of Steel");
  return useButton(sheet, item.id);
}

describe("areas as each generation's document", () => {
  it("R-AB-2: Alice's burst is a Region on v14 (no MeasuredTemplate, no compatibility warning) and a MeasuredTemplate on v13, on every client", async () => {
    const { alice, session, tokens } = table;
    const [m0, m1] = tokens.minions as [SimTokenDocument, SimTokenDocument];
    await place(m0, 5, 2);
    await place(m1, 3, 4);
    await rollFrom(table, alice, await whirlButton(), [6, 6]);
    expect(warningsOn(alice)).toEqual([]);
    expect(targetNames(alice)).toEqual(["Goblin Spinecleaver", "Goblin Spinecleaver"]);
    for (const client of session.clients) {
      const [area] = client.run(() => placedAreas(sceneOn(client)));
      expect(area?._source).toMatchObject({ t: "rect", x: 300, y: 200, author: alice.userId });
      if (simV14()) {
        expect(stored(client, "MeasuredTemplate")).toHaveLength(0);
        const [region] = stored(client, "Region");
        // The 3 × 3 squares around Korva's square, drawn as one rectangle, highlighting the squares it covers,
        // seen by everyone and owned by Alice.
        expect(region?._source).toMatchObject({
          name: WHIRL.name,
          shapes: [{ type: "rectangle", x: 300, y: 200, width: 300, height: 300, anchorX: 0, anchorY: 0 }],
          visibility: 2,
          highlightMode: "coverage",
          ownership: { default: 0, [alice.userId]: 3 },
        });
        // v14 RegionDocument#tokens: the two goblins and Korva himself stand inside.
        expect(client.run(() => (region as unknown as { tokens: Set<unknown> }).tokens.size)).toBe(3);
      } else {
        expect(stored(client, "MeasuredTemplate")).toHaveLength(1);
        expect(stored(client, "Region")).toHaveLength(0);
      }
    }
    // Not one compatibility warning on either generation (v14: the MeasuredTemplate shim would log one).
    expect(compatibilityWarnings()).toEqual([]);
  });

  it("R-AB-2: a player the Director has not allowed to place areas (v14 REGION_CREATE, v13 TEMPLATE_CREATE) is told what to ask for; the targets picked by hand stay", async () => {
    const { alice, session, tokens } = table;
    const [m0] = tokens.minions as [SimTokenDocument];
    await place(m0, 5, 2);
    grantPermission(session, alice.userId, simV14() ? "REGION_CREATE" : "TEMPLATE_CREATE", false);
    target(alice, [tokens.captain]);
    const picked = targetNames(alice);
    await rollFrom(table, alice, await whirlButton(), [6, 6]);
    const warned = warningsOn(alice).join(" ");
    expect(warned).toContain("could not be placed");
    if (simV14()) expect(warned).toContain("Create Regions");
    expect(targetNames(alice)).toEqual(picked);
    for (const client of session.clients) expect(client.run(() => placedAreas(sceneOn(client)))).toEqual([]);
    expect(compatibilityWarnings()).toEqual([]);
  });

  it("R-AB-2: an area Bob writes in Alice's name does not stay (v13: refused; v14: the GM takes the Region away); one in his own name stays", async () => {
    const { bob, gm, session } = table;
    const fields = { t: "rect", x: 900, y: 200, distance: Math.hypot(3, 3) * 5, direction: 45 };
    const [name, forged] = handWrittenArea(fields, {}, table.alice.userId);
    // v13: the server refuses it (the write rejects); v14 stores it, then the GM's client takes it away.
    await bob.run(() => sceneOn(bob).createEmbeddedDocuments(name, [forged])).catch(() => null);
    await session.settle();
    // v13: a template's author is the creating user (BaseMeasuredTemplate.#canCreate refuses another author).
    for (const client of session.clients) expect(client.run(() => placedAreas(sceneOn(client)))).toEqual([]);
    const [, own] = handWrittenArea(fields, {}, bob.userId);
    await bob.run(() => sceneOn(bob).createEmbeddedDocuments(name, [own]));
    await session.settle();
    expect(gm.run(() => placedAreas(sceneOn(gm)).map((a) => a._source["author"]))).toEqual([bob.userId]);
  });
});
