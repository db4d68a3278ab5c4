import { describe, expect, it } from "vitest";
import { reachOf, spaceGap, targetsAllowed, withinReach } from "../../src/rules/index.ts";

const at = (x: number, y: number, side = 1) => ({ x, y, size: side });

describe("R-AB-2 reach", () => {
  it("R-AB-2: adjacent spaces are 1 apart, diagonals count as one square, overlaps 0", () => {
    expect(spaceGap(at(0, 0), at(1, 0))).toBe(1);
    expect(spaceGap(at(0, 0), at(1, 1))).toBe(1);
    expect(spaceGap(at(0, 0), at(3, 2))).toBe(3);
    expect(spaceGap(at(0, 0, 2), at(1, 1))).toBe(0);
  });

  it("R-AB-2: a larger creature's space reaches further (size 2 at 0,0 is adjacent to 2,0)", () => {
    expect(withinReach("melee", { melee: 1, ranged: 0 }, at(0, 0, 2), at(2, 0))).toBe(true);
    expect(withinReach("melee", { melee: 1, ranged: 0 }, at(0, 0), at(2, 0))).toBe(false);
    expect(withinReach("melee", { melee: 1, ranged: 0 }, at(0, 0), at(2, 0, 2))).toBe(false);
    expect(withinReach("melee", { melee: 1, ranged: 0 }, at(0, 0), at(1, 0, 2))).toBe(true);
  });

  it("R-AB-2: ranged X reaches X squares; melee X or ranged Y the longer; melee is at least adjacent", () => {
    expect(withinReach("ranged", { melee: 0, ranged: 5 }, at(0, 0), at(5, 3))).toBe(true);
    expect(withinReach("ranged", { melee: 0, ranged: 5 }, at(0, 0), at(6, 0))).toBe(false);
    expect(reachOf("meleeRanged", { melee: 1, ranged: 5 })).toBe(5);
    expect(reachOf("melee", { melee: 0, ranged: 0 })).toBe(1);
  });

  it("R-AB-2: a numbered target line allows at most that many targets; 0 means no number", () => {
    expect(targetsAllowed(1, 1)).toBe(true);
    expect(targetsAllowed(1, 6)).toBe(false);
    expect(targetsAllowed(2, 2)).toBe(true);
    expect(targetsAllowed(0, 12)).toBe(true);
  });
});
