/**
 * Context for the montage test tracker (R-TS-6): limits for the heroes taking part, the tally per round,
 * who has acted this round, the skills each hero has used, the result and its victories.
 */
import { SKILLS } from "../../../rules/index.ts";
import {
  MONTAGE_DIFFICULTIES,
  montageTally,
  skillsUsedBy,
  type MontageState,
} from "../../../data/settings/montage.ts";
import { keyPart, selectOptions, type Localizer } from "../../../i18n.ts";

const K = "STEELBOUND.Director.Montage.";

function skillLabel(i18n: Localizer, skill: string): string {
  const key = `STEELBOUND.Skill.${keyPart(skill)}`;
  return i18n.has(key) ? i18n.localize(key) : skill;
}

function percent(value: number, max: number): number {
  return max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
}

export function montageTrackerContext(i18n: Localizer, state: MontageState, input: { isGM: boolean }) {
  const tally = montageTally(state);
  const ongoing = tally.result === "ongoing";
  const editable = input.isGM && ongoing;
  const outcomeLabel = (outcome: string) => i18n.localize(`${K}Outcome.${keyPart(outcome)}`);
  return {
    isGM: input.isGM,
    editable,
    live: state.live && ongoing,
    name: state.name,
    difficultyOptions: selectOptions(i18n, MONTAGE_DIFFICULTIES, state.difficulty, `${K}Difficulty.`),
    difficultyLabel: i18n.localize(`${K}Difficulty.${keyPart(state.difficulty)}`),
    maxRounds: state.maxRounds,
    roundLabel: i18n.format(`${K}RoundOf`, { round: tally.round, max: state.maxRounds }),
    successes: tally.successes,
    failures: tally.failures,
    successLimit: tally.successLimit,
    failureLimit: tally.failureLimit,
    successPercent: percent(tally.successes, tally.successLimit),
    failurePercent: percent(tally.failures, tally.failureLimit),
    limitsLabel: i18n.format(`${K}Limits`, {
      heroes: state.heroes.length,
      success: tally.successLimit,
      failure: tally.failureLimit,
    }),
    perRound: tally.perRound.map((r) => ({
      ...r,
      label: i18n.format(`${K}RoundN`, { round: r.round }),
      current: ongoing && r.round === state.roundsCompleted + 1,
    })),
    hasHeroes: state.heroes.length > 0,
    heroes: state.heroes.map((h) => {
      const used = skillsUsedBy(state, h.id);
      const acted = tally.acted.includes(h.id);
      const thisRound = state.entries.find((e) => e.heroId === h.id && e.round === state.roundsCompleted + 1);
      return {
        id: h.id,
        name: h.name,
        acted,
        canAct: editable && !acted,
        actedLabel: thisRound
          ? i18n.format(`${K}ActedAs`, {
              outcome: outcomeLabel(thisRound.outcome),
              skill:
                thisRound.skill === "" ? i18n.localize(`${K}NoSkill`) : skillLabel(i18n, thisRound.skill),
            })
          : "",
        usedSkills: used.map((s) => skillLabel(i18n, s)),
        // R-TS-6: the skills this hero may still use in this montage.
        skillOptions: [
          { value: "", label: i18n.localize(`${K}NoSkill`), selected: true },
          ...SKILLS.filter((s) => !used.includes(s))
            .map((s) => ({ value: s, label: skillLabel(i18n, s), selected: false }))
            .sort((a, b) => a.label.localeCompare(b.label)),
        ],
      };
    }),
    roundOver: ongoing && tally.roundOver,
    canEndRound: editable,
    endRoundLabel: i18n.localize(
      state.roundsCompleted + 1 >= state.maxRounds ? `${K}EndLastRound` : `${K}EndRound`,
    ),
    canUndo: input.isGM && (state.entries.length > 0 || state.roundsCompleted > 0),
    ongoing,
    result: tally.result,
    resultLabel: i18n.localize(`${K}Result.${keyPart(tally.result)}`),
    victoriesLabel: ongoing ? "" : i18n.format(`${K}Victories`, { victories: tally.victories }),
    timeUp: tally.timeUp,
  };
}

export type MontageTrackerContext = ReturnType<typeof montageTrackerContext>;
