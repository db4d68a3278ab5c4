// @vitest-environment happy-dom
/**
 * A saving throw bonus at the table (R-AB-11 with a feature that adds to the d10: the official data's
 * "+1 to saving throws", e.g. the Conduit's Bastion Ward, whose change Steelbound imports as
 * `system.bonuses.saveBonus` ADD 1):
 * - Korva's sheet says "6+ (+1 to the d10)" on every client; the prompt at her turn's end says 1d10+1;
 * - Alice rolls a 5 from the rendered save card: 5 + 1 = 6 ends weakened on every client, and the card
 *   shows the bonus and the total;
 * - Tamsin, with the same ward, rolls a 4 at the end of Bob's turn (4 + 1 = 5): it fails; Bob spends a hero
 *   token on the card and the GM, reading Tamsin's own threshold and bonus, agrees the save failed: the
 *   effect ends everywhere.
 */
import "../sim/install.ts";
import { afterAll, describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "./table.ts";
import {
  actorOn,
  cardOn,
  clickOn,
  combatantOn,
  heroSheetOn,
  heroTokensOn,
  lastMessageId,
  openCombat,
  setSetting,
  systemOf,
  trackerOn,
  warningsOn,
  type Combat,
} from "./play.ts";
import { find, findAll, textOf } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import { instances } from "../sim/applications/application.ts";
import type { SimClient } from "../sim/client.ts";

let table: Table;
let combat: Combat;

type Sheetlike = { element: HTMLElement };
const statOn = (sheet: Sheetlike, label: string) =>
  textOf(findAll(sheet.element, ".stat-row > div").find((d) => textOf(d).startsWith(label)) ?? sheet.element);
const effectNames = (client: SimClient, hero: "alice" | "bob" = "alice") =>
  client.run(() => actorOn(client, table.heroes[hero]).effects.contents.map((e) => e.name));
const BASTION_WARD = {
  name: "Bastion Ward",
  type: "feature",
  system: { featureType: "class" },
  effects: [
    {
      name: "Bastion Ward",
      transfer: true,
      changes: [{ key: "system.bonuses.saveBonus", mode: 2, value: "1" }],
    },
  ],
};

afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

async function weaken(hero: "alice" | "bob"): Promise<void> {
  const { gm, heroes, session } = table;
  await gm.run(() =>
    on(gm, heroes[hero]).createEmbeddedDocuments("ActiveEffect", [
      { name: "Weakened", statuses: ["weakened"], flags: { steelbound: { duration: "save" } } },
    ]),
  );
  await session.settle();
}

/** `client` acts with `token` and ends its turn; the last message is then the GM's save prompt, if any. */
async function turn(client: SimClient, token: Table["tokens"]["alice"]): Promise<string> {
  const id = combatantOn(client, combat, token);
  await clickOn(
    table,
    client,
    find(await trackerOn(client), `[data-combatant-id="${id}"] [data-action="steelboundAct"]`),
  );
  await clickOn(table, client, find(await trackerOn(client), '[data-action="steelboundEndTurn"]'));
  return lastMessageId(table);
}

describe("a saving throw bonus (R-AB-11)", () => {
  it("R-AB-11: Korva with Bastion Ward (+1 to saving throws): every client's sheet says 6+ (+1 to the d10)", async () => {
    table = await setUpTable();
    const { gm, bob, session, heroes } = table;
    // Bob watches Korva's sheet (observer), so every client can open it.
    await gm.run(() => on(gm, heroes.alice).update({ ownership: { [bob.userId]: 2 } }));
    for (const hero of [heroes.alice, heroes.bob])
      await gm.run(() => on(gm, hero).createEmbeddedDocuments("Item", [BASTION_WARD]));
    await session.settle();
    for (const client of session.clients) {
      expect(systemOf(client, heroes.alice, "bonuses.saveBonus")).toBe(1);
      expect(systemOf(client, heroes.alice, "bonuses.saveThreshold")).toBe(6);
      expect(statOn(await heroSheetOn(client, heroes.alice), "Saving throw")).toContain("6+ (+1 to the d10)");
    }
  });

  it("R-AB-11: at Korva's turn's end the prompt says 1d10+1; Alice's 5 (5 + 1 = 6) ends weakened on every client, the card shows the bonus and the total", async () => {
    const { alice, gm, session, tokens } = table;
    await weaken("alice");
    combat = await openCombat(table, [tokens.alice, tokens.bob, tokens.captain]);
    queueDice(7);
    await gm.run(() => combat.startCombat());
    await session.settle();
    await clickOn(
      table,
      alice,
      find(await trackerOn(alice), '[data-action="steelboundChooseSide"][data-side="heroes"]'),
    );
    const prompt = await turn(alice, tokens.alice);
    for (const client of session.clients)
      expect(textOf(cardOn(client, prompt))).toContain("1d10+1, 6+ ends the effect");
    queueDice(5);
    await clickOn(table, alice, find(cardOn(alice, prompt), "button[data-steelbound-save]"));
    const result = lastMessageId(table);
    expect(result).not.toBe(prompt);
    for (const client of session.clients) {
      const card = textOf(cardOn(client, result));
      expect(card).toContain("5 +1 bonus: 6");
      expect(card).toContain("needs 6+");
      expect(card).toMatch(/succeeds/);
      expect(findAll(cardOn(client, result), "button[data-steelbound-save-token]")).toEqual([]);
      expect(effectNames(client)).not.toContain("Weakened");
    }
  });

  it("R-AB-11, R-HT-2: Tamsin (the same ward) rolls a 4 at the end of Bob's turn (4 + 1 = 5) and fails; Bob spends a hero token and the GM, reading her bonus, agrees: weakened ends everywhere", async () => {
    const { bob, gm, session, tokens } = table;
    await setSetting(gm, "heroTokens", { value: 2 });
    await session.settle();
    await weaken("bob");
    await turn(gm, tokens.captain); // the Director's side goes
    const prompt = await turn(bob, tokens.bob);
    for (const client of session.clients)
      expect(textOf(cardOn(client, prompt))).toContain("1d10+1, 6+ ends the effect");
    queueDice(4);
    await clickOn(table, bob, find(cardOn(bob, prompt), "button[data-steelbound-save]"));
    const result = lastMessageId(table);
    for (const client of session.clients) {
      expect(textOf(cardOn(client, result))).toContain("4 +1 bonus: 5");
      expect(textOf(cardOn(client, result))).toMatch(/fails/);
      expect(effectNames(client, "bob")).toContain("Weakened");
    }
    const seen = bob.notifications.length;
    await clickOn(table, bob, find(cardOn(bob, result), "button[data-steelbound-save-token]"));
    expect(warningsOn(bob, seen)).toEqual([]);
    for (const client of session.clients) {
      expect(heroTokensOn(client)).toBe(1);
      expect(effectNames(client, "bob")).not.toContain("Weakened");
      expect(findAll(cardOn(client, result), ".save-hero-token")).toHaveLength(1);
    }
    await gm.run(() => combat.delete());
    await session.settle();
  });
});
