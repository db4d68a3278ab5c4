import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  PERSIST_AFTER_COMBAT,
  SAVE_TARGET,
  activeConditions,
  applyCondition,
  conditionsAfterCombat,
  eotLastsUntil,
  expiresAtTurnEnd,
  lockedWhileDying,
  persistsAfterCombat,
  saveSucceeds,
  saveSucceedsAt,
  saveThreshold,
  saveBonus,
  saveTotal,
  type ConditionInstance,
} from "../../src/rules/index.ts";

describe("saving throws", () => {
  it("R-AB-11: a d10 of 6 or more ends a save-ends effect", () => {
    expect(SAVE_TARGET).toBe(6);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(saveSucceeds)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});

describe("expiresAtTurnEnd", () => {
  it("R-AB-11: EoT imposed on someone else's turn ends at the end of the target's next turn", () => {
    expect(eotLastsUntil(false)).toBe("endOfNextTurn");
    // Another creature's turn ends: the effect stays.
    expect(expiresAtTurnEnd("eot", { turnEndedIsTargets: false })).toBe(false);
    // The target's next turn ends: it goes.
    expect(expiresAtTurnEnd("eot", { turnEndedIsTargets: true })).toBe(true);
  });
  it("R-AB-11: EoT imposed on the target's own turn ends at the end of that same turn", () => {
    expect(eotLastsUntil(true)).toBe("endOfThisTurn");
    expect(expiresAtTurnEnd("eot", { turnEndedIsTargets: true })).toBe(true);
  });
  it("R-AB-11: save ends — only at the target's turn end, and only on a 6+", () => {
    expect(expiresAtTurnEnd("save", { turnEndedIsTargets: true, saveRoll: 6 })).toBe(true);
    expect(expiresAtTurnEnd("save", { turnEndedIsTargets: true, saveRoll: 5 })).toBe(false);
    expect(expiresAtTurnEnd("save", { turnEndedIsTargets: false, saveRoll: 10 })).toBe(false);
    expect(expiresAtTurnEnd("save", { turnEndedIsTargets: true })).toBe(false);
  });
  it("R-AB-11: end-of-encounter effects never end at a turn end", () => {
    expect(
      expiresAtTurnEnd("encounter", {
        turnEndedIsTargets: true,
        saveRoll: 10,
      }),
    ).toBe(false);
  });
  it("R-AB-11: nothing ends at another creature's turn end (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("eot" as const, "save" as const, "encounter" as const),
        fc.integer({ min: 1, max: 10 }),
        (d, save) => {
          expect(expiresAtTurnEnd(d, { turnEndedIsTargets: false, saveRoll: save })).toBe(false);
        },
      ),
    );
  });
});

describe("applyCondition", () => {
  const weakA: ConditionInstance = { condition: "weakened", source: "a", duration: "eot" };
  it("R-AB-10: the same condition from two sources counts once", () => {
    const list = applyCondition([weakA], { condition: "weakened", source: "b", duration: "save" });
    expect(list).toHaveLength(2);
    expect([...activeConditions(list)]).toEqual(["weakened"]);
  });
  it("R-CN-9: weakened by many creatures is still weakened once (no double bane)", () => {
    let list: readonly ConditionInstance[] = [];
    for (const source of ["a", "b", "c"])
      list = applyCondition(list, { condition: "weakened", source, duration: "save" });
    expect([...activeConditions(list)]).toEqual(["weakened"]);
  });
  it("R-AB-10: the same ability again replaces the old instance; duration comes from the latest", () => {
    const list = applyCondition([weakA], { condition: "weakened", source: "a", duration: "save" });
    expect(list).toEqual([{ condition: "weakened", source: "a", duration: "save" }]);
    const noSource = applyCondition([{ condition: "slowed", duration: "eot" }], {
      condition: "slowed",
      duration: "save",
    });
    expect(noSource).toEqual([{ condition: "slowed", duration: "save" }]);
  });
  it("R-CN-3: frightened by a new source replaces the old one", () => {
    const list = applyCondition([{ condition: "frightened", source: "ogre", duration: "save" }], {
      condition: "frightened",
      source: "dragon",
      duration: "eot",
    });
    expect(list).toEqual([{ condition: "frightened", source: "dragon", duration: "eot" }]);
  });
  it("R-CN-8: taunted by a new source replaces the old one", () => {
    const list = applyCondition([{ condition: "taunted", source: "a", duration: "eot" }, weakA], {
      condition: "taunted",
      source: "b",
      duration: "eot",
    });
    expect(list).toEqual([weakA, { condition: "taunted", source: "b", duration: "eot" }]);
  });
  it("R-CN-4: an already grabbed creature can't be grabbed by another", () => {
    const current = [{ condition: "grabbed" as const, source: "a", duration: "encounter" as const }];
    expect(applyCondition(current, { condition: "grabbed", source: "b", duration: "encounter" })).toBe(
      current,
    );
  });
  it("R-AB-10: never mutates the list it is given", () => {
    const current = Object.freeze([weakA]);
    const next = applyCondition(current, { condition: "prone", duration: "encounter" });
    expect(current).toHaveLength(1);
    expect(next).toHaveLength(2);
  });
  it("R-AB-10: a condition is never in force twice (property)", () => {
    const arb = fc.record({
      condition: fc.constantFrom(
        "weakened" as const,
        "frightened" as const,
        "grabbed" as const,
        "taunted" as const,
      ),
      source: fc.constantFrom("a", "b", "c"),
      duration: fc.constantFrom("eot" as const, "save" as const),
    });
    fc.assert(
      fc.property(fc.array(arb, { maxLength: 10 }), (adds) => {
        let list: readonly ConditionInstance[] = [];
        for (const a of adds) list = applyCondition(list, a);
        for (const single of ["frightened", "grabbed", "taunted"] as const)
          expect(list.filter((c) => c.condition === single).length).toBeLessThanOrEqual(1);
        const keys = list.map((c) => `${c.condition}:${c.source ?? ""}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });
});

describe("after combat", () => {
  it("R-CB-16: winded, unconscious and dying remain; everything else can end", () => {
    expect(PERSIST_AFTER_COMBAT).toEqual(["winded", "unconscious", "dying", "dead"]);
    const left = conditionsAfterCombat([
      { condition: "winded" },
      { condition: "slowed" },
      { condition: "unconscious" },
      { condition: "bleeding" },
      { condition: "frightened" },
    ]);
    expect(left.map((c) => c.condition)).toEqual(["winded", "unconscious"]);
  });
  it("R-AB-11: a dying hero's bleeding can't be ended (R-ST-2)", () => {
    const left = conditionsAfterCombat([
      { condition: "dying" },
      { condition: "bleeding" },
      { condition: "prone" },
    ]);
    expect(left.map((c) => c.condition)).toEqual(["dying", "bleeding"]);
    expect(persistsAfterCombat("bleeding", false)).toBe(false);
  });
  it("R-ST-2: only a dying creature's bleeding is locked; other conditions and the living are not", () => {
    expect(lockedWhileDying("bleeding", true)).toBe(true);
    expect(lockedWhileDying("bleeding", false)).toBe(false);
    expect(lockedWhileDying("slowed", true)).toBe(false);
  });
});

describe("a save threshold other than 6 (R-AB-11 with a feature that grants one)", () => {
  it("R-AB-11, Heroes book Otherworldly Grace / Impressive Horns (save on 5 or higher): a 5 ends the effect, a 4 does not", () => {
    expect(saveSucceedsAt(5, 5)).toBe(true);
    expect(saveSucceedsAt(4, 5)).toBe(false);
    expect(saveSucceedsAt(5, SAVE_TARGET)).toBe(false);
    expect(expiresAtTurnEnd("save", { turnEndedIsTargets: true, saveRoll: 5, saveThreshold: 5 })).toBe(true);
    expect(expiresAtTurnEnd("save", { turnEndedIsTargets: true, saveRoll: 5 })).toBe(false);
  });
  it("R-AB-11: the threshold stays one a d10 can reach (1–10); a value that is no number reads as 6", () => {
    expect(saveThreshold(4)).toBe(4);
    expect(saveThreshold(0)).toBe(1);
    expect(saveThreshold(12)).toBe(10);
    expect(saveThreshold(Number.NaN)).toBe(6);
    expect(saveThreshold()).toBe(6);
  });
});

describe("a saving throw bonus (R-AB-11 with a feature that adds to the d10)", () => {
  it("R-AB-11, official data's +1 to saving throws (Bastion Ward, Inner Light, Authority's End): 1d10 + 1, so a 5 ends the effect and a 4 does not", () => {
    expect(saveTotal(5, 1)).toBe(6);
    expect(saveSucceedsAt(5, SAVE_TARGET, 1)).toBe(true);
    expect(saveSucceedsAt(4, SAVE_TARGET, 1)).toBe(false);
    expect(saveSucceedsAt(5, SAVE_TARGET)).toBe(false);
    expect(
      expiresAtTurnEnd("save", { turnEndedIsTargets: true, saveRoll: 5, saveThreshold: 6, saveBonus: 1 }),
    ).toBe(true);
    expect(expiresAtTurnEnd("save", { turnEndedIsTargets: false, saveRoll: 10, saveBonus: 5 })).toBe(false);
  });
  it("R-AB-11: the bonus and a lowered threshold both count (4 + 1 against 5); a penalty lowers the total", () => {
    expect(saveSucceedsAt(4, 5, 1)).toBe(true);
    expect(saveSucceedsAt(6, SAVE_TARGET, -1)).toBe(false);
  });
  it("R-AB-11: the bonus is a whole number; a value that is no number reads as 0", () => {
    expect(saveBonus(2)).toBe(2);
    expect(saveBonus(1.7)).toBe(1);
    expect(saveBonus(Number.NaN)).toBe(0);
    expect(saveBonus()).toBe(0);
    expect(saveTotal(7)).toBe(7);
  });
});
