import { describe, expect, it } from "vitest";
import {
  OBJECTIVE_DEFAULTS,
  destroyTheThingStamina,
  encounterBudget,
  encounterBudgetWithRetainers,
  encounterEv,
  heroEncounterValue,
  leftoverBudget,
  objectiveDifficultyShift,
  objectiveModifiers,
  holdThemOffSucceeded,
  saveAnotherSucceeded,
  assaultTheDefensesSucceeded,
  completeTheActionRoundCounts,
  completeTheActionSucceeded,
  assaultTheDefensesTurnsHeld,
  holdThemOffFailed,
  shiftDifficulty,
} from "../../src/rules/index.ts";

describe("encounter budget", () => {
  it("R-EB-1: EV per hero by level is 6, 8, …, 24", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(heroEncounterValue)).toEqual([
      6, 8, 10, 12, 14, 16, 18, 20, 22, 24,
    ]);
    expect(heroEncounterValue(0)).toBe(6);
    expect(heroEncounterValue(12)).toBe(24);
  });

  it("R-EB-2: four level-1 heroes → 24 standard, 18 easy, 36 hard, 48 extreme", () => {
    const party = [1, 1, 1, 1];
    expect(encounterBudget(party, "standard")).toBe(24);
    expect(encounterBudget(party, "easy")).toBe(18);
    expect(encounterBudget(party, "hard")).toBe(36);
    expect(encounterBudget(party, "extreme")).toBe(48);
  });

  it("R-EB-2: mixed levels add up; a fractional easy budget rounds down (choice)", () => {
    expect(encounterBudget([3, 4, 5], "standard")).toBe(36);
    expect(encounterBudget([1], "easy")).toBe(4);
    expect(encounterBudget([], "hard")).toBe(0);
  });

  it("R-RT-2: a retainer counts as an extra hero of its level", () => {
    expect(encounterBudgetWithRetainers([1, 1, 1, 1], [1], "standard")).toBe(30);
    expect(encounterBudgetWithRetainers([5, 5], [3], "hard")).toBe(57);
  });
});

describe("encounter EV", () => {
  it("R-EB-3: 8 spinecleavers (EV 1) + 4 throwers (EV 1) + 2 scouts (EV 6) = 24", () => {
    expect(
      encounterEv([
        { ev: 1, count: 8, organization: "minion" },
        { ev: 1, count: 4, organization: "minion" },
        { ev: 6, count: 2, organization: "platoon" },
      ]),
    ).toBe(24);
  });

  it("R-EB-3: minion EV given per set of 4 — a partial set costs a full set (choice)", () => {
    expect(encounterEv([{ ev: 4, count: 8, organization: "minion", evPerSetOfFour: true }])).toBe(8);
    expect(encounterEv([{ ev: 4, count: 5, organization: "minion", evPerSetOfFour: true }])).toBe(8);
    expect(encounterEv([{ ev: 4, count: -1, evPerSetOfFour: true }])).toBe(0);
  });
});

describe("leftover budget", () => {
  it("R-EB-1: unspent budget can become Malice, never negative", () => {
    expect(leftoverBudget(24, 21)).toBe(3);
    expect(leftoverBudget(24, 26)).toBe(0);
  });
});

describe("objectives", () => {
  it("R-EB-4: destroy the thing — object stamina is hero level × 35", () => {
    expect(destroyTheThingStamina(1)).toBe(35);
    expect(destroyTheThingStamina(4)).toBe(140);
    expect(destroyTheThingStamina(-1)).toBe(0);
    expect(OBJECTIVE_DEFAULTS).toMatchObject({ holdThemOffRounds: 3, assaultTheDefensesTurns: 4 });
  });

  it("R-EB-4: difficulty shifts move along easy → extreme and stop at the ends", () => {
    expect(shiftDifficulty("standard", 1)).toBe("hard");
    expect(shiftDifficulty("standard", -1)).toBe("easy");
    expect(shiftDifficulty("easy", -1)).toBe("easy");
    expect(shiftDifficulty("extreme", 2)).toBe("extreme");
  });

  it("R-EB-4: diminish numbers and save another change nothing", () => {
    expect(objectiveDifficultyShift("diminishNumbers")).toBe(0);
    expect(objectiveDifficultyShift("saveAnother")).toBe(0);
  });

  it("R-EB-4: defeat a specific foe worth a third of the EV or less is easier", () => {
    expect(objectiveDifficultyShift("defeatSpecificFoe", { targetEv: 8, totalEv: 24 })).toBe(-1);
    expect(objectiveDifficultyShift("defeatSpecificFoe", { targetEv: 12, totalEv: 24 })).toBe(0);
    expect(objectiveDifficultyShift("defeatSpecificFoe")).toBe(0);
  });

  it("R-EB-4: get the thing — unguarded is easier, hidden or held is harder", () => {
    expect(objectiveDifficultyShift("getTheThing", { targetEv: 4, totalEv: 24 })).toBe(-1);
    expect(objectiveDifficultyShift("getTheThing", { targetEv: 8, totalEv: 24 })).toBe(0);
    expect(
      objectiveDifficultyShift("getTheThing", { targetEv: 8, totalEv: 24, thingHiddenOrHeld: true }),
    ).toBe(1);
    expect(objectiveDifficultyShift("getTheThing")).toBe(-1);
  });

  it("R-EB-4: two of one objective's modifiers, one harder and one easier, cancel", () => {
    // Hidden or held, and no guard worth a third of the EV: one step up, one step down.
    expect(objectiveModifiers("getTheThing", { thingHiddenOrHeld: true })).toEqual([-1, 1]);
    expect(objectiveDifficultyShift("getTheThing", { thingHiddenOrHeld: true })).toBe(0);
    expect(
      objectiveDifficultyShift("getTheThing", { targetEv: 4, totalEv: 24, thingHiddenOrHeld: true }),
    ).toBe(0);
    // Two rounds to stop it, but one culprit whose fall stops everything.
    expect(objectiveDifficultyShift("stopTheAction", { rounds: 2, singleCulprit: true })).toBe(0);
    expect(objectiveDifficultyShift("stopTheAction", { rounds: 2 })).toBe(1);
    // Work that needs tests, in two rounds.
    expect(objectiveDifficultyShift("completeTheAction", { rounds: 2, workNeedsTests: true })).toBe(0);
    // Two "harder" reasons of hold them off are still one step.
    expect(objectiveDifficultyShift("holdThemOff", { rounds: 6, defendedPoints: 3 })).toBe(1);
  });

  it("R-EB-4: hold them off is won after the rounds asked with fewer enemies through than heroes", () => {
    expect(holdThemOffSucceeded({ roundsHeld: 3, enemiesThrough: 3, heroes: 4 })).toBe(true);
    expect(holdThemOffSucceeded({ roundsHeld: 3, enemiesThrough: 4, heroes: 4 })).toBe(false);
    expect(holdThemOffSucceeded({ roundsHeld: 2, enemiesThrough: 0, heroes: 4 })).toBe(false);
    expect(holdThemOffSucceeded({ roundsHeld: 4, roundsRequired: 5, enemiesThrough: 0, heroes: 4 })).toBe(
      false,
    );
  });

  it("R-EB-4: save another is won when half or more of those to be saved are safe", () => {
    expect(saveAnotherSucceeded({ saved: 3, toSave: 6 })).toBe(true);
    expect(saveAnotherSucceeded({ saved: 2, toSave: 5 })).toBe(false);
    expect(saveAnotherSucceeded({ saved: 3, toSave: 5 })).toBe(true);
  });

  it("R-EB-4: assault the defenses is won by 4 turns in a row holding the stronghold with no enemy inside", () => {
    const held = { heroesHold: true, enemiesInside: 0 };
    const contested = { heroesHold: true, enemiesInside: 1 };
    expect(assaultTheDefensesSucceeded([held, held, held, held])).toBe(true);
    expect(assaultTheDefensesSucceeded([held, held, contested, held, held])).toBe(false);
    expect(assaultTheDefensesSucceeded([held, contested, held, held, held, held])).toBe(true);
  });

  it("R-EB-4: complete the action counts a round only when half the heroes or more worked on it", () => {
    expect(completeTheActionRoundCounts({ heroes: 4, heroesWorking: 2 })).toBe(true);
    expect(completeTheActionRoundCounts({ heroes: 5, heroesWorking: 2 })).toBe(false);
    expect(completeTheActionRoundCounts({ heroes: 5, heroesWorking: 3 })).toBe(true);
  });

  it("R-EB-4: hold them off fails once as many enemies as heroes got through", () => {
    expect(holdThemOffFailed({ enemiesThrough: 3, heroes: 4 })).toBe(false);
    expect(holdThemOffFailed({ enemiesThrough: 4, heroes: 4 })).toBe(true);
    expect(holdThemOffFailed({ enemiesThrough: 0, heroes: 0 })).toBe(false);
  });

  it("R-EB-4: assault the defenses counts the turns held in a row up to the last one", () => {
    const held = { heroesHold: true, enemiesInside: 0 };
    const lost = { heroesHold: false, enemiesInside: 0 };
    expect(assaultTheDefensesTurnsHeld([])).toBe(0);
    expect(assaultTheDefensesTurnsHeld([held, held, lost, held])).toBe(1);
    expect(assaultTheDefensesTurnsHeld([held, held, held])).toBe(3);
  });

  it("R-EB-4: complete the action is done after the rounds of work set (3 unless the Director set more)", () => {
    expect(completeTheActionSucceeded({ roundsWorked: 2 })).toBe(false);
    expect(completeTheActionSucceeded({ roundsWorked: 3 })).toBe(true);
    expect(completeTheActionSucceeded({ roundsWorked: 4, roundsRequired: 5 })).toBe(false);
  });

  it("R-EB-4: destroy the thing — no defenses easier, two or more harder", () => {
    expect(objectiveDifficultyShift("destroyTheThing")).toBe(-1);
    expect(objectiveDifficultyShift("destroyTheThing", { specialDefenses: 1 })).toBe(0);
    expect(objectiveDifficultyShift("destroyTheThing", { specialDefenses: 2 })).toBe(1);
  });

  it("R-EB-4: escort a delicate ward is harder", () => {
    expect(objectiveDifficultyShift("escort", { delicateWard: true })).toBe(1);
    expect(objectiveDifficultyShift("escort")).toBe(0);
  });

  it("R-EB-4: hold them off 5+ rounds or 3+ points is harder", () => {
    expect(objectiveDifficultyShift("holdThemOff")).toBe(0);
    expect(objectiveDifficultyShift("holdThemOff", { rounds: 5 })).toBe(1);
    expect(objectiveDifficultyShift("holdThemOff", { defendedPoints: 3 })).toBe(1);
  });

  it("R-EB-4: assault the defenses with 2+ defender benefits is harder", () => {
    expect(objectiveDifficultyShift("assaultTheDefenses", { defenderBenefits: 2 })).toBe(1);
    expect(objectiveDifficultyShift("assaultTheDefenses")).toBe(0);
  });

  it("R-EB-4: stop the action — 2 rounds or fewer harder, a single culprit easier", () => {
    expect(objectiveDifficultyShift("stopTheAction", { rounds: 2 })).toBe(1);
    expect(objectiveDifficultyShift("stopTheAction", { singleCulprit: true })).toBe(-1);
    expect(objectiveDifficultyShift("stopTheAction")).toBe(0);
  });

  it("R-EB-4: complete the action — 5+ rounds or tests harder, 2 rounds or fewer easier", () => {
    expect(objectiveDifficultyShift("completeTheAction", { rounds: 5 })).toBe(1);
    expect(objectiveDifficultyShift("completeTheAction", { workNeedsTests: true })).toBe(1);
    expect(objectiveDifficultyShift("completeTheAction", { rounds: 2 })).toBe(-1);
    expect(objectiveDifficultyShift("completeTheAction", { rounds: 3 })).toBe(0);
    expect(objectiveDifficultyShift("completeTheAction")).toBe(0);
  });
});
