import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  CONDITIONS,
  CONDITION_RULES,
  ENDED_BY_TELEPORT,
  PRONE_FORBIDDEN_MOVEMENT,
  allowedActions,
  bleedingDamage,
  bleedingLossesForAction,
  bleedingTriggers,
  canBeForceMoved,
  canKnockback,
  canShift,
  canStandUp,
  frightenedMoveAllowed,
  grabEnds,
  speedWithConditions,
  grabHalvesSpeed,
  surpriseEndsAtRoundEnd,
  type ConditionId,
} from "../../src/rules/index.ts";
import { CHARACTERISTICS } from "../../src/rules/types.ts";

const NONE: ConditionId[] = [];

describe("CONDITIONS", () => {
  it("R-CN-11: lists the book's conditions and the other tracked states, each once", () => {
    expect(CONDITIONS).toEqual([
      "bleeding",
      "dazed",
      "frightened",
      "grabbed",
      "prone",
      "restrained",
      "slowed",
      "taunted",
      "weakened",
      "surprised",
      "winded",
      "dying",
      "dead",
      "unconscious",
      "hidden",
    ]);
    for (const c of CONDITIONS) expect(CONDITION_RULES[c]).toMatch(/^R-[A-Z]{2}-\d+$/);
  });
});

describe("bleeding", () => {
  it("R-CN-1: loses 1d6 + level stamina", () => {
    expect(bleedingDamage(4, 3)).toBe(7);
    expect(bleedingDamage(1, 1)).toBe(2);
  });
  it("R-CN-1: main actions and triggered actions trigger it", () => {
    expect(bleedingTriggers({ kind: "mainAction" })).toBe(true);
    expect(bleedingTriggers({ kind: "triggeredAction" })).toBe(true);
  });
  it("R-CN-1: tests and ability rolls trigger it only with Might or Agility", () => {
    for (const characteristic of CHARACTERISTICS) {
      const expected = characteristic === "might" || characteristic === "agility";
      expect(bleedingTriggers({ kind: "test", characteristic })).toBe(expected);
      expect(bleedingTriggers({ kind: "abilityRoll", characteristic })).toBe(expected);
    }
  });
  it("R-CN-1: maneuvers, moves, free triggered actions and free maneuvers don't trigger it by themselves", () => {
    for (const kind of ["maneuver", "move", "freeTriggeredAction", "freeManeuver"] as const)
      expect(bleedingTriggers({ kind })).toBe(false);
  });
  it("R-CN-1: once per action — a Might main-action strike bleeds once", () => {
    expect(
      bleedingLossesForAction([{ kind: "mainAction" }, { kind: "abilityRoll", characteristic: "might" }]),
    ).toBe(1);
    expect(
      bleedingLossesForAction([{ kind: "maneuver" }, { kind: "abilityRoll", characteristic: "might" }]),
    ).toBe(1);
    expect(bleedingLossesForAction([{ kind: "maneuver" }, { kind: "test", characteristic: "reason" }])).toBe(
      0,
    );
    expect(bleedingLossesForAction([])).toBe(0);
  });
});

describe("allowedActions", () => {
  const fresh = { conditions: NONE, ownTurn: true };
  it("R-CB-7: a fresh turn allows everything", () => {
    expect(allowedActions(fresh)).toEqual({
      main: true,
      maneuver: true,
      move: true,
      triggered: true,
      freeTriggered: true,
      freeManeuver: true,
    });
  });
  it("R-CB-7: after main + maneuver + move only free and triggered actions remain", () => {
    const a = allowedActions({ ...fresh, mainActionsUsed: 1, maneuversUsed: 1, moveActionsUsed: 1 });
    expect([a.main, a.maneuver, a.move, a.freeManeuver, a.triggered]).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });
  it("R-CB-7: the main action can become a second maneuver or move", () => {
    const m = allowedActions({ ...fresh, maneuversUsed: 1 });
    expect([m.main, m.maneuver, m.move]).toEqual([true, true, true]);
    const twoManeuvers = allowedActions({ ...fresh, maneuversUsed: 2 });
    expect([twoManeuvers.main, twoManeuvers.maneuver, twoManeuvers.move]).toEqual([false, false, true]);
    const twoMoves = allowedActions({ ...fresh, moveActionsUsed: 2, maneuversUsed: 0 });
    expect([twoMoves.main, twoMoves.maneuver, twoMoves.move]).toEqual([false, true, false]);
    const mainUsed = allowedActions({ ...fresh, mainActionsUsed: 1, moveActionsUsed: 1 });
    expect([mainUsed.main, mainUsed.maneuver, mainUsed.move]).toEqual([false, true, false]);
  });
  it("R-MN-7: a minion takes move + main, move + maneuver or two moves, never main + maneuver", () => {
    const minion = { ...fresh, minion: true };
    const turn = (main: number, maneuvers: number, moves: number) => {
      const a = allowedActions({
        ...minion,
        mainActionsUsed: main,
        maneuversUsed: maneuvers,
        moveActionsUsed: moves,
      });
      return [a.main, a.maneuver, a.move];
    };
    expect(turn(0, 0, 0)).toEqual([true, true, true]);
    // After its main action only a move is left; after a maneuver, the same.
    expect(turn(1, 0, 0)).toEqual([false, false, true]);
    expect(turn(0, 1, 0)).toEqual([false, false, true]);
    // After a move: a main action, a maneuver or a second move.
    expect(turn(0, 0, 1)).toEqual([true, true, true]);
    // Two actions and the turn is spent, whichever two they were.
    expect(turn(1, 0, 1)).toEqual([false, false, false]);
    expect(turn(0, 1, 1)).toEqual([false, false, false]);
    expect(turn(0, 0, 2)).toEqual([false, false, false]);
    // Triggered and free actions are not part of the minion's limit.
    const a = allowedActions({ ...minion, mainActionsUsed: 1, moveActionsUsed: 1 });
    expect([a.triggered, a.freeTriggered, a.freeManeuver]).toEqual([true, true, true]);
  });
  it("R-MN-7 / R-CN-2: a dazed minion still takes only one action", () => {
    const a = allowedActions({ ...fresh, minion: true, conditions: new Set(["dazed"]), moveActionsUsed: 1 });
    expect([a.main, a.maneuver, a.move]).toEqual([false, false, false]);
  });
  it("R-CB-7: one triggered action per round; free triggered unlimited", () => {
    const a = allowedActions({ ...fresh, triggeredUsedThisRound: true });
    expect([a.triggered, a.freeTriggered]).toEqual([false, true]);
  });
  it("R-CB-7: off-turn only triggered and free triggered actions", () => {
    expect(allowedActions({ conditions: NONE, ownTurn: false })).toEqual({
      main: false,
      maneuver: false,
      move: false,
      triggered: true,
      freeTriggered: true,
      freeManeuver: false,
    });
  });
  it("R-CN-2: dazed — one of main/maneuver/move, no triggered, free triggered or free maneuvers", () => {
    const d = allowedActions({ conditions: ["dazed"], ownTurn: true });
    expect(d).toEqual({
      main: true,
      maneuver: true,
      move: true,
      triggered: false,
      freeTriggered: false,
      freeManeuver: false,
    });
    for (const used of [{ mainActionsUsed: 1 }, { maneuversUsed: 1 }, { moveActionsUsed: 1 }]) {
      const after = allowedActions({ conditions: new Set<ConditionId>(["dazed"]), ownTurn: true, ...used });
      expect([after.main, after.maneuver, after.move]).toEqual([false, false, false]);
    }
  });
  it("R-CN-10: surprised — no triggered or free triggered actions", () => {
    const s = allowedActions({ conditions: ["surprised"], ownTurn: true });
    expect([s.main, s.maneuver, s.move, s.triggered, s.freeTriggered, s.freeManeuver]).toEqual([
      true,
      true,
      true,
      false,
      false,
      true,
    ]);
  });
  it("R-ST-3: unconscious or dead — nothing at all", () => {
    for (const c of ["unconscious", "dead"] as const) {
      const a = allowedActions({ conditions: [c], ownTurn: true });
      expect(Object.values(a).every((v) => !v)).toBe(true);
    }
  });
  it("R-CB-7: using actions never makes another kind available (property)", () => {
    fc.assert(
      fc.property(
        fc.nat(2),
        fc.nat(2),
        fc.nat(2),
        fc.subarray(["dazed", "surprised", "slowed"] as ConditionId[]),
        (main, man, mv, conds) => {
          const before = allowedActions({
            conditions: conds,
            ownTurn: true,
            mainActionsUsed: main,
            maneuversUsed: man,
          });
          const after = allowedActions({
            conditions: conds,
            ownTurn: true,
            mainActionsUsed: main,
            maneuversUsed: man,
            moveActionsUsed: mv,
          });
          if (!before.main) expect(after.main).toBe(false);
          if (!before.maneuver) expect(after.maneuver).toBe(false);
        },
      ),
    );
  });
});

describe("speed and movement", () => {
  it("R-CN-4/R-CN-6: grabbed or restrained → speed 0", () => {
    expect(speedWithConditions(5, ["grabbed"])).toBe(0);
    expect(speedWithConditions(5, ["restrained", "slowed"])).toBe(0);
  });
  it("R-ST-3: unconscious (and dead) → speed 0", () => {
    expect(speedWithConditions(6, ["unconscious"])).toBe(0);
    expect(speedWithConditions(6, ["dead"])).toBe(0);
  });
  it("R-CN-7: slowed → speed 2 unless already lower", () => {
    expect(speedWithConditions(5, ["slowed"])).toBe(2);
    expect(speedWithConditions(1, ["slowed"])).toBe(1);
    expect(speedWithConditions(5, NONE)).toBe(5);
    expect(speedWithConditions(-3, NONE)).toBe(0);
  });
  it("R-CN-4: the grabber's speed is halved while it holds a creature of its size or larger (「もしクリーチャーのサイズが自分たちがつかんでいるクリーチャーのサイズ以下である場合…彼らの速度は半分になります」)", () => {
    const m = { value: 1, letter: "M" } as const;
    expect(grabHalvesSpeed(m, m)).toBe(true); // same size
    expect(grabHalvesSpeed(m, { value: 2 })).toBe(true); // a larger creature held
    expect(grabHalvesSpeed({ value: 2 }, m)).toBe(false); // an ogre holding a human keeps its speed
    expect(grabHalvesSpeed(m, { value: 1, letter: "S" })).toBe(false);
  });
  it("R-CN-4: a grabber holding one not smaller moves at half speed (round down); slowed applies first", () => {
    expect(speedWithConditions(5, NONE, { holdingNotSmaller: true })).toBe(2);
    expect(speedWithConditions(5, ["slowed"], { holdingNotSmaller: true })).toBe(1);
  });
  it("R-CN-7: slowed creatures can't shift; neither can grabbed/restrained/unconscious ones", () => {
    expect(canShift(NONE)).toBe(true);
    for (const c of ["slowed", "grabbed", "restrained", "unconscious", "dead"] as const)
      expect(canShift([c])).toBe(false);
  });
  it("R-CN-5/R-CN-6: Stand Up ends prone, but not while restrained or when the effect forbids it", () => {
    expect(canStandUp(["prone"])).toBe(true);
    expect(canStandUp(["prone", "restrained"])).toBe(false);
    expect(canStandUp(["prone"], true)).toBe(false);
    expect(canStandUp(NONE)).toBe(false);
  });
  it("R-CN-4: grabbed creatures can't Knockback and are force-moved only by the grabber", () => {
    expect(canKnockback(["grabbed"])).toBe(false);
    expect(canKnockback(NONE)).toBe(true);
    expect(canBeForceMoved(["grabbed"])).toBe(false);
    expect(canBeForceMoved(["grabbed"], true)).toBe(true);
    expect(canBeForceMoved(NONE)).toBe(true);
  });
  it("R-CN-6: restrained creatures can't be force-moved at all", () => {
    expect(canBeForceMoved(["restrained"], true)).toBe(false);
  });
  it("R-CN-7: conditions never raise speed (property)", () => {
    fc.assert(
      fc.property(fc.nat(12), fc.subarray([...CONDITIONS]), fc.boolean(), (speed, conds, grabbing) => {
        expect(speedWithConditions(speed, conds, { holdingNotSmaller: grabbing })).toBeLessThanOrEqual(speed);
      }),
    );
  });
});

describe("surprise", () => {
  it("R-CN-10: surprise lasts until the end of round 1", () => {
    expect(surpriseEndsAtRoundEnd(0)).toBe(false);
    expect(surpriseEndsAtRoundEnd(1)).toBe(true);
  });
});

describe("ending and limiting movement", () => {
  it("R-CN-4: teleporting or losing adjacency ends a grab; teleport also ends restrained (R-CN-6)", () => {
    expect(grabEnds({ teleported: true, stillAdjacent: true })).toBe(true);
    expect(grabEnds({ teleported: false, stillAdjacent: false })).toBe(true);
    expect(grabEnds({ teleported: false, stillAdjacent: true })).toBe(false);
    expect(ENDED_BY_TELEPORT).toEqual(["grabbed", "restrained"]);
  });
  it("R-CN-5: a prone creature can't climb, jump, swim or fly", () => {
    expect(PRONE_FORBIDDEN_MOVEMENT).toEqual(["climb", "jump", "swim", "fly"]);
  });
  it("R-CN-3: a frightened creature can't willingly move closer to a source it can locate", () => {
    expect(frightenedMoveAllowed({ distanceBefore: 3, distanceAfter: 2, knowsSourceLocation: true })).toBe(
      false,
    );
    expect(frightenedMoveAllowed({ distanceBefore: 3, distanceAfter: 3, knowsSourceLocation: true })).toBe(
      true,
    );
    expect(frightenedMoveAllowed({ distanceBefore: 3, distanceAfter: 1, knowsSourceLocation: false })).toBe(
      true,
    );
  });
});
