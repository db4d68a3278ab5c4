import { describe, expect, it } from "vitest";
import { abilityCardContext } from "../../src/chat/ability-card.ts";
import { renderTemplate } from "../harness/handlebars.ts";
import { THREE_TIER_CARD, THREE_TIER_ROLL, threeTierLive } from "../fixtures/ability-card.ts";

describe("the ability card", () => {
  const context = abilityCardContext(THREE_TIER_CARD, THREE_TIER_ROLL, threeTierLive);

  it("R-PR-10: one roll, three targets on three tiers, each row with its own damage after modifiers", () => {
    expect(context.rows.map((r) => r.tier)).toEqual([1, 2, 3]);
    // tier 1: 2 + 2; tier 2: 5 + 2 + fire weakness 3; tier 3: 7 + 2 − fire immunity 2.
    expect(context.rows.map((r) => r.damage)).toEqual([4, 10, 7]);
  });

  it("R-AB-6: shows whether each potency-gated effect applies to that target", () => {
    expect(context.rows[1]?.effects).toEqual([
      { condition: "slowed", duration: "eot", potencyText: "A < 1", applies: false, otherwise: null },
    ]);
    expect(context.rows[2]?.effects).toEqual([
      { condition: "prone", duration: "save", potencyText: "M < 2", applies: false, otherwise: null },
    ]);
  });

  it("R-MV-8: forced movement after the target's stability", () => {
    expect(context.rows[2]?.forced).toEqual({
      kind: "push",
      kinds: ["push"],
      distance: 2,
      vertical: false,
      potency: null,
      characteristic: null,
      potencyText: "",
      applies: true,
    });
  });

  it("renders the ability name, keywords, dice and one row per target", () => {
    const html = renderTemplate("templates/chat/ability-use.hbs", context);
    expect(html).toContain("Flamewall Sweep");
    expect(html).toContain("3 cube within 10");
    expect(html.match(/class="target-row tier-(\d)/g)).toEqual([
      'class="target-row tier-1',
      'class="target-row tier-2',
      'class="target-row tier-3',
    ]);
    expect(html).toContain("Push 2");
    expect(html).toContain("resisted");
    expect(html).not.toContain("Critical hit");
  });

  it("R-PR-9: a natural 19–20 on a main action shows the extra main action notice", () => {
    const crit = abilityCardContext(THREE_TIER_CARD, { ...THREE_TIER_ROLL, dice: [10, 9] }, threeTierLive);
    expect(crit.criticalHit).toBe(true);
    expect(renderTemplate("templates/chat/ability-use.hbs", crit)).toContain("Critical hit!");
    const maneuver = {
      ...THREE_TIER_CARD,
      snapshot: { ...THREE_TIER_CARD.snapshot, actionType: "maneuver" },
    };
    expect(
      abilityCardContext(maneuver, { ...THREE_TIER_ROLL, dice: [10, 9] }, threeTierLive).criticalHit,
    ).toBe(false);
  });

  it("a target whose token is gone still shows its tier, without modifiers", () => {
    const gone = abilityCardContext(THREE_TIER_CARD, THREE_TIER_ROLL, () => null);
    expect(gone.rows.every((r) => r.missing)).toBe(true);
    expect(gone.rows.map((r) => r.damage)).toEqual([4, 7, 9]);
  });

  it("renders in Japanese too", () => {
    expect(renderTemplate("templates/chat/ability-use.hbs", context, "ja")).toContain("ティア3");
  });
});
