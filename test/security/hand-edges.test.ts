// @vitest-environment happy-dom
/**
 * (R-PR-4, R-CN-11): which edges of a player's card were added by hand is the GM's own count. The GM
 * tallies each row from documents (conditions, the ability, flanking and high ground on the board) and counts
 * every edge beyond it as added by hand, whatever the card's `handEdges` says. Alice, who authors her cards and
 * can edit them, writes an edge into a card whose roll had none and `handEdges: 0` beside it. With "edges
 * players add by hand need the Director" on, the GM takes the edge away (tier 1 lands, every client shows it)
 * and tells the Director; with it off the edge stands and the card written back shows "added by hand". A high
 * ground the board shows stands; a bane her own weakness gives stands even when she writes it out.
 */
import "../sim/install.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "../session/table.ts";
import {
  actorOn,
  cardOn,
  placeAt,
  requestApply,
  setSetting,
  tokenStaminaOn,
  useAbilityOn,
  warningsOn,
} from "../session/play.ts";
import { closeAll } from "../sim/applications/user.ts";
import type { SimClient } from "../sim/client.ts";
import type { HarnessDocument } from "../harness/document.ts";

let table: Table;
beforeEach(async () => {
  table = await setUpTable();
  // Korva beside the Shieldbearer; Tamsin nowhere opposite (no flank).
  await placeAt(table, table.tokens.captain, 10, 7);
  await placeAt(table, table.tokens.alice, 9, 7);
  await placeAt(table, table.tokens.bob, 10, 9);
});
afterEach(async () => {
  await closeAll();
});

type Row = { edges: number; banes: number; handEdges?: number; flanked?: boolean };
const rowsOn = (client: SimClient, id: string) =>
  client.run(() => {
    const message = (game.messages?.get(id) ?? null) as { system: { targets: Row[] } } | null;
    return message?.system.targets ?? [];
  });
const rowTierOn = (client: SimClient, id: string) =>
  [...(cardOn(client, id).querySelector('[data-target-index="0"]')?.classList ?? [])].find((c) =>
    c.startsWith("tier-"),
  );

/** Korva uses Shoulder In with `dice`; Alice rewrites the row with `forged`, then asks the GM to apply. */
async function forged(dice: [number, number], forgedRow: Partial<Row>) {
  const { alice, gm, session, heroes, tokens } = table;
  const card = await useAbilityOn(table, alice, heroes.alice, [tokens.captain], dice, "Shoulder In");
  await alice.run(async () => {
    const message = game.messages?.get(card) as unknown as HarnessDocument;
    const targets = (message.system as { targets: Row[] }).targets.map((t) => ({ ...t, ...forgedRow }));
    await message.update({ "system.targets": targets });
  });
  await session.settle();
  const before = session.clients.map((c) => tokenStaminaOn(c, tokens.captain));
  const seen = gm.notifications.length;
  const { result } = await requestApply(table, alice, card, [tokens.captain]);
  return {
    card,
    result,
    director: warningsOn(gm, seen).join(" "),
    lost: session.clients.map((c, i) => (before[i] ?? 0) - tokenStaminaOn(c, tokens.captain)),
  };
}

const everyClient = (n: number) => table.session.clients.map(() => n);

describe("Hand-added edges are the GM's count", () => {
  it("R-PR-4: with the Director's setting on, an edge Alice wrote in with handEdges 0 is taken away: tier 1 lands and the Director is told", async () => {
    await setSetting(table.gm, "handEdgesNeedDirector", true);
    // 4 + 5 + Might 2 = 11: tier 1; the forged edge (+2) would make it tier 2.
    const out = await forged([4, 5], { edges: 1, handEdges: 0, flanked: false });
    expect(out.result).not.toBeNull();
    expect(out.lost).toEqual(everyClient(3));
    expect(out.director).toContain("added by hand");
    for (const client of table.session.clients) {
      expect(rowsOn(client, out.card)[0]).toMatchObject({ edges: 0, handEdges: 0 });
      expect(rowTierOn(client, out.card)).toBe("tier-1");
    }
  });

  it("R-PR-4: with the setting off the Director trusts it, but the card written back counts it as added by hand on every client", async () => {
    const out = await forged([4, 5], { edges: 1, handEdges: 0, flanked: false });
    expect(out.lost).toEqual(everyClient(6));
    for (const client of table.session.clients) {
      expect(rowsOn(client, out.card)[0]).toMatchObject({ edges: 1, handEdges: 1 });
      expect(
        cardOn(client, out.card).querySelector('[data-target-index="0"] .target-hand-edges')?.textContent,
      ).toBe("1 edge(s) added by hand");
    }
  });

  it("R-CN-11: a high ground edge stands only where the board shows Korva's space above the Shieldbearer's", async () => {
    const { gm, session, tokens } = table;
    await setSetting(gm, "handEdgesNeedDirector", true);
    // Level with the target: no high ground, the written edge is the player's word and is taken away.
    expect((await forged([4, 5], { edges: 1, handEdges: 0 })).lost).toEqual(everyClient(3));
    // Korva one square up (the Shieldbearer is one square tall): the edge stands, tier 2 lands.
    const distance = gm.run(
      () => (on(gm, tokens.alice).parent as unknown as { grid: { distance: number } }).grid.distance,
    );
    await gm.run(() => on(gm, tokens.alice).update({ elevation: distance }));
    await session.settle();
    const high = await forged([4, 5], { edges: 1, handEdges: 0 });
    expect(high.lost).toEqual(everyClient(6));
    expect(high.director).not.toContain("added by hand");
  });

  it("R-CN-9: Korva is weakened (a bane on every power roll); Alice writes the bane out: the GM counts it, tier 1 lands", async () => {
    const { gm, session, heroes } = table;
    await gm.run(() => actorOn(gm, heroes.alice).toggleStatusEffect("weakened", { active: true }));
    await session.settle();
    // 5 + 5 + 2 = 12 is tier 2 without the bane, 10 (tier 1) with it.
    const out = await forged([5, 5], { banes: 0 });
    expect(out.lost).toEqual(everyClient(3));
    for (const client of table.session.clients) {
      expect(rowsOn(client, out.card)[0]).toMatchObject({ banes: 1 });
      expect(rowTierOn(client, out.card)).toBe("tier-1");
    }
  });
});
