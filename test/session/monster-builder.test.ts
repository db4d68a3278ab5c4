// @vitest-environment happy-dom
/**
 * The monster builder where the Director meets it: the button in the GM's rendered Actors directory, the
 * form changed field by field with the proposed numbers read off the window, Create clicked, and the new
 * monster actor checked on every client and edited on its sheet. Steps run in order and share the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "./table.ts";
import { ownSheetOn, systemOf, warningsOn } from "./play.ts";
import type { SimClient } from "../sim/client.ts";
import { instances } from "../sim/applications/application.ts";
import { ActorDirectory } from "../sim/applications/document-directory.ts";
import { change, click, field, find, findAll, open, submit, textOf } from "../sim/applications/user.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { MONSTER_BUILDER_ID } from "../../src/applications/director/monster-builder.ts";

let table: Table;
type Window = { readonly element: HTMLElement; readonly rendered: boolean };

async function actorsTab(client: SimClient): Promise<ActorDirectory> {
  const tab = client.run(() => new ActorDirectory());
  await client.run(() => open(tab));
  return tab;
}

function builderOn(client: SimClient): Window {
  const app = client.run(() => instances.get(MONSTER_BUILDER_ID));
  if (!app?.rendered) throw new Error(`the monster builder is not open on ${client.label}`);
  return app;
}

async function changeOn(app: Window, name: string, value: string): Promise<void> {
  await table.gm.run(() => change(field(app, `[name="${name}"]`), value));
  await table.session.settle();
}

/** The proposed stat block as the Director reads it. */
function shownNumbers(app: Window) {
  const stat = (key: string) => textOf(find(app, `[data-stat="${key}"] dd`));
  return {
    ev: stat("ev"),
    stamina: stat("stamina"),
    freeStrike: stat("freeStrike"),
    damage: findAll(app, ".tiers .damage").map(textOf),
    potency: findAll(app, ".tiers .potency").map(textOf),
    characteristics: Object.fromEntries(
      findAll(app, "[data-characteristic]").map((c): [string, string] => [
        c.dataset["characteristic"] ?? "",
        textOf(find(c, "dd")),
      ]),
    ),
  };
}

function actorNamed(client: SimClient, name: string): HarnessDocument | undefined {
  return client.run(() => game.actors?.getName(name)) as HarnessDocument | undefined;
}

describe("the monster builder at the table", () => {
  it("the Director opens it from the Actors directory; a player has no button and the macro opens nothing", async () => {
    table = await setUpTable();
    const gmTab = await actorsTab(table.gm);
    await table.gm.run(() => click(find(gmTab, '[data-steelbound-tool="monster"]')));
    await table.session.settle();
    const app = builderOn(table.gm);
    expect(textOf(app)).toContain("Level 1 Platoon Brute · echelon 1");
    // The keyboard starts in the name field (v13 ApplicationV2#_postRender focuses [autofocus]).
    expect(document.activeElement).toBe(field(app, '[name="name"]'));
    const aliceTab = await actorsTab(table.alice);
    expect(findAll(aliceTab, '[data-steelbound-tool="monster"]')).toHaveLength(0);
    await table.alice.run(() => steelbound.openMonsterBuilder());
    expect(table.alice.run(() => instances.get(MONSTER_BUILDER_ID))).toBeUndefined();
  });

  it("R-MO-5: a level-1 platoon brute — EV 6, stamina 40, free strike 4 without the characteristic, strike 6/9/11", () => {
    expect(shownNumbers(builderOn(table.gm))).toEqual({
      ev: "6",
      stamina: "40",
      freeStrike: "4",
      damage: ["6", "9", "11"],
      potency: ["M < 0", "M < 1", "M < 2"],
      characteristics: { might: "+2", agility: "0", reason: "0", intuition: "0", presence: "0" },
    });
  });

  it("R-MO-1, R-MO-5: a level-4 leader has no role and 2 + echelon = 4 as its highest characteristic", async () => {
    const app = builderOn(table.gm);
    // A keyboard user on the level field stays on it while the stat block follows the new level.
    field(app, '[name="level"]').focus();
    await changeOn(app, "level", "4");
    expect(document.activeElement).toBe(field(app, '[name="level"]'));
    await changeOn(app, "organization", "leader");
    expect((field(app, '[name="role"]') as HTMLSelectElement).disabled).toBe(true);
    expect(textOf(app)).toContain("Leaders and solos have no role.");
    // Base 4 + 4 + 1 = 9: free strike 5.4 → 6; strike 5.4 + 4 → 10, 9.9 + 4 → 14, 12.6 + 4 → 17.
    expect(shownNumbers(app)).toMatchObject({
      ev: "24",
      stamina: "140",
      freeStrike: "6",
      damage: ["10", "14", "17"],
      potency: ["M < 2", "M < 3", "M < 4"],
    });
    expect(textOf(app)).toContain("two targets");
  });

  it("R-MO-5: a level-1 minion artillery — EV 3 for four, 3 stamina each, strikes and free strike halved with no characteristic", async () => {
    const app = builderOn(table.gm);
    await changeOn(app, "level", "1");
    await changeOn(app, "organization", "minion");
    await changeOn(app, "role", "artillery");
    expect((field(app, '[name="role"]') as HTMLSelectElement).disabled).toBe(false);
    expect(shownNumbers(app)).toMatchObject({
      ev: "3 for four minions",
      stamina: "3 per minion",
      freeStrike: "2",
      damage: ["2", "4", "5"],
    });
  });

  it("R-MO-5: a level-10 solo and a level-5 horde controller", async () => {
    const app = builderOn(table.gm);
    await changeOn(app, "level", "10");
    await changeOn(app, "organization", "solo");
    expect(shownNumbers(app)).toMatchObject({
      ev: "144",
      stamina: "650",
      freeStrike: "10",
      damage: ["16", "24", "29"],
    });
    await changeOn(app, "level", "5");
    await changeOn(app, "organization", "horde");
    // The role picked before the solo comes back.
    expect((field(app, '[name="role"]') as HTMLSelectElement).value).toBe("artillery");
    await changeOn(app, "role", "controller");
    expect(shownNumbers(app)).toMatchObject({
      ev: "7",
      stamina: "30",
      freeStrike: "3",
      damage: ["5", "7", "8"],
    });
    // Levels outside 1–10 are held to the book's range.
    await changeOn(app, "level", "14");
    expect((field(app, '[name="level"]') as HTMLInputElement).value).toBe("10");
  });

  it("R-MO-5: Create makes a level-3 elite defender every client sees with the shown numbers, then its sheet edits it", async () => {
    const { gm, session } = table;
    const app = builderOn(gm);
    await changeOn(app, "level", "3");
    await changeOn(app, "organization", "elite");
    await changeOn(app, "role", "defender");
    await changeOn(app, "characteristic", "agility");
    await changeOn(app, "size", "1L");
    // The name typed and Enter pressed (the form submits; nothing is created yet).
    const name = field(app, '[name="name"]') as HTMLInputElement;
    name.value = "Iron Sentinel";
    // The window is the form (tag "form"), so Enter submits it.
    await gm.run(() => submit(app.element));
    await session.settle();
    expect(actorNamed(gm, "Iron Sentinel")).toBeUndefined();
    // Base 3 + 4 + 1 (elite) = 8: free strike 4.8 → 5; strike 4.8 + 2 → 7, 8.8 + 2 → 11, 11.2 + 2 → 14.
    expect(shownNumbers(app)).toMatchObject({
      ev: "20",
      stamina: "120",
      freeStrike: "5",
      damage: ["7", "11", "14"],
      characteristics: { might: "0", agility: "+2", reason: "0", intuition: "0", presence: "0" },
    });
    await gm.run(() => click(app, "create"));
    await session.settle();
    expect(warningsOn(gm)).toEqual([]);
    expect(gm.notifications.map((n) => n.message)).toContain("Iron Sentinel created.");
    const created = actorNamed(gm, "Iron Sentinel");
    if (!created) throw new Error("no Iron Sentinel");
    for (const client of session.clients) {
      const number = (path: string) => systemOf(client, created, path);
      expect(number("level"), client.label).toBe(3);
      expect(number("organization")).toBe("elite");
      expect(number("role")).toBe("defender");
      expect(number("ev")).toBe(20);
      expect(number("stamina.max")).toBe(120);
      expect(number("stamina.value")).toBe(120);
      expect(number("freeStrike")).toBe(5);
      expect(number("characteristics.agility")).toBe(2);
      expect(number("characteristics.might")).toBe(0);
      expect(number("size")).toEqual({ value: 1, letter: "L" });
      expect(number("movement.speed")).toBe(5);
    }
    // The signature strike plays with the agility score and the proposed damage, on every client.
    for (const client of session.clients) {
      const actor = on(client, created) as unknown as {
        items: { contents: { name: string; system: unknown }[] };
      };
      const signature = client.run(() => actor.items.contents.find((i) => i.name === "Signature strike"));
      expect(signature?.system, client.label).toMatchObject({
        category: "signature",
        target: { count: 2 },
        power: {
          tier1: { damage: { value: 7 } },
          tier2: { damage: { value: 11 } },
          tier3: { damage: { value: 14 } },
        },
      });
    }
    // The Director edits the new monster on its sheet like any other.
    const sheet = await ownSheetOn(gm, created);
    expect(sheet.isEditable).toBe(true);
    await gm.run(() => click(sheet, "toggleMode"));
    await gm.run(() => change(field(sheet, '[name="system.freeStrike"]'), "6"));
    await session.settle();
    for (const client of session.clients) expect(systemOf(client, created, "freeStrike")).toBe(6);
  });
});
