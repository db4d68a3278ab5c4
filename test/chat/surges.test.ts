import { describe, expect, it } from "vitest";
import { spendSurge } from "../../src/chat/surges.ts";
import type { AbilityUseTarget } from "../../src/chat/ability-use-data.ts";

const target = (extra: Partial<AbilityUseTarget> = {}): AbilityUseTarget => ({
  token: "Scene.a.Token.b",
  name: "Goblin",
  edges: 0,
  banes: 0,
  bonus: 0,
  tier: 2,
  downgradeTo: null,
  damageSurges: 0,
  potencySurge: false,
  applied: { damage: false, conditions: false },
  ...extra,
});

describe("spending surges on a card", () => {
  it("R-AB-7: one surge adds damage to one target only", () => {
    const targets = [target(), target({ name: "Orc" })];
    const result = spendSurge(targets, 1, "damage", 2);
    expect(result).toMatchObject({ cost: 1 });
    if ("targets" in result) {
      expect(result.targets.map((t) => t.damageSurges)).toEqual([0, 1]);
      expect(targets[1]?.damageSurges).toBe(0); // input untouched
    }
  });

  it("R-AB-7: at most three surges add damage to one target", () => {
    expect(spendSurge([target({ damageSurges: 3 })], 0, "damage", 5)).toEqual({ refused: "SurgeLimit" });
  });

  it("R-AB-7: two surges raise potency by 1 against one target, once", () => {
    const result = spendSurge([target()], 0, "potency", 2);
    expect(result).toMatchObject({ cost: 2 });
    if ("targets" in result) expect(result.targets[0]?.potencySurge).toBe(true);
    expect(spendSurge([target({ potencySurge: true })], 0, "potency", 4)).toEqual({ refused: "SurgeLimit" });
    expect(spendSurge([target()], 0, "potency", 1)).toEqual({ refused: "NoSurges" });
  });

  it("refuses without surges, after application, or for an unknown row", () => {
    expect(spendSurge([target()], 0, "damage", 0)).toEqual({ refused: "NoSurges" });
    expect(spendSurge([target({ applied: { damage: true, conditions: false } })], 0, "damage", 3)).toEqual({
      refused: "Applied",
    });
    expect(spendSurge([target({ applied: { damage: false, conditions: true } })], 0, "potency", 3)).toEqual({
      refused: "Applied",
    });
    expect(spendSurge([target()], 4, "damage", 3)).toEqual({ refused: "SurgeLimit" });
  });
});
