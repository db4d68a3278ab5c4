/**
 * Deliver 7 (src/rolls/formula-damage.ts): the GM's amounts for a tier's damage formula come from the item's
 * formula and the card's recorded dice; dice that do not fit the formula, or a missing roll, are refused.
 */
import { describe, expect, it } from "vitest";
import { verifiedFormulaDamage } from "../../src/rolls/formula-damage.ts";
import type { AbilityTierData } from "../../src/rules/ability-tier.ts";

const tier = (formula: string): AbilityTierData =>
  ({
    damage: { value: 0, characteristic: false, type: "fire", formula },
    conditions: [],
    forced: { kind: "", distance: 0, vertical: false },
  }) as unknown as AbilityTierData;
const tiers = [tier("1d6+@level"), tier("2d6+7+@chr"), tier("5+@level")] as const;
const roll = (formulaTier: number, ...dice: number[][]) => ({
  options: { formulaTier },
  dice: dice.map((results) => ({ results: results.map((result) => ({ result, active: true })) })),
});

describe("a tier's damage formula as the GM reads it", () => {
  it("R-AB-4: adds the recorded dice to the creature's numbers, per tier", () => {
    const data = { level: 2, chr: 3 };
    expect(verifiedFormulaDamage(tiers, [roll(1, [4]), roll(2, [6, 5])], data)).toEqual([6, 21, 7]);
  });

  it("refuses a missing roll, a die the formula lacks, a face too high, a discarded die counted", () => {
    const data = { level: 2, chr: 3 };
    expect(verifiedFormulaDamage(tiers, [roll(1, [4])], data)).toBeNull();
    expect(verifiedFormulaDamage(tiers, [roll(1, [4, 4]), roll(2, [6, 5])], data)).toBeNull();
    expect(verifiedFormulaDamage(tiers, [roll(1, [7]), roll(2, [6, 5])], data)).toBeNull();
    expect(verifiedFormulaDamage(tiers, [roll(1, [4]), roll(2, [6, 5, 6])], data)).toBeNull();
  });

  it("a tier without a formula adds nothing", () => {
    const none = [tier(""), tier(""), tier("")] as const;
    expect(verifiedFormulaDamage(none, [], {})).toEqual([0, 0, 0]);
  });
});
