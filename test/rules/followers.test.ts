import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  SKILL_GROUPS,
  followerCharacteristics,
  followerLimit,
  followerMayRoll,
  followerSkillChoices,
  secondsPerDay,
  worldDay,
} from "../../src/rules/index.ts";

describe("followers (R-RW-1)", () => {
  it("R-RW-1: an artisan has Reason 1 and Might or Agility 1, everything else 0", () => {
    expect(followerCharacteristics("artisan")).toEqual({
      might: 1,
      agility: 0,
      reason: 1,
      intuition: 0,
      presence: 0,
    });
    expect(followerCharacteristics("artisan", "agility")).toEqual({
      might: 0,
      agility: 1,
      reason: 1,
      intuition: 0,
      presence: 0,
    });
  });

  it("R-RW-1: a sage has Reason 1 and Intuition 1, everything else 0", () => {
    expect(followerCharacteristics("sage")).toEqual({
      might: 0,
      agility: 0,
      reason: 1,
      intuition: 1,
      presence: 0,
    });
  });

  it("R-RW-1: an artisan chooses Crafting skills, a sage Lore skills", () => {
    expect(followerSkillChoices("artisan")).toEqual(SKILL_GROUPS.crafting);
    expect(followerSkillChoices("sage")).toEqual(SKILL_GROUPS.lore);
  });

  it("R-RW-1: renown 3 → 1 follower, 6 → 2, 9 → 3, 12 → 4, never more", () => {
    expect([0, 2, 3, 5, 6, 9, 12, 20].map(followerLimit)).toEqual([0, 0, 1, 1, 2, 3, 4, 4]);
    fc.assert(fc.property(fc.nat(100), (r) => followerLimit(r) <= followerLimit(r + 1)));
  });

  it("R-RW-1: one project roll a day by the world clock", () => {
    expect(followerMayRoll(null, 0)).toBe(true);
    expect(followerMayRoll(0, 0)).toBe(false);
    expect(followerMayRoll(0, 1)).toBe(true);
    expect(worldDay(86_399)).toBe(0);
    expect(worldDay(86_400)).toBe(1);
  });

  it("R-RW-1: a day is as long as the world calendar's day (24 × 60 × 60 unless it says otherwise)", () => {
    expect(secondsPerDay({})).toBe(86_400);
    expect(secondsPerDay({ hoursPerDay: 20, minutesPerHour: 50, secondsPerMinute: 100 })).toBe(100_000);
    expect(secondsPerDay({ hoursPerDay: 0 })).toBe(86_400);
    expect(worldDay(99_999, 100_000)).toBe(0);
    expect(worldDay(100_000, 100_000)).toBe(1);
  });
});
