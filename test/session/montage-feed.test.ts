// @vitest-environment happy-dom
/**
 * R-TS-6 fed by the heroes' own test cards: the Director opens the montage tracker and starts counting; Alice
 * rolls Korva's Might test from her sheet and it lands as Korva's success this round on the Director's tracker
 * and on Alice's read-only view (Bob's in Japanese); Bob's failed Agility test counts as Tamsin's failure. A
 * second test by Korva the same round is not counted again; a test before the Director starts counting is not
 * counted at all. The Director's own buttons still correct (undo). Only the GM writes the montage.
 */
import "../sim/install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUpTable, type Table } from "./table.ts";
import { heroSheetOn, rollFrom } from "./play.ts";
import type { SimClient } from "../sim/client.ts";
import { instances } from "../sim/applications/application.ts";
import { ActorDirectory } from "../sim/applications/document-directory.ts";
import { click, find, findAll, open, textOf } from "../sim/applications/user.ts";
import { createLocalizer } from "../harness/i18n.ts";
import { MONTAGE_TRACKER_ID } from "../../src/applications/director/montage-tracker.ts";
import { readMontage } from "../../src/data/settings/director-store.ts";
import type { HarnessDocument } from "../harness/document.ts";

let table: Table;

type Window = { element: HTMLElement; rendered: boolean; close(): Promise<unknown> };

async function openTracker(client: SimClient): Promise<Window> {
  const tab = client.run(() => new ActorDirectory());
  await client.run(() => open(tab));
  await client.run(() => click(find(tab, '[data-steelbound-tool="montage"]')));
  await table.session.settle();
  const app = client.run(() => instances.get(MONTAGE_TRACKER_ID)) as Window | undefined;
  if (!app?.rendered) throw new Error(`the montage tracker is not open on ${client.label}`);
  return app;
}
const tracker = (client: SimClient) =>
  client.run(() => instances.get(MONTAGE_TRACKER_ID)) as unknown as Window;

/** A player rolls their hero's test from the sheet's characteristic button. */
async function rollTest(client: SimClient, hero: HarnessDocument, characteristic: string, dice: number[]) {
  const sheet = await heroSheetOn(client, hero);
  await rollFrom(
    table,
    client,
    find(sheet, `[data-action="rollTest"][data-characteristic="${characteristic}"]`),
    dice,
  );
  await client.run(() => sheet.close());
}

const entriesOn = (client: SimClient) =>
  client.run(() => readMontage().entries.map((e) => [e.heroId, e.outcome]));

beforeAll(async () => {
  table = await setUpTable();
  table.bob.game["i18n"] = createLocalizer("ja");
  await openTracker(table.gm);
  await openTracker(table.alice);
  await openTracker(table.bob);
});
afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

describe("R-TS-6: the montage counts the heroes' own test cards", () => {
  it("R-TS-6: before the Director starts counting, Korva's test is not counted; the tracker says it is not running", async () => {
    const { alice, bob, heroes } = table;
    await rollTest(alice, heroes.alice, "might", [9, 8]);
    expect(entriesOn(table.gm)).toEqual([]);
    expect(textOf(find(tracker(alice), ".montage-live"))).toContain("Not running");
    expect(textOf(find(tracker(bob), ".montage-live"))).toContain("停止中");
    expect(findAll(tracker(alice), '[data-action="toggleLive"]')).toEqual([]);
  });

  it("R-TS-6: the Director starts counting; Korva's Might test (19) lands as his success this round on every tracker", async () => {
    const { gm, alice, bob, session, heroes } = table;
    await gm.run(() => click(find(tracker(gm), '[data-action="toggleLive"]')));
    await session.settle();
    expect(textOf(find(tracker(alice), ".montage-live"))).toContain("Running");
    await rollTest(alice, heroes.alice, "might", [9, 8]);
    expect(entriesOn(gm)).toEqual([[heroes.alice.uuid, "success"]]);
    for (const client of [gm, alice, bob])
      expect(textOf(find(tracker(client), ".tally-track.success .tally-count"))).toMatch(/^1 \//);
    const korvaRow = findAll(tracker(alice), ".montage-hero").find((r) => textOf(r).includes("Korva"));
    expect(korvaRow?.classList.contains("acted")).toBe(true);
  });

  it("R-TS-6: Tamsin's failed Agility test (1 + 2 + Agility) counts as her failure; a second test of Korva's this round does not count", async () => {
    const { gm, alice, bob, heroes } = table;
    await rollTest(bob, heroes.bob, "agility", [1, 2]);
    await rollTest(alice, heroes.alice, "might", [10, 10]);
    expect(entriesOn(gm)).toEqual([
      [heroes.alice.uuid, "success"],
      [heroes.bob.uuid, "failure"],
    ]);
    for (const client of [gm, alice])
      expect(textOf(find(tracker(client), ".tally-track.failure .tally-count"))).toMatch(/^1 \//);
  });

  it("R-TS-6: the Director's own buttons still correct: Undo takes back Tamsin's counted failure", async () => {
    const { gm, session, heroes } = table;
    await gm.run(() => click(find(tracker(gm), '[data-action="undo"]')));
    await session.settle();
    expect(entriesOn(gm)).toEqual([[heroes.alice.uuid, "success"]]);
    expect(textOf(find(tracker(table.alice), ".tally-track.failure .tally-count"))).toMatch(/^0 \//);
  });
});
