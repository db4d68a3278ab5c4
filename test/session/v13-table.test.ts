// @vitest-environment happy-dom
/**
 * Five things a real v13 table does that the simulation or a test helper used to hide (the v13
 * audit's findings 2, 3, 4, 8 and 12). Each test drives the table through the simulation as users would.
 */
import "../sim/install.ts";
import { describe, expect, it, vi } from "vitest";
import { on, setUpTable, target } from "./table.ts";
import {
  clickOn,
  combatOn,
  combatantOn,
  heroSheetOn,
  lastCardOn,
  monsterSheetOn,
  openCombat,
  rollFrom,
  useButton,
  warningsOn,
  placeInReach,
} from "./play.ts";
import { dragAndDrop, find } from "../sim/applications/user.ts";
import type { SimHotbar } from "../sim/macros.ts";
import type { SimSettings } from "../sim/settings.ts";
import type { HarnessActor } from "../harness/actor.ts";
import type { Plain } from "../harness/utils.ts";
import { queueDice } from "../harness/rolls.ts";

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
    await placeInReach(table, tokens.alice, [tokens.captain]);
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

  it("a request that fails on the GM's client reaches the player and the GM as a notice, not an uncaught rejection", async () => {
    const table = await setUpTable();
    const { gm, alice, session, tokens, scene } = table;
    await placeInReach(table, tokens.alice, [tokens.captain]);
    target(alice, [tokens.captain]);
    const korva = await heroSheetOn(alice, table.heroes.alice);
    await rollFrom(table, alice, useButton(korva), [5, 5]);
    // The captain's token was deleted on the server and the broadcast has not reached anyone yet: the GM
    // judges the request on its own copy and the server refuses the write.
    const stored = session.server.sourceAt(scene.uuid);
    stored["tokens"] = (stored["tokens"] as Plain[]).filter((t) => t["_id"] !== tokens.captain.id);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let errors: string[];
    const gmNotices = gm.notifications.length;
    try {
      await clickOn(table, alice, find(lastCardOn(alice), '[data-action="applyDamage"]'));
    } finally {
      errors = logged.mock.calls.map(([text]) => String(text));
      logged.mockRestore();
    }
    expect(warningsOn(alice)).toEqual([
      "The Director's client could not carry out that request (details in the console).",
    ]);
    expect(warningsOn(gm, gmNotices)).toEqual([
      "A player's request failed on your client (details in the console).",
    ]);
    expect(errors.some((text) => text.startsWith("steelbound.gm | a request failed"))).toBe(true);
  });

  it("a locked hotbar takes no ability: dropping Shoulder In on it makes no macro and fills no slot", async () => {
    const table = await setUpTable();
    const { alice, session, heroes } = table;
    await alice.run(() => (alice.game["settings"] as SimSettings).set("core", "hotbarLock", true));
    const sheet = await heroSheetOn(alice, heroes.alice);
    const hotbar = (alice.globals.ui as { hotbar: SimHotbar }).hotbar;
    const macros = session.server.collection("Macro").size;
    await alice.run(() =>
      dragAndDrop(
        find(sheet, ".ability-card.draggable[data-item-id]"),
        find(hotbar.element, '[data-slot="3"]'),
      ),
    );
    await session.settle();
    expect(alice.run(() => hotbar.macroAt(3))).toBeNull();
    expect(session.server.collection("Macro").size).toBe(macros);
  });

  it("R-CB-3: core's Previous Turn undoes the last pick and never puts a combatant on turn; Previous Round is refused", async () => {
    const table = await setUpTable();
    const { gm, session, tokens } = table;
    const combat = await openCombat(table, [tokens.alice, tokens.bob, tokens.captain]);
    queueDice(7);
    await gm.run(() => combat.startCombat());
    await session.settle();
    await gm.run(() => combat.chooseFirstSide("heroes"));
    await gm.run(() => combat.takeTurn(combatantOn(gm, combat, tokens.alice)));
    await session.settle();
    await gm.run(() => combat.previousTurn());
    await session.settle();
    for (const client of session.clients)
      client.run(() => {
        expect(combatOn(client, combat).turn).toBeNull();
        expect(combatOn(client, combat).flow.turn).toBeNull();
      });
    const notices = gm.notifications.length;
    await gm.run(() => combat.previousRound());
    await session.settle();
    expect(combatOn(gm, combat).round).toBe(1);
    expect(warningsOn(gm, notices)).toHaveLength(1);
  });
});
