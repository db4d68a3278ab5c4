/** Montage tests (R-TS-6): limits, results, victories, the round limit and the one-skill rule. */

export type MontageDifficulty = "easy" | "moderate" | "hard";
export type MontageResult = "ongoing" | "totalSuccess" | "partialSuccess" | "totalFailure";

/** R-TS-6 table for five heroes: [success limit, failure limit]. */
const LIMITS_FOR_FIVE: Readonly<Record<MontageDifficulty, readonly [number, number]>> = {
  easy: [5, 5],
  moderate: [6, 4],
  hard: [7, 3],
};

/** R-TS-6: a montage normally lasts at most two rounds (the Director may allow more). */
export const MONTAGE_MAX_ROUNDS = 2;

/** R-TS-6: both limits −1 per hero below five (minimum 2) and +1 per hero above five. */
export function montageLimits(
  difficulty: MontageDifficulty,
  heroes: number,
): { successLimit: number; failureLimit: number } {
  const [success, failure] = LIMITS_FOR_FIVE[difficulty];
  const shift = heroes - 5;
  return { successLimit: Math.max(2, success + shift), failureLimit: Math.max(2, failure + shift) };
}

/**
 * R-TS-6: total success when the success limit is reached; when the failure limit is reached or time
 * is up, partial success if successes ≥ failures + 2, else total failure.
 * Choice (R-TS-6): a montage ends the moment a limit is reached, so both limits can only be met
 * together through a bookkeeping slip; then the success limit wins.
 */
export function montageResult(state: {
  successes: number;
  failures: number;
  successLimit: number;
  failureLimit: number;
  /** The last allowed montage round has ended. */
  timeUp: boolean;
}): MontageResult {
  if (state.successes >= state.successLimit) return "totalSuccess";
  if (state.failures >= state.failureLimit || state.timeUp) {
    return state.successes >= state.failures + 2 ? "partialSuccess" : "totalFailure";
  }
  return "ongoing";
}

/**
 * R-TS-6: total success 1 victory (easy, moderate) or 2 (hard); partial success 1 (moderate, hard);
 * otherwise 0. The seed's partial-success line names only hard and moderate, so an easy partial is 0.
 */
export function montageVictories(difficulty: MontageDifficulty, result: MontageResult): number {
  if (result === "totalSuccess") return difficulty === "hard" ? 2 : 1;
  if (result === "partialSuccess") return difficulty === "easy" ? 0 : 1;
  return 0;
}

/** R-TS-6: time is up once the last allowed round has been completed. */
export function montageTimeUp(roundsCompleted: number, maxRounds: number = MONTAGE_MAX_ROUNDS): boolean {
  return roundsCompleted >= maxRounds;
}

/**
 * R-TS-6: a hero may not use the same skill twice in one montage (other heroes may use it). A test
 * without a skill (null) is always allowed.
 */
export function canUseSkillInMontage(skillsUsedByHero: readonly string[], skill: string | null): boolean {
  return skill === null || !skillsUsedByHero.includes(skill);
}

/**
 * R-TS-6: each hero acts once per montage round (a test, an assist, an item/ability, or nothing);
 * the round is over once every hero taking part has acted.
 */
export function montageRoundOver(heroesActed: number, heroesTakingPart: number): boolean {
  return heroesActed >= heroesTakingPart;
}
