// @vitest-environment happy-dom
/**
 * Minion thresholds on the board (R-MN-3): a squad minion's stamina bar shows the squad's pool with a mark at
 * every pool value where a minion falls, the next fall marked brighter; when a minion falls the bar of every
 * member redraws on every client and the bright mark moves down a step. Drawn by CONFIG.Token.objectClass
 * (SteelToken) over the simulated Token#drawBars (test/sim/token-bars.ts). v13 and v14
 * (FOUNDRY_GENERATION=14).
 */
import "../sim/install.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "./table.ts";
import { openCombat, type Combat } from "./play.ts";
import { drawCanvas, type SimCanvas } from "../sim/canvas.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { SimGraphics } from "../sim/token-bars.ts";
import { closeAll } from "../sim/applications/user.ts";

let table: Table;
let combat: Combat;
const canvases = new Map<SimClient, SimCanvas>();
const ALWAYS = 50;

type BarPlaceable = { bars: { bar1: SimGraphics }; drawBars(): void };
/** What the client's canvas shows on a token's stamina bar: its fill share and its marks (x, bright?). */
function barOn(client: SimClient, token: SimTokenDocument) {
  return client.run(() => {
    const placeable = canvases.get(client)?.tokens.get(token.id) as unknown as BarPlaceable | undefined;
    if (!placeable) throw new Error(`${client.label} does not draw ${token.name}`);
    const bar = placeable.bars.bar1;
    return {
      visible: bar.visible,
      fill: bar.rects[1]?.width ?? 0,
      marks: bar.lines.map((l) => l.x1),
      next: bar.lines.filter((l) => l.color === 0xffffff).map((l) => l.x1),
    };
  });
}

beforeAll(async () => {
  table = await setUpTable();
  const { gm, tokens, scene } = table;
  const squad = tokens.minions.slice(0, 4);
  await gm.run(() =>
    scene.updateEmbeddedDocuments(
      "Token",
      squad.map((t) => ({ _id: t.id, displayBars: ALWAYS })),
    ),
  );
  combat = await openCombat(table, squad);
  await gm.run(() => combat.createSquad(squad.map((t) => on(gm, t)) as never));
  await table.session.settle();
  for (const client of table.session.clients) canvases.set(client, drawCanvas(client, table.scene));
  for (const client of table.session.clients)
    for (const token of squad)
      client.run(() => {
        (canvases.get(client)?.tokens.get(token.id) as unknown as BarPlaceable).drawBars();
      });
});
afterAll(async () => {
  for (const client of table.session.clients) client.run(() => canvases.get(client)?.tearDown());
  await closeAll();
});

describe("minion thresholds on the squad's stamina bar (R-MN-3)", () => {
  it("R-MN-3: four spinecleavers of 5 (pool 20): every member's bar is full with marks at 5, 10 and 15, the next fall at 15", () => {
    // A 100-pixel token: the pool's 20 stamina span 100 pixels, 5 each.
    for (const client of table.session.clients)
      for (const token of table.tokens.minions.slice(0, 4))
        expect(barOn(client, token)).toEqual({ visible: true, fill: 100, marks: [25, 50, 75], next: [75] });
  });

  it("R-MN-3: 6 damage fells one minion: every client redraws each member's bar, the bright mark now at 10", async () => {
    const { gm } = table;
    await gm.run(async () => {
      const group = on(gm, combat as never) as unknown as Combat;
      const squad = [...group.groups][0] as unknown as {
        damageSquad(hit: { amount: number }): Promise<unknown>;
      };
      await squad.damageSquad({ amount: 6 });
    });
    await table.session.settle();
    for (const client of table.session.clients)
      for (const token of table.tokens.minions.slice(0, 4))
        expect(barOn(client, token)).toEqual({ visible: true, fill: 70, marks: [25, 50, 75], next: [50] });
  });

  it("R-MN-2: a minion the Director takes out of the squad shows its own stamina again, without marks, on every client", async () => {
    const { gm } = table;
    const [leaver] = table.tokens.minions as [SimTokenDocument];
    await gm.run(async () => {
      const seen = on(gm, combat as never) as unknown as Combat;
      const member = seen.combatants.find((c) => c.tokenId === leaver.id);
      await member?.update({ group: null });
    });
    await table.session.settle();
    for (const client of table.session.clients)
      expect(barOn(client, leaver)).toEqual({ visible: true, fill: 100, marks: [], next: [] });
  });
});
