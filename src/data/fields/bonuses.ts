/**
 * Effect targets every creature has (docs/DATA.md `bonuses`, `conditionImmunities`): numbers that are 0
 * in stored data and that kits, ancestries, treasures, titles and abilities raise through ActiveEffect
 * changes; the rules engine reads them in derived data and rolls.
 */
import { CONDITIONS, SAVE_TARGET } from "../../rules/index.ts";
import { DAMAGE_TYPES, type DamageType } from "../../rules/types.ts";
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
    /**
     * The d10 a saving throw must reach (R-AB-11: 6). Not a bonus but what a feature sets: an ancestry
     * trait's effect lowers it to 5 (change mode DOWNGRADE or OVERRIDE, value 5). Kept in 1–10.
     */
    saveThreshold: integer({ min: 1, max: 10, initial: SAVE_TARGET }),
    /**
     * Added to the d10 of every saving throw (R-AB-11, src/rules/effects.ts saveBonus): a feature's "+1 to
     * saving throws" is an ADD change of 1. Schema 6, initial 0.
     */
    saveBonus: integer(),
    /** Bonuses that grow with level: N per level (levelScaledBonus), added in derived data, never stored. */
    perLevel: scaledBonuses(),
    /** Bonuses that grow with echelon: N per echelon (R-MO-6). */
    perEchelon: scaledBonuses(),
  });
}

type ModifierKey = DamageType | "all";
const MODIFIER_KEYS: readonly ModifierKey[] = ["all", ...DAMAGE_TYPES];
type ModifierFields = Record<ModifierKey, ReturnType<typeof count>>;

/** Per damage type (and "all"): the immunity or weakness one level (or echelon) gives. */
function perType() {
  return new SchemaField(Object.fromEntries(MODIFIER_KEYS.map((key) => [key, count()])) as ModifierFields);
}

/**
 * The level-scaled numbers (docs/DATA.md `bonuses.perLevel`): speed, stability and disengage add; an
 * immunity or weakness stands beside the creature's other one of its type and the higher applies
 * (R-DM-2, R-DM-3).
 */
function scaledBonuses() {
  return new SchemaField({
    speed: integer(),
    stability: integer(),
    disengage: integer(),
    immunities: perType(),
    weaknesses: perType(),
  });
}

/** Conditions this creature can't have (an effect that would impose one does nothing, R-CN). */
export function conditionImmunitiesField() {
  return new SetField(new StringField({ required: true, blank: false, choices: [...CONDITIONS] }));
}
