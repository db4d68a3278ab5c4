import { legacyField } from "../fields/legacy.ts";
import type { AbilityBonusChange } from "../../rules/index.ts";
import { bonusesField, conditionImmunitiesField } from "../fields/bonuses.ts";
import { ROLES } from "../vocabulary.ts";
import { biographyField } from "../fields/biography.ts";
import { characteristicsField } from "../fields/characteristics.ts";
import { damageField } from "../fields/damage.ts";
import { movementField, sizeField } from "../fields/movement.ts";
import { count, integer } from "../fields/numbers.ts";
import { recoveriesField, staminaField } from "../fields/stamina.ts";
import { schemaVersionField } from "../migrations/index.ts";
import { keepOldSources } from "../migrations/pipeline.ts";
import { prepareCreature, type CommonDerived, type DerivedStamina } from "./common.ts";

const { DocumentUUIDField, SetField, StringField } = foundry.data.fields;

/** R-RT-1…R-RT-6: a monster-like stat block that belongs to a mentor hero and levels like one. */
export const defineRetainerSchema = () => ({
  schemaVersion: schemaVersionField(),
  level: integer({ min: 1, max: 10, initial: 1 }),
  role: new StringField({ required: true, blank: false, choices: [...ROLES], initial: "harrier" }),
  /** R-RT-1: the hero this retainer follows. */
  mentor: new DocumentUUIDField({ type: "Actor", nullable: true, initial: null }),
  characteristics: characteristicsField(),
  stamina: staminaField(),
  // R-RT-4: six recoveries.
  recoveries: recoveriesField(6),
  movement: movementField(),
  size: sizeField(),
  stability: count(),
  freeStrike: count(),
  damage: damageField(),
  disengage: count(1),
  /** Effect targets (docs/DATA.md `bonuses`). */
  bonuses: bonusesField(),
  conditionImmunities: conditionImmunitiesField(),
  keywords: new SetField(new StringField({ required: true, blank: false })),
  biography: biographyField(),
  legacy: legacyField(),
});
export type RetainerSchema = ReturnType<typeof defineRetainerSchema>;

type RetainerDerived = CommonDerived & {
  stamina: DerivedStamina;
  recoveries: { value: number; max: number; recoveryValue: number };
  abilityBonuses: AbilityBonusChange[];
};

export class RetainerModel extends foundry.abstract.TypeDataModel<
  RetainerSchema,
  Actor.Implementation,
  Record<string, never>,
  RetainerDerived
> {
  static override defineSchema(): RetainerSchema {
    return defineRetainerSchema();
  }

  static {
    keepOldSources(this, "retainer");
  }

  /** Ability bonuses are gathered afresh from the effects each preparation (docs/DATA.md `abilityBonuses`). */
  override prepareBaseData(): void {
    Object.assign(this, { abilityBonuses: [] });
  }

  override prepareDerivedData(): void {
    // R-RT-4: dying and dead like a hero.
    prepareCreature(this, "retainer");
  }
}
