import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readForcedMoveBoard } from "../../src/canvas/forced-move-board.ts";
import { forcedMoveOptions, resolveForcedMove } from "../../src/rules/index.ts";
import { createActor, freshWorld } from "../harness/world.ts";
import { HarnessScene, WALL_CONST, installScene } from "../harness/scene.ts";
import type { HarnessActor } from "../harness/actor.ts";

let uninstall: () => void = () => undefined;
beforeEach(freshWorld);
afterEach(() => {
  uninstall();
});

async function actor(type: "hero" | "monster", system: Record<string, unknown> = {}) {
  return (await createActor({ name: type, type, system })) as unknown as HarnessActor;
}

async function scene() {
  const s = new HarnessScene({ name: "Keep" });
  uninstall = installScene(s);
  const hero = await actor("hero");
  const goblin = await actor("monster", { characteristics: { agility: 2 } });
  const heroToken = s.place(hero, { x: 0, y: 0 }, { actorLink: true });
  const goblinToken = s.place(goblin, { x: 1, y: 0 });
  return { s, hero, goblin, heroToken, goblinToken };
}

describe("reading the board from the scene's documents", () => {
  it("R-MV-13: the target, the acting creature (its linked token) and every other creature, as squares", async () => {
    const { s, hero, goblinToken } = await scene();
    const ogre = s.place(await actor("monster"), { x: 4, y: 2, z: 1 }, { width: 2 });
    const board = readForcedMoveBoard(goblinToken.uuid, hero.uuid);
    expect(board).toMatchObject({
      target: { id: goblinToken.uuid, footprint: { x: 1, y: 0, z: 0, size: 1 } },
      source: { footprint: { x: 0, y: 0, z: 0, size: 1 } },
      occupants: [{ id: ogre.uuid, footprint: { x: 4, y: 2, z: 1, size: 2 } }],
      bounds: { min: { x: 0, y: 0 }, max: { x: 19, y: 19 } },
      ground: 0,
      airborne: false,
      agility: 2,
      grid: { size: 100, distance: 5 },
    });
  });

  it("R-MV-10: a closed wall stops the push (a slam); an open door or a wall that doesn't block movement does not", async () => {
    const { s, hero, goblinToken } = await scene();
    s.wall({ c: [300, 0, 300, 100] });
    const push = (b: NonNullable<ReturnType<typeof readForcedMoveBoard>>) =>
      resolveForcedMove({ ...b, kind: "push", distance: 3, vertical: false }, { x: 4, y: 0, z: 0 });
    const walled = readForcedMoveBoard(goblinToken.uuid, hero.uuid);
    expect(walled && push(walled)).toMatchObject({
      moved: 1,
      slam: { into: "object", remaining: 2 },
      damage: 4,
    });

    const [wall] = s.walls;
    if (!wall) throw new Error("no wall");
    s.walls[0] = {
      ...wall,
      door: WALL_CONST.WALL_DOOR_TYPES.DOOR,
      ds: WALL_CONST.WALL_DOOR_STATES.OPEN,
    };
    const open = readForcedMoveBoard(goblinToken.uuid, hero.uuid);
    expect(open && push(open)).toMatchObject({ moved: 3, slam: null });

    s.walls[0] = { ...wall, door: 0, move: WALL_CONST.WALL_MOVEMENT_TYPES.NONE };
    const ethereal = readForcedMoveBoard(goblinToken.uuid, hero.uuid);
    expect(ethereal && push(ethereal)).toMatchObject({ moved: 3, slam: null });
  });

  it("a dead creature's token is no obstacle", async () => {
    const { s, hero, goblinToken } = await scene();
    const corpse = await actor("monster");
    await corpse.toggleStatusEffect("dead", { active: true, overlay: true });
    s.place(corpse, { x: 3, y: 0 });
    expect(readForcedMoveBoard(goblinToken.uuid, hero.uuid)?.occupants).toEqual([]);
  });

  it("R-MV-7: a flier in the air falls to nothing; its ground is the map's", async () => {
    const { s, hero } = await scene();
    const bat = s.place(await actor("monster", { movement: { types: ["walk", "fly"] } }), {
      x: 2,
      y: 2,
      z: 3,
    });
    const board = readForcedMoveBoard(bat.uuid, hero.uuid);
    expect(board).toMatchObject({ airborne: true, ground: 0, target: { footprint: { z: 3 } } });
    const walker = s.place(await actor("monster"), { x: 5, y: 5, z: 2 });
    expect(readForcedMoveBoard(walker.uuid, hero.uuid)).toMatchObject({ airborne: false, ground: 2 });
  });

  it("is null when the acting creature has no token here, the target is its own token, or the grid isn't square", async () => {
    const { s, hero, heroToken, goblinToken } = await scene();
    const stranger = await actor("hero");
    expect(readForcedMoveBoard(goblinToken.uuid, stranger.uuid)).toBeNull();
    expect(readForcedMoveBoard(heroToken.uuid, hero.uuid)).toBeNull();
    expect(readForcedMoveBoard("Scene.nowhere000000001.Token.nobody0000000001", hero.uuid)).toBeNull();
    s.grid = { ...s.grid, isSquare: false };
    expect(readForcedMoveBoard(goblinToken.uuid, hero.uuid)).toBeNull();
  });

  it("the picker and the GM see the same squares from the same documents", async () => {
    const { hero, goblinToken } = await scene();
    const board = readForcedMoveBoard(goblinToken.uuid, hero.uuid);
    expect(
      board && forcedMoveOptions({ ...board, kind: "push", distance: 1, vertical: false }).map((o) => o.pick),
    ).toEqual([
      { x: 2, y: 0, z: 0 },
      { x: 2, y: 1, z: 0 },
    ]);
  });
});
