/**
 * The simulated Region (test/sim/regions.ts) on the running generation: who may create, update and delete one
 * (v14 REGION_CREATE and the Region's own ownership; v13 the Document defaults), its validation, and
 * RegionDocument#testPoint for the shapes Steelbound draws. Rows in ./behaviours.ts V14_BEHAVIOURS.
 */
import { describe, expect, it } from "vitest";
import { doc, gm, other, player } from "./permission-fixtures.ts";
import { OWNERSHIP, USER_ROLES } from "./permission-core.ts";
import { canUserCreate, canUserModify } from "./permissions.ts";
import { simV14 } from "./generation.ts";
import { SIMULATED_SHAPES, SimRegion } from "./regions.ts";
import { AREA_KINDS, areaShape, coveredSquares } from "../../src/rules/index.ts";
import { regionShapes } from "../../src/canvas/area-template.ts";

const scene = doc("Scene", { ownership: { default: OWNERSHIP.NONE } });
const region = (extra: Record<string, unknown> = {}) =>
  doc(
    "Region",
    { _id: "region0000000000", name: "Area", ownership: { [player.id]: OWNERSHIP.OWNER }, ...extra },
    scene,
  );

describe(`Region permissions (v${simV14() ? 14 : 13})`, () => {
  if (simV14()) {
    it("v14: a player creates one with REGION_CREATE (PLAYER by default), not without it, not while paused, not with behaviors", () => {
      expect(canUserCreate(player, region()).allowed).toBe(true);
      const noRegions = { rolePermissions: { REGION_CREATE: [USER_ROLES.ASSISTANT, USER_ROLES.GAMEMASTER] } };
      expect(canUserCreate(player, region(), undefined, noRegions).allowed).toBe(false);
      expect(canUserCreate(player, region(), undefined, { paused: true }).allowed).toBe(false);
      expect(canUserCreate(gm, region(), undefined, { paused: true }).allowed).toBe(true);
      const withBehavior = region({ behaviors: [{ type: "pauseGame", name: "Pause" }] });
      expect(canUserCreate(player, withBehavior).allowed).toBe(false);
    });
    it("v14: its owner (by the Region's own ownership) updates and deletes it; another player cannot", () => {
      expect(canUserModify(player, "update", region(), { name: "Moved" }).allowed).toBe(true);
      expect(canUserModify(player, "delete", region()).allowed).toBe(true);
      expect(canUserModify(other, "update", region(), { name: "Moved" }).allowed).toBe(false);
      expect(canUserModify(other, "delete", region()).allowed).toBe(false);
      expect(canUserModify(gm, "delete", region()).allowed).toBe(true);
    });
  } else {
    it("v13: only an assistant or GM creates or deletes a Region (no permissions override)", () => {
      expect(canUserCreate(player, region()).allowed).toBe(false);
      expect(canUserCreate(gm, region()).allowed).toBe(true);
      expect(canUserModify(player, "delete", region()).allowed).toBe(false);
    });
  }
});

describe("Region document", () => {
  it("validates its name, shape types and visibility as the schema does", () => {
    expect(() => new SimRegion({ name: "" })).toThrow(/name/);
    expect(() => new SimRegion({ name: "A", shapes: [{ type: "square" }] })).toThrow(/shapes/);
    expect(() => new SimRegion({ name: "A", visibility: 9 })).toThrow(/visibility/);
    expect(new SimRegion({ name: "A" })._source).toMatchObject({ visibility: 0, ownership: { default: 0 } });
  });
  it("testPoint: inside a rectangle anchored at its corner, inside a line's band, outside a hole", () => {
    const r = new SimRegion({
      name: "A",
      shapes: [
        { type: "rectangle", x: 100, y: 100, width: 300, height: 200, anchorX: 0, anchorY: 0, rotation: 0 },
        { type: "line", x: 500, y: 150, length: 400, width: 100, rotation: 90 },
        { type: "rectangle", x: 150, y: 150, width: 50, height: 50, hole: true },
      ],
    });
    expect(r.testPoint({ x: 120, y: 250 })).toBe(true);
    expect(r.testPoint({ x: 420, y: 250 })).toBe(false);
    expect(r.testPoint({ x: 520, y: 500 })).toBe(true);
    expect(r.testPoint({ x: 600, y: 500 })).toBe(false);
    expect(r.testPoint({ x: 170, y: 170 })).toBe(false);
  });
});

describe("the Region shapes Steelbound draws are the ones the simulation tests points of", () => {
  const grid = { size: 100, distance: 5 };
  const user = { x: 5, y: 5, size: 1 };
  // Origins around the user: straight and diagonal lines, cubes away from the user.
  const origins = [
    { x: 8, y: 5 },
    { x: 5, y: 2 },
    { x: 8, y: 8 },
    { x: 2, y: 8 },
  ];
  const cases = AREA_KINDS.flatMap((kind) =>
    origins.map((origin) => ({ kind, origin, spec: { kind, size: 2, length: 5, width: 1, within: 10 } })),
  );

  it.each(cases)(
    "$kind at $origin.x,$origin.y: only simulated shapes, and each covered square's centre is inside",
    ({ spec, origin }) => {
      const shape = areaShape(spec, user, origin);
      const shapes = regionShapes(shape, grid);
      for (const s of shapes) expect(SIMULATED_SHAPES).toContain(s.type);
      for (const s of shapes) if (s.type === "rectangle") expect(s.rotation).toBe(0);
      const r = new SimRegion({ name: "Area", shapes });
      for (const square of coveredSquares(shape))
        expect(r.testPoint({ x: (square.x + 0.5) * 100, y: (square.y + 0.5) * 100 })).toBe(true);
    },
  );

  it("a wall's squares are unrotated rectangles, one per square", () => {
    const wall = [
      { x: 1, y: 1 },
      { x: 2, y: 1 },
      { x: 2, y: 2 },
    ];
    const shapes = regionShapes({ t: "rect", x: 1, y: 1, width: 2, height: 2 }, grid, wall);
    expect(shapes.map((s) => s.type)).toEqual(["rectangle", "rectangle", "rectangle"]);
    const r = new SimRegion({ name: "Wall", shapes });
    expect(r.testPoint({ x: 150, y: 150 })).toBe(true);
    expect(r.testPoint({ x: 150, y: 250 })).toBe(false);
  });

  it("a point test on a shape Steelbound never draws is not answered (circle, ellipse, polygon, emanation)", () => {
    for (const type of ["circle", "ellipse", "polygon", "emanation"]) {
      const r = new SimRegion({ name: "Other", shapes: [{ type, x: 0, y: 0 }] });
      expect(() => r.testPoint({ x: 0, y: 0 }), type).toThrow(/not simulated/);
    }
  });
});
