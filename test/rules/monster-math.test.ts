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

  it("R-MO-5: a level-1 platoon harrier — EV 6 (the book's goblin scout), stamina 30, strikes 5/8/9, free strike 3", () => {
    expect(monsterStats({ level: 1, organization: "platoon", role: "harrier" })).toEqual({
      ev: 6,
      stamina: 30,
      highestCharacteristic: 2,
      strikeDamage: [5, 8, 9],
      nonStrikeDamage: [3, 6, 7],
      // The tier-1 base (4 + 1) × 0.6 = 3 with no characteristic added.
      freeStrike: 3,
      potencies: [0, 1, 2],
    });
  });

  it("R-MO-5: a level-1 minion brute (the book's spinecleaver) — stamina 5, EV 3 for four, strikes 2/4/5 with no characteristic", () => {
    const stats = monsterStats({ level: 1, organization: "minion", role: "brute" });
    expect(stats.stamina).toBe(5);
    expect(stats.ev).toBe(3);
    // (4 + 1 + 1) × 0.6 / 2 = 1.8 → 2; × 1.1 / 2 = 3.3 → 4; × 1.4 / 2 = 4.2 → 5.
    expect(stats.strikeDamage).toEqual([2, 4, 5]);
    expect(stats.freeStrike).toBe(2);
  });

  it("R-MO-5: hordes halve strikes after the characteristic, halve the free strike, and use ×0.5 for stamina and EV", () => {
    const stats = monsterStats({ level: 2, organization: "horde", role: "hexer" });
    expect(stats.ev).toBe(4);
    expect(stats.stamina).toBe(15);
    // (4 + 2) × 0.6 + 2 = 5.6 → 2.8 → 3; × 1.1 = 6.6 + 2 = 8.6 → 4.3 → 5; × 1.4 = 8.4 + 2 → 5.2 → 6.
    expect(stats.strikeDamage).toEqual([3, 5, 6]);
    // 3.6 / 2 = 1.8 → 2.
    expect(stats.freeStrike).toBe(2);
  });

  it("R-MO-5: rounding is done once on exact fractions (no 11.000000000000002 → 12)", () => {
    // Level 5 controller platoon: (4 + 5) × 1.1 = 9.9 + 3 = 12.9 → 13; level 6: 10 × 1.1 = 11 + 3 → 14.
    expect(monsterStats({ level: 5, organization: "platoon", role: "controller" }).strikeDamage[1]).toBe(13);
    expect(monsterStats({ level: 6, organization: "platoon", role: "controller" }).strikeDamage[1]).toBe(14);
    // Level 1 harrier free strike: 5 × 0.6 = 3 exactly, not 3.0000000000000004 → 4.
    expect(monsterStats({ level: 1, organization: "platoon", role: "harrier" }).freeStrike).toBe(3);
  });

  it("R-MO-5: elite adds +1 damage to its role and doubles stamina and EV", () => {
    const stats = monsterStats({ level: 3, organization: "elite", role: "brute" });
    expect(stats.ev).toBe(20);
    expect(stats.stamina).toBe(120);
    // (4 + 3 + 2) × 0.6 = 5.4 + 2 = 7.4 → 8.
    expect(stats.strikeDamage[0]).toBe(8);
    expect(stats.freeStrike).toBe(6);
  });

  it("R-MO-1, R-MO-5: leaders and solos have no role (one given is ignored) and 2 + echelon as highest characteristic", () => {
    const leader = monsterStats({ level: 4, organization: "leader", role: "artillery" });
    expect(leader).toEqual(monsterStats({ level: 4, organization: "leader" }));
    expect(leader.ev).toBe(24);
    expect(leader.stamina).toBe(140);
    expect(leader.highestCharacteristic).toBe(4);
    expect(leader.potencies).toEqual([2, 3, 4]);
    const solo = monsterStats({ level: 4, organization: "solo", role: "brute" });
    expect(solo.ev).toBe(72);
    expect(solo.stamina).toBe(350);
    // (4 + 4 + 2) × 1.4 = 14 + 4 = 18.
    expect(solo.strikeDamage[2]).toBe(18);
    expect(monsterHighestCharacteristic(4, "solo")).toBe(4);
    expect(monsterHighestCharacteristic(4, "elite")).toBe(3);
    expect(monsterPotency(4, 3, "leader")).toBe(4);
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
    // Strikes add the leader's 3: (3.6 + 3) × 0.5 = 3.3 → 4; (6.6 + 3) × 0.5 → 5; (8.4 + 3) × 0.5 → 6.
    expect(leader.strikeDamage).toEqual([4, 5, 6]);
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

/** Worked by hand from R-MO-5 as the published stat blocks read it (see each line's arithmetic). */
const TABLE: readonly {
  input: Parameters<typeof monsterStats>[0];
  ev: number;
  stamina: number;
  highest: number;
  strike: [number, number, number];
  freeStrike: number;
}[] = [
  // base 6: 3.6/2, 6.6/2, 8.4/2 → 2, 4, 5; free strike 1.8 → 2.
  {
    input: { level: 1, organization: "minion", role: "artillery" },
    ev: 3,
    stamina: 3,
    highest: 2,
    strike: [2, 4, 5],
    freeStrike: 2,
  },
  // base 14: 8.4/2, 15.4/2, 19.6/2 → 5, 8, 10; stamina 130/8 = 16.25 → 17.
  {
    input: { level: 10, organization: "minion", role: "defender" },
    ev: 12,
    stamina: 17,
    highest: 5,
    strike: [5, 8, 10],
    freeStrike: 5,
  },
  // base 9, characteristic 3: 8.4/2, 12.9/2, 15.6/2 → 5, 7, 8; free strike 5.4/2 → 3.
  {
    input: { level: 5, organization: "horde", role: "controller" },
    ev: 7,
    stamina: 30,
    highest: 3,
    strike: [5, 7, 8],
    freeStrike: 3,
  },
  // base 6 (the cutthroat): (3.6 + 2)/2, (6.6 + 2)/2, (8.4 + 2)/2 → 3, 5, 6; free strike 1.8 → 2.
  {
    input: { level: 1, organization: "horde", role: "ambusher" },
    ev: 3,
    stamina: 15,
    highest: 2,
    strike: [3, 5, 6],
    freeStrike: 2,
  },
  // base 12, characteristic 4: 11.2, 17.2, 20.8 → 12, 18, 21; free strike 7.2 → 8.
  {
    input: { level: 7, organization: "platoon", role: "artillery" },
    ev: 18,
    stamina: 80,
    highest: 4,
    strike: [12, 18, 21],
    freeStrike: 8,
  },
  // base 5 (a defender has no damage mod): 3 + 2, 5.5 + 2, 7 + 2 → 5, 8, 9; free strike exactly 3.
  {
    input: { level: 1, organization: "platoon", role: "defender" },
    ev: 6,
    stamina: 40,
    highest: 2,
    strike: [5, 8, 9],
    freeStrike: 3,
  },
  // elite mount, base 6: 5.6, 8.6, 10.4 → 6, 9, 11; free strike 3.6 → 4.
  {
    input: { level: 1, organization: "elite", role: "mount" },
    ev: 12,
    stamina: 60,
    highest: 2,
    strike: [6, 9, 11],
    freeStrike: 4,
  },
  // leader, base 6, characteristic 3: 6.6, 9.6, 11.4 → 7, 10, 12; free strike 4.
  {
    input: { level: 1, organization: "leader" },
    ev: 12,
    stamina: 80,
    highest: 3,
    strike: [7, 10, 12],
    freeStrike: 4,
  },
  // solo, base 7, characteristic 3: 7.2, 10.7, 12.8 → 8, 11, 13; free strike 4.2 → 5.
  {
    input: { level: 1, organization: "solo" },
    ev: 36,
    stamina: 200,
    highest: 3,
    strike: [8, 11, 13],
    freeStrike: 5,
  },
  // solo, base 16, characteristic 6: 15.6, 23.6, 28.4 → 16, 24, 29; free strike 9.6 → 10.
  {
    input: { level: 10, organization: "solo" },
    ev: 144,
    stamina: 650,
    highest: 6,
    strike: [16, 24, 29],
    freeStrike: 10,
  },
];

describe("R-MO-5 worked table: every organization, several roles and levels", () => {
  for (const row of TABLE) {
    const { level, organization, role } = row.input;
    it(`R-MO-5: level ${level} ${organization}${role ? ` ${role}` : ""}`, () => {
      const stats = monsterStats(row.input);
      expect(stats).toMatchObject({
        ev: row.ev,
        stamina: row.stamina,
        highestCharacteristic: row.highest,
        strikeDamage: row.strike,
        freeStrike: row.freeStrike,
        potencies: [row.highest - 2, row.highest - 1, row.highest],
      });
    });
  }
});

describe("R-MO-5 properties over levels 1–10, every organization and role", () => {
  const organizations = ["minion", "horde", "platoon", "elite", "leader", "solo"] as const;
  const roles = [undefined, ...(Object.keys(ROLE_MODIFIERS) as (keyof typeof ROLE_MODIFIERS)[])];
  const all = organizations.flatMap((organization) =>
    roles.flatMap((role) => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((level) => ({ level, organization, role }))),
  );

  it("R-MO-5: the free strike never adds the characteristic — it is the tier-1 damage of a non-strike", () => {
    for (const input of all) {
      const stats = monsterStats({ ...input, targets: usualTargetCount(input.organization) });
      expect(stats.freeStrike, JSON.stringify(input)).toBe(stats.nonStrikeDamage[0]);
    }
  });

  it("R-MO-5: minion strikes add no characteristic; every other strike adds it (so deals more than the free strike)", () => {
    for (const input of all) {
      const stats = monsterStats(input);
      if (input.organization === "minion")
        expect(stats.strikeDamage, JSON.stringify(input)).toEqual(stats.nonStrikeDamage);
      else expect(stats.strikeDamage[0], JSON.stringify(input)).toBeGreaterThan(stats.freeStrike);
    }
  });

  it("R-MO-5, R-MO-6: leaders and solos have 2 + echelon, every other organization 1 + echelon; potencies follow it", () => {
    for (const input of all) {
      const stats = monsterStats(input);
      const extra = input.organization === "leader" || input.organization === "solo" ? 2 : 1;
      expect(stats.highestCharacteristic, JSON.stringify(input)).toBe(extra + echelon(input.level));
      expect(stats.potencies).toEqual(
        [1, 2, 3].map((tier) => monsterPotency(input.level, tier as 1 | 2 | 3, input.organization)),
      );
    }
  });

  it("R-MO-5: numbers never fall as the level rises; tiers rise 1 → 3", () => {
    for (const input of all.filter((i) => i.level < 10)) {
      const now = monsterStats(input);
      const next = monsterStats({ ...input, level: input.level + 1 });
      for (const key of ["ev", "stamina", "freeStrike", "highestCharacteristic"] as const)
        expect(next[key], `${key} ${JSON.stringify(input)}`).toBeGreaterThanOrEqual(now[key]);
      expect(now.strikeDamage[0]).toBeLessThanOrEqual(now.strikeDamage[1]);
      expect(now.strikeDamage[1]).toBeLessThanOrEqual(now.strikeDamage[2]);
    }
  });
});
