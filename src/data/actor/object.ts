/**
 * A dynamic terrain object (004 「ダイナミック地形オブジェクト(DTO)」, Draw Steel: Monsters): a thing on the map
 * with stamina, an area and the abilities it triggers. It is not a creature: R-PR-7 for objects (004
 * 「物体」) — forced to test, it gets tier 1 (`targetTestResult({ object })`); 001 「オブジェクトの強制移動
 * ダメージの追跡」 — it takes damage as a creature would, so the stamina block matches a monster's and the
 * apply path (queries/apply-results) reads it unchanged.
 */
import { OBJECT_CATEGORIES, ROLES } from "../vocabulary.ts";
import { biographyField } from "../fields/biography.ts";
import { characteristicsField } from "../fields/characteristics.ts";
import { damageField } from "../fields/damage.ts";
import { movementField, sizeField } from "../fields/movement.ts";
import { count, integer } from "../fields/numbers.ts";
import { staminaField } from "../fields/stamina.ts";
import { plainText } from "../fields/text.ts";
import { legacyField } from "../fields/legacy.ts";
import { schemaVersionField } from "../migrations/index.ts";
import { keepOldSources } from "../migrations/pipeline.ts";
import { bonusesField, conditionImmunitiesField } from "../fields/bonuses.ts";
import type { AbilityBonusChange } from "../../rules/index.ts";
import { prepareCreature, type CommonDerived, type DerivedStamina } from "./common.ts";

const { BooleanField, SetField, StringField } = foundry.data.fields;

export const defineObjectSchema = () => ({
  schemaVersion: schemaVersionField(),
  level: integer({ min: 0, max: 20, initial: 1 }),
  category: new StringField({
    required: true,
    blank: false,
    choices: [...OBJECT_CATEGORIES],
    initial: "hazard",
  }),
  role: new StringField({ required: true, blank: true, choices: ["", ...ROLES], initial: "" }),
  ev: count(),
  /** What the object covers on the map, as the stat block words it ("10 × 10 patch"). */
  area: plainText(),
  /** Each square of the area has this stamina and is destroyed on its own (the Lava's "each square"). */
  squareStamina: new BooleanField({ initial: false }),
  keywords: new SetField(new StringField({ required: true, blank: false })),
  size: sizeField(),
  // Most objects stay put; siege engines and mechanisms may move.
  movement: movementField(0),
  stamina: staminaField(),
  stability: count(),
  damage: damageField(),
  bonuses: bonusesField(),
  conditionImmunities: conditionImmunitiesField(),
  /** Objects have no characteristics (all 0); kept so tests and potencies read one shape. */
  characteristics: characteristicsField(),
  biography: biographyField(),
  legacy: legacyField(),
});
export type ObjectSchema = ReturnType<typeof defineObjectSchema>;

type ObjectDerived = CommonDerived & {
  stamina: DerivedStamina;
  abilityBonuses: AbilityBonusChange[];
};

export class ObjectModel extends foundry.abstract.TypeDataModel<
  ObjectSchema,
  Actor.Implementation,
  Record<string, never>,
  ObjectDerived
> {
  static override defineSchema(): ObjectSchema {
    return defineObjectSchema();
  }

  static {
    keepOldSources(this, "none");
  }

  override prepareBaseData(): void {
    Object.assign(this, { abilityBonuses: [] });
  }

  override prepareDerivedData(): void {
    prepareCreature(this, "director");
  }
}
