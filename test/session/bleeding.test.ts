// @vitest-environment happy-dom
/**
 * Bleeding at the table (R-CN-1): the Director makes Korva bleed; Alice uses her strike from her own sheet
 * (a main action with a Might power roll: two triggers in one action) and loses 1d6 + level once, on every
 * client, with the roll in chat; a maneuver with no roll costs nothing; a Might test costs 1d6 + level again.
 */
import "../sim/install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "./table.ts";
import { heroSheetOn, rollFrom, staminaOn, useButton, warningsOn, clickOn } from "./play.ts";
import { find } from "../sim/applications/user.ts";
import { postedRolls } from "../harness/rolls.ts";
import { instances } from "../sim/applications/application.ts";
import type { HarnessDocument } from "../harness/document.ts";

let table: Table;
let korva: HarnessDocument;

const itemId = (name: string): string => {
  const { alice } = table;
  const id = alice.run(
    () => (on(alice, korva) as unknown as Actor.Implementation).items.find((i) => i.name === name)?.id,
  );
  if (!id) throw new Error(`no ${name}`);
  return id;
};

/**
 * The bleeding rolls posted to chat, by their flavour. The simulation's Roll stand-in records what
 * `Roll#toMessage` is handed (test/harness/rolls.ts postedRolls) rather than creating the ChatMessage.
 */
const bleedingPosts = (): string[] =>
  postedRolls
    .map((m) => (typeof m["flavor"] === "string" ? m["flavor"] : ""))
    .filter((f) => f.includes("bleeds"));

beforeAll(async () => {
  table = await setUpTable();
  korva = table.heroes.alice;
  const { gm, alice } = table;
  // Alice's own maneuver on her own hero (a player may add items to what she owns).
  await alice.run(() =>
    (on(alice, korva) as unknown as Actor.Implementation).createEmbeddedDocuments("Item", [
      { name: "Steady Breath", type: "ability", system: { type: "maneuver", category: "", keywords: [] } },
    ] as never),
  );
  // The Director makes her bleed (as a card's condition or his token HUD would).
  await gm.run(() =>
    (on(gm, korva) as unknown as Actor.Implementation).createEmbeddedDocuments("ActiveEffect", [
      { name: "Bleeding", img: "icons/svg/blood.svg", statuses: ["bleeding"] },
    ] as never),
  );
  await table.session.settle();
});
afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

describe("bleeding (R-CN-1)", () => {
  it("R-CN-1: a main action with a Might roll costs Korva 1d6 + level once (4 + 1), on every client, with the roll posted", async () => {
    const { alice, session } = table;
    const sheet = await heroSheetOn(alice, korva);
    // 2d10 for the power roll, then the bleeding d6.
    await rollFrom(table, alice, useButton(sheet, itemId("Shoulder In")), [5, 5, 4]);
    expect(warningsOn(alice)).toEqual([]);
    for (const client of session.clients) expect(staminaOn(client, korva)).toBe(19);
    expect(bleedingPosts()).toEqual(["Korva bleeds: loses 5 stamina."]);
  });

  it("R-CN-1: a maneuver with no roll costs nothing", async () => {
    const { alice, session } = table;
    const sheet = await heroSheetOn(alice, korva);
    await clickOn(table, alice, useButton(sheet, itemId("Steady Breath")));
    for (const client of session.clients) expect(staminaOn(client, korva)).toBe(19);
    expect(bleedingPosts()).toHaveLength(1);
  });

  it("R-CN-1: a Might test costs 1d6 + level again (6 + 1)", async () => {
    const { alice, session } = table;
    const sheet = await heroSheetOn(alice, korva);
    await rollFrom(
      table,
      alice,
      find(sheet, '[data-action="rollTest"][data-characteristic="might"]'),
      [5, 5, 6],
    );
    for (const client of session.clients) expect(staminaOn(client, korva)).toBe(12);
    expect(bleedingPosts().at(-1)).toBe("Korva bleeds: loses 7 stamina.");
  });
});
