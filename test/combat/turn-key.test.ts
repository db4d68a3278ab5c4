import { describe, expect, it } from "vitest";
import { turnKey } from "../../src/documents/combat/turn-key.ts";
import { emptyFlow } from "../../src/documents/combat/flow-state.ts";

describe("turn keys (one hero token benefit per turn, R-HT-2)", () => {
  const turn = {
    participant: "b",
    side: "heroes" as const,
    actors: ["b", "a"],
    summons: false,
    basicMaliceUsed: false,
    maliceFeatureUsed: false,
  };

  it("R-HT-2: names the running turn by combat, round and acting combatants", () => {
    expect(turnKey("c1", 2, { ...emptyFlow(), turn })).toBe("c1:2:0:a,b");
    expect(turnKey("c1", 3, { ...emptyFlow(), turn })).not.toBe(turnKey("c1", 2, { ...emptyFlow(), turn }));
  });

  it("a creature's second turn in the round (a solo's) is another turn", () => {
    const round = (taken: number) => ({
      round: 1,
      firstSide: "heroes" as const,
      lastSide: null,
      acted: { heroes: [], director: [] },
      openGroup: null,
      history: Array.from({ length: taken }, (_, i) => ({
        id: String(i),
        side: "director" as const,
        previousLastSide: null,
        previousOpenGroup: null,
      })),
    });
    const first = turnKey("c1", 1, { ...emptyFlow(), turn, round: round(1) });
    const second = turnKey("c1", 1, { ...emptyFlow(), turn, round: round(3) });
    expect(first).not.toBe(second);
  });

  it("R-AB-11 / R-HT-2: between turns the key is the turn that just ended, where its saves belong", () => {
    expect(turnKey("c1", 2, { ...emptyFlow(), lastEnded: ["a", "b"] })).toBe(
      turnKey("c1", 2, { ...emptyFlow(), turn }),
    );
  });
});
