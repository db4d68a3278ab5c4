/**
 * Wealth and purchases (R-RW-1, seed 004 §富): a hero can buy what the Heroes' Wealth table lists at their
 * wealth score or below. Optional rule (§富を失う): the Director may allow a purchase one score above, after
 * which the hero's wealth drops by 1 (minimum 0).
 */
export interface PurchaseVerdict {
  allowed: boolean;
  /** The hero's wealth after the purchase (lower only after a one-step stretch). */
  wealthAfter: number;
  stretched: boolean;
}

export function canPurchase(
  wealth: number,
  itemScore: number,
  options: { stretch?: boolean } = {},
): PurchaseVerdict {
  if (itemScore <= wealth) return { allowed: true, wealthAfter: wealth, stretched: false };
  if (options.stretch === true && itemScore === wealth + 1)
    return { allowed: true, wealthAfter: Math.max(0, wealth - 1), stretched: true };
  return { allowed: false, wealthAfter: wealth, stretched: false };
}
