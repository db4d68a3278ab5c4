/**
 * Render context of a `test` message: the roll and its outcome for the chosen difficulty (R-TS-1). After
 * a hero token reroll (R-HT-2, R-TS-3) the new roll is the one used; the first stays visible beside it.
 */
import { isSuccess, type TestDifficulty, type TestOutcome } from "../rules/index.ts";
import { skillLabel, type Localizer } from "../i18n.ts";

export interface TestRollView {
  dice: readonly [number, number];
  total: number;
  outcome: TestOutcome;
}

export interface TestCardContext {
  dice: readonly [number, number];
  total: number;
  difficulty: TestDifficulty;
  outcome: TestOutcome;
  success: boolean;
  skill: string;
  /** The skill as the reader's language names it ("" when none). */
  skillLabel: string;
  rerolled: boolean;
  /** The roll replaced by a hero token reroll, shown struck through. */
  original: TestRollView | null;
  /** A hero's test not yet rerolled offers "reroll (hero token)"; the GM checks the rest. */
  canReroll: boolean;
}

export function testCardContext(
  i18n: Localizer,
  input: {
    dice: readonly [number, number];
    total: number;
    difficulty: TestDifficulty;
    outcome: TestOutcome;
    skill: string;
    rerolled: boolean;
    original?: TestRollView | null;
    hero?: boolean;
  },
): TestCardContext {
  const { hero = false, original = null, ...rest } = input;
  return {
    ...rest,
    original,
    skillLabel: input.skill === "" ? "" : skillLabel(i18n, input.skill),
    success: isSuccess(input.outcome),
    canReroll: hero && !input.rerolled,
  };
}
