import { describe, expect, it } from "vitest";
import { createLocalizer } from "../harness/i18n.ts";
import {
  OPPOSED,
  opposedCallDifficulty,
  testCallDialogContext,
} from "../../src/applications/director/context/test-call.ts";
import { trackerObjectiveView } from "../../src/applications/combat/objective-view.ts";
import { sampleEncounter } from "../fixtures/director.ts";

const en = createLocalizer("en");
const ja = createLocalizer("ja");

describe("the opposed test call (seed 004 §テスト guideline, R-TS-1)", () => {
  it("R-TS-1: one hero: the guideline itself", () => {
    expect(opposedCallDifficulty([2], [1])).toBe("easy");
    expect(opposedCallDifficulty([2], [2])).toBe("medium");
    expect(opposedCallDifficulty([2], [1, 0])).toBe("medium");
    expect(opposedCallDifficulty([2], [2, 2])).toBe("hard");
    expect(opposedCallDifficulty([2], [3])).toBe("hard");
    expect(opposedCallDifficulty([2], [])).toBe("easy");
  });

  it("R-TS-5: a group test takes the hardest difficulty any hero gets", () => {
    expect(opposedCallDifficulty([3, 1], [1, 1])).toBe("hard");
    expect(opposedCallDifficulty([3, 2], [1, 1])).toBe("medium");
  });

  it("R-TS-1: the dialog offers Opposed beside the three difficulties, in both languages", () => {
    const scores = { might: 2, agility: 1, reason: 0, intuition: 0, presence: -1 };
    const context = testCallDialogContext(en, [], [{ id: "g", name: "Goblin", scores }]);
    expect(context.difficulties.map((d) => d.value)).toEqual(["easy", "medium", "hard", OPPOSED]);
    expect(context.resisters).toEqual([
      { id: "g", name: "Goblin", scores: "Might 2, Agility 1, Reason 0, Intuition 0, Presence -1" },
    ]);
    const jaContext = testCallDialogContext(ja, [], []);
    expect(jaContext.difficulties.at(-1)?.label).toBe("対抗: 抵抗する者から決める");
  });
});

describe("the encounter's objective in the combat tracker (R-EB-4)", () => {
  it("R-EB-4: the Director sees the objective and its verdict; a player sees nothing; no objective, no row", () => {
    const state = {
      ...sampleEncounter,
      objective: "holdThemOff" as const,
      progress: { ...sampleEncounter.progress, roundsHeld: 3, enemiesThrough: 0 },
    };
    expect(trackerObjectiveView(en, state, true)).toMatchObject({
      name: "Hold them off",
      verdict: "won",
      verdictLabel: "Objective achieved: the Director may end the encounter.",
    });
    expect(trackerObjectiveView(en, state, false)).toBeNull();
    expect(trackerObjectiveView(en, { ...state, objective: "" }, true)).toBeNull();
    expect(trackerObjectiveView(ja, { ...state, objective: "escort" }, true)).toMatchObject({
      verdict: "judged",
      verdictLabel: "達成したかどうかはディレクターが判断する。",
    });
  });
});
