// @vitest-environment happy-dom
/**
 * R-PR-8 on the card: "the roller may always choose a lower tier than rolled". Alice strikes the captain and
 * the Warlord with Shoulder In at tier 3; after seeing the roll she takes tier 2 for the Warlord from a button
 * on her card. Every client's card shows the Warlord's row at tier 2 ("rolled tier 3") with tier 2's damage,
 * the captain's still at tier 3 (Bob's in Japanese); applying it deals tier 2's damage. Once applied the row
 * offers no lower tier and the GM refuses one (a modded client), as he refuses one asked by someone else.
 */
import "../sim/install.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { setUpTable, target, type Table } from "./table.ts";
import {
  cardOn,
  clickOn,
  heroSheetOn,
  lastMessageId,
  placeInReach,
  rollFrom,
  tokenStaminaOn,
  useButton,
  warningsOn,
} from "./play.ts";
import { find, findAll, textOf } from "../sim/applications/user.ts";
import { createLocalizer } from "../harness/i18n.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";

let table: Table;
let card = "";

const row = (client: Table["gm"], index: number) =>
  find(cardOn(client, card), `[data-target-index="${index}"]`);
const lowerButtons = (client: Table["gm"], index: number) =>
  findAll(row(client, index), '[data-action="downgradeTier"]');

beforeAll(async () => {
  table = await setUpTable();
  const { alice, bob, heroes, tokens } = table;
  bob.game["i18n"] = createLocalizer("ja");
  await placeInReach(table, tokens.alice, [tokens.captain, tokens.leader]);
  target(alice, [tokens.captain, tokens.leader]);
  const sheet = await heroSheetOn(alice, heroes.alice);
  await rollFrom(table, alice, useButton(sheet), [9, 8]); // 17 + 2 = 19: tier 3, no critical
  await alice.run(() => sheet.close());
  card = lastMessageId(table);
});

describe("R-PR-8: a lower tier after the roll", () => {
  it("R-PR-8: the roller (Alice) is offered tier 2 on each tier-3 row; Bob, who neither rolled nor owns Korva, is not", () => {
    const { alice, bob, gm } = table;
    for (const index of [0, 1]) {
      expect(lowerButtons(alice, index)).toHaveLength(1);
      expect(textOf(lowerButtons(alice, index)[0] as HTMLElement)).toContain("Tier 2");
      expect(lowerButtons(bob, index)).toHaveLength(0);
    }
    // The Director may do it for her (he owns every creature), as every card button.
    expect(lowerButtons(gm, 1)).toHaveLength(1);
  });

  it("R-PR-8: Alice takes tier 2 for the Warlord: every client shows that row at tier 2 with tier 2's damage, the captain's unchanged", async () => {
    const { alice, session } = table;
    const seen = alice.notifications.length;
    await clickOn(table, alice, lowerButtons(alice, 1)[0] as HTMLElement);
    expect(warningsOn(alice, seen)).toEqual([]);
    for (const client of session.clients) {
      const warlord = row(client, 1);
      expect(warlord.classList.contains("tier-2")).toBe(true);
      expect(row(client, 0).classList.contains("tier-3")).toBe(true);
      expect(findAll(warlord, ".target-downgraded")).toHaveLength(1);
    }
    expect(textOf(row(alice, 1))).toContain("(rolled tier 3)");
    expect(textOf(row(table.bob, 1))).toContain("(ロール結果はティア3)");
    expect(textOf(lowerButtons(table.bob, 1)[0] ?? document.createElement("i"))).toBe("");
    // Tier 2 may still go to tier 1; the button now offers that.
    expect(textOf(lowerButtons(alice, 1)[0] as HTMLElement)).toContain("Tier 1");
  });

  it("R-PR-8: applying the Warlord's row deals tier 2's 6 damage, not tier 3's 9; after that no lower tier is offered or accepted", async () => {
    const { alice, gm, session, tokens } = table;
    const before = tokenStaminaOn(gm, tokens.leader);
    await clickOn(table, alice, find(row(alice, 1), '[data-action="applyDamage"]'));
    for (const client of session.clients) expect(tokenStaminaOn(client, tokens.leader)).toBe(before - 6);
    for (const client of session.clients) expect(lowerButtons(client, 1)).toHaveLength(0);
    // A modded client asks anyway: the GM refuses, the row stays at tier 2.
    const result = await alice.run(() =>
      requestGm({ kind: "downgradeTier", messageId: card, index: 1, tier: 1 }),
    );
    await session.settle();
    expect(result).toEqual({ refused: "Applied" });
    for (const client of session.clients) expect(row(client, 1).classList.contains("tier-2")).toBe(true);
  });

  it("R-PR-8: Bob's modded client asks for a lower tier on Alice's card: refused, nothing changes", async () => {
    const { bob, session } = table;
    const result = await bob.run(() =>
      requestGm({ kind: "downgradeTier", messageId: card, index: 0, tier: 1 }),
    );
    await session.settle();
    expect(result).toBeNull();
    for (const client of session.clients) expect(row(client, 0).classList.contains("tier-3")).toBe(true);
  });
});
