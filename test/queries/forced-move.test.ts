import { describe, expect, it } from "vitest";
import { createGmQueryHandler } from "../../src/documents/gm-channel/gm-query.ts";
import { gmQueryKinds } from "../../src/queries/kinds.ts";
import {
  GM,
  MESSAGE_ID,
  OTHER_PLAYER,
  PLAYER,
  applyWorld,
  gmEnvironment,
  tokenUuid,
} from "../harness/apply-world.ts";
import { heroTokenWorld } from "../harness/hero-token-world.ts";
import { SOURCE_TOKEN, forced, forcedMoveWorld, type ForcedMoveSetup } from "../harness/forced-move-world.ts";
import type { Cell } from "../../src/rules/index.ts";

const at = (x: number, y: number, z = 0): Cell => ({ x, y, z });

function setup(options: ForcedMoveSetup = {}) {
  const { world, commits } = forcedMoveWorld(options);
  const handler = createGmQueryHandler(
    gmQueryKinds({
      applyResults: applyWorld({ targets: [] }).world,
      heroTokens: heroTokenWorld().world,
      forcedMove: world,
    }),
    gmEnvironment(),
  );
  const move = (pick: unknown, user = PLAYER.id, extra: Record<string, unknown> = {}) =>
    handler({ kind: "forcedMove", messageId: MESSAGE_ID, target: tokenUuid(1), pick, ...extra }, user);
  return { move, commits };
}

/** A wall on the line between columns `x` and `x + 1`. */
const wallEastOf = (x: number) => (from: Cell, to: Cell) =>
  (from.x <= x && to.x > x) || (from.x > x && to.x <= x);

describe("forced movement through the GM", () => {
  it("R-MV-7: a legal push is one write: the token follows the straight line, nobody is hurt", async () => {
    const { move, commits } = setup();
    expect(await move(at(4, 1))).toEqual({ ok: true, result: { moved: 3, damage: 0, slam: null, fell: 0 } });
    expect(commits).toEqual([
      {
        messageId: MESSAGE_ID,
        index: 0,
        token: tokenUuid(1),
        waypoints: [at(2, 0), at(3, 1), at(4, 1)],
        damage: [],
        prone: false,
        broken: [],
      },
    ]);
  });

  it("R-MV-10: a push into a wall stops before it and the target takes 2 + 1 per remaining square", async () => {
    const { move, commits } = setup({ walls: wallEastOf(2) });
    expect(await move(at(4, 0))).toMatchObject({ ok: true, result: { moved: 1, damage: 4, slam: "object" } });
    expect(commits).toHaveLength(1);
    expect(commits[0]).toMatchObject({ waypoints: [at(2, 0)], damage: [{ token: tokenUuid(1), amount: 4 }] });
  });

  it("R-MV-10: slammed into a creature, both take 1 per remaining square", async () => {
    const ogre = "Scene.scene00000000001.Token.ogretoken0000001";
    const { move, commits } = setup({ occupants: [{ id: ogre, footprint: { x: 3, y: 0, z: 0, size: 1 } }] });
    await move(at(4, 0));
    expect(commits[0]?.damage).toEqual([
      { token: tokenUuid(1), amount: 2 },
      { token: ogre, amount: 2 },
    ]);
  });

  it("R-MV-10: a pull into the puller hurts the puller too", async () => {
    const { move, commits } = setup({ movement: forced("pull", 3), at: at(2, 0) });
    expect(await move(at(0, 0))).toMatchObject({ ok: true, result: { moved: 1, slam: "creature" } });
    expect(commits[0]?.damage).toEqual([
      { token: tokenUuid(1), amount: 2 },
      { token: SOURCE_TOKEN, amount: 2 },
    ]);
  });

  it("R-DM-7: a vertical push leaves a non-flier in the air: it falls, lands prone and takes 2 per square", async () => {
    const { move, commits } = setup({ movement: forced("push", 3, true) });
    expect(await move(at(4, 0, 3))).toMatchObject({ ok: true, result: { moved: 3, fell: 3, damage: 6 } });
    expect(commits[0]).toMatchObject({
      waypoints: [at(2, 0, 1), at(3, 0, 2), at(4, 0, 3), at(4, 0, 0)],
      damage: [{ token: tokenUuid(1), amount: 6 }],
      prone: true,
    });
  });

  it("R-MV-8: the GM uses the target's stability, whatever the picker showed", async () => {
    const { move, commits } = setup({ snapshot: { stability: 2 } });
    expect(await move(at(3, 0))).toEqual({ ok: false, reason: "Forbidden" });
    expect(await move(at(2, 0))).toMatchObject({ ok: true });
    expect(commits).toHaveLength(1);
  });

  it("R-MV-9: a melee weapon push on a smaller target goes one square farther, checked by the GM", async () => {
    const melee = ["melee", "strike", "weapon"];
    const small = { value: 1, letter: "S" as const };
    const bigger = setup({ keywords: melee, snapshot: { size: small } });
    expect(await bigger.move(at(5, 0))).toMatchObject({ ok: true, result: { moved: 4 } });
    // Same size, a ranged ability, or a mover whose size can't be read: the card's 3 squares.
    for (const options of [
      { keywords: melee },
      { keywords: ["ranged", "weapon"], snapshot: { size: small } },
      { keywords: melee, snapshot: { size: small }, moverSize: null },
    ]) {
      const { move, commits } = setup(options);
      expect(await move(at(5, 0))).toEqual({ ok: false, reason: "Forbidden" });
      expect(await move(at(4, 0))).toMatchObject({ ok: true, result: { moved: 3 } });
      expect(commits).toHaveLength(1);
    }
  });

  it("R-MV-8: no movement left after stability is refused", async () => {
    const { move, commits } = setup({ snapshot: { stability: 5 } });
    expect(await move(at(2, 0))).toEqual({ ok: false, reason: "Refused" });
    expect(commits).toEqual([]);
  });

  it("R-CN-6 / R-CN-4: a restrained target, or one grabbed by someone else, is not moved", async () => {
    expect(await setup({ snapshot: { statuses: new Set(["restrained"]) } }).move(at(2, 0))).toEqual({
      ok: false,
      reason: "Refused",
    });
    const grabbed = {
      statuses: new Set(["grabbed"]),
      effectSources: [{ statuses: ["grabbed"], origin: "Actor.someoneelse00001" }],
    };
    expect(await setup({ snapshot: grabbed }).move(at(2, 0))).toEqual({ ok: false, reason: "Refused" });
    // The grab counts as ours when its writer (the server's `_stats.lastModifiedBy`) owns the
    // grabber; the same origin written by someone who does not is no grabber at all.
    const grab = (writer: string) => ({
      statuses: ["grabbed"],
      origin: "Actor.hero000000000001",
      _stats: { lastModifiedBy: writer },
    });
    const byUs = { statuses: new Set(["grabbed"]), effectSources: [grab(PLAYER.id), ["grabbed"]] };
    expect(await setup({ snapshot: byUs }).move(at(2, 0))).toMatchObject({ ok: true });
    const forged = { statuses: new Set(["grabbed"]), effectSources: [grab(OTHER_PLAYER.id)] };
    expect(await setup({ snapshot: forged }).move(at(2, 0))).toEqual({ ok: false, reason: "Refused" });
  });

  it("moves each target once per card", async () => {
    const { move, commits } = setup();
    expect(await move(at(2, 0))).toMatchObject({ ok: true });
    expect(await move(at(3, 0))).toEqual({ ok: false, reason: "Refused" });
    expect(commits).toHaveLength(1);
  });

  it("the GM may move any card's target; the card's author or the acting creature's owner may too", async () => {
    expect(await setup().move(at(2, 0), GM.id)).toMatchObject({ ok: true });
    expect(await setup().move(at(2, 0), PLAYER.id)).toMatchObject({ ok: true });
  });

  it("rejects forged requests: another player, an illegal square, a token not on the card, a malformed payload", async () => {
    const { move, commits } = setup();
    expect(await move(at(2, 0), OTHER_PLAYER.id)).toEqual({ ok: false, reason: "Forbidden" });
    expect(await move(at(0, 1))).toEqual({ ok: false, reason: "Forbidden" }); // closer: not a push
    expect(await move(at(9, 0))).toEqual({ ok: false, reason: "Forbidden" }); // beyond the distance
    expect(await move(at(2, 0), PLAYER.id, { target: tokenUuid(7) })).toEqual({
      ok: false,
      reason: "Forbidden",
    });
    expect(await move({ x: 2, y: 0 })).toEqual({ ok: false, reason: "Malformed" });
    expect(await move({ x: 2.5, y: 0, z: 0 })).toEqual({ ok: false, reason: "Malformed" });
    expect(await move("2,0")).toEqual({ ok: false, reason: "Malformed" });
    expect(await move(at(2, 0), PLAYER.id, { target: "Compendium.x" })).toEqual({
      ok: false,
      reason: "Malformed",
    });
    expect(await move(at(2, 0), PLAYER.id, { messageId: "nope" })).toEqual({
      ok: false,
      reason: "Malformed",
    });
    expect(await move(at(2, 0), PLAYER.id, { messageId: "message000000404" })).toEqual({
      ok: false,
      reason: "NotFound",
    });
    expect(commits).toEqual([]);
  });

  it("refuses when the target or the acting creature is not on the board", async () => {
    const { move } = setup();
    expect(await move(at(2, 0), PLAYER.id, { target: tokenUuid(2) })).toEqual({
      ok: false,
      reason: "NotFound",
    });
  });

  it("a world that stands in only for other kinds finds nothing to move", async () => {
    const handler = createGmQueryHandler(
      gmQueryKinds({ applyResults: applyWorld({ targets: [] }).world, heroTokens: heroTokenWorld().world }),
      gmEnvironment(),
    );
    expect(
      await handler(
        { kind: "forcedMove", messageId: MESSAGE_ID, target: tokenUuid(1), pick: at(2, 0) },
        GM.id,
      ),
    ).toEqual({ ok: false, reason: "NotFound" });
  });
});
