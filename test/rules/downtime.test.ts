import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  AUTOMATIC_BREAKTHROUGH_POINTS,
  DISCOVER_LORE_GOALS,
  LEARN_LANGUAGE_GOAL,
  LEARN_SKILL_GOAL,
  findCureGoal,
  guidePoints,
  languageAccess,
  milestonesCrossed,
  projectComplete,
  projectEventMilestones,
  projectLanguageBanes,
  projectProgress,
  projectRollPoints,
} from "../../src/rules/index.ts";

describe("projectRollPoints", () => {
  it("R-DT-1: the total becomes project points, no tiers", () => {
    expect(projectRollPoints({ dice: [6, 7], characteristic: 2, bonus: 2 })).toEqual({
      points: 17,
      breakthrough: false,
    });
    expect(projectRollPoints({ dice: [9, 9], characteristic: 5, bonus: 10 }).points).toBe(33);
  });
  it("R-DT-1: minimum 1 point even with penalties", () => {
    expect(projectRollPoints({ dice: [1, 1], characteristic: -3, banes: 2 }).points).toBe(1);
    expect(projectRollPoints({ dice: [1, 2], characteristic: -2 }).points).toBe(1);
  });
  it("R-DT-1: edge +2, double edge +4, bane −2, double bane −4", () => {
    const base = { dice: [5, 5] as const, characteristic: 0 };
    expect(projectRollPoints({ ...base, edges: 1 }).points).toBe(12);
    expect(projectRollPoints({ ...base, edges: 2 }).points).toBe(14);
    expect(projectRollPoints({ ...base, edges: 5 }).points).toBe(14);
    expect(projectRollPoints({ ...base, banes: 1 }).points).toBe(8);
    expect(projectRollPoints({ ...base, banes: 2 }).points).toBe(6);
  });
  it("R-DT-1: edges and banes still cancel first (R-PR-4)", () => {
    const base = { dice: [5, 5] as const, characteristic: 0 };
    expect(projectRollPoints({ ...base, edges: 2, banes: 1 }).points).toBe(12);
    expect(projectRollPoints({ ...base, edges: 1, banes: 1 }).points).toBe(10);
    expect(projectRollPoints({ ...base, edges: 1, banes: 2 }).points).toBe(8);
  });
  it("R-DT-1: a natural 19 or 20 is a breakthrough", () => {
    expect(projectRollPoints({ dice: [10, 9], characteristic: 0 }).breakthrough).toBe(true);
    expect(projectRollPoints({ dice: [10, 10], characteristic: -5, banes: 2 })).toEqual({
      points: 11,
      breakthrough: true,
    });
    expect(projectRollPoints({ dice: [9, 9], characteristic: 5 }).breakthrough).toBe(false);
  });
  it("R-DT-1: points are at least 1 and monotone in the bonus (property)", () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 })),
        fc.integer({ min: -5, max: 5 }),
        fc.integer({ min: -10, max: 10 }),
        fc.nat(3),
        fc.nat(3),
        (dice, c, bonus, edges, banes) => {
          const a = projectRollPoints({ dice, characteristic: c, bonus, edges, banes }).points;
          const b = projectRollPoints({ dice, characteristic: c, bonus: bonus + 1, edges, banes }).points;
          expect(a).toBeGreaterThanOrEqual(1);
          expect(b).toBeGreaterThanOrEqual(a);
        },
      ),
    );
  });
  it("R-DT-1: languages — related source language a bane, unknown a double bane", () => {
    expect([
      projectLanguageBanes("known"),
      projectLanguageBanes("related"),
      projectLanguageBanes("none"),
    ]).toEqual([0, 1, 2]);
  });
  it("R-DT-1, R-DT-2: the roller reads the source's language, a related one, or neither (names compared loosely)", () => {
    expect(languageAccess("", [], [])).toBe("known");
    expect(languageAccess("Zaliac", ["Lararian"], ["Caelian", " zaliac "])).toBe("known");
    expect(languageAccess("Zaliac", ["Lararian"], ["Caelian", "Lararian"])).toBe("related");
    expect(languageAccess("Zaliac", ["Lararian"], ["Caelian"])).toBe("none");
    expect(languageAccess("ザリアック語", [], ["ザリアック語"])).toBe("known");
  });
});

describe("guides and goals", () => {
  it("R-DT-2: a guide gives its knowledge value; half (round down) through a related language", () => {
    expect(guidePoints(1000, "known")).toBe(1000);
    expect(guidePoints(45, "related")).toBe(22);
    expect(guidePoints(45, "none")).toBe(0);
  });
  it("R-DT-2: complete when the points reach the goal; progress is capped", () => {
    expect(projectComplete(119, 120)).toBe(false);
    expect(projectComplete(120, 120)).toBe(true);
    expect(projectProgress(60, 120)).toBe(0.5);
    expect(projectProgress(200, 120)).toBe(1);
    expect(projectProgress(-5, 120)).toBe(0);
    expect(projectProgress(3, 0)).toBe(1);
  });
  it("R-DT-3: Discover Lore goals common 15, obscure 45, lost 120, forbidden 240", () => {
    expect(DISCOVER_LORE_GOALS).toEqual({ common: 15, obscure: 45, lost: 120, forbidden: 240 });
  });
  it("R-DT-2: book goals — learn a language or skill 120, find a cure level × 50 (half for later doses)", () => {
    expect([LEARN_LANGUAGE_GOAL, LEARN_SKILL_GOAL]).toEqual([120, 120]);
    expect(findCureGoal(3)).toBe(150);
    expect(findCureGoal(3, false)).toBe(75);
    expect(findCureGoal(5, false)).toBe(125);
  });
  it("R-DT-1: an automatic breakthrough is worth 20 points", () => {
    expect(AUTOMATIC_BREAKTHROUGH_POINTS).toBe(20);
  });
});

describe("event milestones", () => {
  it("R-DT-4: goal ≤ 30 has no events", () => {
    expect(projectEventMilestones(15)).toEqual([]);
    expect(projectEventMilestones(30)).toEqual([]);
  });
  it("R-DT-4: goal 31–200 has one at half", () => {
    expect(projectEventMilestones(31)).toEqual([16]);
    expect(projectEventMilestones(120)).toEqual([60]);
    expect(projectEventMilestones(200)).toEqual([100]);
  });
  it("R-DT-4: goal 201–999 has two, at one and two thirds", () => {
    expect(projectEventMilestones(240)).toEqual([80, 160]);
    expect(projectEventMilestones(999)).toEqual([333, 666]);
  });
  it("R-DT-4: goal ≥ 1000 has three, at quarters", () => {
    expect(projectEventMilestones(1000)).toEqual([250, 500, 750]);
    expect(projectEventMilestones(3000)).toEqual([750, 1500, 2250]);
  });
  it("R-DT-4: counting milestones crossed by a roll", () => {
    expect(milestonesCrossed(240, 70, 90)).toBe(1);
    expect(milestonesCrossed(240, 0, 240)).toBe(2);
    expect(milestonesCrossed(240, 80, 150)).toBe(0);
    expect(milestonesCrossed(30, 0, 30)).toBe(0);
  });
  it("R-DT-4: milestones lie strictly inside the goal and ascend (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), (goal) => {
        const ms = projectEventMilestones(goal);
        for (let i = 0; i < ms.length; i++) {
          expect(ms[i]).toBeGreaterThan(0);
          expect(ms[i]).toBeLessThan(goal);
          if (i > 0) expect(ms[i]).toBeGreaterThan(ms[i - 1] as number);
        }
      }),
    );
  });
});
