import { describe, expect, it } from "vitest";
import { refundableSpend, spendRefundDue } from "../../src/rules/spend-refund.ts";
import {
  targetOutcome,
  type AbilityRollInput,
  type AbilityTierData,
  type TargetInput,
} from "../../src/rules/ability-outcome.ts";

const tier = (extra: Partial<AbilityTierData> = {}): AbilityTierData => ({
  damage: { value: 0, characteristic: false, type: "untyped" },
  conditions: [
    { condition: "slowed", potency: { characteristic: "might", strength: "average" }, duration: "eot" },
  ],
  forced: { kind: "", distance: 0, vertical: false },
  ...extra,
});

/** Natural 11 + 2 = tier 2; average potency 1 against Might. */
const roll: AbilityRollInput = {
  dice: [6, 5],
  characteristic: 2,
  tiers: [tier(), tier(), tier()],
  highestCharacteristic: 2,
  potency: { weak: 0, average: 1, strong: 2 },
};

const target = (might: number, extra: Partial<TargetInput> = {}): TargetInput => ({
  edges: 0,
  banes: 0,
  characteristics: { might, agility: 0, reason: 0, intuition: 0, presence: 0 },
  modifiers: {},
  stability: 0,
  ...extra,
});

const resisted = targetOutcome(roll, target(3));
const affected = targetOutcome(roll, target(0));

describe("R-AB-6 potency-only spends", () => {
  it("R-AB-6: the author's choice decides what may come back", () => {
    const cost = { resource: 5, malice: 0, spendTimes: 2 };
    expect(refundableSpend({ choice: "none", cost, spendValue: 1 })).toBe(0);
    expect(refundableSpend({ choice: "spend", cost, spendValue: 1 })).toBe(2);
    expect(refundableSpend({ choice: "all", cost, spendValue: 1 })).toBe(5);
    expect(
      refundableSpend({ choice: "all", cost: { resource: 0, malice: 3, spendTimes: 0 }, spendValue: 0 }),
    ).toBe(3);
    // The spend part never exceeds what was paid (a retainer pays nothing).
    expect(
      refundableSpend({ choice: "spend", cost: { resource: 0, malice: 0, spendTimes: 1 }, spendValue: 2 }),
    ).toBe(0);
  });

  it("R-AB-6: refundable when every target resisted the potency", () => {
    expect(spendRefundDue({ refundable: 2, refunded: false, outcomes: [resisted, resisted] })).toBe(2);
  });

  it("R-AB-6: not refundable when one target is affected", () => {
    expect(spendRefundDue({ refundable: 2, refunded: false, outcomes: [resisted, affected] })).toBe(0);
  });

  it("R-AB-6 + R-AB-7: a potency surge that makes the effect land removes the refund", () => {
    const weak = target(1);
    expect(spendRefundDue({ refundable: 1, refunded: false, outcomes: [targetOutcome(roll, weak)] })).toBe(1);
    const surged = targetOutcome(roll, { ...weak, potencySurge: true });
    expect(spendRefundDue({ refundable: 1, refunded: false, outcomes: [surged] })).toBe(0);
  });

  it("R-AB-6: nothing when the ability's refund choice is none (nothing refundable)", () => {
    expect(spendRefundDue({ refundable: 0, refunded: false, outcomes: [resisted] })).toBe(0);
  });

  it("R-AB-6: no double refund", () => {
    expect(spendRefundDue({ refundable: 2, refunded: true, outcomes: [resisted] })).toBe(0);
  });

  it("R-AB-6: no refund when no effect is gated by potency", () => {
    const plain = targetOutcome(
      { ...roll, tiers: [tier({ conditions: [] }), tier({ conditions: [] }), tier({ conditions: [] })] },
      target(3),
    );
    expect(spendRefundDue({ refundable: 2, refunded: false, outcomes: [plain] })).toBe(0);
  });
});
