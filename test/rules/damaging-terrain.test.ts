/** R-MV-4 damaging terrain (001 and 004 §ダメージを与える地形): when its damage falls, and what counts as entering it. */
import { describe, expect, it } from "vitest";
import { entersTerrain, terrainDamageDue, TERRAIN_TRIGGERS } from "../../src/rules/index.ts";

describe("damaging terrain (R-MV-4)", () => {
  it("R-MV-4: a terrain deals its damage on the event its description names, or on both", () => {
    expect(TERRAIN_TRIGGERS).toEqual(["enter", "turnStart", "both"]);
    expect(terrainDamageDue("enter", "enter")).toBe(true);
    expect(terrainDamageDue("enter", "turnStart")).toBe(false);
    expect(terrainDamageDue("turnStart", "turnStart")).toBe(true);
    expect(terrainDamageDue("turnStart", "enter")).toBe(false);
    expect(terrainDamageDue("both", "enter")).toBe(true);
    expect(terrainDamageDue("both", "turnStart")).toBe(true);
  });

  it("R-MV-4: a movement from outside that passes a square of it enters it once, however often it crosses", () => {
    expect(entersTerrain(false, [false, true, false])).toBe(true);
    expect(entersTerrain(false, [true, false, true])).toBe(true);
    expect(entersTerrain(false, [false, false])).toBe(false);
    // Already inside: moving within or out of it is no entering (its turn start is another event).
    expect(entersTerrain(true, [true, true])).toBe(false);
    expect(entersTerrain(true, [false])).toBe(false);
    expect(entersTerrain(false, [])).toBe(false);
  });
});
