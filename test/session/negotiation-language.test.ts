// @vitest-environment happy-dom
/**
 * R-NG-2 (seed 004 §言語と忍耐): the negotiation tracker counts the party's heroes who speak
 * the NPC's native language from their sheets, and Caelian never counts. The Director names the language,
 * presses "Count from the party", and the start's patience follows.
 */
import "../sim/install.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "./table.ts";
import type { SimClient } from "../sim/client.ts";
import { instances } from "../sim/applications/application.ts";
import { change, click, field, find, findAll } from "../sim/applications/user.ts";
import { NEGOTIATION_TRACKER_ID } from "../../src/applications/director/negotiation-tracker.ts";
import { readNegotiation } from "../../src/data/settings/director-store.ts";

let table: Table;
type Window = { readonly element: HTMLElement; readonly rendered: boolean };

function trackerOn(client: SimClient): Window {
  const app = client.run(() => instances.get(NEGOTIATION_TRACKER_ID)) as Window | undefined;
  if (!app?.rendered) throw new Error(`the negotiation tracker is not open on ${client.label}`);
  return app;
}
const tracker = () => trackerOn(table.gm);
async function set(selector: string, value: string): Promise<void> {
  await table.gm.run(() => change(field(tracker(), selector), value));
  await table.session.settle();
}
async function press(selector: string): Promise<void> {
  await table.gm.run(() => click(find(tracker(), selector)));
  await table.session.settle();
}

beforeAll(async () => {
  table = await setUpTable();
  const { gm, heroes } = table;
  // Korva speaks Khelt beside Caelian; Tamsin only Caelian.
  await gm.run(() => on(gm, heroes.alice).update({ system: { languages: ["Caelian", "Khelt"] } }));
  await gm.run(() => on(gm, heroes.bob).update({ system: { languages: ["Caelian"] } }));
  await gm.run(() => steelbound.openNegotiationTracker());
  await table.session.settle();
}, 120_000);

describe("R-NG-2: the NPC's native language in the negotiation tracker (v13, v14)", () => {
  it("one hero of the party speaks Khelt: 1 speaker, patience +1 at the start", async () => {
    await set('[name="attitude"]', "neutral");
    await set('[name="language"]', "Khelt");
    await press('[data-action="countSpeakers"]');
    expect(field(tracker(), '[name="speakers"]').value).toBe("1");
    expect(table.gm.run(() => readNegotiation())).toMatchObject({ language: "Khelt", speakers: 1 });
    await press('[data-action="begin"]');
    // Neutral: interest 2, patience 3; one speaker: patience 4.
    expect(findAll(tracker(), ".stat strong").map((e) => e.textContent)).toEqual(["2", "4"]);
  });

  it("an NPC whose native language is Caelian: no one counts, though every hero speaks it", async () => {
    await set('[name="language"]', "Caelian");
    await press('[data-action="countSpeakers"]');
    expect(field(tracker(), '[name="speakers"]').value).toBe("0");
  });
});
