import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  footprintDistance,
  forcedMoveOptions,
  isValidForcedPath,
  isVerticalForcedMove,
  resolveForcedMove,
  straightLine,
  type Cell,
  type ForcedMoveBoard,
  type ForcedMoveOption,
  type Occupant,
} from "../../src/rules/public-api.ts";

const at = (x: number, y: number, z = 0): Cell => ({ x, y, z });
const creature = (id: string, x: number, y: number, z = 0, size = 1): Occupant => ({
  id,
  footprint: { x, y, z, size },
});

function board(extra: Partial<ForcedMoveBoard> = {}): ForcedMoveBoard {
  return {
    kind: "push",
    vertical: false,
    distance: 1,
    source: creature("source", 0, 0),
    target: creature("target", 1, 0),
    occupants: [],
    walls: () => false,
    bounds: { min: at(-20, -20, -20), max: at(20, 20, 20) },
    ground: 0,
    airborne: false,
    agility: 0,
    ...extra,
  };
}

const picks = (options: ForcedMoveOption[]) =>
  options.map((o) => `${o.pick.x},${o.pick.y}${o.pick.z === 0 ? "" : `,${o.pick.z}`}`).sort();
const pick = (b: ForcedMoveBoard, cell: Cell) => {
  const option = resolveForcedMove(b, cell);
  if (option === null) throw new Error(`no option at ${JSON.stringify(cell)}`);
  return option;
};

/** A wall on the line between columns `x` and `x + 1`. */
const wallEastOf =
  (x: number) =>
  (from: Cell, to: Cell): boolean =>
    (from.x <= x && to.x > x) || (from.x > x && to.x <= x);

describe("where a push or pull can go", () => {
  it("R-MV-7: push 1 from an adjacent creature: the three squares directly away", () => {
    expect(picks(forcedMoveOptions(board()))).toEqual(["2,-1", "2,0", "2,1"]);
  });

  it("R-MV-7: push 2 — each square farther, in a straight line", () => {
    expect(picks(forcedMoveOptions(board({ distance: 2 })))).toEqual(
      ["2,-1", "2,0", "2,1", "3,-2", "3,-1", "3,0", "3,1", "3,2"].sort(),
    );
    const diagonal = pick(board({ distance: 2 }), at(3, 2));
    expect(diagonal.path).toEqual([at(2, 1), at(3, 2)]);
    expect(diagonal).toMatchObject({ moved: 2, slam: null, damage: 0, final: at(3, 2) });
  });

  it("R-MV-7: pull — each square closer", () => {
    const b = board({ kind: "pull", distance: 2, target: creature("target", 3, 0) });
    expect(picks(forcedMoveOptions(b))).toEqual(["1,-1", "1,0", "1,1", "2,-1", "2,0", "2,1"].sort());
  });

  it("R-MV-7: the mover may always move fewer squares, but a push never gets closer", () => {
    const b = board({ distance: 3 });
    expect(resolveForcedMove(b, at(2, 0))).not.toBeNull();
    expect(resolveForcedMove(b, at(1, 1))).toBeNull();
    expect(resolveForcedMove(b, at(0, 1))).toBeNull();
    expect(resolveForcedMove(b, at(5, 0))).toBeNull();
    expect(resolveForcedMove(board({ distance: 0 }), at(2, 0))).toBeNull();
  });

  it("R-MV-7: push and pull are horizontal unless vertical", () => {
    expect(forcedMoveOptions(board({ distance: 2 })).every((o) => o.pick.z === 0)).toBe(true);
    expect(forcedMoveOptions(board({ distance: 2, vertical: true })).some((o) => o.pick.z === 2)).toBe(true);
  });

  it("R-MV-13: distance is measured from the nearest squares of a large creature", () => {
    const big = creature("source", 0, 0, 0, 2);
    expect(footprintDistance(big.footprint, { ...at(2, 1), size: 1 })).toBe(1);
    expect(picks(forcedMoveOptions(board({ source: big, target: creature("target", 2, 1) })))).toEqual([
      "3,0",
      "3,1",
      "3,2",
    ]);
    // A size-2 target steps as a whole 2×2 block.
    const pushedBig = board({ target: creature("target", 1, 0, 0, 2), distance: 1 });
    expect(picks(forcedMoveOptions(pushedBig))).toEqual(["2,-1", "2,0", "2,1"]);
  });

  it("R-MV-7: the edge of the map stops the line (no slam)", () => {
    const b = board({ distance: 3, bounds: { min: at(0, 0, 0), max: at(2, 2, 0) } });
    expect(picks(forcedMoveOptions(b))).toEqual(["2,0", "2,1"]);
  });

  it("R-MV-7: a size-2 target can't be pushed partly off the map", () => {
    const b = board({
      target: creature("target", 1, 0, 0, 2),
      bounds: { min: at(0, 0, 0), max: at(2, 5, 0) },
    });
    expect(forcedMoveOptions(b)).toEqual([]);
  });
});

describe("slams", () => {
  it("R-MV-10: a push into a wall stops before it and deals 2 + 1 per remaining square", () => {
    const b = board({ distance: 3, walls: wallEastOf(2) });
    const slam = pick(b, at(4, 0));
    expect(slam.path).toEqual([at(2, 0)]);
    expect(slam).toMatchObject({ moved: 1, slam: { into: "object", remaining: 2 }, damage: 4, others: [] });
    expect(pick(b, at(3, 0))).toMatchObject({ final: at(2, 0), damage: 4 });
    expect(pick(b, at(2, 0))).toMatchObject({ slam: null, damage: 0 });
  });

  it("R-MV-10: pushed straight into an adjacent wall, every square remains", () => {
    expect(pick(board({ distance: 2, walls: wallEastOf(1) }), at(2, 0))).toMatchObject({
      moved: 0,
      path: [],
      final: at(1, 0),
      damage: 4,
    });
  });

  it("R-MV-10: into a creature, both take 1 per remaining square", () => {
    const b = board({ distance: 3, occupants: [creature("ogre", 3, 0)] });
    expect(pick(b, at(4, 0))).toMatchObject({
      moved: 1,
      slam: { into: "creature", creatures: ["ogre"], remaining: 2 },
      damage: 2,
      others: [{ id: "ogre", damage: 2 }],
    });
  });

  it("R-MV-10: a large target slammed into two small creatures damages each of them, itself once", () => {
    const b = board({
      distance: 2,
      target: creature("target", 1, 0, 0, 2),
      occupants: [creature("a", 3, 0), creature("b", 3, 1)],
    });
    expect(pick(b, at(3, 0))).toMatchObject({
      damage: 2,
      others: [
        { id: "a", damage: 2 },
        { id: "b", damage: 2 },
      ],
    });
  });

  it("R-MV-10: a pull can slam the target into the puller itself", () => {
    const b = board({ kind: "pull", distance: 3, target: creature("target", 2, 0) });
    expect(pick(b, at(0, 0))).toMatchObject({
      moved: 1,
      final: at(1, 0),
      slam: { into: "creature", creatures: ["source"], remaining: 2 },
      damage: 2,
      others: [{ id: "source", damage: 2 }],
    });
  });
});

describe("slides", () => {
  it("R-MV-7: a slide goes any way, not only in a straight line", () => {
    const options = forcedMoveOptions(
      board({ kind: "slide", distance: 2, source: creature("source", 5, 5) }),
    );
    expect(options.filter((o) => o.slam === null)).toHaveLength(24); // the 5×5 around it, minus where it stands
    expect(picks(options)).toContain("-1,-1");
    const hemmed = board({ kind: "slide", distance: 3, walls: wallEastOf(1), target: creature("t", 0, 2) });
    // The wall runs the whole column: the squares behind it are slams after one step towards it.
    expect(pick(hemmed, at(2, 2))).toMatchObject({
      moved: 1,
      slam: { into: "object", remaining: 2 },
      damage: 4,
    });
  });

  it("R-MV-7: a slide walks around a creature in the way", () => {
    const b = board({
      kind: "slide",
      distance: 2,
      target: creature("t", 5, 5),
      occupants: [creature("o", 6, 5)],
    });
    const beyond = pick(b, at(7, 5));
    expect(beyond.slam).toBeNull();
    expect(beyond.path).toHaveLength(2);
    expect(resolveForcedMove(b, at(8, 5))).toBeNull();
    expect(pick(b, at(6, 5))).toMatchObject({
      slam: { into: "creature", remaining: 2 },
      others: [{ id: "o", damage: 2 }],
    });
  });

  it("R-MV-10: a slide into a wall takes the shortest way, keeping the most squares for the slam", () => {
    const b = board({ kind: "slide", distance: 3, target: creature("t", 5, 5), walls: wallEastOf(6) });
    expect(pick(b, at(7, 5))).toMatchObject({ moved: 1, slam: { into: "object", remaining: 2 }, damage: 4 });
  });

  it("R-MV-7: a square reachable around a wall is a plain move, not a slam", () => {
    // A wall only between (6,5) and (7,5): (7,5) is reached through (6,4) or (6,6).
    const walls = (from: Cell, to: Cell) =>
      from.y === 5 && to.y === 5 && Math.min(from.x, to.x) === 6 && Math.max(from.x, to.x) === 7;
    const b = board({ kind: "slide", distance: 3, target: creature("t", 5, 5), walls });
    expect(pick(b, at(7, 5))).toMatchObject({ slam: null, moved: 2 });
  });
});

describe("vertical forced movement and falls", () => {
  it("R-DM-7: pushed up and left in the air, a creature that can't fly falls: 2 per square, prone", () => {
    const b = board({ distance: 3, vertical: true });
    expect(pick(b, at(4, 0, 3))).toMatchObject({
      moved: 3,
      fell: 3,
      damage: 6,
      prone: true,
      final: at(4, 0, 0),
    });
  });

  it("R-DM-7: Agility shortens the fall; under 2 effective squares there is no damage and no prone", () => {
    const b = board({ distance: 3, vertical: true, agility: 2 });
    expect(pick(b, at(4, 0, 3))).toMatchObject({ fell: 3, damage: 0, prone: false, final: at(4, 0, 0) });
  });

  it("R-DM-7: a creature standing on a ledge falls back to where it stood, not to the map's ground", () => {
    const b = board({
      distance: 2,
      vertical: true,
      source: creature("source", 0, 0, 4),
      target: creature("t", 1, 0, 4),
      ground: 4,
    });
    expect(pick(b, at(3, 0, 6))).toMatchObject({ fell: 2, damage: 4, final: at(3, 0, 4) });
  });

  it("R-MV-7: a flier isn't left to fall", () => {
    const b = board({ distance: 3, vertical: true, airborne: true });
    expect(pick(b, at(4, 0, 3))).toMatchObject({ fell: 0, damage: 0, prone: false, final: at(4, 0, 3) });
  });

  it("R-MV-11: forced down into the ground: falling damage for the forced distance with Agility 0", () => {
    const b = board({
      distance: 4,
      vertical: true,
      airborne: true,
      agility: 3,
      source: creature("source", 1, 0, 5),
      target: creature("t", 1, 0, 2),
    });
    expect(pick(b, at(1, 0, -2))).toMatchObject({
      moved: 2,
      final: at(1, 0, 0),
      slam: { into: "ground", remaining: 2 },
      damage: 8,
      prone: true,
    });
  });

  it("R-MV-11: a one-square forced fall deals nothing", () => {
    const b = board({
      distance: 1,
      vertical: true,
      source: creature("source", 1, 0, 2),
      target: creature("t", 1, 0, 0),
    });
    expect(pick(b, at(1, 0, -1))).toMatchObject({ slam: { into: "ground" }, damage: 0, prone: false });
  });

  it("R-MV-7: forced movement of a flying creature is always vertical", () => {
    expect(isVerticalForcedMove(false, true)).toBe(true);
    expect(isVerticalForcedMove(true, false)).toBe(true);
    expect(isVerticalForcedMove(false, false)).toBe(false);
  });
});

describe("straight lines", () => {
  it("R-MV-7: one king step per square, ending on the picked square", () => {
    expect(straightLine(at(0, 0), at(4, 2))).toEqual([at(1, 1), at(2, 1), at(3, 2), at(4, 2)]);
    expect(straightLine(at(0, 0), at(-4, -2))).toEqual([at(-1, -1), at(-2, -1), at(-3, -2), at(-4, -2)]);
    expect(straightLine(at(0, 0), at(0, 0))).toEqual([]);
  });
});

/* ───────────── Properties ───────────── */

const cell = fc.record({
  x: fc.integer({ min: -4, max: 4 }),
  y: fc.integer({ min: -4, max: 4 }),
  z: fc.constant(0),
});
const arbitraryBoard = fc
  .record({
    kind: fc.constantFrom("push" as const, "pull" as const, "slide" as const),
    vertical: fc.boolean(),
    distance: fc.integer({ min: 0, max: 4 }),
    verticalDistance: fc.integer({ min: 0, max: 2 }),
    source: cell,
    sourceSize: fc.integer({ min: 1, max: 2 }),
    target: cell,
    targetSize: fc.integer({ min: 1, max: 2 }),
    others: fc.array(cell, { maxLength: 5 }),
    pillars: fc.array(cell, { maxLength: 6 }),
    airborne: fc.boolean(),
    agility: fc.integer({ min: -2, max: 4 }),
  })
  .filter(
    (b) => footprintDistance({ ...b.source, size: b.sourceSize }, { ...b.target, size: b.targetSize }) > 0,
  )
  .map((b): ForcedMoveBoard => {
    const target = { ...b.target, size: b.targetSize };
    const source = { ...b.source, size: b.sourceSize };
    const pillars = new Set(b.pillars.map((p) => `${p.x},${p.y}`));
    return {
      kind: b.kind,
      vertical: b.vertical,
      // Vertical slides explore a cube of squares: kept small so the properties stay fast.
      distance: b.vertical ? b.verticalDistance : b.distance,
      source: { id: "source", footprint: source },
      target: { id: "target", footprint: target },
      occupants: b.others
        .map((c, i) => ({ id: `o${i}`, footprint: { ...c, size: 1 } }))
        .filter(
          (o) => footprintDistance(o.footprint, target) > 0 && footprintDistance(o.footprint, source) > 0,
        ),
      // Pillars: a wall around every side of those columns.
      walls: (_from, to) => pillars.has(`${to.x},${to.y}`),
      bounds: { min: at(-8, -8, -8), max: at(8, 8, 8) },
      ground: 0,
      airborne: b.airborne,
      agility: b.agility,
    };
  });

describe("forced movement invariants", () => {
  it("R-MV-7: every path is at most the distance, one adjacent square per step, and matches its slam", () => {
    fc.assert(
      fc.property(arbitraryBoard, (b) => {
        for (const o of forcedMoveOptions(b)) {
          expect(o.moved).toBe(o.path.length);
          expect(o.moved).toBeLessThanOrEqual(b.distance);
          let previous: Cell = b.target.footprint;
          for (const square of o.path) {
            expect(
              Math.max(
                Math.abs(square.x - previous.x),
                Math.abs(square.y - previous.y),
                Math.abs(square.z - previous.z),
              ),
            ).toBe(1);
            previous = square;
          }
          if (o.slam !== null) {
            expect(o.slam.remaining).toBe(b.distance - o.moved);
            expect(o.slam.remaining).toBeGreaterThan(0);
          }
          if (o.slam?.into !== "creature") expect(o.others).toEqual([]);
          expect(o.damage).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("R-MV-7: a push never gets closer and a pull never farther, square by square", () => {
    fc.assert(
      fc.property(arbitraryBoard, (b) => {
        for (const o of forcedMoveOptions(b)) {
          let previous = footprintDistance(b.source.footprint, b.target.footprint);
          for (const square of o.path) {
            const distance = footprintDistance(b.source.footprint, {
              ...square,
              size: b.target.footprint.size,
            });
            if (b.kind === "push") expect(distance).toBe(previous + 1);
            if (b.kind === "pull") expect(distance).toBe(previous - 1);
            previous = distance;
          }
        }
      }),
    );
  });

  it("R-MV-7: agrees with isValidForcedPath for single squares on the flat", () => {
    fc.assert(
      fc.property(arbitraryBoard, (b) => {
        if (b.vertical || b.source.footprint.size > 1 || b.target.footprint.size > 1) return;
        for (const o of forcedMoveOptions(b))
          expect(isValidForcedPath(b.kind, b.source.footprint, b.target.footprint, o.path, b.distance)).toBe(
            true,
          );
      }),
    );
  });

  it("R-MV-1 / R-MV-10: a free move never ends in a creature's space; without vertical the height never changes", () => {
    fc.assert(
      fc.property(arbitraryBoard, (b) => {
        for (const o of forcedMoveOptions(b)) {
          const end = { ...(o.path.at(-1) ?? b.target.footprint), size: b.target.footprint.size };
          for (const other of [b.source, ...b.occupants])
            expect(footprintDistance(other.footprint, end)).toBeGreaterThan(0);
          if (!b.vertical)
            expect([o.pick, ...o.path, o.final].every((c) => c.z === b.target.footprint.z)).toBe(true);
        }
      }),
    );
  });

  it("the GM's re-check finds exactly the option the picker showed", () => {
    fc.assert(
      fc.property(arbitraryBoard, (b) => {
        const options = forcedMoveOptions(b);
        // A sample of each board's options: the re-check of a slide explores the whole board again.
        for (const o of options.filter((_, i) => i % 7 === 0))
          expect(resolveForcedMove(b, o.pick)).toEqual(o);
      }),
      { numRuns: 50 },
    );
  });
});

describe("hurling through objects", () => {
  /** A wall of `material` on the line between columns `x` and `x + 1`, as the board reports it. */
  const materialEastOf =
    (x: number, material: "glass" | "wood" | "stone" | "metal", id = "w1") =>
    (from: Cell, to: Cell) =>
      wallEastOf(x)(from, to) ? [{ id, material }] : [];

  it("R-MV-10: pushed 3 through a glass wall after 1 square: it breaks for 1 square, the push goes on, 3 damage", () => {
    const b = board({ distance: 3, breakable: materialEastOf(2, "glass") });
    expect(pick(b, at(4, 0))).toMatchObject({
      path: [at(2, 0), at(3, 0), at(4, 0)],
      slam: null,
      damage: 3,
      broken: [{ id: "w1", material: "glass" }],
    });
  });

  it("R-MV-10: pushed 3 from beside a wooden wall: breaking it spends all 3 squares, 5 damage", () => {
    const b = board({ distance: 3, breakable: materialEastOf(1, "wood") });
    expect(pick(b, at(2, 0))).toMatchObject({ path: [at(2, 0)], damage: 5, broken: [{ material: "wood" }] });
    // Nothing is left to go further: the square beyond is out of reach.
    expect(resolveForcedMove(b, at(3, 0))).toBeNull();
  });

  it("R-MV-10: with fewer squares left than the material needs, the wall holds: a slam, 2 + 1 per square left", () => {
    const b = board({ distance: 3, breakable: materialEastOf(2, "wood") });
    expect(pick(b, at(4, 0))).toMatchObject({
      path: [at(2, 0)],
      slam: { into: "object", remaining: 2 },
      damage: 4,
      broken: [],
    });
    // Stone (6) and metal (9) hold against a push 3 from beside them: every square remains.
    for (const material of ["stone", "metal"] as const)
      expect(pick(board({ distance: 3, breakable: materialEastOf(1, material) }), at(2, 0))).toMatchObject({
        path: [],
        damage: 5,
        broken: [],
      });
  });

  it("R-MV-10: a slide takes the cheaper way round a wooden wall rather than through it", () => {
    const b = board({ kind: "slide", distance: 3, breakable: materialEastOf(1, "wood") });
    const through = resolveForcedMove(b, at(2, 0));
    // (2,0) is reached by breaking the wall (3 squares) — no free way round it within 3, as the wall spans
    // the whole column.
    expect(through).toMatchObject({ damage: 5, broken: [{ material: "wood" }] });
    const open = board({
      kind: "slide",
      distance: 3,
      breakable: (from, to) => (from.y === 0 && to.y === 0 ? materialEastOf(1, "wood")(from, to) : []),
    });
    // A one-square wooden panel: going round it (2 squares) costs less than breaking it (3).
    expect(resolveForcedMove(open, at(2, 0))).toMatchObject({ damage: 0, broken: [] });
  });
});
