// @vitest-environment happy-dom
/**
 * Cards from before surges were paid at apply (R-AB-7): a card whose owner clicked "surge" on an
 * older build already paid for it (`spent.surges`). The first time the active GM opens the world on this
 * build, those rows are recorded in the GM's ledger as paid, so applying them charges nothing more; a card
 * posted afterwards that claims the same is charged like any other.
 */
import "../sim/install.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "../session/table.ts";
import { placeInReach, systemOf, tokenStaminaOn, useAbilityOn } from "../session/play.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import { recordPrepaidSurges } from "../../src/queries/prepaid-surges.ts";
import { SYSTEM_ID } from "../../src/constants.ts";
import type { HarnessDocument } from "../harness/document.ts";

let table: Table;
beforeEach(async () => {
  table = await setUpTable();
});

/** Korva's Shoulder In on the captain (12 + 2 = 14, tier 2), edited to what an older build stored after
 * Alice clicked "surge" twice on the row: 2 surges paid from Korva's pool, recorded on the card. */
async function oldCard(): Promise<string> {
  const { alice, gm, heroes, tokens, session } = table;
  await placeInReach(table, tokens.alice, [tokens.captain]);
  const id = await useAbilityOn(table, alice, heroes.alice, [tokens.captain], [6, 6]);
  const message = alice.resolve(`ChatMessage.${id}`) as HarnessDocument;
  const rows = systemOf(alice, message, "targets") as object[];
  await alice.run(() =>
    message.update({
      system: { spent: { surges: 2 }, targets: rows.map((row) => ({ ...row, damageSurges: 2 })) },
    }),
  );
  await gm.run(() => on(gm, heroes.alice).update({ system: { surges: 0 } }));
  await session.settle();
  return id;
}

const applyDamage = (messageId: string) =>
  table.alice.run(() =>
    requestGm({ kind: "applyResults", messageId, targets: [table.tokens.captain.uuid], mode: "damage" }),
  );

/** The world's ledger as an older build left it: no record that the pass over old cards was made. */
async function ledgerFromOlderBuild() {
  const { gm, session } = table;
  await gm.run(() => game.settings?.set(SYSTEM_ID, "ledger", { entries: [] }));
  await session.settle();
}

describe("Surges paid on click by an older build are not paid twice (R-AB-7)", () => {
  it("R-AB-7: the GM's first login records the old card's surges as paid; applying it deals the surge damage and charges nothing", async () => {
    const { gm, session, heroes, tokens } = table;
    await ledgerFromOlderBuild();
    const card = await oldCard();
    const before = tokenStaminaOn(gm, tokens.captain);
    // What the active GM's "ready" runs on the next login (src/index.ts).
    expect(await gm.run(() => recordPrepaidSurges())).toBe(1);
    await session.settle();
    const summary = await applyDamage(card);
    await session.settle();
    // Tier 2 of Shoulder In deals 6; two surges add Might 2 each (R-AB-7): 10.
    expect(summary).toEqual([expect.objectContaining({ damage: 10 })]);
    for (const client of session.clients) {
      expect(tokenStaminaOn(client, tokens.captain)).toBe(before - 10);
      expect(systemOf(client, heroes.alice, "surges")).toBe(0);
    }
  });

  it("R-AB-7: once the pass ran, a card claiming surges paid on click is charged: with an empty pool it is refused", async () => {
    const { gm, session, tokens } = table;
    const card = await oldCard();
    const before = tokenStaminaOn(gm, tokens.captain);
    // The pass ran at this world's first login (the table's): a second run records nothing.
    expect(await gm.run(() => recordPrepaidSurges())).toBe(0);
    expect(await applyDamage(card)).toBeNull();
    await session.settle();
    for (const client of session.clients) expect(tokenStaminaOn(client, tokens.captain)).toBe(before);
  });
});
