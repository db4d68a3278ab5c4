/** Creatures that take more than one turn a round (a solo's two), and a class's resource floor. */
import { describe, expect, it } from "vitest";
import {
  canPayAbilityCost,
  defaultTurnsPerRound,
  eligibleToAct,
  heroicResourceFloor,
  isRoundOver,
  startRound,
  takeTurn,
  undoTurn,
  type Participant,
  type RoundState,
} from "../../src/rules/index.ts";

const heroes: Participant[] = [
  { id: "korva", side: "heroes" },
  { id: "tamsin", side: "heroes" },
];
const solo: Participant = { id: "wyrm", side: "director", turns: 2 };

function take(state: RoundState, participants: readonly Participant[], id: string): RoundState {
  const result = takeTurn(state, participants, id);
  if (!result.ok) throw new Error(`${id}: ${result.reason}`);
  return result.state;
}

describe("turns per round", () => {
  it("R-MO-1: a solo takes two turns a round by default, anyone else one", () => {
    expect(defaultTurnsPerRound("solo")).toBe(2);
    expect(defaultTurnsPerRound("leader")).toBe(1);
    expect(defaultTurnsPerRound("minion")).toBe(1);
  });

  it("R-CB-3: a solo's two turns alternate with the heroes' and the round ends after all four", () => {
    const all = [...heroes, solo];
    let s = startRound("heroes");
    s = take(s, all, "korva");
    expect(eligibleToAct(s, all)).toEqual(["wyrm"]);
    s = take(s, all, "wyrm");
    expect(eligibleToAct(s, all)).toEqual(["tamsin"]);
    expect(takeTurn(s, all, "wyrm")).toEqual({ ok: false, reason: "notThisSide" });
    s = take(s, all, "tamsin");
    expect(eligibleToAct(s, all)).toEqual(["wyrm"]);
    s = take(s, all, "wyrm");
    expect(isRoundOver(s, all)).toBe(true);
    expect(takeTurn(s, all, "wyrm")).toEqual({ ok: false, reason: "alreadyActed" });
  });

  it("R-CB-3: when the heroes are done, the solo's remaining turn follows; a creature with 3 turns takes 3", () => {
    const triple: Participant = { id: "titan", side: "director", turns: 3 };
    const all = [heroes[0] as Participant, triple];
    let s = startRound("director");
    s = take(s, all, "titan");
    s = take(s, all, "korva");
    s = take(s, all, "titan");
    expect(isRoundOver(s, all)).toBe(false);
    s = take(s, all, "titan");
    expect(isRoundOver(s, all)).toBe(true);
  });

  it("undo takes back only the solo's latest turn", () => {
    const all = [...heroes, solo];
    let s = startRound("director");
    s = take(s, all, "wyrm");
    s = take(s, all, "korva");
    s = take(s, all, "wyrm");
    s = undoTurn(s);
    expect(s.acted.director).toEqual(["wyrm"]);
    expect(eligibleToAct(s, all)).toEqual(["wyrm"]);
  });
});

describe("heroic resource floor", () => {
  it("R-AB-8: most classes stop at 0; a Talent's clarity goes to −(1 + Reason)", () => {
    expect(heroicResourceFloor(0, 0)).toBe(0);
    expect(heroicResourceFloor(1, 2)).toBe(-3);
    // Never above 0, whatever a negative characteristic gives.
    expect(heroicResourceFloor(1, -3)).toBe(0);
  });

  it("R-AB-8: a cost may take the resource down to the floor, not past it", () => {
    const pools = { resource: 1, malice: 0, resourceFloor: -3 };
    expect(canPayAbilityCost({ resource: 4, malice: 0 }, pools)).toEqual({ ok: true });
    expect(canPayAbilityCost({ resource: 5, malice: 0 }, pools)).toEqual({
      ok: false,
      reason: "NotEnoughResource",
    });
    expect(canPayAbilityCost({ resource: 2, malice: 0 }, { resource: 1, malice: 0 })).toEqual({
      ok: false,
      reason: "NotEnoughResource",
    });
  });
});
