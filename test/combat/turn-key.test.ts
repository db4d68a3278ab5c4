import { describe, expect, it } from "vitest";
import { turnKey } from "../../src/combat/turn-key.ts";
import { emptyFlow } from "../../src/combat/flow-state.ts";

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
    expect(turnKey("c1", 2, { ...emptyFlow(), turn })).toBe("c1:2:a,b");
    expect(turnKey("c1", 3, { ...emptyFlow(), turn })).not.toBe(turnKey("c1", 2, { ...emptyFlow(), turn }));
  });

  it("R-AB-11 / R-HT-2: between turns the key is the turn that just ended, where its saves belong", () => {
    expect(turnKey("c1", 2, { ...emptyFlow(), lastEnded: ["a", "b"] })).toBe(
      turnKey("c1", 2, { ...emptyFlow(), turn }),
    );
  });
});
