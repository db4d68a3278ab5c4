import { describe, expect, it } from "vitest";
import { testCardContext } from "../../src/chat/test-card.ts";
import { renderTemplate } from "../harness/handlebars.ts";
import { createLocalizer } from "../harness/i18n.ts";

const en = createLocalizer("en");

describe("the test card", () => {
  it("R-TS-1: shows the outcome for the chosen difficulty", () => {
    const context = testCardContext(en, {
      dice: [6, 5],
      total: 13,
      difficulty: "medium",
      outcome: "successWithConsequence",
      skill: "climb",
      rerolled: false,
    });
    expect(context.success).toBe(true);
    const html = renderTemplate("templates/chat/test.hbs", context);
    expect(html).toContain("Medium test");
    expect(html).toContain("Success with a consequence");
    expect(
      renderTemplate("templates/chat/test.hbs", { ...context, outcome: "failure", success: false }, "ja"),
    ).toContain("失敗");
  });

  it("names the skill used in the reader's language, never by its key", () => {
    const roll = { dice: [6, 5] as const, total: 13, difficulty: "medium" as const, rerolled: false };
    const used = { ...roll, outcome: "success" as const, skill: "handleAnimals" };
    expect(renderTemplate("templates/chat/test.hbs", testCardContext(en, used))).toContain("Handle Animals");
    const ja = renderTemplate("templates/chat/test.hbs", testCardContext(createLocalizer("ja"), used), "ja");
    expect(ja).not.toContain("handleAnimals");
    expect(ja).not.toContain("Handle Animals");
  });

  it("R-HT-2: a hero's test offers a hero token reroll; after it the new roll is used and the first stays visible", () => {
    const first = { dice: [1, 2] as const, total: 3, outcome: "failureWithConsequence" as const };
    const fresh = testCardContext(en, {
      ...first,
      difficulty: "medium",
      skill: "",
      rerolled: false,
      hero: true,
    });
    expect(fresh.canReroll).toBe(true);
    expect(renderTemplate("templates/chat/test.hbs", fresh)).toContain('data-action="heroTokenReroll"');
    expect(renderTemplate("templates/chat/test.hbs", fresh, "ja")).toContain("ヒーロー・トークン");
    const rerolled = testCardContext(en, {
      dice: [9, 8],
      total: 17,
      outcome: "success",
      difficulty: "medium",
      skill: "",
      rerolled: true,
      original: first,
      hero: true,
    });
    expect(rerolled).toMatchObject({ canReroll: false, success: true, original: first });
    const html = renderTemplate("templates/chat/test.hbs", rerolled);
    expect(html).not.toContain("heroTokenReroll");
    expect(html).toContain("test-original");
    expect(html).toContain("Failure with a consequence");
    expect(html).toContain("Success");
    expect(html).toContain("this result must be used");
    expect(testCardContext(en, { ...first, difficulty: "easy", skill: "", rerolled: false }).canReroll).toBe(
      false,
    );
  });
});
