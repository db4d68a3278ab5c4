// @vitest-environment happy-dom
/**
 * R-PR-7 automatic tiers at the table: the Director gives Korva an effect, "Unerring Focus", whose change
 * `ability.automaticTier` = 3 applies to his strikes (docs/DATA.md `abilityBonuses`). Alice opens Shoulder In's
 * roll dialog and reads "Tier 3 automatically — from Unerring Focus"; she rolls a natural 2 (tier 1 as
 * rolled), every client's card shows tier 3, and the GM, reading Korva's effects itself, deals tier 3's 9
 * damage. A second effect granting tier 1 cancels it (the dialog says so) and the roll stands as rolled.
 * Runs on v13 (ActiveEffect#apply) and v14 (the static ActiveEffect.applyChange) alike.
 */
import "../sim/install.ts";
import { afterEach, describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import {
  actorOn,
  cardOn,
  heroSheetOn,
  lastMessageId,
  placeInReach,
  rowButton,
  clickOn,
  useButton,
  warningsOn,
} from "./play.ts";
import {
  answerDialog,
  click,
  closeAll,
  currentDialog,
  textOf,
  waitForDialog,
} from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import { effectDeprecationsLogged } from "../sim/generation.ts";
import type { Plain } from "../harness/utils.ts";
import type { SimClient } from "../sim/client.ts";
import type { HarnessDocument } from "../harness/document.ts";

const focus = (name: string, tier: number): Plain => ({
  name,
  changes: [{ key: "ability.automaticTier", mode: 5, value: String(tier) }],
  flags: { steelbound: { abilityKeywords: ["strike"] } },
});

/** The player clicks the ability's use button, reads the roll dialog, then rolls `dice`. */
async function rollReading(
  table: Table,
  client: SimClient,
  hero: HarnessDocument,
  dice: number[],
): Promise<{ dialog: string; id: string }> {
  const sheet = await heroSheetOn(client, hero);
  queueDice(...dice);
  const clicking = client.run(() => click(useButton(sheet)));
  const dialog = await client.run(async () => {
    await waitForDialog();
    return textOf(currentDialog());
  });
  await client.run(() => answerDialog("roll"));
  await clicking;
  await table.session.settle();
  await client.run(() => sheet.close());
  return { dialog, id: lastMessageId(table) };
}

afterEach(async () => {
  await closeAll();
});

describe("automatic tiers from effects (R-PR-7)", () => {
  it("R-PR-7: Korva's Unerring Focus gives his strike tier 3 automatically: the dialog names the effect, every card shows tier 3 and the GM deals tier 3's damage; a second effect granting tier 1 cancels it", async () => {
    const table = await setUpTable();
    const { gm, alice, session, heroes, tokens } = table;
    const captainStamina = () =>
      gm.run(() => (on(gm, tokens.captain).actor?.system as { stamina: { value: number } }).stamina.value);
    await placeInReach(table, tokens.alice, [tokens.captain]);
    target(alice, [tokens.captain]);

    // Without the effect the dialog says nothing of an automatic tier.
    const plain = await rollReading(table, alice, heroes.alice, [1, 1]);
    expect(plain.dialog).not.toContain("automatically");
    expect(cardOn(alice, plain.id).querySelector(".target-row")?.classList.contains("tier-1")).toBe(true);

    await gm.run(() =>
      actorOn(gm, heroes.alice).createEmbeddedDocuments("ActiveEffect", [focus("Unerring Focus", 3)]),
    );
    await session.settle();
    target(alice, [tokens.captain]);
    const focused = await rollReading(table, alice, heroes.alice, [1, 1]);
    expect(focused.dialog).toContain("Tier 3 automatically — from Unerring Focus");
    for (const client of session.clients) {
      const row = cardOn(client, focused.id).querySelector(".target-row");
      expect(row?.classList.contains("tier-3")).toBe(true);
    }
    const before = captainStamina();
    await clickOn(table, alice, rowButton(alice, focused.id, "applyDamage"));
    // Shoulder In's tier 3 is 9 damage (tier 1, as rolled, would be 3).
    expect(before - captainStamina()).toBe(9);

    // A second effect granting tier 1: different automatic tiers cancel, the roll stands as rolled.
    await gm.run(() =>
      actorOn(gm, heroes.alice).createEmbeddedDocuments("ActiveEffect", [focus("Hex of Clumsiness", 1)]),
    );
    await session.settle();
    target(alice, [tokens.captain]);
    const clashed = await rollReading(table, alice, heroes.alice, [5, 5]);
    expect(clashed.dialog).toContain("Automatic tiers cancel");
    expect(clashed.dialog).toContain("tier 3 from Unerring Focus");
    expect(clashed.dialog).toContain("tier 1 from Hex of Clumsiness");
    expect(cardOn(gm, clashed.id).querySelector(".target-row")?.classList.contains("tier-2")).toBe(true);
    // v14 logs none of its effect deprecations for any of it (test/sim/generation.ts V14_DEPRECATIONS).
    expect(effectDeprecationsLogged()).toEqual([]);
  });

  it("R-PR-7: an automatic tier from an effect Alice wrote on her own hero changes what the Director accepted: nothing lands until the Director decides on the card", async () => {
    const table = await setUpTable();
    const { gm, alice, session, heroes, tokens } = table;
    const captainStamina = () =>
      gm.run(() => (on(gm, tokens.captain).actor?.system as { stamina: { value: number } }).stamina.value);
    await placeInReach(table, tokens.alice, [tokens.captain]);
    // Korva is Alice's: she may create an effect on him (a modded client could write any).
    await alice.run(() =>
      actorOn(alice, heroes.alice).createEmbeddedDocuments("ActiveEffect", [focus("Self-Given Focus", 3)]),
    );
    await session.settle();
    target(alice, [tokens.captain]);
    const claimed = await rollReading(table, alice, heroes.alice, [1, 1]);
    expect(claimed.dialog).toContain("Tier 3 automatically — from Self-Given Focus");
    const before = captainStamina();
    const told = alice.notifications.length;
    await clickOn(table, alice, rowButton(alice, claimed.id, "applyDamage"));
    // Korva's effects are part of what the Director accepted (src/queries/accepted-abilities/judge.ts): the
    // GM applies nothing, neither tier 3's 9 nor any other, and Alice reads that the Director decides.
    expect(captainStamina()).toBe(before);
    expect(warningsOn(alice, told).join(" ")).toContain("Waiting for the Director");
  });
});
