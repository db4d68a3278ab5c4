/** Render context of a `test` message: the roll and its outcome for the chosen difficulty (R-TS-1). */
import { isSuccess, type TestDifficulty, type TestOutcome } from "../rules/index.ts";

export interface TestCardContext {
  dice: readonly [number, number];
  total: number;
  difficulty: TestDifficulty;
  outcome: TestOutcome;
  success: boolean;
  skill: string;
  rerolled: boolean;
}

export function testCardContext(input: {
  dice: readonly [number, number];
  total: number;
  difficulty: TestDifficulty;
  outcome: TestOutcome;
  skill: string;
  rerolled: boolean;
}): TestCardContext {
  return { ...input, success: isSuccess(input.outcome) };
}
