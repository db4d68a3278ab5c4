import { describe, expect, it } from "vitest";
import { canTakeTriggeredActions, flanks, oppositeSides, type Flanker } from "../../src/rules/index.ts";

const at = (x: number, y: number, size = 1) => ({ x, y, size });
const flanker = (x: number, y: number, statuses: string[] = [], lineOfEffect = true, size = 1): Flanker => ({
  space: at(x, y, size),
  lineOfEffect,
  statuses: new Set(statuses),
});
const goblin = at(5, 5);

describe("R-CB-12: flanking from positions", () => {
  it("R-CB-12: allies on opposite sides (left/right, top/bottom) flank", () => {
    expect(oppositeSides(at(4, 5), at(6, 5), goblin)).toBe(true);
    expect(oppositeSides(at(5, 4), at(5, 6), goblin)).toBe(true);
  });

  it("R-CB-12: the line through opposite corners flanks; through adjacent sides it does not", () => {
    expect(oppositeSides(at(4, 4), at(6, 6), goblin)).toBe(true);
    expect(oppositeSides(at(6, 4), at(4, 6), goblin)).toBe(true);
    expect(oppositeSides(at(4, 5), at(6, 6), goblin)).toBe(false);
    expect(oppositeSides(at(4, 5), at(5, 6), goblin)).toBe(false);
    expect(oppositeSides(at(4, 4), at(6, 4), goblin)).toBe(false);
  });

  it("R-CB-12: a large target is flanked across its whole space; a large ally measures from its centre", () => {
    const ogre = at(5, 5, 2);
    expect(oppositeSides(at(4, 5), at(7, 6), ogre)).toBe(true);
    expect(oppositeSides(at(4, 5), at(5, 7), ogre)).toBe(false);
    expect(oppositeSides(at(4, 4), at(6, 6, 2), goblin)).toBe(true);
  });

  it("R-CB-12: both must be adjacent, have line of effect and be able to take triggered actions", () => {
    expect(flanks(flanker(4, 5), goblin, [flanker(6, 5)])).toBe(true);
    expect(flanks(flanker(4, 5), goblin, [flanker(7, 5)])).toBe(false);
    expect(flanks(flanker(3, 5), goblin, [flanker(6, 5)])).toBe(false);
    expect(flanks(flanker(4, 5), goblin, [flanker(6, 5, [], false)])).toBe(false);
    expect(flanks(flanker(4, 5, [], false), goblin, [flanker(6, 5)])).toBe(false);
    expect(flanks(flanker(4, 5), goblin, [flanker(6, 5, ["dazed"])])).toBe(false);
    expect(flanks(flanker(4, 5, ["surprised"]), goblin, [flanker(6, 5)])).toBe(false);
    expect(flanks(flanker(4, 5), goblin, [flanker(5, 4), flanker(6, 5)])).toBe(true);
    expect(flanks(flanker(4, 5), goblin, [])).toBe(false);
  });

  it("R-CN-2, R-CN-10: dazed, surprised, unconscious and dead creatures take no triggered actions", () => {
    for (const s of ["dazed", "surprised", "unconscious", "dead"])
      expect(canTakeTriggeredActions(new Set([s]))).toBe(false);
    expect(canTakeTriggeredActions(new Set(["prone", "slowed"]))).toBe(true);
  });
});
