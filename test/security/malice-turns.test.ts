// @vitest-environment happy-dom
/**
 * R-CB-7 / R-ML-5: a player given a monster can no longer drain the Director's Malice with
 * requests. Bob runs a modded client that sends `spendMalice` straight to the GM for the Goblin Hexer he was
 * given (Hex Net: a main action costing 2; Hex Riposte: a triggered action costing 1). The GM judges each
 * ask from its own Combat document: none outside a started combat, a main action only on the hexer's turn
 * and once that turn, a triggered action once a round. Steps run in order and share the table.
 */
import "../sim/install.ts";
import { describe, expect, it } from "vitest";
import { create, on, packSource, setUpTable, type Table } from "../session/table.ts";
import {
  clickOn,
  combatantOn,
  joinCombat,
  maliceOn,
  nextTurnOf,
  openCombat,
  placeTokenFor,
  setSetting,
  trackerOn,
  warningsOn,
  type Combat,
} from "../session/play.ts";
import { find } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import { requestGm } from "../../src/documents/gm-channel/request-gm.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { HarnessDocument } from "../harness/document.ts";

const NOT_IN_COMBAT =
  "A monster you control spends Malice only in a running combat it takes part in: ask the Director.";
const OFF_TURN =
  "That ability takes a main action, maneuver or move, and it is not this monster's turn: its Malice was not spent.";
const USED =
  "This monster has already paid Malice for that kind of action this turn (a triggered action: this round). The Director can spend more himself.";

let table: Table;
let hexer: HarnessDocument;
let hexerToken: SimTokenDocument;
let combat: Combat;

/** Bob's modded client asks the GM to pay for the hexer's `name`, as many times as `times`, all at once. */
async function bobAsks(name: string, times = 1): Promise<unknown[]> {
  const { bob, session } = table;
  const item = bob.run(() =>
    (on(bob, hexer) as unknown as Actor.Implementation).items.find((i) => i.name === name),
  );
  if (!item) throw new Error(`no ${name}`);
  const ask = () =>
    bob.run(() =>
      requestGm({ kind: "spendMalice", actorUuid: hexer.uuid, abilityUuid: item.uuid, spendTimes: 0 }),
    );
  const results = await Promise.all(Array.from({ length: times }, ask));
  await session.settle();
  return results;
}

/** The Director sets the pool (a new round adds Malice, R-ML-2); every client has it. */
async function poolOf(value: number): Promise<void> {
  await setSetting(table.gm, "malice", { value, maliciousStrikeRound: -1 });
  await table.session.settle();
}

const everywhere = (value: number) => {
  for (const client of table.session.clients) expect(maliceOn(client)).toBe(value);
};

describe("A player's monster pays Malice for a use on a turn, judged by the GM", () => {
  it("R-ML-5: outside a combat, Bob's request for Hex Net is refused; Malice stays", async () => {
    table = await setUpTable();
    const { gm, bob } = table;
    hexer = await create(gm, "Actor", {
      ...packSource("monsters", "Goblin Shieldbearer"),
      name: "Goblin Hexer",
      ownership: { default: 0, [bob.userId]: 3 },
    });
    await gm.run(() =>
      hexer.createEmbeddedDocuments("Item", [
        { name: "Hex Net", type: "ability", system: { type: "main", cost: { malice: 2 } } },
        { name: "Hex Riposte", type: "ability", system: { type: "triggered", cost: { malice: 1 } } },
      ]),
    );
    hexerToken = await placeTokenFor(table, hexer, 6, 6);
    await poolOf(10);
    const seen = bob.notifications.length;
    expect(await bobAsks("Hex Net")).toEqual([null]);
    expect(warningsOn(bob, seen)).toEqual([NOT_IN_COMBAT]);
    everywhere(10);
  });

  it("R-CB-7: on Korva's turn the hexer's main action is refused; its triggered action is paid once this round", async () => {
    const { alice, bob, gm, session, tokens } = table;
    combat = await openCombat(table, [tokens.alice, tokens.bob]);
    await joinCombat(table, combat, hexerToken);
    queueDice(7);
    await gm.run(() => combat.startCombat());
    await session.settle();
    // The heroes go first; Alice takes Korva's turn from her tracker.
    const tracker = await trackerOn(alice);
    await clickOn(table, alice, find(tracker, '[data-action="steelboundChooseSide"][data-side="heroes"]'));
    const korva = combatantOn(alice, combat, tokens.alice);
    await clickOn(
      table,
      alice,
      find(tracker, `[data-combatant-id="${korva}"] [data-action="steelboundAct"]`),
    );
    await poolOf(10);
    const seen = bob.notifications.length;
    expect(await bobAsks("Hex Net")).toEqual([null]);
    expect(warningsOn(bob, seen)).toEqual([OFF_TURN]);
    everywhere(10);
    // A triggered action may come on another creature's turn: once this round.
    const [paid] = await bobAsks("Hex Riposte");
    expect(paid).toMatchObject({ value: 9 });
    expect(await bobAsks("Hex Riposte")).toEqual([null]);
    expect(warningsOn(bob, seen)).toEqual([OFF_TURN, USED]);
    everywhere(9);
  });

  it("R-CB-7: on the hexer's turn five requests for Hex Net at once drain the pool once; the triggered action stays spent this round", async () => {
    const { bob } = table;
    await nextTurnOf(table, combat, hexerToken);
    expect(table.gm.run(() => on(table.gm, combat as HarnessDocument) as unknown as Combat).round).toBe(1);
    await poolOf(10);
    const seen = bob.notifications.length;
    const results = await bobAsks("Hex Net", 5);
    expect(results.filter((r) => r !== null)).toEqual([expect.objectContaining({ value: 8 })]);
    expect(warningsOn(bob, seen)).toEqual([USED, USED, USED, USED]);
    everywhere(8);
    expect(await bobAsks("Hex Riposte")).toEqual([null]);
    everywhere(8);
  });

  it("R-CB-7: on the hexer's turn in round 2 its main action and its triggered action are paid again, once each", async () => {
    const { bob } = table;
    await nextTurnOf(table, combat, hexerToken);
    expect(table.gm.run(() => on(table.gm, combat as HarnessDocument) as unknown as Combat).round).toBe(2);
    await poolOf(10);
    const seen = bob.notifications.length;
    expect(await bobAsks("Hex Net", 2)).toEqual([expect.objectContaining({ value: 8 }), null]);
    expect(await bobAsks("Hex Riposte", 2)).toEqual([expect.objectContaining({ value: 7 }), null]);
    expect(warningsOn(bob, seen)).toEqual([USED, USED]);
    everywhere(7);
  });
});
