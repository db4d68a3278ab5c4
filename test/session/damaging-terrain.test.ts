// @vitest-environment happy-dom
/**
 * Damaging terrain deals its damage at the table (R-MV-4, 001 and 004 §ダメージを与える地形): the Director draws a
 * Region with Steelbound's Damaging Terrain behaviour (3 fire, when entered and when a turn starts in it);
 * Alice moves Korva into it and his Stamina drops by 3 on every client with one chat line, once for the
 * movement; his turn starting in it deals it again; the goblin captain, immune to 2 fire, takes 1 when the
 * Director moves it through. Run as v13 and as v14: `npx vitest run` and `FOUNDRY_GENERATION=14 npx vitest run`
 * this file.
 */
import "../sim/install.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "./table.ts";
import { nextTurnOf, openCombat, tokenStaminaOn } from "./play.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { HarnessDocument } from "../harness/document.ts";

type Plain = Record<string, unknown>;
let table: Table;

beforeEach(async () => {
  table = await setUpTable();
});

/** The Director draws a one-square Region at (x, y) with the Damaging Terrain behaviour. */
async function lava(x: number, y: number, system: Plain): Promise<void> {
  const { gm, scene, session } = table;
  await gm.run(() =>
    on(gm, scene as unknown as HarnessDocument).createEmbeddedDocuments("Region", [
      {
        name: "Lava",
        shapes: [{ type: "rectangle", x: x * 100, y: y * 100, width: 100, height: 100 }],
        behaviors: [{ type: "damagingTerrain", system }],
      },
    ]),
  );
  await session.settle();
}

const FOOTPRINT = { elevation: 0, width: 1, height: 1, shape: 0 };
async function walk(client: SimClient, token: SimTokenDocument, squares: [number, number][]): Promise<void> {
  await client.run(() =>
    on(client, token).move(
      squares.map(([x, y]) => ({ x: x * 100, y: y * 100, ...FOOTPRINT, action: "walk", explicit: true })),
      { method: "dragging" },
    ),
  );
  await table.session.settle();
}

/** The chat lines every client shows for damaging terrain. */
const terrainLinesOn = (client: SimClient): string[] =>
  [...client.chatLog.shown.values()].flatMap((card) =>
    card.querySelector(".damaging-terrain") ? [card.textContent.replace(/\s+/g, " ").trim()] : [],
  );

describe("damaging terrain deals its damage (R-MV-4)", () => {
  it("R-MV-4: Korva walks into 3 fire lava: −3 Stamina on every client and one chat line, once for the movement", async () => {
    const { alice, gm, tokens } = table;
    await lava(5, 3, { damage: 3, damageType: "fire", trigger: "both" });
    const before = tokenStaminaOn(gm, tokens.alice);
    // Through the lava square and out again in one movement: it entered once.
    await walk(alice, tokens.alice, [
      [5, 3],
      [6, 3],
    ]);
    for (const client of table.session.clients) {
      expect(tokenStaminaOn(client, tokens.alice)).toBe(before - 3);
      expect(terrainLinesOn(client)).toEqual([expect.stringMatching(/Korva takes 3 fire damage from Lava/)]);
    }
    // A movement that stays outside deals nothing.
    await walk(alice, tokens.alice, [[6, 4]]);
    for (const client of table.session.clients) expect(tokenStaminaOn(client, tokens.alice)).toBe(before - 3);
  });

  it("R-MV-4, R-DM-2: the captain, immune to 2 fire, takes 1 when the Director moves it in; a turn starting in it deals it again", async () => {
    const { gm, tokens } = table;
    await gm.run(() => on(gm, table.monsters.captain).update({ "system.damage.immunities.fire": 2 }));
    await lava(11, 3, { damage: 3, damageType: "fire", trigger: "both" });
    const before = tokenStaminaOn(gm, tokens.captain);
    await walk(gm, tokens.captain, [[11, 3]]);
    for (const client of table.session.clients)
      expect(tokenStaminaOn(client, tokens.captain)).toBe(before - 1);
    const combat = await openCombat(table, [tokens.alice, tokens.captain]);
    await gm.run(() => combat.startCombat());
    await table.session.settle();
    await nextTurnOf(table, combat, tokens.captain);
    for (const client of table.session.clients) {
      expect(tokenStaminaOn(client, tokens.captain)).toBe(before - 2);
      expect(terrainLinesOn(client)).toHaveLength(2);
    }
  });

  it("R-MV-4: a terrain dealing its damage only when entered leaves a turn start alone; one dealing 0 only marks the squares", async () => {
    const { alice, gm, tokens } = table;
    await lava(5, 3, { damage: 0, damageType: "fire", trigger: "both" });
    const before = tokenStaminaOn(gm, tokens.alice);
    await walk(alice, tokens.alice, [[5, 3]]);
    for (const client of table.session.clients) expect(tokenStaminaOn(client, tokens.alice)).toBe(before);
    await lava(4, 5, { damage: 2, damageType: "acid", trigger: "enter" });
    await walk(gm, tokens.bob, [[4, 6]]);
    await walk(gm, tokens.bob, [[4, 5]]);
    const bobBefore = tokenStaminaOn(gm, tokens.bob);
    const combat = await openCombat(table, [tokens.bob, tokens.captain]);
    await gm.run(() => combat.startCombat());
    await table.session.settle();
    await nextTurnOf(table, combat, tokens.bob);
    for (const client of table.session.clients) expect(tokenStaminaOn(client, tokens.bob)).toBe(bobBefore);
  });
});
