// @vitest-environment happy-dom
/**
 * The hero sheet's abilities as compact rows (R-AB-1 groups): each row names the ability with its keywords,
 * cost, distance and target and has a roll button; its name opens the full card under it (aria-expanded),
 * by click or by keyboard (a button: Enter and Space click it), and the open card stays open across a
 * re-render of the sheet. The row's roll button rolls as the card's does (R-PR-1).
 */
import "../sim/install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "./table.ts";
import { heroSheetOn, lastCardOn, rollFrom } from "./play.ts";
import { change, click, field, find, findAll, textOf } from "../sim/applications/user.ts";
import { instances } from "../sim/applications/application.ts";

let table: Table;

beforeAll(async () => {
  table = await setUpTable();
});
afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

describe("the hero sheet's ability rows", () => {
  it("R-AB-1: every ability is a row with its name, keywords, distance, target and a roll button; its card starts closed", async () => {
    const { alice } = table;
    const sheet = await heroSheetOn(alice, table.heroes.alice);
    const rows = findAll(sheet, ".ability-row");
    const abilities = on(alice, table.heroes.alice)
      .getEmbeddedCollection("Item")
      .filter((i) => i.type === "ability");
    expect(rows).toHaveLength(abilities.length);
    for (const row of rows) {
      const toggle = find(row, ".ability-toggle");
      expect(toggle.getAttribute("aria-expanded")).toBe("false");
      expect(find(row, ".ability-detail").hidden).toBe(true);
      expect(textOf(find(row, ".ability-name"))).not.toBe("");
      expect(
        findAll(row, ".ability-summary .ability-distance, .ability-summary .ability-target"),
      ).toHaveLength(2);
      expect(findAll(row, ".ability-summary [data-action=useAbility]")).toHaveLength(1);
    }
  });

  it("a row's name is a button that opens and closes its card (so Enter and Space do too), and an open card survives a re-render", async () => {
    const { alice } = table;
    await alice.run(() =>
      on(alice, table.heroes.alice).createEmbeddedDocuments("Item", [
        { name: "Second Wind Strike", type: "ability" },
      ]),
    );
    await table.session.settle();
    const sheet = await heroSheetOn(alice, table.heroes.alice);
    const [first, second] = findAll(sheet, ".ability-row");
    if (!first || !second) throw new Error("Korva has fewer than two abilities");
    const id = first.dataset["itemId"] ?? "";
    await alice.run(() => click(find(first, ".ability-toggle")));
    expect(find(first, ".ability-toggle").getAttribute("aria-expanded")).toBe("true");
    expect(find(first, ".ability-detail").hidden).toBe(false);
    expect(find(first, ".ability-detail").id).toBe(
      find(first, ".ability-toggle").getAttribute("aria-controls"),
    );
    // A keyboard user's Enter or Space on a focused <button> is its click (HTML activation behaviour), so
    // the row needs no key handler of its own.
    const toggle = find(second, ".ability-toggle") as HTMLButtonElement;
    toggle.focus();
    await alice.run(() => click(toggle));
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    await alice.run(() => click(toggle));
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await alice.run(() => sheet.render());
    await table.session.settle();
    const again = find(sheet, `.ability-row[data-item-id="${id}"]`);
    expect(find(again, ".ability-toggle").getAttribute("aria-expanded")).toBe("true");
    expect(find(again, ".ability-detail").hidden).toBe(false);
  });

  it("R-PR-1: a row's roll button rolls the ability to chat on every client", async () => {
    const { alice } = table;
    const sheet = await heroSheetOn(alice, table.heroes.alice);
    const row = findAll(sheet, ".ability-row").find((r) => r.dataset["abilityType"] === "main");
    if (!row) throw new Error("no main-action ability");
    const name = textOf(find(row, ".ability-name"));
    await rollFrom(table, alice, find(row, ".ability-summary [data-action=useAbility]"), [6, 6]);
    await table.session.settle();
    for (const client of table.session.clients) expect(textOf(lastCardOn(client))).toContain(name);
  });

  it("edit mode folds the stats editor under one line; opened, it stays open through the re-render an edit makes", async () => {
    const { alice } = table;
    const sheet = await heroSheetOn(alice, table.heroes.alice);
    await alice.run(() => click(find(sheet, "[data-action=toggleMode]")));
    const details = find(sheet, ".stats-edit-details") as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(findAll(details, "input[name='system.movement.speed']")).toHaveLength(1);
    // The browser sets `open` and fires "toggle" when the summary is clicked.
    details.open = true;
    details.dispatchEvent(new Event("toggle"));
    await alice.run(() => change(field(sheet, "input[name='system.movement.speed']"), "6"));
    await table.session.settle();
    expect((find(sheet, ".stats-edit-details") as HTMLDetailsElement).open).toBe(true);
    await alice.run(() => click(find(sheet, "[data-action=toggleMode]")));
  });
});
