/**
 * R-CB-17: a summoner summons again only once its next turn has begun. The combat's flow records who
 * summoned (flags.steelbound.flow.summoned); a flow stored before the record existed reads as nobody.
 */
import { describe, expect, it } from "vitest";
import { emptyFlow, parseFlow } from "../../src/documents/combat/flow-state.ts";
import { markSummoned, summonedThisTurn } from "../../src/documents/combat/flow.ts";

describe("R-CB-17: the summoning record of a combat's flow", () => {
  it("an older stored flow without the record reads as nobody having summoned", () => {
    const old = { firstSide: "heroes", surprised: [], lastEnded: [], captainLost: [] };
    expect(parseFlow(old).summoned).toEqual([]);
    expect(summonedThisTurn(parseFlow(old), "c1")).toBe(false);
  });

  it("marks a summoner once and reads it back from the stored flags", () => {
    const state = markSummoned(markSummoned(emptyFlow(), "c1"), "c1");
    expect(state.summoned).toEqual(["c1"]);
    const stored = parseFlow(JSON.parse(JSON.stringify(state)) as unknown);
    expect(summonedThisTurn(stored, "c1")).toBe(true);
    expect(summonedThisTurn(stored, "c2")).toBe(false);
    expect(parseFlow({ ...stored, summoned: ["c1", 3, null] }).summoned).toEqual(["c1"]);
  });
});
