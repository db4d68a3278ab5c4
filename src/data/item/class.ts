import { CHARACTERISTICS } from "../../rules/types.ts";
import { keepOldSources } from "../migrations/pipeline.ts";
import { count } from "../fields/numbers.ts";
import { defineItemBase } from "./common.ts";
import { plainText } from "../fields/text.ts";
import { advancementsField } from "../fields/advancement.ts";

const { ArrayField, BooleanField, SchemaField, SetField, StringField } = foundry.data.fields;

/** How often a heroic-resource trigger may pay out (docs/DATA.md `class`): once a round, once a combat, or freely. */
export const RESOURCE_TRIGGER_WINDOWS = ["round", "encounter", "any"] as const;

/** A dice formula or a number ("1", "1d3"); blank for none. */
const formulaField = () =>
  new StringField({
    required: true,
    blank: true,
    initial: "",
    validate: (formula: string) => formula.trim() === "" || Roll.validate(formula),
    validationError: "must be a dice formula such as 1d3 or 2",
  });

/** R-AB-8: a class names its heroic resource; stamina and recoveries come from the class. */
export const defineClassSchema = () => ({
  ...defineItemBase(),
  /** R-HERO-ADV: what the class grants level by level. */
  advancements: advancementsField(),
  heroicResource: new SchemaField({
    name: plainText(),
    /** R-AB-8: the dice formula gained at the start of each turn ("1d3", "2"); blank for none. */
    gainPerTurn: formulaField(),
    /**
     * R-AB-8: the class's other ways to gain the resource ("the first time each round you take damage, gain 1
     * ferocity"): what happens (`kind`, a Forge Steel tag such as "take-damage"; `text`, the class's own
     * words), how much (a formula) and how often. The hero sheet offers each as a one-click gain.
     */
    triggers: new ArrayField(
      new SchemaField({
        kind: new StringField({ required: true, blank: true, initial: "" }),
        text: plainText(),
        gain: formulaField(),
        window: new StringField({
          required: true,
          blank: false,
          choices: [...RESOURCE_TRIGGER_WINDOWS],
          initial: "round",
        }),
      }),
    ),
    /**
     * R-AB-8: how far below 0 the resource may go: −(base + the characteristic's score); base 0 and no
     * characteristic (the default) stop it at 0. A Talent's clarity: base 1, Reason.
     */
    floor: new SchemaField({
      base: count(),
      characteristic: new StringField({
        required: true,
        blank: true,
        choices: ["", ...CHARACTERISTICS],
        initial: "",
      }),
    }),
  }),
  stamina: new SchemaField({ starting: count(), perLevel: count() }),
  recoveries: count(),
  primaryCharacteristics: new SetField(
    new StringField({ required: true, blank: false, choices: [...CHARACTERISTICS] }),
  ),
  /** The name of the class's epic resource ("" = none); the hero keeps its value in `epicResource`. */
  epicResource: plainText(),
  /**
   * The class's hero has a companion creature beside them (the Beastheart): the builder offers the world's
   * companions and creates the one picked, following the hero. Set by the importers from the class's data
   * (its official id, or a Forge Steel companion choice), never from its translated name.
   */
  companion: new BooleanField({ required: true, nullable: false, initial: false }),
});
export type ClassSchema = ReturnType<typeof defineClassSchema>;

export const defineSubclassSchema = () => ({
  ...defineItemBase(),
  advancements: advancementsField(),
  /** Name of the class this subclass belongs to. */
  class: plainText(),
});
export type SubclassSchema = ReturnType<typeof defineSubclassSchema>;

export class ClassModel extends foundry.abstract.TypeDataModel<ClassSchema, Item.Implementation> {
  /** Field labels and hints: STEELBOUND.Item.FIELDS (shared fields), then STEELBOUND.Class.FIELDS. */
  static override LOCALIZATION_PREFIXES = ["STEELBOUND.Item", "STEELBOUND.Class"];
  static override defineSchema(): ClassSchema {
    return defineClassSchema();
  }
  static {
    keepOldSources(this, "class");
  }
}

export class SubclassModel extends foundry.abstract.TypeDataModel<SubclassSchema, Item.Implementation> {
  /** Field labels and hints: STEELBOUND.Item.FIELDS (its own fields are on its details tab). */
  static override LOCALIZATION_PREFIXES = ["STEELBOUND.Item"];
  static override defineSchema(): SubclassSchema {
    return defineSubclassSchema();
  }
  static {
    keepOldSources(this, "none");
  }
}
