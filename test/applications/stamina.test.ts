import { describe, expect, it } from "vitest";
import { staminaBar } from "../../src/applications/sheets/context/stamina.ts";

describe("stamina bar", () => {
  it("R-ST-1: puts the winded marker at the derived winded value and flags the winded state", () => {
    const bar = staminaBar({ value: 27, max: 63, temporary: 5, winded: 31, condition: "winded" });
    expect(bar.windedPercent).toBeCloseTo(49.2, 1);
    expect(bar.fillPercent).toBeCloseTo(42.9, 1);
    expect(bar.flagged).toBe(true);
    expect(bar.conditionKey).toBe("STEELBOUND.Stamina.Condition.Winded");
  });

  it("R-ST-2: a dying hero's negative stamina empties the bar without breaking it", () => {
    const bar = staminaBar({ value: -6, max: 40, temporary: 0, winded: 20, condition: "dying" });
    expect(bar.fillPercent).toBe(0);
    expect(bar.value).toBe(-6);
    expect(bar.condition).toBe("dying");
  });

  it("R-MN-2: a minion is never winded, so its bar has no winded marker", () => {
    const stamina = { value: 5, max: 5, temporary: 0, winded: 2, condition: "healthy" as const };
    expect(staminaBar(stamina, { minion: true }).showWinded).toBe(false);
    expect(staminaBar(stamina).showWinded).toBe(true);
  });

  it("a healthy creature shows no badge, and a zero maximum shows an empty bar", () => {
    expect(staminaBar({ value: 10, max: 10, temporary: 0, winded: 5, condition: "healthy" }).flagged).toBe(
      false,
    );
    expect(staminaBar({ value: 0, max: 0, temporary: 0, winded: 0, condition: "dead" }).fillPercent).toBe(0);
  });
});
