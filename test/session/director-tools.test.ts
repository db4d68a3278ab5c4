// @vitest-environment happy-dom
/**
 * The Director's tools where the Director meets them: buttons in each client's rendered Actors directory,
 * windows clicked on the GM's client, monsters dragged in from the sidebar and the compendium, the state
 * written as world settings through the simulated server and every open window re-rendered on every
 * client. Steps run in order and share the table.
 */
import "../sim/install.ts";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { create, packSource, setUpTable, type Table } from "./table.ts";
import { clickAnswering, lastCardOn, warningsOn } from "./play.ts";
import type { SimClient } from "../sim/client.ts";
import { instances } from "../sim/applications/application.ts";
import { ActorDirectory, Compendium } from "../sim/applications/document-directory.ts";
import { change, click, dragAndDrop, field, find, findAll, open, textOf } from "../sim/applications/user.ts";
import { addPack, type HarnessCompendiumCollection } from "../harness/compendium.ts";
import type { Plain } from "../harness/utils.ts";
import { ENCOUNTER_BUILDER_ID } from "../../src/applications/director/encounter-builder.ts";
import { MONTAGE_TRACKER_ID } from "../../src/applications/director/montage-tracker.ts";
import { NEGOTIATION_TRACKER_ID } from "../../src/applications/director/negotiation-tracker.ts";
import { readEncounter, readMontage, readNegotiation } from "../../src/data/settings/director-store.ts";

let table: Table;
type Window = { readonly element: HTMLElement; readonly rendered: boolean };

const MONSTERS = join(import.meta.dirname, "../../packs/monsters");
const monsterSources = (): Plain[] =>
  readdirSync(MONSTERS).map((file) => JSON.parse(readFileSync(join(MONSTERS, file), "utf8")) as Plain);

/** The system's monster compendium, as every client's game.packs holds it. */
function addMonsterPack(client: SimClient): HarnessCompendiumCollection {
  return client.run(() =>
    addPack({
      id: "steelbound.monsters",
      label: "Monsters",
      type: "Actor",
      packageType: "system",
      documents: monsterSources(),
    }),
  );
}

/** The client's Actors sidebar tab, rendered (its render hooks add the Director's buttons). */
async function actorsTab(client: SimClient): Promise<ActorDirectory> {
  const tab = client.run(() => new ActorDirectory());
  await client.run(() => open(tab));
  return tab;
}

/** The tool window with this id open on the client, if any. */
function windowOn(client: SimClient, id: string): Window | undefined {
  return client.run(() => instances.get(id));
}
function shown(client: SimClient, id: string): Window {
  const app = windowOn(client, id);
  if (!app?.rendered) throw new Error(`${id} is not open on ${client.label}`);
  return app;
}
/** How many elements with this id the client's page shows. */
const onPage = (client: SimClient, id: string) =>
  document.querySelectorAll(`[data-sim-client="${client.label}"] #${id}`).length;

/** Setting writes each user sent to the server. */
const settingWrites = (client: SimClient) =>
  table.session.server.log.filter(
    (e) => e.userId === client.userId && "type" in e.request && e.request.type === "Setting",
  ).length;

async function clickOn(client: SimClient, app: Window, selector: string): Promise<void> {
  await client.run(() => click(find(app, selector)));
  await table.session.settle();
}
async function changeOn(client: SimClient, app: Window, selector: string, value: string | boolean) {
  await client.run(() => change(field(app, selector), value));
  await table.session.settle();
}

describe("the Director's tools at the table", () => {
  it("the Actors directory shows the Director all four tools (the monster builder too) and a player only the montage", async () => {
    table = await setUpTable();
    for (const client of table.session.clients) addMonsterPack(client);
    const gmTab = await actorsTab(table.gm);
    const tools = findAll(gmTab, "[data-steelbound-tool]").map((b) => b.dataset["steelboundTool"]);
    expect(tools).toEqual(["encounter", "monster", "montage", "negotiation", "test"]);
    expect(textOf(find(gmTab, ".directory-header"))).toContain("Encounter");
    const aliceTab = await actorsTab(table.alice);
    expect(findAll(aliceTab, "[data-steelbound-tool]").map((b) => b.dataset["steelboundTool"])).toEqual([
      "montage",
    ]);
    // A re-render of the directory (a new actor) keeps one row of buttons.
    await create(table.gm, "Actor", { name: "Scratch", type: "monster" });
    await table.session.settle();
    await table.gm.run(() => open(gmTab));
    expect(findAll(gmTab, ".steelbound-director-tools")).toHaveLength(1);
  });

  it("R-EB-1, R-RT-2: the Encounter button opens one builder with the players' heroes and their budget", async () => {
    const { gm } = table;
    const gmTab = await actorsTab(gm);
    await gm.run(() => click(find(gmTab, '[data-steelbound-tool="encounter"]')));
    await table.session.settle();
    const builder = shown(gm, ENCOUNTER_BUILDER_ID);
    // Korva and Tamsin, level 1: 2 × (4 + 2 × 1) = 12 EV for a standard encounter.
    expect(textOf(builder)).toContain("Heroes: 2 · retainers: 0");
    expect(textOf(find(builder, ".budget-bar"))).toContain("0 / 12 EV");
    // The button again, or the macro, brings the same window forward: one per tool.
    await gm.run(() => click(find(gmTab, '[data-steelbound-tool="encounter"]')));
    await gm.run(() => steelbound.openEncounterBuilder());
    await table.session.settle();
    expect(windowOn(gm, ENCOUNTER_BUILDER_ID)).toBe(builder);
    expect(onPage(gm, ENCOUNTER_BUILDER_ID)).toBe(1);
    // A player's macro opens nothing: the builder is the Director's.
    await table.alice.run(() => steelbound.openEncounterBuilder());
    expect(windowOn(table.alice, ENCOUNTER_BUILDER_ID)).toBeUndefined();
  });

  it("R-EB-1, R-RT-2: a retainer dropped in counts as one more hero; levels and difficulty move the budget", async () => {
    const { gm } = table;
    const builder = shown(gm, ENCOUNTER_BUILDER_ID);
    const retainer = await create(gm, "Actor", {
      name: "Bram",
      type: "retainer",
      ownership: { default: 0, [table.alice.userId]: 3 },
      system: { level: 1, mentor: table.heroes.alice.uuid },
    });
    await table.session.settle();
    const tab = await actorsTab(gm);
    await gm.run(() => dragAndDrop(find(tab, `[data-entry-id="${retainer.id}"]`), builder));
    await table.session.settle();
    expect(textOf(builder)).toContain("Heroes: 2 · retainers: 1");
    expect(textOf(find(builder, ".budget-bar"))).toContain("0 / 18 EV");
    await changeOn(gm, builder, `[name="party.${table.heroes.alice.uuid}.level"]`, "3");
    // Korva at level 3: 10 + 6 + 6 = 22.
    expect(textOf(find(builder, ".budget-bar"))).toContain("0 / 22 EV");
    await changeOn(gm, builder, '[name="difficulty"]', "hard");
    expect(gm.run(() => readEncounter().difficulty)).toBe("hard");
    await changeOn(gm, builder, '[name="difficulty"]', "standard");
    await clickOn(gm, builder, `[data-action="removeMember"][data-id="${retainer.uuid}"]`);
    expect(textOf(builder)).toContain("Heroes: 2 · retainers: 0");
    await changeOn(gm, builder, `[name="party.${table.heroes.alice.uuid}.level"]`, "1");
  });

  it("R-EB-3, R-MO-5: monsters dragged from the sidebar and the compendium, counted, minions by fours, over budget", async () => {
    const { gm } = table;
    const builder = shown(gm, ENCOUNTER_BUILDER_ID);
    const tab = await actorsTab(gm);
    const entry = (actor: { id: string }) => find(tab, `[data-entry-id="${actor.id}"]`);
    // Two drops (a user's drops are seconds apart: each write has landed before the next).
    for (let i = 0; i < 2; i += 1) {
      await gm.run(() => dragAndDrop(entry(table.monsters.minion), builder));
      await table.session.settle();
    }
    const minionCount = `[name="monsters.${table.monsters.minion.uuid}.count"]`;
    expect(field(builder, minionCount).value).toBe("2");
    await changeOn(gm, builder, minionCount, "8");
    // Eight minions at 3 EV per four: 6 EV, two sets.
    expect(textOf(find(builder, ".monster-line.minion"))).toContain("Sets of four: 2");
    expect(textOf(find(builder, ".budget-bar"))).toContain("6 / 12 EV");
    expect(textOf(find(builder, ".budget-bar"))).toContain("Under budget by 6 EV");
    // From the compendium: the Warlord (12 EV) tips it over.
    const pack = gm.run(() => new Compendium({ collection: addMonsterPack(gm) }));
    await gm.run(() => open(pack));
    const warlordId = String(monsterSources().find((s) => s["name"] === "Goblin Warlord")?.["_id"]);
    await gm.run(() => dragAndDrop(find(pack, `[data-entry-id="${warlordId}"]`), builder));
    await table.session.settle();
    const warlordUuid = `Compendium.steelbound.monsters.Actor.${warlordId}`;
    expect(gm.run(() => readEncounter().monsters.map((m) => m.uuid))).toContain(warlordUuid);
    expect(find(builder, ".budget-bar").classList).toContain("budget-over");
    expect(textOf(find(builder, ".budget-bar"))).toContain("Over budget by 6 EV");
    // A hero dropped is a party member, not a monster; an item is ignored.
    await gm.run(() => dragAndDrop(entry(table.heroes.bob), builder));
    await table.session.settle();
    expect(gm.run(() => readEncounter().monsters)).toHaveLength(2);
    // Picked from the world's list instead: the Shieldbearer.
    const gmWrites = settingWrites(gm);
    await gm.run(() =>
      change(find(builder, 'select[data-role="monster-choice"]'), table.monsters.captain.uuid),
    );
    await table.session.settle();
    expect(settingWrites(gm)).toBe(gmWrites);
    await clickOn(gm, builder, '[data-action="addMonster"]');
    expect(gm.run(() => readEncounter().monsters)).toHaveLength(3);
    await clickOn(gm, builder, `[data-action="removeMonster"][data-uuid="${table.monsters.captain.uuid}"]`);
    expect(gm.run(() => readEncounter().monsters)).toHaveLength(2);
    // The monster's name opens its sheet.
    await clickOn(gm, builder, `[data-action="openMonster"][data-uuid="${table.monsters.minion.uuid}"]`);
    expect(warningsOn(gm)).toEqual([]);
  });

  it("R-EB-4: an objective shifts the difficulty; its facts are asked for", async () => {
    const { gm } = table;
    const builder = shown(gm, ENCOUNTER_BUILDER_ID);
    await changeOn(gm, builder, '[name="objective"]', "destroyTheThing");
    expect(textOf(builder)).toContain("The object's stamina is usually 35 (level 1 × 35)");
    await changeOn(gm, builder, '[name="facts.specialDefenses"]', "2");
    expect(gm.run(() => readEncounter().facts.specialDefenses)).toBe(2);
    expect(textOf(find(builder, ".shift"))).not.toBe("");
    await changeOn(gm, builder, '[name="objective"]', "defeatSpecificFoe");
    const warlord = gm.run(() => readEncounter().monsters.find((m) => m.organization === "leader"));
    await changeOn(gm, builder, '[name="facts.target"]', warlord?.uuid ?? "");
    expect(gm.run(() => readEncounter().facts.target)).toBe(warlord?.uuid);
    // Each objective asks for its own facts (R-EB-4).
    const asks: Record<string, string> = {
      getTheThing: "facts.thingHiddenOrHeld",
      escort: "facts.delicateWard",
      holdThemOff: "facts.defendedPoints",
      assaultTheDefenses: "facts.defenderBenefits",
      stopTheAction: "facts.singleCulprit",
      completeTheAction: "facts.workNeedsTests",
    };
    for (const [objective, fact] of Object.entries(asks)) {
      await changeOn(gm, builder, '[name="objective"]', objective);
      expect(findAll(builder, `[name="${fact}"]`), objective).toHaveLength(1);
    }
    // R-EB-4: the thing hidden (harder) and no guard worth a third of the EV (easier) cancel.
    await changeOn(gm, builder, '[name="objective"]', "getTheThing");
    await changeOn(gm, builder, '[name="facts.target"]', "");
    expect(textOf(find(builder, ".shift"))).toContain("The objective shifts the difficulty by −1.");
    await changeOn(gm, builder, '[name="facts.thingHiddenOrHeld"]', true);
    expect(textOf(find(builder, ".shift"))).toContain(
      "One reason makes it harder and one easier: they cancel, and the difficulty stays.",
    );
    await changeOn(gm, builder, '[name="facts.thingHiddenOrHeld"]', false);
    await changeOn(gm, builder, '[name="objective"]', "completeTheAction");
    await changeOn(gm, builder, '[name="facts.workNeedsTests"]', true);
    expect(gm.run(() => readEncounter().facts.workNeedsTests)).toBe(true);
    await changeOn(gm, builder, '[name="objective"]', "defeatSpecificFoe");
    await changeOn(gm, builder, '[name="name"]', "Warren ambush");
    expect(gm.run(() => readEncounter().name)).toBe("Warren ambush");
  });

  it("the builder's draft is a world setting only the Director writes; Clear asks first", async () => {
    const { gm, alice } = table;
    // Every client holds the same draft (the world setting), the player included.
    expect(alice.run(() => readEncounter().name)).toBe("Warren ambush");
    expect(settingWrites(alice)).toBe(0);
    // A player's own client cannot write it: the server refuses (v13 BaseSetting SETTINGS_MODIFY).
    await expect(
      alice.run(() => game.settings?.set("steelbound", "encounter", { ...readEncounter(), name: "Mine" })),
    ).rejects.toThrow(
      /Alice lacks permission to update Setting: .*world settings need the SETTINGS_MODIFY permission/,
    );
    expect(gm.run(() => readEncounter().name)).toBe("Warren ambush");
    const builder = shown(gm, ENCOUNTER_BUILDER_ID);
    await clickAnswering(table, gm, find(builder, '[data-action="clear"]'), "no");
    expect(gm.run(() => readEncounter().monsters)).toHaveLength(2);
    await clickAnswering(table, gm, find(builder, '[data-action="clear"]'), "yes");
    expect(gm.run(() => readEncounter())).toMatchObject({ name: "", monsters: [], objective: "" });
    // A fresh draft loads the party again: now Alice's retainer Bram is one more hero (R-RT-2).
    expect(textOf(builder)).toContain("Heroes: 2 · retainers: 1");
    expect(textOf(find(builder, ".budget-bar"))).toContain("0 / 18 EV");
    await clickOn(gm, builder, '[data-action="loadParty"]');
    expect(gm.run(() => readEncounter().party)).toHaveLength(3);
  });

  it("R-TS-6: the Montage button opens the tracker with the players' heroes; Alice sees it read-only on her client", async () => {
    const { gm, alice } = table;
    const gmTab = await actorsTab(gm);
    await gm.run(() => click(find(gmTab, '[data-steelbound-tool="montage"]')));
    await table.session.settle();
    const tracker = shown(gm, MONTAGE_TRACKER_ID);
    expect(findAll(tracker, ".montage-hero strong").map((e) => e.textContent)).toEqual(["Korva", "Tamsin"]);
    // Two heroes, moderate: 6 − 3 = 3 successes, 4 − 3 → 2 failures.
    expect(textOf(find(tracker, ".limits"))).toBe("2 heroes: success limit 3, failure limit 2");
    await changeOn(gm, tracker, '[name="difficulty"]', "hard");
    await changeOn(gm, tracker, '[name="name"]', "Flight from the warren");
    expect(textOf(find(tracker, ".limits"))).toBe("2 heroes: success limit 4, failure limit 2");
    const writes = settingWrites(alice);
    const aliceTab = await actorsTab(alice);
    await alice.run(() => click(find(aliceTab, '[data-steelbound-tool="montage"]')));
    await table.session.settle();
    const hers = shown(alice, MONTAGE_TRACKER_ID);
    expect(textOf(find(hers, ".limits"))).toBe("2 heroes: success limit 4, failure limit 2");
    expect(field(hers, '[name="name"]').value).toBe("Flight from the warren");
    expect(field(hers, '[name="name"]').disabled).toBe(true);
    expect(findAll(hers, '[data-action="record"], .tool-footer')).toEqual([]);
    // Her client never writes the montage, even when she changes a (disabled) field by script.
    await alice.run(() => change(field(hers, '[name="maxRounds"]'), "5"));
    await table.session.settle();
    expect(settingWrites(alice)).toBe(writes);
    expect(gm.run(() => readMontage().maxRounds)).toBe(2);
  });

  it("R-TS-6: each hero acts once a round; a skill is used once per montage; the tally updates on Alice's window too", async () => {
    const { gm, alice } = table;
    const tracker = shown(gm, MONTAGE_TRACKER_ID);
    const writes = settingWrites(alice);
    const korva = table.heroes.alice.uuid;
    const tamsin = table.heroes.bob.uuid;
    const skillSelect = `select[data-skill-for="${korva}"]`;
    const firstSkill = [...(field(tracker, skillSelect) as HTMLSelectElement).options][1]?.value ?? "";
    // Picking the skill (a select without a name) submits the form but writes nothing, so the pick stays.
    const gmWrites = settingWrites(gm);
    await changeOn(gm, tracker, skillSelect, firstSkill);
    expect(settingWrites(gm)).toBe(gmWrites);
    await clickOn(gm, tracker, `[data-action="record"][data-hero-id="${korva}"][data-outcome="success"]`);
    expect(gm.run(() => readMontage().entries[0]?.skill)).toBe(firstSkill);
    // Korva has acted: no buttons for him until the round ends.
    expect(findAll(tracker, `[data-action="record"][data-hero-id="${korva}"]`)).toEqual([]);
    await clickOn(gm, tracker, `[data-action="record"][data-hero-id="${tamsin}"][data-outcome="failure"]`);
    expect(textOf(find(tracker, ".round-over"))).toBe("Every hero has acted: end the round.");
    // Alice's window re-rendered from the setting change.
    const hers = shown(alice, MONTAGE_TRACKER_ID);
    expect(findAll(hers, ".tally-count").map((e) => e.textContent)).toEqual(["1 / 4", "1 / 2"]);
    expect(textOf(hers)).toContain("Success (");
    await clickOn(gm, tracker, '[data-action="endRound"]');
    // Round 2: Korva may not pick the skill he used (R-TS-6).
    const offered = [...(field(tracker, skillSelect) as HTMLSelectElement).options].map((o) => o.value);
    expect(offered).not.toContain(firstSkill);
    expect(textOf(find(tracker, ".used-skills"))).not.toBe("");
    // The Director grants a success for a clever idea, then takes it back.
    await clickOn(gm, tracker, '[data-action="grant"][data-outcome="success"]');
    expect(gm.run(() => readMontage().entries)).toHaveLength(3);
    await clickOn(gm, tracker, '[data-action="undo"]');
    expect(gm.run(() => readMontage().entries)).toHaveLength(2);
    await clickOn(gm, tracker, `[data-action="record"][data-hero-id="${korva}"][data-outcome="success"]`);
    await clickOn(gm, tracker, `[data-action="record"][data-hero-id="${tamsin}"][data-outcome="success"]`);
    await clickOn(gm, tracker, '[data-action="grant"][data-outcome="success"]');
    // Four successes on a hard montage: total success, two victories — on both clients.
    for (const [client, app] of [
      [gm, tracker],
      [alice, hers],
    ] as const) {
      expect(textOf(find(app, ".result")), client.label).toContain("Total success");
      expect(textOf(find(app, ".result"))).toContain("Victories: 2");
    }
    expect(settingWrites(alice)).toBe(writes);
  });

  it("R-TS-6: posting the montage puts its outcome card in every client's chat", async () => {
    const { gm } = table;
    const tracker = shown(gm, MONTAGE_TRACKER_ID);
    const before = table.alice.chatLog.shown.size;
    await clickOn(gm, tracker, '[data-action="post"]');
    for (const client of table.session.clients) {
      expect(lastCardOn(client).textContent, client.label).toContain("Flight from the warren");
      expect(lastCardOn(client).textContent).toContain("Total success");
    }
    expect(table.alice.chatLog.shown.size).toBe(before + 1);
  });

  it("R-TS-6: the roster: a monster is refused, a hero dropped joins, heroes removed and reloaded; Reset asks first", async () => {
    const { gm } = table;
    const tracker = shown(gm, MONTAGE_TRACKER_ID);
    await clickAnswering(table, gm, find(tracker, '[data-action="reset"]'), "yes");
    expect(gm.run(() => readMontage())).toMatchObject({
      entries: [],
      roundsCompleted: 0,
      difficulty: "hard",
    });
    await clickOn(gm, tracker, `[data-action="removeHero"][data-hero-id="${table.heroes.bob.uuid}"]`);
    expect(findAll(tracker, ".montage-hero strong").map((e) => e.textContent)).toEqual(["Korva"]);
    const tab = await actorsTab(gm);
    await gm.run(() => dragAndDrop(find(tab, `[data-entry-id="${table.monsters.leader.id}"]`), tracker));
    await table.session.settle();
    expect(gm.notifications.at(-1)).toEqual({
      level: "warn",
      message: "Only heroes take part in a montage test.",
    });
    await gm.run(() => dragAndDrop(find(tab, `[data-entry-id="${table.heroes.bob.id}"]`), tracker));
    await table.session.settle();
    expect(findAll(tracker, ".montage-hero strong").map((e) => e.textContent)).toEqual(["Korva", "Tamsin"]);
    await clickOn(gm, tracker, `[data-action="removeHero"][data-hero-id="${table.heroes.bob.uuid}"]`);
    await clickOn(gm, tracker, '[data-action="loadHeroes"]');
    expect(gm.run(() => readMontage().heroes.map((h) => h.name))).toEqual(["Korva", "Tamsin"]);
  });

  it("R-NG-1: the Negotiation button is the Director's; a dropped NPC brings its motivations, pitfalls and impression", async () => {
    const { gm, alice } = table;
    await alice.run(() => steelbound.openNegotiationTracker());
    expect(windowOn(alice, NEGOTIATION_TRACKER_ID)).toBeUndefined();
    const mayor = await create(gm, "Actor", {
      ...packSource("monsters", "Goblin Warlord"),
      name: "Mayor Grell",
      system: {
        ...(packSource("monsters", "Goblin Warlord")["system"] as Plain),
        negotiation: {
          interest: 2,
          patience: 3,
          motivations: ["greed", "peace"],
          pitfalls: ["power"],
          impression: 3,
        },
      },
    });
    await table.session.settle();
    const tab = await actorsTab(gm);
    await gm.run(() => click(find(tab, '[data-steelbound-tool="negotiation"]')));
    await table.session.settle();
    const tracker = shown(gm, NEGOTIATION_TRACKER_ID);
    await gm.run(() => dragAndDrop(find(tab, `[data-entry-id="${table.heroes.bob.id}"]`), tracker));
    await table.session.settle();
    expect(gm.notifications.at(-1)?.level).toBe("warn");
    await gm.run(() => dragAndDrop(find(tab, `[data-entry-id="${mayor.id}"]`), tracker));
    await table.session.settle();
    expect(textOf(find(tracker, "h2"))).toBe("Mayor Grell");
    expect(field(tracker, '[name="impression"]').value).toBe("3");
    expect(field(tracker, '[name="trait.greed"]').value).toBe("motivation");
    expect(field(tracker, '[name="trait.peace"]').value).toBe("motivation");
    expect(field(tracker, '[name="trait.power"]').value).toBe("pitfall");
    expect(field(tracker, '[name="trait.justice"]').value).toBe("");
  });

  it("R-NG-2: attitude and speakers set the start; the Director's buttons move interest and patience", async () => {
    const { gm } = table;
    const tracker = shown(gm, NEGOTIATION_TRACKER_ID);
    await changeOn(gm, tracker, '[name="attitude"]', "suspicious");
    await changeOn(gm, tracker, '[name="speakers"]', "1");
    await clickOn(gm, tracker, '[data-action="begin"]');
    // Suspicious: interest 2, patience 2; one hero speaks the NPC's language: patience +1.
    const stats = () => findAll(tracker, ".stat strong").map((e) => e.textContent);
    expect(stats()).toEqual(["2", "3"]);
    await clickOn(gm, tracker, '[data-action="adjust"][data-stat="interest"][data-delta="1"]');
    await clickOn(gm, tracker, '[data-action="adjust"][data-stat="patience"][data-delta="-1"]');
    expect(stats()).toEqual(["3", "2"]);
    await clickOn(gm, tracker, '[data-action="adjust"][data-stat="interest"][data-delta="-1"]');
    await clickOn(gm, tracker, '[data-action="adjust"][data-stat="patience"][data-delta="1"]');
    expect(stats()).toEqual(["2", "3"]);
    // The first discovery test needs no argument before it (R-NG-4).
    expect((find(tracker, '[data-action="discover"]') as HTMLButtonElement).disabled).toBe(false);
  });

  it("R-NG-4…R-NG-7, R-NG-3: arguments, a discovery and a pitfall run the NPC out of patience to a final offer", async () => {
    const { gm, alice } = table;
    const tracker = shown(gm, NEGOTIATION_TRACKER_ID);
    const stats = () => findAll(tracker, ".stat strong").map((e) => e.textContent);
    const argue = async (fields: Record<string, string>) => {
      for (const [name, value] of Object.entries(fields))
        await changeOn(gm, tracker, `[name="${name}"]`, value);
      await clickOn(gm, tracker, '[data-action="argue"]');
    };
    await argue({ "argument.motivation": "greed", "argument.tier": "3" });
    expect(stats()).toEqual(["3", "3"]);
    await changeOn(gm, tracker, '[name="discovery.tier"]', "3");
    await changeOn(gm, tracker, '[name="discovery.reveal"]', "pitfall:power");
    await clickOn(gm, tracker, '[data-action="discover"]');
    expect(find(tracker, ".chip.pitfall").classList).toContain("known");
    // No second discovery until another argument (R-NG-4).
    expect((find(tracker, '[data-action="discover"]') as HTMLButtonElement).disabled).toBe(true);
    await argue({ "argument.motivation": "peace", "argument.tier": "2" });
    expect(stats()).toEqual(["4", "2"]);
    await argue({ "argument.motivation": "", "argument.pitfall": "power" });
    expect(stats()).toEqual(["3", "1"]);
    await argue({ "argument.motivation": "greed", "argument.pitfall": "" });
    expect(stats()).toEqual(["3", "0"]);
    expect(find(tracker, ".ended")).toBeTruthy();
    expect(findAll(tracker, '[data-action="argue"]')).toEqual([]);
    expect(findAll(tracker, ".log li")).toHaveLength(5);
    // The state is the world setting: Alice's client holds it and never wrote it.
    expect(alice.run(() => readNegotiation())).toMatchObject({ interest: 3, patience: 0, started: true });
  });

  it("R-NG-3, R-NG-8: posting the negotiation puts the final offer in every client's chat; Reset asks first", async () => {
    const { gm } = table;
    const tracker = shown(gm, NEGOTIATION_TRACKER_ID);
    await clickOn(gm, tracker, '[data-action="post"]');
    for (const client of table.session.clients)
      expect(lastCardOn(client).textContent, client.label).toContain("Mayor Grell");
    await clickAnswering(table, gm, find(tracker, '[data-action="reset"]'), "yes");
    expect(gm.run(() => readNegotiation())).toMatchObject({ started: false, traits: [], npc: { name: "" } });
    expect((find(tracker, '[data-action="post"]') as HTMLButtonElement).disabled).toBe(true);
  });
});
