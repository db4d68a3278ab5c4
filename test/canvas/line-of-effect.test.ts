import { describe, expect, it } from "vitest";
import { lineOfEffect } from "../../src/canvas/line-of-effect.ts";

const G = 100;
const wall = (x0: number, y0: number, x1: number, y1: number) => ({
  a: { x: x0, y: y0 },
  b: { x: x1, y: y1 },
});
const at = (x: number, y: number, size = 1) => ({ x, y, size });

describe("line of effect, corner to corner (004 効果線)", () => {
  it("no walls: every space sees every other", () => {
    expect(lineOfEffect(at(0, 0), at(9, 9), G, [])).toBe(true);
  });

  it("a wall along the edge two adjacent spaces share blocks it", () => {
    expect(lineOfEffect(at(4, 3), at(5, 3), G, [wall(500, 300, 500, 400)])).toBe(false);
  });

  it("walls along both sides of a one-square corridor do not block a line down it", () => {
    const sides = [wall(0, 300, 1500, 300), wall(0, 400, 1500, 400)];
    expect(lineOfEffect(at(2, 3), at(8, 3), G, sides)).toBe(true);
  });

  it("a wall that hides only part of the target leaves a corner to corner line (not completely blocked)", () => {
    expect(lineOfEffect(at(0, 0), at(4, 0), G, [wall(200, 0, 200, 50)])).toBe(true);
  });

  it("a large creature sees past a short wall from a corner of its whole space", () => {
    const short = wall(300, 300, 300, 400);
    expect(lineOfEffect(at(1, 3), at(5, 3), G, [short])).toBe(false);
    expect(lineOfEffect(at(1, 2, 2), at(5, 3), G, [short])).toBe(true);
  });
});
