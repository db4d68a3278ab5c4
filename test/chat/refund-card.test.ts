import { describe, expect, it } from "vitest";
import { abilityCardContext } from "../../src/chat/ability-card.ts";
import { spendSurge } from "../../src/chat/surges.ts";
import type { AbilityUseData } from "../../src/chat/ability-use-data.ts";
import { renderTemplate } from "../harness/handlebars.ts";
import { THREE_TIER_CARD, THREE_TIER_ROLL, threeTierLive } from "../fixtures/ability-card.ts";

/** The three-tier card where 2 of the 3 resource spent is refundable; both gated effects are resisted. */
const card = (extra: Partial<AbilityUseData> = {}): AbilityUseData => ({
  ...THREE_TIER_CARD,
  spent: { ...THREE_TIER_CARD.spent, refundable: 2 },
  ...extra,
});
const contextOf = (data: AbilityUseData) => abilityCardContext(data, THREE_TIER_ROLL, threeTierLive);
/** The card as its owner sees it: every button offered (src/chat/card-viewer.ts). */
const OWNER = { apply: true, spend: true, heroToken: true, refund: true };
const render = (data: AbilityUseData) =>
  renderTemplate("templates/chat/ability-use.hbs", { ...contextOf(data), viewer: OWNER });

describe("the card's R-AB-6 refund", () => {
  it("R-AB-6: every target resisted a potency-only spend: the card offers the refund", () => {
    expect(contextOf(card()).refund).toEqual({ amount: 2, pool: "resource" });
    expect(render(card())).toContain("Refund 2 heroic resource (every target resisted)");
  });

  it("R-AB-6: Malice spent by a Director's creature is offered back as Malice", () => {
    const malice = card({ spent: { resource: 0, malice: 3, surges: 0, refundable: 3 } });
    expect(contextOf(malice).refund).toEqual({ amount: 3, pool: "malice" });
    expect(render(malice)).toContain("Refund 3 Malice");
  });

  it("R-AB-6 + R-AB-7: once a potency surge makes the effect land on one target, there is no refund", () => {
    const surged = card({
      targets: THREE_TIER_CARD.targets.map((t, i) => ({ ...t, potencySurge: i === 1 })),
    });
    expect(contextOf(surged).rows[1]?.effects[0]?.applies).toBe(true);
    expect(contextOf(surged).refund).toBeNull();
    expect(render(surged)).not.toContain('data-action="refundSpend"');
  });

  it("R-AB-6: no refund when the ability's refundIfResisted is none (nothing refundable)", () => {
    expect(contextOf(THREE_TIER_CARD).refund).toBeNull();
    expect(render(THREE_TIER_CARD)).not.toContain('data-action="refundSpend"');
  });

  it("R-AB-6: no double refund; once refunded the potency surge buttons are disabled", () => {
    const refunded = card({ refunded: true });
    expect(contextOf(refunded).refund).toBeNull();
    const html = render(refunded);
    expect(html).not.toContain('data-action="refundSpend"');
    expect(html.match(/data-action="potencySurge" disabled/g)).toHaveLength(2);
    expect(spendSurge(refunded.targets, 1, "potency", 5, true)).toEqual({ refused: "RefundedNoSurge" });
    // Damage surges are not potency: they stay available.
    expect(spendSurge(refunded.targets, 1, "damage", 5, true)).not.toHaveProperty("refused");
  });
});
