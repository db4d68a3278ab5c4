// @vitest-environment happy-dom
/**
 * The GM measures a card's flanking edge on the board before applying it (R-CB-12,
 * src/queries/claims/flanking.ts). Alice, who authors her cards and can edit them, writes a flanking edge
 * into a card whose roll had none: Tamsin is not on the Shieldbearer's opposite side, or is dazed there
 * (R-CN-2: no triggered actions), or the strike is ranged (flanking helps melee strikes only). The GM takes
 * that one edge away, applies the tier the dice give without it, writes the corrected row back (every client
 * shows the lower tier) and tells the Director. A flank the board shows stands (test/session/flanking.test.ts).
 */
import "../sim/install.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "../session/table.ts";
import {
  actorOn,
  cardOn,
  placeAt,
  requestApply,
  tokenStaminaOn,
  useAbilityOn,
  warningsOn,
} from "../session/play.ts";
import { closeAll } from "../sim/applications/user.ts";
import type { SimClient } from "../sim/client.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";

const tier = (value: number) => ({ damage: { value } });
const JAVELIN: Plain = {
  name: "Javelin",
  type: "ability",
  system: {
    category: "signature",
    type: "main",
    keywords: ["ranged", "strike", "weapon"],
    distance: { type: "ranged", ranged: 5 },
    target: { text: "One creature", count: 1 },
    power: { characteristics: ["might"], tier1: tier(3), tier2: tier(6), tier3: tier(9) },
  },
};

let table: Table;
beforeEach(async () => {
  table = await setUpTable();
  await table.gm.run(() => on(table.gm, table.heroes.alice).createEmbeddedDocuments("Item", [JAVELIN]));
  await table.session.settle();
  // Korva beside the Shieldbearer, on its west side.
  await placeAt(table, table.tokens.captain, 10, 7);
  await placeAt(table, table.tokens.alice, 9, 7);
});
afterEach(async () => {
  await closeAll();
});

type Row = { edges: number; flanked?: boolean };
const rowsOn = (client: SimClient, id: string) =>
  client.run(() => {
    const message = (game.messages?.get(id) ?? null) as { system: { targets: Row[] } } | null;
    return message?.system.targets ?? [];
  });
const rowTierOn = (client: SimClient, id: string) =>
  [...(cardOn(client, id).querySelector('[data-target-index="0"]')?.classList ?? [])].find((c) =>
    c.startsWith("tier-"),
  );

/**
 * Korva strikes the Shieldbearer with `ability` (4 + 5 + Might 2 = 11: tier 1 without an edge, tier 2 with
 * one); Alice writes a flanking edge into the card and asks the GM to apply its damage.
 */
async function forgedFlank(ability: string) {
  const { alice, gm, session, heroes, tokens } = table;
  const card = await useAbilityOn(table, alice, heroes.alice, [tokens.captain], [4, 5], ability);
  expect(rowsOn(alice, card)[0]).toMatchObject({ edges: 0, flanked: false });
  await alice.run(async () => {
    const message = game.messages?.get(card) as unknown as HarnessDocument;
    const targets = (message.system as { targets: Row[] }).targets.map((t) => ({
      ...t,
      edges: 1,
      flanked: true,
    }));
    await message.update({ "system.targets": targets });
  });
  await session.settle();
  for (const client of session.clients) expect(rowTierOn(client, card)).toBe("tier-2");
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

function expectCorrected(out: Awaited<ReturnType<typeof forgedFlank>>, ability: string) {
  expect(out.result).not.toBeNull();
  // Tier 1 (3 damage), not the forged tier 2 (6), on every client.
  expect(out.lost).toEqual(table.session.clients.map(() => 3));
  expect(out.director).toContain(
    `Korva's ${ability}: on the board Goblin Shieldbearer is not flanked, so the card's flanking edge`,
  );
  for (const client of table.session.clients) {
    expect(rowsOn(client, out.card)[0]).toMatchObject({ edges: 0, flanked: false });
    expect(rowTierOn(client, out.card)).toBe("tier-1");
  }
}

describe("the GM measures a card's flanking edge on the board (deliver 4)", () => {
  it("R-CB-12: a flanking edge Alice wrote into her card with no ally opposite is taken away: tier 1 lands, every client shows tier 1", async () => {
    await placeAt(table, table.tokens.bob, 10, 9);
    expectCorrected(await forgedFlank("Shoulder In"), "Shoulder In");
  });

  it("R-CB-12, R-CN-2: Tamsin stands opposite but is dazed (no triggered actions): the written flanking edge is taken away", async () => {
    const { gm, session, heroes, tokens } = table;
    await placeAt(table, tokens.bob, 11, 7);
    await gm.run(() => actorOn(gm, heroes.bob).toggleStatusEffect("dazed", { active: true }));
    await session.settle();
    expectCorrected(await forgedFlank("Shoulder In"), "Shoulder In");
  });

  it("R-CB-12, R-CN-11: flanking gives its edge on melee strikes only: a ranged strike's written flanking edge is taken away even with Tamsin opposite", async () => {
    await placeAt(table, table.tokens.bob, 11, 7);
    expectCorrected(await forgedFlank("Javelin"), "Javelin");
  });
});
