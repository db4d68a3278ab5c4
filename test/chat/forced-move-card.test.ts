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
