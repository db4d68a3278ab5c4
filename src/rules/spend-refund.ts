/**
 * R-AB-6 (Spending Resources on Potencies): heroic resource — or Malice, for a Director's creature —
 * spent on an effect that depends entirely on potency is not spent when the target resisted and was
 * unaffected. The data cannot tell from free text which spends are potency-only, so the ability's
 * author says what may come back: nothing, the "spend X" part, or the whole cost.
 */
import { potencyOnlySpendRefunded, type TargetOutcome } from "./ability-outcome.ts";

export const REFUND_CHOICES = ["none", "spend", "all"] as const;
export type RefundChoice = (typeof REFUND_CHOICES)[number];

export interface RefundableInput {
  choice: RefundChoice;
  /** What the use cost, as paid (abilityUseCost). */
  cost: { resource: number; malice: number; spendTimes: number };
  /** The ability's "spend X" amount. */
  spendValue: number;
}

/** How much of a use's payment R-AB-6 could give back, recorded when the use is paid. */
export function refundableSpend(input: RefundableInput): number {
  const paid = Math.max(0, input.cost.resource) + Math.max(0, input.cost.malice);
  if (input.choice === "all") return paid;
  if (input.choice === "spend")
    return Math.min(paid, Math.max(0, input.cost.spendTimes) * Math.max(0, input.spendValue));
  return 0;
}

export interface SpendRefundInput {
  /** refundableSpend of the use. */
  refundable: number;
  refunded: boolean;
  /** Every target's current outcome, potency surges included (R-AB-7). */
  outcomes: readonly TargetOutcome[];
}

/** R-AB-6: the amount to give back now (0 when nothing is due: some target was affected, or already done). */
export function spendRefundDue(input: SpendRefundInput): number {
  if (input.refunded || input.refundable <= 0) return 0;
  return potencyOnlySpendRefunded(input.outcomes) ? input.refundable : 0;
}
