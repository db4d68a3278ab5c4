// @vitest-environment happy-dom
/**
 * Flanking from the board (R-CB-12): Korva and Tamsin stand on opposite sides of the
 * Shieldbearer; when Alice uses Shoulder In (a melee strike) on it, her roll dialog comes with "flanking"
 * ticked from the board, and the card's edge shows on every client. Once Tamsin is dazed (no triggered
 * actions, R-CN-2) or steps off the opposite side, the box comes unticked and the roll has no edge.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import {
  actorOn,
  cardOn,
  clickOn,
  heroSheetOn,
  lastMessageId,
  placeAt,
  rowButton,
  setSetting,
  tokenStaminaOn,
  useButton,
  warningsOn,
} from "./play.ts";
import { answerDialog, click, currentDialog, waitForDialog } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import type { SimClient } from "../sim/client.ts";

let table: Table;

const edgesOnCard = (client: SimClient, id: string) =>
  client.run(() => {
    const messages = (
      client.globals.game as { messages: { get(id: string): { system: unknown } | undefined } }
    ).messages;
    return (messages.get(id)?.system as { targets: { edges: number }[] }).targets[0]?.edges;
  });

/** Alice uses Shoulder In on the Shieldbearer; returns whether the dialog's flanking box came ticked. */
async function strike(dice: [number, number] = [5, 5]): Promise<boolean> {
  const { alice, session, heroes, tokens } = table;
  target(alice, [tokens.captain]);
  const sheet = await heroSheetOn(alice, heroes.alice);
  queueDice(...dice);
  const clicking = alice.run(() => click(useButton(sheet)));
  await alice.run(() => waitForDialog());
  const ticked = alice.run(
    () => (currentDialog().element.querySelector('[name="targets.0.flanked"]') as HTMLInputElement).checked,
  );
  await alice.run(() => answerDialog("roll"));
  await clicking;
  await session.settle();
  await alice.run(() => sheet.close());
  return ticked;
}

/** The tier class of the card's first row as a client renders it (`tier-1` … `tier-3`). */
const rowTierOn = (client: SimClient, id: string) =>
  [...(cardOn(client, id).querySelector('[data-target-index="0"]')?.classList ?? [])].find((c) =>
    c.startsWith("tier-"),
  );

describe("R-CB-12: flanking read off the board", () => {
  it("R-CB-12: Korva and Tamsin on opposite sides of the Shieldbearer: Alice's dialog comes with flanking ticked and the card has its edge on every client", async () => {
    table = await setUpTable();
    const { tokens, session } = table;
    await placeAt(table, tokens.captain, 10, 7);
    await placeAt(table, tokens.alice, 9, 7);
    await placeAt(table, tokens.bob, 11, 7);
    expect(await strike()).toBe(true);
    const card = lastMessageId(table);
    for (const client of session.clients) expect(edgesOnCard(client, card)).toBe(1);
  });

  it("R-CB-12: the flanking edge lands: 4 + 5 + Might 2 = 11 is tier 1, the edge (+2) makes it tier 2, and the GM, measuring the flank again on the board, applies tier 2 when Alice clicks the card", async () => {
    const { alice, gm, tokens, session } = table;
    expect(await strike([4, 5])).toBe(true);
    const card = lastMessageId(table);
    for (const client of session.clients) expect(rowTierOn(client, card)).toBe("tier-2");
    const before = session.clients.map((c) => tokenStaminaOn(c, tokens.captain));
    const seen = gm.notifications.length;
    await clickOn(table, alice, rowButton(alice, card, "applyDamage"));
    // Shoulder In's tier 2 deals 6 (tier 1 would be 3): every client has the same stamina and the same card.
    for (const [i, client] of session.clients.entries()) {
      expect(tokenStaminaOn(client, tokens.captain)).toBe((before[i] ?? 0) - 6);
      expect(edgesOnCard(client, card)).toBe(1);
      expect(rowTierOn(client, card)).toBe("tier-2");
    }
    expect(warningsOn(gm, seen).join(" ")).not.toContain("flank");
  });

  it("R-CB-12: Tamsin steps to a side that is not opposite: no flanking, no edge", async () => {
    const { tokens, session } = table;
    await placeAt(table, tokens.bob, 10, 8);
    expect(await strike()).toBe(false);
    const card = lastMessageId(table);
    for (const client of session.clients) expect(edgesOnCard(client, card)).toBe(0);
  });

  it("R-CB-12, R-CN-2: back on the opposite corner but dazed, Tamsin gives no flanking", async () => {
    const { gm, tokens, session, heroes } = table;
    await placeAt(table, tokens.bob, 11, 8);
    await placeAt(table, tokens.alice, 9, 6);
    expect(await strike()).toBe(true);
    await gm.run(() => actorOn(gm, heroes.bob).toggleStatusEffect("dazed", { active: true }));
    await session.settle();
    expect(gm.run(() => on(gm, tokens.bob).actor?.statuses.has("dazed"))).toBe(true);
    expect(await strike()).toBe(false);
    for (const client of session.clients) expect(edgesOnCard(client, lastMessageId(table))).toBe(0);
  });
});

describe("edges a player adds by hand are shown as such", () => {
  /** Alice strikes the Shieldbearer with one edge added by hand; returns the card's id. */
  async function strikeWithHandEdge(dice: [number, number]): Promise<string> {
    const { alice, session, heroes, tokens } = table;
    target(alice, [tokens.captain]);
    const sheet = await heroSheetOn(alice, heroes.alice);
    queueDice(...dice);
    const clicking = alice.run(() => click(useButton(sheet)));
    await alice.run(() => answerDialog("roll", { "targets.0.extraEdges": "1" }));
    await clicking;
    await session.settle();
    await alice.run(() => sheet.close());
    return lastMessageId(table);
  }
  const handMarkOn = (client: SimClient, card: string) =>
    cardOn(client, card).querySelector('[data-target-index="0"] .target-hand-edges')?.textContent ?? null;

  it("R-PR-4: Alice adds an edge by hand in her roll dialog: the card counts it and every client's row says it was added by hand", async () => {
    const { session, tokens } = table;
    await placeAt(table, tokens.bob, 10, 8); // no flank: the hand-added edge is the only one
    const card = await strikeWithHandEdge([5, 5]);
    for (const client of session.clients) {
      expect(edgesOnCard(client, card)).toBe(1);
      const row = cardOn(client, card).querySelector('[data-target-index="0"] .target-hand-edges');
      expect(row?.textContent).toBe("1 edge(s) added by hand");
    }
    // A roll with no hand-added edge shows no such mark.
    expect(await strike()).toBe(false);
    for (const client of session.clients)
      expect(cardOn(client, lastMessageId(table)).querySelector(".target-hand-edges")).toBeNull();
  });

  it("R-PR-4: by default the Director trusts it: 4 + 5 + 2 = 11 with the edge is tier 2, applied as tier 2, and the mark stays on the card", async () => {
    const { alice, gm, session, tokens } = table;
    const card = await strikeWithHandEdge([4, 5]);
    const before = session.clients.map((c) => tokenStaminaOn(c, tokens.captain));
    const seen = gm.notifications.length;
    await clickOn(table, alice, rowButton(alice, card, "applyDamage"));
    for (const [i, client] of session.clients.entries()) {
      expect(tokenStaminaOn(client, tokens.captain)).toBe((before[i] ?? 0) - 6);
      expect(rowTierOn(client, card)).toBe("tier-2");
      expect(handMarkOn(client, card)).toBe("1 edge(s) added by hand");
    }
    expect(warningsOn(gm, seen)).toEqual([]);
  });

  it("R-PR-4: with 'edges players add by hand need the Director' on, the GM applies the card without the edge (tier 1) and tells the Director", async () => {
    const { alice, gm, session, tokens } = table;
    await setSetting(gm, "handEdgesNeedDirector", true);
    const card = await strikeWithHandEdge([4, 5]);
    for (const client of session.clients) {
      expect(rowTierOn(client, card)).toBe("tier-2");
      expect(handMarkOn(client, card)).toBe("1 edge(s) added by hand");
    }
    const before = session.clients.map((c) => tokenStaminaOn(c, tokens.captain));
    const seen = gm.notifications.length;
    await clickOn(table, alice, rowButton(alice, card, "applyDamage"));
    // Shoulder In's tier 1 deals 3: the card written back shows tier 1 and no hand-added edge.
    for (const [i, client] of session.clients.entries()) {
      expect(tokenStaminaOn(client, tokens.captain)).toBe((before[i] ?? 0) - 3);
      expect(edgesOnCard(client, card)).toBe(0);
      expect(rowTierOn(client, card)).toBe("tier-1");
      expect(handMarkOn(client, card)).toBeNull();
    }
    expect(warningsOn(gm, seen).join(" ")).toContain("added by hand");
    expect(warningsOn(alice)).toEqual([]);
  });
});
