/**
 * A power roll made without targets: the card still shows the tier the roll reached and the
 * damage of that tier before any target's immunity or weakness, so the result can be applied later from
 * the card's right-click menu (src/config/chat-context.ts) to targeted or selected tokens. The tier is
 * the rules' own (R-PR-2 thresholds on the roll's total, no target's edges or banes yet).
 */
import { targetOutcome, type AbilityRollInput, type Tier } from "../rules/index.ts";

export interface UntargetedTier {
  tier: Tier;
  total: number;
  /** Each damage entry of that tier before immunity and weakness. */
  damages: { value: number; type: string }[];
  /** That tier's text no mechanic holds (display only), "" when none; `textHtml` is the renderer's. */
  text: string;
  textHtml: string;
}

const NOBODY = { might: 0, agility: 0, reason: 0, intuition: 0, presence: 0 } as const;

export function untargetedTier(roll: AbilityRollInput): UntargetedTier {
  const outcome = targetOutcome(roll, {
    edges: 0,
    banes: 0,
    characteristics: NOBODY,
    modifiers: {},
    stability: 0,
  });
  return {
    tier: outcome.tier,
    total: outcome.total,
    damages: outcome.damages.filter((d) => d.raw > 0).map((d) => ({ value: d.raw, type: d.type })),
    text: (roll.tiers[outcome.tier - 1]?.text ?? "").trim(),
    textHtml: "",
  };
}
