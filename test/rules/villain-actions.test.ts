import { describe, expect, it } from "vitest";
import {
  canUseVillainAction,
  hasVillainActions,
  remainingVillainActions,
  startVillainActions,
  useVillainAction,
  validVillainActionSet,
  villainActionsNewRound,
  type VillainActionRequest,
} from "../../src/rules/index.ts";

const request: VillainActionRequest = {
  creatureId: "boss",
  organization: "leader",
  action: 1,
  endOfTurnOf: "hero1",
};

describe("villain actions", () => {
  it("R-CB-18: only leaders and solos have villain actions, exactly 1, 2 and 3", () => {
    expect(hasVillainActions("leader")).toBe(true);
    expect(hasVillainActions("solo")).toBe(true);
    expect(hasVillainActions("elite")).toBe(false);
    expect(canUseVillainAction(startVillainActions(), { ...request, organization: "elite" })).toEqual({
      ok: false,
      reason: "notVillain",
    });
    expect(validVillainActionSet([3, 1, 2])).toBe(true);
    expect(validVillainActionSet([1, 2])).toBe(false);
    expect(validVillainActionSet([1, 1, 2])).toBe(false);
    expect(canUseVillainAction(startVillainActions(), { ...request, action: 4 })).toEqual({
      ok: false,
      reason: "invalidAction",
    });
  });

  it("R-CB-18: used at the end of another creature's turn", () => {
    const state = startVillainActions();
    expect(canUseVillainAction(state, request)).toEqual({ ok: true });
    expect(canUseVillainAction(state, { ...request, endOfTurnOf: null })).toEqual({
      ok: false,
      reason: "timing",
    });
    expect(canUseVillainAction(state, { ...request, endOfTurnOf: "boss" })).toEqual({
      ok: false,
      reason: "timing",
    });
  });

  it("R-CB-18: each villain action once per encounter, in any order", () => {
    let state = useVillainAction(startVillainActions(1), "boss", 3);
    state = villainActionsNewRound(state, 2);
    expect(canUseVillainAction(state, { ...request, action: 3 })).toEqual({
      ok: false,
      reason: "alreadyUsed",
    });
    expect(canUseVillainAction(state, { ...request, action: 1 })).toEqual({ ok: true });
    expect(remainingVillainActions(state, "boss")).toEqual([1, 2]);
    expect(remainingVillainActions(state, "other")).toEqual([1, 2, 3]);
  });

  it("R-CB-18: at most one villain action per round across all creatures", () => {
    const state = useVillainAction(startVillainActions(2), "boss", 1);
    expect(canUseVillainAction(state, { ...request, action: 2 })).toEqual({
      ok: false,
      reason: "oncePerRound",
    });
    expect(canUseVillainAction(state, { ...request, creatureId: "dragon", organization: "solo" })).toEqual({
      ok: false,
      reason: "oncePerRound",
    });
    expect(canUseVillainAction(villainActionsNewRound(state, 3), { ...request, action: 2 })).toEqual({
      ok: true,
    });
  });

  it("R-CB-18: recording a use never mutates the previous state", () => {
    const state = startVillainActions();
    const next = useVillainAction(state, "boss", 1);
    expect(state.used).toEqual({});
    expect(next.used).toEqual({ boss: [1] });
  });
});
