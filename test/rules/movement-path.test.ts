import { describe, expect, it } from "vitest";
import {
  canDig,
  canJumpFrom,
  canEndInSameSquare,
  digDistance,
  fallsFromAir,
  moverLimit,
  proneMayMove,
  teleportsInPlace,
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

  it("R-CB-11: leaving one enemy's adjacency twice in one movement provokes two free strikes", () => {
    const price = pricePath(walker(), [at(1, 1), at(2, 2), at(1, 1), at(2, 2)], [creature("orc", 1, 0)]);
    expect(price.freeStrikes).toEqual([
      { id: "orc", name: "orc", step: 1 },
      { id: "orc", name: "orc", step: 3 },
    ]);
  });

  it("R-CB-11: leaving an adjacent enemy without shifting provokes a free strike; moving on away from it, no more", () => {
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

describe("prone movement (R-CN-5)", () => {
  const prone = { ...terms, prone: true };
  it("R-CN-5: a prone creature crawls: each square costs 2, 3 in difficult terrain (「這うスクエアごとにさらに 1 スクエア分の移動コスト」)", () => {
    expect(stepCost(prone)).toBe(2);
    expect(stepCost({ ...prone, action: "crawl" })).toBe(2);
    expect(stepCost({ ...prone, difficult: true })).toBe(3);
    expect(stepCost({ ...prone, enemySquare: true })).toBe(3);
  });
  it("R-CN-5: a prone creature never climbs, jumps, swims or flies (「伏せ状態のまま登る、跳ぶ、泳ぐ、または飛ぶことはできません」), even with the type", () => {
    for (const action of ["climb", "jump", "swim", "fly"]) {
      expect(proneMayMove(action)).toBe(false);
      expect(stepCost({ ...prone, action, types: new Set(["walk", action]) })).toBe(Infinity);
      expect(stepCost({ ...terms, action, types: new Set(["walk", action]) })).toBe(1);
    }
  });
  it("R-CN-5 (decision): prone, a creature still teleports (001 §テレポート speaks of it) and burrows; its shift crawls at 2 and still provokes nothing", () => {
    expect(proneMayMove("teleport")).toBe(true);
    expect(stepCost({ ...prone, action: "blink" })).toBe(1);
    expect(stepCost({ ...prone, action: "burrow", types: new Set(["burrow"]) })).toBe(1);
    expect(stepCost({ ...prone, action: "shift" })).toBe(2);
    const price = pricePath(
      walker({ prone: true }),
      [at(1, 0, "shift"), at(2, 0, "shift")],
      [creature("orc", 0, 1)],
    );
    expect(price.total).toBe(4);
    expect(price.freeStrikes).toEqual([]);
  });
  it("R-CN-5: a prone walker's path costs 2 a square and is refused from its first climb", () => {
    const price = pricePath(walker({ prone: true }), [at(1, 0), at(2, 0), at(3, 0, "climb")], []);
    expect(price.steps.map((s) => s.total)).toEqual([2, 4, Infinity]);
    expect(price.overSpeedIndex).toBe(2);
    expect([price.refused, price.refusedIndex]).toEqual(["prone", 2]);
    expect(pricePath(walker(), [at(1, 0), at(2, 0), at(3, 0, "climb")], []).refused).toBeNull();
  });
});

describe("damaging terrain and jumping (R-MV-4, R-MV-5)", () => {
  it("R-MV-4: no shifting into damaging terrain (「「困難な地形」や「ダメージを与える地形」の中にシフトして入ること…はできない」); walking into it costs 1", () => {
    expect(stepCost({ ...terms, action: "shift", damaging: true })).toBe(Infinity);
    expect(stepCost({ ...terms, action: "disengage", damaging: true })).toBe(Infinity);
    expect(stepCost({ ...terms, damaging: true })).toBe(1);
    const shift = pricePath(walker(), [{ ...at(1, 0, "shift"), damaging: true }], []);
    expect(shift.total).toBe(Infinity);
    expect(shift.steps[0]?.overSpeed).toBe(true);
    expect([shift.refused, shift.refusedIndex]).toEqual(["shift-damaging", 0]);
    expect(pricePath(walker(), [{ ...at(1, 0), damaging: true }], []).refused).toBeNull();
  });
  it("R-MV-5: no jump out of difficult or damaging terrain (「「困難な地形」や「ダメージを与える地形」の中から跳び出すことはできない」)", () => {
    expect(canJumpFrom({ difficult: false, damaging: false })).toBe(true);
    expect(canJumpFrom({ difficult: true, damaging: false })).toBe(false);
    expect(canJumpFrom({ difficult: false, damaging: true })).toBe(false);
    const out = pricePath(walker(), [{ ...at(1, 0), damaging: true }, at(2, 0, "jump")], []);
    expect([out.refused, out.refusedIndex]).toEqual(["jump-from-terrain", 1]);
    expect(pricePath(walker(), [at(1, 0, "walk", true), at(2, 0, "jump")], []).refused).toBe(
      "jump-from-terrain",
    );
    // Into difficult terrain is fine; so is a jump from the plain square it starts on.
    expect(pricePath(walker(), [at(1, 0, "jump", true)], []).refused).toBeNull();
    const fromBog = walker({ startTerrain: { difficult: true, damaging: false } });
    expect(pricePath(fromBog, [at(1, 0, "jump")], []).refused).toBe("jump-from-terrain");
  });
});

describe("teleporting (R-MV-6)", () => {
  it("R-MV-6: a teleporter's Advance uses its speed unmodified by conditions (「コンディションや効果による修正を受けない自身の通常のスピード」): slowed to 2 it still teleports 5", () => {
    const slowedTeleporter = walker({ types: new Set(["walk", "teleport"]), speed: 2, baseSpeed: 5 });
    expect(moverLimit("teleport", slowedTeleporter)).toBe(5);
    expect(moverLimit("blink", slowedTeleporter)).toBe(5);
    expect(moverLimit("walk", slowedTeleporter)).toBe(2);
    const grabbed = walker({ types: new Set(["teleport"]), speed: 0, baseSpeed: 5 });
    expect(pricePath(grabbed, [at(5, 0, "teleport")], []).overSpeedIndex).toBeNull();
    expect(pricePath(grabbed, [at(6, 0, "teleport")], []).overSpeedIndex).toBe(0);
  });
  it("R-MV-6, R-MV-3 (decision): without the teleport type a teleport is held to the current speed (slowed: 2)", () => {
    const slowed = walker({ speed: 2, baseSpeed: 5 });
    expect(moverLimit("teleport", slowed)).toBe(2);
    expect(movementLimit("teleport", 2, 1)).toBe(2);
    expect(pricePath(slowed, [at(3, 0, "teleport")], []).overSpeedIndex).toBe(0);
  });
  it("R-MV-6: no teleport from a square into the same square (「同じマスから同じマスへテレポートすることはできない」); walking away and teleporting back is a new square", () => {
    const inPlace = pricePath(walker(), [at(0, 0, "teleport")], []);
    expect([inPlace.refused, inPlace.refusedIndex]).toEqual(["teleport-same-square", 0]);
    expect(pricePath(walker(), [at(1, 0), at(0, 0, "teleport")], []).refused).toBeNull();
    expect(teleportsInPlace({ x: 2, y: 2, z: 0, size: 2 }, { x: 2, y: 2, z: 0, size: 2 })).toBe(true);
    // Decision: a large creature's overlapping space is a new one.
    expect(teleportsInPlace({ x: 2, y: 2, z: 0, size: 2 }, { x: 3, y: 2, z: 0, size: 2 })).toBe(false);
    expect(teleportsInPlace({ x: 2, y: 2, z: 0, size: 1 }, { x: 2, y: 2, z: 1, size: 1 })).toBe(false);
  });
});

describe("falling and digging (R-CN-5, R-MV-5)", () => {
  it("R-CN-5, R-MV-5: a flier falls when knocked prone or at speed 0 (「伏せ状態(Prone)にされるか、スピードが0になった場合、そのクリーチャーは落下する」); a hoverer never does", () => {
    const flier = new Set(["walk", "fly"]);
    expect(fallsFromAir(flier, { prone: true, speed: 5 })).toBe(true);
    expect(fallsFromAir(flier, { prone: false, speed: 0 })).toBe(true);
    expect(fallsFromAir(flier, { prone: false, speed: 2 })).toBe(false);
    expect(fallsFromAir(new Set(["fly", "hover"]), { prone: true, speed: 0 })).toBe(false);
    // Decision: a jumper or climber in the air without hover falls too.
    expect(fallsFromAir(new Set(["walk"]), { prone: true, speed: 5 })).toBe(true);
  });
  it("R-MV-5: Dig needs burrow, a current speed of at least its size and burrowable ground at hand (001 §掘削マニューバ)", () => {
    const digger = {
      types: new Set(["walk", "burrow"]),
      speed: 5,
      size: 2,
      touchingBurrowable: true,
      down: true,
      grabbingConscious: false,
    };
    expect(canDig(digger)).toBe(true);
    expect(canDig({ ...digger, types: new Set(["walk"]) })).toBe(false);
    expect(canDig({ ...digger, speed: 1 })).toBe(false);
    expect(canDig({ ...digger, speed: 2 })).toBe(true);
    expect(canDig({ ...digger, touchingBurrowable: false })).toBe(false);
    expect(digDistance(2)).toBe(2);
    expect(digDistance(1)).toBe(1);
  });
  it("R-MV-5: holding a conscious creature, a digger can't go deeper, but may dig up (「自ら進んで地面の深くに移動することはできない」)", () => {
    const holding = {
      types: new Set(["burrow"]),
      speed: 5,
      size: 1,
      touchingBurrowable: true,
      down: true,
      grabbingConscious: true,
    };
    expect(canDig(holding)).toBe(false);
    expect(canDig({ ...holding, down: false })).toBe(true);
    expect(canDig({ ...holding, grabbingConscious: false })).toBe(true);
  });
});
