import { describe, expect, it } from "vitest";
import {
  NONCOMBATANT,
  ROLE_MODIFIERS,
  echelon,
  monsterHighestCharacteristic,
  monsterPotency,
  monsterStats,
  targetCountMultiplier,
  usualTargetCount,
} from "../../src/rules/index.ts";

describe("echelons", () => {
  it("R-MO-6: levels 1–3 → 1, 4–6 → 2, 7–9 → 3, 10 → 4", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(echelon)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3, 4]);
    expect(echelon(0)).toBe(1);
    expect(echelon(14)).toBe(4);
  });
});

describe("monster maths", () => {
  it("R-MO-5: highest characteristic is 1 + echelon; potency tier 3 = it, −1 per lower tier", () => {
    expect(monsterHighestCharacteristic(5)).toBe(3);
    expect(monsterPotency(5, 3)).toBe(3);
    expect(monsterPotency(5, 2)).toBe(2);
    expect(monsterPotency(5, 1)).toBe(1);
  });

  it("R-MO-5: a level-1 platoon harrier — EV 6, stamina 30, strikes 5/8/9 (3/6/7 without the characteristic)", () => {
    expect(monsterStats({ level: 1, organization: "platoon", role: "harrier" })).toEqual({
      ev: 6,
      stamina: 30,
      highestCharacteristic: 2,
      strikeDamage: [5, 8, 9],
      nonStrikeDamage: [3, 6, 7],
      freeStrike: 5,
    });
  });

  it("R-MO-5: a level-1 minion brute has 5 stamina (the spinecleaver) and EV 3 for a set of 4", () => {
    const stats = monsterStats({ level: 1, organization: "minion", role: "brute" });
    expect(stats.stamina).toBe(5);
    expect(stats.ev).toBe(3);
    // (4 + 1 + 1) × 0.6 + 2 = 5.6, halved 2.8 → 3; tier 2: 8.6 → 4.3 → 5; tier 3: 10.4 → 5.2 → 6.
    expect(stats.strikeDamage).toEqual([3, 5, 6]);
    expect(stats.freeStrike).toBe(3);
  });

  it("R-MO-5: hordes halve damage after the characteristic and use ×0.5 for stamina and EV", () => {
    const stats = monsterStats({ level: 2, organization: "horde", role: "hexer" });
    expect(stats.ev).toBe(4);
    expect(stats.stamina).toBe(15);
    // (4 + 2) × 0.6 + 2 = 5.6 → 2.8 → 3; × 1.1 = 6.6 + 2 = 8.6 → 4.3 → 5; × 1.4 = 8.4 + 2 → 5.2 → 6.
    expect(stats.strikeDamage).toEqual([3, 5, 6]);
  });

  it("R-MO-5: rounding is done once on exact fractions (no 11.000000000000002 → 12)", () => {
    // Level 5 controller platoon: (4 + 5) × 1.1 = 9.9 + 3 = 12.9 → 13; level 6: 10 × 1.1 = 11 + 3 → 14.
    expect(monsterStats({ level: 5, organization: "platoon", role: "controller" }).strikeDamage[1]).toBe(13);
    expect(monsterStats({ level: 6, organization: "platoon", role: "controller" }).strikeDamage[1]).toBe(14);
  });

  it("R-MO-5: elite adds +1 damage to its role and doubles stamina and EV", () => {
    const stats = monsterStats({ level: 3, organization: "elite", role: "brute" });
    expect(stats.ev).toBe(20);
    expect(stats.stamina).toBe(120);
    // (4 + 3 + 2) × 0.6 = 5.4 + 2 = 7.4 → 8.
    expect(stats.strikeDamage[0]).toBe(8);
  });

  it("R-MO-1: leaders and solos have no role — one given is ignored by R-MO-5", () => {
    const leader = monsterStats({ level: 4, organization: "leader", role: "artillery" });
    expect(leader).toEqual(monsterStats({ level: 4, organization: "leader" }));
    expect(leader.ev).toBe(24);
    expect(leader.stamina).toBe(140);
    const solo = monsterStats({ level: 4, organization: "solo", role: "brute" });
    expect(solo.ev).toBe(72);
    expect(solo.stamina).toBe(350);
    // (4 + 4 + 2) × 1.4 = 14 + 3 = 17.
    expect(solo.strikeDamage[2]).toBe(17);
  });

  it("R-MO-5: no role means no role modifier", () => {
    expect(monsterStats({ level: 1, organization: "platoon" }).stamina).toBe(10);
  });

  it("R-MO-5: role modifiers table", () => {
    expect(ROLE_MODIFIERS.brute).toEqual({ stamina: 30, damage: 1 });
    expect(ROLE_MODIFIERS.support).toEqual({ stamina: 20, damage: 0 });
  });

  it("R-MO-5: targets — usually 1 (2 for elite, leader, solo); one more ×0.8, more ×0.5, fewer ×1.2", () => {
    expect(usualTargetCount("platoon")).toBe(1);
    expect(usualTargetCount("solo")).toBe(2);
    expect(targetCountMultiplier("platoon", 1)).toBe(1);
    expect(targetCountMultiplier("platoon", 2)).toBe(0.8);
    expect(targetCountMultiplier("platoon", 3)).toBe(0.5);
    expect(targetCountMultiplier("elite", 1)).toBe(1.2);
    const two = monsterStats({ level: 1, organization: "platoon", role: "harrier", targets: 2 });
    // 5 × 0.8 = 4; 7.5 × 0.8 = 6; 9 × 0.8 = 7.2 → 8.
    expect(two.strikeDamage).toEqual([4, 6, 8]);
  });

  it("R-MO-5: only strikes add the highest characteristic — an area villain action of a level-1 leader", () => {
    // (4 + 1 + 1) × 0.6 / 1.1 / 1.4 = 3.6 / 6.6 / 8.4, × 0.5 for many targets → 1.8 / 3.3 / 4.2 → 2 / 4 / 5.
    const leader = monsterStats({ level: 1, organization: "leader", targets: 4 });
    expect(leader.nonStrikeDamage).toEqual([2, 4, 5]);
    expect(leader.strikeDamage).toEqual([3, 5, 6]);
    // Minions and hordes still halve: (6 × 0.6) / 2 = 1.8 → 2.
    expect(monsterStats({ level: 1, organization: "horde", role: "ambusher" }).nonStrikeDamage).toEqual([
      2, 4, 5,
    ]);
  });

  it("R-MO-3: the noncombatant stat block", () => {
    expect(NONCOMBATANT).toMatchObject({ level: null, speed: 5, stamina: 8, stability: 0, freeStrike: 1 });
    expect(NONCOMBATANT.sizes).toEqual(["1S", "1M", "1L", "2"]);
    expect(Object.values(NONCOMBATANT.characteristics)).toEqual([0, 0, 0, 0, 0]);
  });
});
