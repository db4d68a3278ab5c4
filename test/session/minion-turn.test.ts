// @vitest-environment happy-dom
/**
 * A minion's turn as the Director plays it (R-MN-7): on the squad's turn a spinecleaver uses its signature
 * ability from its token's sheet (its main action); a maneuver from the same sheet is then refused with the
 * minion's rule in words, while a move is still its own. The hero beside it keeps the hero's budget.
 */
import "../sim/install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import {
  monsterSheetOn,
  nextTurnOf,
  openCombat,
  rollFrom,
  useButton,
  warningsOn,
  clickOn,
  type Combat,
} from "./play.ts";
import { instances } from "../sim/applications/application.ts";
import type { HarnessDocument } from "../harness/document.ts";

let table: Table;
let combat: Combat;
let rat: HarnessDocument;

/** The first spinecleaver's token: the one the Director plays. */
const first = () => {
  const token = table.tokens.minions[0];
  if (!token) throw new Error("no spinecleaver on the table");
  return token;
};

const ability = (name: string, type: string) => ({
  type: "ability",
  name,
  system: { type, category: "", keywords: [], power: { characteristics: [] } },
});

beforeAll(async () => {
  table = await setUpTable();
  const { gm, tokens } = table;
  combat = await openCombat(table, [tokens.alice, ...tokens.minions.slice(0, 4)]);
  await gm.run(() => combat.createSquad(tokens.minions.slice(0, 4).map((t) => on(gm, t)) as never));
  await table.session.settle();
  await gm.run(() => combat.startCombat());
  await table.session.settle();
  await nextTurnOf(table, combat, first());
  // The Director opens the first spinecleaver's token sheet (its unlinked token's actor) and gives it two
  // maneuvers of its own, as a Director dragging them onto the sheet would.
  rat = gm.run(() => on(gm, first()).actor) as unknown as HarnessDocument;
  await gm.run(() =>
    (on(gm, rat) as unknown as Actor.Implementation).createEmbeddedDocuments("Item", [
      ability("Scurry", "maneuver"),
      ability("Dash", "move"),
    ] as never),
  );
  await table.session.settle();
});
afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

const itemOf = (name: string): string => {
  const gm = table.gm;
  const actor = gm.run(() => on(gm, first()).actor) as unknown as Actor.Implementation;
  const id = gm.run(() => actor.items.find((i) => i.name === name)?.id);
  if (!id) throw new Error(`no ${name}`);
  return id;
};

describe("a minion's turn (R-MN-7)", () => {
  it("R-MN-7: after its signature ability a spinecleaver's maneuver is refused with the minion's rule; its move is allowed", async () => {
    const { gm, tokens } = table;
    target(gm, [tokens.alice]);
    let sheet = await monsterSheetOn(gm, rat);
    await rollFrom(table, gm, useButton(sheet, itemOf("Cleave")), [5, 5]);
    expect(warningsOn(gm)).toEqual([]);
    const shown = gm.chatLog.shown.size;
    sheet = await monsterSheetOn(gm, rat);
    await clickOn(table, gm, useButton(sheet, itemOf("Scurry")));
    expect(warningsOn(gm).at(-1)).toBe(
      "A minion's turn is a move action with a main action or a maneuver, or two move actions.",
    );
    // The Director may override a limit: the warning shows and the card is still posted for him.
    expect(gm.chatLog.shown.size).toBe(shown + 1);
    gm.notifications.length = 0;
    sheet = await monsterSheetOn(gm, rat);
    await clickOn(table, gm, useButton(sheet, itemOf("Dash")));
    expect(warningsOn(gm)).toEqual([]);
  });
});
