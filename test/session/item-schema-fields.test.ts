// @vitest-environment happy-dom
/**
 * Every item sheet draws the fields of its model that its own details do not: Foundry's formGroup helper
 * renders each from the field, labelled from the model's LOCALIZATION_PREFIXES (localized at i18nInit).
 * The Director writes a homebrew perk's group on its sheet, and the hero builder's perk choice filters on
 * what he wrote (R-HERO-ADV); a culture's skill groups are a multi-select; no field shows a raw path.
 * An ability's effect text is written in Foundry's rich-text editor and reaches the hero's card cleaned.
 */
import "../sim/install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { create, on, setUpTable, type Table } from "./table.ts";
import { actorOn, ownSheetOn } from "./play.ts";
import { change, field, find, findAll, saveEditor, textOf } from "../sim/applications/user.ts";
import { instances } from "../sim/applications/application.ts";
import { blankAdvancement } from "../../src/rules/index.ts";
import { loadCatalog } from "../../src/applications/hero-builder/catalog.ts";
import { offeredItems } from "../../src/applications/hero-builder/choices.ts";
import type { SimClient } from "../sim/client.ts";

let table: Table;

beforeAll(async () => {
  table = await setUpTable();
});
afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

/** The perks a level's "choose 1 perk of these groups" grant offers on a client, by name. */
async function perksOffered(client: SimClient, groups: string[]): Promise<string[]> {
  const catalog = await client.run(() => loadCatalog());
  const grant = { ...blankAdvancement("p", "items"), choose: 1, itemType: "perk", perkGroups: groups };
  return offeredItems(grant, catalog).map((e) => e.name);
}

describe("item sheets drawn from their models", () => {
  it("R-HERO-ADV: a homebrew perk's group, chosen on its sheet, is what the builder's perk choice filters on", async () => {
    const { gm, alice } = table;
    const perk = await create(gm, "Item", { name: "Keen Tracker", type: "perk", ownership: { default: 2 } });
    await table.session.settle();
    const sheet = await ownSheetOn(gm, on(gm, perk));
    const details = find(sheet, ".tab[data-tab=details]");
    expect(textOf(details)).not.toContain("no fields");
    expect(textOf(details)).toContain("Perk group");
    const select = field(sheet, "[name='system.group']");
    expect(select.tagName).toBe("SELECT");
    expect(findAll(select, "option").map((o) => o.textContent)).toContain("Lore");
    await gm.run(() => change(select, "lore"));
    await table.session.settle();
    expect((on(alice, perk).system as unknown as { group: string }).group).toBe("lore");
    expect(await perksOffered(alice, ["lore"])).toContain("Keen Tracker");
    expect(await perksOffered(alice, ["crafting"])).not.toContain("Keen Tracker");
    await sheet.close();
  });

  it("R-BG-1: a culture's aspect and its skill groups are edited on its sheet (a select and a multi-select)", async () => {
    const { gm } = table;
    const culture = await create(gm, "Item", { name: "Hill Folk", type: "culture" });
    const sheet = await ownSheetOn(gm, on(gm, culture));
    await gm.run(() => change(field(sheet, "[name='system.environment']"), "rural"));
    await table.session.settle();
    const groups = find(sheet, "multi-select[name='system.skillOptions.environment.groups']");
    const lore = findAll(groups, "option").find((o) => o.getAttribute("value") === "lore");
    if (!lore) throw new Error("no Lore option");
    lore.setAttribute("selected", "");
    const language = field(sheet, "[name='system.language']");
    await gm.run(() => change(language, "Khemharic"));
    await table.session.settle();
    const system = on(table.alice, culture).system as unknown as {
      environment: string;
      language: string;
      skillOptions: { environment: { groups: Set<string> } };
    };
    expect(system.environment).toBe("rural");
    expect(system.language).toBe("Khemharic");
    expect([...system.skillOptions.environment.groups]).toEqual(["lore"]);
    await sheet.close();
  });

  it("every item type's sheet labels each field it draws from the model, never with a raw path", async () => {
    const { gm } = table;
    const types = ["ancestry", "culture", "career", "complication", "perk", "title"];
    types.push("feature", "class", "subclass", "kit", "treasure", "project", "ability");
    for (const type of types) {
      const item = await create(gm, "Item", { name: `A ${type}`, type });
      const sheet = await ownSheetOn(gm, on(gm, item));
      for (const group of findAll(sheet, ".schema-fields .form-group")) {
        const label = textOf(find(group, "label"));
        expect(label, type).not.toBe("");
        expect(label, type).not.toMatch(/^[a-z]+(\.[a-zA-Z]+)*$/);
        const input = group.querySelector("[name]");
        expect(input?.getAttribute("name") ?? "", type).toMatch(/^system\./);
      }
      await sheet.close();
    }
    const title = await create(gm, "Item", { name: "Knight", type: "title" });
    const sheet = await ownSheetOn(gm, on(gm, title));
    expect(textOf(sheet)).toContain("Echelon");
    await sheet.close();
  });
});

describe("an ability's effect in the rich-text editor", () => {
  it("R-AB-*: Korva's owner writes the effect in the editor; the server cleans it and her card shows it on every client", async () => {
    const { alice } = table;
    const korva = actorOn(alice, table.heroes.alice);
    const [ability] = await alice.run(() =>
      korva.createEmbeddedDocuments("Item", [{ name: "Hammer Down", type: "ability" }]),
    );
    await table.session.settle();
    if (!ability) throw new Error("no ability");
    const sheet = await ownSheetOn(alice, ability);
    expect(findAll(sheet, "textarea[name='system.effect.before']")).toHaveLength(0);
    const editor = find(sheet, "prose-mirror[name='system.effect.before']");
    await alice.run(() =>
      saveEditor(editor, '<p>The target is <strong>pushed 2</strong>.</p><script>alert("x")</script>'),
    );
    await table.session.settle();
    await sheet.close();
    for (const client of table.session.clients) {
      const stored = (
        actorOn(client, table.heroes.alice).items.get(ability.id)?.system as unknown as {
          effect: { before: string };
        }
      ).effect.before;
      expect(stored).toContain("<strong>pushed 2</strong>");
      expect(stored).not.toContain("<script");
    }
    const hero = await ownSheetOn(alice, korva);
    const card = findAll(hero, ".ability-effect").find((e) => textOf(e).includes("pushed 2"));
    expect(card?.innerHTML).toContain("<strong>pushed 2</strong>");
    expect(findAll(hero, "script")).toHaveLength(0);
    await hero.close();
  });

  it("Bob, who only observes Korva, reads the effect as text, with no editor", async () => {
    const { bob } = table;
    await table.gm.run(() =>
      actorOn(table.gm, table.heroes.alice).update({ ownership: { [bob.userId]: 2 } }),
    );
    await table.session.settle();
    const item = actorOn(bob, table.heroes.alice).items.find((i) => i.name === "Hammer Down");
    if (!item) throw new Error("no Hammer Down");
    const sheet = await ownSheetOn(bob, item);
    expect(findAll(sheet, "prose-mirror")).toHaveLength(0);
    expect(textOf(find(sheet, ".effect-before .prose"))).toContain("pushed 2");
    await sheet.close();
  });
});
