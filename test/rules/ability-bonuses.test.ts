import { describe, expect, it } from "vitest";
import { abilityBonusFor, effectStaminaBonus, type AbilityBonusChange } from "../../src/rules/index.ts";

const bonus = (key: AbilityBonusChange["key"], value: number, keywords: string[] = [], mode = 2) => ({
  key,
  mode,
  value,
  keywords,
});

describe("ability bonuses from effects (issue 24)", () => {
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
    });
  });

  it("R-HERO-STAMINA: stamina per echelon, per level and a flat treasure bonus", () => {
    expect(effectStaminaBonus({ echelon: 3, level: 0, treasure: 0 }, 4)).toBe(6);
    expect(effectStaminaBonus({ echelon: 0, level: 1, treasure: 5 }, 3)).toBe(8);
  });
});
