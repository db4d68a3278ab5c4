// @vitest-environment happy-dom
/**
 * The GM measures reach and line of effect on the board before applying a player's
 * card (src/canvas/reach-board.ts, R-AB-2; 004 "効果線"). Alice, with a modded client, asks the GM to apply
 * cards whose targets her ability cannot reach: a melee strike 8 squares away, a ranged 5 strike 12
 * squares away, a target behind a wall, and a card whose distance and a position she wrote into it claim
 * otherwise. Each is refused with a message to her and to the Director, and the GM writes nothing. A large
 * creature's melee reach counts from its whole space: allowed, applied once.
 */
import "../sim/install.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "../session/table.ts";
import { placeAt, requestApply, tokenStaminaOn, useAbilityOn, warningsOn } from "../session/play.ts";
import { closeAll } from "../sim/applications/user.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";

const tier = (value: number) => ({ damage: { value } });
const strike = (name: string, keyword: string, distance: Plain): Plain => ({
  name,
  type: "ability",
  system: {
    category: "signature",
    type: "main",
    keywords: [keyword, "strike", "weapon"],
    distance,
    target: { text: "One creature", count: 1 },
    power: { characteristics: ["might"], tier1: tier(2), tier2: tier(5), tier3: tier(7) },
  },
});
const JAB = strike("Jab", "melee", { type: "melee", melee: 1 });
const BOLT = strike("Bolt", "ranged", { type: "ranged", ranged: 5 });

let table: Table;
beforeEach(async () => {
  table = await setUpTable();
  await table.gm.run(() => on(table.gm, table.heroes.alice).createEmbeddedDocuments("Item", [JAB, BOLT]));
  await table.session.settle();
});
afterEach(async () => {
  await closeAll();
});

/** The GM's document writes since `from` (the server log). */
const gmWritesSince = (from: number) =>
  table.session.server.log.slice(from).filter((e) => e.userId === table.gm.userId && !("query" in e.request));

/**
 * Alice uses `ability` at `token` from where Korva stands and asks the GM to apply its damage: the GM's
 * answer, the writes it made, her warnings and the Director's.
 */
async function attack(ability: string, token: SimTokenDocument, forge?: (cardId: string) => Promise<void>) {
  const { alice, gm, session, heroes } = table;
  const card = await useAbilityOn(table, alice, heroes.alice, [token], [6, 6], ability);
  if (forge) await forge(card);
  const from = session.server.log.length;
  const seen = gm.notifications.length;
  const before = session.clients.map((c) => tokenStaminaOn(c, token));
  const { result, warnings } = await requestApply(table, alice, card, [token]);
  return {
    result,
    warnings,
    director: warningsOn(gm, seen).join(" "),
    writes: gmWritesSince(from).length,
    unchanged: session.clients.every((c, i) => tokenStaminaOn(c, token) === before[i]),
  };
}

const minion = (i: number) => table.tokens.minions[i] as SimTokenDocument;

describe("the GM measures reach and line of effect on the board (deliver 3)", () => {
  it("R-AB-2: a melee 1 card at a goblin 8 squares away is refused; nothing is written on any client", async () => {
    await placeAt(table, table.tokens.alice, 1, 8);
    await placeAt(table, minion(0), 9, 8);
    const out = await attack("Jab", minion(0));
    expect(out.result).toBeNull();
    expect(out.warnings).toContain("out of the ability's reach");
    expect(out.director).toContain("Korva's Jab does not reach Goblin Spinecleaver");
    expect(out.writes).toBe(0);
    expect(out.unchanged).toBe(true);
  });

  it("R-AB-2: a ranged 5 card at 12 squares is refused; at 5 squares it applies once", async () => {
    await placeAt(table, table.tokens.alice, 1, 8);
    await placeAt(table, minion(0), 13, 8);
    const far = await attack("Bolt", minion(0));
    expect(far.result).toBeNull();
    expect(far.warnings).toContain("out of the ability's reach");
    expect(far.writes).toBe(0);
    expect(far.unchanged).toBe(true);
    await placeAt(table, minion(1), 6, 8);
    const near = await attack("Bolt", minion(1));
    expect(near.result).not.toBeNull();
    expect(near.unchanged).toBe(false);
  });

  it("line of effect: a goblin beside Korva but behind a wall is refused; a wall beside them both does not block", async () => {
    const { gm, session } = table;
    await placeAt(table, table.tokens.alice, 4, 8);
    await placeAt(table, minion(0), 5, 8);
    // The wall runs along the edge the two squares share (x = 500, from y = 800 to 900).
    await gm.run(() => on(gm, table.scene).createEmbeddedDocuments("Wall", [{ c: [500, 800, 500, 900] }]));
    await session.settle();
    const blocked = await attack("Jab", minion(0));
    expect(blocked.result).toBeNull();
    expect(blocked.warnings).toContain("no line of effect");
    expect(blocked.director).toContain("solid obstacle stands between Korva and Goblin Spinecleaver");
    expect(blocked.writes).toBe(0);
    expect(blocked.unchanged).toBe(true);
    // A corridor one square wide: walls along both sides of the row, a goblin 3 squares down it (ranged 5).
    await gm.run(() =>
      on(gm, table.scene).createEmbeddedDocuments("Wall", [
        { c: [0, 1100, 1500, 1100] },
        { c: [0, 1200, 1500, 1200] },
      ]),
    );
    await placeAt(table, table.tokens.alice, 2, 11);
    await placeAt(table, minion(1), 5, 11);
    await session.settle();
    const corridor = await attack("Bolt", minion(1));
    expect(corridor.result).not.toBeNull();
    expect(corridor.unchanged).toBe(false);
  });

  it("R-AB-2, R-MV-13: a large creature's melee 1 reaches from its whole space (allowed, applied once)", async () => {
    const { gm, session } = table;
    // Korva grows to size 2: her space is squares (4..5, 8..9); the goblin at (6, 9) is adjacent to it,
    // though 2 squares from her token's top-left square.
    await gm.run(() => on(gm, table.tokens.alice).update({ width: 2, height: 2 }));
    await placeAt(table, table.tokens.alice, 4, 8);
    await placeAt(table, minion(0), 6, 9);
    await session.settle();
    const hit = await attack("Jab", minion(0));
    expect(hit.result).not.toBeNull();
    expect(hit.unchanged).toBe(false);
    const again = await requestApply(table, table.alice, [...table.gm.chatLog.shown.keys()].at(-1) ?? "", [
      minion(0),
    ]);
    expect(again.result).toBeNull();
    // One more square away is out of reach even for her.
    await placeAt(table, minion(1), 7, 9);
    const far = await attack("Jab", minion(1));
    expect(far.result).toBeNull();
    expect(far.writes).toBe(0);
  });

  it("a card whose author wrote a longer distance and a position beside the goblin is measured from the board: refused", async () => {
    const { alice, session } = table;
    await placeAt(table, table.tokens.alice, 1, 8);
    await placeAt(table, minion(0), 9, 8);
    const forge = async (cardId: string) => {
      await alice.run(async () => {
        const message = game.messages?.get(cardId) as unknown as HarnessDocument;
        await message.update({
          "system.snapshot.distance": "Ranged 99",
          "flags.steelbound.position": { x: 800, y: 800 },
        });
      });
      await session.settle();
    };
    const out = await attack("Jab", minion(0), forge);
    expect(out.result).toBeNull();
    expect(out.warnings).toContain("out of the ability's reach");
    expect(out.writes).toBe(0);
    expect(out.unchanged).toBe(true);
  });
});
