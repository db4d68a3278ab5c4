// @vitest-environment happy-dom
/**
 * A combat run from the rendered tools: the Director forms the minion squad in the squad manager from
 * the tokens selected on the canvas and gives it a captain, marks a surprised hero on the tracker, starts
 * combat, and the players and the Director take turns through their own trackers (act, end turn, undo,
 * villain actions, a squad strike); ending combat opens the victories dialog. Every click's writes go
 * through the simulated server; every client's open tracker re-renders.
 */
import { menuItem } from "../sim/generation.ts";
import "../sim/install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUpTable, target, type Table } from "./table.ts";
import {
  clickAnswering,
  combatOn,
  combatantOn,
  openCombat,
  setSetting,
  staminaOn,
  systemOf,
  trackerOn,
  warningsOn,
  type Combat,
  type Tracker,
} from "./play.ts";
import { change, click, field, find, findAll, textOf } from "../sim/applications/user.ts";
import { instances } from "../sim/applications/application.ts";
import { controlTokens } from "../sim/canvas.ts";
import { queueDice } from "../harness/rolls.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { HarnessHooks } from "../harness/globals.ts";

type App = { element: HTMLElement; rendered: boolean; render(o?: object): Promise<unknown> };

let table: Table;
let combat: Combat;

/** The combatant row of a token on a client's tracker. */
const rowOf = (client: SimClient, tracker: Tracker, token: SimTokenDocument): HTMLElement =>
  find(tracker, `[data-combatant-id="${combatantOn(client, combat, token)}"]`);

/** The GM's token tool for the squad manager (getSceneControlButtons), clicked. */
async function openSquadManager(client: SimClient): Promise<App> {
  const controls: Record<string, { tools: Record<string, { onChange(): void; visible: boolean }> }> = {
    tokens: { tools: {} },
  };
  client.run(() => (client.globals.Hooks as HarnessHooks).callAll("getSceneControlButtons", controls));
  const tool = controls["tokens"]?.tools["steelboundSquads"];
  if (!tool) throw new Error("no squad tool");
  expect(tool.visible).toBe(client === table.gm);
  client.run(() => {
    tool.onChange();
  });
  await table.session.settle();
  const app = [...instances.values()].find((a) => a.id === "steelbound-squad-manager");
  if (!app) throw new Error("the squad manager did not open");
  return app as unknown as App;
}

beforeAll(async () => {
  table = await setUpTable();
  const { tokens } = table;
  combat = await openCombat(table, [tokens.alice, tokens.bob, tokens.captain, tokens.leader]);
});
afterAll(async () => {
  for (const app of [...instances.values()]) await app.close();
});

describe("the Director's squad manager", () => {
  it("R-MN-1: the GM selects the 8 minion tokens, the manager counts them, and Create makes the squad every tracker shows", async () => {
    const { gm, tokens } = table;
    const manager = await openSquadManager(gm);
    expect(textOf(manager)).toContain("No minion squads");
    gm.run(() => {
      controlTokens(gm, [...tokens.minions, tokens.captain]);
    });
    await table.session.settle();
    expect(textOf(manager)).toMatch(/8/);
    await gm.run(() => click(manager, "createSquad"));
    await table.session.settle();
    expect(warningsOn(gm)).toEqual([]);
    for (const client of table.session.clients)
      client.run(() => {
        expect(combatOn(client, combat).groups.size).toBe(1);
        expect(combatOn(client, combat).combatants.size).toBe(12);
      });
    expect(findAll(manager, "article.squad")).toHaveLength(1);
    const tracker = await trackerOn(table.alice);
    expect(textOf(tracker)).toContain("Goblin Spinecleaver");
    expect(find(tracker, ".unit-squad .alive").textContent).toContain("8/8 alive");
  });

  it("a player has no squad tool, and a second Create with nothing selected is refused with a warning", async () => {
    const controls = { tokens: { tools: {} as Record<string, { visible: boolean }> } };
    table.alice.run(() =>
      (table.alice.globals.Hooks as HarnessHooks).callAll("getSceneControlButtons", controls),
    );
    expect(controls.tokens.tools["steelboundSquads"]?.visible).toBe(false);
    const { gm } = table;
    const manager = await openSquadManager(gm);
    gm.run(() => {
      controlTokens(gm, []);
    });
    await table.session.settle();
    expect(textOf(manager)).toContain("0 minion tokens selected");
    expect((find(manager, "[data-action=createSquad]") as HTMLButtonElement).disabled).toBe(true);
  });

  it("R-MN-10: the GM picks the Shieldbearer as captain; every tracker names him", async () => {
    const { gm } = table;
    const manager = await openSquadManager(gm);
    const captain = combatantOn(gm, combat, table.tokens.captain);
    await gm.run(() => change(field(manager, "[name=captain]"), captain));
    await gm.run(() => click(manager, "assignCaptain"));
    await table.session.settle();
    expect(warningsOn(gm)).toEqual([]);
    const tracker = await trackerOn(table.bob);
    expect(textOf(find(tracker, ".unit-squad"))).toContain("Goblin Shieldbearer");
  });

  it("R-MN-2: the GM sets the squad's pool in the manager; the tracker's pool follows on every client", async () => {
    const { gm } = table;
    // Players see squads' pools only where the Director shows them (tracker-visibility.test.ts).
    expect(findAll(await trackerOn(table.alice), ".unit-squad .pool")).toEqual([]);
    await setSetting(gm, "squadPoolsVisible", true);
    await table.session.settle();
    const manager = await openSquadManager(gm);
    await gm.run(() => change(field(manager, "[name=pool]"), "30"));
    await gm.run(() => click(manager, "setPool"));
    await table.session.settle();
    for (const client of [table.gm, table.alice]) {
      const tracker = await trackerOn(client);
      expect(find(tracker, ".unit-squad .pool").textContent).toMatch(/^Stamina 30 \//);
    }
  });
});

describe("the combat tracker", () => {
  it("R-CB-2: before the start, the GM marks Tamsin surprised on his tracker: the badge shows on every client, a second click clears it", async () => {
    const { gm, tokens } = table;
    const tracker = await trackerOn(gm);
    const players = await trackerOn(table.alice);
    expect(findAll(players, "[data-action=steelboundSurprised]")).toEqual([]);
    await gm.run(() => click(find(rowOf(gm, tracker, tokens.bob), "[data-action=steelboundSurprised]")));
    await table.session.settle();
    for (const client of table.session.clients) {
      const seen = await trackerOn(client);
      expect(findAll(rowOf(client, seen, tokens.bob), ".badge.surprised")).toHaveLength(1);
      expect(findAll(rowOf(client, seen, tokens.alice), ".badge.surprised")).toHaveLength(0);
    }
    await gm.run(() => click(find(rowOf(gm, tracker, tokens.bob), "[data-action=steelboundSurprised]")));
    await table.session.settle();
    expect(findAll(rowOf(gm, tracker, tokens.bob), ".badge.surprised")).toHaveLength(0);
    // Once more, so Tamsin starts the combat surprised.
    await gm.run(() => click(find(rowOf(gm, tracker, tokens.bob), "[data-action=steelboundSurprised]")));
    await table.session.settle();
  });

  it("R-CB-1: the GM switches the Warlord to the heroes' side and back from the row's context menu", async () => {
    const { gm, tokens } = table;
    const tracker = await trackerOn(gm);
    const entry = gm
      .run(() => tracker._getEntryContextOptions())
      .map(menuItem)
      .find((e) => e.key === "STEELBOUND.Combat.Menu.SwitchSide");
    if (!entry) throw new Error("no SwitchSide entry");
    const row = () => rowOf(gm, tracker, tokens.leader);
    expect(gm.run(() => entry.visible(row()))).toBe(true);
    await gm.run(async () => {
      entry.click(row());
      await table.session.settle();
    });
    expect(textOf(find(tracker, "section.side-heroes"))).toContain("Goblin Warlord");
    await gm.run(async () => {
      entry.click(row());
      await table.session.settle();
    });
    expect(textOf(find(tracker, "section.side-director"))).toContain("Goblin Warlord");
    const names = gm.run(() => tracker._getEntryContextOptions()).map((e) => menuItem(e).key);
    expect(names).not.toContain("COMBAT.CombatantReroll");
    const combatNames = gm.run(() => tracker._getCombatContextOptions()).map((e) => menuItem(e).key);
    expect(combatNames).not.toContain("COMBAT.RollAll");
  });

  it("R-MN-10: the row menu offers Make Captain only for a non-minion in the squad; choosing it keeps him captain", async () => {
    const { gm, tokens } = table;
    const tracker = await trackerOn(gm);
    const entry = gm
      .run(() => tracker._getEntryContextOptions())
      .map(menuItem)
      .find((e) => e.key === "STEELBOUND.Combat.Menu.MakeCaptain");
    if (!entry) throw new Error("no MakeCaptain entry");
    expect(gm.run(() => entry.visible(rowOf(gm, tracker, tokens.alice)))).toBe(false);
    expect(gm.run(() => entry.visible(rowOf(gm, tracker, tokens.captain)))).toBe(true);
    await gm.run(async () => {
      entry.click(rowOf(gm, tracker, tokens.captain));
      await table.session.settle();
    });
    expect(warningsOn(gm)).toEqual([]);
    expect(textOf(find(tracker, ".unit-squad"))).toContain("Goblin Shieldbearer");
  });

  it("R-CB-2, R-ML-1: the GM begins combat from the footer; Malice shows to him, hero tokens to all; Tamsin stays surprised", async () => {
    const { gm, tokens } = table;
    const tracker = await trackerOn(gm);
    queueDice(7);
    await gm.run(() => click(find(tracker, ".combat-control[data-action=startCombat]")));
    await table.session.settle();
    expect(textOf(find(tracker, ".malice"))).toMatch(/Malice \d+/);
    expect(findAll(tracker, "[data-action=steelboundSurprised]")).toEqual([]);
    const players = await trackerOn(table.bob);
    expect(findAll(players, ".hero-tokens")).toHaveLength(1);
    expect(findAll(rowOf(table.bob, players, tokens.bob), ".badge.surprised")).toHaveLength(1);
    expect(findAll(players, "[data-action=steelboundSquadStrike]")).toEqual([]);
    expect(findAll(players, "[data-action=steelboundVillainAction]")).toEqual([]);
  });

  it("R-CB-3: Alice chooses the heroes, acts for Korva and ends her turn; the GM undoes the end of turn", async () => {
    const { alice, gm, tokens } = table;
    const tracker = await trackerOn(alice);
    await alice.run(() => click(find(tracker, '[data-action="steelboundChooseSide"][data-side="heroes"]')));
    await table.session.settle();
    await alice.run(() => click(find(rowOf(alice, tracker, tokens.alice), "[data-action=steelboundAct]")));
    await table.session.settle();
    expect(textOf(find(tracker, ".current-turn"))).toContain("Korva");
    await alice.run(() => click(tracker, "steelboundEndTurn"));
    await table.session.settle();
    expect(warningsOn(alice)).toEqual([]);
    expect(findAll(tracker, ".current-turn")).toEqual([]);
    expect(rowOf(alice, tracker, tokens.alice).classList.contains("acted")).toBe(true);
    // The row says so in words, on every client.
    for (const client of table.session.clients)
      expect(textOf(rowOf(client, await trackerOn(client), tokens.alice))).toContain("Acted");
    const gmTracker = await trackerOn(gm);
    await gm.run(() => click(gmTracker, "steelboundUndo"));
    await table.session.settle();
    expect(warningsOn(gm)).toEqual([]);
    expect(rowOf(alice, tracker, tokens.alice).classList.contains("acted")).toBe(false);
  });

  it("R-CB-18: as Korva's turn ends, the GM uses the Warlord's villain action 1; the button greys out on his tracker", async () => {
    const { alice, gm, tokens } = table;
    const tracker = await trackerOn(alice);
    await alice.run(() => click(find(rowOf(alice, tracker, tokens.alice), "[data-action=steelboundAct]")));
    await table.session.settle();
    await alice.run(() => click(tracker, "steelboundEndTurn"));
    await table.session.settle();
    const gmTracker = await trackerOn(gm);
    const va = () =>
      find(
        rowOf(gm, gmTracker, tokens.leader),
        '[data-action=steelboundVillainAction][data-villain-action="1"]',
      );
    await gm.run(() => click(va()));
    await table.session.settle();
    expect(warningsOn(gm)).toEqual([]);
    expect((va() as HTMLButtonElement).disabled).toBe(true);
    // A second villain action in the same round is refused with a warning.
    const second = find(
      rowOf(gm, gmTracker, tokens.leader),
      '[data-action=steelboundVillainAction][data-villain-action="2"]',
    );
    await gm.run(() => click(second));
    await table.session.settle();
    expect(gm.notifications.some((n) => n.level === "warn")).toBe(true);
    gm.notifications.length = 0;
    await gm.run(() => click(find(rowOf(gm, gmTracker, tokens.leader), "[data-action=steelboundAct]")));
    await table.session.settle();
    await gm.run(() => click(gmTracker, "steelboundEndTurn"));
    await table.session.settle();
    expect(rowOf(gm, gmTracker, tokens.leader).classList.contains("acted")).toBe(true);
  });

  it("R-MN-7: the GM targets Korva and strikes with the squad from its tracker row; Korva takes the damage everywhere", async () => {
    const { gm, tokens } = table;
    const gmTracker = await trackerOn(gm);
    const stamina = () => staminaOn(table.alice, table.heroes.alice);
    const before = stamina();
    // Nothing targeted: refused with a warning.
    target(gm, []);
    await gm.run(() => click(gmTracker, "steelboundSquadStrike"));
    expect(gm.notifications.some((n) => n.level === "warn")).toBe(true);
    gm.notifications.length = 0;
    target(gm, [tokens.alice]);
    await clickAnswering(table, gm, find(gmTracker, '[data-action="steelboundSquadStrike"]'), "ok", {
      kind: "freeStrike",
      "minions.0": "2",
    });
    expect(warningsOn(gm)).toEqual([]);
    expect(stamina()).toBeLessThan(before);
  });

  it("R-CB-16, R-VX-1: the GM ends combat; the victories dialog lists both heroes, his awards reach every client and the combat is gone", async () => {
    const { gm } = table;
    const gmTracker = await trackerOn(gm);
    const korva = () => systemOf(table.bob, table.heroes.alice, "victories") as number;
    const tamsin = () => systemOf(table.alice, table.heroes.bob, "victories") as number;
    const [k0, t0] = [korva(), tamsin()];
    await clickAnswering(table, gm, find(gmTracker, ".combat-control[data-action=endCombat]"), "ok", {
      [`award.${table.heroes.alice.id}`]: "2",
      [`award.${table.heroes.bob.id}`]: "junk",
    });
    expect(korva()).toBe(k0 + 2);
    expect(tamsin()).toBe(t0);
    for (const client of table.session.clients) expect(client.collection("Combat").size).toBe(0);
  });
});
