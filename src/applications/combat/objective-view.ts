/**
 * The encounter's objective in the combat tracker (R-EB-4, seed 004 §エンカウントの目的), for the Director
 * only: the objective of the encounter builder's draft (the world setting he keeps during the fight), what
 * its progress comes to and whether it is achieved, failed or still open. The numbers and verdicts are the
 * encounter builder's own (../director/context/objective-progress.ts, from src/rules); objectives whose
 * success is the Director's judgement show his hint instead of a verdict.
 */
import type { EncounterState } from "../../data/settings/encounter.ts";
import { keyPart, type Localizer } from "../../i18n.ts";
import { objectiveProgressPanel, type ObjectiveVerdict } from "../director/context/objective-progress.ts";

const K = "STEELBOUND.Director.Encounter.";

export interface TrackerObjectiveView {
  /** The objective's name ("Hold them off"). */
  name: string;
  /** The progress in the book's words, or "" for an objective the Director judges himself. */
  summary: string;
  /** "won", "failed", "open"; "judged" when the book gives no condition to count. */
  verdict: ObjectiveVerdict | "judged";
  verdictLabel: string;
  /** The book's note on the objective (shown when there is no counted verdict). */
  hint: string;
}

/** The tracker's objective row, or null when the draft has no objective or the viewer is not the GM. */
export function trackerObjectiveView(
  i18n: Localizer,
  state: EncounterState,
  isGM: boolean,
): TrackerObjectiveView | null {
  if (!isGM || state.objective === "") return null;
  const part = keyPart(state.objective);
  const name = i18n.localize(`${K}Objective.${part}`);
  const panel = objectiveProgressPanel(i18n, state);
  if (panel === null)
    return {
      name,
      summary: "",
      verdict: "judged",
      verdictLabel: i18n.localize(`${K}Progress.Verdict.Judged`),
      hint: i18n.localize(`${K}ObjectiveHint.${part}`),
    };
  return { name, summary: panel.summary, verdict: panel.verdict, verdictLabel: panel.verdictLabel, hint: "" };
}
