import { describe, expect, it } from "vitest";
import {
  HURL_THROUGH,
  bigVersusLittle,
  burrowedForcedMovement,
  canAffordPath,
  canShiftAlong,
  forcedMovementDistance,
  forcedMoveReaches,
  gridDistance,
  hurlThroughObject,
  isValidForcedPath,
  meleeWeaponVsSmaller,
  jumpReach,
  movementAllowance,
  pathCost,
  slamDamage,
  slamsIntoObject,
  squareCost,
} from "../../src/rules/public-api.ts";

const sq = (x: number, y: number) => ({ x, y });

describe("forced movement distance", () => {
  it("R-MV-8: stability reduces forced movement, never below 0", () => {
    expect(forcedMovementDistance({ distance: 3, stability: 1 })).toBe(2);
    expect(forcedMovementDistance({ distance: 2, stability: 5 })).toBe(0);
  });

  it("R-MV-8: stability never counts below 0", () => {
    expect(forcedMovementDistance({ distance: 3, stability: -2 })).toBe(3);
  });

  it("R-MV-9: +1 for a melee weapon ability against a smaller target, before stability", () => {
    expect(forcedMovementDistance({ distance: 2, stability: 0, meleeWeaponVsSmaller: true })).toBe(3);
    expect(forcedMovementDistance({ distance: 2, stability: 3, meleeWeaponVsSmaller: true })).toBe(0);
    expect(forcedMovementDistance({ distance: 2, stability: 1, meleeWeaponVsSmaller: true })).toBe(2);
    expect(forcedMovementDistance({ distance: 0, stability: 0, meleeWeaponVsSmaller: true })).toBe(0);
  });

  it("R-MV-9: only smaller targets and only melee weapon abilities", () => {
    expect(bigVersusLittle({ value: 2 }, { value: 1, letter: "L" }, true)).toBe(true);
    expect(bigVersusLittle({ value: 1, letter: "M" }, { value: 1, letter: "S" }, true)).toBe(true);
    expect(bigVersusLittle({ value: 1, letter: "M" }, { value: 2 }, true)).toBe(false);
    expect(bigVersusLittle({ value: 2 }, { value: 2 }, true)).toBe(false);
    expect(bigVersusLittle({ value: 3 }, { value: 1 }, false)).toBe(false);
  });

  it("R-MV-9: from an ability use: melee and weapon keywords, sizes known", () => {
    const big = { value: 2 };
    const small = { value: 1, letter: "S" as const };
    expect(meleeWeaponVsSmaller(["melee", "strike", "weapon"], big, small)).toBe(true);
    expect(meleeWeaponVsSmaller(["melee", "magic"], big, small)).toBe(false);
    expect(meleeWeaponVsSmaller(["ranged", "weapon"], big, small)).toBe(false);
    expect(meleeWeaponVsSmaller(["melee", "weapon"], small, big)).toBe(false);
    expect(meleeWeaponVsSmaller(["melee", "weapon"], null, small)).toBe(false);
    expect(meleeWeaponVsSmaller(["melee", "weapon"], big, null)).toBe(false);
  });
});

describe("slams and hurling", () => {
  it("R-MV-10: slamming into a creature deals 1 per remaining square to both", () => {
    expect(slamDamage("creature", 3)).toBe(3);
  });

  it("R-MV-10: slamming into an object deals 2 + 1 per remaining square", () => {
    expect(slamDamage("object", 3)).toBe(5);
    expect(slamDamage("object", 0)).toBe(0);
    expect(slamDamage("creature", -1)).toBe(0);
  });

  it("R-MV-10: only objects at least the target's size stop it", () => {
    expect(slamsIntoObject({ value: 1 }, { value: 1, letter: "M" })).toBe(true);
    expect(slamsIntoObject({ value: 1, letter: "S" }, { value: 1, letter: "M" })).toBe(false);
    expect(slamsIntoObject({ value: 2 }, { value: 1, letter: "L" })).toBe(true);
  });

  it("R-MV-10: hurling through glass 1/3, wood 3/5, stone 6/8, metal 9/11", () => {
    expect(HURL_THROUGH).toEqual({
      glass: { cost: 1, damage: 3 },
      wood: { cost: 3, damage: 5 },
      stone: { cost: 6, damage: 8 },
      metal: { cost: 9, damage: 11 },
    });
    expect(hurlThroughObject("wood", 5)).toEqual({ broken: true, remainingSquares: 2, damage: 5 });
    expect(hurlThroughObject("glass", 1)).toEqual({ broken: true, remainingSquares: 0, damage: 3 });
    expect(hurlThroughObject("metal", 9)).toEqual({ broken: true, remainingSquares: 0, damage: 11 });
  });

  it("R-MV-10: without enough movement left the object holds and the creature slams into it", () => {
    expect(hurlThroughObject("stone", 4)).toEqual({ broken: false, remainingSquares: 0, damage: 6 });
  });
});

describe("forced movement paths", () => {
  const origin = sq(0, 0);

  it("R-MV-1: every adjacent square, diagonals included, is 1 away", () => {
    expect(gridDistance(sq(0, 0), sq(1, 1))).toBe(1);
    expect(gridDistance(sq(0, 0), sq(3, -2))).toBe(3);
  });

  it("R-MV-7: a push must move each square strictly farther away", () => {
    expect(isValidForcedPath("push", origin, sq(1, 0), [sq(2, 0), sq(3, 1), sq(4, 1)])).toBe(true);
    expect(isValidForcedPath("push", origin, sq(1, 0), [sq(2, 0), sq(2, 1)])).toBe(false);
    expect(isValidForcedPath("push", origin, sq(1, 0), [sq(0, 1)])).toBe(false);
  });

  it("R-MV-7: a pull must move each square strictly closer and never into the puller", () => {
    expect(isValidForcedPath("pull", origin, sq(4, 2), [sq(3, 2), sq(2, 1), sq(1, 1)])).toBe(true);
    expect(isValidForcedPath("pull", origin, sq(4, 2), [sq(4, 3)])).toBe(false);
    expect(isValidForcedPath("pull", origin, sq(1, 1), [sq(0, 0)])).toBe(false);
  });

  it("R-MV-7: a slide may go any direction but stays one adjacent square at a time", () => {
    expect(isValidForcedPath("slide", origin, sq(2, 0), [sq(2, 1), sq(1, 1)])).toBe(true);
    expect(isValidForcedPath("slide", origin, sq(2, 0), [sq(4, 0)])).toBe(false);
    expect(isValidForcedPath("slide", origin, sq(2, 0), [sq(2, 0)])).toBe(false);
  });

  it("R-MV-7: moving fewer squares is allowed, more than the distance is not", () => {
    expect(isValidForcedPath("push", origin, sq(1, 0), [], 3)).toBe(true);
    expect(isValidForcedPath("push", origin, sq(1, 0), [sq(2, 0), sq(3, 0)], 1)).toBe(false);
  });
});

describe("burrowed targets", () => {
  it("R-MV-7: a burrowed creature moved horizontally stays put and takes 1 per square; vertically it moves", () => {
    expect(burrowedForcedMovement(3, false)).toEqual({ moves: false, damage: 3 });
    expect(burrowedForcedMovement(3, true)).toEqual({ moves: true, damage: 0 });
    expect(burrowedForcedMovement(-1, false)).toEqual({ moves: false, damage: 0 });
  });
});

describe("movement costs", () => {
  it("R-MV-1: each square costs 1, difficult terrain +1", () => {
    expect(squareCost({})).toBe(1);
    expect(squareCost({ difficult: true })).toBe(2);
    expect(pathCost([{}, { difficult: true }, {}])).toBe(4);
  });

  it("R-MV-5: climbing or swimming without the type costs 2 per square; crawling +1", () => {
    expect(squareCost({ climbOrSwimWithoutType: true })).toBe(2);
    expect(squareCost({ crawling: true })).toBe(2);
    expect(squareCost({ crawling: true, difficult: true })).toBe(3);
  });

  it("R-CN-5: crawling while prone costs 1 extra per square", () => {
    expect(pathCost([{ crawling: true }, { crawling: true }])).toBe(4);
  });

  it("R-MV-4: a shift can't go into or through difficult or damaging terrain", () => {
    expect(canShiftAlong([{}, {}])).toBe(true);
    expect(canShiftAlong([{}, { difficult: true }])).toBe(false);
    expect(canShiftAlong([{ damaging: true }])).toBe(false);
  });

  it("R-MV-5: a jump reaches Might or Agility squares (min 1), 1 high; a test adds 1 or 2 to both", () => {
    expect(jumpReach(2, 1)).toEqual({ length: 2, height: 1 });
    expect(jumpReach(-1, 0)).toEqual({ length: 1, height: 1 });
    expect(jumpReach(0, 3, 1)).toEqual({ length: 3, height: 1 });
    expect(jumpReach(0, 3, 2)).toEqual({ length: 4, height: 2 });
    expect(jumpReach(0, 3, 3)).toEqual({ length: 5, height: 3 });
  });

  it("R-MV-3: a single movement never exceeds current speed", () => {
    expect(movementAllowance(3, 2)).toBe(2);
    expect(movementAllowance(3, 5)).toBe(3);
    expect(movementAllowance(3, -1)).toBe(0);
    expect(canAffordPath([{}, {}, {}], 3, 2)).toBe(false);
    expect(canAffordPath([{}, {}], 3, 2)).toBe(true);
  });
});

describe("forced movement of a creature the blow killed", () => {
  it("R-MN-3: a minion that fell as its squad's pool dropped has left the battlefield: nothing is moved", () => {
    expect(forcedMoveReaches({ minion: true, dead: true })).toBe(false);
    expect(forcedMoveReaches({ minion: true, dead: false })).toBe(true);
  });

  it("R-MV-12: any other creature the blow killed is still moved (death effects come after the movement)", () => {
    expect(forcedMoveReaches({ minion: false, dead: true })).toBe(true);
    expect(forcedMoveReaches({ minion: false, dead: false })).toBe(true);
  });
});
