import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  alternativeTurnOrder,
  eligibleToAct,
  firstTurn,
  isRoundOver,
  nextRound,
  nextSide,
  otherSide,
  sideToAct,
  startRound,
  takeTurn,
  undoTurn,
  type Participant,
  type RoundState,
  type Side,
} from "../../src/rules/index.ts";

function act(state: RoundState, participants: readonly Participant[], id: string): RoundState {
  const result = takeTurn(state, participants, id);
  if (!result.ok) throw new Error(`${id}: ${result.reason}`);
  return result.state;
}

/** Plays a whole round, always taking the first eligible creature; returns the side letters. */
function playRound(state: RoundState, participants: readonly Participant[]): string {
  let order = "";
  let current = state;
  for (;;) {
    const next = eligibleToAct(current, participants)[0];
    if (next === undefined) return order;
    const side = sideToAct(current, participants);
    order += side === "heroes" ? "h" : "d";
    current = act(current, participants, next);
  }
}

const heroes = (n: number): Participant[] =>
  Array.from({ length: n }, (_, i) => ({ id: `h${i}`, side: "heroes" as const }));
const enemies = (n: number): Participant[] =>
  Array.from({ length: n }, (_, i) => ({ id: `d${i}`, side: "director" as const }));

describe("first turn", () => {
  it("R-CB-2: if one side is entirely surprised, the other side goes first whatever the d10", () => {
    for (let d10 = 1; d10 <= 10; d10++) {
      expect(firstTurn({ heroesAllSurprised: true, directorAllSurprised: false, d10 })).toEqual({
        decidedBy: "surprise",
        side: "director",
      });
      expect(firstTurn({ heroesAllSurprised: false, directorAllSurprised: true, d10 })).toEqual({
        decidedBy: "surprise",
        side: "heroes",
      });
    }
  });

  it("R-CB-2: otherwise a d10 of 6+ lets the players choose, else the Director", () => {
    expect(firstTurn({ heroesAllSurprised: false, directorAllSurprised: false, d10: 6 })).toEqual({
      decidedBy: "roll",
      chooser: "heroes",
    });
    expect(firstTurn({ heroesAllSurprised: false, directorAllSurprised: false, d10: 5 })).toEqual({
      decidedBy: "roll",
      chooser: "director",
    });
    expect(firstTurn({ heroesAllSurprised: true, directorAllSurprised: true, d10: 9 }).decidedBy).toBe(
      "roll",
    );
  });

  it("R-CB-2 property: a surprised side never goes first", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 1, max: 10 }), (heroesSurprised, d10) => {
        const result = firstTurn({
          heroesAllSurprised: heroesSurprised,
          directorAllSurprised: !heroesSurprised,
          d10,
        });
        expect(result.decidedBy === "surprise" && result.side).toBe(heroesSurprised ? "director" : "heroes");
      }),
    );
  });
});

describe("alternating turns", () => {
  it("R-CB-3: sides alternate, then the side with creatures left acts in a row", () => {
    expect(nextSide({ firstSide: "heroes", lastSide: null, remaining: { heroes: 4, director: 6 } })).toBe(
      "heroes",
    );
    expect(nextSide({ firstSide: "heroes", lastSide: "heroes", remaining: { heroes: 3, director: 6 } })).toBe(
      "director",
    );
    expect(
      nextSide({ firstSide: "heroes", lastSide: "director", remaining: { heroes: 0, director: 2 } }),
    ).toBe("director");
    expect(nextSide({ firstSide: "director", lastSide: null, remaining: { heroes: 2, director: 0 } })).toBe(
      "heroes",
    );
    expect(
      nextSide({ firstSide: "heroes", lastSide: "heroes", remaining: { heroes: 0, director: 0 } }),
    ).toBeNull();
  });

  it("R-CB-3: 4 heroes against 6 enemies go h d h d h d h d d d", () => {
    const participants = [...heroes(4), ...enemies(6)];
    expect(playRound(startRound("heroes"), participants)).toBe("hdhdhdhddd");
  });

  it("R-CB-3: the Director first with more heroes ends with the heroes in a row", () => {
    const participants = [...heroes(5), ...enemies(2)];
    expect(playRound(startRound("director"), participants)).toBe("dhdhhhh");
  });

  it("R-CB-4: the side that went first in round 1 goes first in every later round", () => {
    const participants = [...heroes(2), ...enemies(3)];
    let state = startRound("director");
    for (const id of ["d0", "h0", "d1", "h1", "d2"]) state = act(state, participants, id);
    expect(isRoundOver(state, participants)).toBe(true);
    const round2 = nextRound(state);
    expect(round2.round).toBe(2);
    expect(sideToAct(round2, participants)).toBe("director");
    expect(playRound(round2, participants)).toBe("dhdhd");
  });

  it("R-CB-3: a creature acts once per round and only on its side's turn", () => {
    const participants = [...heroes(2), ...enemies(2)];
    const state = act(startRound("heroes"), participants, "h0");
    expect(takeTurn(state, participants, "h0")).toEqual({ ok: false, reason: "alreadyActed" });
    expect(takeTurn(state, participants, "h1")).toEqual({ ok: false, reason: "notThisSide" });
    expect(takeTurn(state, participants, "zz")).toEqual({ ok: false, reason: "unknown" });
    expect(eligibleToAct(state, participants)).toEqual(["d0", "d1"]);
  });

  it("R-CB-3: once everybody has acted the round is over", () => {
    const participants: Participant[] = [{ id: "h0", side: "heroes" }];
    const state = act(startRound("heroes"), participants, "h0");
    expect(isRoundOver(state, participants)).toBe(true);
    expect(eligibleToAct(state, participants)).toEqual([]);
    expect(sideToAct(startRound("heroes"), [])).toBeNull();
  });

  it("R-CB-3: a creature joining mid-round still gets its turn", () => {
    const participants: Participant[] = [{ id: "h0", side: "heroes" }];
    const state = act(startRound("heroes"), participants, "h0");
    const joined = [...participants, { id: "late", side: "director" as const }];
    expect(isRoundOver(state, joined)).toBe(false);
    expect(takeTurn(state, joined, "late").ok).toBe(true);
  });

  it("R-CB-5: a Director group acts creature by creature before the heroes go again", () => {
    const participants: Participant[] = [
      ...heroes(2),
      { id: "goblinA", side: "director", group: "g1" },
      { id: "goblinB", side: "director", group: "g1" },
      { id: "squad", side: "director", group: "g1" },
      { id: "ogre", side: "director", group: "g2" },
    ];
    let state = act(startRound("heroes"), participants, "h0");
    expect(eligibleToAct(state, participants)).toEqual(["goblinA", "goblinB", "squad", "ogre"]);
    state = act(state, participants, "goblinB");
    expect(state.openGroup).toBe("g1");
    expect(eligibleToAct(state, participants)).toEqual(["goblinA", "squad"]);
    expect(takeTurn(state, participants, "ogre")).toEqual({ ok: false, reason: "groupInProgress" });
    expect(takeTurn(state, participants, "h1")).toEqual({ ok: false, reason: "notThisSide" });
    state = act(state, participants, "squad");
    state = act(state, participants, "goblinA");
    expect(state.openGroup).toBeNull();
    expect(sideToAct(state, participants)).toBe("heroes");
    expect(playRound(state, participants)).toBe("hd");
  });

  it("R-CB-5: groups count as one pick each when alternating", () => {
    const participants: Participant[] = [
      ...heroes(2),
      ...["a", "b", "c"].map((id) => ({ id, side: "director" as const, group: "g1" })),
      ...["x", "y"].map((id) => ({ id, side: "director" as const, group: "g2" })),
    ];
    expect(playRound(startRound("heroes"), participants)).toBe("hdddhdd");
  });

  it("R-CB-3: undo restores the previous turn, including an open group", () => {
    const participants: Participant[] = [
      ...heroes(1),
      { id: "a", side: "director", group: "g" },
      { id: "b", side: "director", group: "g" },
    ];
    const start = startRound("heroes");
    const afterHero = act(start, participants, "h0");
    const afterA = act(afterHero, participants, "a");
    const undone = undoTurn(afterA);
    expect(undone.acted).toEqual(afterHero.acted);
    expect(undone.lastSide).toBe("heroes");
    expect(undone.openGroup).toBeNull();
    expect(undoTurn(undoTurn(act(afterA, participants, "b")))).toEqual(afterHero);
    expect(undoTurn(start)).toBe(start);
  });

  it("R-CB-1: the two sides are the heroes and the Director", () => {
    const sides: Side[] = ["heroes", "director"];
    expect(sides.map(otherSide)).toEqual(["director", "heroes"]);
  });
});

describe("followers: summons and retainers", () => {
  it("R-CB-17: a summoned creature takes its turn right after its summoner", () => {
    const participants: Participant[] = [
      ...heroes(2),
      ...enemies(2),
      { id: "imp", side: "director", actsWith: "d0" },
    ];
    let state = act(startRound("heroes"), participants, "h0");
    expect(eligibleToAct(state, participants)).toEqual(["d0", "d1"]);
    expect(takeTurn(state, participants, "imp")).toEqual({ ok: false, reason: "withLeader" });
    state = act(state, participants, "d0");
    expect(sideToAct(state, participants)).toBe("director");
    expect(eligibleToAct(state, participants)).toEqual(["imp"]);
    expect(takeTurn(state, participants, "h1")).toEqual({ ok: false, reason: "followersFirst" });
    state = act(state, participants, "imp");
    expect(sideToAct(state, participants)).toBe("heroes");
    expect(playRound(state, participants)).toBe("hd");
  });

  it("R-RT-3: a retainer acts as part of its mentor's turn, not as a pick of its own", () => {
    const participants: Participant[] = [
      { id: "h0", side: "heroes" },
      { id: "guide", side: "heroes", actsWith: "h0" },
      { id: "h1", side: "heroes" },
      ...enemies(2),
    ];
    expect(playRound(startRound("heroes"), participants)).toBe("hhdhd");
  });

  it("R-CB-17: summons inside a Director group act before the group carries on", () => {
    const participants: Participant[] = [
      ...heroes(1),
      { id: "a", side: "director", group: "g" },
      { id: "b", side: "director", group: "g" },
      { id: "s1", side: "director", actsWith: "a" },
      { id: "s2", side: "director", actsWith: "a" },
    ];
    let state = act(startRound("director"), participants, "a");
    expect(eligibleToAct(state, participants)).toEqual(["s1", "s2"]);
    state = act(state, participants, "s2");
    expect(eligibleToAct(state, participants)).toEqual(["s1"]);
    state = act(state, participants, "s1");
    expect(state.openGroup).toBe("g");
    expect(eligibleToAct(state, participants)).toEqual(["b"]);
    expect(undoTurn(state).openGroup).toBe("g");
  });

  it("R-CB-17: a follower whose leader left the combat acts on its own", () => {
    const participants: Participant[] = [...heroes(1), { id: "imp", side: "director", actsWith: "gone" }];
    expect(playRound(startRound("heroes"), participants)).toBe("hd");
  });

  it("R-CB-3: a turn recorded for a creature no longer listed doesn't block the round", () => {
    const all: Participant[] = [...heroes(2), ...enemies(1)];
    const state = act(startRound("heroes"), all, "h0");
    const remaining = all.filter((p) => p.id !== "h0");
    expect(eligibleToAct(state, remaining)).toEqual(["d0"]);
  });
});

describe("alternative turn order", () => {
  it("R-CB-6: each side acts in descending Agility test totals; ties within a side are flagged", () => {
    const order = alternativeTurnOrder([
      { id: "a", side: "heroes", total: 12 },
      { id: "b", side: "heroes", total: 17 },
      { id: "c", side: "heroes", total: 12 },
      { id: "x", side: "director", total: 12 },
      { id: "y", side: "director", total: 20 },
    ]);
    expect(order.heroes).toEqual(["b", "a", "c"]);
    expect(order.director).toEqual(["y", "x"]);
    expect(order.ties).toEqual([["a", "c"]]);
  });

  it("R-CB-6: equal totals on different sides are not ties", () => {
    expect(
      alternativeTurnOrder([
        { id: "a", side: "heroes", total: 9 },
        { id: "x", side: "director", total: 9 },
      ]).ties,
    ).toEqual([]);
  });
});
