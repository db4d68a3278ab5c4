/**
 * The montage test tracker's saved state (world setting `steelbound.montage`, docs/DATA.md) and the pure
 * edits the tracker makes. Limits, the result, victories and the one-skill rule are the rules' (R-TS-6).
 */
import {
  MONTAGE_MAX_ROUNDS,
  canUseSkillInMontage,
  montageLimits,
  montageResult,
  montageRoundOver,
  montageTimeUp,
  montageVictories,
  type MontageDifficulty,
  type MontageResult,
} from "../../rules/index.ts";

import { MONTAGE_DIFFICULTIES, MONTAGE_OUTCOMES, type MontageOutcome } from "./director-words.ts";

export { MONTAGE_DIFFICULTIES, MONTAGE_OUTCOMES, type MontageOutcome };

export interface MontageHero {
  /** Actor UUID. */
  id: string;
  name: string;
}

/**
 * One hero's action in a round (a test, an assist, an item or ability, or nothing), or — with `heroId` "" —
 * a success or failure the Director grants outright (the seed's automatic successes for a clever idea).
 */
export interface MontageEntry {
  round: number;
  heroId: string;
  /** Skill key (R-TS-8) or "" for none. */
  skill: string;
  outcome: MontageOutcome;
}

export interface MontageState {
  name: string;
  difficulty: MontageDifficulty;
  /** R-TS-6: normally 2; the Director may allow more. */
  maxRounds: number;
  roundsCompleted: number;
  /** The montage is running: a participant's test card counts as their action (the Director's clicks correct it). */
  live: boolean;
  heroes: MontageHero[];
  entries: MontageEntry[];
}

export function emptyMontage(): MontageState {
  return {
    name: "",
    difficulty: "moderate",
    maxRounds: MONTAGE_MAX_ROUNDS,
    roundsCompleted: 0,
    live: false,
    heroes: [],
    entries: [],
  };
}

export interface MontageTally {
  round: number;
  successes: number;
  failures: number;
  successLimit: number;
  failureLimit: number;
  perRound: { round: number; successes: number; failures: number }[];
  timeUp: boolean;
  result: MontageResult;
  victories: number;
  /** Heroes who have acted in the current round. */
  acted: string[];
  roundOver: boolean;
}

function count(entries: readonly MontageEntry[], outcome: MontageOutcome): number {
  return entries.filter((e) => e.outcome === outcome).length;
}

/** Everything the tracker shows, from the rules (R-TS-6). */
export function montageTally(state: MontageState): MontageTally {
  const { successLimit, failureLimit } = montageLimits(state.difficulty, state.heroes.length);
  const successes = count(state.entries, "success");
  const failures = count(state.entries, "failure");
  const timeUp = montageTimeUp(state.roundsCompleted, state.maxRounds);
  const result = montageResult({ successes, failures, successLimit, failureLimit, timeUp });
  const round = Math.min(state.roundsCompleted + 1, state.maxRounds);
  const perRound = Array.from({ length: state.maxRounds }, (_, i) => {
    const inRound = state.entries.filter((e) => e.round === i + 1);
    return { round: i + 1, successes: count(inRound, "success"), failures: count(inRound, "failure") };
  });
  const acted = state.entries
    .filter((e) => e.round === state.roundsCompleted + 1 && e.heroId !== "")
    .map((e) => e.heroId);
  return {
    round,
    successes,
    failures,
    successLimit,
    failureLimit,
    perRound,
    timeUp,
    result,
    victories: montageVictories(state.difficulty, result),
    acted,
    roundOver: state.heroes.length > 0 && montageRoundOver(acted.length, state.heroes.length),
  };
}

export type MontageChange = { ok: true; state: MontageState } | { ok: false; error: string };

const ERR = "STEELBOUND.Director.Montage.Error.";

/** Skills a hero has used so far in this montage (R-TS-6). */
export function skillsUsedBy(state: MontageState, heroId: string): string[] {
  return state.entries.filter((e) => e.heroId === heroId && e.skill !== "").map((e) => e.skill);
}

/**
 * Records a hero's action this round (R-TS-6): refused once the montage is over, for a hero who already
 * acted this round, and for a skill the hero already used in this montage.
 */
export function recordMontageAction(
  state: MontageState,
  action: { heroId: string; skill: string; outcome: MontageOutcome },
): MontageChange {
  if (montageTally(state).result !== "ongoing") return { ok: false, error: `${ERR}Over` };
  const round = state.roundsCompleted + 1;
  if (action.heroId !== "") {
    if (!state.heroes.some((h) => h.id === action.heroId)) return { ok: false, error: `${ERR}NotTakingPart` };
    if (state.entries.some((e) => e.round === round && e.heroId === action.heroId))
      return { ok: false, error: `${ERR}AlreadyActed` };
    const skill = action.skill === "" ? null : action.skill;
    if (!canUseSkillInMontage(skillsUsedBy(state, action.heroId), skill))
      return { ok: false, error: `${ERR}SkillUsed` };
  }
  const entry: MontageEntry = {
    round,
    heroId: action.heroId,
    skill: action.heroId === "" ? "" : action.skill,
    outcome: action.outcome,
  };
  return { ok: true, state: { ...state, entries: [...state.entries, entry] } };
}

/** Ends the current round; after the last allowed round time is up (R-TS-6). */
export function endMontageRound(state: MontageState): MontageChange {
  if (montageTally(state).result !== "ongoing") return { ok: false, error: `${ERR}Over` };
  return { ok: true, state: { ...state, roundsCompleted: state.roundsCompleted + 1 } };
}

/** Takes back the last recorded action, or reopens the last ended round when it has none. */
export function undoMontage(state: MontageState): MontageState {
  const last = state.entries.at(-1);
  if (last && last.round === state.roundsCompleted + 1)
    return { ...state, entries: state.entries.slice(0, -1) };
  if (state.roundsCompleted > 0) return { ...state, roundsCompleted: state.roundsCompleted - 1 };
  return state;
}

export function setMontageHeroes(state: MontageState, heroes: readonly MontageHero[]): MontageState {
  const ids = new Set(heroes.map((h) => h.id));
  return {
    ...state,
    heroes: heroes.map((h) => ({ ...h })),
    entries: state.entries.filter((e) => e.heroId === "" || ids.has(e.heroId)),
  };
}

/** Applies the tracker's form fields (`name`, `difficulty`, `maxRounds`); junk keeps the current value. */
export function applyMontageForm(state: MontageState, data: Readonly<Record<string, unknown>>): MontageState {
  const difficulty = MONTAGE_DIFFICULTIES.find((d) => d === data["difficulty"]) ?? state.difficulty;
  const rounds = Number(data["maxRounds"]);
  const maxRounds =
    data["maxRounds"] === undefined || data["maxRounds"] === null || !Number.isInteger(rounds)
      ? state.maxRounds
      : Math.min(10, Math.max(1, rounds, state.roundsCompleted));
  return {
    ...state,
    name: typeof data["name"] === "string" ? data["name"] : state.name,
    difficulty,
    maxRounds,
  };
}

/**
 * A participant's test card landed while the montage runs (R-TS-6): it counts as that hero's action this round,
 * a success or a failure as the test came out, with the skill it used. Nothing is counted when the montage is
 * not running or is over, the hero takes no part or already acted this round (the Director corrects by hand);
 * a skill the hero already used in this montage is refused (R-TS-6) as the tracker refuses it.
 */
export function recordMontageTest(
  state: MontageState,
  test: { heroId: string; skill: string; success: boolean },
): MontageChange | null {
  if (!state.live || montageTally(state).result !== "ongoing") return null;
  if (!state.heroes.some((h) => h.id === test.heroId)) return null;
  const round = state.roundsCompleted + 1;
  if (state.entries.some((e) => e.round === round && e.heroId === test.heroId)) return null;
  return recordMontageAction(state, {
    heroId: test.heroId,
    skill: test.skill,
    outcome: test.success ? "success" : "failure",
  });
}
