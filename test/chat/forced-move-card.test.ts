import { describe, expect, it } from "vitest";
import { abilityCardContext } from "../../src/chat/ability-card.ts";
import { renderTemplate } from "../harness/handlebars.ts";
import { THREE_TIER_CARD, THREE_TIER_ROLL, threeTierLive } from "../fixtures/ability-card.ts";

const TEMPLATE = "templates/chat/ability-use.hbs";

/** The rows (by target index) that show a Move button, and whether it is disabled. */
function moveButtons(html: string): Record<string, "enabled" | "disabled"> {
  const rows = html.split('data-target-index="').slice(1);
  const buttons: Record<string, "enabled" | "disabled"> = {};
  for (const row of rows) {
    const index = row.slice(0, row.indexOf('"'));
    const button = /<button[^>]*data-action="forcedMove"[^>]*>/.exec(row)?.[0];
    if (button) buttons[index] = button.includes("disabled") ? "disabled" : "enabled";
  }
  return buttons;
}

describe("the ability card's Move button", () => {
  const context = abilityCardContext(THREE_TIER_CARD, THREE_TIER_ROLL, threeTierLive);

  it("R-MV-7 / R-MV-8: only a target with forced movement left after stability gets a Move button", () => {
    expect(moveButtons(renderTemplate(TEMPLATE, context))).toEqual({ "2": "enabled" });
    const stable = abilityCardContext(THREE_TIER_CARD, THREE_TIER_ROLL, (token) => {
      const live = threeTierLive(token);
      return live && { ...live, stability: 5 };
    });
    expect(stable.rows[2]?.forced).toMatchObject({ distance: 0 });
    expect(moveButtons(renderTemplate(TEMPLATE, stable))).toEqual({});
  });

  it("R-MV-9: a melee weapon ability shows one more square against a smaller target, as the GM moves it", () => {
    const melee = {
      ...THREE_TIER_CARD,
      snapshot: { ...THREE_TIER_CARD.snapshot, keywords: ["melee", "strike", "weapon"] },
    };
    const small = (token: string) => {
      const live = threeTierLive(token);
      return live && { ...live, size: { value: 1, letter: "S" as const } };
    };
    const medium = { value: 1, letter: "M" as const };
    expect(abilityCardContext(melee, THREE_TIER_ROLL, small, medium).rows[2]?.forced).toMatchObject({
      distance: 3,
    });
    // A ranged card, a target of the mover's size, or no readable mover: stability only.
    expect(abilityCardContext(THREE_TIER_CARD, THREE_TIER_ROLL, small, medium).rows[2]?.forced).toMatchObject(
      {
        distance: 2,
      },
    );
    expect(
      abilityCardContext(melee, THREE_TIER_ROLL, small, { value: 1, letter: "S" }).rows[2]?.forced,
    ).toMatchObject({ distance: 2 });
    expect(abilityCardContext(melee, THREE_TIER_ROLL, small).rows[2]?.forced).toMatchObject({ distance: 2 });
  });

  it("a target the card already moved shows its button disabled", () => {
    const html = renderTemplate(TEMPLATE, { ...context, forcedMoved: { "2": true } });
    expect(moveButtons(html)).toEqual({ "2": "disabled" });
  });

  it("uses the rulebook's Japanese terms (プッシュ, 移動させる)", () => {
    const html = renderTemplate(TEMPLATE, context, "ja");
    expect(html).toContain("プッシュ2");
    expect(html).toContain("移動させる");
  });
});
