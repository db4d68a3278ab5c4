// @vitest-environment happy-dom
/**
 * Which target test counts is the GM's own record of the first test it verified,
 * never the card's pointer. Alice's ranged target-test ability targets Tamsin (Bob's hero); Bob rolls a
 * bad test through the card, then a good one on the side. Colluding modded clients try: asking again with
 * the good test, clearing the card's row and asking again, and pointing the card's row at the good test
 * before applying. The first (bad) test stands: Tamsin takes its damage exactly once on every client.
 */
import "../sim/install.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { create, on, setUpTable, type Table } from "../session/table.ts";
import { RANGED_5, giveKorva, targetTestAbility, testTier, useTestOn } from "../session/setups.ts";
import { cardOn, rollFrom, staminaOn, systemOf, warningsOn } from "../session/play.ts";
import { find } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import { PowerRoll } from "../../src/rolls/power-roll.ts";

const tier = (damage: number): Plain => testTier(damage, "psychic");

/** One creature within 5 squares makes a Presence test: tier 1 takes 5, tier 3 nothing. */
const WITHERING_WORD = targetTestAbility(
  "Withering Word",
  "presence",
  { ...RANGED_5, target: { text: "One creature", count: 1 } },
  [tier(5), tier(2), tier(0)],
);

let table: Table;
beforeEach(async () => {
  table = await setUpTable();
});

/** Alice uses Withering Word on Tamsin; returns the card's id. */
async function useOnTamsin(): Promise<string> {
  await giveKorva(table, [WITHERING_WORD]);
  return useTestOn(table, table.alice, table.heroes.alice, [table.tokens.bob], "Withering Word");
}

/** Bob posts a Presence test of Tamsin with these dice, outside the card (his own roll). */
async function sideTest(d1: number, d2: number): Promise<string> {
  const { bob, heroes } = table;
  queueDice(d1, d2);
  const tamsin = bob.run(() => on(bob, heroes.bob).uuid);
  const message = await bob.run(async () => {
    const roll = PowerRoll.build({ kind: "test", characteristic: "presence", characteristicValue: 0 });
    await roll.evaluate();
    return create(bob, "ChatMessage", {
      author: bob.userId,
      type: "test",
      system: { actor: tamsin, characteristic: "presence", difficulty: "medium" },
      rolls: [JSON.stringify(roll)],
    });
  });
  await table.session.settle();
  return message.id;
}

describe("target tests from the GM's record (deliver 9)", () => {
  it("the first verified test stands against a second ask, a cleared row and a re-pointed row; the damage lands once", async () => {
    const { gm, alice, bob, session, heroes, tokens } = table;
    const card = await useOnTamsin();
    // Bob rolls Tamsin's test from the card: 1 + 1 (tier 1).
    await rollFrom(table, bob, find(cardOn(bob, card), '[data-action="rollTargetTest"]'), [1, 1]);
    const good = await sideTest(10, 10);

    // 1. Bob asks again with the good test.
    const seen = bob.notifications.length;
    const again = await bob.run(() =>
      requestGm({ kind: "targetTest", messageId: card, index: 0, testMessage: good }),
    );
    await session.settle();
    expect(again).toBeNull();
    expect(warningsOn(bob, seen).join(" ")).toContain("Already applied");

    // 2. Alice (the card's author) clears the row's test; Bob asks again.
    const message = alice.run(() => game.messages?.get(card));
    const row = systemOf(alice, message as unknown as HarnessDocument, "targets.0") as Plain;
    await alice.run(() => message?.update({ system: { targets: [{ ...row, test: null }] } }));
    await session.settle();
    const cleared = await bob.run(() =>
      requestGm({ kind: "targetTest", messageId: card, index: 0, testMessage: good }),
    );
    await session.settle();
    expect(cleared).toBeNull();

    // 3. Alice points the row at the good test (tier 3) and asks the GM to apply.
    const pointed = {
      message: good,
      characteristic: "presence" as const,
      tier: 3,
      total: 20,
      natural: 20,
      critical: true,
      netEdge: "none",
    };
    await alice.run(() => message?.update({ system: { targets: [{ ...row, test: pointed }] } }));
    await session.settle();
    const before = staminaOn(gm, heroes.bob);
    const applied = await alice.run(() =>
      requestGm({ kind: "applyResults", messageId: card, targets: [tokens.bob.uuid], mode: "damage" }),
    );
    await session.settle();
    const twice = await alice.run(() =>
      requestGm({ kind: "applyResults", messageId: card, targets: [tokens.bob.uuid], mode: "damage" }),
    );
    await session.settle();
    expect(applied).not.toBeNull();
    expect(twice).toBeNull();
    // The first verified test (tier 1) was applied: 5 psychic, once, on every client.
    for (const client of session.clients) expect(staminaOn(client, heroes.bob)).toBe(before - 5);
  });
});
