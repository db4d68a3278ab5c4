import { describe, expect, it } from "vitest";
import {
  RETAINER_RECOVERIES,
  catchBreath,
  diesWhileKnockedOut,
  wakeAfterAnHour,
  endEncounterStamina,
  isDyingOrDead,
  recoveryValue,
  spendRecovery,
  spendRecoveryDirector,
  staminaCondition,
  windedValue,
} from "../../src/rules/index.ts";

describe("stamina thresholds", () => {
  it("R-ST-1: winded value is half of max, rounded down", () => {
    expect(windedValue(30)).toBe(15);
    expect(windedValue(31)).toBe(15);
    expect(windedValue(-4)).toBe(0);
  });

  it("R-RC-1: recovery value is a third of max, rounded down", () => {
    expect(recoveryValue(30)).toBe(10);
    expect(recoveryValue(32)).toBe(10);
    expect(recoveryValue(0)).toBe(0);
  });

  it("R-ST-1: winded at or below the winded value", () => {
    expect(staminaCondition("hero", 16, 31)).toBe("healthy");
    expect(staminaCondition("hero", 15, 31)).toBe("winded");
    expect(staminaCondition("hero", 1, 31)).toBe("winded");
  });

  it("R-ST-2: a hero is dying at 0 or below and dead at −(winded value)", () => {
    expect(staminaCondition("hero", 0, 30)).toBe("dying");
    expect(staminaCondition("hero", -14, 30)).toBe("dying");
    expect(staminaCondition("hero", -15, 30)).toBe("dead");
    expect(staminaCondition("hero", -40, 30)).toBe("dead");
  });

  it("R-RT-4: a retainer is dying at 0 and dead at −(half max), like a hero", () => {
    expect(staminaCondition("retainer", 0, 21)).toBe("dying");
    expect(staminaCondition("retainer", -10, 21)).toBe("dead");
    expect(staminaCondition("retainer", -9, 21)).toBe("dying");
    expect(isDyingOrDead("retainer", -9, 21)).toBe(true);
    expect(isDyingOrDead("hero", 3, 21)).toBe(false);
    expect(isDyingOrDead("hero", -30, 21)).toBe(true);
  });

  it("R-ST-3: Director creatures are dead at 0 or below, winded at half", () => {
    expect(staminaCondition("director", 0, 40)).toBe("dead");
    expect(staminaCondition("director", -3, 40)).toBe("dead");
    expect(staminaCondition("director", 20, 40)).toBe("winded");
    expect(staminaCondition("director", 21, 40)).toBe("healthy");
  });

  it("R-MN-2: minions are never winded", () => {
    expect(staminaCondition("director", 2, 5, { minion: true })).toBe("healthy");
    expect(staminaCondition("director", 0, 5, { minion: true })).toBe("dead");
  });
});

describe("recoveries", () => {
  const hurt = { value: 5, max: 30, temporary: 4 };
  const recoveries = { value: 2, max: 8 };

  it("R-RC-1: Catch Breath spends one recovery and regains the recovery value", () => {
    const result = catchBreath("hero", hurt, recoveries, true);
    expect(result).toEqual({
      ok: true,
      stamina: { value: 15, max: 30, temporary: 4 },
      recoveries: { value: 1, max: 8 },
      regained: 10,
    });
    expect(hurt.value).toBe(5);
    expect(recoveries.value).toBe(2);
  });

  it("R-RC-1: regaining through a recovery stops at max", () => {
    const result = catchBreath("hero", { value: 25, max: 30, temporary: 0 }, recoveries, true);
    expect(result.ok && result.stamina.value).toBe(30);
    expect(result.ok && result.regained).toBe(5);
  });

  it("R-RC-1: no recoveries left → refused", () => {
    expect(catchBreath("hero", hurt, { value: 0, max: 8 }, true)).toEqual({
      ok: false,
      reason: "noRecoveries",
    });
  });

  it("R-ST-2: no Catch Breath while dying in combat, but allowed outside combat", () => {
    const dying = { value: -3, max: 30, temporary: 0 };
    expect(catchBreath("hero", dying, recoveries, true)).toEqual({ ok: false, reason: "dying" });
    const outside = catchBreath("hero", dying, recoveries, false);
    expect(outside.ok && outside.stamina.value).toBe(7);
  });

  it("R-ST-2: while dying, others can make the hero spend a recovery; the dead cannot", () => {
    const healed = spendRecovery("hero", { value: -3, max: 30, temporary: 0 }, recoveries, 2);
    expect(healed.ok && healed.stamina.value).toBe(9);
    expect(spendRecovery("hero", { value: -15, max: 30, temporary: 0 }, recoveries)).toEqual({
      ok: false,
      reason: "dead",
    });
    expect(catchBreath("hero", { value: -15, max: 30, temporary: 0 }, recoveries, true)).toEqual({
      ok: false,
      reason: "dead",
    });
  });

  it("R-RC-2: a Director creature made to spend a recovery regains a third of its max", () => {
    expect(spendRecoveryDirector({ value: 10, max: 40, temporary: 0 })).toEqual({
      value: 23,
      max: 40,
      temporary: 0,
    });
    expect(spendRecoveryDirector({ value: 0, max: 40, temporary: 0 }).value).toBe(0);
  });

  it("R-ST-4: temporary stamina is lost at the end of the encounter", () => {
    expect(endEncounterStamina({ value: 3, max: 30, temporary: 9 })).toEqual({
      value: 3,
      max: 30,
      temporary: 0,
    });
  });

  it("R-ST-3: a knocked-out creature dies if it takes damage", () => {
    expect(diesWhileKnockedOut(1)).toBe(true);
    expect(diesWhileKnockedOut(0)).toBe(false);
  });

  it("R-ST-3: after an hour a Director creature wakes with 1 stamina, a hero by spending a recovery", () => {
    expect(wakeAfterAnHour("director", { value: 0, max: 20, temporary: 0 })?.stamina.value).toBe(1);
    const hero = wakeAfterAnHour("hero", { value: -2, max: 30, temporary: 0 }, { value: 1, max: 8 });
    expect(hero).toEqual({ stamina: { value: 8, max: 30, temporary: 0 }, recoveries: { value: 0, max: 8 } });
    expect(wakeAfterAnHour("hero", { value: -2, max: 30, temporary: 0 }, { value: 0, max: 8 })).toBeNull();
  });

  it("R-RT-4: retainers have 6 recoveries", () => {
    expect(RETAINER_RECOVERIES).toBe(6);
  });
});
