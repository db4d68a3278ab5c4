import { describe, expect, it } from "vitest";
import {
  abilityBonusFor,
  automaticTier,
  automaticTierValue,
  effectStaminaBonus,
  levelScaledBonus,
  withScaledModifier,
  type AbilityBonusChange,
} from "../../src/rules/index.ts";

const bonus = (key: AbilityBonusChange["key"], value: number, keywords: string[] = [], mode = 2) => ({
  key,
  mode,
  value,
  keywords,
});

describe("ability bonuses from effects", () => {
  it("R-AB-5: a damage bonus applies only to abilities with all of its keywords; none = every ability", () => {
    const list = [bonus("ability.damage", 2, ["melee", "weapon"]), bonus("ability.damage", 1)];
    expect(abilityBonusFor(list, ["Melee", "Weapon", "Strike"]).damage).toBe(3);
    expect(abilityBonusFor(list, ["melee", "magic"]).damage).toBe(1);
  });

  it("treasure damage bonuses given as upgrades: the largest counts, not the sum", () => {
    const list = [bonus("ability.treasureDamage", 1, [], 4), bonus("ability.treasureDamage", 3, [], 4)];
    expect(abilityBonusFor(list, ["strike"]).damage).toBe(3);
  });

  it("R-PR-10, R-MV-7: edges, banes, distance and forced movement add up; a per-level bonus scales", () => {
    const list = [
      bonus("ability.edges", 1, ["strike"]),
      bonus("ability.banes", 1, ["strike"]),
      bonus("ability.distance", 2, ["ranged"]),
      bonus("ability.push", 1),
      bonus("ability.levelDamage", 1, ["strike"]),
    ];
    expect(abilityBonusFor(list, ["ranged", "strike"], 3)).toEqual({
      damage: 3,
      distance: 2,
      edges: 1,
      banes: 1,
      forced: { push: 1, pull: 0, slide: 0 },
      potency: 0,
      keywords: [],
      automatic: [],
    });
  });

  it("R-AB-6: a potency bonus raises the potencies of abilities with its keywords; a keyword bonus gives a keyword, which then counts for other bonuses' filters", () => {
    const keyword = (k: string, wanted: string[] = []) => ({
      ...bonus("ability.keyword", 0, wanted),
      keyword: k,
    });
    const list = [
      bonus("ability.potency", 1, ["strike"]),
      keyword("fire", ["strike"]),
      keyword("strike"),
      bonus("ability.damage", 2, ["fire"]),
    ];
    const strike = abilityBonusFor(list, ["melee", "strike"]);
    expect(strike.potency).toBe(1);
    // "strike" is already its own: only fire is gained; fire then lets the fire damage bonus apply.
    expect(strike.keywords).toEqual(["fire"]);
    expect(strike.damage).toBe(2);
    // A maneuver gains "strike" (unfiltered) but not fire: keyword bonuses are decided on its own keywords.
    const maneuver = abilityBonusFor(list, ["melee"]);
    expect(maneuver.keywords).toEqual(["strike"]);
    expect(maneuver.potency).toBe(1);
    expect(maneuver.damage).toBe(0);
  });

  it("R-PR-7: an automatic tier from an effect applies to abilities with its keywords, names its effect, and different ones cancel", () => {
    const grant = (value: number, source: string, keywords: string[] = []) => ({
      ...bonus("ability.automaticTier", value, keywords),
      source,
    });
    const strikes = abilityBonusFor([grant(3, "Unerring Focus", ["strike"])], ["Strike", "Melee"]);
    expect(strikes.automatic).toEqual([{ tier: 3, source: "Unerring Focus" }]);
    expect(automaticTier(strikes.automatic.map((a) => a.tier))).toBe(3);
    // Not a strike: the grant does not apply.
    expect(abilityBonusFor([grant(3, "Unerring Focus", ["strike"])], ["Area"]).automatic).toEqual([]);
    // Two effects granting the same tier give it; different tiers cancel (R-PR-7).
    const same = abilityBonusFor([grant(3, "A"), grant(3, "B")], []).automatic.map((a) => a.tier);
    expect(automaticTier(same)).toBe(3);
    const clash = abilityBonusFor([grant(3, "A"), grant(1, "B")], []).automatic.map((a) => a.tier);
    expect(automaticTier(clash)).toBeNull();
    // Only a whole tier 1–3 grants anything.
    expect([0, 4, 2.5, -1, "x", "", null].map(automaticTierValue)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect([1, "2", " 3 "].map(automaticTierValue)).toEqual([1, 2, 3]);
    // Edges and the other totals are untouched by an automatic tier.
    expect(abilityBonusFor([grant(2, "A")], []).edges).toBe(0);
  });

  it("R-HERO-STAMINA: stamina per echelon, per level and a flat treasure bonus", () => {
    expect(effectStaminaBonus({ echelon: 3, level: 0, treasure: 0 }, 4)).toBe(6);
    expect(effectStaminaBonus({ echelon: 0, level: 1, treasure: 5 }, 3)).toBe(8);
  });
});

describe("level-scaled bonuses (derived from the level, never stored)", () => {
  it("R-MO-6: N per level counts level 1 once; M per echelon counts each echelon", () => {
    expect(levelScaledBonus(1, 0, 1)).toBe(1);
    expect(levelScaledBonus(1, 0, 7)).toBe(7);
    expect(levelScaledBonus(0, 3, 4)).toBe(6);
    expect(levelScaledBonus(2, 1, 10)).toBe(24);
  });
  it("R-DM-2 / R-DM-3: a scaled immunity or weakness stands beside the creature's own; the higher applies", () => {
    expect(withScaledModifier(5, 3)).toBe(5);
    expect(withScaledModifier(2, 6)).toBe(6);
  });
});
