// @vitest-environment happy-dom
/**
 * Tests the Director calls for, where the table meets them (the Director posts a test
 * card from the Actors directory's tools; a player assists another's pending test from the card and the
 * assisted roll gets the edge; a group test card each hero rolls from shows the group's outcome. Every
 * write to the Director's card goes through the GM's query, judged from the test messages themselves.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "./table.ts";
import { clickAnswering, heroSheetOn, lastMessageId, rollFrom, warningsOn } from "./play.ts";
import type { SimClient } from "../sim/client.ts";
import { ActorDirectory } from "../sim/applications/document-directory.ts";
import {
  answerDialog,
  click,
  currentDialog,
  find,
  findAll,
  open,
  textOf,
  waitForDialog,
} from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";

let table: Table;
/** The first call card (Korva's Might test). */
let korvaCall = "";

/** The call card as a client shows it. */
function cardOn(client: SimClient, id: string): HTMLElement {
  const card = client.chatLog.shown.get(id);
  if (!card) throw new Error(`${client.label} does not show ${id}`);
  return card;
}

/** The Director clicks "Call for a test" in the Actors tab and answers the dialog. */
async function callTest(fields: Record<string, string | boolean>): Promise<string> {
  const { gm } = table;
  const tab = gm.run(() => new ActorDirectory());
  await gm.run(() => open(tab));
  await clickAnswering(table, gm, find(tab, '[data-steelbound-tool="test"]'), "ok", fields);
  return lastMessageId(table);
}

const row = (card: HTMLElement, index: number) => find(card, `.test-call-row[data-index="${index}"]`);

describe("tests the Director calls for", () => {
  it("R-TS-1: the Director calls for Korva's Might test; Alice sees Roll, Bob sees Assist as Tamsin, the GM neither", async () => {
    table = await setUpTable();
    await table.gm.run(() => table.heroes.bob.update({ system: { skills: ["lift", "climb"] } }));
    await table.session.settle();
    const id = await callTest({
      characteristic: "might",
      difficulty: "hard",
      [`hero.${table.heroes.alice.id}`]: true,
      [`hero.${table.heroes.bob.id}`]: false,
    });
    korvaCall = id;
    for (const client of table.session.clients) expect(textOf(cardOn(client, id))).toContain("Korva");
    expect(findAll(cardOn(table.alice, id), '[data-action="testCallRoll"]')).toHaveLength(1);
    expect(findAll(cardOn(table.alice, id), '[data-action="testCallAssist"]')).toHaveLength(0);
    expect(findAll(cardOn(table.bob, id), '[data-action="testCallRoll"]')).toHaveLength(0);
    expect(textOf(find(cardOn(table.bob, id), '[data-action="testCallAssist"]'))).toContain("Tamsin");
    expect(findAll(cardOn(table.gm, id), "button")).toHaveLength(0);
  });

  it("R-TS-4: Bob assists with Lift (6 + 6 + Might 2 + skill 2 = 16: an edge); every client sees it", async () => {
    const { bob, session } = table;
    const id = korvaCall;
    queueDice(6, 6);
    await clickAnswering(
      table,
      bob,
      find(row(cardOn(bob, id), 0), '[data-action="testCallAssist"]'),
      "roll",
      {
        skill: "lift",
      },
    );
    await session.settle();
    expect(warningsOn(bob)).toEqual([]);
    for (const client of session.clients)
      expect(textOf(row(cardOn(client, id), 0))).toContain("Tamsin assisted (16): edge");
    expect(findAll(cardOn(bob, id), '[data-action="testCallAssist"]')).toHaveLength(0);
  });

  it("R-TS-4: a Might test Alice rolls from her sheet, without the assist's edge, is refused for the card", async () => {
    const { alice, session } = table;
    const sheet = await heroSheetOn(alice, table.heroes.alice);
    await rollFrom(
      table,
      alice,
      find(sheet, '[data-action="rollTest"][data-characteristic="might"]'),
      [5, 6],
    );
    const plain = [...alice.chatLog.shown.keys()].at(-1) ?? "";
    const refused = await alice.run(() =>
      requestGm({ kind: "testCall", messageId: korvaCall, index: 0, testMessage: plain, assister: "" }),
    );
    expect(refused).toBeNull();
    await session.settle();
    for (const client of session.clients)
      expect(findAll(row(cardOn(client, korvaCall), 0), ".roll-total")).toHaveLength(0);
  });

  it("R-TS-4, R-TS-1: Alice rolls Korva's test with the edge (5 + 6 + 2 + 2 = 15 on a hard test: failure)", async () => {
    const { alice, session } = table;
    const card = korvaCall;
    const from = alice.notifications.length;
    queueDice(5, 6);
    const button = find(row(cardOn(alice, card), 0), '[data-action="testCallRoll"]');
    alice.run(() => {
      button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    });
    // The roll dialog counts the assist's edge before Alice rolls.
    await alice.run(() => waitForDialog());
    expect(alice.run(() => textOf(currentDialog().element))).toContain("Assisted");
    await alice.run(() => answerDialog("roll"));
    await session.settle();
    expect(warningsOn(alice, from)).toEqual([]);
    for (const client of session.clients) {
      const shown = textOf(row(cardOn(client, card), 0));
      expect(shown).toContain("15");
      expect(shown).toContain("Failure");
    }
    // The same test again is refused: one roll per hero.
    const again = await alice.run(() =>
      requestGm({
        kind: "testCall",
        messageId: card,
        index: 0,
        testMessage: lastMessageId(table),
        assister: "",
      }),
    );
    expect(again).toBeNull();
    expect(warningsOn(alice).at(-1)).toContain("Already applied");
  });

  it("R-TS-5: a group Agility test: each hero rolls from the card; once both have, every client sees the group outcome", async () => {
    const { alice, bob, session } = table;
    const id = await callTest({
      characteristic: "agility",
      difficulty: "easy",
      [`hero.${table.heroes.alice.id}`]: true,
      [`hero.${table.heroes.bob.id}`]: true,
    });
    for (const client of session.clients) expect(textOf(cardOn(client, id))).toContain("Group test");
    // Participants cannot assist each other.
    expect(findAll(cardOn(alice, id), '[data-action="testCallAssist"]')).toHaveLength(0);
    // Bob cannot answer for Korva: the GM refuses a test that is not of the row's hero.
    await rollFrom(table, bob, find(row(cardOn(bob, id), 1), '[data-action="testCallRoll"]'), [9, 9]);
    const bobTest = [...bob.chatLog.shown.keys()].at(-2) ?? "";
    const refused = await bob.run(() =>
      requestGm({ kind: "testCall", messageId: id, index: 0, testMessage: bobTest, assister: "" }),
    );
    expect(refused).toBeNull();
    expect(warningsOn(bob).at(-1)).toContain("not allowed");
    expect(textOf(cardOn(alice, id))).toContain("The group's outcome shows once every hero has rolled.");
    // 1 + 2 + Agility 1 = 4: success with a consequence on an easy test; Tamsin's 19 is a natural success with a reward.
    await rollFrom(table, alice, find(row(cardOn(alice, id), 0), '[data-action="testCallRoll"]'), [1, 2]);
    await session.settle();
    for (const client of session.clients) {
      const shown = textOf(cardOn(client, id));
      expect(shown).toContain("The group succeeds");
      expect(shown).toContain("one group reward");
    }
    expect(on(alice, table.heroes.alice).name).toBe("Korva");
  });
});

describe("opposed tests: the difficulty from those who resist (seed 004 §テスト guideline, R-TS-1)", () => {
  const difficultyOn = (client: SimClient, id: string): unknown =>
    client.run(
      () =>
        (client.collection("ChatMessage").get(id) as unknown as { system: { difficulty: string } }).system
          .difficulty,
    );
  const opposed = (characteristic: string, resist: Record<string, number>, heroes = [table.heroes.alice]) =>
    callTest({
      characteristic,
      difficulty: "opposed",
      [`hero.${table.heroes.alice.id}`]: heroes.includes(table.heroes.alice),
      [`hero.${table.heroes.bob.id}`]: heroes.includes(table.heroes.bob),
      ...Object.fromEntries(Object.entries(resist).map(([id, n]) => [`resist.${id}`, String(n)])),
    });

  it("R-TS-1: the dialog lists the scene's creatures once each (eight Spinecleavers are one row), not the heroes", async () => {
    const { gm, monsters } = table;
    const tab = gm.run(() => new ActorDirectory());
    await gm.run(() => open(tab));
    const clicking = gm.run(() => click(find(tab, '[data-steelbound-tool="test"]')));
    await gm.run(() => waitForDialog());
    const dialog = gm.run(() => currentDialog());
    const rows = findAll(dialog, ".resisters .resister").map((r) => textOf(r));
    expect(rows).toEqual(["Goblin Spinecleaver", "Goblin Shieldbearer", "Goblin Warlord"]);
    expect(findAll(dialog, `[name="resist.${monsters.captain.id}"]`)).toHaveLength(1);
    expect(textOf(find(dialog, '[name="difficulty"] option[value="opposed"]'))).toBe(
      "Opposed: set by those who resist",
    );
    await gm.run(() => dialog.close());
    await clicking;
    await table.session.settle();
  });

  it("R-TS-1: one lower resister: easy; one the same: medium; two the same or one higher: hard; several lower: medium", async () => {
    const { gm, monsters, session } = table;
    const cases: [string, Record<string, number>, string][] = [
      ["presence", { [monsters.captain.id]: 1 }, "easy"], // Korva 0 against −1
      ["might", { [monsters.captain.id]: 1 }, "medium"], // 2 against 2
      ["might", { [monsters.minion.id]: 2 }, "hard"], // 2 against 2 and 2
      ["might", { [monsters.leader.id]: 1 }, "hard"], // 2 against 3
      ["intuition", { [monsters.minion.id]: 3 }, "medium"], // 1 against 0, 0, 0
    ];
    for (const [characteristic, resist, expected] of cases) {
      const seen = gm.notifications.length;
      const id = await opposed(characteristic, resist);
      for (const client of session.clients) expect(difficultyOn(client, id)).toBe(expected);
      expect(infosOn(gm, seen).join(" ")).toContain("Opposed test:");
    }
  });

  it("R-TS-5: a group opposed test takes the hardest the heroes get; with no one resisting it is easy", async () => {
    const { gm, heroes, monsters, session } = table;
    await gm.run(() => on(gm, heroes.bob).update({ system: { characteristics: { agility: 3 } } }));
    await session.settle();
    // Tamsin's Agility 3 beats two Spinecleavers (medium), Korva's 1 meets them (hard): the card is hard.
    const id = await opposed("agility", { [monsters.minion.id]: 2 }, [heroes.alice, heroes.bob]);
    for (const client of session.clients) expect(difficultyOn(client, id)).toBe("hard");
    const none = await opposed("agility", {});
    for (const client of session.clients) expect(difficultyOn(client, none)).toBe("easy");
    expect(infosOn(gm).at(-1)).toBe("Opposed test with no one resisting: Easy.");
  });
});

function infosOn(client: SimClient, from = 0): string[] {
  return client.notifications.slice(from).flatMap((n) => (n.level === "info" ? [n.message] : []));
}
