/**
 * Effect targets every creature has (docs/DATA.md `bonuses`, `conditionImmunities`): numbers that are 0
 * in stored data and that kits, ancestries, treasures, titles and abilities raise through ActiveEffect
 * changes; the rules engine reads them in derived data and rolls.
 */
import { CONDITIONS } from "../../rules/index.ts";
import { count, integer } from "./numbers.ts";

const { SchemaField, SetField, StringField } = foundry.data.fields;

export function bonusesField() {
  return new SchemaField({
    /** Stamina added once per echelon, once per level, and a flat treasure bonus (effectStaminaBonus). */
    stamina: new SchemaField({ echelon: integer(), level: integer(), treasure: integer() }),
    /** Added to the recovery value (R-RC-1). */
    recoveryValue: integer(),
    /** Edges and banes on power rolls made against this creature (R-PR-10). */
    against: new SchemaField({ edges: count(), banes: count() }),
  });
}

/** Conditions this creature can't have (an effect that would impose one does nothing, R-CN). */
export function conditionImmunitiesField() {
  return new SetField(new StringField({ required: true, blank: false, choices: [...CONDITIONS] }));
}
