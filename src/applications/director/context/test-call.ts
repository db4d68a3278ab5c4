/** The Director's "call for a test" dialog context (R-TS-1, R-TS-5): pure, so the gallery draws it. */
import { keyPart, type Localizer } from "../../../i18n.ts";
import { CHARACTERISTICS, type Characteristic } from "../../../rules/types.ts";
import { opposedTaskDifficulty, type TestDifficulty } from "../../../rules/index.ts";

export const DIFFICULTIES: readonly TestDifficulty[] = ["easy", "medium", "hard"];

/** The difficulty select's extra choice: set it from those who resist (seed 004 §テスト guideline). */
export const OPPOSED = "opposed";

/** A creature on the scene that may resist the task: its characteristic scores are its bonuses. */
export interface Resister {
  id: string;
  name: string;
  scores: Readonly<Record<Characteristic, number>>;
}

/** The dialog's template context: pure, so the gallery draws it. */
export function testCallDialogContext(
  i18n: Localizer,
  heroes: readonly { id: string; name: string }[],
  resisters: readonly Resister[] = [],
  /** R-PR-12: creatures on the scene that may oppose the hero (none: no opposed test offered). */
  opponents: readonly { uuid: string; name: string }[] = [],
) {
  return {
    characteristics: CHARACTERISTICS.map((value) => ({
      value,
      label: i18n.localize(`STEELBOUND.RollDialog.Characteristic.${value}`),
    })),
    difficulties: [
      ...DIFFICULTIES.map((value) => ({
        value,
        label: i18n.localize(`STEELBOUND.RollDialog.Difficulty${keyPart(value)}`),
        selected: value === "medium",
      })),
      { value: OPPOSED, label: i18n.localize("STEELBOUND.TestCall.Opposed.Choice"), selected: false },
    ],
    heroes,
    resisters: resisters.map((r) => ({
      id: r.id,
      name: r.name,
      scores: CHARACTERISTICS.map(
        (c) => `${i18n.localize(`STEELBOUND.RollDialog.Characteristic.${c}`)} ${r.scores[c]}`,
      ).join(", "),
    })),
    opponents,
  };
}

/**
 * Seed 004 §テスト (the guideline for a task some creature resists): each resister's bonus is its score in
 * the test's characteristic, the hero's his own (a skill's +2 is the player's choice at the roll and is not
 * known when the test is called). Decision for a group test: the card carries one difficulty, so it is
 * the hardest any of the heroes gets — the group must all overcome the resistance.
 */
export function opposedCallDifficulty(
  heroBonuses: readonly number[],
  resisterBonuses: readonly number[],
): TestDifficulty {
  const order: readonly TestDifficulty[] = ["easy", "medium", "hard"];
  let hardest: TestDifficulty = "easy";
  for (const bonus of heroBonuses) {
    const d = opposedTaskDifficulty(bonus, resisterBonuses);
    if (order.indexOf(d) > order.indexOf(hardest)) hardest = d;
  }
  return hardest;
}
