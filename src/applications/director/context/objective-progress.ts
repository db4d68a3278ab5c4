/**
 * The objective's progress panel of the encounter builder (R-EB-4 success conditions, seed 004
 * §エンカウントの目的): what the Director records during play and whether the objective is won, failed or
 * still open. Hold them off, save another, assault the defenses and complete the action have conditions the
 * book counts; the others are the Director's judgement (the hint above says what the book asks). Every
 * verdict comes from src/rules.
 */
import {
  OBJECTIVE_DEFAULTS,
  assaultTheDefensesSucceeded,
  assaultTheDefensesTurnsHeld,
  completeTheActionRoundCounts,
  completeTheActionSucceeded,
  holdThemOffFailed,
  holdThemOffSucceeded,
  saveAnotherSucceeded,
  COMPLETE_THE_ACTION_DEFAULT_ROUNDS,
} from "../../../rules/index.ts";
import type { EncounterState } from "../../../data/settings/encounter.ts";
import type { Localizer } from "../../../i18n.ts";

const K = "STEELBOUND.Director.Encounter.Progress.";

export type ObjectiveVerdict = "won" | "failed" | "open";

export interface ProgressPanel {
  kind: "holdThemOff" | "saveAnother" | "assaultTheDefenses" | "completeTheAction";
  verdict: ObjectiveVerdict;
  verdictLabel: string;
  /** What the numbers come to, in the book's words. */
  summary: string;
  roundsHeld: number;
  enemiesThrough: number;
  saved: number;
  toSave: number;
  heroesWorking: number;
  /** Complete the action: whether the round being played counts with the heroes working now. */
  roundNote: string;
  isHold: boolean;
  isSave: boolean;
  isAssault: boolean;
  isWork: boolean;
}

function verdictLabel(i18n: Localizer, verdict: ObjectiveVerdict): string {
  return i18n.localize(`${K}Verdict.${verdict === "won" ? "Won" : verdict === "failed" ? "Failed" : "Open"}`);
}

/** The panel for the draft's objective, or null when its success is the Director's own judgement. */
export function objectiveProgressPanel(i18n: Localizer, state: EncounterState): ProgressPanel | null {
  const p = state.progress;
  // Decision: "the heroes" of these conditions are the heroes listed in the party, retainers not counted.
  const heroes = state.party.filter((m) => !m.retainer).length;
  const rounds = state.facts.rounds > 0 ? state.facts.rounds : undefined;
  const base = {
    roundsHeld: p.roundsHeld,
    enemiesThrough: p.enemiesThrough,
    saved: p.saved,
    toSave: p.toSave,
    heroesWorking: p.heroesWorking,
    roundNote: "",
  };
  const panel = (kind: ProgressPanel["kind"], verdict: ObjectiveVerdict, summary: string): ProgressPanel => ({
    ...base,
    kind,
    isHold: kind === "holdThemOff",
    isSave: kind === "saveAnother",
    isAssault: kind === "assaultTheDefenses",
    isWork: kind === "completeTheAction",
    verdict,
    verdictLabel: verdictLabel(i18n, verdict),
    summary,
  });
  switch (state.objective) {
    case "holdThemOff": {
      const required = rounds ?? OBJECTIVE_DEFAULTS.holdThemOffRounds;
      const input = {
        roundsHeld: p.roundsHeld,
        roundsRequired: required,
        enemiesThrough: p.enemiesThrough,
        heroes,
      };
      const verdict = holdThemOffFailed(input) ? "failed" : holdThemOffSucceeded(input) ? "won" : "open";
      return panel(
        "holdThemOff",
        verdict,
        i18n.format(`${K}HoldSummary`, { held: p.roundsHeld, required, through: p.enemiesThrough, heroes }),
      );
    }
    case "saveAnother": {
      const verdict =
        p.toSave > 0 && saveAnotherSucceeded({ saved: p.saved, toSave: p.toSave }) ? "won" : "open";
      return panel(
        "saveAnother",
        verdict,
        i18n.format(`${K}SaveSummary`, { saved: p.saved, toSave: p.toSave, half: Math.ceil(p.toSave / 2) }),
      );
    }
    case "assaultTheDefenses": {
      const turns = p.assaultTurns.map((held) => ({ heroesHold: held, enemiesInside: held ? 0 : 1 }));
      const required = OBJECTIVE_DEFAULTS.assaultTheDefensesTurns;
      return panel(
        "assaultTheDefenses",
        assaultTheDefensesSucceeded(turns, required) ? "won" : "open",
        i18n.format(`${K}AssaultSummary`, {
          held: assaultTheDefensesTurnsHeld(turns),
          required,
          turns: p.assaultTurns.length,
        }),
      );
    }
    case "completeTheAction": {
      const required = rounds ?? COMPLETE_THE_ACTION_DEFAULT_ROUNDS;
      const counts = completeTheActionRoundCounts({ heroes, heroesWorking: p.heroesWorking });
      return {
        ...panel(
          "completeTheAction",
          completeTheActionSucceeded({ roundsWorked: p.workRounds, roundsRequired: required })
            ? "won"
            : "open",
          i18n.format(`${K}WorkSummary`, { worked: p.workRounds, required, idle: p.idleRounds }),
        ),
        roundNote: i18n.format(counts ? `${K}RoundCounts` : `${K}RoundIdle`, {
          working: p.heroesWorking,
          heroes,
        }),
      };
    }
    default:
      return null;
  }
}
