/**
 * The encounter objective's progress during play, as the Director records it in the builder (R-EB-4 success
 * conditions, seed 004 §エンカウントの目的): rounds held and enemies through (hold them off), those saved of
 * those to save (save another), each turn of the assault (assault the defenses), the rounds of work that
 * counted (complete the action). Part of the draft `steelbound.encounter`; whether the objective is won is
 * computed by src/rules, never stored.
 */
import { completeTheActionRoundCounts } from "../../rules/index.ts";

export interface ObjectiveProgress {
  roundsHeld: number;
  enemiesThrough: number;
  saved: number;
  toSave: number;
  /** Assault the defenses, one entry a turn: the heroes held the stronghold with no enemy inside. */
  assaultTurns: boolean[];
  /** Complete the action: heroes who spent a maneuver on the work this round (the Director's count). */
  heroesWorking: number;
  /** Complete the action: rounds in which at least half of the heroes worked. */
  workRounds: number;
  /** Complete the action: rounds ended with too few heroes working. */
  idleRounds: number;
}

export const MAX_PROGRESS = 99;
/** Turns of an assault the draft keeps (far more than the 4 the book asks for). */
export const MAX_ASSAULT_TURNS = 40;

export function emptyProgress(): ObjectiveProgress {
  return {
    roundsHeld: 0,
    enemiesThrough: 0,
    saved: 0,
    toSave: 0,
    assaultTurns: [],
    heroesWorking: 0,
    workRounds: 0,
    idleRounds: 0,
  };
}

/** What the Director's buttons do to the progress (the numbers themselves come in through the form). */
export type ObjectiveProgressEdit =
  /** One turn of the assault: held with no enemy inside, or not. */
  | { kind: "assaultTurn"; held: boolean }
  /**
   * Complete the action: the round ends; it counts when at least half of the heroes worked
   * (rules completeTheActionRoundCounts, judged on the draft the server holds).
   */
  | { kind: "workRound" }
  | { kind: "reset" };

/** `heroes`: the heroes of the draft's party (retainers not counted, see the builder's progress panel). */
export function applyObjectiveProgress(
  progress: ObjectiveProgress,
  edit: ObjectiveProgressEdit,
  heroes: number,
): ObjectiveProgress {
  switch (edit.kind) {
    case "assaultTurn":
      return { ...progress, assaultTurns: [...progress.assaultTurns, edit.held].slice(-MAX_ASSAULT_TURNS) };
    case "workRound":
      return completeTheActionRoundCounts({ heroes, heroesWorking: progress.heroesWorking })
        ? { ...progress, workRounds: Math.min(MAX_PROGRESS, progress.workRounds + 1) }
        : { ...progress, idleRounds: Math.min(MAX_PROGRESS, progress.idleRounds + 1) };
    case "reset":
      return emptyProgress();
  }
}

function count(value: unknown, fallback: number): number {
  const n = Number(value);
  if (value === undefined || value === "" || value === null || !Number.isFinite(n)) return fallback;
  return Math.min(MAX_PROGRESS, Math.max(0, Math.round(n)));
}

/** The form's `progress.<name>` numbers; missing keys and junk keep the current value. */
export function applyProgressForm(
  progress: ObjectiveProgress,
  data: Readonly<Record<string, unknown>>,
): ObjectiveProgress {
  return {
    ...progress,
    roundsHeld: count(data["progress.roundsHeld"], progress.roundsHeld),
    enemiesThrough: count(data["progress.enemiesThrough"], progress.enemiesThrough),
    saved: count(data["progress.saved"], progress.saved),
    toSave: count(data["progress.toSave"], progress.toSave),
    heroesWorking: count(data["progress.heroesWorking"], progress.heroesWorking),
  };
}
