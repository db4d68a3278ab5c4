// @vitest-environment happy-dom
/**
 * Five things a real v13 table does that the simulation or a test helper used to hide (issue 20, the v13
 * audit's findings 2, 3, 4, 8 and 12). Each test drives the table through the simulation as users would.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, target } from "./table.ts";
import { clickOn, heroSheetOn, lastCardOn, monsterSheetOn, rollFrom, useButton, warningsOn } from "./play.ts";
import { find } from "../sim/applications/user.ts";
import type { HarnessActor } from "../harness/actor.ts";

describe("v13 table: what the simulation used to hide", () => {
  it("R-ST-1: an ability card's damage winds an unlinked creature and refreshes its open sheet, as takeDamage does", async () => {
    const table = await setUpTable();
    const { gm, alice, session, tokens } = table;
    const captain = gm.run(() => on(gm, tokens.captain).actor) as HarnessActor;
    await gm.run(() => captain.update({ "system.stamina.value": 25 })); // 40 max: winded at 20 (R-ST-1)
    await session.settle();
    const sheet = await monsterSheetOn(gm, captain);
    const shown = () => find(sheet, '[name="system.stamina.value"]').getAttribute("value");
    expect(shown()).toBe("25");
    target(alice, [tokens.captain]);
    const korva = await heroSheetOn(alice, table.heroes.alice);
    await rollFrom(table, alice, useButton(korva), [5, 5]); // 10 + Might 2 = 12: tier 2: 6 damage
    await clickOn(table, alice, find(lastCardOn(alice), '[data-action="applyDamage"]'));
    expect(warningsOn(alice)).toEqual([]);
    for (const client of session.clients)
      client.run(() => {
        const actor = on(client, tokens.captain).actor as HarnessActor;
        expect((actor.system as { stamina: { value: number } }).stamina.value).toBe(19);
        expect(actor.statuses.has("winded")).toBe(true);
      });
    // The GM's open sheet shows the same synthetic actor, refreshed.
    expect(gm.run(() => on(gm, tokens.captain).actor)).toBe(captain);
    expect(shown()).toBe("19");
  });
});
