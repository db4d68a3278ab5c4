// @vitest-environment happy-dom
/**
 * R-PR-12 from the Director's tools: he calls an opposed Might test between Korva and the Goblin Warlord on
 * the scene. Every client's card names both (Bob's in Japanese) and shows no difficulty; Alice rolls Korva's
 * side from the card, the Director the Warlord's; once both are in, every client shows both totals and the
 * winner. Opposed totals use no tiers (a double edge would be +4). A tie and the refused assist are checked too.
 */
import "../sim/install.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "./table.ts";
import { clickAnswering, lastMessageId, rollFrom, warningsOn } from "./play.ts";
import type { SimClient } from "../sim/client.ts";
import { ActorDirectory } from "../sim/applications/document-directory.ts";
import { find, findAll, open, textOf } from "../sim/applications/user.ts";
import { createLocalizer } from "../harness/i18n.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import { testCallCardContext } from "../../src/chat/test-call-card.ts";
import { drawCanvas } from "../sim/canvas.ts";

let table: Table;
let card = "";
let warlordUuid = "";

function cardOn(client: SimClient, id: string): HTMLElement {
  const shown = client.chatLog.shown.get(id);
  if (!shown) throw new Error(`${client.label} does not show ${id}`);
  return shown;
}
const row = (shown: HTMLElement, index: number) => find(shown, `.test-call-row[data-index="${index}"]`);

beforeAll(async () => {
  table = await setUpTable();
  const { gm, bob, tokens } = table;
  bob.game["i18n"] = createLocalizer("ja");
  // The Director looks at the goblins' scene: its creatures are the ones the dialog offers as opponents.
  drawCanvas(gm, table.scene);
  warlordUuid = gm.run(() => (on(gm, tokens.leader).actor as unknown as Actor.Implementation).uuid);
});

describe("R-PR-12: an opposed test called from the Director's tools", () => {
  it("R-PR-12: the Director calls Korva's Might against the Warlord's; every client shows the opposed card, Alice's Roll, the GM's Roll for the Warlord", async () => {
    const { gm, alice, bob, session, heroes } = table;
    const tab = gm.run(() => new ActorDirectory());
    await gm.run(() => open(tab));
    await clickAnswering(table, gm, find(tab, '[data-steelbound-tool="test"]'), "ok", {
      characteristic: "might",
      difficulty: "medium",
      opponent: warlordUuid,
      [`hero.${heroes.alice.id}`]: true,
      [`hero.${heroes.bob.id}`]: false,
    });
    card = lastMessageId(table);
    for (const client of session.clients) {
      const shown = textOf(cardOn(client, card));
      expect(shown).toContain("Korva");
      expect(shown).toContain("Goblin Warlord");
    }
    expect(textOf(cardOn(alice, card))).toContain("Opposed test");
    expect(textOf(cardOn(alice, card))).not.toContain("Medium");
    expect(textOf(cardOn(bob, card))).toContain("対抗テスト");
    expect(findAll(row(cardOn(alice, card), 0), '[data-action="testCallRoll"]')).toHaveLength(1);
    expect(findAll(row(cardOn(alice, card), 1), '[data-action="testCallRoll"]')).toHaveLength(0);
    expect(findAll(row(cardOn(gm, card), 1), '[data-action="testCallRoll"]')).toHaveLength(1);
    expect(findAll(row(cardOn(gm, card), 0), '[data-action="testCallRoll"]')).toHaveLength(0);
    // No assists on an opposed test.
    expect(findAll(cardOn(bob, card), '[data-action="testCallAssist"]')).toHaveLength(0);
  });

  it("R-PR-12: Alice rolls Korva's side (9 + 8 + Might 2 = 19); the card waits for the Warlord", async () => {
    const { alice, session } = table;
    await rollFrom(table, alice, find(row(cardOn(alice, card), 0), '[data-action="testCallRoll"]'), [9, 8]);
    await session.settle();
    expect(warningsOn(alice)).toEqual([]);
    for (const client of session.clients) expect(textOf(row(cardOn(client, card), 0))).toContain("19");
    expect(textOf(cardOn(alice, card))).toContain("The winner shows once both have rolled.");
  });

  it("R-PR-12: the Director rolls the Warlord's side from the card (1 + 1 + Might); every client shows Korva the winner", async () => {
    const { gm, session } = table;
    await rollFrom(table, gm, find(row(cardOn(gm, card), 1), '[data-action="testCallRoll"]'), [1, 1]);
    await session.settle();
    expect(warningsOn(gm)).toEqual([]);
    for (const client of session.clients)
      expect(findAll(row(cardOn(client, card), 1), ".roll-total")).toHaveLength(1);
    expect(textOf(cardOn(table.alice, card))).toContain("Korva wins the opposed test.");
    expect(textOf(cardOn(table.bob, card))).toContain("Korvaが対抗テストに勝った。");
  });

  it("R-PR-12: a modded client's assist on an opposed test is refused", async () => {
    const { bob, session, heroes } = table;
    const result = await bob.run(() =>
      requestGm({
        kind: "testCall",
        messageId: card,
        index: 0,
        testMessage: card,
        assister: heroes.bob.id,
      }),
    );
    await session.settle();
    expect(result).toBeNull();
  });

  it("R-PR-12: equal totals are a tie: nothing changes", () => {
    const context = testCallCardContext(
      createLocalizer("en"),
      {
        characteristic: "might",
        difficulty: "medium",
        group: false,
        opposed: true,
        rows: [
          { actor: "a", test: "t1", total: 14, outcome: "opposed", assists: [] },
          { actor: "b", test: "t2", total: 14, outcome: "opposed", assists: [] },
        ],
      },
      { names: { a: "Korva", b: "Warlord" }, owns: () => false, heroes: [] },
    );
    expect(context.opposed).toEqual({ label: "A tie: nothing changes.", tie: true });
  });
});
