// @vitest-environment happy-dom
/**
 * The buttons of an ability card where the players meet them (src/chat/ability-card-actions.ts): apply
 * damage, half damage and conditions per target and for all, pay surges from the user's own pool, and
 * only the buttons a viewer may use. Steps run in order and share the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import {
  cardOn,
  clickOn,
  heroSheetOn,
  lastMessageId,
  rollFrom,
  systemOf,
  tokenStaminaOn,
  useButton,
  warningsOn,
  placeInReach,
} from "./play.ts";
import { find, findAll, textOf } from "../sim/applications/user.ts";

let table: Table;
let card = "";

const buttons = (client: Table["gm"], selector: string) => findAll(cardOn(client, card), selector);

describe("ability card buttons", () => {
  it("R-PR-10: Alice strikes the captain and the Warlord with a critical Shoulder In; every client renders the card", async () => {
    table = await setUpTable();
    const { alice, gm, session, heroes, tokens } = table;
    await gm.run(() => on(gm, heroes.alice).update({ system: { surges: 3 } }));
    await placeInReach(table, tokens.alice, [tokens.captain, tokens.leader]);
    target(alice, [tokens.captain, tokens.leader]);
    const sheet = await heroSheetOn(alice, heroes.alice);
    await rollFrom(table, alice, useButton(sheet), [10, 10]); // 20 + 2: tier 3 with a potency-gated Slowed
    await alice.run(() => sheet.close());
    card = lastMessageId(table);
    for (const client of session.clients) {
      expect(textOf(cardOn(client, card))).toContain("Goblin Warlord");
      expect(findAll(cardOn(client, card), "[data-target-index]")).toHaveLength(2);
    }
  });

  it("buttons: Bob, who neither wrote the card nor owns Korva, is offered none of its buttons; Alice and the GM are", () => {
    const { alice, bob, gm } = table;
    // Forced movement is another module's button (src/chat/forced-move-action.ts) and not judged here.
    expect(buttons(bob, 'button[data-action]:not([data-action="forcedMove"])')).toEqual([]);
    for (const client of [alice, gm]) {
      expect(buttons(client, '[data-action="applyDamage"]')).toHaveLength(2);
      expect(buttons(client, '[data-action="damageSurge"]')).toHaveLength(2);
      expect(buttons(client, '[data-action="heroTokenSurges"]')).toHaveLength(1);
    }
  });

  it("R-AB-7: Alice asks for a damage surge on the captain and a potency surge on the Warlord; Korva's 3 surges cover them (paid when applied)", async () => {
    const { alice, session, heroes } = table;
    const seen = alice.notifications.length;
    await clickOn(
      table,
      alice,
      find(cardOn(alice, card), '[data-target-index="0"] [data-action="damageSurge"]'),
    );
    await clickOn(
      table,
      alice,
      find(cardOn(alice, card), '[data-target-index="1"] [data-action="potencySurge"]'),
    );
    expect(warningsOn(alice, seen)).toEqual([]);
    for (const client of session.clients) {
      // The card is Alice's own document: the GM debits the surges when it applies them (R-AB-7).
      expect(systemOf(client, heroes.alice, "surges")).toBe(3);
      expect(textOf(find(cardOn(client, card), '[data-target-index="0"]'))).toMatch(/1 surge/i);
      expect(
        findAll(cardOn(client, card), '[data-target-index="1"] [data-action="potencySurge"][disabled]'),
      ).toHaveLength(client === table.bob ? 0 : 1);
    }
    // No surges left that are not already asked for: the next one is refused with a notice.
    await clickOn(
      table,
      alice,
      find(cardOn(alice, card), '[data-target-index="0"] [data-action="damageSurge"]'),
    );
    expect(warningsOn(alice, seen)).toHaveLength(1);
  });

  it("R-AB-2: Alice applies damage to the captain's row; the GM applies it once and debits its surge once; a second click on the applied row changes nothing", async () => {
    const { alice, session, tokens, heroes } = table;
    const before = tokenStaminaOn(table.gm, tokens.captain);
    const row = () => find(cardOn(alice, card), '[data-target-index="0"]');
    await clickOn(table, alice, find(row(), '[data-action="applyDamage"]'));
    const after = tokenStaminaOn(table.gm, tokens.captain);
    expect(after).toBeLessThan(before);
    for (const client of session.clients) expect(tokenStaminaOn(client, tokens.captain)).toBe(after);
    // R-AB-7: the captain's damage surge is paid now, from Korva's pool.
    for (const client of session.clients) expect(systemOf(client, heroes.alice, "surges")).toBe(2);
    expect(findAll(row(), '[data-action="applyDamage"][disabled]')).toHaveLength(1);
    // A click that reaches the disabled button anyway (a stale card) applies nothing twice.
    const stale = find(row(), '[data-action="applyDamage"]') as HTMLButtonElement;
    stale.disabled = false;
    await clickOn(table, alice, stale);
    for (const client of session.clients) expect(tokenStaminaOn(client, tokens.captain)).toBe(after);
    for (const client of session.clients) expect(systemOf(client, heroes.alice, "surges")).toBe(2);
  });

  it("R-AB-2: Alice applies half damage to all; only the Warlord, not yet hit, takes it", async () => {
    const { alice, session, tokens } = table;
    const captain = tokenStaminaOn(table.gm, tokens.captain);
    const leader = tokenStaminaOn(table.gm, tokens.leader);
    await clickOn(table, alice, find(cardOn(alice, card), '[data-action="applyHalfAll"]'));
    for (const client of session.clients) {
      expect(tokenStaminaOn(client, tokens.captain)).toBe(captain);
      expect(tokenStaminaOn(client, tokens.leader)).toBeLessThan(leader);
    }
  });

  it("R-AB-6: Alice applies the effects to all; the GM decides per target from potency", async () => {
    const { alice, session } = table;
    const seen = alice.notifications.length;
    await clickOn(table, alice, find(cardOn(alice, card), '[data-action="applyConditionsAll"]'));
    expect(warningsOn(alice, seen)).toEqual([]);
    for (const client of session.clients)
      expect(findAll(cardOn(client, card), '[data-action="applyConditions"]:not([disabled])')).toEqual([]);
  });
});
