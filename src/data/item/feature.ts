import { FEATURE_TYPES } from "../vocabulary.ts";
import { keepOldSources } from "../migrations/pipeline.ts";
import { count } from "../fields/numbers.ts";
import { defineItemBase } from "./common.ts";
import { advancementsField } from "../fields/advancement.ts";

const { SchemaField, StringField } = foundry.data.fields;

/** Traits, Malice features (R-ML-4) and class/ancestry/kit features. */
export const defineFeatureSchema = () => ({
  ...defineItemBase(),
  featureType: new StringField({
    required: true,
    blank: false,
    choices: [...FEATURE_TYPES],
    initial: "trait",
  }),
  cost: new SchemaField({ malice: count() }),
  /** R-HERO-ADV: what an ancestry trait costs from the ancestry's points (0: not a purchased trait). */
  points: count(),
  advancements: advancementsField(),
  /**
   * R-HERO-KIT-TWO: how many kits this feature lets its hero use (the Tactician's Field Arsenal: 2); 0 says
   * nothing about kits, and every hero may use one.
   */
  kits: count(0, 2),
});
export type FeatureSchema = ReturnType<typeof defineFeatureSchema>;

export class FeatureModel extends foundry.abstract.TypeDataModel<FeatureSchema, Item.Implementation> {
  /** Field labels and hints: STEELBOUND.Item.FIELDS (shared fields), then STEELBOUND.Feature.FIELDS. */
  static override LOCALIZATION_PREFIXES = ["STEELBOUND.Item", "STEELBOUND.Feature"];
  static override defineSchema(): FeatureSchema {
    return defineFeatureSchema();
  }
  static {
    keepOldSources(this, "none");
  }
}
