// @vitest-environment happy-dom
/**
 * high ground without standing: situations the board and the Director's
 * statuses decide, not a box the player ticks.
 * - R-CN-11 high ground: Korva on a ledge one square above the Shieldbearer strikes down at it; her roll dialog
 *   has no high-ground box, lists "High ground (edge)", and the GM, measuring elevation and footing itself,
 *   applies the edge even when hand-added edges need the Director. Prone or flying on that ledge, she has none.
 * - R-CN-11 hidden: the Director hides Korva; her strike lists "Hidden from the target (edge)" and the GM
 *   counts it. Korva hiding herself (her own status, a claim) shows the edge on her card, but the GM drops it.
 *   A Shieldbearer the Director hid cannot be targeted by her melee strike at all.
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

const rowTierOn = (client: SimClient, id: string) =>
  [...(cardOn(client, id).querySelector('[data-target-index="0"]')?.classList ?? [])].find((c) =>
    c.startsWith("tier-"),
  );

interface Seen {
  reasons: string[];
  highGroundBox: boolean;
}

/** Alice uses Shoulder In on the Shieldbearer; returns what her roll dialog showed. */
async function strike(dice: [number, number] = [4, 5]): Promise<Seen> {
  const { alice, session, heroes, tokens } = table;
  target(alice, [tokens.captain]);
  const sheet = await heroSheetOn(alice, heroes.alice);
  queueDice(...dice);
  const clicking = alice.run(() => click(useButton(sheet)));
  await alice.run(() => waitForDialog());
  const seen = alice.run(() => {
    const element = currentDialog().element;
    return {
      reasons: [...element.querySelectorAll(".reasons .reason")].map((r) => r.textContent.trim()),
      highGroundBox: element.querySelector('[name="targets.0.highGround"]') !== null,
    };
  });
  await alice.run(() => answerDialog("roll"));
  await clicking;
  await session.settle();
  await alice.run(() => sheet.close());
  return seen;
}

/** Alice applies the last card's damage; returns the Shieldbearer's stamina loss on every client. */
async function applyLast(): Promise<number[]> {
  const { alice, session, tokens } = table;
  const card = lastMessageId(table);
  const before = session.clients.map((c) => tokenStaminaOn(c, tokens.captain));
  await clickOn(table, alice, rowButton(alice, card, "applyDamage"));
  return session.clients.map((c, i) => (before[i] ?? 0) - tokenStaminaOn(c, tokens.captain));
}

const korvaToken = () => table.tokens.alice;

describe("R-CN-11 high ground read off the board", () => {
  it("R-CN-11: Korva one square above the Shieldbearer: no box to tick, 'High ground (edge)' listed, 4 + 5 + 2 = 11 made tier 2, and the GM (hand-added edges need the Director) applies tier 2", async () => {
    table = await setUpTable();
    const { gm, session, tokens } = table;
    await setSetting(gm, "handEdgesNeedDirector", true);
    await placeAt(table, tokens.captain, 10, 7);
    await placeAt(table, korvaToken(), 9, 7);
    await gm.run(() => on(gm, korvaToken()).update({ elevation: 5 })); // one square of 5 ft up
    await session.settle();
    const seen = await strike();
    expect(seen.highGroundBox).toBe(false);
    expect(seen.reasons).toContain("High ground (edge)");
    const card = lastMessageId(table);
    for (const client of session.clients) {
      expect(edgesOnCard(client, card)).toBe(1);
      expect(rowTierOn(client, card)).toBe("tier-2");
    }
    const seenWarnings = gm.notifications.length;
    expect(await applyLast()).toEqual(session.clients.map(() => 6));
    for (const client of session.clients) expect(rowTierOn(client, card)).toBe("tier-2");
    expect(warningsOn(gm, seenWarnings).join(" ")).not.toContain("added by hand");
  });

  it("R-CN-11: flying on the same height Korva is not standing on the ground: no high ground, no edge", async () => {
    const { gm, session } = table;
    await gm.run(() => on(gm, korvaToken()).update({ movementAction: "fly" }));
    await session.settle();
    const seen = await strike();
    expect(seen.reasons).not.toContain("High ground (edge)");
    for (const client of session.clients) expect(edgesOnCard(client, lastMessageId(table))).toBe(0);
    await gm.run(() => on(gm, korvaToken()).update({ movementAction: null }));
    await session.settle();
  });

  it("R-CN-11, R-CN-5: prone on the ledge she does not stand either: only the prone bane on her strike", async () => {
    const { gm, session, heroes } = table;
    await gm.run(() => actorOn(gm, heroes.alice).toggleStatusEffect("prone", { active: true }));
    await session.settle();
    const seen = await strike();
    expect(seen.reasons).not.toContain("High ground (edge)");
    expect(seen.reasons).toContain("You are prone: strike (bane)");
    for (const client of session.clients) expect(edgesOnCard(client, lastMessageId(table))).toBe(0);
    await gm.run(() => actorOn(gm, heroes.alice).toggleStatusEffect("prone", { active: false }));
    await gm.run(() => on(gm, korvaToken()).update({ elevation: 0 }));
    await session.settle();
  });
});

describe("R-CN-11 hidden", () => {
  it("R-CN-11: the Director hides Korva: her strike lists 'Hidden from the target (edge)', tier 2 on every client, and the GM applies tier 2", async () => {
    const { gm, session, heroes } = table;
    await gm.run(() => actorOn(gm, heroes.alice).toggleStatusEffect("hidden", { active: true }));
    await session.settle();
    const seen = await strike();
    expect(seen.reasons).toContain("Hidden from the target (edge)");
    const card = lastMessageId(table);
    for (const client of session.clients) expect(rowTierOn(client, card)).toBe("tier-2");
    expect(await applyLast()).toEqual(session.clients.map(() => 6));
    await gm.run(() => actorOn(gm, heroes.alice).toggleStatusEffect("hidden", { active: false }));
    await session.settle();
  });

  it("R-CN-11: Korva marks herself hidden: her card shows the edge, but the GM, who did not hide her, applies tier 1 and says the edge was added by hand", async () => {
    const { alice, gm, session, heroes } = table;
    await alice.run(() => actorOn(alice, heroes.alice).toggleStatusEffect("hidden", { active: true }));
    await session.settle();
    const seen = await strike();
    expect(seen.reasons).toContain("Hidden from the target (edge)");
    const card = lastMessageId(table);
    for (const client of session.clients) expect(rowTierOn(client, card)).toBe("tier-2");
    const seenWarnings = gm.notifications.length;
    expect(await applyLast()).toEqual(session.clients.map(() => 3));
    for (const client of session.clients) expect(rowTierOn(client, card)).toBe("tier-1");
    expect(warningsOn(gm, seenWarnings).join(" ")).toContain("added by hand");
    await alice.run(() => actorOn(alice, heroes.alice).toggleStatusEffect("hidden", { active: false }));
    await session.settle();
  });

  it("R-CN-11: the Director hides the Shieldbearer: Korva's melee strike cannot target it (only Area abilities can), nothing is rolled or posted", async () => {
    const { alice, gm, session, heroes, tokens } = table;
    await gm.run(() => on(gm, tokens.captain).actor?.toggleStatusEffect("hidden", { active: true }));
    await session.settle();
    const before = lastMessageId(table);
    const seen = alice.notifications.length;
    target(alice, [tokens.captain]);
    const sheet = await heroSheetOn(alice, heroes.alice);
    await alice.run(() => click(useButton(sheet)));
    await session.settle();
    await alice.run(() => sheet.close());
    expect(warningsOn(alice, seen).join(" ")).toContain("is hidden from you");
    expect(lastMessageId(table)).toBe(before);
  });
});
