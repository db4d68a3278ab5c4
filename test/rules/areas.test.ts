import { describe, expect, it } from "vitest";
import {
  areaShape,
  areaTargetFilter,
  auraAround,
  coveredSquares,
  directionTowards,
  filterAllows,
  isAreaKind,
  placementAllowed,
  sideOf,
  squaresFrom,
  wallSquaresAllowed,
  wallPlacementAllowed,
  type AreaSpec,
} from "../../src/rules/areas.ts";
import type { GroundFootprint, Square } from "../../src/rules/squares.ts";

const spec = (kind: AreaSpec["kind"], rest: Partial<AreaSpec> = {}): AreaSpec => ({
  kind,
  size: 0,
  length: 0,
  width: 0,
  within: 0,
  ...rest,
});
const keys = (squares: Square[]) => squares.map((s) => `${s.x},${s.y}`).sort();
const grid = (x0: number, y0: number, w: number, h: number) => {
  const out: Square[] = [];
  for (let x = x0; x < x0 + w; x++) for (let y = y0; y < y0 + h; y++) out.push({ x, y });
  return keys(out);
};
const user: GroundFootprint = { x: 5, y: 5, size: 1 };

describe("areas on a square grid (R-AB-2)", () => {
  it("R-AB-2: a 2 burst reaches two squares out from the user's space on every side, diagonals included", () => {
    expect(keys(coveredSquares(areaShape(spec("burst", { size: 2 }), user, user)))).toEqual(grid(3, 3, 5, 5));
    // A large creature's burst grows from its whole space.
    const big = { x: 5, y: 5, size: 2 };
    expect(keys(coveredSquares(areaShape(spec("aura", { size: 1 }), big, big)))).toEqual(grid(4, 4, 4, 4));
  });

  it("R-AB-2: a 3 cube is 3 × 3 squares centred on the square picked; a 2 cube starts there", () => {
    expect(keys(coveredSquares(areaShape(spec("cube", { size: 3 }), user, { x: 9, y: 5 })))).toEqual(
      grid(8, 4, 3, 3),
    );
    expect(keys(coveredSquares(areaShape(spec("cube", { size: 2 }), user, { x: 9, y: 5 })))).toEqual(
      grid(9, 5, 2, 2),
    );
  });

  it("R-AB-2: a 5 × 1 line runs away from the user from its first square, straight or diagonal", () => {
    const east = coveredSquares(areaShape(spec("line", { length: 5, width: 1 }), user, { x: 6, y: 5 }));
    expect(keys(east)).toEqual(grid(6, 5, 5, 1));
    const north = coveredSquares(areaShape(spec("line", { length: 3, width: 2 }), user, { x: 5, y: 4 }));
    expect(keys(north)).toEqual(grid(5, 2, 2, 3));
    const diagonal = coveredSquares(areaShape(spec("line", { length: 4, width: 1 }), user, { x: 6, y: 6 }));
    expect(keys(diagonal)).toEqual(keys([6, 7, 8, 9].map((v) => ({ x: v, y: v }))));
    const west = coveredSquares(areaShape(spec("line", { length: 2, width: 3 }), user, { x: 4, y: 5 }));
    expect(keys(west)).toEqual(grid(3, 4, 2, 3));
  });

  it("R-AB-2: a 4 wall is a straight run of squares across the user's view of the square picked", () => {
    expect(keys(coveredSquares(areaShape(spec("wall", { size: 4 }), user, { x: 9, y: 5 })))).toEqual(
      grid(9, 4, 1, 4),
    );
    expect(keys(coveredSquares(areaShape(spec("wall", { size: 3 }), user, { x: 5, y: 1 })))).toEqual(
      grid(4, 1, 3, 1),
    );
  });

  it("distance counts a diagonal step as one square, from the nearest square of the space", () => {
    expect(squaresFrom(user, { x: 8, y: 7 })).toBe(3);
    expect(squaresFrom({ x: 5, y: 5, size: 2 }, { x: 6, y: 9 })).toBe(3);
    expect(directionTowards(user, { x: 9, y: 6 })).toEqual({ x: 1, y: 0 });
    expect(directionTowards(user, { x: 2, y: 2 })).toEqual({ x: -1, y: -1 });
    expect(directionTowards(user, user)).toEqual({ x: 1, y: 0 });
  });

  it("R-AB-2: a placement is allowed only within distance and no larger than the ability's area", () => {
    const cube = spec("cube", { size: 3, within: 5 });
    expect(placementAllowed(cube, user, areaShape(cube, user, { x: 11, y: 5 }))).toBe(true);
    expect(placementAllowed(cube, user, areaShape(cube, user, { x: 13, y: 5 }))).toBe(false);
    const bigger = { t: "rect" as const, x: 6, y: 5, width: 4, height: 3 };
    expect(placementAllowed(cube, user, bigger)).toBe(false);
    const burst = spec("burst", { size: 2 });
    expect(placementAllowed(burst, user, areaShape(burst, user, user))).toBe(true);
    // A burst away from its user is not this ability's burst.
    expect(placementAllowed(burst, user, { t: "rect", x: 10, y: 10, width: 5, height: 5 })).toBe(false);
    const line = spec("line", { length: 5, width: 1, within: 1 });
    expect(placementAllowed(line, user, areaShape(line, user, { x: 6, y: 6 }))).toBe(true);
    expect(placementAllowed(line, user, { t: "ray", x: 6, y: 5.5, direction: 0, length: 8, width: 1 })).toBe(
      false,
    );
    expect(placementAllowed(cube, user, { t: "ray", x: 6, y: 5.5, direction: 0, length: 1, width: 1 })).toBe(
      false,
    );
  });

  it("R-AB-2: the target line picks enemies, allies, creatures and the user, in English or Japanese", () => {
    expect(areaTargetFilter("Each enemy in the area")).toEqual({
      enemies: true,
      allies: false,
      neutral: false,
      self: false,
    });
    expect(areaTargetFilter("Self and each goblin ally in the aura")).toMatchObject({
      allies: true,
      self: true,
    });
    expect(areaTargetFilter("範囲内の各敵")).toMatchObject({ enemies: true, allies: false });
    expect(areaTargetFilter("Each creature in the area")).toMatchObject({
      enemies: true,
      allies: true,
      neutral: true,
    });
    expect(areaTargetFilter("")).toMatchObject({ enemies: true, allies: true, self: false });
    expect(sideOf(1, -1)).toBe("enemy");
    expect(sideOf(-1, -2)).toBe("ally");
    expect(sideOf(1, 0)).toBe("neutral");
    expect(filterAllows(areaTargetFilter("each enemy"), "ally")).toBe(false);
    expect(filterAllows(areaTargetFilter("each ally"), "ally")).toBe(true);
  });
  it("R-AB-2: only aura, burst, cube, line and wall are areas; a wall holds at most its squares; an aura holds its user", () => {
    expect(["aura", "burst", "cube", "line", "wall"].every(isAreaKind)).toBe(true);
    expect(isAreaKind("ranged")).toBe(false);
    const wall = spec("wall", { size: 4, within: 10 });
    expect(placementAllowed(wall, user, areaShape(wall, user, { x: 5, y: 9 }))).toBe(true);
    expect(placementAllowed(wall, user, { t: "rect", x: 5, y: 9, width: 2, height: 4 })).toBe(false);
    // 004 "ウォール": four squares each sharing a side with another — a 2 × 2 block is such a 4 wall, as the
    // same four squares built one by one are; a 1 × 5 run is one square too many.
    expect(placementAllowed(wall, user, { t: "rect", x: 5, y: 9, width: 2, height: 2 })).toBe(true);
    expect(placementAllowed(wall, user, { t: "rect", x: 5, y: 9, width: 1, height: 5 })).toBe(false);
    const line = spec("line", { length: 5, width: 1, within: 1 });
    expect(placementAllowed(line, user, { t: "rect", x: 6, y: 5, width: 5, height: 1 })).toBe(true);
    expect(placementAllowed(line, user, { t: "ray", x: 6, y: 5.5, direction: 0, length: 5, width: 2 })).toBe(
      false,
    );
    const aura = spec("aura", { size: 1 });
    expect(placementAllowed(aura, user, areaShape(aura, user, user))).toBe(true);
    expect(placementAllowed(aura, user, { t: "rect", x: 9, y: 9, width: 3, height: 3 })).toBe(false);
    // A pointer right beside the user's column snaps to straight north or south.
    expect(directionTowards(user, { x: 5, y: 9 })).toEqual({ x: 0, y: 1 });
    expect(directionTowards(user, { x: 2, y: 5 })).toEqual({ x: -1, y: 0 });
    // The square under a shape's origin counts even when the shape is empty there.
    expect(coveredSquares({ t: "rect", x: 2.5, y: 2.5, width: 0, height: 0 })).toEqual([{ x: 2, y: 2 }]);
    expect(filterAllows(areaTargetFilter("each creature"), "neutral")).toBe(true);
    expect(filterAllows(areaTargetFilter("each enemy"), "neutral")).toBe(false);
    expect(filterAllows(areaTargetFilter("each enemy"), "enemy")).toBe(true);
  });
  it("R-AB-2: a target of Self selects the user alone (「アビリティのターゲットが「自身」である場合、アビリティを使用しているクリーチャーにのみ影響を与えることができます」)", () => {
    for (const text of ["Self", "自身", "yourself"]) {
      const filter = areaTargetFilter(text);
      expect(filter).toEqual({ enemies: false, allies: false, neutral: false, self: true });
      expect(["ally", "enemy", "neutral"].some((side) => filterAllows(filter, side as "ally"))).toBe(false);
    }
  });

  it("R-AB-2: an A × B line is exactly A long and B wide (「数値 A はラインの長さ(スクエア単位)を表し、数値 B はラインの幅と高さ」)", () => {
    const line = spec("line", { length: 5, width: 1, within: 1 });
    const ray = (direction: number, length: number, width = 1) =>
      ({ t: "ray", x: 6, y: 5.5, direction, length, width }) as const;
    expect(placementAllowed(line, user, ray(0, 5))).toBe(true);
    for (const length of [4, 6, 7]) expect(placementAllowed(line, user, ray(0, length))).toBe(false);
    expect(placementAllowed(line, user, ray(45, 5 * Math.SQRT2))).toBe(true);
    expect(placementAllowed(line, user, ray(45, 6 * Math.SQRT2))).toBe(false);
    expect(placementAllowed(line, user, ray(0, 5, 2))).toBe(false);
    expect(placementAllowed(line, user, { t: "rect", x: 6, y: 5, width: 1, height: 5 })).toBe(true);
    expect(placementAllowed(line, user, { t: "rect", x: 6, y: 5, width: 4, height: 1 })).toBe(false);
    expect(placementAllowed(line, user, areaShape(line, user, { x: 6, y: 5 }))).toBe(true);
  });

  it("R-AB-2: a wall's squares each share a side with another (「各スクエアは壁の別のスクエアと少なくとも1辺(角だけでなく)を共有していなければなりません」)", () => {
    const wall = { size: 4 };
    const sq = (...xy: [number, number][]) => xy.map(([x, y]) => ({ x, y }));
    expect(wallSquaresAllowed(wall, sq([0, 0], [1, 0], [0, 1], [1, 1]))).toBe(true); // a 2 × 2 block
    expect(wallSquaresAllowed(wall, sq([0, 0], [1, 0], [2, 0], [2, 1]))).toBe(true); // an L
    expect(wallSquaresAllowed(wall, sq([0, 0], [1, 1], [2, 2], [3, 3]))).toBe(false); // corners only
    expect(wallSquaresAllowed(wall, sq([0, 0], [1, 0], [2, 0]))).toBe(false); // too few
    expect(wallSquaresAllowed(wall, sq([0, 0], [1, 0], [1, 0], [2, 0]))).toBe(false); // a square twice
    // 「壁を占有されているスクエアに配置することはできず」
    expect(wallSquaresAllowed(wall, sq([0, 0], [1, 0], [2, 0], [3, 0]), sq([2, 0]))).toBe(false);
    expect(wallSquaresAllowed({ size: 1 }, sq([4, 4]))).toBe(true);
  });

  it("R-AB-2: a wall built square by square (「1スクエアずつ構築できます」) needs its origin square within distance (「効果範囲の少なくとも1つのスクエアがその距離内」) and no square in the user's or another creature's space", () => {
    const wall = { size: 4, within: 2 };
    const user = { x: 0, y: 0, size: 1 };
    const block = [
      { x: 2, y: 0 },
      { x: 3, y: 0 },
      { x: 2, y: 1 },
      { x: 3, y: 1 },
    ];
    expect(wallPlacementAllowed(wall, user, block)).toBe(true);
    expect(wallPlacementAllowed({ ...wall, within: 1 }, user, block)).toBe(false);
    expect(wallPlacementAllowed(wall, user, block, [{ x: 3, y: 1 }])).toBe(false);
    const overUser = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 2, y: 0 },
      { x: 3, y: 0 },
    ];
    expect(wallPlacementAllowed(wall, user, overUser)).toBe(false);
  });
});

describe("auras move with their creator (R-AB-2)", () => {
  const korva: GroundFootprint = { x: 4, y: 3, size: 1 };
  it("R-AB-2: a 2 aura placed around Korva is centred on his new space, its size kept", () => {
    const aura = areaShape(spec("aura", { size: 2 }), korva, korva);
    expect(auraAround(aura, { x: 9, y: 1, size: 1 })).toEqual({
      t: "rect",
      x: 7,
      y: -1,
      width: 5,
      height: 5,
    });
    expect(auraAround(aura, korva)).toEqual(aura);
  });
  it("R-AB-2: a large creature's aura stays centred on its whole space; a line is no aura", () => {
    const ogre: GroundFootprint = { x: 2, y: 2, size: 2 };
    const aura = areaShape(spec("aura", { size: 1 }), ogre, ogre);
    expect(auraAround(aura, { x: 6, y: 6, size: 2 })).toEqual({ t: "rect", x: 5, y: 5, width: 4, height: 4 });
    const line = areaShape(spec("line", { length: 5, width: 1 }), korva, { x: 5, y: 3 });
    expect(auraAround(line, korva)).toBeNull();
  });
});
