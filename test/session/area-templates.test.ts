// @vitest-environment happy-dom
/**
 * Area abilities at the table (R-AB-2, R-MN-5): Alice uses Korva's burst from his sheet; her client places
 * the area's MeasuredTemplate around Korva and targets exactly the enemies inside; the roll card lists
 * them; when the GM applies, the squad loses at most the minions the GM finds inside the template, even
 * if the card claims more. A cube is placed on the square Alice picks, previewed under her pointer.
 */
import "../sim/install.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { on, target, type Table } from "./table.ts";
import { setUpCanvasTable, tearDownCanvases, WHIRL, type Canvases } from "./setups.ts";
import {
  clickOn,
  combatOn,
  heroSheetOn,
  lastCardOn,
  openCombat,
  rollFrom,
  useButton,
  warningsOn,
} from "./play.ts";
import {
  answerDialog,
  click,
  currentDialog,
  find,
  findAll,
  textOf,
  waitForDialog,
} from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import { clearCompatibilityWarnings, compatibilityWarnings } from "../harness/utils.ts";
import { pressKey, type SimCanvas } from "../sim/canvas.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimScene, SimTokenDocument } from "../sim/documents.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { placedAreas, type AreaView } from "../sim/regions.ts";

const AREA_LAYER = "steelbound.area";
const tier = (value: number) => ({ damage: { value } });
const QUAKE = {
  name: "Quake",
  type: "ability",
  system: {
    category: "signature",
    type: "main",
    keywords: ["area", "ranged", "magic"],
    distance: { type: "cube", size: 2, within: 5 },
    target: { text: "Each creature in the area", count: 0 },
    power: { characteristics: ["might"], tier1: tier(2), tier2: tier(5), tier3: tier(7) },
  },
};

let table: Table;
const canvases: Canvases = new Map();
beforeEach(async () => {
  table = await setUpCanvasTable(canvases, [WHIRL, QUAKE]);
});
afterEach(() => tearDownCanvases(table, canvases));
// Placing, moving and ending areas logs not one compatibility warning (v14: no MeasuredTemplate shim).
beforeEach(() => {
  clearCompatibilityWarnings();
});
afterEach(() => {
  expect(compatibilityWarnings().map((w) => w.message)).toEqual([]);
});

/** Waits (a few event-loop turns at a time) until `check` holds. */
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  if (!check()) throw new Error("timed out waiting");
}

/** The GM places a token on square (x, y). */
async function place(token: SimTokenDocument, x: number, y: number) {
  await table.gm.run(() => on(table.gm, token).update({ x: x * 100, y: y * 100 }));
  await table.session.settle();
}
/** The areas each client sees (v13 templates, v14 Regions: test/sim/regions.ts placedAreas). */
const templatesOn = (client: SimClient): AreaView[] =>
  client.run(() => placedAreas(on<SimScene>(client, table.scene)));
const targetNames = (client: SimClient) =>
  client.run(() => [...client.user.targets].map((t) => (t.document as HarnessDocument).name).sort());
async function korvaUseButton(name: string) {
  const sheet = await heroSheetOn(table.alice, table.heroes.alice);
  const item = on(table.alice, table.heroes.alice)
    .getEmbeddedCollection("Item")
    .find((i) => i.name === name);
  if (!item) throw new Error(`no ${name}`);
  return useButton(sheet, item.id);
}

describe("area templates", () => {
  it("R-AB-2, R-MN-5: Korva's 1 burst targets exactly the enemies around him; the squad loses at most the minions inside, whatever the card claims", async () => {
    const { alice, gm, session, tokens } = table;
    const [m0, m1, m2] = tokens.minions as [SimTokenDocument, SimTokenDocument, SimTokenDocument];
    const combat = await openCombat(table, [tokens.alice, tokens.bob]);
    await gm.run(() => combat.createSquad(tokens.minions.map((t) => on(gm, t)) as never));
    await session.settle();
    // Korva at (4, 3); two minions and Tamsin (an ally) beside him; the rest of the squad further off.
    await place(m0, 5, 2);
    await place(m1, 3, 4);
    await place(tokens.bob, 4, 4);
    // Targets picked by hand before the use are replaced by the area's.
    target(alice, [m2]);

    // 12 + 2 Might = 14: tier 2, 5 damage to each target.
    await rollFrom(table, alice, await korvaUseButton("Whirl of Steel"), [6, 6]);
    expect(warningsOn(alice)).toEqual([]);
    expect(targetNames(alice)).toEqual(["Goblin Spinecleaver", "Goblin Spinecleaver"]);
    expect(targetNames(alice).length).toBe(2);
    for (const client of session.clients) {
      const [template] = templatesOn(client);
      expect(templatesOn(client)).toHaveLength(1);
      // A 3 × 3 square around Korva's square, authored by Alice.
      expect(template?._source).toMatchObject({ t: "rect", x: 300, y: 200, author: alice.userId });
      const rows = findAll(lastCardOn(client), "[data-target-index]");
      expect(rows).toHaveLength(2);
      expect(textOf(lastCardOn(client))).not.toContain("Tamsin");
      // The card says the area was placed on the map (the Director recognises an area card).
      expect(textOf(find(lastCardOn(client), ".card-area"))).toContain("Placed on the map");
    }

    // Alice (the card's author) makes her card claim a third minion outside the area too.
    const messageId = alice.run(() => game.messages?.contents.at(-1)?.id ?? "");
    await alice.run(async () => {
      const message = game.messages?.get(messageId);
      const rows = (message?.system as unknown as { targets: Record<string, unknown>[] }).targets;
      const extra = { ...rows[0], token: on(alice, m2).uuid, name: "Goblin Spinecleaver" };
      await message?.update({ "system.targets": [...rows, extra] } as never);
    });
    await session.settle();
    const pool = () =>
      gm.run(
        () => (combatOn(gm, combat).groups.contents[0]?.system as { pool: number } | undefined)?.pool ?? 0,
      );
    const before = pool();
    await clickOn(table, alice, find(lastCardOn(alice), '[data-action="applyDamageAll"]'));
    expect(warningsOn(alice)).toEqual([]);
    // Two minions inside: the pool loses 2 × 5, not 15; the minion outside still stands.
    expect(before - pool()).toBe(10);
    for (const client of session.clients)
      client.run(() => {
        const dead = (t: SimTokenDocument) => on(client, t).actor?.statuses.has("dead") ?? false;
        expect([dead(m0), dead(m1), dead(m2)]).toEqual([true, true, false]);
      });
  });

  it("R-AB-2: a 2 cube within 5 is placed on the square Alice picks, previewed first; it targets every creature inside; Escape keeps her own targets", async () => {
    const { alice, session, tokens } = table;
    const [m0, m1] = tokens.minions as [SimTokenDocument, SimTokenDocument];
    await place(m0, 7, 6);
    await place(m1, 8, 7);
    const board = canvases.get(alice) as SimCanvas;

    // Alice clicks Use: the squares she may place the cube on light up; hovering shows the cube.
    queueDice(6, 6);
    const button = await korvaUseButton("Quake");
    const using = alice.run(() => click(button));
    // The sheet's action is still running (waiting for the pick): wait for the squares, not for it.
    await until(() => board.highlighted(AREA_LAYER).length > 0);
    alice.run(() => {
      const at = board.clientCoordinatesFromCanvas({ x: 750, y: 650 });
      board.app.view.dispatchEvent(
        new PointerEvent("pointermove", { bubbles: true, clientX: at.x, clientY: at.y }),
      );
    });
    expect(
      board
        .highlighted(`${AREA_LAYER}.preview`)
        .map((s) => `${s.x},${s.y}`)
        .sort(),
    ).toEqual(["7,6", "7,7", "8,6", "8,7"]);
    alice.run(() => {
      board.clickSquare({ x: 7, y: 6 });
    });
    await alice.run(() => answerDialog("roll", {}));
    await using;
    await session.settle();
    expect(board.highlighted(AREA_LAYER)).toEqual([]);
    expect(targetNames(alice)).toEqual(["Goblin Spinecleaver", "Goblin Spinecleaver"]);
    expect(findAll(lastCardOn(table.gm), "[data-target-index]")).toHaveLength(2);
    expect(templatesOn(table.gm)[0]?._source).toMatchObject({ t: "rect", x: 700, y: 600 });

    // Escape: no template; the hand-picked target stays.
    target(alice, [tokens.captain]);
    queueDice(6, 6);
    const again = alice.run(() => click(button));
    await until(() => board.highlighted(AREA_LAYER).length > 0);
    alice.run(() => pressKey("Escape"));
    await alice.run(() => answerDialog("roll", {}));
    await again;
    await session.settle();
    expect(templatesOn(table.gm)).toHaveLength(1);
    expect(targetNames(alice)).toEqual(["Goblin Shieldbearer"]);
  });

  it("R-AB-2: a wall between Korva and a goblin keeps it out of his burst (no line of effect)", async () => {
    const { alice, gm, session, tokens } = table;
    const [m0, m1] = tokens.minions as [SimTokenDocument, SimTokenDocument];
    await place(m0, 5, 2);
    await place(m1, 3, 4);
    await gm.run(() => on(gm, table.scene).createEmbeddedDocuments("Wall", [{ c: [500, 100, 500, 300] }]));
    await session.settle();
    await rollFrom(table, alice, await korvaUseButton("Whirl of Steel"), [6, 6]);
    expect(targetNames(alice)).toEqual(["Goblin Spinecleaver"]);
    expect(alice.run(() => [...alice.user.targets][0]?.document.id)).toBe(m1.id);
  });

  it("R-AB-2: cancelling the roll dialog takes the placed template away again", async () => {
    const { alice, session } = table;
    const button = await korvaUseButton("Whirl of Steel");
    const using = alice.run(() => click(button));
    await alice.run(async () => {
      await waitForDialog();
      await currentDialog().close();
    });
    await using;
    await session.settle();
    expect(templatesOn(table.gm)).toHaveLength(0);
    expect(templatesOn(alice)).toHaveLength(0);
  });
});
