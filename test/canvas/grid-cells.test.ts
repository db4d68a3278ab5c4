import { describe, expect, it } from "vitest";
import {
  cellCenter,
  cellPlacement,
  footprintSide,
  pointCell,
  sceneBounds,
  tokenCell,
} from "../../src/canvas/grid-cells.ts";

const grid = { size: 100, distance: 5 };

describe("token positions on the square grid", () => {
  it("R-MV-13: tiny to large creatures fill one square, size N fills N", () => {
    expect([0.5, 1, 2, 3].map(footprintSide)).toEqual([1, 1, 2, 3]);
  });

  it("reads a token's anchor square and height, and places it back", () => {
    expect(tokenCell({ x: 300, y: 200, width: 1, elevation: 10 }, grid)).toEqual({ x: 3, y: 2, z: 2 });
    expect(tokenCell({ x: 100, y: 100, width: 2, elevation: 0 }, grid)).toEqual({ x: 1, y: 1, z: 0 });
    // A half-square token in the right half of square 1 still stands in square 1.
    expect(tokenCell({ x: 150, y: 150, width: 0.5, elevation: 0 }, grid)).toEqual({ x: 1, y: 1, z: 0 });
    expect(cellPlacement({ x: 3, y: 2, z: 2 }, grid)).toEqual({ x: 300, y: 200, elevation: 10 });
    expect(cellCenter({ x: 3, y: 2, z: 0 }, grid)).toEqual({ x: 350, y: 250, elevation: 0 });
  });

  it("keeps picks inside the scene, not its padding", () => {
    const bounds = sceneBounds({ x: 250, y: 200, width: 1000, height: 500 }, grid);
    expect(bounds.min).toMatchObject({ x: 3, y: 2 });
    expect(bounds.max).toMatchObject({ x: 11, y: 6 });
  });

  it("turns a click into the square under it", () => {
    expect(pointCell({ x: 399, y: 101 }, 1, grid)).toEqual({ x: 3, y: 1, z: 1 });
  });
});
