/**
 * Encounter building (R-EB-1…R-EB-4, R-RT-2): the EV budget, the EV of a monster list and the objectives'
 * data with their difficulty shifts.
 */
import type { Organization } from "./types.ts";

export type EncounterDifficulty = "easy" | "standard" | "hard" | "extreme";

export const ENCOUNTER_DIFFICULTIES: readonly EncounterDifficulty[] = ["easy", "standard", "hard", "extreme"];

/** R-EB-2: share of the standard budget, in percent. */
export const DIFFICULTY_PERCENT: Readonly<Record<EncounterDifficulty, number>> = {
  easy: 75,
  standard: 100,
  hard: 150,
  extreme: 200,
};

/** R-EB-1: EV each hero brings by level: 6, 8, …, 24 for levels 1–10 (clamped to that range). */
export function heroEncounterValue(level: number): number {
  const clamped = Math.min(10, Math.max(1, Math.floor(level)));
  return 4 + 2 * clamped;
}

/**
 * R-EB-1, R-EB-2: the EV budget. Choice: a fractional budget (75 % of an odd total) rounds down — the budget
 * is a ceiling to spend up to, and the book allows being a few points off either way.
 */
export function encounterBudget(heroLevels: readonly number[], difficulty: EncounterDifficulty): number {
  let standard = 0;
  for (const level of heroLevels) standard += heroEncounterValue(level);
  return Math.floor((standard * DIFFICULTY_PERCENT[difficulty]) / 100);
}

/** R-EB-1, R-RT-2: each retainer counts as one more hero of its own level. */
export function encounterBudgetWithRetainers(
  heroLevels: readonly number[],
  retainerLevels: readonly number[],
  difficulty: EncounterDifficulty,
): number {
  return encounterBudget([...heroLevels, ...retainerLevels], difficulty);
}

/** One line of an encounter's monster list. */
export interface EncounterMonster {
  /** EV as printed: per creature, or per set of 4 for minions when `evPerSetOfFour`. */
  ev: number;
  count: number;
  organization?: Organization | undefined;
  /** R-MO-5: minion stat blocks can give the EV of a set of 4 minions. */
  evPerSetOfFour?: boolean | undefined;
}

const MINION_SET = 4;

/**
 * R-EB-3: total EV of a monster list. Choice: when a minion EV is given per set of 4, a partial set costs a
 * full set (the book buys minions 4 at a time); otherwise the EV is per creature.
 */
export function encounterEv(monsters: readonly EncounterMonster[]): number {
  let total = 0;
  for (const monster of monsters) {
    const count = Math.max(0, monster.count);
    total +=
      monster.evPerSetOfFour === true ? Math.ceil(count / MINION_SET) * monster.ev : count * monster.ev;
  }
  return total;
}

/** R-EB-1 step 4: budget left unspent may be added to the Director's starting Malice (the book's suggestion). */
export function leftoverBudget(budget: number, monstersEv: number): number {
  return Math.max(0, budget - monstersEv);
}

/** Move a difficulty `steps` along easy → extreme (negative = easier), clamped at both ends. */
export function shiftDifficulty(difficulty: EncounterDifficulty, steps: number): EncounterDifficulty {
  const index = ENCOUNTER_DIFFICULTIES.indexOf(difficulty) + Math.trunc(steps);
  const clamped = Math.min(ENCOUNTER_DIFFICULTIES.length - 1, Math.max(0, index));
  let shifted = difficulty;
  ENCOUNTER_DIFFICULTIES.forEach((candidate, i) => {
    if (i === clamped) shifted = candidate;
  });
  return shifted;
}

/** R-EB-4 objectives. */
export type EncounterObjective =
  | "diminishNumbers"
  | "defeatSpecificFoe"
  | "getTheThing"
  | "destroyTheThing"
  | "saveAnother"
  | "escort"
  | "holdThemOff"
  | "assaultTheDefenses"
  | "stopTheAction"
  | "completeTheAction";

/** Facts about the encounter that the objectives' difficulty shifts depend on (all optional). */
export interface ObjectiveFacts {
  /** defeatSpecificFoe: EV of the foe to defeat, and of all enemies. getTheThing: EV of the thing's guard. */
  targetEv?: number;
  totalEv?: number;
  /** getTheThing: the item is hidden or held by an enemy. */
  thingHiddenOrHeld?: boolean;
  /** destroyTheThing: special defenses (hidden, held, high stamina…). */
  specialDefenses?: number;
  /** escort: the ward is delicate (e.g. low stamina). */
  delicateWard?: boolean;
  /** holdThemOff / stopTheAction / completeTheAction: rounds required or available. */
  rounds?: number;
  /** holdThemOff: defended points. */
  defendedPoints?: number;
  /** assaultTheDefenses: clear benefits (high ground, cover, traps…) the defenders enjoy. */
  defenderBenefits?: number;
  /** stopTheAction: a single culprit whose defeat stops everything. */
  singleCulprit?: boolean;
  /** completeTheAction: the work needs tests. */
  workNeedsTests?: boolean;
}

/** R-EB-4 default numbers given with the objectives. */
export const OBJECTIVE_DEFAULTS = {
  holdThemOffRounds: 3,
  assaultTheDefensesTurns: 4,
  stopTheActionRounds: 3,
  destroyTheThingStaminaPerLevel: 35,
} as const;

/** R-EB-4 destroy the thing: the object's stamina is usually the heroes' level × 35. */
export function destroyTheThingStamina(heroLevel: number): number {
  return Math.max(0, heroLevel) * OBJECTIVE_DEFAULTS.destroyTheThingStaminaPerLevel;
}

/**
 * R-EB-4: the objective's listed modifiers that hold for these facts: +1 for each "one step harder", −1 for
 * each "one step easier" (seed 004, encounter objectives). Save another changes the hero count instead (a
 * capable ally counts as a hero) and lists none here.
 */
export function objectiveModifiers(objective: EncounterObjective, facts: ObjectiveFacts = {}): (1 | -1)[] {
  const rounds = facts.rounds;
  const known = facts.targetEv !== undefined && facts.totalEv !== undefined;
  const when = (holds: boolean, step: 1 | -1): (1 | -1)[] => (holds ? [step] : []);
  switch (objective) {
    case "defeatSpecificFoe":
      return when(known && 3 * (facts.targetEv ?? 0) <= (facts.totalEv ?? 0), -1);
    case "getTheThing":
      // No strong guard (a third of the EV or more) is one modifier, the thing hidden or held the other.
      return [
        ...when(!(known && 3 * (facts.targetEv ?? 0) >= (facts.totalEv ?? 0)), -1),
        ...when(facts.thingHiddenOrHeld === true, 1),
      ];
    case "destroyTheThing": {
      const defenses = facts.specialDefenses ?? 0;
      return [...when(defenses === 0, -1), ...when(defenses >= 2, 1)];
    }
    case "escort":
      return when(facts.delicateWard === true, 1);
    case "holdThemOff":
      return when(
        (rounds ?? OBJECTIVE_DEFAULTS.holdThemOffRounds) >= 5 || (facts.defendedPoints ?? 1) >= 3,
        1,
      );
    case "assaultTheDefenses":
      return when((facts.defenderBenefits ?? 0) >= 2, 1);
    case "stopTheAction":
      return [
        ...when((rounds ?? OBJECTIVE_DEFAULTS.stopTheActionRounds) <= 2, 1),
        ...when(facts.singleCulprit === true, -1),
      ];
    case "completeTheAction":
      return [
        ...when((rounds ?? COMPLETE_THE_ACTION_DEFAULT_ROUNDS) >= 5 || facts.workNeedsTests === true, 1),
        ...when(rounds !== undefined && rounds <= 2, -1),
      ];
    case "diminishNumbers":
    case "saveAnother":
      return [];
  }
}

/**
 * R-EB-4: difficulty steps an objective adds (+1 harder, −1 easier, 0 none), applied after the budget is
 * spent. The book lists each modifier on its own and is silent when two of one objective hold at once
 * (an item hidden by its owner and no strong guard; a short time limit and a single culprit): decision —
 * a harder and an easier modifier cancel, as a step up and a step down would, and two steps the same way
 * are still one step (the book's modifiers are each "one step").
 */
export function objectiveDifficultyShift(objective: EncounterObjective, facts: ObjectiveFacts = {}): number {
  return shiftOfModifiers(objectiveModifiers(objective, facts));
}

/** R-EB-4: the one step (or none) a list of an objective's modifiers comes to (see objectiveDifficultyShift). */
export function shiftOfModifiers(modifiers: readonly (1 | -1)[]): number {
  const sum = modifiers.reduce<number>((total, step) => total + step, 0);
  return Math.max(-1, Math.min(1, sum));
}

/* ───────────── Objectives won (R-EB-4 success conditions, seed 004 encounter objectives) ───────────── */

/**
 * R-EB-4 hold them off: the heroes last the rounds asked (3 unless the Director set more) and fewer enemies
 * got through the defended point than there are heroes.
 */
export function holdThemOffSucceeded(input: {
  roundsHeld: number;
  roundsRequired?: number;
  enemiesThrough: number;
  heroes: number;
}): boolean {
  const required = input.roundsRequired ?? OBJECTIVE_DEFAULTS.holdThemOffRounds;
  return input.roundsHeld >= required && input.enemiesThrough < input.heroes;
}

/** R-EB-4 save another: at least half of those to be saved are alive and safe (escaped or with the heroes). */
export function saveAnotherSucceeded(input: { saved: number; toSave: number }): boolean {
  if (input.toSave <= 0) return true;
  return 2 * input.saved >= input.toSave;
}

/**
 * R-EB-4 assault the defenses: the heroes hold the stronghold with no enemy inside for 4 turns (unless the
 * Director set another count). `turns` is the record turn by turn, in order; the turns must follow one
 * another (decision: a turn with an enemy inside or the heroes out starts the count again).
 */
export function assaultTheDefensesSucceeded(
  turns: readonly { heroesHold: boolean; enemiesInside: number }[],
  turnsRequired: number = OBJECTIVE_DEFAULTS.assaultTheDefensesTurns,
): boolean {
  let run = 0;
  for (const turn of turns) {
    run = turn.heroesHold && turn.enemiesInside === 0 ? run + 1 : 0;
    if (run >= turnsRequired) return true;
  }
  return false;
}

/** R-EB-4 assault the defenses: the turns in a row, up to the last one, the stronghold has been held clear. */
export function assaultTheDefensesTurnsHeld(
  turns: readonly { heroesHold: boolean; enemiesInside: number }[],
): number {
  let run = 0;
  for (const turn of turns) run = turn.heroesHold && turn.enemiesInside === 0 ? run + 1 : 0;
  return run;
}

/**
 * R-EB-4 hold them off, failed: as many enemies as there are heroes got through the defended point (the
 * book's success needs fewer), whatever the rounds still to hold.
 */
export function holdThemOffFailed(input: { enemiesThrough: number; heroes: number }): boolean {
  return input.heroes > 0 && input.enemiesThrough >= input.heroes;
}

/**
 * R-EB-4 complete the action: a round counts toward the work only when at least half of the heroes spent
 * a maneuver on it that round.
 */
export function completeTheActionRoundCounts(input: { heroes: number; heroesWorking: number }): boolean {
  if (input.heroes <= 0) return false;
  return 2 * input.heroesWorking >= input.heroes;
}

/** R-EB-4 complete the action: the default rounds of work (the book's modifiers read 5 or more as long). */
export const COMPLETE_THE_ACTION_DEFAULT_ROUNDS = 3;

/**
 * R-EB-4 complete the action, done: the rounds of work the Director set (`rounds`, else 3) have each counted
 * (completeTheActionRoundCounts). Decision: the book's "the number of tasks the Director named" is read as
 * rounds of work, the unit its modifiers use ("takes 5 or more rounds").
 */
export function completeTheActionSucceeded(input: {
  roundsWorked: number;
  roundsRequired?: number;
}): boolean {
  return input.roundsWorked >= (input.roundsRequired ?? COMPLETE_THE_ACTION_DEFAULT_ROUNDS);
}
