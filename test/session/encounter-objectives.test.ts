// @vitest-environment happy-dom
/**
 * An encounter objective's success, where the Director meets it — the encounter builder he
 * keeps open during the fight. He records the progress (rounds held, enemies through, those saved, each
 * turn of the assault, the heroes working each round) and the window says whether the objective is won,
 * failed or still open, as seed 004 §エンカウントの目的 states the success conditions (R-EB-4). The party is
 * Korva and Tamsin: two heroes.
 */
import "../sim/install.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { setUpTable, type Table } from "./table.ts";
import type { SimClient } from "../sim/client.ts";
import { instances } from "../sim/applications/application.ts";
import { change, click, field, find, findAll, textOf } from "../sim/applications/user.ts";
import { ENCOUNTER_BUILDER_ID } from "../../src/applications/director/encounter-builder.ts";
import { readEncounter } from "../../src/data/settings/director-store.ts";
import { openCombat, trackerOn } from "./play.ts";

let table: Table;
type Window = { readonly element: HTMLElement; readonly rendered: boolean };

function builderOn(client: SimClient): Window {
  const app = client.run(() => instances.get(ENCOUNTER_BUILDER_ID)) as Window | undefined;
  if (!app?.rendered) throw new Error(`the encounter builder is not open on ${client.label}`);
  return app;
}
const builder = () => builderOn(table.gm);
const verdict = () => textOf(find(builder(), ".objective-progress .verdict"));
const summary = () => textOf(find(builder(), ".objective-progress .progress-summary"));

async function set(selector: string, value: string): Promise<void> {
  await table.gm.run(() => change(field(builder(), selector), value));
  await table.session.settle();
}
async function press(selector: string): Promise<void> {
  await table.gm.run(() => click(find(builder(), selector)));
  await table.session.settle();
}

beforeAll(async () => {
  table = await setUpTable();
  await table.gm.run(() => steelbound.openEncounterBuilder());
  await table.session.settle();
}, 120_000);

describe("R-EB-4: the objective's success in the encounter builder (v13, v14)", () => {
  it("hold them off: won after the rounds with fewer enemies through than heroes; failed at as many", async () => {
    // No progress panel without an objective, nor for one the Director judges himself.
    expect(findAll(builder(), ".objective-progress")).toHaveLength(0);
    await set('[name="objective"]', "defeatSpecificFoe");
    expect(findAll(builder(), ".objective-progress")).toHaveLength(0);
    await set('[name="objective"]', "holdThemOff");
    expect(verdict()).toBe("Not achieved yet.");
    await set('[name="progress.roundsHeld"]', "2");
    await set('[name="progress.enemiesThrough"]', "1");
    expect(verdict()).toBe("Not achieved yet.");
    await set('[name="progress.roundsHeld"]', "3");
    expect(summary()).toContain("Held 3 of 3 rounds; 1 enemies got through");
    expect(verdict()).toBe("Objective achieved: the Director may end the encounter.");
    // The Director asked for 5 rounds: 3 no longer do.
    await set('[name="facts.rounds"]', "5");
    expect(verdict()).toBe("Not achieved yet.");
    await set('[name="progress.enemiesThrough"]', "2");
    expect(verdict()).toBe("Objective failed.");
    expect(table.gm.run(() => readEncounter().progress)).toMatchObject({ roundsHeld: 3, enemiesThrough: 2 });
  });

  it("save another: won once at least half of those to save are alive and safe", async () => {
    await set('[name="objective"]', "saveAnother");
    await set('[name="progress.toSave"]', "5");
    await set('[name="progress.saved"]', "2");
    expect(summary()).toContain("2 of 5 saved (at least half is 3)");
    expect(verdict()).toBe("Not achieved yet.");
    await set('[name="progress.saved"]', "3");
    expect(verdict()).toBe("Objective achieved: the Director may end the encounter.");
  });

  it("assault the defenses: 4 turns in a row held with no enemy inside; a lost turn starts the count again", async () => {
    await set('[name="objective"]', "assaultTheDefenses");
    for (let i = 0; i < 3; i++) await press('[data-action="assaultTurn"][data-held="true"]');
    expect(summary()).toContain("for 3 turns in a row of 4");
    await press('[data-action="assaultTurn"][data-held="false"]');
    expect(summary()).toContain("for 0 turns in a row of 4 (4 turns recorded)");
    for (let i = 0; i < 3; i++) await press('[data-action="assaultTurn"][data-held="true"]');
    expect(verdict()).toBe("Not achieved yet.");
    await press('[data-action="assaultTurn"][data-held="true"]');
    expect(verdict()).toBe("Objective achieved: the Director may end the encounter.");
    await press('[data-action="resetProgress"]');
    expect(verdict()).toBe("Not achieved yet.");
  });

  it("complete the action: a round counts only with at least half of the heroes working; 3 rounds by default", async () => {
    await set('[name="objective"]', "completeTheAction");
    await set('[name="facts.rounds"]', "0");
    expect(textOf(find(builder(), ".round-note"))).toContain("fewer than half, this round does not count");
    await press('[data-action="workRound"]');
    expect(summary()).toContain("counted: 0 of 3 (rounds with too few working: 1)");
    await set('[name="progress.heroesWorking"]', "1");
    expect(textOf(find(builder(), ".round-note"))).toBe("1 of 2 heroes working: this round counts.");
    for (let i = 0; i < 2; i++) await press('[data-action="workRound"]');
    expect(verdict()).toBe("Not achieved yet.");
    await press('[data-action="workRound"]');
    expect(summary()).toContain("counted: 3 of 3");
    expect(verdict()).toBe("Objective achieved: the Director may end the encounter.");
  });
});

describe("R-EB-4: the objective in the combat tracker, for the Director only (v13, v14)", () => {
  const objectiveOn = async (client: SimClient) =>
    findAll((await trackerOn(client)).element, ".combat-objective");
  const gmObjective = async (): Promise<HTMLElement> =>
    find((await trackerOn(table.gm)).element, ".combat-objective");

  it("during the fight the GM's tracker names the objective, its progress and the verdict; it follows the builder", async () => {
    const { alice, gm, tokens } = table;
    const combat = await openCombat(table, [tokens.alice, tokens.bob, tokens.captain]);
    await gm.run(() => combat.startCombat());
    await table.session.settle();
    // Complete the action (left by the step above, achieved): the tracker says so.
    let panel = await gmObjective();
    expect(textOf(find(panel, ".name"))).toBe("Complete the action");
    expect(textOf(find(panel, ".progress-summary"))).toContain("counted: 3 of 3");
    expect(textOf(find(panel, ".verdict"))).toBe("Objective achieved: the Director may end the encounter.");
    // The Director records progress in the builder: the open tracker follows at once.
    await set('[name="objective"]', "holdThemOff");
    await set('[name="progress.roundsHeld"]', "1");
    await set('[name="progress.enemiesThrough"]', "2");
    panel = await gmObjective();
    expect(textOf(find(panel, ".name"))).toBe("Hold them off");
    expect(textOf(find(panel, ".progress-summary"))).toContain("Held 1 of 3 rounds; 2 enemies got through");
    expect(textOf(find(panel, ".verdict"))).toBe("Objective failed.");
    expect(panel.dataset["verdict"]).toBe("failed");
    // An objective the Director judges: its hint, no counted verdict.
    await set('[name="objective"]', "escort");
    panel = await gmObjective();
    expect(textOf(find(panel, ".verdict"))).toBe("The Director judges whether it is achieved.");
    expect(textOf(find(panel, ".hint"))).toBe("Harder when the ward is delicate.");
    // A player sees no objective row (the draft is the Director's).
    expect(await objectiveOn(alice)).toEqual([]);
  });

  it("the tracker's button opens the encounter builder; with no objective there is no row", async () => {
    const { gm } = table;
    await gm.run(() => builderOn(gm) as unknown as { close(): Promise<void> }).close();
    await table.session.settle();
    const tracker = await trackerOn(gm);
    await gm.run(() => click(find(tracker.element, '[data-action="steelboundOpenEncounter"]')));
    await table.session.settle();
    expect(builder().rendered).toBe(true);
    await set('[name="objective"]', "");
    expect(await objectiveOn(gm)).toEqual([]);
  });
});
