import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DEFEND_EFFECT,
  FREE_STRIKE_DISTANCE,
  canClawDirt,
  creatureFreeStrikeDistance,
  canDefend,
  canGrabSize,
  canKnockbackSize,
  chargePathAllowed,
  clawDirtOutcome,
  escapeGrabBanes,
  escapeGrabOutcome,
  freeStrikeDamage,
  grabOutcome,
  knockbackPush,
  opportunityAttackAllowed,
  resolvePowerRoll,
  type CreatureSize,
} from "../../src/rules/public-api.ts";

const T: CreatureSize = { value: 1, letter: "T" };
const S: CreatureSize = { value: 1, letter: "S" };
const M: CreatureSize = { value: 1, letter: "M" };
const L: CreatureSize = { value: 1, letter: "L" };
const two: CreatureSize = { value: 2 };
const three: CreatureSize = { value: 3 };

describe("free strikes", () => {
  it("R-CB-13: melee weapon free strike 2/5/7 + M or A", () => {
    expect(([1, 2, 3] as const).map((t) => freeStrikeDamage("melee", t, 2))).toEqual([4, 7, 9]);
  });
  it("R-CB-13: ranged weapon free strike 2/4/6 + M or A", () => {
    expect(([1, 2, 3] as const).map((t) => freeStrikeDamage("ranged", t, 1))).toEqual([3, 5, 7]);
  });
  it("R-CB-13: distances melee 1, ranged 5", () => {
    expect(FREE_STRIKE_DISTANCE).toEqual({ melee: 1, ranged: 5 });
  });
  it("R-CB-13: a rolled free strike — 14 with Agility 2 on a melee free strike deals 7", () => {
    const r = resolvePowerRoll({ dice: [6, 6], characteristic: 2 });
    expect(freeStrikeDamage("melee", r.tier, 2)).toBe(7);
  });
});

describe("creature free strikes' distance (R-MO-2)", () => {
  it("R-MO-2: melee 1 or the signature's melee distance, ranged 5 or its ranged distance, whichever is higher", () => {
    expect(creatureFreeStrikeDistance({ type: "melee", melee: 2, ranged: 0 })).toEqual({
      melee: 2,
      ranged: 5,
    });
    expect(creatureFreeStrikeDistance({ type: "melee", melee: 1, ranged: 0 })).toEqual({
      melee: 1,
      ranged: 5,
    });
    expect(creatureFreeStrikeDistance({ type: "ranged", melee: 0, ranged: 10 })).toEqual({
      melee: 1,
      ranged: 10,
    });
    expect(creatureFreeStrikeDistance({ type: "ranged", melee: 0, ranged: 3 })).toEqual({
      melee: 1,
      ranged: 5,
    });
  });
  it("R-MO-2: a melee-or-ranged signature raises both; an area signature or none leaves melee 1 and ranged 5", () => {
    expect(creatureFreeStrikeDistance({ type: "meleeRanged", melee: 2, ranged: 8 })).toEqual({
      melee: 2,
      ranged: 8,
    });
    expect(creatureFreeStrikeDistance({ type: "burst", melee: 4, ranged: 9 })).toEqual({
      melee: 1,
      ranged: 5,
    });
    expect(creatureFreeStrikeDistance(null)).toEqual(FREE_STRIKE_DISTANCE);
  });
  it("R-MO-2: never below the standard distances, whatever the signature says", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("melee", "ranged", "meleeRanged", "self"),
        fc.integer(),
        fc.integer(),
        (type, melee, ranged) => {
          const d = creatureFreeStrikeDistance({ type, melee, ranged });
          return d.melee >= 1 && d.ranged >= 5;
        },
      ),
    );
  });
});

describe("grab size limits", () => {
  it("R-CN-4: any creature can grab its own size or smaller", () => {
    expect(canGrabSize(M, M, 0)).toBe(true);
    expect(canGrabSize(M, S, 0)).toBe(true);
    expect(canGrabSize(M, T, -1)).toBe(true);
    expect(canGrabSize(two, L, 0)).toBe(true);
    expect(canGrabSize({ value: 1 }, M, 0)).toBe(true);
  });
  it("R-CN-4: larger targets only with Might 2+ and size ≤ Might", () => {
    expect(canGrabSize(S, M, 1)).toBe(false);
    expect(canGrabSize(S, M, 2)).toBe(true);
    expect(canGrabSize(M, two, 2)).toBe(true);
    expect(canGrabSize(M, three, 2)).toBe(false);
    expect(canGrabSize(M, three, 3)).toBe(true);
    expect(canGrabSize(M, L, 1)).toBe(false);
  });
  it("R-CB-14: Knockback uses the Grab size limit", () => {
    expect(canKnockbackSize(S, L, 0)).toBe(false);
    expect(canKnockbackSize(L, S, 0)).toBe(true);
  });
  it("R-CN-4: a bigger grabber can grab whatever a smaller one can (property)", () => {
    const sizes = [T, S, M, L, two, three, { value: 4 }];
    fc.assert(
      fc.property(fc.nat(5), fc.nat(6), fc.integer({ min: -5, max: 5 }), (g, t, might) => {
        const small = sizes[g] as CreatureSize;
        const big = sizes[g + 1] as CreatureSize;
        const target = sizes[t] as CreatureSize;
        if (canGrabSize(small, target, might)) expect(canGrabSize(big, target, might)).toBe(true);
      }),
    );
  });
});

describe("grab, escape, knockback, claw dirt", () => {
  it("R-CB-14: Grab — no effect / grabbed after a free strike / grabbed", () => {
    expect([grabOutcome(1), grabOutcome(2), grabOutcome(3)]).toEqual([
      "noEffect",
      "grabbedAfterFreeStrike",
      "grabbed",
    ]);
  });
  it("R-CB-14: Escape Grab — no effect / escape after a free strike / escaped", () => {
    expect([escapeGrabOutcome(1), escapeGrabOutcome(2), escapeGrabOutcome(3)]).toEqual([
      "noEffect",
      "escapedAfterFreeStrike",
      "escaped",
    ]);
  });
  it("R-CB-14: Escape Grab has a bane if you are smaller than the grabber", () => {
    expect(escapeGrabBanes(S, M)).toBe(1);
    expect(escapeGrabBanes(M, M)).toBe(0);
    expect(escapeGrabBanes(two, L)).toBe(0);
    expect(escapeGrabBanes(L, two)).toBe(1);
  });
  it("R-CB-14: Knockback pushes 1 / 2 / 3", () => {
    expect([knockbackPush(1), knockbackPush(2), knockbackPush(3)]).toEqual([1, 2, 3]);
  });
  it("R-CB-15: Claw Dirt by tier", () => {
    expect(clawDirtOutcome(1)).toEqual({
      squares: 1,
      costsMainAction: false,
      conditions: ["slowed", "weakened"],
    });
    expect(clawDirtOutcome(2)).toEqual({ squares: 1, costsMainAction: true, conditions: ["slowed"] });
    expect(clawDirtOutcome(3)).toEqual({ squares: 1, costsMainAction: false, conditions: [] });
  });
  it("R-CB-15: Claw Dirt needs speed 2+ and no burrow", () => {
    expect(canClawDirt(2, false)).toBe(true);
    expect(canClawDirt(1, false)).toBe(false);
    expect(canClawDirt(5, true)).toBe(false);
  });
});

describe("main actions", () => {
  const ok = { squares: 4, speed: 5, straightLine: true, crossesDifficultTerrain: false, shifts: false };
  it("R-CB-10: Charge moves up to speed in a straight line", () => {
    expect(chargePathAllowed(ok)).toBe(true);
    expect(chargePathAllowed({ ...ok, squares: 6 })).toBe(false);
    expect(chargePathAllowed({ ...ok, straightLine: false })).toBe(false);
  });
  it("R-CB-10: Charge can't cross difficult terrain, shift, or climb/swim without full-speed movement", () => {
    expect(chargePathAllowed({ ...ok, crossesDifficultTerrain: true })).toBe(false);
    expect(chargePathAllowed({ ...ok, shifts: true })).toBe(false);
    expect(chargePathAllowed({ ...ok, climbsOrSwimsWithoutFullSpeed: true })).toBe(false);
  });
  it("R-CB-10: Defend needs no main action used this turn (004 防衛を行うクリーチャー: not even with a second main action) and no creature taunted by you", () => {
    expect(canDefend({ mainActionsUsed: 0, isTauntingSomeone: false })).toBe(true);
    expect(canDefend({ mainActionsUsed: 1, isTauntingSomeone: false })).toBe(false);
    expect(canDefend({ mainActionsUsed: 2, isTauntingSomeone: false })).toBe(false);
    expect(canDefend({ mainActionsUsed: 0, isTauntingSomeone: true })).toBe(false);
    expect(DEFEND_EFFECT).toEqual({ banesAgainstYou: 2, edgesToResist: 2 });
  });
});

describe("opportunity attacks", () => {
  const move = {
    wasAdjacent: true,
    leavesAdjacency: true,
    willing: true,
    shifted: false,
    teleported: false,
    netEdgeAgainstTarget: "none" as const,
  };
  it("R-CB-11: an adjacent enemy willingly leaving adjacency provokes", () => {
    expect(opportunityAttackAllowed(move)).toBe(true);
    expect(opportunityAttackAllowed({ ...move, netEdgeAgainstTarget: "edge" })).toBe(true);
  });
  it("R-CB-11: shifting, teleporting, forced or non-leaving movement doesn't provoke", () => {
    expect(opportunityAttackAllowed({ ...move, shifted: true })).toBe(false);
    expect(opportunityAttackAllowed({ ...move, teleported: true })).toBe(false);
    expect(opportunityAttackAllowed({ ...move, willing: false })).toBe(false);
    expect(opportunityAttackAllowed({ ...move, leavesAdjacency: false })).toBe(false);
    expect(opportunityAttackAllowed({ ...move, wasAdjacent: false })).toBe(false);
  });
  it("R-CB-11: not with a bane or double bane against the target", () => {
    expect(opportunityAttackAllowed({ ...move, netEdgeAgainstTarget: "bane" })).toBe(false);
    expect(opportunityAttackAllowed({ ...move, netEdgeAgainstTarget: "doubleBane" })).toBe(false);
  });
  it("R-CB-11: not when you can't take free triggered actions (dazed, surprised)", () => {
    expect(opportunityAttackAllowed({ ...move, canUseFreeTriggered: false })).toBe(false);
  });
});
