// @vitest-environment happy-dom
/**
 * Every field a user changes is editable on the hero, monster and retainer sheets. Each test
 * opens the sheet as its owner, switches to edit mode, changes fields through the rendered form (the sheet
 * submits on change) and checks every client's copy of the actor.
 */
import "../sim/install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { create, setUpTable, type Table } from "./table.ts";
import { actorOn, ownSheetOn, systemOf, type Sheet } from "./play.ts";
import { change, click, field, find, textOf } from "../sim/applications/user.ts";
import { instances } from "../sim/applications/application.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { SimClient } from "../sim/client.ts";

let table: Table;

beforeAll(async () => {
  table = await setUpTable();
});
afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

/** Opens the actor's sheet on the client in edit mode. */
async function editSheet(client: SimClient, doc: HarnessDocument): Promise<Sheet> {
  const sheet = await ownSheetOn(client, actorOn(client, doc));
  if (find(sheet, "[data-action=toggleMode]").getAttribute("aria-pressed") !== "true")
    await client.run(() => click(sheet, "toggleMode"));
  return sheet;
}

/** Changes each named field in turn, as a user typing or ticking, then waits for the table. */
async function fill(
  client: SimClient,
  sheet: Sheet,
  values: Record<string, string | boolean>,
): Promise<void> {
  for (const [name, value] of Object.entries(values))
    await client.run(() => change(field(sheet, `[name='${name}']`), value));
  await table.session.settle();
}

function everywhere(doc: HarnessDocument, path: string): unknown[] {
  return table.session.clients.map((client) => systemOf(client, doc, path));
}
const sorted = (value: unknown) => [...(value as Iterable<string>)].sort();

describe("a hero's sheet in edit mode", () => {
  it("Alice adds and removes Korva's languages and custom skills", async () => {
    const korva = table.heroes.alice;
    const sheet = await editSheet(table.alice, korva);
    await table.alice.run(() => click(find(sheet, "[data-action=tab][data-tab=skills]")));
    await fill(table.alice, sheet, {
      "system.languages": "Caelian, Zaliac, Khelt",
      "system.customSkills": "Gambling",
    });
    for (const value of everywhere(korva, "languages")) expect(value).toEqual(["Caelian", "Zaliac", "Khelt"]);
    for (const value of everywhere(korva, "customSkills")) expect(value).toEqual(["Gambling"]);
    await fill(table.alice, sheet, { "system.languages": "Caelian, Khelt", "system.customSkills": "" });
    for (const value of everywhere(korva, "languages")) expect(value).toEqual(["Caelian", "Khelt"]);
    for (const value of everywhere(korva, "customSkills")) expect(value).toEqual([]);
    expect((field(sheet, "[name='system.languages']") as HTMLInputElement).value).toBe("Caelian, Khelt");
  });

  it("Alice sets Korva's wealth, renown and XP", async () => {
    const korva = table.heroes.alice;
    const sheet = await editSheet(table.alice, korva);
    await fill(table.alice, sheet, { "system.wealth": "3", "system.renown": "2", "system.xp": "16" });
    for (const client of table.session.clients) {
      expect(systemOf(client, korva, "wealth")).toBe(3);
      expect(systemOf(client, korva, "renown")).toBe(2);
      expect(systemOf(client, korva, "xp")).toBe(16);
    }
  });

  it("R-MV-5, R-DM-3: Alice edits Korva's size, speed, movement types, stability and a weakness", async () => {
    const korva = table.heroes.alice;
    const sheet = await editSheet(table.alice, korva);
    await fill(table.alice, sheet, {
      "system.size.value": "1",
      "system.size.letter": "L",
      "system.movement.speed": "6",
      "system.movement.types.climb": true,
      "system.stability": "1",
      "system.disengage": "2",
      "system.damage.weaknesses.fire": "3",
    });
    for (const client of table.session.clients) {
      expect(systemOf(client, korva, "size")).toEqual({ value: 1, letter: "L" });
      expect(systemOf(client, korva, "movement.speed")).toBe(6);
      expect(sorted(systemOf(client, korva, "movement.types"))).toEqual(["climb", "walk"]);
      expect(systemOf(client, korva, "disengage")).toBe(2);
      expect(systemOf(client, korva, "damage.weaknesses.fire")).toBe(3);
    }
    await table.alice.run(() => click(sheet, "toggleMode"));
    expect(textOf(sheet)).toContain("1L");
  });
});

describe("a monster's stat block in edit mode", () => {
  let ogre: HarnessDocument;
  beforeAll(async () => {
    ogre = await create(table.gm, "Actor", {
      name: "Ogre",
      type: "monster",
      system: { organization: "elite" },
    });
    await table.session.settle();
  });

  it("R-MV-5, R-DM-2: the Director edits its size, speed, movement types, immunities and weaknesses", async () => {
    const sheet = await editSheet(table.gm, ogre);
    await fill(table.gm, sheet, {
      "system.size.value": "2",
      "system.movement.speed": "7",
      "system.movement.types.walk": false,
      "system.movement.types.fly": true,
      "system.damage.immunities.poison": "5",
      "system.damage.immuneAll.psychic": true,
      "system.damage.weaknesses.holy": "4",
      "system.damage.immunities.all": "2",
    });
    for (const client of table.session.clients) {
      expect(systemOf(client, ogre, "size.value")).toBe(2);
      expect(systemOf(client, ogre, "movement.speed")).toBe(7);
      expect(sorted(systemOf(client, ogre, "movement.types"))).toEqual(["fly"]);
      expect(systemOf(client, ogre, "damage.immunities.poison")).toBe(5);
      expect(systemOf(client, ogre, "damage.immunities.all")).toBe(2);
      expect(sorted(systemOf(client, ogre, "damage.immuneAll"))).toEqual(["psychic"]);
      expect(systemOf(client, ogre, "damage.weaknesses.holy")).toBe(4);
    }
  });

  it("R-NG-1: the Director sets its interest, patience, motivations and pitfalls", async () => {
    const sheet = await editSheet(table.gm, ogre);
    await fill(table.gm, sheet, {
      "system.negotiation.interest": "1",
      "system.negotiation.patience": "4",
      "system.negotiation.impression": "3",
      "system.negotiation.motivations.greed": true,
      "system.negotiation.motivations.power": true,
      "system.negotiation.pitfalls.justice": true,
    });
    await fill(table.gm, sheet, { "system.negotiation.motivations.power": false });
    for (const client of table.session.clients) {
      expect(systemOf(client, ogre, "negotiation.interest")).toBe(1);
      expect(systemOf(client, ogre, "negotiation.patience")).toBe(4);
      expect(systemOf(client, ogre, "negotiation.impression")).toBe(3);
      expect(sorted(systemOf(client, ogre, "negotiation.motivations"))).toEqual(["greed"]);
      expect(sorted(systemOf(client, ogre, "negotiation.pitfalls"))).toEqual(["justice"]);
    }
  });

  it("R-MN-10: the Director writes its with-captain benefit and sets its turns per round", async () => {
    const sheet = await editSheet(table.gm, ogre);
    await fill(table.gm, sheet, {
      "system.withCaptain": "+2 bonus to speed",
      "system.turns": "2",
      "system.organization": "minion",
    });
    for (const client of table.session.clients) {
      expect(systemOf(client, ogre, "withCaptain")).toBe("+2 bonus to speed");
      expect(systemOf(client, ogre, "turnsPerRound")).toBe(2);
    }
    await table.gm.run(() => click(sheet, "toggleMode"));
    expect(textOf(sheet)).toContain("+2 bonus to speed");
  });

  it("R-MN-10: the Director gives the with-captain benefit as changes: add a row, set it to +2 speed, remove it", async () => {
    const sheet = await editSheet(table.gm, ogre);
    await table.gm.run(() => click(sheet, "addCaptainChange"));
    await table.session.settle();
    await fill(table.gm, sheet, {
      "system.captainChanges.0.key": "system.movement.speed",
      "system.captainChanges.0.value": "2",
    });
    for (const client of table.session.clients)
      expect(systemOf(client, ogre, "captainChanges")).toEqual([
        { key: "system.movement.speed", mode: 2, value: "2" },
      ]);
    await table.gm.run(() => click(sheet, "addCaptainChange"));
    await table.session.settle();
    await fill(table.gm, sheet, { "system.captainChanges.1.key": "system.stability" });
    await table.gm.run(() => click(find(sheet, "[data-action=removeCaptainChange][data-index='0']")));
    await table.session.settle();
    for (const client of table.session.clients)
      expect(systemOf(client, ogre, "captainChanges")).toEqual([
        { key: "system.stability", mode: 2, value: "1" },
      ]);
  });
});

describe("a retainer's sheet in edit mode", () => {
  it("R-RT-1: its owner edits its level, role, keywords, stats and damage modifiers", async () => {
    const { gm, alice } = table;
    const retainer = await create(gm, "Actor", {
      name: "Vess",
      type: "retainer",
      ownership: { default: 0, [alice.userId]: 3 },
      system: { mentor: table.heroes.alice.uuid, stamina: { value: 10, max: 21 } },
    });
    await table.session.settle();
    const sheet = await editSheet(alice, retainer);
    await fill(alice, sheet, {
      "system.level": "4",
      "system.role": "defender",
      "system.keywords": "Human, Soldier",
      "system.stamina.max": "33",
      "system.recoveries.max": "7",
      "system.freeStrike": "4",
      "system.movement.speed": "6",
      "system.damage.immunities.fire": "2",
    });
    for (const client of table.session.clients) {
      expect(systemOf(client, retainer, "level")).toBe(4);
      expect(systemOf(client, retainer, "role")).toBe("defender");
      expect(sorted(systemOf(client, retainer, "keywords"))).toEqual(["human", "soldier"]);
      expect(systemOf(client, retainer, "stamina.max")).toBe(33);
      expect(systemOf(client, retainer, "recoveries.max")).toBe(7);
      expect(systemOf(client, retainer, "freeStrike")).toBe(4);
      expect(systemOf(client, retainer, "movement.speed")).toBe(6);
      expect(systemOf(client, retainer, "damage.immunities.fire")).toBe(2);
    }
  });

  it("R-RT-1: its owner picks another mentor, then none", async () => {
    const { gm, alice } = table;
    const retainer = await create(gm, "Actor", {
      name: "Orla",
      type: "retainer",
      ownership: { default: 0, [alice.userId]: 3 },
      system: { mentor: table.heroes.alice.uuid },
    });
    await table.session.settle();
    const sheet = await editSheet(alice, retainer);
    await fill(alice, sheet, { "system.mentor": table.heroes.bob.uuid });
    for (const value of everywhere(retainer, "mentor")) expect(value).toBe(table.heroes.bob.uuid);
    await fill(alice, sheet, { "system.mentor": "" });
    for (const value of everywhere(retainer, "mentor")) expect(value).toBeNull();
    await alice.run(() => click(sheet, "toggleMode"));
    expect(textOf(sheet)).toContain("No mentor");
  });
});
