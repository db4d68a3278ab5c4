// @vitest-environment happy-dom
/**
 * R-AB-8 at the table: Korva's class (a Fury) says "the first time each round you take damage, gain 1
 * ferocity" and "the first time each combat you become winded, gain 1d3 ferocity". Her sheet shows both with
 * a one-click gain (in Japanese on a Japanese client); Alice clicks one, the ferocity lands on every client
 * through the Director's queue with a line in chat, and the gain is spent for the round; the next round
 * opens it again by itself, while the once-a-combat one stays spent.
 */
import "../sim/install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "./table.ts";
import { heroSheetOn, nextTurnOf, openCombat, systemOf, trackerOn, warningsOn, type Combat } from "./play.ts";
import { click, find, findAll, textOf } from "../sim/applications/user.ts";
import { instances } from "../sim/applications/application.ts";
import { postedRolls, queueDice } from "../harness/rolls.ts";
import { createLocalizer } from "../harness/i18n.ts";
import type { SimClient } from "../sim/client.ts";

let table: Table;
let combat: Combat;

const ferocityOn = (client: SimClient): number =>
  systemOf(client, table.heroes.alice, "heroicResource.value") as number;

type Sheet = Awaited<ReturnType<typeof heroSheetOn>>;
const rowOf = (sheet: Sheet, index: number) =>
  find(sheet, `.resource-trigger[data-trigger-index="${index}"]`);
const gainButton = (sheet: Sheet, index: number) =>
  find(rowOf(sheet, index), '[data-action="gainResourceTrigger"]') as HTMLButtonElement;

beforeAll(async () => {
  table = await setUpTable();
  const { alice, heroes, session, tokens, gm } = table;
  const cls = alice.run(() =>
    (on(alice, heroes.alice) as unknown as Actor.Implementation).items.find(
      (i) => String(i.type) === "class",
    ),
  );
  if (!cls) throw new Error("Korva has no class");
  await alice.run(() =>
    cls.update({
      system: {
        heroicResource: {
          triggers: [
            { kind: "take-damage", text: "", gain: "1", window: "round" },
            { kind: "winded", text: "The first time you become winded", gain: "1d3", window: "encounter" },
          ],
        },
      },
    } as never),
  );
  await session.settle();
  combat = await openCombat(table, [tokens.alice, tokens.bob, tokens.captain, tokens.leader]);
  const tracker = await trackerOn(gm);
  queueDice(7);
  await gm.run(() => click(find(tracker, ".combat-control[data-action=startCombat]")));
  await session.settle();
});
afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

describe("R-AB-8: the class's resource gains, one click each", () => {
  it("R-AB-8: Korva's sheet lists both gains with their windows, in English and in Japanese", async () => {
    const { alice, gm, heroes } = table;
    const sheet = await heroSheetOn(alice, heroes.alice);
    expect(textOf(rowOf(sheet, 0))).toContain("Took damage");
    expect(textOf(rowOf(sheet, 0))).toContain("once a round");
    expect(textOf(gainButton(sheet, 0))).toBe("+1 Ferocity");
    expect(textOf(rowOf(sheet, 1))).toContain("The first time you become winded");
    expect(textOf(rowOf(sheet, 1))).toContain("once a combat");
    await alice.run(() => sheet.close());
    gm.game["i18n"] = createLocalizer("ja");
    const japanese = await heroSheetOn(gm, heroes.alice);
    expect(textOf(rowOf(japanese, 0))).toContain("ダメージを受けた");
    expect(textOf(rowOf(japanese, 0))).toContain("1ラウンドに1回");
    expect(textOf(gainButton(japanese, 0))).toBe("Ferocity+1");
    await gm.run(() => japanese.close());
    gm.game["i18n"] = createLocalizer("en");
  });

  it("R-AB-8: Alice clicks the take-damage gain: +1 ferocity on every client, a line in chat, and the gain is spent this round", async () => {
    const { alice, session, heroes } = table;
    const before = ferocityOn(alice);
    postedRolls.length = 0;
    const sheet = await heroSheetOn(alice, heroes.alice);
    await alice.run(() => click(gainButton(sheet, 0)));
    await session.settle();
    expect(warningsOn(alice)).toEqual([]);
    for (const client of session.clients) expect(ferocityOn(client)).toBe(before + 1);
    expect(postedRolls.map((m) => m["flavor"])).toEqual(["Korva gains 1 Ferocity: Took damage."]);
    // The sheet redrew itself: the gain is marked taken and its button is off until the next round.
    expect(findAll(rowOf(sheet, 0), ".badge.used")).toHaveLength(1);
    expect(gainButton(sheet, 0).disabled).toBe(true);
    expect(gainButton(sheet, 1).disabled).toBe(false);
    // A second click (a stale sheet, a macro) is refused: nothing more is gained.
    gainButton(sheet, 0).disabled = false;
    await alice.run(() => click(gainButton(sheet, 0)));
    await session.settle();
    expect(warningsOn(alice).join(" ")).toMatch(/already taken/);
    for (const client of session.clients) expect(ferocityOn(client)).toBe(before + 1);
    await alice.run(() => sheet.close());
  });

  it("R-AB-8: the once-a-combat gain rolls its dice; the next round opens the round's gain again, the combat's stays spent", async () => {
    const { alice, gm, session, heroes, tokens } = table;
    const sheet = await heroSheetOn(alice, heroes.alice);
    const before = ferocityOn(alice);
    queueDice(2);
    await alice.run(() => click(gainButton(sheet, 1)));
    await session.settle();
    for (const client of session.clients) expect(ferocityOn(client)).toBe(before + 2);
    expect(gainButton(sheet, 1).disabled).toBe(true);
    const round = gm.run(() => (on(gm, combat as never) as unknown as Combat).round);
    while (gm.run(() => (on(gm, combat as never) as unknown as Combat).round) === round)
      await nextTurnOf(table, combat, tokens.alice);
    // Alice's open sheet redrew itself when the round began.
    expect(gainButton(sheet, 0).disabled).toBe(false);
    expect(findAll(rowOf(sheet, 0), ".badge.used")).toHaveLength(0);
    expect(gainButton(sheet, 1).disabled).toBe(true);
    await alice.run(() => sheet.close());
  });
});
