// @vitest-environment happy-dom
/**
 * on the board (R-AB-2, 004 "ウォール"): 「壁を配置する際、1スクエアずつ構築できますが、各スクエアは
 * 壁の別のスクエアと少なくとも1辺(角だけでなく)を共有していなければなりません」. Alice uses Korva's 4 wall: she
 * builds it square by square on her canvas, each next square offered only beside one already built (never
 * corner to corner, never under a goblin), and turns it into an L. The template the GM reads keeps the
 * four squares; a goblin standing in the L's bounding rectangle but on no wall square is not in the area
 * for Alice's targets nor for the GM's R-MN-5 count; a template whose squares Alice rewrites to build the
 * wall over the goblin is not believed (「壁を占有されているスクエアに配置することはできず」).
 */
import "../sim/install.ts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { on, type Table } from "./table.ts";
import { setUpCanvasTable, tearDownCanvases, type Canvases } from "./setups.ts";
import { heroSheetOn, useButton } from "./play.ts";
import { answerDialog, click } from "../sim/applications/user.ts";
import { queueDice } from "../harness/rolls.ts";
import { clearCompatibilityWarnings, compatibilityWarnings } from "../harness/utils.ts";
import { type SimCanvas } from "../sim/canvas.ts";
import type { SimScene, SimTokenDocument } from "../sim/documents.ts";
import { placedAreas } from "../sim/regions.ts";
import { tokensInPlacedArea } from "../../src/canvas/area-template.ts";

const AREA_LAYER = "steelbound.area";
const tier = (value: number) => ({ damage: { value } });
const STONE_WALL = {
  name: "Stone Wall",
  type: "ability",
  system: {
    category: "signature",
    type: "main",
    keywords: ["area", "magic", "ranged"],
    distance: { type: "wall", size: 4, within: 5 },
    target: { text: "Each enemy in the area", count: 0 },
    power: { characteristics: ["might"], tier1: tier(2), tier2: tier(5), tier3: tier(7) },
  },
};

let table: Table;
const canvases: Canvases = new Map();
beforeEach(async () => {
  table = await setUpCanvasTable(canvases, [STONE_WALL]);
});
afterEach(() => tearDownCanvases(table, canvases));
// Placing, moving and ending areas logs not one compatibility warning (v14: no MeasuredTemplate shim).
beforeEach(() => {
  clearCompatibilityWarnings();
});
afterEach(() => {
  expect(compatibilityWarnings().map((w) => w.message)).toEqual([]);
});

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  if (!check()) throw new Error("timed out waiting");
}
const keys = (squares: { x: number; y: number }[]) => squares.map((s) => `${s.x},${s.y}`).sort();

describe("walls built square by square", () => {
  it("R-AB-2: Alice builds Korva's 4 wall as a 2 × 2 block; the GM believes it as it believes the L (four squares, each sharing sides)", async () => {
    const { alice, gm, session } = table;
    const board = canvases.get(alice) as SimCanvas;
    const offered = () => keys(board.highlighted(AREA_LAYER));
    queueDice(6, 6);
    const sheet = await heroSheetOn(alice, table.heroes.alice);
    const item = on(alice, table.heroes.alice)
      .getEmbeddedCollection("Item")
      .find((i) => i.name === "Stone Wall");
    const using = alice.run(() => click(useButton(sheet, item?.id ?? "")));
    await until(() => offered().length > 0);
    const pick = async (x: number, y: number) => {
      const before = offered().join("|");
      alice.run(() => {
        board.clickSquare({ x, y });
      });
      await until(() => offered().join("|") !== before);
    };
    await pick(2, 1);
    await pick(3, 1);
    await pick(2, 2);
    alice.run(() => {
      board.clickSquare({ x: 3, y: 2 });
    });
    await alice.run(() => answerDialog("roll", {}));
    await using;
    await session.settle();
    for (const client of session.clients) {
      const [template] = client.run(() => placedAreas(on<SimScene>(client, table.scene)));
      expect(template?._source).toMatchObject({ t: "rect", x: 200, y: 100 });
    }
    const template = gm.run(() => placedAreas(on<SimScene>(gm, table.scene))[0]?.doc);
    if (!template) throw new Error("no area placed");
    const korva = on(gm, table.heroes.alice);
    const ability = korva.getEmbeddedCollection("Item").find((i) => i.name === "Stone Wall");
    // The GM reads an area (no creature on it): a refused placement would read as none (null).
    const inside = gm.run(() => tokensInPlacedArea(template.uuid, korva.uuid, alice.userId, ability?.system));
    expect(inside === null ? null : [...inside]).toEqual([]);
  });

  it("R-AB-2: Alice builds Korva's 4 wall as an L, square by square (sides shared, not corners; no occupied square); the goblin in the L's corner is in the area for no one", async () => {
    const { alice, gm, session, tokens } = table;
    const goblin = tokens.minions[0] as SimTokenDocument;
    // Korva on (4, 3); the goblin on (2, 0), inside the rectangle x 1…3, y 0…1 the L will span.
    await gm.run(() => on(gm, goblin).update({ x: 200, y: 0 }));
    await session.settle();
    const board = canvases.get(alice) as SimCanvas;
    const offered = () => keys(board.highlighted(AREA_LAYER));

    queueDice(6, 6);
    const sheet = await heroSheetOn(alice, table.heroes.alice);
    const item = on(alice, table.heroes.alice)
      .getEmbeddedCollection("Item")
      .find((i) => i.name === "Stone Wall");
    const using = alice.run(() => click(useButton(sheet, item?.id ?? "")));
    await until(() => offered().length > 0);
    // The first square: within 5 of Korva, never a goblin's square nor Korva's own.
    expect(offered()).toContain("3,1");
    expect(offered()).not.toContain("2,0");
    expect(offered()).not.toContain("7,2");
    expect(offered()).not.toContain("4,3");

    const pick = async (x: number, y: number, next: (o: string[]) => boolean) => {
      alice.run(() => {
        board.clickSquare({ x, y });
      });
      await until(() => next(offered()));
    };
    // After (3, 1): only squares sharing a side with it — not (4, 0) or (2, 2), which touch only a corner.
    await pick(3, 1, (o) => o.length === 4);
    expect(offered()).toEqual(["2,1", "3,0", "3,2", "4,1"]);
    await pick(3, 0, (o) => o.includes("4,0"));
    // Beside (3, 0) lies the goblin's (2, 0): not offered.
    expect(offered()).not.toContain("2,0");
    await pick(2, 1, (o) => o.includes("1,1"));
    alice.run(() => {
      board.clickSquare({ x: 1, y: 1 });
    });
    await alice.run(() => answerDialog("roll", {}));
    await using;
    await session.settle();
    expect(board.highlighted(AREA_LAYER)).toEqual([]);

    // The template is the L's bounding rectangle and keeps its four squares, on every client.
    for (const client of session.clients) {
      const [template] = client.run(() => placedAreas(on<SimScene>(client, table.scene)));
      expect(template?._source).toMatchObject({
        t: "rect",
        x: 100,
        y: 0,
        flags: {
          steelbound: {
            wallSquares: [
              { x: 3, y: 1 },
              { x: 3, y: 0 },
              { x: 2, y: 1 },
              { x: 1, y: 1 },
            ],
          },
        },
      });
    }
    // The goblin stands in that rectangle but on no square of the wall: Alice targets no one.
    expect(alice.run(() => [...alice.user.targets])).toEqual([]);
    const template = gm.run(() => placedAreas(on<SimScene>(gm, table.scene))[0]?.doc);
    if (!template) throw new Error("no area placed");
    const korva = on(gm, table.heroes.alice);
    const ability = korva.getEmbeddedCollection("Item").find((i) => i.name === "Stone Wall");
    const gmReads = () =>
      gm.run(() => {
        const inside = tokensInPlacedArea(template.uuid, korva.uuid, alice.userId, ability?.system);
        return inside === null ? null : [...inside];
      });
    // R-MN-5: the GM counts the creatures on the wall's squares — none.
    expect(gmReads()).toEqual([]);

    // Alice rewrites her template's squares into a wall over the goblin's square: the GM believes no area.
    await alice.run(() =>
      alice
        .run(() => placedAreas(on<SimScene>(alice, table.scene))[0]?.doc)
        ?.update({
          flags: {
            steelbound: {
              wallSquares: [
                { x: 1, y: 0 },
                { x: 2, y: 1 },
                { x: 3, y: 0 },
                { x: 2, y: 0 },
              ],
            },
          },
        }),
    );
    await session.settle();
    expect(gmReads()).toBeNull();
  });
});
