// @vitest-environment happy-dom
/**
 * Rules tooltips: a keyword chip or a condition on a card, and on a sheet, carries its rule as
 * `data-tooltip-text`, which v13's TooltipManager shows on hover as plain text (client/helpers/interaction/
 * tooltip-manager.mjs TooltipManager#activate: data-tooltip-html, else data-tooltip-text as textContent, else
 * data-tooltip). Checked on the Director's and each player's own client.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { setUpTable, type Table } from "./table.ts";
import { actorOn, cardOn, heroSheetOn, placeInReach, useAbilityOn } from "./play.ts";
import { find, findAll } from "../sim/applications/user.ts";

let table: Table;
let card = "";

const tip = (el: Element | null) => el?.getAttribute("data-tooltip-text") ?? null;

describe("rules tooltips", () => {
  it("R-AB-1, R-CN-7: Korva's card shows each keyword's rule and the slowed rule on every client", async () => {
    table = await setUpTable();
    const { alice, heroes, tokens, session } = table;
    const targets = tokens.minions.slice(0, 2);
    await placeInReach(table, tokens.alice, targets);
    card = await useAbilityOn(table, alice, heroes.alice, targets, [9, 9]);
    for (const client of session.clients) {
      const shown = cardOn(client, card);
      const chips = findAll(shown, ".card-keywords .keyword");
      expect(chips.map((c) => c.textContent)).toEqual(["Melee", "Strike", "Weapon"]);
      expect(tip(chips[1] ?? null)).toMatch(/rolled damage/);
      for (const chip of chips) expect(tip(chip)).not.toMatch(/STEELBOUND\./);
      const slowed = findAll(shown, ".target-effect .effect-name").find((e) => e.textContent === "Slowed");
      expect(tip(slowed ?? null)).toMatch(/speed is 2/);
    }
  });

  it("R-CN-7: on Alice's sheet the ability's keywords and a condition on Korva carry their rules", async () => {
    const { gm, alice, heroes, session } = table;
    await gm.run(() => actorOn(gm, heroes.alice).toggleStatusEffect("slowed", { active: true }));
    await session.settle();
    const sheet = await heroSheetOn(alice, heroes.alice);
    const chips = findAll(sheet.element, ".ability-keywords .keyword");
    expect(chips.length).toBeGreaterThan(0);
    expect(chips.every((c) => (tip(c) ?? "") !== "")).toBe(true);
    const row = find(sheet.element, ".effect-row .effect-name");
    expect(tip(row)).toMatch(/speed is 2/);
    await alice.run(() => sheet.close());
  });
});
