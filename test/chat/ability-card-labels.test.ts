import { describe, expect, it } from "vitest";
import { abilityCardLabels } from "../../src/chat/ability-card-labels.ts";
import { abilityCardContext } from "../../src/chat/ability-card.ts";
import { createLocalizer } from "../harness/i18n.ts";
import { renderTemplate } from "../harness/handlebars.ts";
import { THREE_TIER_CARD, THREE_TIER_ROLL, threeTierLive } from "../fixtures/ability-card.ts";

describe("ability card header labels", () => {
  it("shows each keyword as its own localised chip; one without a translation reads as words, never as a raw key", () => {
    const labels = abilityCardLabels(createLocalizer("ja"), {
      keywords: ["area", "fire", "magic", "sky-fall"],
      actionType: "main",
    });
    expect(labels.keywordLabels).toEqual(["領域", "火", "魔法", "Sky Fall"]);
    expect(labels.actionTypeLabel).toBe("メインアクション");
  });

  it("names free triggered actions and shows no action type when the ability has none recorded", () => {
    const en = createLocalizer("en");
    expect(abilityCardLabels(en, { keywords: [], actionType: "freeTriggered" }).actionTypeLabel).toBe(
      "Free triggered action",
    );
    expect(abilityCardLabels(en, { keywords: [], actionType: "" }).actionTypeLabel).toBe("");
  });

  it("R-CB-18: a villain action is headed with its number, in both languages", () => {
    const input = { keywords: [], actionType: "villain", villainAction: 2 };
    expect(abilityCardLabels(createLocalizer("en"), input).actionTypeLabel).toBe("Villain Action 2");
    expect(abilityCardLabels(createLocalizer("ja"), input).actionTypeLabel).toMatch(/2/);
  });

  it("R-PR-2: the card shows keyword chips, both dice, and each target's tier glyph beside its tier", () => {
    const context = abilityCardContext(THREE_TIER_CARD, THREE_TIER_ROLL, threeTierLive);
    const html = renderTemplate("templates/chat/ability-use.hbs", {
      ...context,
      ...abilityCardLabels(createLocalizer("en"), context),
    });
    // Each chip carries its keyword's rule for the tooltip when it has one; "fire" has none.
    expect(
      [...html.matchAll(/<li class="keyword"([^>]*)>([^<]+)<\/li>/g)].map((m) => [m[2], m[1] !== ""]),
    ).toEqual([
      ["Area", true],
      ["Fire", false],
      ["Magic", true],
      ["Ranged", true],
    ]);
    expect(html.match(/<span class="die" aria-hidden="true">\d+<\/span>/g)).toHaveLength(2);
    expect(html.match(/class="tier-glyph" aria-hidden="true">([^<]+)</g)).toEqual([
      'class="tier-glyph" aria-hidden="true">≤11<',
      'class="tier-glyph" aria-hidden="true">12–16<',
      'class="tier-glyph" aria-hidden="true">17+<',
    ]);
  });
});
