import { TREASURE_CATEGORIES } from "../vocabulary.ts";
import { keepOldSources } from "../migrations/pipeline.ts";
import { count, integer } from "../fields/numbers.ts";
import { defineItemBase } from "./common.ts";
import { plainText } from "../fields/text.ts";
import { CHARACTERISTICS } from "../../rules/types.ts";

const { BooleanField, SchemaField, SetField, StringField } = foundry.data.fields;

/** R-RW-1: consumables, trinkets, leveled treasures and artifacts. */
export const defineTreasureSchema = () => ({
  ...defineItemBase(),
  category: new StringField({
    required: true,
    blank: false,
    choices: [...TREASURE_CATEGORIES],
    initial: "trinket",
  }),
  echelon: integer({ min: 1, max: 4, initial: 1 }),
  quantity: count(1),
  keywords: new SetField(new StringField({ required: true, blank: false })),
  equipped: new BooleanField({ initial: false }),
  /** R-DT-2: the project that crafts this treasure (goal 0 = none given). */
  project: new SchemaField({
    goal: count(),
    prerequisite: plainText(),
    projectSource: plainText(),
    characteristics: new SetField(
      new StringField({ required: true, blank: false, choices: [...CHARACTERISTICS] }),
    ),
    /** How many items one project makes ("1d3"), as written; blank = one. */
    yield: plainText(),
  }),
});
export type TreasureSchema = ReturnType<typeof defineTreasureSchema>;

export class TreasureModel extends foundry.abstract.TypeDataModel<TreasureSchema, Item.Implementation> {
  /** Field labels and hints: STEELBOUND.Item.FIELDS (shared fields), then STEELBOUND.Treasure.FIELDS. */
  static override LOCALIZATION_PREFIXES = ["STEELBOUND.Item", "STEELBOUND.Treasure"];
  static override defineSchema(): TreasureSchema {
    return defineTreasureSchema();
  }
  static {
    keepOldSources(this, "treasure");
  }
}
