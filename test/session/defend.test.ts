// @vitest-environment happy-dom
/**
 * R-CB-10 Defend as the book says: Korva uses Defend at the start of her turn; every client
 * shows her "Defending" (the double bane on ability rolls against her, read from that status by the roll dialog
 * and the GM's tally) until her next turn starts, when it ends by itself. After a main action — here a critical
 * hit's, which gives her a second main action to spend — Defend is refused (004 防衛を行うクリーチャー): nothing
 * is posted and no effect appears.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, packSource, setUpTable, target, type Table } from "./table.ts";
import {
  actorOn,
  heroSheetOn,
  itemNamed,
  nextTurnOf,
  openCombat,
  useButton,
  warningsOn,
  type Combat,
} from "./play.ts";
import { answerDialog, click } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import type { SimClient } from "../sim/client.ts";

let table: Table;
let combat: Combat;

const defendingOn = (client: SimClient) =>
  client.run(() =>
    (on(client, table.tokens.alice).actor as unknown as Actor.Implementation).statuses.has("defending"),
  );
const effectNamesOn = (client: SimClient) =>
  client.run(() =>
    (on(client, table.tokens.alice).actor as unknown as Actor.Implementation).effects.contents.map(
      (e) => e.name,
    ),
  );

const messageCount = () =>
  table.gm.run(() => (table.gm.globals.game as { messages: { size: number } }).messages.size);

/** Alice clicks Defend on Korva's sheet. */
async function useDefend(): Promise<void> {
  const { alice, session, heroes } = table;
  const sheet = await heroSheetOn(alice, heroes.alice);
  await alice.run(() => click(useButton(sheet, itemNamed(alice, heroes.alice, "Defend").id)));
  await session.settle();
  await alice.run(() => sheet.close());
}

describe("R-CB-10 Defend", () => {
  it("R-CB-10: Korva Defends on her turn: every client shows her Defending, and the card is posted", async () => {
    table = await setUpTable();
    const { gm, session, heroes, tokens } = table;
    const holds = gm.run(() =>
      (on(gm, tokens.alice).actor as unknown as Actor.Implementation).items.some((i) => i.name === "Defend"),
    );
    if (!holds)
      await gm.run(() =>
        actorOn(gm, heroes.alice).createEmbeddedDocuments("Item", [packSource("abilities", "Defend")]),
      );
    await session.settle();
    combat = await openCombat(table, [tokens.alice, tokens.captain]);
    await gm.run(() => combat.startCombat());
    await session.settle();
    await nextTurnOf(table, combat, tokens.alice);
    const before = messageCount();
    await useDefend();
    expect(messageCount()).toBe(before + 1);
    for (const client of session.clients) {
      expect(defendingOn(client)).toBe(true);
      expect(effectNamesOn(client)).toContain("Defending");
    }
  });

  it("R-CB-10: it lasts until the start of her next turn: the Shieldbearer's turn keeps it, her own ends it on every client", async () => {
    const { session, tokens } = table;
    await nextTurnOf(table, combat, tokens.captain);
    for (const client of session.clients) expect(defendingOn(client)).toBe(true);
    await nextTurnOf(table, combat, tokens.alice);
    for (const client of session.clients) {
      expect(defendingOn(client)).toBe(false);
      expect(effectNamesOn(client)).not.toContain("Defending");
    }
  });

  it("R-CB-10, R-PR-9: after a critical hit (a main action, with one more to spend) Korva cannot Defend: a warning, no card, no effect", async () => {
    const { alice, session, heroes, tokens } = table;
    target(alice, [tokens.captain]);
    const sheet = await heroSheetOn(alice, heroes.alice);
    queueDice(10, 10); // natural 20: a critical hit, one extra main action
    const clicking = alice.run(() =>
      click(useButton(sheet, itemNamed(alice, heroes.alice, "Shoulder In").id)),
    );
    await alice.run(() => answerDialog("roll"));
    await clicking;
    await session.settle();
    await alice.run(() => sheet.close());
    const before = messageCount();
    const seen = alice.notifications.length;
    await useDefend();
    expect(warningsOn(alice, seen).join(" ")).toContain("can't Defend after a main action");
    expect(messageCount()).toBe(before);
    for (const client of session.clients) expect(defendingOn(client)).toBe(false);
  });
});
