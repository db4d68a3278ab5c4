import { describe, expect, it } from "vitest";
import {
  bestTestCharacteristic,
  isObjectByKeywords,
  targetOutcome,
  targetTestResult,
  type AbilityRollInput,
  type AbilityTierData,
} from "../../src/rules/index.ts";

const tier = (damage: number, condition?: string): AbilityTierData => ({
  damage: { value: damage, characteristic: false, type: "poison" },
  conditions: condition
    ? [{ condition, potency: { characteristic: "might", strength: "none" }, duration: "eot" }]
    : [],
  forced: { kind: "", distance: 0, vertical: false },
});

/** "Each target makes a Might test": tier 1 is the target's worst. */
const cloud: AbilityRollInput = {
  // The user rolls nothing: these dice would give tier 3 and must not matter.
  dice: [10, 10],
  characteristic: 0,
  tiers: [tier(6, "slowed"), tier(3), tier(0)],
  highestCharacteristic: 0,
  potency: { weak: 0, average: 1, strong: 2 },
};

const target = {
  edges: 0,
  banes: 0,
  characteristics: { might: 2, agility: 1, reason: 0, intuition: 1, presence: 0 },
  modifiers: {},
  stability: 0,
};

describe("target tests (tiers from each target's own test)", () => {
  it("R-PR-1, R-PR-2: a target's test is 2d10 + its own score; ≤11 tier 1, 12–16 tier 2, ≥17 tier 3", () => {
    expect(targetTestResult({ dice: [3, 4], score: 2 })).toMatchObject({ total: 9, tier: 1 });
    expect(targetTestResult({ dice: [5, 5], score: 2 })).toMatchObject({ total: 12, tier: 2 });
    expect(targetTestResult({ dice: [8, 7], score: 2 })).toMatchObject({ total: 17, tier: 3 });
  });

  it("R-PR-6: a natural 19–20 on the test is tier 3 whatever the score", () => {
    expect(targetTestResult({ dice: [9, 10], score: -5, banes: 2 })).toMatchObject({
      tier: 3,
      critical: true,
    });
  });

  it("R-CB-10, R-PR-3: a defending target's double edge on its test raises its tier by one", () => {
    expect(targetTestResult({ dice: [3, 4], score: 2, edges: 2 }).tier).toBe(2);
    expect(targetTestResult({ dice: [3, 4], score: 2, edges: 1 })).toMatchObject({ total: 11, tier: 1 });
  });

  it("R-AB-4: the target's tier picks the ability's tier; the user's dice are not read", () => {
    const low = targetOutcome(cloud, { ...target, test: targetTestResult({ dice: [3, 4], score: 2 }) });
    expect(low).toMatchObject({ tier: 1, total: 9, damage: 6 });
    expect(low.effects.map((e) => [e.condition, e.applies])).toEqual([["slowed", true]]);
    const high = targetOutcome(cloud, { ...target, test: targetTestResult({ dice: [8, 8], score: 2 }) });
    expect(high).toMatchObject({ tier: 3, total: 18, damage: 0, effects: [] });
  });

  it("R-PR-8: a downgrade on the card does not lower a tier the target's own test decided", () => {
    const test = targetTestResult({ dice: [8, 8], score: 2 });
    expect(targetOutcome(cloud, { ...target, test, downgradeTo: 1 }).tier).toBe(3);
  });

  it("a test of Might or Agility uses the target's better one by default", () => {
    expect(bestTestCharacteristic(["might", "agility"], target.characteristics)).toBe("might");
    expect(bestTestCharacteristic(["agility", "intuition"], target.characteristics)).toBe("agility");
    expect(bestTestCharacteristic([], target.characteristics)).toBeNull();
  });
});

describe("objects forced to test (004 物体)", () => {
  it("R-PR-7: 「アビリティによって物体がテストを行うことを強制された場合、その物体は自動的にそのテストでティア1の結果を得ます」 — a natural 20 with a double edge is still tier 1 for an object", () => {
    expect(targetTestResult({ dice: [10, 10], score: 5, edges: 2, object: true }).tier).toBe(1);
    expect(targetTestResult({ dice: [9, 9], score: 3, bonus: 4, object: true }).tier).toBe(1);
    // The same roll by a creature is tier 3.
    expect(targetTestResult({ dice: [9, 9], score: 3, bonus: 4 }).tier).toBe(3);
  });

  it('R-PR-7: a stat block is an object when its keywords name "object" (the book is silent on how a map marks one)', () => {
    expect(isObjectByKeywords(["Object", "construct"])).toBe(true);
    expect(isObjectByKeywords(new Set(["goblin", "humanoid"]))).toBe(false);
  });
});

describe("fixed roll bonus (Power Roll + 2)", () => {
  it("R-PR-1, R-PR-5: the fixed bonus stands where the characteristic would: 5 + 5 + 2 = 12 is tier 2", () => {
    const rake: AbilityRollInput = { ...cloud, dice: [5, 5], characteristic: 2 };
    expect(targetOutcome(rake, target)).toMatchObject({ tier: 2, total: 12, damage: 3 });
  });
});
