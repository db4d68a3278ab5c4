import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DEFAULT_CONSEQUENCE,
  DEFAULT_GROUP_CONSEQUENCE_MALICE_PER_HERO,
  DEFAULT_GROUP_REWARD,
  DEFAULT_REWARD,
  SKILLS,
  SKILL_GROUPS,
  assistEffect,
  canAssist,
  groupTestResult,
  hasConsequence,
  isSuccess,
  resolvePowerRoll,
  skillBonus,
  skillGroupOf,
  testOutcome,
  type TestDifficulty,
  type TestOutcome,
  type Tier,
} from "../../src/rules/index.ts";

const ALL: TestOutcome[] = [
  "failureWithConsequence",
  "failure",
  "successWithConsequence",
  "success",
  "successWithReward",
];

describe("testOutcome", () => {
  // R-TS-1 table copied from the book, row by row.
  const TABLE: [Tier, TestDifficulty, TestOutcome][] = [
    [1, "easy", "successWithConsequence"],
    [1, "medium", "failure"],
    [1, "hard", "failureWithConsequence"],
    [2, "easy", "success"],
    [2, "medium", "successWithConsequence"],
    [2, "hard", "failure"],
    [3, "easy", "successWithReward"],
    [3, "medium", "success"],
    [3, "hard", "success"],
  ];
  for (const [tier, difficulty, expected] of TABLE)
    it(`R-TS-1: tier ${tier} on a ${difficulty} test is ${expected}`, () => {
      expect(testOutcome(difficulty, { tier, critical: false })).toBe(expected);
    });
  for (const difficulty of ["easy", "medium", "hard"] as const)
    it(`R-TS-1: natural 19–20 on a ${difficulty} test is a success with a reward`, () => {
      expect(testOutcome(difficulty, resolvePowerRoll({ dice: [10, 9], characteristic: -5 }))).toBe(
        "successWithReward",
      );
      expect(testOutcome(difficulty, resolvePowerRoll({ dice: [10, 10], characteristic: 0, banes: 2 }))).toBe(
        "successWithReward",
      );
    });
  it("R-TS-1: book example — Alyssa rolls 13 + Might 2 + Climb 2 = 17 on a hard test: success", () => {
    const roll = resolvePowerRoll({ dice: [6, 7], characteristic: 2, bonus: skillBonus(1) });
    expect([roll.total, roll.tier, testOutcome("hard", roll)]).toEqual([17, 3, "success"]);
  });
  it("R-TS-1: book example — Grace rolls 11 + Might 2 = 13 on an easy test: success", () => {
    const roll = resolvePowerRoll({ dice: [5, 6], characteristic: 2 });
    expect([roll.total, testOutcome("easy", roll)]).toEqual([13, "success"]);
  });
  it("R-TS-1: book example — Alyssa rolls 2 + Might 2 + Lift 2 = 6 on a medium test: failure", () => {
    const roll = resolvePowerRoll({ dice: [1, 1], characteristic: 2, bonus: 2 });
    expect([roll.total, testOutcome("medium", roll)]).toEqual([6, "failure"]);
  });
  it("R-TS-1: a higher total never gives a worse outcome (property)", () => {
    const rank = (o: TestOutcome) => ALL.indexOf(o);
    fc.assert(
      fc.property(
        fc.constantFrom<TestDifficulty>("easy", "medium", "hard"),
        fc.integer({ min: 2, max: 18 }),
        fc.integer({ min: -5, max: 5 }),
        fc.nat(10),
        (d, natural, c, extra) => {
          const dice = [Math.min(9, natural - 1), natural - Math.min(9, natural - 1)] as const;
          const low = testOutcome(d, resolvePowerRoll({ dice, characteristic: c }));
          const high = testOutcome(d, resolvePowerRoll({ dice, characteristic: c, bonus: extra }));
          expect(rank(high)).toBeGreaterThanOrEqual(rank(low));
        },
      ),
    );
  });
});

describe("isSuccess / hasConsequence", () => {
  it("R-TS-1: success covers the three success outcomes, failure the two failures", () => {
    expect(ALL.map(isSuccess)).toEqual([false, false, true, true, true]);
  });
  it("R-TS-5: consequences come with failure or success with a consequence", () => {
    expect(ALL.map(hasConsequence)).toEqual([true, false, true, false, false]);
  });
});

describe("skills", () => {
  it("R-TS-2: an applicable skill gives +2, once, and stacks with an edge", () => {
    expect(skillBonus(0)).toBe(0);
    expect(skillBonus(1)).toBe(2);
    expect(skillBonus(3)).toBe(2);
    const r = resolvePowerRoll({ dice: [5, 5], characteristic: 0, bonus: skillBonus(1), edges: 1 });
    expect(r.total).toBe(14);
  });
  it("R-TS-2: skills never apply to ability rolls", () => {
    expect(skillBonus(1, "abilityRoll")).toBe(0);
  });
  it("R-TS-8: five groups with the book's skill counts", () => {
    expect(Object.keys(SKILL_GROUPS)).toEqual([
      "crafting",
      "exploration",
      "interpersonal",
      "intrigue",
      "lore",
    ]);
    expect(Object.values(SKILL_GROUPS).map((s) => s.length)).toEqual([10, 10, 13, 12, 12]);
    expect(SKILLS).toHaveLength(57);
    expect(new Set(SKILLS).size).toBe(57);
  });
  it("R-TS-8: keys are camelCase and land in their group", () => {
    expect(skillGroupOf("handleAnimals")).toBe("interpersonal");
    expect(skillGroupOf("readPerson")).toBe("interpersonal");
    expect(skillGroupOf("criminalUnderworld")).toBe("lore");
    expect(skillGroupOf("escapeArtist")).toBe("intrigue");
    expect(skillGroupOf("blacksmithing")).toBe("crafting");
    expect(skillGroupOf("swim")).toBe("exploration");
    expect(skillGroupOf("brewing")).toBeNull();
    for (const s of SKILLS) expect(s).toMatch(/^[a-z][a-zA-Z]*$/);
  });
});

describe("assist a test", () => {
  it("R-TS-4: tier 1 → bane, tier 2 → edge, tier 3 → double edge", () => {
    expect(assistEffect(1)).toEqual({ edges: 0, banes: 1 });
    expect(assistEffect(2)).toEqual({ edges: 1, banes: 0 });
    expect(assistEffect(3)).toEqual({ edges: 2, banes: 0 });
  });
  it("R-TS-4: book example — Carrel's assist of 16 gives Val an edge; 17 on hard is a success", () => {
    const help = assistEffect(resolvePowerRoll({ dice: [7, 7], characteristic: 2 }).tier);
    const roll = resolvePowerRoll({ dice: [7, 6], characteristic: 2, ...help });
    expect([roll.total, testOutcome("hard", roll)]).toEqual([17, "success"]);
  });
  it("R-TS-4: the assister needs an applicable skill the assisted creature isn't using", () => {
    expect(canAssist({ assisterSkill: "culture", assistedSkill: "history" })).toBe(true);
    expect(canAssist({ assisterSkill: "history", assistedSkill: "history" })).toBe(false);
    expect(canAssist({ assisterSkill: null, assistedSkill: null })).toBe(false);
    expect(canAssist({ assisterSkill: "flirt", assistedSkill: null })).toBe(true);
  });
  it("R-TS-5: heroes in the same group test can't assist each other", () => {
    expect(canAssist({ assisterSkill: "climb", assistedSkill: null, inSameGroupTest: true })).toBe(false);
  });
});

describe("groupTestResult", () => {
  it("R-TS-5: succeeds when at least half succeed", () => {
    expect(groupTestResult(["success", "failure"]).success).toBe(true);
    expect(groupTestResult(["success", "failure", "failure"]).success).toBe(false);
    expect(
      groupTestResult(["successWithConsequence", "success", "failure", "failureWithConsequence"]).success,
    ).toBe(true);
  });
  it("R-TS-5: success with at least half rewarded → one group reward, consequences ignored", () => {
    const r = groupTestResult([
      "successWithReward",
      "successWithReward",
      "failureWithConsequence",
      "failure",
    ]);
    expect(r).toEqual({ success: true, groupReward: true, groupConsequence: false });
    expect(groupTestResult(["successWithReward", "success", "success"]).groupReward).toBe(false);
  });
  it("R-TS-5: failure with a majority of consequences → one group consequence, rewards ignored", () => {
    const r = groupTestResult(["failureWithConsequence", "failureWithConsequence", "successWithReward"]);
    expect(r).toEqual({ success: false, groupReward: false, groupConsequence: true });
  });
  it("R-TS-5: exactly half with consequences on a failure is not a majority", () => {
    const f = groupTestResult(["failureWithConsequence", "failure", "failure", "failureWithConsequence"]);
    expect(f).toEqual({ success: false, groupReward: false, groupConsequence: false });
  });
  it("R-TS-5: an empty group is a plain failure (documented choice)", () => {
    expect(groupTestResult([])).toEqual({ success: false, groupReward: false, groupConsequence: false });
  });
  it("R-TS-5: never both a group reward and a group consequence (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALL), { maxLength: 12 }), (outcomes) => {
        const r = groupTestResult(outcomes);
        expect(r.groupReward && r.groupConsequence).toBe(false);
        if (r.groupReward) expect(r.success).toBe(true);
        if (r.groupConsequence) expect(r.success).toBe(false);
      }),
    );
  });
});

describe("default rewards and consequences", () => {
  it("R-TS-7: default consequence is 2 Malice next combat, default reward 1 hero token", () => {
    expect(DEFAULT_CONSEQUENCE).toEqual({ malice: 2 });
    expect(DEFAULT_REWARD).toEqual({ heroTokens: 1 });
  });
  it("R-TS-5: group reward worth two rewards; group consequence 2 Malice per hero", () => {
    expect(DEFAULT_GROUP_REWARD).toEqual({ heroTokens: 2 });
    expect(DEFAULT_GROUP_CONSEQUENCE_MALICE_PER_HERO).toBe(2);
  });
});
