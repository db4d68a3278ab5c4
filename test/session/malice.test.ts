// @vitest-environment happy-dom
/**
 * Malice at the table (R-ML-*, R-AB-6): the Director spends it from the GM's rendered monster sheets; a
 * player who was given a monster asks the GM (`spendMalice`) and is judged there; a card whose every
 * target resisted a potency-only effect gives the spend back (`refundSpend`: Malice through the GM, a
 * hero's heroic resource by its owner). Steps run in order and share the table.
 */
import "../sim/install.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import { describe, expect, it } from "vitest";
import { create, on, packSource, setUpTable, target, type Table } from "./table.ts";
import { nettingAbility } from "./setups.ts";
import {
  cardOn,
  clickAnswering,
  clickOn,
  combatantOn,
  heroSheetOn,
  lastMessageId,
  maliceOn,
  monsterSheetOn,
  openCombat,
  rollFrom,
  setSetting,
  systemOf,
  trackerOn,
  useButton,
  warningsOn,
  type Combat,
  placeTokenFor,
  joinCombat,
  nextTurnOf,
} from "./play.ts";
import { click, find, findAll, textOf } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";

let table: Table;
let combat: Combat;
let hexer: HarnessDocument;
let hexerToken: SimTokenDocument | null = null;
let hexCard = "";

/** A potency-only ability (R-AB-6): the whole cost comes back when every target resists. */
const netting = (name: string, cost: Plain): Plain => nettingAbility(name, cost, "all");

/** An actor's item by name, as a client holds it. */
const itemNamed = (client: Table["gm"], actor: HarnessDocument, name: string) =>
  (on(client, actor) as unknown as Actor.Implementation).items.find((i) => i.name === name);

/**
 * The hexer's next turn in the combat (a player's monster pays Malice on its own turn): the
 * first time, the Director puts its token on the scene and into the combat.
 */
async function hexersNextTurn(): Promise<void> {
  // The GM measures Hex Net's reach (ranged 10) from the hexer's token (src/canvas/reach-board.ts).
  if (!hexerToken) {
    hexerToken = await placeTokenFor(table, hexer, 6, 6);
    await joinCombat(table, combat, hexerToken);
  }
  await nextTurnOf(table, combat, hexerToken);
}

/** On the hexer's next turn, with 5 Malice in the pool, Bob uses Hex Net on Korva from his own sheet (rolls 5 + 5). */
async function bobNetsKorva(): Promise<void> {
  const { bob, session } = table;
  await hexersNextTurn();
  await setSetting(table.gm, "malice", { value: 5, maliciousStrikeRound: -1 });
  await session.settle();
  target(bob, [table.tokens.alice]);
  const sheet = await monsterSheetOn(bob, hexer);
  const item = bob.run(() => itemNamed(bob, hexer, "Hex Net"));
  if (!item) throw new Error("no Hex Net");
  await useFrom(bob, sheet, item.id ?? "", [5, 5]);
}

/** Uses an ability from an open sheet: click its "use" button, answer the roll dialog. */
async function useFrom(
  client: Table["gm"],
  sheet: { element: HTMLElement; close(): Promise<unknown> },
  itemId: string,
  dice: number[],
  { dialog = true } = {},
) {
  if (dialog) await rollFrom(table, client, useButton(sheet, itemId), dice);
  else {
    // Refused before the roll dialog opens: the click alone.
    queueDice(...dice);
    await client.run(() => click(useButton(sheet, itemId)));
    await table.session.settle();
  }
  // The user closes the sheet when done.
  await client.run(() => sheet.close());
}

describe("Malice at the table", () => {
  it("R-ML-1: combat starts and the Director has Malice; every client reads the same pool", async () => {
    table = await setUpTable();
    const { gm, session, tokens } = table;
    hexer = await create(gm, "Actor", {
      ...packSource("monsters", "Goblin Shieldbearer"),
      name: "Goblin Hexer",
      ownership: { default: 0, [table.bob.userId]: 3 },
    });
    await gm.run(() => hexer.createEmbeddedDocuments("Item", [netting("Hex Net", { malice: 2 })]));
    combat = await openCombat(table, [tokens.alice, tokens.bob, tokens.captain, tokens.leader]);
    queueDice(7);
    await gm.run(() => combat.startCombat());
    await session.settle();
    const malice = maliceOn(gm);
    expect(malice).toBeGreaterThan(3);
    for (const client of session.clients) expect(maliceOn(client)).toBe(malice);
  });

  it("R-ML-3: at the start of the captain's turn the Director buys Brutal Effectiveness on the captain's sheet; every client sees Malice drop and the announcement", async () => {
    const { gm, session, tokens, monsters } = table;
    const tracker = await trackerOn(gm);
    await clickOn(table, gm, find(tracker, '[data-action="steelboundChooseSide"][data-side="director"]'));
    const id = combatantOn(gm, combat, tokens.captain);
    await clickOn(table, gm, find(tracker, `[data-combatant-id="${id}"] [data-action="steelboundAct"]`));
    const before = maliceOn(gm);
    const sheet = await monsterSheetOn(gm, monsters.captain);
    await gm.run(() => click(find(sheet, '[data-action="basicMalice"][data-feature="brutalEffectiveness"]')));
    await session.settle();
    await gm.run(() => sheet.close());
    expect(warningsOn(gm)).toEqual([]);
    const announced = lastMessageId(table);
    for (const client of session.clients) {
      expect(maliceOn(client)).toBe(before - 3);
      expect(textOf(cardOn(client, announced))).toContain("Goblin Shieldbearer");
    }
  });

  it("R-ML-3: a second Basic Malice the same turn is refused with a notice; Malice is unchanged", async () => {
    const { gm, session, monsters } = table;
    const before = maliceOn(gm);
    const seen = gm.notifications.length;
    const sheet = await monsterSheetOn(gm, monsters.captain);
    await clickAnswering(
      table,
      gm,
      find(sheet, '[data-action="basicMalice"][data-feature="maliciousStrike"]'),
      "ok",
    );
    await gm.run(() => sheet.close());
    for (const client of session.clients) expect(maliceOn(client)).toBe(before);
    expect(warningsOn(gm, seen)).toEqual(["Basic Malice is used at the start of a monster's turn, once."]);
  });

  it("R-ML-4: the Director uses the Warlord's own Malice feature once this turn; every client sees Malice drop", async () => {
    const { gm, session, monsters } = table;
    await setSetting(gm, "malice", { value: 8, maliciousStrikeRound: -1 });
    await session.settle();
    const before = maliceOn(gm);
    const seen = gm.notifications.length;
    const sheet = await monsterSheetOn(gm, monsters.leader);
    const feature = find(sheet, "article.malice");
    await gm.run(() => click(find(feature, '[data-action="creatureMalice"]')));
    await session.settle();
    await gm.run(() => sheet.close());
    expect(warningsOn(gm, seen)).toEqual([]);
    for (const client of session.clients) expect(maliceOn(client)).toBe(before - 3);
  });

  it("R-ML-5: Bob, who was given the Goblin Hexer, uses Hex Net from his own sheet; the GM spends the Malice; every client sees it", async () => {
    const { bob, session } = table;
    await bobNetsKorva();
    expect(warningsOn(bob)).toEqual([]);
    hexCard = lastMessageId(table);
    for (const client of session.clients) {
      expect(maliceOn(client)).toBe(3);
      expect(textOf(cardOn(client, hexCard))).toContain("Hex Net");
    }
  });

  it("R-AB-6: Korva resisted the net: Bob refunds the Malice from the card; every client sees Malice back and the card marked", async () => {
    const { bob, session } = table;
    const button = find(cardOn(bob, hexCard), '[data-action="refundSpend"]');
    expect(textOf(button)).toContain("2");
    await clickOn(table, bob, button);
    expect(warningsOn(bob)).toEqual([]);
    for (const client of session.clients) {
      expect(maliceOn(client)).toBe(5);
      expect(findAll(cardOn(client, hexCard), '[data-action="refundSpend"]')).toEqual([]);
      // Refunded: no potency surge may make the effect land for free; no hero token on a monster's card.
      const potency = findAll(cardOn(client, hexCard), '[data-action="potencySurge"]');
      expect(potency.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
      expect(potency).toHaveLength(client === table.alice ? 0 : 1);
      expect(findAll(cardOn(client, hexCard), '[data-action="heroTokenSurges"]')).toEqual([]);
      expect(textOf(cardOn(client, hexCard))).toMatch(/was not spent/);
    }
  });

  it("R-AB-6: a second refund of the same card (a stale button or a modded client) is refused; Malice stays", async () => {
    const { bob, session } = table;
    const seen = bob.notifications.length;
    await bob.run(() => requestGm({ kind: "refundMalice", messageId: hexCard }));
    await session.settle();
    expect(warningsOn(bob, seen)).toHaveLength(1);
    for (const client of session.clients) expect(maliceOn(client)).toBe(5);
  });

  it("R-AB-6: Bob edits his next Hex Net card to claim 50 Malice spent; the GM refunds the 2 it took", async () => {
    const { bob, session } = table;
    await bobNetsKorva();
    const card = lastMessageId(table);
    expect(maliceOn(table.gm)).toBe(3);
    // The server lets the author update their own message (v13 BaseChatMessage): the numbers are his to edit.
    const message = bob.resolve(`ChatMessage.${card}`) as HarnessDocument;
    await bob.run(() => message.update({ system: { spent: { malice: 50, refundable: 50 } } }));
    await session.settle();
    await clickOn(table, bob, find(cardOn(bob, card), '[data-action="refundSpend"]'));
    for (const client of session.clients) expect(maliceOn(client)).toBe(5);
  });

  it("R-ML-5: asking for more Malice than the Director has is refused by the GM; no card is posted", async () => {
    const { bob, gm, session } = table;
    // The hexer's next turn: Hex Net is not paid for yet this turn, only the pool is short.
    await hexersNextTurn();
    await setSetting(gm, "malice", { value: 1, maliciousStrikeRound: -1 });
    await session.settle();
    const seen = bob.notifications.length;
    const cards = gm.chatLog.shown.size;
    const sheet = await monsterSheetOn(bob, hexer);
    const item = bob.run(() => itemNamed(bob, hexer, "Hex Net"));
    await useFrom(bob, sheet, item?.id ?? "", [5, 5], { dialog: false });
    expect(warningsOn(bob, seen)).toHaveLength(1);
    expect(gm.chatLog.shown.size).toBe(cards);
    for (const client of session.clients) expect(maliceOn(client)).toBe(1);
  });

  it("R-ML-5: Alice, who does not own the Hexer, cannot spend Malice for it (a modded client's request is judged by the GM)", async () => {
    const { alice, gm, session } = table;
    const seen = alice.notifications.length;
    const result = await alice.run(() =>
      requestGm({
        kind: "spendMalice",
        actorUuid: hexer.uuid,
        abilityUuid: itemNamed(alice, hexer, "Hex Net")?.uuid ?? "",
        spendTimes: 0,
      }),
    );
    expect(result).toBeNull();
    expect(warningsOn(alice, seen)).toEqual(["You are not allowed to do that."]);
    await session.settle();
    for (const client of session.clients) expect(maliceOn(client)).toBe(1);
    expect(maliceOn(gm)).toBe(1);
  });
});

describe("a hero's refund (R-AB-6)", () => {
  it("R-AB-6: Alice's net is resisted by the captain; she refunds her Ferocity from the card; every client sees it", async () => {
    const { alice, gm, session, heroes } = table;
    await gm.run(() =>
      on(gm, heroes.alice).createEmbeddedDocuments("Item", [netting("Ferocious Net", { resource: 3 })]),
    );
    await gm.run(() => on(gm, heroes.alice).update({ system: { heroicResource: { value: 5 } } }));
    await session.settle();
    target(alice, [table.tokens.captain]);
    const sheet = await heroSheetOn(alice, heroes.alice);
    const item = alice.run(() => itemNamed(alice, heroes.alice, "Ferocious Net"));
    await useFrom(alice, sheet, item?.id ?? "", [5, 5]);
    const card = lastMessageId(table);
    for (const client of session.clients)
      expect(systemOf(client, heroes.alice, "heroicResource.value")).toBe(2);
    const seen = alice.notifications.length;
    await clickOn(table, alice, find(cardOn(alice, card), '[data-action="refundSpend"]'));
    expect(warningsOn(alice, seen)).toEqual([]);
    for (const client of session.clients) {
      expect(systemOf(client, heroes.alice, "heroicResource.value")).toBe(5);
      expect(findAll(cardOn(client, card), '[data-action="refundSpend"]')).toEqual([]);
    }
  });
});
