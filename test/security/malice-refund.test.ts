// @vitest-environment happy-dom
/**
 * R-ML-5 / R-AB-6: a player controlling a monster edits its ability's Malice cost and
 * refund choice; the GM prices the spend and the refund from the accepted version (src/queries/accepted-
 * abilities/judge.ts itemForPrice) and gives back only what its receipt says it took. Bob was given a Goblin
 * Hexer whose potency-only nets the Director made (so accepted): Hex Net costs 2 and comes back whole when
 * every target resists; Hex Snare costs 2 and never comes back. Korva resists both (5 + 5). Bob plays from
 * the hexer's sheet and the card's buttons, as a player does, each use on a turn of the hexer in a started
 * combat; a modded client's direct requests get no more.
 * Steps run in order and share the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, on, packSource, setUpTable, target, type Table } from "../session/table.ts";
import { nettingAbility } from "../session/setups.ts";
import {
  cardOn,
  clickOn,
  lastMessageId,
  maliceOn,
  monsterSheetOn,
  nextTurnOf,
  openCombat,
  placeTokenFor,
  rollFrom,
  setSetting,
  useButton,
  warningsOn,
  type Combat,
} from "../session/play.ts";
import { queueDice } from "../harness/rolls.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import { find, findAll } from "../sim/applications/user.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";

let table: Table;
let hexer: HarnessDocument;
let hexerToken: SimTokenDocument;
let combat: Combat;

/** A potency-only ability (R-AB-6): restrained unless the target resists (Agility, average). */
const netting = (name: string, malice: number, refundIfResisted: string): Plain =>
  nettingAbility(name, { malice }, refundIfResisted);

type Item = HarnessDocument & { update(d: Plain): Promise<unknown> };
const itemOn = (client: Table["gm"], name: string): Item => {
  const item = client.run(() =>
    (on(client, hexer) as unknown as Actor.Implementation).items.find((i) => i.name === name),
  ) as unknown as Item | undefined;
  if (!item) throw new Error(`no ${name}`);
  return item;
};

/** On the hexer's next turn, Bob nets Korva with `name` from its sheet (5 + 5) with 5 Malice in the pool; the card's id. */
async function bobNetsKorva(name: string): Promise<string> {
  const { bob, gm, session, tokens } = table;
  await nextTurnOf(table, combat, hexerToken);
  await setSetting(gm, "malice", { value: 5, maliciousStrikeRound: -1 });
  await session.settle();
  target(bob, [tokens.alice]);
  const sheet = await monsterSheetOn(bob, hexer);
  await rollFrom(table, bob, useButton(sheet, itemOn(bob, name).id), [5, 5]);
  await bob.run(() => sheet.close());
  return lastMessageId(table);
}

const refundButtons = (id: string) => findAll(cardOn(table.bob, id), '[data-action="refundSpend"]');

describe("Malice spends and refunds priced from the accepted version (R-ML-5, R-AB-6)", () => {
  it("setup: Bob is given the Goblin Hexer and its two nets, made by the Director", async () => {
    table = await setUpTable();
    const { gm, bob, tokens } = table;
    hexer = await create(gm, "Actor", {
      ...packSource("monsters", "Goblin Shieldbearer"),
      name: "Goblin Hexer",
      ownership: { default: 0, [bob.userId]: 3 },
    });
    await gm.run(() =>
      hexer.createEmbeddedDocuments("Item", [netting("Hex Net", 2, "all"), netting("Hex Snare", 2, "none")]),
    );
    // The GM measures the net's reach (ranged 10) from the hexer's token.
    hexerToken = await placeTokenFor(table, hexer, 6, 6);
    combat = await openCombat(table, [tokens.alice, hexerToken]);
    queueDice(7);
    await gm.run(() => combat.startCombat());
    await table.session.settle();
    expect(maliceOn(bob)).toBeGreaterThanOrEqual(0);
  });

  it("R-AB-6: after paying 2 for Hex Net, Bob raises its cost to 5 and his card's spend to 50: the refund gives back the 2 the GM took", async () => {
    const { bob, session } = table;
    const card = await bobNetsKorva("Hex Net");
    for (const client of session.clients) expect(maliceOn(client)).toBe(3);
    await bob.run(() => itemOn(bob, "Hex Net").update({ system: { cost: { malice: 5 } } }));
    const message = bob.resolve(`ChatMessage.${card}`) as HarnessDocument;
    await bob.run(() => message.update({ system: { spent: { malice: 50, refundable: 50 } } }));
    await session.settle();
    await clickOn(table, bob, find(cardOn(bob, card), '[data-action="refundSpend"]'));
    for (const client of session.clients) expect(maliceOn(client)).toBe(5);
    // Once: a modded client's second request is refused; the pool stays.
    const seen = bob.notifications.length;
    expect(await bob.run(() => requestGm({ kind: "refundMalice", messageId: card }))).toBeNull();
    await session.settle();
    expect(warningsOn(bob, seen)).toHaveLength(1);
    for (const client of session.clients) expect(maliceOn(client)).toBe(5);
  });

  it("R-AB-6: Bob sets Hex Snare to come back whole: the GM pays 2 by the accepted cost and refunds nothing, the accepted choice being none", async () => {
    const { bob, session } = table;
    await bob.run(() => itemOn(bob, "Hex Snare").update({ system: { refundIfResisted: "all" } }));
    await session.settle();
    const card = await bobNetsKorva("Hex Snare");
    for (const client of session.clients) expect(maliceOn(client)).toBe(3);
    // His client reads his edit and offers the refund; the GM does not believe it.
    const [offered] = refundButtons(card);
    if (!offered) throw new Error("no refund button");
    const seen = bob.notifications.length;
    await clickOn(table, bob, offered);
    expect(warningsOn(bob, seen)).toHaveLength(1);
    for (const client of session.clients) expect(maliceOn(client)).toBe(3);
  });

  it("R-ML-5: Bob cuts Hex Snare's cost to 0 and asks the GM to pay for a use: the accepted 2 is taken, not 0", async () => {
    const { bob, gm, session } = table;
    await nextTurnOf(table, combat, hexerToken);
    await setSetting(gm, "malice", { value: 5, maliciousStrikeRound: -1 });
    await bob.run(() => itemOn(bob, "Hex Snare").update({ system: { cost: { malice: 0 } } }));
    await session.settle();
    const paid = await bob.run(() =>
      requestGm({
        kind: "spendMalice",
        actorUuid: hexer.uuid,
        abilityUuid: itemOn(bob, "Hex Snare").uuid,
        spendTimes: 0,
      }),
    );
    await session.settle();
    expect(paid?.value).toBe(3);
    for (const client of session.clients) expect(maliceOn(client)).toBe(3);
  });
});
