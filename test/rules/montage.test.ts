import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  MONTAGE_MAX_ROUNDS,
  canUseSkillInMontage,
  montageLimits,
  montageResult,
  montageRoundOver,
  montageTimeUp,
  montageVictories,
  type MontageDifficulty,
  type MontageResult,
} from "../../src/rules/index.ts";

const DIFFS: MontageDifficulty[] = ["easy", "moderate", "hard"];

describe("montageLimits", () => {
  it("R-TS-6: five heroes — easy 5/5, moderate 6/4, hard 7/3", () => {
    expect(montageLimits("easy", 5)).toEqual({ successLimit: 5, failureLimit: 5 });
    expect(montageLimits("moderate", 5)).toEqual({ successLimit: 6, failureLimit: 4 });
    expect(montageLimits("hard", 5)).toEqual({ successLimit: 7, failureLimit: 3 });
  });
  it("R-TS-6: book example — three heroes on an easy montage: both limits 3", () => {
    expect(montageLimits("easy", 3)).toEqual({ successLimit: 3, failureLimit: 3 });
  });
  it("R-TS-6: book example — four heroes on a hard montage: 6 successes, 2 failures", () => {
    expect(montageLimits("hard", 4)).toEqual({ successLimit: 6, failureLimit: 2 });
  });
  it("R-TS-6: limits never drop below 2", () => {
    expect(montageLimits("hard", 3)).toEqual({ successLimit: 5, failureLimit: 2 });
    expect(montageLimits("easy", 1)).toEqual({ successLimit: 2, failureLimit: 2 });
  });
  it("R-TS-6: +1 to both per hero above five", () => {
    expect(montageLimits("moderate", 7)).toEqual({ successLimit: 8, failureLimit: 6 });
  });
  it("R-TS-6: limits never shrink as heroes join (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...DIFFS), fc.integer({ min: 1, max: 12 }), (d, h) => {
        const a = montageLimits(d, h);
        const b = montageLimits(d, h + 1);
        expect(b.successLimit).toBeGreaterThanOrEqual(a.successLimit);
        expect(b.failureLimit).toBeGreaterThanOrEqual(a.failureLimit);
        expect(a.failureLimit).toBeGreaterThanOrEqual(2);
      }),
    );
  });
});

describe("montageResult", () => {
  const lim = { successLimit: 6, failureLimit: 4 };
  it("R-TS-6: total success when the success limit is reached", () => {
    expect(montageResult({ ...lim, successes: 6, failures: 3, timeUp: false })).toBe("totalSuccess");
    expect(montageResult({ ...lim, successes: 6, failures: 0, timeUp: true })).toBe("totalSuccess");
  });
  it("R-TS-6: still going below both limits with time left", () => {
    expect(montageResult({ ...lim, successes: 5, failures: 3, timeUp: false })).toBe("ongoing");
  });
  it("R-TS-6: at the failure limit, successes ≥ failures + 2 is a partial success", () => {
    expect(montageResult({ ...lim, successes: 5, failures: 4, timeUp: false })).toBe("totalFailure");
    expect(
      montageResult({ successLimit: 9, failureLimit: 2, successes: 4, failures: 2, timeUp: false }),
    ).toBe("partialSuccess");
    expect(
      montageResult({ successLimit: 9, failureLimit: 2, successes: 3, failures: 2, timeUp: false }),
    ).toBe("totalFailure");
  });
  it("R-TS-6: on time-out, successes ≥ failures + 2 is a partial success, else total failure", () => {
    expect(montageResult({ ...lim, successes: 4, failures: 2, timeUp: true })).toBe("partialSuccess");
    expect(montageResult({ ...lim, successes: 3, failures: 2, timeUp: true })).toBe("totalFailure");
    expect(montageResult({ ...lim, successes: 0, failures: 0, timeUp: true })).toBe("totalFailure");
  });
  it("R-TS-6: both limits met at once resolves as a total success (documented choice)", () => {
    expect(montageResult({ ...lim, successes: 6, failures: 4, timeUp: false })).toBe("totalSuccess");
  });
  it("R-TS-6: book example — hard, four heroes: 3/1 after round 1 is ongoing, 6/1 in round 2 is total success", () => {
    const limits = montageLimits("hard", 4);
    expect(montageResult({ ...limits, successes: 3, failures: 1, timeUp: montageTimeUp(1) })).toBe("ongoing");
    const end = montageResult({ ...limits, successes: 6, failures: 1, timeUp: false });
    expect(end).toBe("totalSuccess");
    expect(montageVictories("hard", end)).toBe(2);
  });
});

describe("montageVictories", () => {
  const TABLE: [MontageDifficulty, MontageResult, number][] = [
    ["easy", "totalSuccess", 1],
    ["moderate", "totalSuccess", 1],
    ["hard", "totalSuccess", 2],
    ["easy", "partialSuccess", 0],
    ["moderate", "partialSuccess", 1],
    ["hard", "partialSuccess", 1],
    ["easy", "totalFailure", 0],
    ["moderate", "totalFailure", 0],
    ["hard", "totalFailure", 0],
    ["hard", "ongoing", 0],
  ];
  for (const [d, r, v] of TABLE)
    it(`R-TS-6: ${r} on ${d} gives ${v} victories`, () => {
      expect(montageVictories(d, r)).toBe(v);
    });
});

describe("rounds and skills", () => {
  it("R-TS-6: a montage normally ends after round 2", () => {
    expect(MONTAGE_MAX_ROUNDS).toBe(2);
    expect([montageTimeUp(0), montageTimeUp(1), montageTimeUp(2)]).toEqual([false, false, true]);
    expect(montageTimeUp(2, 3)).toBe(false);
  });
  it("R-TS-6: a hero may not use the same skill twice in one montage", () => {
    expect(canUseSkillInMontage(["nature"], "lift")).toBe(true);
    expect(canUseSkillInMontage(["nature", "lift"], "lift")).toBe(false);
    expect(canUseSkillInMontage(["nature"], null)).toBe(true);
  });
  it("R-TS-6: the round ends when every hero has acted", () => {
    expect(montageRoundOver(3, 4)).toBe(false);
    expect(montageRoundOver(4, 4)).toBe(true);
  });
});
