// @vitest-environment happy-dom
/**
 * Hero tokens at the table (R-HT-*): the Director sets the party's pool (a world setting only the GM may
 * write); players spend tokens from their own clients — the card's "2 surges" button, the test card's
 * reroll, the sheet's "regain stamina", the failed save's "succeed" — and the GM's client checks and
 * writes. Steps run in order and share the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import {
  cardOn,
  clickOn,
  combatantOn,
  heroSheetOn,
  heroTokensOn,
  lastMessageId,
  openCombat,
  rollFrom,
  setSetting,
  systemOf,
  trackerOn,
  useButton,
  warningsOn,
  type Combat,
} from "./play.ts";
import { click, find, findAll, textOf } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";

let table: Table;
let abilityCard = "";
let testCard = "";

describe("hero tokens at the table", () => {
  it("R-HT-1: the Director sets the party's hero tokens; every client sees them; a player's own write is refused by the server", async () => {
    table = await setUpTable();
    await setSetting(table.gm, "heroTokens", { value: 4 });
    await table.session.settle();
    for (const client of table.session.clients) expect(heroTokensOn(client)).toBe(4);
    await expect(setSetting(table.alice, "heroTokens", { value: 99 })).rejects.toThrow();
    await table.session.settle();
    for (const client of table.session.clients) expect(heroTokensOn(client)).toBe(4);
  });

  it("R-HT-2: Alice spends a hero token on her ability card for 2 surges; the GM writes; every client sees the pool drop", async () => {
    const { alice, gm, session, heroes } = table;
    target(alice, [table.tokens.captain]);
    const sheet = await heroSheetOn(alice, heroes.alice);
    await rollFrom(table, alice, useButton(sheet), [6, 6]); // 12 + Might 2 = 14: tier 2
    abilityCard = lastMessageId(table);
    const wave = session.server.wave;
    await clickOn(table, alice, find(cardOn(alice, abilityCard), '[data-action="heroTokenSurges"]'));
    expect(warningsOn(alice)).toEqual([]);
    expect(session.server.wave - wave).toBeLessThanOrEqual(2);
    for (const client of session.clients) {
      expect(heroTokensOn(client)).toBe(3);
      expect(systemOf(client, heroes.alice, "surges")).toBe(2);
    }
    expect(warningsOn(gm)).toEqual([]);
  });

  it("R-AB-7: Alice asks for a damage surge on the captain's row; every client's card shows it (paid when applied)", async () => {
    const { alice, session, heroes } = table;
    const row = find(cardOn(alice, abilityCard), '[data-target-index="0"]');
    const before = textOf(find(row, ".damage-value"));
    await clickOn(table, alice, find(row, '[data-action="damageSurge"]'));
    expect(warningsOn(alice)).toEqual([]);
    for (const client of session.clients) {
      expect(systemOf(client, heroes.alice, "surges")).toBe(2);
      const seen = find(cardOn(client, abilityCard), '[data-target-index="0"]');
      expect(textOf(seen)).toMatch(/1 surge/i);
      expect(Number(textOf(find(seen, ".damage-value")))).toBeGreaterThan(Number(before));
    }
  });

  it("R-HT-2: Alice rerolls a failed test with a hero token from the test card; Bob's card offers no reroll", async () => {
    const { alice, bob, session, heroes } = table;
    const sheet = await heroSheetOn(alice, heroes.alice);
    // 3 + Might 2 = 5: fails a medium test
    await rollFrom(
      table,
      alice,
      find(sheet, '[data-action="rollTest"][data-characteristic="might"]'),
      [1, 2],
    );
    testCard = lastMessageId(table);
    expect(findAll(cardOn(bob, testCard), '[data-action="heroTokenReroll"]')).toEqual([]);
    queueDice(6, 6);
    await clickOn(table, alice, find(cardOn(alice, testCard), '[data-action="heroTokenReroll"]'));
    expect(warningsOn(alice)).toEqual([]);
    for (const client of session.clients) {
      expect(heroTokensOn(client)).toBe(2);
      const card = cardOn(client, testCard);
      expect(findAll(card, ".test-original")).toHaveLength(1);
      expect(findAll(card, '[data-action="heroTokenReroll"]')).toEqual([]);
      expect(textOf(card)).toContain("14");
    }
  });

  it("R-HT-2: Korva, hurt, regains stamina for 2 hero tokens from Alice's sheet outside combat", async () => {
    const { alice, gm, session, heroes } = table;
    await gm.run(() => on(gm, heroes.alice).update({ system: { stamina: { value: 10 } } }));
    await session.settle();
    const sheet = await heroSheetOn(alice, heroes.alice);
    await alice.run(() => click(sheet, "heroTokenStamina"));
    await session.settle();
    expect(warningsOn(alice)).toEqual([]);
    for (const client of session.clients) {
      expect(heroTokensOn(client)).toBe(0);
      expect(systemOf(client, heroes.alice, "stamina.value")).toBe(18);
    }
  });

  it("R-HT-2: with the pool empty, Alice is told in her language and nothing changes", async () => {
    const { alice, session, heroes } = table;
    const seen = alice.notifications.length;
    const sheet = await heroSheetOn(alice, heroes.alice);
    await alice.run(() => click(sheet, "heroTokenStamina"));
    await session.settle();
    expect(warningsOn(alice, seen)).toEqual(["Not enough hero tokens."]);
    await clickOn(table, alice, find(cardOn(alice, abilityCard), '[data-action="heroTokenSurges"]'));
    expect(warningsOn(alice, seen)).toHaveLength(2);
    for (const client of session.clients) {
      expect(heroTokensOn(client)).toBe(0);
      expect(systemOf(client, heroes.alice, "stamina.value")).toBe(18);
      expect(systemOf(client, heroes.alice, "surges")).toBe(2);
    }
  });
});

let combat: Combat;

/** A player (or the GM) clicks Act for a hero's or monster's combatant on their own tracker. */
async function act(client: Table["gm"], token: Table["tokens"]["alice"]): Promise<void> {
  const id = combatantOn(client, combat, token);
  const tracker = await trackerOn(client);
  await clickOn(table, client, find(tracker, `[data-combatant-id="${id}"] [data-action="steelboundAct"]`));
}

async function endTurn(client: Table["gm"]): Promise<void> {
  const tracker = await trackerOn(client);
  await clickOn(table, client, find(tracker, '[data-action="steelboundEndTurn"]'));
}

describe("hero tokens in combat", () => {
  it("R-HT-2: on Korva's turn Alice buys 2 surges; a second benefit that turn (stamina) is refused", async () => {
    const { alice, gm, session, tokens, heroes } = table;
    await setSetting(gm, "heroTokens", { value: 3 });
    combat = await openCombat(table, [tokens.alice, tokens.bob, tokens.captain]);
    queueDice(7);
    await gm.run(() => combat.startCombat());
    await session.settle();
    const tracker = await trackerOn(alice);
    await clickOn(table, alice, find(tracker, '[data-action="steelboundChooseSide"][data-side="heroes"]'));
    await act(alice, tokens.alice);
    const seen = alice.notifications.length;
    await clickOn(table, alice, find(cardOn(alice, abilityCard), '[data-action="heroTokenSurges"]'));
    expect(warningsOn(alice, seen)).toEqual([]);
    for (const client of session.clients) {
      expect(heroTokensOn(client)).toBe(2);
      expect(systemOf(client, heroes.alice, "surges")).toBe(4);
    }
    const sheet = await heroSheetOn(alice, heroes.alice);
    await alice.run(() => click(sheet, "heroTokenStamina"));
    await session.settle();
    expect(warningsOn(alice, seen)).toEqual(["A hero token benefit was already used this turn."]);
    for (const client of session.clients) expect(heroTokensOn(client)).toBe(2);
  });

  it("R-AB-11, R-HT-2: Tamsin fails a save at the end of Bob's turn; Bob spends a token on the save card; the effect ends everywhere", async () => {
    const { alice, bob, gm, session, tokens, heroes } = table;
    await gm.run(() =>
      on(gm, heroes.bob).createEmbeddedDocuments("ActiveEffect", [
        { name: "Slowed", statuses: ["slowed"], flags: { steelbound: { duration: "save" } } },
      ]),
    );
    await endTurn(alice); // Korva's turn ends; the Director's side goes
    await act(gm, tokens.captain);
    await endTurn(gm);
    await act(bob, tokens.bob);
    await endTurn(bob);
    const prompt = lastMessageId(table);
    queueDice(3); // fails (6+ ends it)
    await clickOn(table, bob, find(cardOn(bob, prompt), "button[data-steelbound-save]"));
    const result = lastMessageId(table);
    expect(result).not.toBe(prompt);
    expect(findAll(cardOn(alice, result), "button[data-steelbound-save-token]")).toEqual([]);
    const seen = bob.notifications.length;
    await clickOn(table, bob, find(cardOn(bob, result), "button[data-steelbound-save-token]"));
    expect(warningsOn(bob, seen)).toEqual([]);
    for (const client of session.clients) {
      expect(heroTokensOn(client)).toBe(1);
      expect(client.run(() => (on(client, heroes.bob) as unknown as Actor.Implementation).effects.size)).toBe(
        0,
      );
      expect(findAll(cardOn(client, result), ".save-hero-token")).toHaveLength(1);
      expect(findAll(cardOn(client, result), "button[data-steelbound-save-token]")).toEqual([]);
    }
  });
});
