// @vitest-environment happy-dom
/**
 * What players may see in the tracker (as v13's own tracker decides it
 * (client/applications/sidebar/tabs/combat-tracker.mjs CombatTracker#_prepareTrackerContext skips a
 * combatant that is not `visible`; client/documents/combatant.mjs Combatant#visible is `isOwner || !hidden`):
 * the GM hides and defeats creatures with the row toggles on his rendered tracker, and each client's own
 * tracker (re-rendered by the writes, never forced) shows what that user may see. A squad's pool reaches
 * players only when the Director shows pools.
 */
import "../sim/install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "./table.ts";
import {
  combatOn,
  combatantOn,
  openCombat,
  setSetting,
  trackerOn,
  warningsOn,
  type Combat,
  type Tracker,
} from "./play.ts";
import { click, find, findAll } from "../sim/applications/user.ts";
import { instances } from "../sim/applications/application.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { HarnessActor } from "../harness/actor.ts";

let table: Table;
let combat: Combat;

const rowsOf = (client: SimClient, tracker: Tracker, token: SimTokenDocument): HTMLElement[] =>
  findAll(tracker, `[data-combatant-id="${combatantOn(client, combat, token)}"]`);
const rowOf = (client: SimClient, tracker: Tracker, token: SimTokenDocument): HTMLElement => {
  const [row] = rowsOf(client, tracker, token);
  if (!row) throw new Error(`${token.name} has no row on this tracker`);
  return row;
};

beforeAll(async () => {
  table = await setUpTable();
  const { gm, tokens } = table;
  combat = await openCombat(table, [
    tokens.alice,
    tokens.bob,
    ...tokens.minions,
    tokens.captain,
    tokens.leader,
  ]);
  // The Director's squad of eight minions (its forming is driven from the squad manager in combat-tracker.test.ts).
  const result = await gm.run(() =>
    combatOn(gm, combat).createSquad(tokens.minions.map((t) => on(gm, t)) as never[]),
  );
  expect(result).toMatchObject({ ok: true });
  await table.session.settle();
});
afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

describe("the tracker's visibility, as v13's tracker", () => {
  it("players have no hide or defeat toggles; the GM has them on every row", async () => {
    const players = await trackerOn(table.alice);
    expect(findAll(players, "[data-action=toggleHidden]")).toEqual([]);
    expect(findAll(players, "[data-action=toggleDefeated]")).toEqual([]);
    expect(findAll(players, "[data-action=steelboundToggleGroupHidden]")).toEqual([]);
    const gmTracker = await trackerOn(table.gm);
    expect(findAll(gmTracker, "[data-action=toggleHidden]")).toHaveLength(12);
    expect(findAll(gmTracker, "[data-action=toggleDefeated]")).toHaveLength(12);
  });

  it("the GM hides the Warlord with his row's toggle: gone from Alice's and Bob's trackers (name and all), dimmed on his; shown again", async () => {
    const { gm, alice, bob, tokens } = table;
    const gmTracker = await trackerOn(gm);
    const aliceTracker = await trackerOn(alice);
    expect(aliceTracker.element.innerHTML).toContain("Goblin Warlord");
    await gm.run(() => click(find(rowOf(gm, gmTracker, tokens.leader), "[data-action=toggleHidden]")));
    await table.session.settle();
    expect(warningsOn(gm)).toEqual([]);
    const leaderId = combatantOn(gm, combat, tokens.leader);
    expect(gm.run(() => combatOn(gm, combat).combatants.get(leaderId)?.hidden)).toBe(true);
    for (const player of [alice, bob]) {
      const tracker = await trackerOn(player);
      expect(rowsOf(player, tracker, tokens.leader)).toEqual([]);
      expect(tracker.element.innerHTML).not.toContain("Goblin Warlord");
      expect(findAll(tracker, ".combatant.hide")).toEqual([]);
    }
    const row = rowOf(gm, gmTracker, tokens.leader);
    expect(row.classList.contains("hide")).toBe(true);
    expect(find(row, "[data-action=toggleHidden]").classList.contains("active")).toBe(true);
    // Alice still sees her own hero and the squad.
    expect(rowsOf(alice, aliceTracker, tokens.alice)).toHaveLength(1);
    await gm.run(() => click(find(rowOf(gm, gmTracker, tokens.leader), "[data-action=toggleHidden]")));
    await table.session.settle();
    expect(rowsOf(alice, aliceTracker, tokens.leader)).toHaveLength(1);
    expect(rowOf(gm, gmTracker, tokens.leader).classList.contains("hide")).toBe(false);
  });

  it("a hidden hero stays on its owner's tracker (v13 Combatant#visible: isOwner) and leaves the others'", async () => {
    const { gm, alice, bob, tokens } = table;
    const gmTracker = await trackerOn(gm);
    await gm.run(() => click(find(rowOf(gm, gmTracker, tokens.bob), "[data-action=toggleHidden]")));
    await table.session.settle();
    expect(rowsOf(bob, await trackerOn(bob), tokens.bob)).toHaveLength(1);
    const aliceTracker = await trackerOn(alice);
    expect(rowsOf(alice, aliceTracker, tokens.bob)).toEqual([]);
    expect(aliceTracker.element.innerHTML).not.toContain("Tamsin");
    await gm.run(() => click(find(rowOf(gm, gmTracker, tokens.bob), "[data-action=toggleHidden]")));
    await table.session.settle();
    expect(rowsOf(alice, aliceTracker, tokens.bob)).toHaveLength(1);
  });

  it("the GM's defeat toggle marks the Shieldbearer defeated on every client and gives him the dead status; a second click clears both", async () => {
    const { gm, tokens } = table;
    const gmTracker = await trackerOn(gm);
    const dead = () => gm.run(() => (on(gm, tokens.captain).actor as HarnessActor).statuses.has("dead"));
    await gm.run(() => click(find(rowOf(gm, gmTracker, tokens.captain), "[data-action=toggleDefeated]")));
    await table.session.settle();
    expect(warningsOn(gm)).toEqual([]);
    expect(dead()).toBe(true);
    for (const client of table.session.clients) {
      const row = rowOf(client, await trackerOn(client), tokens.captain);
      expect(row.classList.contains("defeated")).toBe(true);
      expect(findAll(row, ".badge.defeated")).toHaveLength(1);
    }
    expect(
      find(rowOf(gm, gmTracker, tokens.captain), "[data-action=toggleDefeated]").classList.contains("active"),
    ).toBe(true);
    await gm.run(() => click(find(rowOf(gm, gmTracker, tokens.captain), "[data-action=toggleDefeated]")));
    await table.session.settle();
    expect(dead()).toBe(false);
    for (const client of table.session.clients)
      expect(rowOf(client, await trackerOn(client), tokens.captain).classList.contains("defeated")).toBe(
        false,
      );
  });

  it("R-MN-2: the squad's pool is hidden from Alice (its member count is not) until the Director shows pools", async () => {
    const { gm, alice } = table;
    const aliceTracker = await trackerOn(alice);
    expect(find(aliceTracker, ".unit-squad .alive").textContent).toContain("8/8 alive");
    expect(findAll(aliceTracker, ".unit-squad .pool")).toEqual([]);
    const gmTracker = await trackerOn(gm);
    const pool = find(gmTracker, ".unit-squad .pool").textContent;
    expect(pool).toMatch(/^Stamina \d+ \/ \d+$/);
    expect(aliceTracker.element.innerHTML).not.toContain(pool);
    await setSetting(gm, "squadPoolsVisible", true);
    await table.session.settle();
    expect(find(aliceTracker, ".unit-squad .pool").textContent).toBe(pool);
    await setSetting(gm, "squadPoolsVisible", false);
    await table.session.settle();
    expect(findAll(aliceTracker, ".unit-squad .pool")).toEqual([]);
  });

  it("the GM hides the whole squad from its header: no squad, minion or pool on Alice's tracker; dimmed on his; shown again", async () => {
    const { gm, alice } = table;
    const gmTracker = await trackerOn(gm);
    const aliceTracker = await trackerOn(alice);
    await gm.run(() => click(find(gmTracker, ".unit-squad [data-action=steelboundToggleGroupHidden]")));
    await table.session.settle();
    expect(warningsOn(gm)).toEqual([]);
    expect(findAll(aliceTracker, ".unit-squad")).toEqual([]);
    expect(aliceTracker.element.innerHTML).not.toContain("Goblin Spinecleaver");
    expect(find(gmTracker, ".unit-squad").classList.contains("hide")).toBe(true);
    expect(findAll(gmTracker, ".unit-squad .combatant.hide")).toHaveLength(8);
    await gm.run(() => click(find(gmTracker, ".unit-squad [data-action=steelboundToggleGroupHidden]")));
    await table.session.settle();
    expect(findAll(aliceTracker, ".unit-squad .combatant")).toHaveLength(8);
    expect(find(gmTracker, ".unit-squad").classList.contains("hide")).toBe(false);
  });
});
