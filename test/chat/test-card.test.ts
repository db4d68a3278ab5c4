import { describe, expect, it } from "vitest";
import { testCardContext } from "../../src/chat/test-card.ts";
import { renderTemplate } from "../harness/handlebars.ts";

describe("the test card", () => {
  it("R-TS-1: shows the outcome for the chosen difficulty", () => {
    const context = testCardContext({
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
});
