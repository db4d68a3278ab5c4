// @vitest-environment happy-dom
/**
 * The simulation's v13 token measuring and TokenRuler (./token-measure.ts, ./token-ruler.ts), checked with
 * the core classes themselves (SimTokenObject, SimTokenRuler), not Steelbound's subclasses.
 */
import "./install.ts";
import { describe, expect, it } from "vitest";
import { startSession } from "./session.ts";
import { SimScene, type SimTokenDocument } from "./documents.ts";
import { SimTokenObject, SimTokenRuler } from "./token-ruler.ts";
import { directPath } from "./token-measure.ts";
import type { SimClient } from "./client.ts";
import type { Plain } from "../harness/utils.ts";

type Cls = { create(data: Plain): Promise<unknown> };
async function tokenOnScene(width = 1): Promise<{ gm: SimClient; token: SimTokenDocument }> {
  const session = await startSession();
  const { gm } = session;
  const scene = await gm.run(() =>
    (gm.classFor("Scene") as unknown as Cls).create({
      name: "S",
      tokens: [{ name: "T", x: 0, y: 0, width, height: width }],
    }),
  );
  if (!(scene instanceof SimScene)) throw new Error("no scene");
  const token = scene.tokens.contents[0];
  if (!token) throw new Error("no token");
  return { gm, token };
}
const at = (x: number, y: number, extra: Plain = {}) => ({ x: x * 100, y: y * 100, ...extra });
/** A step function that records its calls and prices each square by its column. */
function recorder() {
  const calls: string[] = [];
  const cost = (from: { i: number; j: number }, to: { i: number; j: number }, distance: number) => {
    calls.push(`${from.j},${from.i}>${to.j},${to.i}:${distance}`);
    return to.j;
  };
  return { calls, cost };
}

describe("v13 token measuring (simulation)", () => {
  it("without a cost function a segment costs its length in grid units; diagonals count 1 (EQUIDISTANT)", async () => {
    const { gm, token } = await tokenOnScene();
    const result = gm.run(() => token.measureMovementPath([at(0, 0), at(3, 2), at(3, 4)]));
    expect(result.waypoints.map((w) => w.cost)).toEqual([0, 15, 25]);
    expect(result.distance).toBe(25);
  });

  it("the cost function is called once per square along a segment, a teleport once for the whole jump", async () => {
    const { gm, token } = await tokenOnScene();
    const { calls, cost } = recorder();
    gm.run(() => token.measureMovementPath([at(0, 0), at(2, 0), at(5, 0, { action: "blink" })], { cost }));
    expect(calls).toEqual(["0,0>1,0:5", "1,0>2,0:5", "2,0>5,0:15"]);
  });

  it("a waypoint's own cost is predetermined; a 2×2 token prices each of its squares through the aggregator", async () => {
    const { gm, token } = await tokenOnScene(2);
    const { calls, cost } = recorder();
    const result = gm.run(() =>
      token.measureMovementPath([at(0, 0), at(1, 0), at(2, 0, { cost: 7 })], {
        cost,
        aggregator: (results: { cost: number }[]) => results.reduce((a, r) => a + r.cost, 0),
      }),
    );
    expect(calls).toHaveLength(4);
    expect(result.waypoints.map((w) => w.cost)).toEqual([0, 1 + 2 + 1 + 2, 6 + 7]);
  });

  it("getCompleteMovementPath adds the squares between waypoints as intermediate, none for a teleport", async () => {
    const { gm, token } = await tokenOnScene();
    const path = gm.run(() =>
      token.getCompleteMovementPath([at(0, 0), at(3, 0), at(6, 0, { action: "blink" })]),
    );
    expect(path.map((w) => [Number(w["x"]) / 100, w["intermediate"]])).toEqual([
      [0, false],
      [1, true],
      [2, true],
      [3, false],
      [6, false],
    ]);
    expect(directPath({ i: 0, j: 0, k: 0 }, { i: 1, j: 3, k: 0 })).toHaveLength(4);
  });

  it("Token#_getMovementCostFunction: the terrain's cost handed to the action's cost function (crawl as registered at init, frozen)", async () => {
    const { gm, token } = await tokenOnScene();
    const placeable = new SimTokenObject(token);
    const [plain, difficult] = gm.run(() => {
      // v13 Game#initializeMovementActions froze the actions before "setup": they cannot be swapped in play.
      const crawl = CONFIG.Token.movement.actions["crawl"];
      expect(() => {
        if (crawl) crawl.getCostFunction = () => (c: number) => c * 2;
      }).toThrow(TypeError);
      const measure = (terrain: { difficulty: number }) =>
        placeable.measureMovementPath([at(0, 0), at(1, 0, { action: "crawl", terrain })]).cost;
      return [measure({ difficulty: 1 }), measure({ difficulty: 2 })];
    });
    // Draw Steel's crawl (src/canvas/movement-cost.ts, registered at init) receives the terrain's cost:
    // a crawled square costs 2 squares, a difficult one 1 more.
    expect([plain, difficult]).toEqual([10, 15]);
  });

  it("TerrainData.resolveTerrainEffects multiplies the difficulty effects (null when 1); RegionBehaviorType#_getTerrainEffects gives none; Steelbound's TerrainData adds damaging", async () => {
    const { gm } = await tokenOnScene();
    const result = gm.run(() => {
      type Resolver = {
        resolveTerrainEffects(e: object[]): { difficulty: number; damaging?: boolean } | null;
      };
      const core = (foundry as unknown as { data: { TerrainData: Resolver } }).data.TerrainData;
      const steel = CONFIG.Token.movement.TerrainData as unknown as Resolver;
      const Base = (
        foundry as unknown as {
          data: {
            regionBehaviors: { RegionBehaviorType: new (d: object) => { _getTerrainEffects(): object[] } };
          };
        }
      ).data.regionBehaviors.RegionBehaviorType;
      return {
        none: core.resolveTerrainEffects([]),
        twice: core.resolveTerrainEffects([
          { name: "difficulty", difficulty: 2 },
          { name: "difficulty", difficulty: 3 },
        ])?.difficulty,
        // The base type is abstract (no schema): a subtype that overrides nothing.
        base: new (class extends Base {
          static defineSchema() {
            return {};
          }
        })({})._getTerrainEffects(),
        damaging: steel.resolveTerrainEffects([{ name: "damaging" }]),
      };
    });
    expect(result.none).toBeNull();
    expect(result.twice).toBe(6);
    expect(result.base).toEqual([]);
    expect(result.damaging).toMatchObject({ difficulty: 1, damaging: true });
  });
});

describe("v13 TokenRuler (simulation)", () => {
  it("labels each explicit waypoint and the last one, draws every segment and highlights the squares once", async () => {
    const { gm, token } = await tokenOnScene();
    const ruler = new SimTokenRuler(new SimTokenObject(token));
    const foundPath = [
      at(0, 0, { cost: 0 }),
      at(1, 0, { cost: 5 }),
      at(2, 0, { cost: 5, explicit: true }),
      at(3, 0, { cost: 5 }),
    ];
    gm.run(() => {
      ruler.refresh({
        plannedMovement: {
          [gm.userId]: { foundPath, unreachableWaypoints: [], history: [], hidden: false, searching: false },
        },
      });
    });
    await gm.run(() => ruler.rendered);
    expect(ruler.segments.map((s) => s.style.width)).toEqual([4, 4, 4]);
    expect([...ruler.highlights.keys()]).toEqual(["0,3", "0,2", "0,1", "0,0"]);
    expect(ruler.labels.children).toHaveLength(2);
  });
});
