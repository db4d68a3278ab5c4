import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  HERO_TOKEN_COSTS,
  RESPITE_HOURS,
  encounterVictories,
  heroTokenSpend,
  heroTokensAtSessionEnd,
  heroTokensAtSessionStart,
  respite,
  type HeroTokenSpend,
} from "../../src/rules/index.ts";

describe("hero tokens per session", () => {
  it("R-HT-1: the party starts each session with one token per hero", () => {
    expect(heroTokensAtSessionStart(5)).toBe(5);
    expect(heroTokensAtSessionStart(3, { carriedOver: 7 })).toBe(3);
  });
  it("R-HT-1: unused tokens vanish at session end", () => {
    expect(heroTokensAtSessionEnd(4)).toBe(0);
  });
  it("R-HT-1: optional rule — tokens don't reset, the saved count carries over", () => {
    expect(heroTokensAtSessionStart(5, { noReset: true, carriedOver: 2 })).toBe(2);
    expect(heroTokensAtSessionStart(5, { noReset: true })).toBe(0);
    expect(heroTokensAtSessionEnd(4, true)).toBe(4);
  });
});

describe("heroTokenSpend", () => {
  it("R-HT-2: costs — 1 for surges, a save, a reroll; 2 for regaining stamina", () => {
    expect(HERO_TOKEN_COSTS).toEqual({ surges: 1, succeedSave: 1, rerollTest: 1, regainStamina: 2 });
  });
  it("R-HT-2: 1 token → 2 surges", () => {
    expect(heroTokenSpend({ spend: "surges", tokens: 3, benefitUsed: false })).toEqual({
      allowed: true,
      cost: 1,
      tokensAfter: 2,
      surges: 2,
      stamina: 0,
    });
  });
  it("R-HT-2: 1 token turns a failed save into a success — only a failed one", () => {
    expect(
      heroTokenSpend({ spend: "succeedSave", tokens: 1, benefitUsed: false, saveFailed: true }),
    ).toMatchObject({
      allowed: true,
      tokensAfter: 0,
    });
    expect(heroTokenSpend({ spend: "succeedSave", tokens: 1, benefitUsed: false })).toEqual({
      allowed: false,
      reason: "noFailedSave",
    });
  });
  it("R-TS-3: 1 token rerolls a test, not an ability roll", () => {
    expect(
      heroTokenSpend({ spend: "rerollTest", tokens: 2, benefitUsed: false, isTest: true }),
    ).toMatchObject({
      allowed: true,
      cost: 1,
    });
    expect(heroTokenSpend({ spend: "rerollTest", tokens: 2, benefitUsed: false, isTest: false })).toEqual({
      allowed: false,
      reason: "notATest",
    });
  });
  it("R-HT-2: 2 tokens regain the recovery value, on your turn or when taking damage", () => {
    expect(
      heroTokenSpend({
        spend: "regainStamina",
        tokens: 2,
        benefitUsed: false,
        ownTurnOrTakingDamage: true,
        recoveryValue: 6,
      }),
    ).toEqual({ allowed: true, cost: 2, tokensAfter: 0, surges: 0, stamina: 6 });
    expect(heroTokenSpend({ spend: "regainStamina", tokens: 2, benefitUsed: false })).toEqual({
      allowed: false,
      reason: "notOnTurnOrTakingDamage",
    });
    expect(
      heroTokenSpend({ spend: "regainStamina", tokens: 1, benefitUsed: false, ownTurnOrTakingDamage: true }),
    ).toEqual({ allowed: false, reason: "notEnoughTokens" });
  });
  it("R-HT-2: one token benefit per turn or per test", () => {
    expect(heroTokenSpend({ spend: "surges", tokens: 3, benefitUsed: true })).toEqual({
      allowed: false,
      reason: "benefitAlreadyUsed",
    });
  });
  it("R-HT-2: never spends more tokens than the pool holds (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<HeroTokenSpend>("surges", "succeedSave", "rerollTest", "regainStamina"),
        fc.nat(5),
        fc.boolean(),
        (spend, tokens, used) => {
          const v = heroTokenSpend({
            spend,
            tokens,
            benefitUsed: used,
            saveFailed: true,
            isTest: true,
            ownTurnOrTakingDamage: true,
          });
          if (v.allowed) expect(v.tokensAfter).toBeGreaterThanOrEqual(0);
          else expect(tokens < HERO_TOKEN_COSTS[spend] || used).toBe(true);
        },
      ),
    );
  });
});

describe("victories and respite", () => {
  it("R-VX-1: +1 victory for surviving an encounter whose objective was achieved", () => {
    expect(encounterVictories({ survived: true, objectiveAchieved: true })).toBe(1);
    expect(encounterVictories({ survived: true, objectiveAchieved: false })).toBe(0);
    expect(encounterVictories({ survived: false, objectiveAchieved: true })).toBe(0);
  });
  it("R-VX-1: the Director may withhold or add victories", () => {
    expect(encounterVictories({ survived: true, objectiveAchieved: true, adjustment: -1 })).toBe(0);
    expect(encounterVictories({ survived: true, objectiveAchieved: true, adjustment: 1 })).toBe(2);
    expect(encounterVictories({ survived: true, objectiveAchieved: false, adjustment: -3 })).toBe(0);
  });
  it("R-VX-2: a respite restores stamina and recoveries and turns victories into XP", () => {
    const hero = {
      name: "Yorn",
      stamina: { value: 4, max: 21, temporary: 0 },
      recoveries: { value: 2, max: 8 },
      victories: 3,
      xp: 7,
    };
    const after = respite(hero);
    expect(after).toEqual({
      name: "Yorn",
      stamina: { value: 21, max: 21, temporary: 0 },
      recoveries: { value: 8, max: 8 },
      victories: 0,
      xp: 10,
    });
    expect(hero.victories).toBe(3);
    expect(hero.stamina.value).toBe(4);
    expect(RESPITE_HOURS).toBe(24);
  });
  it("R-VX-2: a dying hero is back to full stamina", () => {
    const after = respite({
      stamina: { value: -5, max: 30, temporary: 0 },
      recoveries: { value: 0, max: 10 },
      victories: 0,
      xp: 0,
    });
    expect([after.stamina.value, after.recoveries.value, after.xp]).toEqual([30, 10, 0]);
  });
});
