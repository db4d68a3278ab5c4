/**
 * The bookkeeping the table did by hand, each rule from its seed 004 passage (digest IDs
 * where the digest has the rule).
 */
import { describe, expect, it } from "vitest";
import {
  canPurchase,
  healFromDamage,
  squadShareOfDamage,
  nativeLanguageSpeakers,
  opposedTaskDifficulty,
  projectEventOccurs,
  projectSkillApplies,
  respite,
  startNegotiation,
} from "../../src/rules/index.ts";

describe("bookkeeping rules the Director no longer does by hand", () => {
  it("seed 004 §テスト: a resisted task's difficulty from the resisters' bonuses against the hero's", () => {
    // An Agility 2 hero sneaking past a guard with Intuition 0: easy (the book's example).
    expect(opposedTaskDifficulty(2, [0])).toBe("easy");
    expect(opposedTaskDifficulty(2, [0, 1])).toBe("medium");
    expect(opposedTaskDifficulty(2, [2])).toBe("medium");
    expect(opposedTaskDifficulty(2, [3])).toBe("hard");
    expect(opposedTaskDifficulty(2, [0, 3])).toBe("hard");
    expect(opposedTaskDifficulty(2, [2, 2])).toBe("hard");
    // The book's silence (one the same, the other lower): medium, decided in the rule.
    expect(opposedTaskDifficulty(2, [2, 0])).toBe("medium");
    expect(opposedTaskDifficulty(2, [])).toBe("easy");
  });

  it("R-NG-2: heroes speaking the NPC's native language count; Caelian never does", () => {
    const heroes = [["Caelian", "Khelt"], ["Caelian", "khelt "], ["Caelian"], ["Caelian", "Vaslorian"]];
    expect(nativeLanguageSpeakers("Khelt", heroes)).toBe(2);
    expect(nativeLanguageSpeakers("Caelian", heroes)).toBe(0);
    expect(nativeLanguageSpeakers("", heroes)).toBe(0);
    expect(
      startNegotiation("neutral", { nativeLanguageSpeakers: nativeLanguageSpeakers("Khelt", heroes) }),
    ).toEqual({ interest: 2, patience: 4 });
  });

  it("R-DT-1: only Crafting and Lore skills apply to project rolls by themselves", () => {
    expect(projectSkillApplies("tailoring")).toBe(true);
    expect(projectSkillApplies("history")).toBe(true);
    expect(projectSkillApplies("persuade")).toBe(false);
    expect(projectSkillApplies("a custom skill")).toBe(false);
  });

  it("seed 004 §プロジェクト・イベント: the Director's d6 brings a project event on a 6 only", () => {
    expect([1, 2, 3, 4, 5, 6].map(projectEventOccurs)).toEqual([false, false, false, false, false, true]);
  });

  it("R-RW-1: a purchase at the wealth score or below; one step above only with the stretch, costing 1 wealth", () => {
    expect(canPurchase(2, 1)).toEqual({ allowed: true, wealthAfter: 2, stretched: false });
    expect(canPurchase(2, 2)).toEqual({ allowed: true, wealthAfter: 2, stretched: false });
    expect(canPurchase(2, 3)).toEqual({ allowed: false, wealthAfter: 2, stretched: false });
    expect(canPurchase(2, 3, { stretch: true })).toEqual({ allowed: true, wealthAfter: 1, stretched: true });
    expect(canPurchase(2, 4, { stretch: true }).allowed).toBe(false);
    expect(canPurchase(0, 1, { stretch: true }).wealthAfter).toBe(0);
  });

  it("R-VX-2: an interrupted respite grants nothing; a whole one restores and turns victories into XP", () => {
    const state = {
      stamina: { value: 3, max: 24, temporary: 0 },
      recoveries: { value: 1, max: 8 },
      victories: 3,
      xp: 5,
    };
    expect(respite(state, { interrupted: true })).toEqual(state);
    expect(respite(state)).toMatchObject({
      stamina: { value: 24 },
      recoveries: { value: 8 },
      victories: 0,
      xp: 8,
    });
  });

  it("seed 004: stamina regained from damage dealt to several targets is one target's damage, not the total", () => {
    expect(healFromDamage([5, 7, 3])).toBe(7);
    expect(healFromDamage([4])).toBe(4);
    expect(healFromDamage([])).toBe(0);
  });

  it("seed 004: 'half the damage dealt' is half of one target's damage, rounded down (R-PR-11)", () => {
    expect(healFromDamage([7, 2], "half")).toBe(3);
    expect(healFromDamage([1], "half")).toBe(0);
    expect(healFromDamage([7, 2], "full")).toBe(7);
  });

  it("seed 004, R-MN-5: a squad's one loss to an ability is shared evenly by the minions it hit, rounded down", () => {
    expect(squadShareOfDamage([12, 12, 12])).toBe(4);
    expect(squadShareOfDamage([10, 0, 10])).toBe(5);
    expect(squadShareOfDamage([7, 7])).toBe(3);
    expect(squadShareOfDamage([0, 0])).toBe(0);
  });
});
