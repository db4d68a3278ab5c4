// @vitest-environment happy-dom
/**
 * R-CB-9 Hide and Search for Hidden Creatures, R-CN-11 hidden ("Rules round 4" item 2, "Trust round 3"), played
 * through the sheets and the GM's queue. On Korva's turn Alice uses Hide: a goblin and the Shieldbearer have line
 * of effect to Korva, so whether she has cover or concealment from them and is not observed is the Director's
 * call. The GM's queue posts a card for him (Accept / Refuse on his client only) and goes on; Korva is hidden on
 * no client until the Director accepts, then on every one, as the GM's own write. Her Search (Intuition, the
 * Search skill) finds the hidden goblin 1 square away; the Shieldbearer 11 squares away and the Warlord behind a
 * wall stay hidden and make no test. Her Shoulder In ends her hidden status (marked revealed: targetable again,
 * the edge kept) and the end of her turn takes the effect away. A modded client's forged requests are refused:
 * Bob asking for Korva, Tamsin out of turn, Alice deciding the Director's card herself, a test whose stored total
 * is not its dice's, a hand-typed bonus, a test reused. Bob's self-written hidden status is not the GM's word: his
 * Hide with every enemy behind walls lands at once and the GM's write replaces it.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, packSource, setUpTable, type Table } from "../session/table.ts";
import {
  actorOn,
  clickOn,
  heroSheetOn,
  itemNamed,
  monsterSheetOn,
  nextTurnOf,
  openCombat,
  placeAt,
  useAbilityOn,
  useButton,
  warningsOn,
  type Combat,
} from "../session/play.ts";
import { answerDialog, click, find } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import { PowerRoll } from "../../src/rolls/power-roll.ts";
import { hiddenFromOnBoard, targetHiddenOnBoard } from "../../src/canvas/hidden-board.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { HarnessDocument } from "../harness/document.ts";

let table: Table;
let combat: Combat;

const goblin = () => table.tokens.minions[0] as SimTokenDocument;

type Effectful = {
  statuses: Set<string>;
  effects: {
    contents: { statuses: Set<string>; flags: unknown; _stats: { lastModifiedBy: string | null } }[];
  };
};
const creatureOn = (client: SimClient, token: SimTokenDocument) =>
  on(client, token).actor as unknown as Effectful;

/** The creature shows the hidden status on this client (and its effect is not marked revealed). */
const hiddenOn = (client: SimClient, token: SimTokenDocument) =>
  client.run(() =>
    creatureOn(client, token).effects.contents.some(
      (e) =>
        e.statuses.has("hidden") &&
        (e.flags as { steelbound?: { revealed?: unknown } }).steelbound?.revealed === undefined,
    ),
  );
const hiddenEverywhere = (token: SimTokenDocument) => table.session.clients.map((c) => hiddenOn(c, token));
const every = (value: boolean) => table.session.clients.map(() => value);

/** Who last wrote each hidden effect of the creature (GM's client). */
const hiddenWriters = (token: SimTokenDocument) =>
  table.gm.run(() =>
    creatureOn(table.gm, token)
      .effects.contents.filter((e) => e.statuses.has("hidden"))
      .map((e) => e._stats.lastModifiedBy),
  );

const cardOn = (client: SimClient, selector: string): HTMLElement | undefined =>
  [...client.chatLog.shown.values()].filter((html) => html.querySelector(selector)).at(-1);

/** A player clicks a basic action on their hero's sheet. */
async function useOnSheet(
  client: SimClient,
  hero: HarnessDocument,
  name: string,
  answer?: () => Promise<void>,
) {
  const sheet = await heroSheetOn(client, hero);
  const clicking = client.run(() => click(useButton(sheet, itemNamed(client, hero, name).id)));
  if (answer) await client.run(answer);
  await clicking;
  await table.session.settle();
  await client.run(() => sheet.close());
}

/** A test message of `hero` posted by `client` with 2d10 showing `dice`, its stored total rewritten to `total`. */
async function forgedTest(client: SimClient, hero: HarnessDocument, dice: [number, number], total: number) {
  queueDice(...dice);
  const id = await client.run(async () => {
    const roll = PowerRoll.build({ kind: "test", characteristic: "intuition", characteristicValue: 1 });
    await roll.evaluate();
    const json = { ...(roll.toJSON() as Record<string, unknown>), total };
    const message = await ChatMessage.create({
      type: "test",
      system: { actor: on(client, hero).uuid, characteristic: "intuition", skill: "", rerolled: false },
      rolls: [JSON.stringify(json)],
    } as never);
    return message?.id ?? "";
  });
  await table.session.settle();
  return id;
}

async function ask<T>(client: SimClient, request: () => Promise<T>) {
  const seen = client.notifications.length;
  const result = await client.run(request);
  await table.session.settle();
  return { result, warnings: warningsOn(client, seen).join(" ") };
}

describe("R-CB-9 Hide: the Director decides what the board cannot, and only the GM writes hidden", () => {
  it("R-CB-9: Alice's Hide with enemies in line of effect lands on no client until the Director decides; only his client has the buttons", async () => {
    table = await setUpTable();
    const { gm, alice, bob, session, heroes, tokens, scene } = table;
    const basics = ["Hide", "Search for Hidden Creatures"].map((n) => packSource("abilities", n));
    for (const hero of [heroes.alice, heroes.bob])
      await gm.run(() => actorOn(gm, hero).createEmbeddedDocuments("Item", basics));
    await alice.run(() => actorOn(alice, heroes.alice).update({ system: { skills: ["search"] } }));
    // One goblin, the Shieldbearer 11 squares away in the open, the Warlord behind a wall 3 squares away.
    const spare = tokens.minions.slice(1).map((t) => t.id);
    await gm.run(() => on(gm, scene).deleteEmbeddedDocuments("Token", spare));
    await gm.run(() => on(gm, scene).createEmbeddedDocuments("Wall", [{ c: [700, 300, 700, 600] }]));
    await session.settle();
    await placeAt(table, goblin(), 6, 2);
    await placeAt(table, tokens.captain, 16, 1);
    await placeAt(table, tokens.leader, 8, 4);
    combat = await openCombat(table, [tokens.alice, tokens.bob, goblin(), tokens.captain, tokens.leader]);
    await gm.run(() => combat.startCombat());
    await session.settle();
    await nextTurnOf(table, combat, tokens.alice);

    await useOnSheet(alice, heroes.alice, "Hide");
    expect(hiddenEverywhere(tokens.alice)).toEqual(every(false));
    const director = cardOn(gm, ".hide-claim");
    expect(director?.textContent).toContain("Korva uses Hide");
    expect(director?.textContent).toContain("Goblin Spinecleaver");
    expect(director?.textContent).toContain("Goblin Shieldbearer");
    // The Warlord is behind the wall: no line of effect, not one who may be observing her.
    expect(director?.textContent).not.toContain("Goblin Warlord");
    expect(director?.querySelectorAll("button[data-steelbound-hide-decision]").length).toBe(2);
    // The Director's card names the enemies (one might be a token he hides): no player sees it.
    expect(cardOn(alice, ".hide-claim")).toBeUndefined();
    expect(cardOn(bob, ".hide-claim")).toBeUndefined();
    expect(alice.notifications.map((n) => n.message).join(" ")).toContain(
      "The Director decides whether Korva is hidden",
    );
    // Her Hide card is posted (the maneuver is spent on the attempt).
    expect(cardOn(bob, ".ability-card, .steelbound")?.textContent).toContain("Hide");
  });

  it("R-CB-9: Alice cannot decide the Director's card herself; Bob cannot hide Korva, nor Tamsin out of turn", async () => {
    const { alice, bob, heroes, tokens } = table;
    const messageId =
      [...table.gm.chatLog.shown.entries()].find(([, h]) => h.querySelector(".hide-claim"))?.[0] ?? "";
    const decided = await ask(alice, () => requestGm({ kind: "hideDecision", messageId, accept: true }));
    expect(decided.result).toBeNull();
    expect(decided.warnings).toContain("not allowed");
    const theirs = await ask(bob, () => requestGm({ kind: "hide", actorUuid: on(bob, heroes.alice).uuid }));
    expect(theirs.result).toBeNull();
    expect(theirs.warnings).toContain("not allowed");
    const offTurn = await ask(bob, () => requestGm({ kind: "hide", actorUuid: on(bob, heroes.bob).uuid }));
    expect(offTurn.result).toBeNull();
    expect(offTurn.warnings).toContain("only on the creature's own turn");
    for (const token of [tokens.alice, tokens.bob]) expect(hiddenEverywhere(token)).toEqual(every(false));
  });

  it("R-CB-9: the Director accepts on his card: Korva is hidden on every client, as the GM's own write, and the card says so", async () => {
    const { gm, alice, tokens } = table;
    const card = cardOn(gm, ".hide-claim");
    if (!card) throw new Error("the Director sees no card");
    await clickOn(table, gm, find(card, 'button[data-steelbound-hide-decision="accept"]'));
    expect(hiddenEverywhere(tokens.alice)).toEqual(every(true));
    expect(hiddenWriters(tokens.alice)).toEqual([gm.userId]);
    const hers = cardOn(alice, ".hide-claim")?.textContent ?? "";
    expect(hers).toContain("The Director accepted: Korva is hidden");
    expect(hers).not.toContain("Goblin");
    expect(cardOn(table.bob, ".hide-claim")).toBeUndefined();
    expect(cardOn(gm, ".hide-claim")?.querySelector("button")).toBeNull();
  });
});

describe("R-CB-9 Hide: one claim of a creature waits at a time", () => {
  it("R-CB-9: a second Hide of the Shieldbearer before the Director decided names the first card; no second card is posted", async () => {
    const { gm, tokens } = table;
    const captain = gm.run(() => on(gm, tokens.captain).actor?.uuid ?? "");
    const claims = () => [...gm.chatLog.shown.values()].filter((h) => h.querySelector(".hide-claim")).length;
    const before = claims();
    const first = await ask(gm, () => requestGm({ kind: "hide", actorUuid: captain }));
    const second = await ask(gm, () => requestGm({ kind: "hide", actorUuid: captain }));
    expect(first.result?.claim).not.toBe("");
    expect(second.result).toEqual(first.result);
    expect(claims()).toBe(before + 1);
    const card = gm.chatLog.shown.get(first.result?.claim ?? "");
    if (!card) throw new Error("no claim card");
    await clickOn(table, gm, find(card, 'button[data-steelbound-hide-decision="refuse"]'));
    expect(hiddenEverywhere(tokens.captain)).toEqual(every(false));
  });
});

describe("R-CB-9 Search: the GM rolls the hidden, measures the board and ends what is found", () => {
  it("R-CB-9: Korva's Search (21) finds the hidden goblin 1 square away; the Shieldbearer 11 squares away and the Warlord behind the wall stay hidden", async () => {
    const { gm, alice, bob, session, heroes, tokens } = table;
    for (const token of [goblin(), tokens.captain, tokens.leader])
      await gm.run(() => on(gm, token).actor?.toggleStatusEffect("hidden", { active: true }));
    await session.settle();
    // Korva's test: 9 + 9 + Intuition 1 + the Search skill 2 = 21; the goblin's Hide test 1 + 1 + Agility 1 = 3.
    queueDice(9, 9, 1, 1);
    const seen = alice.notifications.length;
    await useOnSheet(alice, heroes.alice, "Search for Hidden Creatures", () =>
      answerDialog("roll", { skill: "search" }),
    );
    expect(warningsOn(alice, seen)).toEqual([]);
    expect(hiddenEverywhere(goblin())).toEqual(every(false));
    expect(hiddenEverywhere(tokens.captain)).toEqual(every(true));
    expect(hiddenEverywhere(tokens.leader)).toEqual(every(true));
    // Searching does not end Korva's own hidden status.
    expect(hiddenEverywhere(tokens.alice)).toEqual(every(true));
    const shown = cardOn(bob, ".search-result")?.textContent ?? "";
    expect(shown).toContain("Korva searches for hidden creatures (Intuition test 21)");
    expect(shown).toContain("Goblin Spinecleaver (Hide test 3)");
    expect(shown).not.toContain("Shieldbearer");
    expect(shown).not.toContain("Warlord");
  });

  it("R-CB-9: forged Searches on Tamsin's turn are refused: a rewritten total, a hand-typed bonus, Korva's test, Korva out of turn", async () => {
    const { alice, bob, heroes, tokens } = table;
    await nextTurnOf(table, combat, tokens.bob);
    const forged = await forgedTest(bob, heroes.bob, [1, 1], 30);
    const rewritten = await ask(bob, () =>
      requestGm({ kind: "search", actorUuid: on(bob, heroes.bob).uuid, testMessage: forged }),
    );
    expect(rewritten.result).toBeNull();
    expect(rewritten.warnings).toContain("latest Intuition test");
    // A bonus typed into the roll dialog is not a Search's: refused, nothing posted, nothing found.
    queueDice(1, 1);
    const typed = bob.notifications.length;
    await useOnSheet(bob, heroes.bob, "Search for Hidden Creatures", () =>
      answerDialog("roll", { bonus: "15" }),
    );
    expect(warningsOn(bob, typed).join(" ")).toContain("latest Intuition test");
    // Korva's Search test, used once already, named for Tamsin.
    const korva = on(alice, heroes.alice).uuid;
    const korvasTest = alice.run(
      () =>
        (game.messages?.contents ?? []).find(
          (m) => m.type === "test" && (m.system as { actor?: string }).actor === korva,
        )?.id ?? "",
    );
    expect(korvasTest).not.toBe("");
    const reused = await ask(bob, () =>
      requestGm({ kind: "search", actorUuid: on(bob, heroes.bob).uuid, testMessage: korvasTest }),
    );
    expect(reused.result).toBeNull();
    expect(reused.warnings).toContain("not allowed");
    const aliceOff = await forgedTest(alice, heroes.alice, [5, 5], 13);
    const offTurn = await ask(alice, () =>
      requestGm({ kind: "search", actorUuid: on(alice, heroes.alice).uuid, testMessage: aliceOff }),
    );
    expect(offTurn.result).toBeNull();
    expect(offTurn.warnings).toContain("only on the creature's own turn");
    const theirs = await ask(bob, () =>
      requestGm({ kind: "search", actorUuid: on(bob, heroes.alice).uuid, testMessage: aliceOff }),
    );
    expect(theirs.result).toBeNull();
    expect(theirs.warnings).toContain("not allowed");
    expect(hiddenEverywhere(tokens.captain)).toEqual(every(true));
    expect(hiddenEverywhere(tokens.leader)).toEqual(every(true));
  });

  it("R-CB-9: Tamsin's Hide in the open: the Director refuses on his card, and she is hidden on no client", async () => {
    const { gm, bob, heroes, tokens } = table;
    await useOnSheet(bob, heroes.bob, "Hide");
    const card = cardOn(gm, ".hide-claim");
    expect(card?.textContent).toContain("Tamsin uses Hide");
    if (!card) throw new Error("the Director sees no card");
    await clickOn(table, gm, find(card, 'button[data-steelbound-hide-decision="refuse"]'));
    expect(hiddenEverywhere(tokens.bob)).toEqual(every(false));
    expect(cardOn(bob, ".hide-claim")?.textContent).toContain("The Director refused: Tamsin is not hidden");
  });

  it("R-CB-9, R-CN-11: Bob's self-written hidden status is not the GM's word; walled in from every enemy, his Hide lands at once as the GM's write", async () => {
    const { gm, bob, session, heroes, tokens, scene } = table;
    await bob.run(() => actorOn(bob, heroes.bob).toggleStatusEffect("hidden", { active: true }));
    await session.settle();
    expect(hiddenWriters(tokens.bob)).toEqual([bob.userId]);
    // Tamsin at (4, 5), walled in on all four sides.
    const box = [
      [400, 500, 500, 500],
      [500, 500, 500, 600],
      [500, 600, 400, 600],
      [400, 600, 400, 500],
    ].map((c) => ({ c }));
    await gm.run(() => on(gm, scene).createEmbeddedDocuments("Wall", box));
    await session.settle();
    const cards = gm.chatLog.shown.size;
    await useOnSheet(bob, heroes.bob, "Hide");
    // No card for the Director: the board says no enemy has line of effect to her.
    expect(gm.chatLog.shown.size).toBe(cards + 1);
    expect(cardOn(gm, ".hide-claim")?.textContent).toContain("The Director refused: Tamsin");
    expect(hiddenEverywhere(tokens.bob)).toEqual(every(true));
    expect(hiddenWriters(tokens.bob)).toEqual([gm.userId]);
  });
  it("R-CB-9: on her next turn her Shoulder In ends her hidden status once used (targetable again), and the end of her turn takes the effect away", async () => {
    const { session, alice, heroes, tokens } = table;
    await nextTurnOf(table, combat, tokens.alice);
    expect(hiddenEverywhere(tokens.alice)).toEqual(every(true));
    await useAbilityOn(table, alice, heroes.alice, [goblin()], [6, 6], "Shoulder In");
    expect(hiddenEverywhere(tokens.alice)).toEqual(every(false));
    // Marked revealed by the GM: still there (its edge lasts to the end of the turn), no longer hiding her.
    expect(hiddenWriters(tokens.alice)).toEqual([table.gm.userId]);
    const korva = on(alice, heroes.alice) as unknown as Actor.Implementation;
    const board = alice.run(() => ({
      edge: hiddenFromOnBoard(korva, on(alice, goblin()).uuid, () => true),
      targetable: !targetHiddenOnBoard(
        on(alice, goblin()).actor?.uuid ?? "",
        on(alice, tokens.alice).uuid,
        () => true,
      ),
    }));
    expect(board).toEqual({ edge: true, targetable: true });
    await nextTurnOf(table, combat, tokens.bob);
    expect(hiddenWriters(tokens.alice)).toEqual([]);
    for (const c of session.clients)
      expect(c.run(() => creatureOn(c, tokens.alice).statuses.has("hidden"))).toBe(false);
  });

  it("R-CB-9: the Director's goblin searches: hidden Korva 1 square away is found, and Alice reads it on her card", async () => {
    const { gm, alice, session, heroes, tokens } = table;
    await gm.run(() => actorOn(gm, heroes.alice).toggleStatusEffect("hidden", { active: true }));
    const spine = gm.run(() => on(gm, goblin()).actor) as HarnessDocument;
    await gm.run(() =>
      (spine as unknown as Actor.Implementation).createEmbeddedDocuments("Item", [
        packSource("abilities", "Search for Hidden Creatures"),
      ] as never),
    );
    await session.settle();
    expect(hiddenEverywhere(tokens.alice)).toEqual(every(true));
    // The goblin's test: 9 + 9 + Intuition 0 = 18; Korva's Hide test, rolled by the Director's client: 1 + 1 + 1 = 3.
    queueDice(9, 9, 1, 1);
    const sheet = await monsterSheetOn(gm, spine);
    const search = gm.run(
      () =>
        (spine as unknown as Actor.Implementation).items.find((i) => i.name === "Search for Hidden Creatures")
          ?.id ?? "",
    );
    const clicking = gm.run(() => click(useButton(sheet, search)));
    await gm.run(() => answerDialog("roll"));
    await clicking;
    await session.settle();
    await gm.run(() => sheet.close());
    expect(hiddenEverywhere(tokens.alice)).toEqual(every(false));
    expect(cardOn(alice, ".search-result")?.textContent).toContain("Korva (Hide test 3)");
  });
});
