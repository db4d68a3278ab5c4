import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  MAX_DAMAGE_SURGES,
  potencies,
  potencyApplies,
  potencyValue,
  resourceRefunded,
  raisedPotencies,
  surgeDamage,
  surgePotencyBonus,
  surgesForPotency,
} from "../../src/rules/index.ts";

describe("potencies", () => {
  it("R-AB-6: weak = highest − 2, average = highest − 1, strong = highest", () => {
    expect(potencies(3)).toEqual({ weak: 1, average: 2, strong: 3 });
    expect(potencies(0)).toEqual({ weak: -2, average: -1, strong: 0 });
  });
  it("R-AB-6: book example — a level 1 conduit with Intuition 2 has potencies 0 / 1 / 2", () => {
    expect(potencies(2)).toEqual({ weak: 0, average: 1, strong: 2 });
    expect(["weak", "average", "strong"].map((s) => potencyValue(s as "weak", 2))).toEqual([0, 1, 2]);
  });
  it("R-AB-6: book example — Judgment's Hammer vs a bandit with Agility 0: resisted at tier 1, prone at 2 and 3", () => {
    const p = potencies(2);
    expect(potencyApplies(0, p.weak)).toBe(false);
    expect(potencyApplies(0, p.average)).toBe(true);
    expect(potencyApplies(0, p.strong)).toBe(true);
    expect(potencyApplies(1, p.average)).toBe(false);
  });
  it("R-AB-6: applies exactly when the score is below the potency (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 5 }), fc.integer({ min: -7, max: 6 }), (score, potency) => {
        expect(potencyApplies(score, potency)).toBe(score < potency);
      }),
    );
  });
});

describe("surges", () => {
  it("R-AB-7: each surge adds the highest characteristic to one target", () => {
    expect(surgeDamage(1, 3)).toBe(3);
    expect(surgeDamage(2, 3)).toBe(6);
    expect(surgeDamage(3, 3)).toBe(9);
  });
  it("R-AB-7: at most 3 surges count", () => {
    expect(MAX_DAMAGE_SURGES).toBe(3);
    expect(surgeDamage(5, 2)).toBe(6);
    expect(surgeDamage(0, 4)).toBe(0);
    expect(surgeDamage(-1, 4)).toBe(0);
  });
  it("R-AB-7: 2 surges raise potency by 1 against one target, never more than +1", () => {
    expect([0, 1, 2, 3, 4, 6].map(surgePotencyBonus)).toEqual([0, 0, 1, 1, 1, 1]);
    expect(surgesForPotency(3)).toBe(6);
    expect(surgesForPotency(-1)).toBe(0);
  });
  it("R-AB-7: surge damage never exceeds 3 × highest characteristic (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 5 }), (s, h) => {
        expect(surgeDamage(s, h)).toBeLessThanOrEqual(3 * h);
        expect(surgeDamage(s, h)).toBe(Math.min(s, 3) * h);
      }),
    );
  });
});

describe("resourceRefunded", () => {
  it("R-AB-6: a resource spent purely on a potency effect is not spent when resisted", () => {
    expect(resourceRefunded(true, true)).toBe(true);
  });
  it("R-AB-6: the resource is spent when the effect landed or did something else too", () => {
    expect(resourceRefunded(true, false)).toBe(false);
    expect(resourceRefunded(false, true)).toBe(false);
    expect(resourceRefunded(false, false)).toBe(false);
  });
});

describe("raisedPotencies", () => {
  it("R-ML-3: Brutal Effectiveness raises every potency of the next ability by 1", () => {
    const base = potencies(3);
    expect(raisedPotencies(base, 1)).toEqual({ weak: 2, average: 3, strong: 4 });
    expect(raisedPotencies(base, 0)).toEqual(base);
    expect(base).toEqual({ weak: 1, average: 2, strong: 3 }); // input untouched
  });
});
