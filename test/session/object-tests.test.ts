// @vitest-environment happy-dom
/**
 * at the table: an object forced to make a test gets tier 1 automatically (R-PR-7, 004 「物体」).
 * The Director keeps a barrel of lamp oil as a stat block with the keyword "object" (how Steelbound marks an
 * object, src/rules/target-test.ts OBJECT_KEYWORD). Alice's Daunting Roar (ranged 5) makes its target test Presence;
 * the Director rolls the barrel's test from the card on the GM's client and rolls high, yet every client shows
 * tier 1 and the GM applies tier 1's damage.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, packSource, setUpTable } from "./table.ts";
import { RANGED_5, giveKorva, targetTestAbility, testTier, useTestOn } from "./setups.ts";
import { cardOn, clickOn, placeTokenFor, rollFrom, tokenStaminaOn, warningsOn } from "./play.ts";
import { find, findAll, textOf } from "../sim/applications/user.ts";
import type { Plain } from "../harness/utils.ts";

const tier = (damage: number): Plain => testTier(damage, "sonic");

const ROAR = targetTestAbility(
  "Daunting Roar",
  "presence",
  { ...RANGED_5, target: { text: "One creature or object", count: 1 } },
  [tier(5), tier(2), tier(0)],
);

describe("an object forced to make a test", () => {
  it("R-PR-7: the barrel (keyword object) rolls 10 + 9 on Daunting Roar's Presence test, yet every client shows tier 1 (「アビリティによって物体がテストを行うことを強制された場合、その物体は自動的にそのテストでティア1の結果を得ます」) and the GM applies tier 1's 5 damage", async () => {
    const table = await setUpTable();
    const { gm, alice, session, heroes } = table;
    const source = packSource("monsters", "Goblin Warlord");
    const barrel = await create(gm, "Actor", {
      ...source,
      name: "Barrel of Lamp Oil",
      system: { ...(source["system"] as Plain), keywords: ["object"] },
    });
    // Beside Korva (4, 3).
    const token = await placeTokenFor(table, barrel, 5, 3);
    await giveKorva(table, [ROAR]);
    // No dice for Alice: each target tests.
    const card = await useTestOn(table, alice, heroes.alice, [token], "Daunting Roar");
    expect(warningsOn(alice)).toEqual([]);
    // Only the Director may roll the barrel's test.
    expect(findAll(cardOn(alice, card), '[data-action="rollTargetTest"]')).toEqual([]);
    await rollFrom(table, gm, find(cardOn(gm, card), '[data-action="rollTargetTest"]'), [10, 9]);
    expect(warningsOn(gm)).toEqual([]);
    for (const client of session.clients) {
      const [row] = findAll(cardOn(client, card), "[data-target-index]");
      expect(row?.classList.contains("tier-1")).toBe(true);
      expect(textOf(row as HTMLElement)).toContain("Barrel of Lamp Oil");
    }
    const before = tokenStaminaOn(gm, token);
    await clickOn(table, gm, find(cardOn(gm, card), '[data-action="applyDamageAll"]'));
    expect(warningsOn(gm)).toEqual([]);
    for (const client of session.clients) expect(tokenStaminaOn(client, token)).toBe(before - 5);
  });
});
