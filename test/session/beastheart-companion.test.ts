// @vitest-environment happy-dom
/**
 * A Beastheart and their companion take a round together: the companion follows its hero
 * (`mentor`), is owned by the hero's player, acts inside the hero's turn on the heroes' side of every
 * tracker, and its abilities are rolled from its own sheet. Its abilities cost the hero's Ferocity; every
 * spend of Ferocity (the hero's or the companion's) grows the companion's Rampage; the end of the encounter
 * takes both. A companion made to follow someone else's hero cannot spend that hero's Ferocity.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, on, setUpTable, type Table } from "./table.ts";
import {
  actorOn,
  clickAnswering,
  combatOn,
  combatantOn,
  lastCardOn,
  nextTurnOf,
  openCombat,
  ownSheetOn,
  placeTokenFor,
  systemOf,
  trackerOn,
  useAbilityOn,
  warningsOn,
} from "./play.ts";
import { answerDialog, click, find, textOf } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import type { HarnessDocument } from "../harness/document.ts";
import type { Plain } from "../harness/utils.ts";

/** A heroic ability costing `resource` of the user's heroic resource (R-AB-8). */
const heroic = (name: string, resource: number): Plain => ({
  name,
  type: "ability",
  system: {
    category: "heroic",
    type: "main",
    keywords: ["melee", "strike", "weapon"],
    distance: { type: "melee", melee: 1 },
    target: { text: "One creature", count: 1 },
    cost: { resource },
    power: {
      characteristics: ["might"],
      tier1: { damage: { value: 4 } },
      tier2: { damage: { value: 7 } },
      tier3: { damage: { value: 10 } },
    },
  },
});

/** The Director makes a companion for a hero, owned by `owner`, with its Rampage at 0. */
async function companionFor(table: Table, hero: HarnessDocument, owner: string): Promise<HarnessDocument> {
  const wolf = await create(table.gm, "Actor", {
    name: "Wolf",
    type: "companion",
    ownership: { default: 0, [owner]: 3 },
    prototypeToken: { name: "Wolf", actorLink: true, disposition: 1, width: 1, height: 1 },
    system: {
      mentor: hero.uuid,
      stamina: { value: 24, max: 24 },
      characteristics: { might: 2, agility: 2, reason: -1, intuition: 2, presence: 1 },
      movement: { speed: 7 },
      heroicResource: { name: "Rampage", value: 0 },
    },
    items: [heroic("Ravaging Bite", 3)],
  });
  await table.session.settle();
  return wolf;
}

const ferocity = (table: Table, hero: HarnessDocument) =>
  table.session.clients.map((c) => systemOf(c, hero, "heroicResource.value"));
const rampage = (table: Table, wolf: HarnessDocument) =>
  table.session.clients.map((c) => systemOf(c, wolf, "heroicResource.value"));

describe("a Beastheart and their companion", () => {
  it("take a round together: the companion acts in its hero's turn, its ability costs the hero's Ferocity, each Ferocity spent grows its Rampage, and the encounter's end takes both", async () => {
    const table = await setUpTable();
    const { gm, alice, session, heroes, tokens } = table;
    await gm.run(() => on(gm, heroes.alice).update({ system: { heroicResource: { value: 8 } } }));
    const korva = on(gm, heroes.alice);
    await gm.run(() => korva.createEmbeddedDocuments("Item", [heroic("Savage Lunge", 2)]));
    const wolf = await companionFor(table, heroes.alice, alice.userId);
    const wolfToken = await placeTokenFor(table, wolf, 5, 2);
    const combat = await openCombat(table, [tokens.alice, wolfToken, tokens.captain]);
    // The companion sits inside its hero's row, on the heroes' side, on the player's tracker too.
    const heroesSide = textOf(find(await trackerOn(alice), "section.side-heroes"));
    expect(heroesSide).toContain("Korva");
    expect(heroesSide).toContain("Wolf");
    await gm.run(() => combat.startCombat());
    await session.settle();
    await nextTurnOf(table, combat, tokens.alice);
    const wolfId = combatantOn(gm, combat, wolfToken);
    for (const client of session.clients)
      expect(client.run(() => combatOn(client, combat).flow.turn?.actors)).toContain(wolfId);
    // The turn's gain (1d3, R-AB-8) landed: read the pool the GM holds before the spends.
    await session.settle();
    const start = systemOf(gm, heroes.alice, "heroicResource.value") as number;
    expect(start).toBeGreaterThan(8);

    // Alice rolls the wolf's bite from its own sheet.
    table.alice.user.targets = new Set([{ document: on(alice, tokens.captain) }]);
    const sheet = await ownSheetOn(alice, actorOn(alice, wolf));
    queueDice(6, 6);
    const using = alice.run(() => click(sheet, "useAbility"));
    await alice.run(() => answerDialog("roll"));
    await using;
    await session.settle();
    for (const client of session.clients) expect(lastCardOn(client).textContent).toContain("Ravaging Bite");
    expect(ferocity(table, heroes.alice)).toEqual(session.clients.map(() => start - 3));
    expect(rampage(table, wolf)).toEqual(session.clients.map(() => 3));
    await alice.run(() => sheet.close());

    // Korva's own heroic ability: Ferocity spent by the hero grows the companion's Rampage as well.
    await useAbilityOn(table, alice, heroes.alice, [tokens.captain], [6, 6], "Savage Lunge");
    expect(ferocity(table, heroes.alice)).toEqual(session.clients.map(() => start - 5));
    expect(rampage(table, wolf)).toEqual(session.clients.map(() => 5));

    // The Director ends the encounter: Ferocity and Rampage are gone on every client.
    await clickAnswering(table, gm, find((await trackerOn(gm)).element, "[data-action=endCombat]"), "ok");
    expect(warningsOn(gm)).toEqual([]);
    expect(ferocity(table, heroes.alice)).toEqual(session.clients.map(() => 0));
    expect(rampage(table, wolf)).toEqual(session.clients.map(() => 0));
  });

  it("a companion its player points at another player's hero cannot spend that hero's Ferocity", async () => {
    const table = await setUpTable();
    const { gm, alice, session, heroes, tokens } = table;
    await gm.run(() => on(gm, heroes.bob).update({ system: { heroicResource: { value: 6 } } }));
    const wolf = await companionFor(table, heroes.alice, alice.userId);
    // Alice owns the wolf, so her client may write its master: she names Bob's hero.
    await alice.run(() => actorOn(alice, wolf).update({ system: { mentor: heroes.bob.uuid } }));
    await session.settle();
    table.alice.user.targets = new Set([{ document: on(alice, tokens.captain) }]);
    const sheet = await ownSheetOn(alice, actorOn(alice, wolf));
    const seen = alice.notifications.length;
    queueDice(6, 6);
    const using = alice.run(() => click(sheet, "useAbility"));
    await alice.run(() => answerDialog("roll"));
    await using;
    await session.settle();
    expect(warningsOn(alice, seen).length).toBeGreaterThan(0);
    expect(ferocity(table, heroes.bob)).toEqual(session.clients.map(() => 6));
    expect(rampage(table, wolf)).toEqual(session.clients.map(() => 0));
    // No card: the use stopped before anything was rolled or posted.
    for (const client of session.clients)
      expect([...client.chatLog.shown.values()].map((card) => card.textContent).join(" ")).not.toContain(
        "Ravaging Bite",
      );
  });
});
