// @vitest-environment happy-dom
/**
 * The item sheet's Advancement tab where the Director meets it: on a world class he adds a skill choice,
 * edits it through the form, adds an item grant and fills its pool by dropping an item (and by pasting a
 * UUID, the keyboard path), removes a pool item and deletes entries. Alice, who may observe the class, reads
 * the same list on her client. R-HERO-ADV: what the entries say is what a hero will be offered.
 */
import "../sim/install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { create, on, setUpTable, type Table } from "./table.ts";
import { ownSheetOn, type Sheet } from "./play.ts";
import { change, click, drop, field, find, findAll, textOf } from "../sim/applications/user.ts";
import { instances } from "../sim/applications/application.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { SimClient } from "../sim/client.ts";

interface StoredAdvancement {
  id: string;
  kind: string;
  level: number;
  label: string;
  choose: number;
  pool: string[];
  skills: Set<string>;
  skillGroups: Set<string>;
}

let table: Table;
let ironclad: HarnessDocument;
let stonehide: HarnessDocument;
let ember: HarnessDocument;

const advancementsOn = (client: SimClient): StoredAdvancement[] =>
  (on(client, ironclad).system as unknown as { advancements: StoredAdvancement[] }).advancements;

async function sheetFor(client: SimClient): Promise<Sheet> {
  const sheet = await ownSheetOn(client, on(client, ironclad));
  await client.run(() => click(find(sheet, "[data-action=tab][data-tab=advancements]")));
  return sheet;
}

beforeAll(async () => {
  table = await setUpTable();
  const { gm } = table;
  ironclad = await create(gm, "Item", { name: "Ironclad", type: "class", ownership: { default: 2 } });
  stonehide = await create(gm, "Item", { name: "Stonehide", type: "feature" });
  ember = await create(gm, "Item", { name: "Ember Gift", type: "feature" });
  await table.session.settle();
});
afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

describe("the Advancement tab of a class (R-HERO-ADV)", () => {
  it("the Director adds a skill choice; it reaches the server and Alice's client", async () => {
    const { gm, alice } = table;
    const sheet = await sheetFor(gm);
    expect(textOf(find(sheet, ".tab[data-tab=advancements]"))).toContain("No advancements yet.");
    await gm.run(() => change(field(sheet, "[data-advancement-new-kind]"), "skills"));
    await gm.run(() => click(sheet, "addAdvancement"));
    await table.session.settle();
    const [added] = advancementsOn(gm);
    expect(added).toMatchObject({ kind: "skills", level: 1, choose: 1 });
    expect(advancementsOn(alice).map((a) => a.id)).toEqual([added?.id]);
    // A new entry opens its editor, so the keyboard user lands on its fields.
    expect((find(sheet, `[data-advancement-details="${added?.id}"]`) as HTMLDetailsElement).open).toBe(true);
  });

  it("editing level, label, a group and a skill round-trips through the form; Alice reads the summary", async () => {
    const { gm, alice } = table;
    const sheet = await sheetFor(gm);
    await gm.run(() => change(field(sheet, "[name='system.advancements.0.level']"), "3"));
    await gm.run(() => change(field(sheet, "[name='system.advancements.0.label']"), "Old Lore"));
    await gm.run(() => change(field(sheet, "[name='system.advancements.0.skillGroups.lore']"), true));
    await gm.run(() => change(field(sheet, "[name='system.advancements.0.skills.alchemy']"), true));
    await gm.run(() => change(field(sheet, "[name='system.advancements.0.choose']"), "2"));
    await table.session.settle();
    const [edited] = advancementsOn(gm);
    expect(edited).toMatchObject({ level: 3, label: "Old Lore", choose: 2 });
    expect([...(edited?.skillGroups ?? [])]).toEqual(["lore"]);
    expect([...(edited?.skills ?? [])]).toEqual(["alchemy"]);
    const mine = await sheetFor(alice);
    const line = textOf(find(mine, ".advancement-list"));
    expect(line).toContain("Lv 3");
    expect(line).toContain("Old Lore");
    expect(line).toContain("choose 2: Alchemy, any Lore skill");
    // Alice may only observe the class: the editor is there but disabled.
    expect((field(mine, "[name='system.advancements.0.level']") as HTMLInputElement).disabled).toBe(true);
    expect((find(mine, "[data-action=addAdvancement]") as HTMLButtonElement).disabled).toBe(true);
    await mine.close();
  });

  it("an item grant's pool is filled by dropping an item and by pasting a UUID, and a pool item is removed", async () => {
    const { gm, alice } = table;
    const sheet = await sheetFor(gm);
    await gm.run(() => change(field(sheet, "[data-advancement-new-kind]"), "items"));
    await gm.run(() => click(sheet, "addAdvancement"));
    await table.session.settle();
    await gm.run(() =>
      drop(find(sheet, '[data-advancement-drop="1"]'), { type: "Item", uuid: stonehide.uuid }),
    );
    await table.session.settle();
    expect(advancementsOn(gm)[1]?.pool).toEqual([stonehide.uuid]);
    await gm.run(() => change(field(sheet, '[data-pool-uuid="1"]'), ember.uuid));
    await gm.run(() => click(find(sheet, '[data-action=addPoolUuid][data-index="1"]')));
    await table.session.settle();
    expect(advancementsOn(alice)[1]?.pool).toEqual([stonehide.uuid, ember.uuid]);
    expect(textOf(find(sheet, '[data-advancement-drop="1"]'))).toContain("Ember Gift");
    // A later form edit keeps the pool (its entries travel as hidden fields).
    await gm.run(() => change(field(sheet, "[name='system.advancements.1.choose']"), "1"));
    await table.session.settle();
    expect(advancementsOn(gm)[1]).toMatchObject({ choose: 1, pool: [stonehide.uuid, ember.uuid] });
    const mine = await sheetFor(alice);
    expect(textOf(find(mine, ".advancement-list"))).toContain("choose 1: Stonehide, Ember Gift");
    await mine.close();
    await gm.run(() => click(find(sheet, '[data-action=removePoolItem][data-index="1"][data-pool="0"]')));
    await table.session.settle();
    expect(advancementsOn(alice)[1]?.pool).toEqual([ember.uuid]);
  });

  it("dropping something that is not a loose item changes nothing", async () => {
    const { gm } = table;
    const sheet = await sheetFor(gm);
    const korvaItem = on(gm, table.heroes.alice) as unknown as { items: { contents: HarnessDocument[] } };
    const owned = korvaItem.items.contents[0];
    if (!owned) throw new Error("Korva has no items");
    await gm.run(() => drop(find(sheet, '[data-advancement-drop="1"]'), { type: "Item", uuid: owned.uuid }));
    await gm.run(() =>
      drop(find(sheet, '[data-advancement-drop="1"]'), { type: "Actor", uuid: table.heroes.alice.uuid }),
    );
    await table.session.settle();
    expect(advancementsOn(gm)[1]?.pool).toEqual([ember.uuid]);
    expect(gm.notifications.some((n) => /can't be granted/.test(n.message))).toBe(true);
  });

  it("deleting entries empties the list on every client", async () => {
    const { gm, alice } = table;
    const sheet = await sheetFor(gm);
    await gm.run(() => click(find(sheet, '[data-action=deleteAdvancement][data-index="0"]')));
    await table.session.settle();
    expect(advancementsOn(alice).map((a) => a.kind)).toEqual(["items"]);
    await gm.run(() => click(find(sheet, '[data-action=deleteAdvancement][data-index="0"]')));
    await table.session.settle();
    expect(advancementsOn(alice)).toEqual([]);
    expect(findAll(sheet, ".advancement")).toHaveLength(0);
  });

  it("an ancestry with imported-style grants reads as what a hero will be offered, on Alice's client", async () => {
    const { gm, alice } = table;
    const base = { label: "", text: "", pool: [], itemType: "", perkGroups: [], points: false, skills: [] };
    const none = { might: 0, agility: 0, reason: 0, intuition: 0, presence: 0 };
    const grants = [
      {
        ...base,
        id: "a1",
        kind: "items",
        level: 1,
        choose: 3,
        points: true,
        pool: [stonehide.uuid, ember.uuid],
      },
      { ...base, id: "a2", kind: "items", level: 2, choose: 1, itemType: "perk", perkGroups: ["lore"] },
      { ...base, id: "a3", kind: "languages", level: 1, choose: 1, languages: [] },
      { ...base, id: "a4", kind: "languages", level: 1, choose: 0, languages: ["Caelian"] },
      {
        ...base,
        id: "a5",
        kind: "characteristics",
        level: 4,
        choose: 1,
        max: 6,
        characteristics: { ...none, might: 1, agility: 1 },
      },
      { ...base, id: "a6", kind: "items", level: 1, choose: 0, pool: ["Compendium.gone.pack.Item.missing"] },
    ];
    const stoneborn = await create(gm, "Item", {
      name: "Stoneborn",
      type: "ancestry",
      ownership: { default: 2 },
      system: { advancements: grants },
    });
    await table.session.settle();
    const sheet = await ownSheetOn(alice, on(alice, stoneborn));
    const rows = findAll(sheet, ".advancement summary").map((row) =>
      row.textContent.replace(/\s+/g, " ").trim(),
    );
    expect(rows).toEqual([
      "Lv 1 Items 3 points among: Stonehide, Ember Gift",
      "Lv 1 Languages choose 1 language(s)",
      "Lv 1 Languages Caelian",
      "Lv 1 Items Compendium.gone.pack.Item.missing",
      "Lv 2 Items choose 1 Perk (Lore)",
      "Lv 4 Characteristics choose 1: Might +1, Agility +1 (to at most 6)",
    ]);
    await sheet.close();
  });

  it("an ability has no Advancement tab", async () => {
    const { gm } = table;
    const ability = await create(gm, "Item", { name: "Jab", type: "ability" });
    const sheet = await ownSheetOn(gm, ability);
    expect(findAll(sheet, "[data-tab=advancements]")).toHaveLength(0);
    await sheet.close();
  });
});
