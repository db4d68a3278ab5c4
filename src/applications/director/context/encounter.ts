/**
 * Context for the encounter builder (R-EB-1…R-EB-4, R-RT-2, R-MO-5): the party's budget at the chosen
 * difficulty, the monster list's EV against it, and the objective's difficulty shift. Numbers come from
 * src/rules; this module only shapes them for the template.
 */
import {
  DIFFICULTY_PERCENT,
  ENCOUNTER_DIFFICULTIES,
  destroyTheThingStamina,
  encounterBudgetWithRetainers,
  encounterEv,
  heroEncounterValue,
  leftoverBudget,
  objectiveModifiers,
  shiftOfModifiers,
  shiftDifficulty,
  type EncounterDifficulty,
  type EncounterObjective,
} from "../../../rules/index.ts";
import {
  ENCOUNTER_OBJECTIVES,
  monstersEv,
  objectiveFacts,
  toEncounterMonster,
  type EncounterState,
} from "../../../data/settings/encounter.ts";
import { objectiveProgressPanel } from "./objective-progress.ts";
import { keyPart, selectOptions, signed, type Localizer, type SelectOption } from "../../../i18n.ts";

const K = "STEELBOUND.Director.Encounter.";

export interface MonsterChoice {
  uuid: string;
  name: string;
}

export type BudgetStatus = "under" | "on" | "over";

/** Which of the objective's facts the form asks for (R-EB-4). */
export interface ObjectiveFields {
  target: boolean;
  targetLabel: string;
  thingHiddenOrHeld: boolean;
  specialDefenses: boolean;
  delicateWard: boolean;
  rounds: boolean;
  defendedPoints: boolean;
  defenderBenefits: boolean;
  singleCulprit: boolean;
  workNeedsTests: boolean;
}

const NO_FIELDS: ObjectiveFields = {
  target: false,
  targetLabel: "",
  thingHiddenOrHeld: false,
  specialDefenses: false,
  delicateWard: false,
  rounds: false,
  defendedPoints: false,
  defenderBenefits: false,
  singleCulprit: false,
  workNeedsTests: false,
};

function objectiveFields(i18n: Localizer, objective: EncounterObjective | ""): ObjectiveFields {
  switch (objective) {
    case "defeatSpecificFoe":
      return { ...NO_FIELDS, target: true, targetLabel: i18n.localize(`${K}Facts.Foe`) };
    case "getTheThing":
      return {
        ...NO_FIELDS,
        target: true,
        targetLabel: i18n.localize(`${K}Facts.Guard`),
        thingHiddenOrHeld: true,
      };
    case "destroyTheThing":
      return { ...NO_FIELDS, specialDefenses: true };
    case "escort":
      return { ...NO_FIELDS, delicateWard: true };
    case "holdThemOff":
      return { ...NO_FIELDS, rounds: true, defendedPoints: true };
    case "assaultTheDefenses":
      return { ...NO_FIELDS, defenderBenefits: true };
    case "stopTheAction":
      return { ...NO_FIELDS, rounds: true, singleCulprit: true };
    case "completeTheAction":
      return { ...NO_FIELDS, rounds: true, workNeedsTests: true };
    default:
      return NO_FIELDS;
  }
}

export function encounterBuilderContext(
  i18n: Localizer,
  state: EncounterState,
  input: { isGM: boolean; monsterChoices: readonly MonsterChoice[] },
) {
  const heroes = state.party.filter((p) => !p.retainer);
  const retainers = state.party.filter((p) => p.retainer);
  // R-EB-1, R-RT-2: retainers count as heroes of their level.
  const budgetAt = (difficulty: EncounterDifficulty) =>
    encounterBudgetWithRetainers(
      heroes.map((p) => p.level),
      retainers.map((p) => p.level),
      difficulty,
    );
  const budget = budgetAt(state.difficulty);
  const totalEv = monstersEv(state);
  const status: BudgetStatus = totalEv > budget ? "over" : totalEv === budget ? "on" : "under";
  const leftover = leftoverBudget(budget, totalEv);
  const modifiers = state.objective === "" ? [] : objectiveModifiers(state.objective, objectiveFacts(state));
  const shift = shiftOfModifiers(modifiers);
  // R-EB-4: a harder and an easier reason of one objective cancel (rules/encounter.ts says why).
  const cancelled = shift === 0 && modifiers.length > 1;
  const effective = shiftDifficulty(state.difficulty, shift);
  const difficultyLabel = (d: string) => i18n.localize(`${K}Difficulty.${keyPart(d)}`);
  const partyLevel = Math.max(1, ...state.party.map((p) => p.level));
  const fields = objectiveFields(i18n, state.objective);
  const statusLabel =
    status === "over"
      ? i18n.format(`${K}Status.Over`, { ev: totalEv - budget })
      : status === "on"
        ? i18n.localize(`${K}Status.On`)
        : i18n.format(`${K}Status.Under`, { ev: leftover });
  return {
    isGM: input.isGM,
    name: state.name,
    difficultyOptions: ENCOUNTER_DIFFICULTIES.map((d) => ({
      value: d,
      label: i18n.format(`${K}DifficultyOption`, {
        difficulty: difficultyLabel(d),
        percent: DIFFICULTY_PERCENT[d],
        budget: budgetAt(d),
      }),
      selected: d === state.difficulty,
    })),
    party: state.party.map((p) => ({
      id: p.id,
      name: p.name,
      level: p.level,
      retainer: p.retainer,
      kindLabel: i18n.localize(p.retainer ? `${K}Retainer` : `${K}Hero`),
      ev: heroEncounterValue(p.level),
    })),
    partySummary: i18n.format(`${K}PartySummary`, { heroes: heroes.length, retainers: retainers.length }),
    hasParty: state.party.length > 0,
    budget,
    totalEv,
    leftover,
    status,
    statusLabel,
    meterMax: Math.max(budget, totalEv, 1),
    meterPercent: budget > 0 ? Math.min(100, Math.round((totalEv / budget) * 100)) : totalEv > 0 ? 100 : 0,
    maliceHint: leftover > 0 ? i18n.format(`${K}MaliceHint`, { ev: leftover }) : "",
    monsters: state.monsters.map((m) => {
      const minion = m.organization === "minion";
      return {
        uuid: m.uuid,
        name: m.name,
        img: m.img,
        count: m.count,
        minion,
        detail: i18n.format("STEELBOUND.Monster.LevelLine", {
          level: m.level,
          organization: i18n.localize(`STEELBOUND.Monster.Organization.${keyPart(m.organization)}`),
        }),
        evLabel: i18n.format(minion ? "STEELBOUND.Monster.EvMinion" : "STEELBOUND.Monster.Ev", { ev: m.ev }),
        lineEv: encounterEv([toEncounterMonster(m)]),
        setsLabel: minion ? i18n.format(`${K}MinionSets`, { sets: Math.ceil(m.count / 4) }) : "",
      };
    }),
    hasMonsters: state.monsters.length > 0,
    monsterChoices: input.monsterChoices.map((m) => ({ value: m.uuid, label: m.name, selected: false })),
    hasMonsterChoices: input.monsterChoices.length > 0,
    objectiveOptions: [
      { value: "", label: i18n.localize(`${K}Objective.None`), selected: state.objective === "" },
      ...selectOptions(i18n, ENCOUNTER_OBJECTIVES, state.objective, `${K}Objective.`),
    ] satisfies SelectOption[],
    objectiveHint:
      state.objective === "" ? "" : i18n.localize(`${K}ObjectiveHint.${keyPart(state.objective)}`),
    fields,
    facts: state.facts,
    targetOptions: [
      { value: "", label: i18n.localize(`${K}Facts.NoTarget`), selected: state.facts.target === "" },
      ...state.monsters.map((m) => ({
        value: m.uuid,
        label: m.name,
        selected: m.uuid === state.facts.target,
      })),
    ],
    destroyStamina:
      state.objective === "destroyTheThing"
        ? i18n.format(`${K}Facts.ObjectStamina`, {
            stamina: destroyTheThingStamina(partyLevel),
            level: partyLevel,
          })
        : "",
    shift,
    shiftLabel:
      shift === 0
        ? i18n.localize(cancelled ? `${K}Shift.Cancel` : `${K}Shift.None`)
        : i18n.format(`${K}Shift.Steps`, { steps: signed(shift) }),
    effectiveDifficulty: difficultyLabel(effective),
    effectiveLabel: i18n.format(`${K}Effective`, { difficulty: difficultyLabel(effective) }),
    progress: objectiveProgressPanel(i18n, state),
  };
}

export type EncounterBuilderContext = ReturnType<typeof encounterBuilderContext>;
