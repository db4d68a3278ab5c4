import { beforeEach, describe, expect, it } from "vitest";
import { createActor, freshWorld } from "../harness/world.ts";

beforeEach(freshWorld);

const hero = () =>
  createActor({
    name: "Korva",
    type: "hero",
    system: { characteristics: { might: 2, presence: -1 }, skills: ["climb"], customSkills: ["Sailing"] },
  });

describe("characteristic tests", () => {
  it("R-TS-1: the characteristic is added and the difficulty decides the outcome", async () => {
    const actor = await hero();
    const result = actor.characteristicTest({ characteristic: "might", dice: [5, 4], difficulty: "medium" });
    expect(result.roll.total).toBe(11);
    expect(result.outcome).toBe("failure");
    expect(result.skillApplied).toBe(false);
  });

  it("R-TS-2: a skill the hero has adds +2 (a custom skill too); one they lack adds nothing", async () => {
    const actor = await hero();
    const climb = actor.characteristicTest({
      characteristic: "might",
      dice: [5, 4],
      difficulty: "medium",
      skill: "climb",
    });
    expect(climb.roll.total).toBe(13);
    expect(climb.outcome).toBe("successWithConsequence");
    expect(
      actor.characteristicTest({
        characteristic: "might",
        dice: [5, 4],
        difficulty: "medium",
        skill: "Sailing",
      }).skillApplied,
    ).toBe(true);
    expect(
      actor.characteristicTest({ characteristic: "might", dice: [5, 4], difficulty: "medium", skill: "swim" })
        .roll.total,
    ).toBe(11);
  });

  it("R-TS-1: a natural 19–20 is a success with reward at any difficulty", async () => {
    const actor = await hero();
    const result = actor.characteristicTest({
      characteristic: "presence",
      dice: [10, 9],
      difficulty: "hard",
      banes: 2,
    });
    expect(result.outcome).toBe("successWithReward");
  });
});
