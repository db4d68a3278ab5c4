// @vitest-environment happy-dom
/**
 * The Draw Steel token ruler at the table (R-MV-1, R-MV-3, R-MV-4, R-CB-8, R-CB-11): Alice drags Korva
 * through a goblin's square and a patch of difficult terrain; the ruler she sees (v13 TokenRuler#refresh
 * through CONFIG.Token.rulerClass, measured by CONFIG.Token.objectClass) prices each square, turns red past
 * Korva's speed and names the goblins whose reach he leaves.
 */
import "../sim/install.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { on, setUpTable, type Table } from "./table.ts";
import { drawCanvas } from "../sim/canvas.ts";
import { planMovement, type SimTokenRuler } from "../sim/token-ruler.ts";
import type { SimClient } from "../sim/client.ts";
import type { SimTokenDocument } from "../sim/documents.ts";
import type { Plain } from "../harness/utils.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { OVER_LIMIT_COLOR } from "../../src/canvas/token-ruler.ts";
import { openCombat, warningsOn } from "./play.ts";

let table: Table;
beforeEach(async () => {
  table = await setUpTable();
  for (const client of table.session.clients) drawCanvas(client, table.scene);
});

/** What every measured waypoint carries besides x and y (v13 TokenMeasuredMovementWaypoint). */
const FOOTPRINT = { elevation: 0, width: 1, height: 1, shape: 0 };
type Step = [x: number, y: number, extra?: Plain];
/** A path from the token's square through squares (x, y), each an explicit waypoint of the drag. */
function path(client: SimClient, token: SimTokenDocument, steps: Step[], action = "walk"): Plain[] {
  const seen = on(client, token);
  return [
    { x: seen.x, y: seen.y, ...FOOTPRINT, action },
    ...steps.map(([x, y, extra]) => ({
      x: x * 100,
      y: y * 100,
      ...FOOTPRINT,
      action,
      explicit: true,
      ...extra,
    })),
  ];
}
type Terrain = new (data: { difficulty: number }) => object;
const systemNumber = (client: SimClient, doc: HarnessDocument, path: string) =>
  client.run(() => Number(foundry.utils.getProperty(on(client, doc).system, path)));
/** v13 TerrainData of a Modify Movement Cost region: the terrain a drag gives a square inside it. */
const difficult = (client: SimClient): Plain => ({
  // fvtt-types declares BaseTerrainData abstract; CONFIG holds v13's concrete TerrainData.
  terrain: client.run(() => new (CONFIG.Token.movement.TerrainData as unknown as Terrain)({ difficulty: 2 })),
});

async function drag(client: SimClient, token: SimTokenDocument, steps: Plain[]): Promise<SimTokenRuler> {
  const ruler = client.run(() => planMovement(on(client, token), steps, client.userId));
  await client.run(() => ruler.rendered);
  return ruler;
}
const labelTexts = (ruler: SimTokenRuler) =>
  [...ruler.labels.querySelectorAll(".steelbound-waypoint")].map((l) =>
    l.textContent.replace(/\s+/g, " ").trim(),
  );

describe("the Draw Steel token ruler", () => {
  it("R-MV-1, R-MV-3, R-CB-11: an enemy's square and difficult terrain cost 2, the path turns red past speed, and the goblins left behind may strike", async () => {
    const { alice } = table;
    const speed = systemNumber(alice, table.heroes.alice, "movement.speed");
    expect(speed).toBe(5);
    // Korva stands on (4, 3); goblins stand on (6..9, 2..3).
    const steps = path(alice, table.tokens.alice, [
      [5, 3],
      [6, 3],
      [7, 4, difficult(alice)],
      [8, 5],
      [9, 6],
    ]);
    const ruler = await drag(alice, table.tokens.alice, steps);

    expect(labelTexts(ruler)).toEqual([
      "1 / 5",
      "3 / 5 +2",
      "5 / 5 +2",
      expect.stringContaining("6 / 5 +1 Beyond speed") as string,
      expect.stringContaining("7 / 5 +1 Beyond speed Free strike from: Goblin Spinecleaver ×5") as string,
    ]);
    const colours = ruler.segments.map((s) => s.style.color);
    expect(colours).toEqual([0x000000, 0x000000, 0x000000, OVER_LIMIT_COLOR, OVER_LIMIT_COLOR]);
    expect(ruler.highlights.get("5,8")?.color).toBe(OVER_LIMIT_COLOR);
    expect(ruler.highlights.get("4,7")?.color).toBe(0x000000);
  });

  it("R-MV-1: passing through an ally's square costs 1, but the move can't end there", async () => {
    const { alice } = table;
    // Tamsin stands on (4, 5).
    const through = await drag(
      alice,
      table.tokens.alice,
      path(alice, table.tokens.alice, [
        [4, 4],
        [4, 5],
        [4, 6],
      ]),
    );
    expect(labelTexts(through).at(-1)).toBe("3 / 5 +1");
    const onto = await drag(
      alice,
      table.tokens.alice,
      path(alice, table.tokens.alice, [
        [4, 4],
        [4, 5],
      ]),
    );
    expect(labelTexts(onto).at(-1)).toBe("2 / 5 +1 Can't end the move in another creature's space");
  });

  it("R-MV-4, R-CB-8: a disengage provokes nothing and turns red after Korva's disengage value", async () => {
    const { alice } = table;
    await table.gm.run(() => on(table.gm, table.tokens.alice).update({ x: 500, y: 400 }));
    await table.session.settle();
    const steps = path(
      alice,
      table.tokens.alice,
      [
        [4, 5],
        [3, 6],
      ],
      "disengage",
    );
    const ruler = await drag(alice, table.tokens.alice, steps);
    const disengage = systemNumber(alice, table.heroes.alice, "disengage");
    expect(disengage).toBe(1);
    expect(labelTexts(ruler)).toEqual(["1 / 1", "2 / 1 +1 Beyond speed"]);
    // Walking the same way lets the goblin on (6, 3) strike.
    const walked = await drag(
      alice,
      table.tokens.alice,
      path(alice, table.tokens.alice, [
        [4, 5],
        [3, 6],
      ]),
    );
    expect(labelTexts(walked).at(-1)).toBe("2 / 5 +1 Free strike from: Goblin Spinecleaver");
  });

  it("R-CB-11: away from the goblin, back beside it and away again in one movement: two free strikes on the ruler", async () => {
    const { alice } = table;
    await table.gm.run(() => on(table.gm, table.tokens.alice).update({ x: 500, y: 400 }));
    await table.session.settle();
    const twice = await drag(
      alice,
      table.tokens.alice,
      path(alice, table.tokens.alice, [
        [5, 5],
        [5, 4],
        [5, 5],
      ]),
    );
    expect(labelTexts(twice).at(-1)).toBe("3 / 5 +1 Free strike from: Goblin Spinecleaver ×2");
  });

  it("R-CB-11: a goblin hidden from players is neither priced nor named on a player's ruler; the Director's ruler names it", async () => {
    const { alice, gm } = table;
    await gm.run(() => on(gm, table.tokens.alice).update({ x: 500, y: 400 }));
    const goblin = table.tokens.minions.find((t) => t.x === 600 && t.y === 300);
    if (!goblin) throw new Error("no goblin on (6, 3)");
    await gm.run(() => on(gm, goblin).update({ hidden: true }));
    await table.session.settle();
    const steps = (client: SimClient) =>
      path(client, table.tokens.alice, [
        [4, 5],
        [3, 6],
      ]);
    expect(labelTexts(await drag(alice, table.tokens.alice, steps(alice))).at(-1)).toBe("2 / 5 +1");
    const director = await drag(gm, table.tokens.alice, steps(gm));
    expect(labelTexts(director).at(-1)).toBe("2 / 5 +1 Free strike from: Goblin Spinecleaver");
  });

  it("R-MV-4: shifting into an enemy's square is not allowed (infinite cost)", async () => {
    const { alice } = table;
    await table.gm.run(() => on(table.gm, table.tokens.alice).update({ x: 500, y: 300 }));
    await table.session.settle();
    const ruler = await drag(alice, table.tokens.alice, path(alice, table.tokens.alice, [[6, 3]], "shift"));
    expect(labelTexts(ruler)[0]).toContain("∞ / 5");
  });

  /** The Director puts a condition on Korva (as a card's condition or his token HUD would). */
  async function condition(status: string): Promise<void> {
    const { gm } = table;
    await gm.run(() =>
      (on(gm, table.heroes.alice) as unknown as Actor.Implementation).createEmbeddedDocuments(
        "ActiveEffect",
        [{ name: status, img: "icons/svg/aura.svg", statuses: [status] }] as never,
      ),
    );
    await table.session.settle();
  }

  it("R-CN-7: slowed, Korva's ruler counts to 2 and turns red on the third square; every square still costs 1", async () => {
    const { alice } = table;
    await condition("slowed");
    const ruler = await drag(
      alice,
      table.tokens.alice,
      path(alice, table.tokens.alice, [
        [3, 3],
        [2, 3],
        [1, 3],
      ]),
    );
    expect(labelTexts(ruler)).toEqual([
      "1 / 2",
      "2 / 2 +1",
      expect.stringContaining("3 / 2 +1 Beyond speed") as string,
    ]);
    expect(ruler.segments.map((s) => s.style.color)).toEqual([0x000000, 0x000000, OVER_LIMIT_COLOR]);
  });

  it("R-CN-6 / R-CN-4: restrained or grabbed, Korva's speed is 0: his first step is already beyond it", async () => {
    const { alice } = table;
    await condition("restrained");
    let ruler = await drag(alice, table.tokens.alice, path(alice, table.tokens.alice, [[3, 3]]));
    expect(labelTexts(ruler)).toEqual([expect.stringContaining("1 / 0 Beyond speed") as string]);
    table = await setUpTable();
    for (const client of table.session.clients) drawCanvas(client, table.scene);
    await condition("grabbed");
    ruler = await drag(table.alice, table.tokens.alice, path(table.alice, table.tokens.alice, [[3, 3]]));
    expect(labelTexts(ruler)).toEqual([expect.stringContaining("1 / 0 Beyond speed") as string]);
  });

  it("R-CN-5: prone, Korva's ruler prices each square at 2 and says he crawls; a climb is refused (∞, red, the book's words)", async () => {
    const { alice } = table;
    await condition("prone");
    const crawl = await drag(
      alice,
      table.tokens.alice,
      path(alice, table.tokens.alice, [
        [3, 3],
        [2, 3],
        [1, 3],
      ]),
    );
    expect(labelTexts(crawl).map((l) => l.split(" Prone")[0])).toEqual([
      "2 / 5",
      "4 / 5 +2",
      expect.stringContaining("6 / 5 +2 Beyond speed") as string,
    ]);
    expect(labelTexts(crawl).at(-1)).toContain("Prone: crawling (each square costs 1 more)");
    const climb = await drag(alice, table.tokens.alice, path(alice, table.tokens.alice, [[3, 3]], "climb"));
    expect(labelTexts(climb)[0]).toContain("∞ / 5");
    expect(labelTexts(climb)[0]).toContain("Prone: crawling only (no climbing, jumping, swimming or flying)");
    expect(climb.segments.map((s) => s.style.color)).toEqual([OVER_LIMIT_COLOR]);
  });

  it("R-MV-6: Alice's teleport back into Korva's own square (「同じマスから同じマスへテレポートすることはできない」) is refused when dropped (she is told why); grabbed, a teleport elsewhere lands and ends the grab on every client", async () => {
    const { alice, session } = table;
    const korva = table.tokens.alice;
    const seen = warningsOn(alice).length;
    await alice.run(() =>
      on(alice, korva).move(path(alice, korva, [[4, 3]], "blink").slice(1), { method: "dragging" }),
    );
    await session.settle();
    expect(warningsOn(alice, seen)).toContain("A teleport must leave its square for another");

    await condition("grabbed");
    await alice.run(() =>
      on(alice, korva).move(path(alice, korva, [[3, 4]], "blink").slice(1), { method: "dragging" }),
    );
    await session.settle();
    for (const client of session.clients) {
      expect({ x: on(client, korva).x, y: on(client, korva).y }).toEqual({ x: 300, y: 400 });
      expect(
        client.run(() =>
          (on(client, table.heroes.alice) as unknown as Actor.Implementation).statuses.has("grabbed"),
        ),
      ).toBe(false);
    }
  });

  it("R-MV-4: a shift into damaging terrain is refused on Alice's ruler; walking into it is priced 1", async () => {
    const { alice } = table;
    const damaging = (client: SimClient): Plain => ({
      terrain: client.run(() =>
        Object.assign(new (CONFIG.Token.movement.TerrainData as unknown as Terrain)({ difficulty: 1 }), {
          damaging: true,
        }),
      ),
    });
    const shift = await drag(
      alice,
      table.tokens.alice,
      path(alice, table.tokens.alice, [[3, 3, damaging(alice)]], "shift"),
    );
    expect(labelTexts(shift)[0]).toContain("∞ / 5");
    expect(labelTexts(shift)[0]).toContain("Can't shift into damaging terrain");
    const walk = await drag(
      alice,
      table.tokens.alice,
      path(alice, table.tokens.alice, [[3, 3, damaging(alice)]]),
    );
    expect(labelTexts(walk)).toEqual(["1 / 5"]);
  });

  it("R-CB-9 sneaking: Korva hidden outside combat sneaks at half speed (5 → 2); in combat her ruler keeps her speed", async () => {
    const { alice, gm, session, heroes, tokens } = table;
    await gm.run(() =>
      (on(gm, heroes.alice) as unknown as Actor.Implementation).toggleStatusEffect("hidden", {
        active: true,
      }),
    );
    await session.settle();
    const sneak = await drag(
      alice,
      tokens.alice,
      path(alice, tokens.alice, [
        [3, 3],
        [2, 3],
        [1, 3],
      ]),
    );
    expect(labelTexts(sneak).map((l) => l.split(" Hidden")[0])).toEqual([
      "1 / 2",
      "2 / 2 +1",
      expect.stringContaining("3 / 2 +1 Beyond speed") as string,
    ]);
    expect(labelTexts(sneak).at(-1)).toContain("Hidden: sneaking at half speed");
    // In combat there is no sneaking (004: 「戦闘中でないとき」): her ruler measures her whole speed.
    const combat = await openCombat(table, [tokens.alice, tokens.captain]);
    await gm.run(() => combat.startCombat());
    await session.settle();
    const open = await drag(alice, tokens.alice, path(alice, tokens.alice, [[3, 3]]));
    expect(labelTexts(open)[0]).toContain("1 / 5");
    expect(labelTexts(open)[0]).not.toContain("sneaking");
  });

  it("R-MV-4, R-MV-5: a region the Director marks with the Damaging Terrain behaviour gives its squares damaging terrain: a shift into it is refused, a walk priced 1 (2 where core's Modify Movement Cost makes it difficult too)", async () => {
    const { alice } = table;
    type Behaviour = new (data: object) => {
      _getTerrainEffects(token: unknown, segment: object): { name: string }[];
    };
    type Resolver = { resolveTerrainEffects(effects: object[]): object | null };
    // What v13 Token#createTerrainMovementPath gives a square inside the region: the terrain effects of its
    // behaviours (RegionBehaviorType#_getTerrainEffects) resolved by CONFIG.Token.movement.TerrainData.
    const inRegion = (client: SimClient, action: string, extra: object[] = []): Plain => ({
      terrain: client.run(() => {
        const models = (CONFIG as unknown as { RegionBehavior: { dataModels: Record<string, Behaviour> } })
          .RegionBehavior.dataModels;
        const Damaging = models["damagingTerrain"];
        if (!Damaging) throw new Error("no Damaging Terrain behaviour registered");
        const effects = new Damaging({})._getTerrainEffects(on(client, table.tokens.alice), { action });
        const Terrain = CONFIG.Token.movement.TerrainData as unknown as Resolver;
        return Terrain.resolveTerrainEffects([...effects, ...extra]);
      }),
    });
    const shift = await drag(
      alice,
      table.tokens.alice,
      path(alice, table.tokens.alice, [[3, 3, inRegion(alice, "shift")]], "shift"),
    );
    expect(labelTexts(shift)[0]).toContain("∞ / 5");
    expect(labelTexts(shift)[0]).toContain("Can't shift into damaging terrain");
    const walk = await drag(
      alice,
      table.tokens.alice,
      path(alice, table.tokens.alice, [[3, 3, inRegion(alice, "walk")]]),
    );
    expect(labelTexts(walk)).toEqual(["1 / 5"]);
    // The same region with core's Modify Movement Cost behaviour too: difficult and damaging (+1 a square).
    const both = await drag(
      alice,
      table.tokens.alice,
      path(alice, table.tokens.alice, [
        [3, 3, inRegion(alice, "walk", [{ name: "difficulty", difficulty: 2 }])],
      ]),
    );
    expect(labelTexts(both)[0]).toContain("2 / 5");
  });
});
