// @vitest-environment happy-dom
/**
 * A hero earns a title (R-RW-1, seed 004 §報酬 「称号」: a special reward a hero earns while adventuring, which
 * grants a benefit or new abilities): the Director drops a title from the world's items onto the hero's sheet;
 * the title is the hero's on every client, listed among the hero's heritage on the player's own sheet, and
 * its effect (one more square of speed) applies at once; a second copy is one more title, not a replacement;
 * taking the title away takes the benefit with it. v13 and v14 (FOUNDRY_GENERATION=14).
 */
import "../sim/install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { create, on, setUpTable, type Table } from "./table.ts";
import { actorOn, ownSheetOn, systemOf } from "./play.ts";
import { drop, textOf } from "../sim/applications/user.ts";
import { instances } from "../sim/applications/application.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { SimClient } from "../sim/client.ts";

let table: Table;
let title: HarnessDocument;
const ADD = 2;
const speedOn = (client: SimClient) => Number(systemOf(client, table.heroes.alice, "movement.speed"));
const titlesOn = (client: SimClient) =>
  client.run(() =>
    actorOn(client, table.heroes.alice)
      .items.filter((i) => i.type === "title")
      .map((i) => i.name),
  );
let baseSpeed = 0;

beforeAll(async () => {
  table = await setUpTable();
  baseSpeed = speedOn(table.gm);
  title = await create(table.gm, "Item", {
    name: "Wyrmbane",
    type: "title",
    system: { description: { value: "<p>Earned by felling a wyrm.</p>" } },
    effects: [
      {
        name: "Wyrmbane's stride",
        transfer: true,
        changes: [{ key: "system.movement.speed", mode: ADD, value: "1" }],
      },
    ],
  });
  await table.session.settle();
});
afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

describe("a hero earns a title (R-RW-1)", () => {
  it("R-RW-1: the Director drops Wyrmbane on Korva's sheet: every client has the title and Korva's speed is one more", async () => {
    const { gm, alice, session, heroes } = table;
    expect(baseSpeed).toBeGreaterThan(0);
    const sheet = await ownSheetOn(gm, actorOn(gm, heroes.alice));
    const dragged = gm.run(() => on(gm, title).toDragData());
    await gm.run(() => drop(sheet, dragged));
    await session.settle();
    for (const client of session.clients) {
      expect(titlesOn(client)).toEqual(["Wyrmbane"]);
      expect(speedOn(client)).toBe(baseSpeed + 1);
    }
    // Alice sees her hero's new title on her own sheet; the world's title stays where it was.
    expect(textOf(await ownSheetOn(alice, actorOn(alice, heroes.alice)))).toContain("Wyrmbane");
    expect(gm.collection("Item").get(title.id)?.name).toBe("Wyrmbane");
  });

  it("R-RW-1: a hero may hold several titles: a second drop adds one (unlike a kit, nothing is replaced)", async () => {
    const { gm, session, heroes } = table;
    const sheet = await ownSheetOn(gm, actorOn(gm, heroes.alice));
    await gm.run(() =>
      drop(sheet, { type: "Item", data: { name: "Knight of the Vale", type: "title", system: {} } }),
    );
    await session.settle();
    for (const client of session.clients)
      expect([...titlesOn(client)].sort()).toEqual(["Knight of the Vale", "Wyrmbane"]);
  });

  it("R-RW-1: when the Director takes Wyrmbane away, its benefit goes with it on every client", async () => {
    const { gm, session, heroes } = table;
    const owned = gm.run(() => actorOn(gm, heroes.alice).items.find((i) => i.name === "Wyrmbane"));
    if (!owned) throw new Error("Korva has no Wyrmbane");
    await gm.run(() => owned.delete());
    await session.settle();
    for (const client of session.clients) {
      expect(titlesOn(client)).toEqual(["Knight of the Vale"]);
      expect(speedOn(client)).toBe(baseSpeed);
    }
  });
});
