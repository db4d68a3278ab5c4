// @vitest-environment happy-dom
/**
 * v14 Scene Levels: a v14 token stands on one Level of its scene (Token `level`, test/sim/regions.ts),
 * and every level's tokens live in the one scene. Areas, the ruler's creatures (free strikes, passing) and
 * forced movement's occupants count only the creatures on the same level (src/documents/generation.ts
 * sameLevel). v13 scenes have one plane: this file runs as v14 only (`FOUNDRY_GENERATION=14`).
 */
import "../sim/install.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { on, type Table } from "./table.ts";
import { setUpCanvasTable, tearDownCanvases, WHIRL, type Canvases } from "./setups.ts";
import { heroSheetOn, rollFrom, useButton, warningsOn } from "./play.ts";
import { simV14 } from "../sim/generation.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { readCreatures } from "../../src/canvas/movement-board.ts";
import { readForcedMoveBoard } from "../../src/canvas/forced-move-board.ts";

let table: Table;
const canvases: Canvases = new Map();
beforeEach(async () => {
  table = await setUpCanvasTable(canvases, [WHIRL]);
});
afterEach(() => tearDownCanvases(table, canvases));

/** The GM puts a token on square (x, y) of a level. */
async function put(token: SimTokenDocument, x: number, y: number, level: string) {
  await table.gm.run(() => on(table.gm, token).update({ x: x * 100, y: y * 100, level }));
  await table.session.settle();
}
const targetNames = (client: SimClient) =>
  client.run(() => [...client.user.targets].map((t) => (t.document as HarnessDocument).name).sort());

describe.skipIf(!simV14())("v14 Scene Levels", () => {
  it("R-AB-2: Korva's 1 burst takes the goblin beside him on his level, not the one beside him on the level above", async () => {
    const { alice, tokens } = table;
    const [m0, m1] = tokens.minions as [SimTokenDocument, SimTokenDocument];
    await put(tokens.alice, 4, 3, "ground");
    await put(m0, 5, 2, "ground");
    await put(m1, 3, 4, "upper");
    const sheet = await heroSheetOn(alice, table.heroes.alice);
    const item = on(alice, table.heroes.alice)
      .getEmbeddedCollection("Item")
      .find((i) => i.name === "Whirl of Steel");
    if (!item) throw new Error("no Whirl of Steel");
    await rollFrom(table, alice, useButton(sheet, item.id), [6, 6]);
    expect(warningsOn(alice)).toEqual([]);
    expect(targetNames(alice)).toEqual(["Goblin Spinecleaver"]);
    expect(alice.run(() => [...alice.user.targets][0]?.document.id)).toBe(m0.id);
  });

  it("R-CB-8: the ruler's creatures and forced movement's occupants are those on the mover's level", async () => {
    const { alice, gm, tokens } = table;
    const [m0, m1] = tokens.minions as [SimTokenDocument, SimTokenDocument];
    await put(tokens.alice, 4, 3, "ground");
    await put(m0, 5, 3, "ground");
    await put(m1, 3, 3, "upper");
    const creatures = alice.run(() => readCreatures(on(alice, tokens.alice) as never).map((c) => c.id));
    expect(creatures).toContain(m0.id);
    expect(creatures).not.toContain(m1.id);
    // Korva pushes m0: what stands in its way is on the ground level only.
    const occupants = gm.run(
      () => readForcedMoveBoard(on(gm, m0).uuid, table.heroes.alice.uuid)?.occupants.map((o) => o.id) ?? null,
    );
    expect(occupants).not.toBeNull();
    expect(occupants).not.toContain(on(gm, m1).uuid);
    expect(occupants).toContain(on(gm, tokens.minions[2] as SimTokenDocument).uuid);
  });
});
