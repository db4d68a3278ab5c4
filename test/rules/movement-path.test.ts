import { describe, expect, it } from "vitest";
import {
  canEndInSameSquare,
  mixesWalkAndShift,
  movementLimit,
  teleportDestinationFree,
  pricePath,
  stepCost,
  type PathCreature,
  type PathMover,
} from "../../src/rules/index.ts";

const walker = (over: Partial<PathMover> = {}): PathMover => ({
  start: { x: 0, y: 0, z: 0, size: 1 },
  types: new Set(["walk"]),
  speed: 5,
  disengage: 1,
  canShift: true,
  ...over,
});
const at = (x: number, y: number, action = "walk", difficult = false) => ({
  to: { x, y, z: 0 },
  action,
  difficult,
});
const creature = (id: string, x: number, y: number, enemy = true, size = 1): PathCreature => ({
  id,
  name: id,
  footprint: { x, y, z: 0, size },
  enemy,
});
const terms = {
  action: "walk",
  difficult: false,
  enemySquare: false,
  types: new Set(["walk"]),
  canShift: true,
};

describe("step cost", () => {
  it("R-MV-1: every adjacent square costs 1, difficult terrain and an enemy's square 2 (not 3)", () => {
    expect(stepCost(terms)).toBe(1);
    expect(stepCost({ ...terms, difficult: true })).toBe(2);
    expect(stepCost({ ...terms, enemySquare: true })).toBe(2);
    expect(stepCost({ ...terms, difficult: true, enemySquare: true })).toBe(2);
  });

  it("R-MV-5: climbing or swimming costs 2 without the type, 1 with it; crawling costs 1 more", () => {
    expect(stepCost({ ...terms, action: "climb" })).toBe(2);
    expect(stepCost({ ...terms, action: "climb", types: new Set(["walk", "climb"]) })).toBe(1);
    expect(stepCost({ ...terms, action: "swim" })).toBe(2);
    expect(stepCost({ ...terms, action: "swim", types: new Set(["swim"]) })).toBe(1);
    expect(stepCost({ ...terms, action: "crawl" })).toBe(2);
    expect(stepCost({ ...terms, action: "crawl", difficult: true })).toBe(3);
  });

  it("R-MV-4: a shift can't enter difficult terrain or an enemy's square; R-CN-7: nor shift at all when slowed", () => {
    expect(stepCost({ ...terms, action: "shift" })).toBe(1);
    expect(stepCost({ ...terms, action: "disengage", difficult: true })).toBe(Infinity);
    expect(stepCost({ ...terms, action: "shift", enemySquare: true })).toBe(Infinity);
    expect(stepCost({ ...terms, action: "shift", canShift: false })).toBe(Infinity);
  });

  it("R-MV-6: teleporting ignores terrain", () => {
    expect(stepCost({ ...terms, action: "teleport", difficult: true, enemySquare: true })).toBe(1);
  });

  it("R-CB-8, R-MV-3: disengage shifts the creature's disengage value, never past its speed", () => {
    expect(movementLimit("walk", 5, 1)).toBe(5);
    expect(movementLimit("disengage", 5, 2)).toBe(2);
    expect(movementLimit("disengage", 0, 2)).toBe(0);
  });
});

describe("path price", () => {
  it("R-MV-1, R-MV-3: difficult terrain and an enemy's square cost 2; the step past speed is the first over", () => {
    const path = [at(1, 0), at(2, 0, "walk", true), at(3, 0), at(4, 1), at(5, 1)];
    const price = pricePath(walker(), path, [creature("goblin", 3, 0)]);
    expect(price.steps.map((s) => s.cost)).toEqual([1, 2, 2, 1, 1]);
    expect(price.steps.map((s) => s.total)).toEqual([1, 3, 5, 6, 7]);
    expect(price.total).toBe(7);
    expect(price.overSpeedIndex).toBe(3);
    expect(price.steps.map((s) => s.overSpeed)).toEqual([false, false, false, true, true]);
  });

  it("R-MV-1: an ally's square is free to pass but the movement can't end there", () => {
    const through = pricePath(walker(), [at(1, 0), at(2, 0)], [creature("ally", 1, 0, false)]);
    expect(through.total).toBe(2);
    expect(through.endsInOccupied).toBe(false);
    expect(pricePath(walker(), [at(1, 0)], [creature("ally", 1, 0, false)]).endsInOccupied).toBe(true);
  });

  it("R-MV-1: a creature may end in the space of one 2 or more sizes apart", () => {
    const big = walker({ start: { x: 0, y: 0, z: 0, size: 3 } });
    expect(pricePath(big, [at(1, 0)], [creature("rat", 2, 0, false)]).endsInOccupied).toBe(false);
  });

  it("R-CB-11: leaving an adjacent enemy without shifting provokes a free strike, once per enemy", () => {
    const price = pricePath(
      walker(),
      [at(1, 1), at(2, 2), at(3, 3), at(2, 2), at(3, 3)],
      [creature("orc", 1, 0)],
    );
    expect(price.freeStrikes).toEqual([{ id: "orc", name: "orc", step: 1 }]);
  });

  it("R-CB-11: allies never strike; moving along an enemy while staying adjacent provokes nothing", () => {
    const price = pricePath(
      walker(),
      [at(0, 1), at(1, 1)],
      [creature("orc", 1, 0), creature("ally", 0, 1, false)],
    );
    expect(price.freeStrikes).toEqual([]);
  });

  it("R-MV-4, R-CB-8: shifting or disengaging away provokes nothing; disengage 1 turns red after one square", () => {
    const price = pricePath(
      walker(),
      [at(1, 1, "disengage"), at(2, 2, "disengage")],
      [creature("orc", 0, 1)],
    );
    expect(price.freeStrikes).toEqual([]);
    expect(price.overSpeedIndex).toBe(1);
  });

  it("R-MV-6: a teleport costs its length, ignores terrain and provokes nothing", () => {
    const price = pricePath(walker(), [at(4, 0, "teleport", true)], [creature("orc", 1, 0)]);
    expect(price.total).toBe(4);
    expect(price.freeStrikes).toEqual([]);
  });

  it("R-MV-13: a large mover enters an enemy's square when any of its cells does", () => {
    const big = walker({ start: { x: 0, y: 0, z: 0, size: 2 } });
    const price = pricePath(big, [at(1, 0), at(2, 0)], [creature("orc", 3, 1)]);
    expect(price.steps.map((s) => s.cost)).toEqual([1, 2]);
  });
  it("R-MV-1: ending in another's space follows the size ladder (「他のクリーチャーのサイズが自分よりも2サイズ以上大きいか小さい場合を除き、移動を別のクリーチャーのマスで終了させることはできない」)", () => {
    // A 1M human and a size-2 ogre are two sizes apart (1M < 1L < 2): the human may end in the ogre's space.
    const ogre = { ...creature("ogre", 1, 0, true, 2), creatureSize: { value: 2 } };
    const human = walker({ creatureSize: { value: 1, letter: "M" } });
    expect(pricePath(human, [at(1, 0)], [ogre]).endsInOccupied).toBe(false);
    expect(canEndInSameSquare({ value: 1, letter: "M" }, { value: 2 })).toBe(true);
    // A 1L hakaan is one size from the ogre and may not; the path and canEndInSameSquare agree.
    const hakaan = walker({ creatureSize: { value: 1, letter: "L" } });
    expect(pricePath(hakaan, [at(1, 0)], [ogre]).endsInOccupied).toBe(true);
    expect(canEndInSameSquare({ value: 1, letter: "L" }, { value: 2 })).toBe(false);
    // Without a ladder size, a size-1 space reads as 1M and a size-2 one as 2.
    expect(pricePath(walker(), [at(1, 0)], [creature("ogre", 1, 0, true, 2)]).endsInOccupied).toBe(false);
  });

  it("R-MV-4: one movement can't mix walking and shifting (「1回の移動の中で「通常の移動」と「シフト」を組み合わせることはできない」)", () => {
    const mixed = pricePath(walker(), [at(1, 0), at(2, 0, "shift")], []);
    expect(mixed.refused).toBe("mixed-walk-shift");
    expect(mixed.refusedIndex).toBe(1);
    expect(pricePath(walker(), [at(1, 0, "shift"), at(2, 0, "shift")], []).refused).toBeNull();
    expect(pricePath(walker(), [at(1, 0), at(2, 0, "climb")], []).refused).toBeNull();
    expect(mixesWalkAndShift(["disengage", "walk"])).toBe(true);
    // The book is silent on a teleport inside a shifted movement: it is neither.
    expect(mixesWalkAndShift(["shift", "teleport"])).toBe(false);
  });

  it("R-MV-6: a teleport's destination must be unoccupied (「テレポートの目的地は、別のクリーチャーやオブジェクトによって占有されていてはならない」)", () => {
    const giant = { ...creature("giant", 3, 0, true, 3), creatureSize: { value: 3 } };
    const into = pricePath(walker(), [at(4, 1, "teleport")], [giant]);
    expect(into.refused).toBe("teleport-occupied");
    expect(into.refusedIndex).toBe(0);
    expect(pricePath(walker(), [at(2, 0, "teleport")], [giant]).refused).toBeNull();
    expect(teleportDestinationFree({ x: 6, y: 0, z: 0, size: 1 }, [giant.footprint])).toBe(true);
    // Only the first reason is kept.
    const both = pricePath(walker(), [at(1, 0), at(2, 0, "shift"), at(4, 1, "teleport")], [giant]);
    expect([both.refused, both.refusedIndex]).toEqual(["mixed-walk-shift", 1]);
  });
});
