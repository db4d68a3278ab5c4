import { describe, expect, it } from "vitest";
import { crossesWall, segmentsMeet } from "../../src/canvas/wall-crossing.ts";

const p = (x: number, y: number) => ({ x, y });
// A wall along the line x = 200, from y = 0 to y = 200 (grid size 100).
const wall = { a: p(200, 0), b: p(200, 200) };

describe("steps across walls", () => {
  it("a step through a wall is blocked, a step beside it is not", () => {
    expect(crossesWall(p(150, 50), p(250, 50), [wall])).toBe(true);
    expect(crossesWall(p(150, 250), p(250, 250), [wall])).toBe(false);
    expect(crossesWall(p(150, 50), p(150, 150), [wall])).toBe(false);
    expect(crossesWall(p(150, 50), p(250, 50), [])).toBe(false);
  });

  it("no cutting the corner of a wall: a diagonal step through its end is blocked", () => {
    expect(crossesWall(p(150, 150), p(250, 250), [wall])).toBe(true);
    expect(crossesWall(p(150, 250), p(250, 150), [wall])).toBe(true);
  });

  it("collinear segments meet only where they overlap", () => {
    expect(segmentsMeet(p(0, 0), p(10, 0), p(5, 0), p(20, 0))).toBe(true);
    expect(segmentsMeet(p(0, 0), p(10, 0), p(11, 0), p(20, 0))).toBe(false);
    expect(segmentsMeet(p(5, 0), p(20, 0), p(0, 0), p(10, 0))).toBe(true);
    expect(segmentsMeet(p(0, 0), p(4, 0), p(0, 0), p(0, 5))).toBe(true);
    expect(segmentsMeet(p(0, 5), p(0, 0), p(3, 0), p(0, 0))).toBe(true);
  });
});
