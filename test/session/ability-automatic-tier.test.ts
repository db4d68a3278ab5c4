// @vitest-environment happy-dom
/**
 * R-PR-7 from the ability itself: an ability whose own text says "you automatically obtain tier 3". The Director
 * opens Korva's Shoulder In, picks "Tier 3" under Automatic tier on its sheet (docs/DATA.md ability
 * `automaticTier`); every client's item holds it and Korva's sheet shows "Tier 3 automatically" on the card.
 * Alice rolls a natural 2 (tier 1 as rolled): her dialog reads "Tier 3 automatically — from Shoulder In", every
 * client's card shows tier 3 and the GM, reading the item as it judges it, deals tier 3's 9 damage. An effect
 * granting tier 1 cancels it (the dialog names both) and the roll stands as rolled. In Japanese on a Japanese
 * client. Runs on v13 and v14 (FOUNDRY_GENERATION=14).
 */
import "../sim/install.ts";
import { afterEach, describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import {
  actorOn,
  cardOn,
  clickOn,
  heroSheetOn,
  itemNamed,
  lastMessageId,
  ownSheetOn,
  placeInReach,
  rowButton,
  useButton,
} from "./play.ts";
import {
  answerDialog,
  change,
  click,
  closeAll,
  currentDialog,
  field,
  find,
  textOf,
  waitForDialog,
} from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import { createLocalizer } from "../harness/i18n.ts";
import { effectChangesData } from "../../src/documents/generation.ts";
import type { SimClient } from "../sim/client.ts";
import type { HarnessDocument } from "../harness/document.ts";

/** The player clicks Shoulder In's use button, reads the roll dialog, then rolls `dice`. */
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

const tierOfRow = (client: SimClient, id: string): string =>
  [...(cardOn(client, id).querySelector(".target-row")?.classList ?? [])].find((c) => /^tier-\d$/.test(c)) ??
  "";

describe("an ability's own automatic tier (R-PR-7)", () => {
  it("R-PR-7: the Director sets Shoulder In to tier 3 automatically on its sheet: Alice's dialog names the ability, every card shows tier 3 and the GM deals tier 3's damage; an effect's tier 1 cancels it", async () => {
    const table = await setUpTable();
    const { gm, alice, session, heroes, tokens } = table;
    const captainStamina = () =>
      gm.run(() => (on(gm, tokens.captain).actor?.system as { stamina: { value: number } }).stamina.value);
    await placeInReach(table, tokens.alice, [tokens.captain]);

    // The Director picks the tier from the ability's sheet (the form saves on change).
    const item = itemNamed(gm, heroes.alice, "Shoulder In");
    const sheet = await ownSheetOn(gm, item);
    const select = field(sheet, "[name='system.automaticTier']") as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent.trim())).toEqual([
      "None",
      "Tier 1",
      "Tier 2",
      "Tier 3",
    ]);
    expect(select.value).toBe("0");
    await gm.run(() => change(select, "3"));
    await session.settle();
    await gm.run(() => sheet.close());
    for (const client of session.clients)
      expect(
        client.run(
          () =>
            (itemNamed(client, heroes.alice, "Shoulder In").system as { automaticTier: number })
              .automaticTier,
        ),
      ).toBe(3);
    const heroSheet = await heroSheetOn(alice, heroes.alice);
    expect(find(heroSheet, ".power-roll-automatic").textContent.trim()).toBe("Tier 3 automatically");
    await alice.run(() => heroSheet.close());

    target(alice, [tokens.captain]);
    const rolled = await rollReading(table, alice, heroes.alice, [1, 1]);
    expect(rolled.dialog).toContain("Tier 3 automatically — from Shoulder In");
    for (const client of session.clients) expect(tierOfRow(client, rolled.id)).toBe("tier-3");
    const before = captainStamina();
    await clickOn(table, alice, rowButton(alice, rolled.id, "applyDamage"));
    // Shoulder In's tier 3 is 9 damage (tier 1, as rolled, would be 3); the Director made the edit: no review.
    expect(before - captainStamina()).toBe(9);

    // An effect granting tier 1: different automatic tiers cancel, the roll stands as rolled (5 + 5 + 2: tier 2).
    await gm.run(() =>
      actorOn(gm, heroes.alice).createEmbeddedDocuments("ActiveEffect", [
        {
          name: "Hex of Clumsiness",
          ...effectChangesData([{ key: "ability.automaticTier", mode: 5, value: "1" }]),
        },
      ]),
    );
    await session.settle();
    target(alice, [tokens.captain]);
    const clashed = await rollReading(table, alice, heroes.alice, [5, 5]);
    expect(clashed.dialog).toContain("Automatic tiers cancel");
    expect(clashed.dialog).toContain("tier 3 from Shoulder In");
    expect(clashed.dialog).toContain("tier 1 from Hex of Clumsiness");
    for (const client of session.clients) expect(tierOfRow(client, clashed.id)).toBe("tier-2");
  });

  it("R-PR-7: on a Japanese client the sheet's choices and the dialog's line are in Japanese", async () => {
    const table = await setUpTable();
    const { gm, alice, session, heroes, tokens } = table;
    gm.game["i18n"] = createLocalizer("ja");
    alice.game["i18n"] = createLocalizer("ja");
    await placeInReach(table, tokens.alice, [tokens.captain]);
    const item = itemNamed(gm, heroes.alice, "Shoulder In");
    const sheet = await ownSheetOn(gm, item);
    const select = field(sheet, "[name='system.automaticTier']") as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent.trim())).toEqual([
      "なし",
      "ティア1",
      "ティア2",
      "ティア3",
    ]);
    await gm.run(() => change(select, "3"));
    await session.settle();
    await gm.run(() => sheet.close());
    target(alice, [tokens.captain]);
    const rolled = await rollReading(table, alice, heroes.alice, [1, 1]);
    expect(rolled.dialog).toContain("自動的にティア3(出典：Shoulder In)");
  });
});
