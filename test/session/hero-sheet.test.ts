// @vitest-environment happy-dom
/**
 * Korva's hero sheet where Alice meets it: rendered on her own client, clicked and typed into; every
 * write goes through the simulated server and re-renders the copies of the sheet open on Bob's and the
 * Director's clients. Bob, who does not own Korva, sees it read-only and cannot change it.
 */
import "../sim/install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { create, on, setUpTable, type Table } from "./table.ts";
import { actorOn, clickAnswering, lastCardOn, ownSheetOn, rollFrom, type Sheet } from "./play.ts";
import { sortRequests } from "../sim/applications/document-sheet.ts";
import { change, click, drop, field, find, findAll, openDialogs, textOf } from "../sim/applications/user.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { HarnessActor } from "../harness/actor.ts";
import type { SimClient } from "../sim/client.ts";
import { instances } from "../sim/applications/application.ts";

let table: Table;
const korvaOn = (client: SimClient): HarnessActor => actorOn(client, table.heroes.alice);
const system = (doc: HarnessDocument) =>
  doc.system as unknown as {
    stamina: { value: number; max: number };
    recoveries: { value: number; max: number };
    victories: number;
    surges: number;
  };

beforeAll(async () => {
  table = await setUpTable();
});
afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

describe("Korva's sheet at the table", () => {
  it("Alice opens Korva's sheet in play mode: name, class, stamina and her ability are shown", async () => {
    const sheet = await ownSheetOn(table.alice, korvaOn(table.alice));
    expect(sheet.constructor.name).toBe("HeroSheet");
    const text = textOf(sheet);
    expect(text).toContain("Korva");
    expect(text).toContain("Fury");
    expect(text).toContain("Shoulder In");
    expect(sheet.mode).toBe("play");
    expect(table.alice.run(() => sheet.isEditable)).toBe(true);
  });

  it("Alice switches to edit mode and renames Korva; the server stores it and the GM's open sheet shows it", async () => {
    const gmSheet = await ownSheetOn(table.gm, korvaOn(table.gm));
    const sheet = await ownSheetOn(table.alice, korvaOn(table.alice));
    await table.alice.run(() => click(sheet, "toggleMode"));
    expect(sheet.mode).toBe("edit");
    await table.alice.run(() => change(field(sheet, "[name=name]"), "Korva the Bold"));
    await table.session.settle();
    expect(table.session.server.collection("Actor").get(table.heroes.alice.id)?.["name"]).toBe(
      "Korva the Bold",
    );
    for (const client of table.session.clients) expect(korvaOn(client).name).toBe("Korva the Bold");
    expect(textOf(gmSheet)).toContain("Korva the Bold");
  });

  it("Alice types a new victory count and surges; every client's copy has them", async () => {
    const sheet = await ownSheetOn(table.alice, korvaOn(table.alice));
    await table.alice.run(() => change(field(sheet, "[name='system.victories']"), "3"));
    await table.alice.run(() => change(field(sheet, "[name='system.surges']"), "2"));
    await table.session.settle();
    for (const client of table.session.clients) {
      expect(system(korvaOn(client)).victories).toBe(3);
      expect(system(korvaOn(client)).surges).toBe(2);
    }
  });

  it("R-TS-1: Alice clicks Might, answers the roll dialog, and every client shows the test card", async () => {
    const sheet = await ownSheetOn(table.alice, korvaOn(table.alice));
    await table.alice.run(() => click(sheet, "toggleMode"));
    expect(sheet.mode).toBe("play");
    const before = table.session.server.log.length;
    await rollFrom(
      table,
      table.alice,
      find(sheet, "[data-action=rollTest][data-characteristic=might]"),
      [7, 5],
    );
    const posted = table.session.server.log
      .slice(before)
      .filter((e) => "type" in e.request && e.request.type === "ChatMessage");
    expect(posted).toHaveLength(1);
    for (const client of table.session.clients) {
      const card = lastCardOn(client);
      expect(textOf(card)).toContain("Korva");
      expect(textOf(card)).toContain("14");
    }
  });

  it("Alice creates an ability in edit mode: its sheet opens, she renames it, the hero's list shows it everywhere", async () => {
    const gmSheet = await ownSheetOn(table.gm, korvaOn(table.gm));
    const sheet = await ownSheetOn(table.alice, korvaOn(table.alice));
    await table.alice.run(() => click(sheet, "toggleMode"));
    const count = korvaOn(table.alice).items.size;
    await table.alice.run(() => click(find(sheet, "[data-action=createItem][data-type=ability]")));
    await table.session.settle();
    expect(korvaOn(table.gm).items.size).toBe(count + 1);
    const created = korvaOn(table.alice).items.contents.find((i) => i.name === "Ability");
    if (!created) throw new Error("no new ability");
    const itemSheet = table.alice.run(() => created.sheet) as Sheet;
    expect(itemSheet.rendered).toBe(true);
    await table.alice.run(() => change(field(itemSheet, "[name=name]"), "Brutal Slam"));
    await table.session.settle();
    for (const client of table.session.clients)
      expect(korvaOn(client).items.get(created.id)?.name).toBe("Brutal Slam");
    expect(textOf(gmSheet)).toContain("Brutal Slam");
    expect(textOf(sheet)).toContain("Brutal Slam");
  });

  it("Alice opens an item's sheet with its edit button, then deletes it after confirming", async () => {
    const sheet = await ownSheetOn(table.alice, korvaOn(table.alice));
    const slam = korvaOn(table.alice).items.contents.find((i) => i.name === "Brutal Slam");
    if (!slam) throw new Error("no Brutal Slam");
    const itemSheet = table.alice.run(() => slam.sheet) as Sheet;
    await itemSheet.close();
    await table.alice.run(() => click(find(sheet, `[data-action=editItem][data-item-id="${slam.id}"]`)));
    expect(itemSheet.rendered).toBe(true);
    await clickAnswering(
      table,
      table.alice,
      find(sheet, `[data-action=deleteItem][data-item-id="${slam.id}"]`),
      "yes",
    );
    for (const client of table.session.clients) expect(korvaOn(client).items.has(slam.id)).toBe(false);
    expect(textOf(sheet)).not.toContain("Brutal Slam");
  });

  it("Alice drops a world kit from the sidebar on Korva: the kit is copied onto Korva on every client", async () => {
    const kit = await create(table.gm, "Item", {
      name: "Panther",
      type: "kit",
      ownership: { default: 2 },
      system: { bonuses: { stamina: 6 } },
    });
    await table.session.settle();
    const sheet = await ownSheetOn(table.alice, korvaOn(table.alice));
    const dragged = table.alice.run(() => on(table.alice, kit).toDragData());
    expect(dragged).toEqual({ type: "Item", uuid: kit.uuid });
    await table.alice.run(() => drop(sheet, dragged));
    await table.session.settle();
    for (const client of table.session.clients) {
      const kits = korvaOn(client).items.filter((i) => i.type === "kit");
      expect(kits.map((k) => k.name)).toEqual(["Panther"]);
    }
    expect(textOf(sheet)).toContain("Panther");
    // The world kit itself stays where it was.
    expect(table.gm.collection("Item").get(kit.id)?.name).toBe("Panther");
  });

  it("a hero has one kit: dropping another (as raw data) replaces Panther, in one create and one delete", async () => {
    const sheet = await ownSheetOn(table.alice, korvaOn(table.alice));
    const before = table.session.server.log.length;
    await table.alice.run(() =>
      drop(sheet, { type: "Item", data: { name: "Mountain", type: "kit", system: {} } }),
    );
    await table.session.settle();
    for (const client of table.session.clients) {
      const kits = korvaOn(client).items.filter((i) => i.type === "kit");
      expect(kits.map((k) => k.name)).toEqual(["Mountain"]);
    }
    const writes = table.session.server.log
      .slice(before)
      .map((e) => ("action" in e.request ? e.request.action : e.request.query));
    expect(writes).toEqual(["create", "delete"]);
  });

  it("dropping one of Korva's own items back on her sheet only sorts it: nothing new is created", async () => {
    const sheet = await ownSheetOn(table.alice, korvaOn(table.alice));
    const count = korvaOn(table.alice).items.size;
    const own = korvaOn(table.alice).items.contents[0];
    if (!own) throw new Error("Korva has no items");
    await table.alice.run(() => drop(sheet, own.toDragData()));
    await table.session.settle();
    expect(korvaOn(table.gm).items.size).toBe(count);
    expect(sortRequests.at(-1)).toEqual({ actor: korvaOn(table.alice).uuid, item: own.id });
  });

  it("R-RC-1: Alice catches her breath out of combat: a recovery is spent and stamina rises on every client", async () => {
    await table.gm.run(() =>
      korvaOn(table.gm).update({ system: { stamina: { value: 5 }, recoveries: { value: 8 } } }),
    );
    await table.session.settle();
    const sheet = await ownSheetOn(table.alice, korvaOn(table.alice));
    await table.alice.run(() => click(sheet, "catchBreath"));
    await table.session.settle();
    for (const client of table.session.clients) {
      expect(system(korvaOn(client)).recoveries.value).toBe(7);
      expect(system(korvaOn(client)).stamina.value).toBeGreaterThan(5);
    }
  });

  it("R-DT-1: Alice rolls a downtime project from the Projects tab; the points land on Korva's project on every client", async () => {
    const [project] = await table.alice.run(() =>
      korvaOn(table.alice).createEmbeddedDocuments("Item", [
        { name: "Forge a Blade", type: "project", system: { goal: 60, points: 0 } },
      ]),
    );
    await table.session.settle();
    if (!project) throw new Error("no project");
    const sheet = await ownSheetOn(table.alice, korvaOn(table.alice));
    await rollFrom(
      table,
      table.alice,
      find(sheet, `[data-action=rollProject][data-item-id="${project.id}"]`),
      [8, 7],
    );
    for (const client of table.session.clients) {
      const points = (korvaOn(client).items.get(project.id)?.system as unknown as { points: number }).points;
      expect(points).toBeGreaterThan(0);
    }
  });

  it("R-HT-2: out of combat, Alice's hero-token stamina button asks the GM, who refuses with a reason she reads", async () => {
    const sheet = await ownSheetOn(table.alice, korvaOn(table.alice));
    table.alice.notifications.length = 0;
    await table.alice.run(() => click(sheet, "heroTokenStamina"));
    await table.session.settle();
    expect(table.alice.notifications.filter((n) => n.level === "warn")).toHaveLength(1);
  });

  it("a fresh hero (0 stamina, no class) given a class by drop gets full stamina and recoveries (R-HERO-STAMINA)", async () => {
    const fresh = await create(table.gm, "Actor", {
      name: "Ash",
      type: "hero",
      ownership: { default: 0, [table.alice.userId]: 3 },
      system: { stamina: { value: 0, max: 0 }, recoveries: { value: 0, max: 0 } },
    });
    await table.session.settle();
    const sheet = await ownSheetOn(table.alice, on(table.alice, fresh));
    await table.alice.run(() =>
      drop(sheet, {
        type: "Item",
        data: {
          name: "Fury",
          type: "class",
          system: { stamina: { starting: 21, perLevel: 9 }, recoveries: 10 },
        },
      }),
    );
    await table.session.settle();
    const vitals = system(on(table.bob, fresh));
    expect(vitals.stamina.value).toBe(vitals.stamina.max);
    expect(vitals.stamina.max).toBeGreaterThan(0);
    expect(vitals.recoveries.value).toBe(10);
  });

  it("Bob, without permission, cannot open Korva's sheet at all (v13 DocumentSheetV2#_canRender)", async () => {
    const korva = korvaOn(table.bob);
    const sheet = table.bob.run(() => korva.sheet) as Sheet;
    await table.bob.run(() => sheet.render({ force: true }).catch(() => undefined));
    expect(sheet.rendered).toBe(false);
  });

  it("Bob, made an Observer, sees Korva's sheet read-only; his typing never reaches the server", async () => {
    await table.gm.run(() => korvaOn(table.gm).update({ ownership: { [table.bob.userId]: 2 } }));
    await table.session.settle();
    const sheet = await ownSheetOn(table.bob, korvaOn(table.bob));
    expect(table.bob.run(() => sheet.isEditable)).toBe(false);
    expect(findAll(sheet, "[data-action=toggleMode]")).toEqual([]);
    expect(findAll(sheet, "[data-action=catchBreath]")).toEqual([]);
    const victories = system(korvaOn(table.bob)).victories;
    const inputs = findAll(sheet, "input");
    expect(inputs.every((i) => (i as HTMLInputElement).disabled)).toBe(true);
    const writes = table.session.server.log.length;
    const rollButton = find(sheet, "[data-action=rollTest][data-characteristic=might]");
    expect((rollButton as HTMLButtonElement).disabled).toBe(true);
    // A field forced back on (devtools) still submits nothing: the sheet is not editable.
    const form = sheet.element;
    const input = document.createElement("input");
    input.name = "system.victories";
    input.value = "9";
    form.querySelector(".window-content")?.append(input);
    await table.bob.run(() => change(input, "9"));
    await table.session.settle();
    expect(table.session.server.log.length).toBe(writes);
    expect(system(korvaOn(table.gm)).victories).toBe(victories);
    expect(openDialogs()).toEqual([]);
    // Nor does a drop on his read-only copy create anything (v13 ActorSheetV2#_canDragDrop).
    await table.bob.run(() =>
      drop(sheet, { type: "Item", data: { name: "Stolen", type: "kit", system: {} } }),
    );
    await table.session.settle();
    expect(table.session.server.log.length).toBe(writes);
  });
});
