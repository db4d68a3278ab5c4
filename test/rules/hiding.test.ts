import { describe, expect, it } from "vitest";
import {
  canHide,
  canTargetHidden,
  hideJudgement,
  useEndsHidden,
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

describe("R-CB-9 Hide in play: what the board decides and what the Director does", () => {
  it("R-CB-9: in combat with no enemy having line of effect, Hide hides at once", () => {
    expect(hideJudgement({ inCombat: true, watchers: 0 })).toBe("hidden");
  });
  it("R-CB-9: an enemy with line of effect may be observing: the Director decides", () => {
    expect(hideJudgement({ inCombat: true, watchers: 1 })).toBe("director");
  });
  it("R-CB-9: outside combat the Director always decides (he may ask for a Hide test)", () => {
    expect(hideJudgement({ inCombat: false, watchers: 0 })).toBe("director");
  });
  it("R-CB-9: using an ability ends hidden, but Hide and Search do not", () => {
    expect(useEndsHidden(null)).toBe(true);
    expect(useEndsHidden("defend")).toBe(true);
    expect(useEndsHidden("hide")).toBe(false);
    expect(useEndsHidden("search")).toBe(false);
  });
});
