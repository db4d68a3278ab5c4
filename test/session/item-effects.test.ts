// @vitest-environment happy-dom
/**
 * Effects carried by items, where players meet them: Alice gives Korva's kit an effect from the kit's own
 * sheet and edits it through the sheet form (stability rises on her hero sheet on every client); a treasure
 * does nothing until Korva equips it from his treasure list (R-RW-1); a leveled treasure gives its 1st-level
 * effect until Korva reaches 5th level, then its 5th-level one; a respite ends "until respite" effects but
 * not permanent ones (R-VX-2).
 */
import "../sim/install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUpTable, type Table } from "./table.ts";
import { actorOn, clickAnswering, heroSheetOn, ownSheetOn, systemOf, warningsOn } from "./play.ts";
import { answerDialog, change, click, field, find, findAll, textOf } from "../sim/applications/user.ts";
import type { SimClient } from "../sim/client.ts";
import type { HarnessActor } from "../harness/actor.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { instances } from "../sim/applications/application.ts";

let table: Table;
const korvaOn = (client: SimClient): HarnessActor => actorOn(client, table.heroes.alice);
const stabilityOn = (client: SimClient) => systemOf(client, table.heroes.alice, "stability");
const speedOn = (client: SimClient) => systemOf(client, table.heroes.alice, "movement.speed");
const itemOn = (client: SimClient, name: string): HarnessDocument => {
  const item = client.run(() => korvaOn(client).items.find((i) => i.name === name));
  if (!item) throw new Error(`${client.label} has no ${name}`);
  return item;
};
const statOnSheet = (sheet: { element: HTMLElement }, label: string) =>
  textOf(findAll(sheet.element, ".stat-row > div").find((d) => textOf(d).startsWith(label)) ?? sheet.element);

async function give(data: Record<string, unknown>): Promise<void> {
  await table.gm.run(() => korvaOn(table.gm).createEmbeddedDocuments("Item", [data]));
  await table.session.settle();
}

beforeAll(async () => {
  table = await setUpTable();
});
afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

describe("a kit's effect, made and edited on the kit's sheet", () => {
  it("Alice adds an effect on her kit's Effects tab, sets it to +2 stability in the form: Korva's sheet shows stability 2 on every client", async () => {
    const { alice, gm, session } = table;
    await give({ name: "Iron Guard", type: "kit" });
    const before = Number(stabilityOn(gm));
    const kitSheet = await ownSheetOn(alice, itemOn(alice, "Iron Guard"));
    await alice.run(() => click(find(kitSheet, '[data-action="tab"][data-tab="effects"]')));
    await alice.run(() => click(kitSheet, "addItemEffect"));
    await session.settle();
    const row = find(kitSheet, ".item-effect");
    const effectId = row.dataset["effectId"] ?? "";
    // The new effect's first change aims at stability; Alice makes it +2 and renames the effect.
    await alice.run(() => change(field(kitSheet, `[name="effectRows.${effectId}.changes.0.value"]`), "2"));
    await alice.run(() => change(field(kitSheet, `[name="effectRows.${effectId}.name"]`), "Braced stance"));
    await alice.run(() => change(field(kitSheet, `[name="effectRows.${effectId}.duration"]`), "permanent"));
    await session.settle();
    for (const client of session.clients) {
      expect(stabilityOn(client)).toBe(before + 2);
      const effect = client.run(() =>
        itemOn(client, "Iron Guard").getEmbeddedCollection("ActiveEffect").get(effectId),
      );
      expect(effect?.name).toBe("Braced stance");
      expect(
        client.run(() => foundry.utils.getProperty(effect?._source ?? {}, "flags.steelbound.duration")),
      ).toBe("permanent");
    }
    // The form shows what the server stored after its re-render.
    expect(
      (field(kitSheet, `[name="effectRows.${effectId}.changes.0.value"]`) as HTMLInputElement).value,
    ).toBe("2");
    expect((field(kitSheet, `[name="effectRows.${effectId}.duration"]`) as HTMLSelectElement).value).toBe(
      "permanent",
    );
    const heroSheet = await heroSheetOn(alice, table.heroes.alice);
    expect(statOnSheet(heroSheet, "Stability")).toContain(String(before + 2));
    // The actor's Effects tab lists the kit's effect with the kit as its source.
    const listed = textOf(find(heroSheet.element, `[data-effect-id="${effectId}"]`));
    expect(listed).toContain("Braced stance");
    expect(listed).toContain("Source: Iron Guard");
    expect(listed).toContain("permanent");
    expect(warningsOn(alice)).toEqual([]);
  });
});

describe("the kit sheet's effect controls", () => {
  it("Alice adds a change row (+1 speed), removes it, then deletes the effect after confirming: Korva's numbers follow on every client", async () => {
    const { alice, gm, session } = table;
    const speed = Number(speedOn(gm));
    const stability = Number(stabilityOn(gm));
    const kitSheet = await ownSheetOn(alice, itemOn(alice, "Iron Guard"));
    await alice.run(() => click(find(kitSheet, ".item-effect [data-action=addItemEffectChange]")));
    await session.settle();
    for (const client of session.clients) expect(speedOn(client)).toBe(speed + 1);
    await alice.run(() =>
      click(find(kitSheet, '.item-effect [data-action=removeItemEffectChange][data-index="1"]')),
    );
    await session.settle();
    for (const client of session.clients) expect(speedOn(client)).toBe(speed);
    const deleting = alice.run(() => click(find(kitSheet, ".item-effect [data-action=deleteItemEffect]")));
    await alice.run(() => answerDialog("yes"));
    await deleting;
    await session.settle();
    for (const client of session.clients) expect(stabilityOn(client)).toBe(stability - 2);
    expect(textOf(find(kitSheet, "section.tab.effects"))).toContain("No effects.");
  });
});

describe("treasures (R-RW-1)", () => {
  it("an unequipped treasure's effect does nothing (listed as suppressed); equipped from the treasure list it applies", async () => {
    const { alice, gm, session } = table;
    const before = Number(stabilityOn(gm));
    await give({
      name: "Ring of Warding",
      type: "treasure",
      system: { category: "trinket", equipped: false },
      effects: [{ name: "Ward", changes: [{ key: "system.stability", mode: 2, value: "1" }] }],
    });
    for (const client of session.clients) expect(stabilityOn(client)).toBe(before);
    const sheet = await heroSheetOn(alice, table.heroes.alice);
    expect(textOf(find(sheet.element, ".effect-list"))).toMatch(/Ward.*suppressed/s);
    const ring = itemOn(alice, "Ring of Warding");
    const toggle = find(sheet.element, `[data-action="toggleEquipped"][data-item-id="${ring.id}"]`);
    expect(toggle.getAttribute("aria-label")).toBe("Equip Ring of Warding");
    await alice.run(() => click(toggle));
    await session.settle();
    for (const client of session.clients) {
      expect(systemOf(client, ring, "equipped")).toBe(true);
      expect(stabilityOn(client)).toBe(before + 1);
    }
    expect(statOnSheet(sheet, "Stability")).toContain(String(before + 1));
    // Taking it off ends the bonus again.
    await alice.run(() =>
      click(find(sheet.element, `[data-action="toggleEquipped"][data-item-id="${ring.id}"]`)),
    );
    await session.settle();
    for (const client of session.clients) expect(stabilityOn(client)).toBe(before);
  });

  it("a leveled treasure gives its 1st-level effect at level 1, its 5th-level one once Korva reaches level 5", async () => {
    const { gm, session } = table;
    const base = Number(speedOn(gm));
    const band = (level: number, value: string) => ({
      name: `Striders (level ${level})`,
      changes: [{ key: "system.movement.speed", mode: 2, value }],
      flags: { steelbound: { treasureLevel: level } },
    });
    await give({
      name: "Lightning Treads",
      type: "treasure",
      system: { category: "leveled", equipped: true },
      effects: [band(1, "1"), band(5, "2"), band(9, "3")],
    });
    for (const client of session.clients) expect(speedOn(client)).toBe(base + 1);
    await gm.run(() => korvaOn(gm).update({ system: { level: 5 } }));
    await session.settle();
    for (const client of session.clients) expect(speedOn(client)).toBe(base + 2);
    const sheet = await heroSheetOn(table.alice, table.heroes.alice);
    expect(statOnSheet(sheet, "Speed")).toContain(String(base + 2));
  });

  it("the leveled treasure's sheet lets its owner pick each effect's level band; other items have no band", async () => {
    const { alice } = table;
    const treads = await ownSheetOn(alice, itemOn(alice, "Lightning Treads"));
    expect(findAll(treads.element, '[name$=".band"]')).toHaveLength(3);
    const kit = await ownSheetOn(alice, itemOn(alice, "Iron Guard"));
    expect(findAll(kit.element, '[name$=".band"]')).toEqual([]);
  });
});

describe("respite (R-VX-2)", () => {
  it("Alice finishes a respite: the 'until respite' effect ends on every client, the permanent one stays", async () => {
    const { alice, gm, session } = table;
    await gm.run(() =>
      korvaOn(gm).createEmbeddedDocuments("ActiveEffect", [
        { name: "Battle fatigue", flags: { steelbound: { duration: "respite" } } },
        { name: "Oath of the Anvil", flags: { steelbound: { duration: "permanent" } } },
      ]),
    );
    await session.settle();
    const sheet = await heroSheetOn(alice, table.heroes.alice);
    expect(textOf(find(sheet.element, ".effect-list"))).toMatch(/Battle fatigue.*until respite/s);
    await clickAnswering(table, alice, find(sheet.element, '[data-action="respite"]'), "yes");
    for (const client of session.clients) {
      const names = client.run(() => korvaOn(client).effects.map((e) => e.name));
      expect(names).not.toContain("Battle fatigue");
      expect(names).toContain("Oath of the Anvil");
    }
    expect(textOf(find(sheet.element, ".effect-list"))).not.toContain("Battle fatigue");
  });
});
