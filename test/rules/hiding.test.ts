import { describe, expect, it } from "vitest";
import {
  canHide,
  canTargetHidden,
  searchReveals,
  sneakSpeed,
  SEARCH_DISTANCE,
} from "../../src/rules/index.ts";

describe("R-CN-11 hidden, R-CB-9 Hide and Search (004 隠れると忍び足)", () => {
  it("R-CB-9 Hide: needs cover or concealment from the creature and not being observed by it", () => {
    expect(canHide({ cover: true, concealment: false, observed: false })).toBe(true);
    expect(canHide({ cover: false, concealment: true, observed: false })).toBe(true);
    expect(canHide({ cover: true, concealment: true, observed: true })).toBe(false);
    expect(canHide({ cover: false, concealment: false, observed: false })).toBe(false);
  });

  it("R-CN-11 hidden: only an ability with the Area keyword targets a hidden creature", () => {
    expect(canTargetHidden(["area", "magic"])).toBe(true);
    expect(canTargetHidden(["Area"])).toBe(true);
    expect(canTargetHidden(["melee", "strike", "weapon"])).toBe(false);
    expect(canTargetHidden([])).toBe(false);
  });

  it("R-CB-9 Search: within 10 squares, with line of effect, a total higher than the hider's; a tie leaves it hidden", () => {
    const base = { distance: 5, lineOfEffect: true, searchTotal: 15, hideTotal: 12 };
    expect(searchReveals(base)).toBe(true);
    expect(searchReveals({ ...base, hideTotal: 15 })).toBe(false);
    expect(searchReveals({ ...base, distance: SEARCH_DISTANCE })).toBe(true);
    expect(searchReveals({ ...base, distance: 11 })).toBe(false);
    expect(searchReveals({ ...base, lineOfEffect: false })).toBe(false);
  });

  it("R-PR-11: sneaking is half speed, rounded down", () => {
    expect(sneakSpeed(5)).toBe(2);
    expect(sneakSpeed(6)).toBe(3);
    expect(sneakSpeed(0)).toBe(0);
  });
});
