import { keepOldSources } from "../migrations/pipeline.ts";
import { count, integer } from "../fields/numbers.ts";
import { defineItemBase } from "./common.ts";
import { advancementsField } from "../fields/advancement.ts";
import { KIT_ARMOR, KIT_WEAPONS } from "../vocabulary.ts";

const { ArrayField, BooleanField, SchemaField, SetField, StringField } = foundry.data.fields;

/** Damage bonus per tier (t1, t2, t3). */
function tierBonuses() {
  return new ArrayField(count(), { required: true, min: 3, max: 3, initial: [0, 0, 0] });
}

export const defineKitSchema = () => ({
  ...defineItemBase(),
  advancements: advancementsField(),
  bonuses: new SchemaField({
    stamina: count(),
    speed: integer(),
    stability: count(),
    disengage: count(),
    meleeDamage: tierBonuses(),
    rangedDamage: tierBonuses(),
    meleeDistance: count(),
    rangedDistance: count(),
  }),
  /** What the kit comes with: its armor, a shield, the weapon types it wields, and an implement. */
  equipment: new SchemaField({
    armor: new StringField({ required: true, blank: true, choices: [...KIT_ARMOR], initial: "" }),
    shield: new BooleanField({ initial: false }),
    weapons: new SetField(new StringField({ required: true, blank: false, choices: [...KIT_WEAPONS] })),
    implement: new BooleanField({ initial: false }),
  }),
});
export type KitSchema = ReturnType<typeof defineKitSchema>;

export class KitModel extends foundry.abstract.TypeDataModel<KitSchema, Item.Implementation> {
  /** Field labels and hints: STEELBOUND.Item.FIELDS (its own fields are on its details tab). */
  static override LOCALIZATION_PREFIXES = ["STEELBOUND.Item"];
  static override defineSchema(): KitSchema {
    return defineKitSchema();
  }
  static {
    keepOldSources(this, "none");
  }
}
