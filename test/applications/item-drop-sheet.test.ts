import { beforeEach, describe, expect, it } from "vitest";
import { HeroSheet } from "../../src/applications/sheets/hero-sheet.ts";
import { MonsterSheet } from "../../src/applications/sheets/monster-sheet.ts";
import { sortRequests } from "../harness/applications.ts";
import { callsFor, resetCalls } from "../harness/calls.ts";
import { notifications } from "../harness/globals.ts";
import { createActor, createItem, freshWorld } from "../harness/world.ts";
import type { SteelActor } from "../../src/documents/actor.ts";

beforeEach(() => {
  freshWorld();
  sortRequests.length = 0;
});

// The sheets' protected drop handler, as ActorSheetV2#_onDrop calls it for a dropped Item.
type Droppable = { _onDropItem(event: unknown, item: unknown): Promise<unknown> };
const drop = (sheet: object, item: unknown) => (sheet as Droppable)._onDropItem({}, item);

const fury = {
  name: "Fury",
  type: "class",
  system: { stamina: { starting: 21, perLevel: 9 }, recoveries: 10 },
};
const mountain = { name: "Mountain", type: "kit", system: { bonuses: { stamina: 9 } } };
const names = (actor: SteelActor, type: string) =>
  actor.items.filter((i) => i.type === type).map((i) => i.name);

describe("dropping items on actor sheets", () => {
  it("R-HERO-STAMINA: a dropped kit replaces the hero's kit, one create and one delete, and stamina follows", async () => {
    const actor = await createActor({ name: "Korva", type: "hero", items: [fury, mountain] });
    expect(actor.system.stamina?.max).toBe(30);
    const sheet = new HeroSheet({ document: actor });
    const panther = await createItem({ name: "Panther", type: "kit", system: { bonuses: { stamina: 6 } } });
    resetCalls();
    const created = (await drop(sheet, panther)) as { name: string } | null;
    expect(created?.name).toBe("Panther");
    expect(names(actor, "kit")).toEqual(["Panther"]);
    expect(callsFor(actor.uuid, "createEmbeddedDocuments")).toHaveLength(1);
    expect(callsFor(actor.uuid, "deleteEmbeddedDocuments")).toHaveLength(1);
    expect(actor.system.stamina?.max).toBe(27);
  });

  it("R-HERO-STAMINA: other items are simply added; a fresh hero's first class sets its vitals", async () => {
    const actor = await createActor({ name: "Korva", type: "hero" });
    const sheet = new HeroSheet({ document: actor });
    await drop(sheet, await createItem({ name: "Fury", type: "class", system: fury.system }));
    await drop(sheet, await createItem({ name: "Brutal Slam", type: "ability" }));
    expect(names(actor, "class")).toEqual(["Fury"]);
    expect(names(actor, "ability")).toEqual(["Brutal Slam"]);
    expect(actor.system.stamina?.max).toBe(21);
    // A fresh hero starts at full stamina and recoveries with its first class, not dying at 0 of 21.
    expect(actor.system.stamina?.value).toBe(21);
    expect(actor.system.recoveries?.value).toBe(10);
    expect(actor.system.stamina?.condition).toBe("healthy");
    expect(callsFor(actor.uuid, "deleteEmbeddedDocuments")).toHaveLength(0);
  });

  it("a monster refuses a class with a localized warning and creates nothing", async () => {
    const actor = await createActor({ name: "Ogre", type: "monster" });
    const sheet = new MonsterSheet({ document: actor });
    const cls = await createItem({ name: "Fury", type: "class" });
    resetCalls();
    expect(await drop(sheet, cls)).toBeNull();
    expect(actor.items.size).toBe(0);
    expect(callsFor(actor.uuid, "createEmbeddedDocuments")).toHaveLength(0);
    expect(notifications).toEqual([
      { level: "warn", message: expect.stringContaining("STEELBOUND.Sheet.DropRefused") as string },
    ]);
    await drop(sheet, await createItem({ name: "Club", type: "ability" }));
    expect(names(actor, "ability")).toEqual(["Club"]);
  });

  it("dropping an item the actor already has sorts it instead of copying it", async () => {
    const actor = await createActor({
      name: "Korva",
      type: "hero",
      items: [{ name: "Grab", type: "ability" }],
    });
    const sheet = new HeroSheet({ document: actor });
    const grab = actor.items.find((i) => i.name === "Grab");
    resetCalls();
    await drop(sheet, grab);
    expect(sortRequests).toEqual([{ actor: actor.uuid, item: grab?.id }]);
    expect(actor.items.size).toBe(1);
    expect(callsFor(actor.uuid, "createEmbeddedDocuments")).toHaveLength(0);
  });
});
