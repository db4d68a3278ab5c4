import { bench, describe } from "vitest";
import { resolvePowerRoll, testOutcome, type PowerRollInput, type Tier } from "../../src/rules/index.ts";

/** A spread of inputs: every dice pair × a few characteristics, edge/bane mixes and automatic tiers. */
const INPUTS: PowerRollInput[] = [];
const AUTOS: (readonly Tier[] | undefined)[] = [undefined, [3], [1, 2]];
for (let a = 1; a <= 10; a++)
  for (let b = 1; b <= 10; b++)
    for (const characteristic of [-1, 2, 4])
      for (const [edges, banes] of [
        [0, 0],
        [1, 0],
        [2, 1],
        [0, 3],
      ] as const)
        INPUTS.push({
          dice: [a, b],
          characteristic,
          bonus: (a + b) % 3,
          edges,
          banes,
          automaticTiers: AUTOS[(a * b) % 3],
        });

describe("power rolls", () => {
  bench(`resolvePowerRoll × ${INPUTS.length} inputs`, () => {
    let sink = 0;
    for (const input of INPUTS) sink += resolvePowerRoll(input).tier;
    if (sink < 0) throw new Error("unreachable");
  });
  bench(`resolvePowerRoll + testOutcome × ${INPUTS.length} inputs`, () => {
    let successes = 0;
    for (const input of INPUTS) {
      const outcome = testOutcome("medium", resolvePowerRoll(input));
      if (outcome === "success" || outcome === "successWithReward") successes++;
    }
    if (successes < 0) throw new Error("unreachable");
  });
});
