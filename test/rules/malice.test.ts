import { describe, expect, it } from "vitest";
import {
  BASIC_MALICE,
  BRUTAL_EFFECTIVENESS_POTENCY_BONUS,
  canUseBasicMalice,
  canUseCreatureMalice,
  combatStartMalice,
  maliceAtCombatStart,
  maliceForRound,
  maliceThroughRound,
  maliciousStrikeDamage,
  maliciousStrikeMaxSpend,
  spendMalice,
} from "../../src/rules/index.ts";

describe("earning Malice", () => {
  it("R-ML-1: combat start Malice is the average victories per hero, rounded down", () => {
    expect(maliceAtCombatStart([3, 3, 3, 3, 3])).toBe(3);
    expect(maliceAtCombatStart([1, 2, 2])).toBe(1);
    expect(maliceAtCombatStart([])).toBe(0);
    expect(maliceAtCombatStart([-2, 4])).toBe(2);
  });

  it("R-ML-2: each round adds heroes in combat + the round number", () => {
    expect(maliceForRound(1, 5)).toBe(6);
    expect(maliceForRound(2, 5)).toBe(7);
    expect(maliceForRound(3, 5)).toBe(8);
    expect(maliceForRound(4, 5)).toBe(9);
    expect(maliceForRound(2, -1)).toBe(2);
  });

  it("R-ML-2: 5 heroes with 3 victories accumulate 9 / 16 / 24 / 33 over rounds 1–4", () => {
    const victories = [3, 3, 3, 3, 3];
    expect([1, 2, 3, 4].map((round) => maliceThroughRound(victories, [], round))).toEqual([9, 16, 24, 33]);
    expect(maliceAtCombatStart(victories) + maliceForRound(1, 5)).toBe(9);
  });

  it("R-ML-2: a dead hero stops generating Malice", () => {
    const victories = [3, 3, 3, 3, 3];
    // A hero dies during round 2: round 3 starts with 4 living heroes → +7 instead of +8.
    expect(maliceThroughRound(victories, [5, 5, 4], 3)).toBe(23);
    expect(maliceThroughRound(victories, [5, 5, 4], 4)).toBe(23 + 8);
  });

  it("R-TS-7: an owed test consequence gives the Director 2 Malice at the next combat start", () => {
    expect(combatStartMalice([3, 3, 3], 1)).toBe(5);
    expect(combatStartMalice([3, 3, 3])).toBe(3);
    expect(combatStartMalice([2, 2], -1)).toBe(2);
  });
});

describe("Basic Malice", () => {
  const base = { malice: 10, round: 3, lastMaliciousStrikeRound: null, atTurnStart: true };

  it("R-ML-3: Brutal Effectiveness costs 3 and raises the next potency by 1", () => {
    expect(BASIC_MALICE.brutalEffectiveness.cost).toBe(3);
    expect(BRUTAL_EFFECTIVENESS_POTENCY_BONUS).toBe(1);
    expect(canUseBasicMalice({ ...base, feature: "brutalEffectiveness", spend: 3 })).toEqual({ ok: true });
    expect(canUseBasicMalice({ ...base, feature: "brutalEffectiveness", spend: 4 })).toEqual({
      ok: false,
      reason: "wrongAmount",
    });
    expect(canUseBasicMalice({ ...base, feature: "brutalEffectiveness", spend: 2 })).toEqual({
      ok: false,
      reason: "belowCost",
    });
  });

  it("R-ML-3: Malicious Strike adds the highest characteristic for 5 Malice, +1 per extra, max 3×", () => {
    expect(maliciousStrikeDamage(4, 3)).toBe(0);
    expect(maliciousStrikeDamage(5, 3)).toBe(3);
    expect(maliciousStrikeDamage(7, 3)).toBe(5);
    expect(maliciousStrikeDamage(11, 3)).toBe(9);
    expect(maliciousStrikeDamage(20, 3)).toBe(9);
    expect(maliciousStrikeDamage(8, 0)).toBe(0);
    expect(maliciousStrikeMaxSpend(3)).toBe(11);
    expect(maliciousStrikeMaxSpend(-1)).toBe(5);
  });

  it("R-ML-3: Malicious Strike can't be used in two consecutive rounds, even by different monsters", () => {
    expect(
      canUseBasicMalice({ ...base, feature: "maliciousStrike", spend: 5, lastMaliciousStrikeRound: 2 }),
    ).toEqual({ ok: false, reason: "consecutiveRounds" });
    expect(
      canUseBasicMalice({ ...base, feature: "maliciousStrike", spend: 6, lastMaliciousStrikeRound: 1 }),
    ).toEqual({ ok: true });
    expect(
      canUseBasicMalice({ ...base, feature: "maliciousStrike", spend: 5, lastMaliciousStrikeRound: 3 }).ok,
    ).toBe(true);
  });

  it("R-ML-3: Basic Malice is used at the start of a monster's turn with Malice in the pool", () => {
    expect(canUseBasicMalice({ ...base, feature: "maliciousStrike", spend: 5, atTurnStart: false })).toEqual({
      ok: false,
      reason: "notTurnStart",
    });
    expect(canUseBasicMalice({ ...base, feature: "maliciousStrike", spend: 12 })).toEqual({
      ok: false,
      reason: "insufficientMalice",
    });
  });

  it("R-ML-4: a creature's own Malice feature once per turn", () => {
    expect(canUseCreatureMalice({ cost: 3, malice: 5, spentThisTurn: 0 })).toEqual({ ok: true });
    expect(canUseCreatureMalice({ cost: 3, malice: 5, spentThisTurn: 1 })).toEqual({
      ok: false,
      reason: "oncePerTurn",
    });
    expect(canUseCreatureMalice({ cost: 7, malice: 5, spentThisTurn: 0 })).toEqual({
      ok: false,
      reason: "insufficientMalice",
    });
  });

  it("R-ML-3: spending never takes the pool below 0", () => {
    expect(spendMalice(5, 3)).toEqual({ ok: true, malice: 2 });
    expect(spendMalice(2, 3)).toEqual({ ok: false, reason: "insufficientMalice" });
    expect(spendMalice(2, -1)).toEqual({ ok: true, malice: 2 });
  });
});
