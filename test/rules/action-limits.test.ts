import { describe, expect, it } from "vitest";
import { actionRefusal } from "../../src/rules/action-limits.ts";

const fresh = { dazed: false, turnActionsUsed: 0, triggeredUsedThisRound: false };

describe("action limits", () => {
  it("R-CB-7: one triggered action per round; free triggered actions are unlimited", () => {
    expect(actionRefusal("triggered", fresh)).toBeNull();
    expect(actionRefusal("triggered", { ...fresh, triggeredUsedThisRound: true })).toBe("triggeredUsed");
    expect(actionRefusal("freeTriggered", { ...fresh, triggeredUsedThisRound: true })).toBeNull();
  });

  it("R-CN-2: dazed allows only one of main action, maneuver or move action", () => {
    const dazed = { ...fresh, dazed: true };
    expect(actionRefusal("main", dazed)).toBeNull();
    expect(actionRefusal("maneuver", { ...dazed, turnActionsUsed: 1 })).toBe("dazedOneAction");
    expect(actionRefusal("main", { ...fresh, turnActionsUsed: 2 })).toBeNull();
  });

  it("R-CN-2: dazed forbids triggered actions, free triggered actions and free maneuvers", () => {
    const dazed = { ...fresh, dazed: true };
    for (const action of ["triggered", "freeTriggered", "freeManeuver"] as const)
      expect(actionRefusal(action, dazed)).toBe("dazedNoTriggered");
    expect(actionRefusal("none", dazed)).toBeNull();
  });
});
