// @vitest-environment happy-dom
/**
 * Seed 004 §ダメージで回復するクリーチャー with the official stat blocks' spend-gated heals ("If the butcher spends
 * 1 Malice, they regain Stamina equal to the damage dealt"): the GM heals the user only from what it knows of
 * the spend — on a player's card, its own receipt of the Malice it took (src/queries/ledger.ts) for that
 * creature and ability with the spend taken, once a receipt — never from what the card says. Bob was given a
 * Goblin Gnawer whose Gnawing Bolt (1 Malice, spend 1 more: it heals the damage dealt) the Director made (so
 * accepted). He plays from its sheet on its turns in a started combat; a modded client edits his cards.
 * Steps run in order and share the table. Run as v13 and v14.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, on, packSource, setUpTable, target, type Table } from "../session/table.ts";
import {
  cardOn,
  clickAnswering,
  clickOn,
  lastMessageId,
  maliceOn,
  monsterSheetOn,
  nextTurnOf,
  openCombat,
  placeTokenFor,
  setSetting,
  tokenStaminaOn,
  useButton,
  type Combat,
} from "../session/play.ts";
import { queueDice } from "../harness/rolls.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import { find } from "../sim/applications/user.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";

let table: Table;
let gnawer: HarnessDocument;
let gnawerToken: SimTokenDocument;
let combat: Combat;
let paidReceipt = "";

/** 5 damage at every tier, ranged 10; costs 1 Malice, and "spend 1" more heals its user the damage dealt. */
const gnawingBolt = (): Plain => {
  const tier = { damage: { value: 5 } };
  return {
    name: "Gnawing Bolt",
    type: "ability",
    system: {
      // Not a signature: a signature costs nothing (R-AB-8).
      category: "heroic",
      type: "main",
      keywords: ["magic", "ranged", "strike"],
      distance: { type: "ranged", ranged: 10 },
      target: { text: "One creature", count: 1 },
      cost: { malice: 1 },
      spend: { value: 1, text: "" },
      power: { characteristics: ["might"], tier1: tier, tier2: tier, tier3: tier },
      healFromDamage: "full",
      healFromDamageWhen: "spend",
    },
  };
};

const boltId = () =>
  table.bob.run(() =>
    (on(table.bob, gnawer) as unknown as Actor.Implementation).items.find((i) => i.name === "Gnawing Bolt"),
  )?.id ?? "";

/** On the gnawer's next turn, at 1 Stamina with 5 Malice in the pool, Bob bolts Korva (spend or not); the card. */
async function bobBoltsKorva(spend: boolean): Promise<string> {
  const { bob, gm, session, tokens } = table;
  await nextTurnOf(table, combat, gnawerToken);
  await setSetting(gm, "malice", { value: 5, maliciousStrikeRound: -1 });
  await gm.run(() => on(gm, gnawer).update({ "system.stamina.value": 1 }));
  await session.settle();
  target(bob, [tokens.alice]);
  const sheet = await monsterSheetOn(bob, gnawer);
  queueDice(5, 5);
  await clickAnswering(table, bob, useButton(sheet, boltId()), "roll", { spendTimes: spend ? "1" : "0" });
  await bob.run(() => sheet.close());
  return lastMessageId(table);
}

/** Bob edits his own card (its author may), as a modded client does. */
async function bobEdits(card: string, spent: Plain): Promise<void> {
  const message = table.bob.resolve(`ChatMessage.${card}`) as HarnessDocument;
  await table.bob.run(() => message.update({ system: { spent } }));
  await table.session.settle();
}

const receiptOf = (card: string): string =>
  (table.gm.resolve(`ChatMessage.${card}`) as unknown as { system: { spent: { receipt: string } } }).system
    .spent.receipt;

async function bobApplies(card: string): Promise<void> {
  await clickOn(table, table.bob, find(cardOn(table.bob, card), '[data-action="applyDamage"]'));
}

const gnawerStamina = () => table.session.clients.map((c) => tokenStaminaOn(c, gnawerToken));

describe("a spend-gated heal from damage is judged from the GM's receipt (seed 004)", () => {
  it("setup: Bob is given the Goblin Gnawer and its Gnawing Bolt, made by the Director", async () => {
    table = await setUpTable();
    const { gm, bob, tokens } = table;
    gnawer = await create(gm, "Actor", {
      ...packSource("monsters", "Goblin Shieldbearer"),
      name: "Goblin Gnawer",
      ownership: { default: 0, [bob.userId]: 3 },
    });
    await gm.run(() => gnawer.createEmbeddedDocuments("Item", [gnawingBolt()]));
    gnawerToken = await placeTokenFor(table, gnawer, 6, 6);
    combat = await openCombat(table, [tokens.alice, gnawerToken]);
    queueDice(7);
    await gm.run(() => combat.startCombat());
    await table.session.settle();
  });

  it("seed 004: Bob pays the spend (2 Malice in all): applying the card heals the gnawer the 5 Korva took, on every client", async () => {
    const card = await bobBoltsKorva(true);
    for (const client of table.session.clients) expect(maliceOn(client)).toBe(3);
    paidReceipt = receiptOf(card);
    expect(paidReceipt).not.toBe("");
    await bobApplies(card);
    expect(gnawerStamina()).toEqual(table.session.clients.map(() => 6));
  });

  it("seed 004: Bob does not pay the spend and edits his card to say he did: the GM's receipt says 0 spends, nothing is healed", async () => {
    const card = await bobBoltsKorva(false);
    for (const client of table.session.clients) expect(maliceOn(client)).toBe(4);
    await bobEdits(card, { spendTimes: 1, malice: 2 });
    await bobApplies(card);
    expect(gnawerStamina()).toEqual(table.session.clients.map(() => 1));
  });

  it("seed 004: a card naming the receipt of the spend already healed from heals nothing more", async () => {
    const card = await bobBoltsKorva(false);
    await bobEdits(card, { spendTimes: 1, malice: 2, receipt: paidReceipt });
    await bobApplies(card);
    expect(gnawerStamina()).toEqual(table.session.clients.map(() => 1));
  });

  it("seed 004: a card Bob posts himself, claiming the spend with no receipt, heals nothing", async () => {
    const { bob, session, tokens } = table;
    const card = await bobBoltsKorva(false);
    const message = bob.resolve(`ChatMessage.${card}`) as unknown as { toObject(): Plain };
    const forged: Plain = { ...message.toObject(), _id: undefined };
    const system = forged["system"] as Plain;
    const spent = { ...(system["spent"] as Plain), spendTimes: 3, receipt: "" };
    await bob.run(() => ChatMessage.create({ ...forged, system: { ...system, spent } }));
    await session.settle();
    const korva = tokenStaminaOn(bob, tokens.alice);
    await bobApplies(lastMessageId(table));
    expect(tokenStaminaOn(bob, tokens.alice)).toBe(korva - 5);
    expect(gnawerStamina()).toEqual(session.clients.map(() => 1));
  });
});
