// @vitest-environment happy-dom
/**
 * A project's own events table (seed 004 §プロジェクト・イベント; the official projects link theirs, and the
 * official importer keeps the link as `eventsTable`): when the Director's d6 for a surprise event comes up 6,
 * the table is drawn and its result posted to every client; a table the hero's player could not read is not
 * drawn (the card says to pick one, as without a table). Run as v13 and as v14: `npx vitest run` and
 * `FOUNDRY_GENERATION=14 npx vitest run` this file.
 */
import "../sim/install.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { create, setUpTable, type Table } from "./table.ts";
import { actorOn, cardOn, lastMessageId, ownSheetOn, warningsOn } from "./play.ts";
import { answerDialog, click, find, textOf, waitForDialog } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import type { HarnessDocument } from "../harness/document.ts";

let table: Table;
beforeEach(async () => {
  table = await setUpTable();
});

/** A world table of four events (1d4), readable by players when `observed`. */
async function eventsTable(observed: boolean): Promise<HarnessDocument> {
  const result = (n: number, text: string) => ({
    _id: `result${String(n).padStart(10, "0")}`,
    type: "text",
    range: [n, n],
    weight: 1,
    description: `<p>${text}</p>`,
  });
  return create(table.gm, "RollTable", {
    name: "Crafting and Research Events",
    formula: "1d4",
    replacement: true,
    ownership: { default: observed ? 2 : 0 },
    results: [
      result(1, "A rival crafter"),
      result(2, "A lucky find"),
      result(3, "Stolen notes"),
      result(4, "A visitor"),
    ],
  });
}

/** Alice starts a project naming the table and rolls it once (no breakthrough). */
async function rollProject(tableUuid: string): Promise<string> {
  const { alice, session } = table;
  const korva = actorOn(alice, table.heroes.alice);
  const [project] = await alice.run(() =>
    korva.createEmbeddedDocuments("Item", [
      {
        name: "Forge a Blade",
        type: "project",
        system: { goal: 60, points: 0, characteristics: ["might"], eventsTable: tableUuid },
      },
    ]),
  );
  await session.settle();
  const sheet = await ownSheetOn(alice, korva);
  const clicking = alice.run(() =>
    click(find(sheet, `[data-action=rollProject][data-item-id="${project?.id}"]`)),
  );
  await alice.run(() => waitForDialog());
  queueDice(4, 5);
  await alice.run(() => answerDialog("roll", { skill: "" }));
  await clicking;
  await session.settle();
  return lastMessageId(table);
}

async function directorRollsEvent(card: string, dice: number[]): Promise<void> {
  const { gm, session } = table;
  queueDice(...dice);
  await gm.run(() => click(find(cardOn(gm, card), "[data-steelbound-project-event]")));
  await session.settle();
}

describe("a project's own events table (seed 004)", () => {
  it("seed 004: a 6 on the Director's d6 draws the project's events table; its result reaches every client", async () => {
    const events = await eventsTable(true);
    const card = await rollProject(events.uuid);
    await directorRollsEvent(card, [6, 3]);
    expect(warningsOn(table.gm)).toEqual([]);
    for (const client of table.session.clients) {
      const drawn = cardOn(client, lastMessageId(table));
      expect(textOf(find(drawn, ".table-draw"))).toBe("Stolen notes");
      expect(textOf(find(cardOn(client, card), ".project-event-result"))).toBe(
        "Project event d6: 6 — an event happens.",
      );
    }
  });

  it("seed 004: on a 5 nothing is drawn; a table Alice could not read is never drawn (the card says to pick one)", async () => {
    const open = await eventsTable(true);
    const quiet = await rollProject(open.uuid);
    await directorRollsEvent(quiet, [5]);
    for (const client of table.session.clients)
      expect(textOf(cardOn(client, lastMessageId(table)))).toContain("no event this respite");
    const hidden = await eventsTable(false);
    const card = await rollProject(hidden.uuid);
    await directorRollsEvent(card, [6, 3]);
    for (const client of table.session.clients) {
      const posted = textOf(cardOn(client, lastMessageId(table)));
      expect(posted).toContain("Crafting and Research Events table");
      expect(posted).not.toContain("Stolen notes");
    }
  });
});
