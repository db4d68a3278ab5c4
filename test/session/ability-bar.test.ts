// @vitest-environment happy-dom
/**
 * The ability bar as the table meets it (item 14): Alice selects Korva's token
 * and his abilities and tests sit one click away, grouped by action type with their costs; one click on a
 * strike with a minion targeted rolls and posts the same card the sheet's button does. Bob, who controls no
 * token, has no bar; releasing the token closes Alice's. The Director selecting the Goblin Warlord sees its
 * strike and its villain actions.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { on, setUpTable, target, type Table } from "./table.ts";
import { clickAnswering, lastCardOn, placeInReach, warningsOn } from "./play.ts";
import { instances } from "../sim/applications/application.ts";
import { find, findAll, textOf } from "../sim/applications/user.ts";
import { controlTokens } from "../sim/canvas.ts";
import type { SimClient } from "../sim/client.ts";
import { queueDice } from "../harness/rolls.ts";

const BAR = "steelbound-ability-bar";
type Bar = { element: HTMLElement; rendered: boolean };
const barOn = (client: SimClient) => client.run(() => instances.get(BAR)) as Bar | undefined;

let table: Table;

async function select(client: SimClient, tokens: { uuid: string }[]) {
  client.run(() => {
    controlTokens(client, tokens);
  });
  await table.session.settle();
}

describe("the ability bar on the selected token", () => {
  it("R-CB-7, R-TS-1: Alice selects Korva: his abilities by action type and five tests; Bob sees no bar", async () => {
    table = await setUpTable();
    await select(table.alice, [table.tokens.alice]);
    const bar = barOn(table.alice);
    expect(bar?.rendered).toBe(true);
    if (!bar) return;
    const text = textOf(bar.element);
    expect(text).toContain("Korva");
    expect(text).toContain("Main actions");
    expect(text).toContain("Shoulder In");
    expect(findAll(bar.element, '[data-action="barTest"]').map((b) => b.dataset["characteristic"])).toEqual([
      "might",
      "agility",
      "reason",
      "intuition",
      "presence",
    ]);
    // Every button says what it does to a screen reader.
    for (const button of findAll(bar.element, "button"))
      expect(button.getAttribute("aria-label")).toBeTruthy();
    expect(barOn(table.bob)?.rendered ?? false).toBe(false);
  });

  it("R-PR-10: one click on Shoulder In with a minion targeted posts its card, as the sheet's button would", async () => {
    const { alice } = table;
    const minion = table.tokens.minions[0];
    if (!minion) throw new Error("no minion");
    await placeInReach(table, table.tokens.alice, [minion]);
    await select(alice, [table.tokens.alice]);
    target(alice, [minion]);
    const bar = barOn(alice);
    if (!bar) throw new Error("no bar");
    const shoulderIn = findAll(bar.element, '[data-action="barUse"]').find((b) =>
      textOf(b).includes("Shoulder In"),
    );
    if (!shoulderIn) throw new Error("no Shoulder In on the bar");
    queueDice(6, 6);
    await clickAnswering(table, alice, shoulderIn, "roll");
    expect(warningsOn(alice)).toEqual([]);
    for (const client of table.session.clients) expect(textOf(lastCardOn(client))).toContain("Shoulder In");
  });

  it("releasing the token closes Alice's bar; the Director's Goblin Warlord shows its strike and villain actions", async () => {
    await select(table.alice, []);
    expect(barOn(table.alice)?.rendered ?? false).toBe(false);
    await select(table.gm, [table.tokens.leader]);
    const bar = barOn(table.gm);
    if (!bar) throw new Error("no bar for the Director");
    expect(textOf(bar.element)).toContain(on(table.gm, table.monsters.leader).name);
    expect(textOf(bar.element)).toContain("Villain actions");
    expect(textOf(bar.element)).toContain("Goblin Tide");
    expect(find(bar.element, '[data-action="barTest"][data-characteristic="might"]')).toBeTruthy();
  });
});
