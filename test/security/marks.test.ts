// @vitest-environment happy-dom
/**
 * Exactly once for the parts that are not damage or effects: a forced movement per target and a
 * hero token's reroll per test card. Each is sent twice at once (two requests in flight through the
 * simulated v13 socket) and again after the card's author reset the card's own mark; the GM's ledger
 * (a GM-only world setting) lets each land once, and every client ends with the same world.
 */
import "../sim/install.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "../session/table.ts";
import {
  cardOn,
  heroSheetOn,
  heroTokensOn,
  lastMessageId,
  placeAt,
  rollFrom,
  setSetting,
  systemOf,
  useAbilityOn,
  warningsOn,
} from "../session/play.ts";
import { find } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { HarnessDocument } from "../harness/document.ts";

let table: Table;
beforeEach(async () => {
  table = await setUpTable();
});

/** Every client holds the same value (no client kept a stale copy). */
function everywhere<T>(read: (client: SimClient) => T): T {
  const values = table.session.clients.map(read);
  expect(new Set(values.map((v) => JSON.stringify(v))).size).toBe(1);
  return values[0] as T;
}

const squareOf = (client: SimClient, token: SimTokenDocument) => {
  const seen = on(client, token);
  return { x: seen.x / 100, y: seen.y / 100 };
};

/** Korva (Alice) pushes a minion with Shoulder In; tier 2 + R-MV-9 = push 3. Returns the card's id. */
async function pushCard(minion: SimTokenDocument): Promise<string> {
  const { alice, heroes } = table;
  await placeAt(table, table.tokens.alice, 4, 10);
  await placeAt(table, minion, 5, 10);
  return useAbilityOn(table, alice, heroes.alice, [minion], [6, 6]);
}

const move = (client: SimClient, messageId: string, token: SimTokenDocument, x: number) =>
  client.run(() =>
    requestGm({ kind: "forcedMove", messageId, target: token.uuid, pick: { x, y: 10, z: 0 } }),
  );

/** Alice rolls a Might test that fails (3 + 2 = 5); returns the test card's id. */
async function failedTest(): Promise<string> {
  const { alice, heroes } = table;
  const sheet = await heroSheetOn(alice, heroes.alice);
  await rollFrom(table, alice, find(sheet, '[data-action="rollTest"][data-characteristic="might"]'), [1, 2]);
  return lastMessageId(table);
}

const reroll = (client: SimClient) =>
  client.run(() =>
    requestGm({
      kind: "spendHeroToken",
      spend: "rerollTest",
      actorUuid: table.heroes.alice.uuid,
      messageId: lastMessageId(table),
    }),
  );

const rollsOn = (client: SimClient, messageId: string) =>
  (client.resolve(`ChatMessage.${messageId}`) as HarnessDocument & { rolls: unknown[] }).rolls.length;

describe("Forced movement and token benefits land once", () => {
  it("race: two forced moves of one target at once move it once (R-MV-7)", async () => {
    const [minion] = table.tokens.minions as [SimTokenDocument];
    const card = await pushCard(minion);
    const results = await Promise.all([
      move(table.alice, card, minion, 7),
      move(table.alice, card, minion, 8),
    ]);
    await table.session.settle();
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(everywhere((c) => squareOf(c, minion))).toEqual({ x: 7, y: 10 });
    expect(warningsOn(table.alice)).toHaveLength(1);
  });

  it("edited card: Alice clears her card's moved mark and moves the target again; the GM's ledger refuses (R-MV-7)", async () => {
    const [minion] = table.tokens.minions as [SimTokenDocument];
    const card = await pushCard(minion);
    expect(await move(table.alice, card, minion, 7)).not.toBeNull();
    await table.session.settle();
    const message = table.alice.resolve(`ChatMessage.${card}`) as HarnessDocument;
    // The author may update their own message (v13 BaseChatMessage): the card's mark is display only.
    await table.alice.run(() => message.update({ "flags.steelbound.forcedMoved": { 0: false } }));
    await table.session.settle();
    const seen = table.alice.notifications.length;
    expect(await move(table.alice, card, minion, 8)).toBeNull();
    await table.session.settle();
    expect(everywhere((c) => squareOf(c, minion))).toEqual({ x: 7, y: 10 });
    expect(warningsOn(table.alice, seen)).toHaveLength(1);
  });

  it("race: two rerolls of one test at once spend one hero token and roll once more (R-HT-2)", async () => {
    await setSetting(table.gm, "heroTokens", { value: 3 });
    const card = await failedTest();
    queueDice(6, 6, 6, 6);
    const verdicts = await Promise.all([reroll(table.alice), reroll(table.alice)]);
    await table.session.settle();
    expect(verdicts.filter((v) => v?.allowed === true)).toHaveLength(1);
    expect(everywhere(heroTokensOn)).toBe(2);
    expect(everywhere((c) => rollsOn(c, card))).toBe(2);
  });

  it("edited card: Alice resets her test card's rerolled mark; a second reroll is refused (R-HT-2)", async () => {
    await setSetting(table.gm, "heroTokens", { value: 3 });
    const card = await failedTest();
    queueDice(6, 6);
    expect((await reroll(table.alice))?.allowed).toBe(true);
    await table.session.settle();
    const message = table.alice.resolve(`ChatMessage.${card}`) as HarnessDocument;
    await table.alice.run(() => message.update({ system: { rerolled: false } }));
    await table.session.settle();
    expect(systemOf(table.gm, message, "rerolled")).toBe(false);
    queueDice(6, 6);
    expect((await reroll(table.alice))?.allowed).toBe(false);
    await table.session.settle();
    expect(everywhere(heroTokensOn)).toBe(2);
    expect(everywhere((c) => rollsOn(c, card))).toBe(2);
    expect(cardOn(table.gm, card)).toBeDefined();
  });
});
