import { DAMAGE_TYPES, type DamageType } from "../../rules/types.ts";
import type { DamageModifiers } from "../../rules/index.ts";
import { count } from "./numbers.ts";

const { SchemaField, SetField, StringField } = foundry.data.fields;

type ModifierKey = DamageType | "all";
const MODIFIER_KEYS: readonly ModifierKey[] = ["all", ...DAMAGE_TYPES];

function modifierValues() {
  // One integer per damage type plus "all" (a plain "damage immunity X" / "damage weakness X", R-DM-2/3).
  return new SchemaField(Object.fromEntries(MODIFIER_KEYS.map((key) => [key, count()])) as ModifierFields);
}
type ModifierFields = Record<ModifierKey, ReturnType<typeof count>>;

/** R-DM-2, R-DM-3: immunities and weaknesses by type; `immuneAll` holds types with "immunity all". */
export function damageField() {
  return new SchemaField({
    immunities: modifierValues(),
    weaknesses: modifierValues(),
    immuneAll: new SetField(new StringField({ required: true, blank: false, choices: [...DAMAGE_TYPES] })),
  });
}

export interface DamageSource {
  immunities: Record<ModifierKey, number>;
  weaknesses: Record<ModifierKey, number>;
  immuneAll: Set<string>;
}

/** The rules engine's view of an actor's immunities and weaknesses (zero entries are omitted). */
export function toDamageModifiers(damage: DamageSource): {
  immunities: DamageModifiers;
  weaknesses: DamageModifiers;
} {
  const immunities: DamageModifiers = {};
  const weaknesses: DamageModifiers = {};
  for (const key of MODIFIER_KEYS) {
    if (damage.immunities[key] > 0) immunities[key] = damage.immunities[key];
    if (damage.weaknesses[key] > 0) weaknesses[key] = damage.weaknesses[key];
  }
  for (const type of DAMAGE_TYPES) if (damage.immuneAll.has(type)) immunities[type] = "all";
  return { immunities, weaknesses };
}
