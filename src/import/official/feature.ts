/** Official `feature` and `ancestryTrait` items → Steelbound features (traits, R-ML-4 Malice, class…). */
import type { Converted, JsonObject } from "./context.ts";
import { finishItem, itemReader, type ItemOptions } from "./item-base.ts";

export interface FeatureOptions extends ItemOptions {
  /** Who owns the feature: monster and retainer features are traits. */
  ownerKind?: "monster" | "hero" | "retainer" | "none";
}

export function convertFeature(source: JsonObject, options: FeatureOptions): Converted {
  const reader = itemReader(source, options);
  const owned = options.ownerKind === "monster" || options.ownerKind === "retainer";
  reader.noteIfSet("type.value", "feature type is not modelled");
  reader.noteIfSet("type.subtype", "feature subtype is not modelled");
  reader.use("type");
  return finishItem(
    source,
    reader,
    "feature",
    { featureType: owned ? "trait" : "other", cost: { malice: 0 } },
    options,
  );
}

export function convertAncestryTrait(source: JsonObject, options: ItemOptions): Converted {
  const reader = itemReader(source, options);
  // R-HERO-ADV: what the trait costs from its ancestry's points (none: a signature trait, 0).
  const points = Math.max(0, reader.num("points"));
  return finishItem(
    source,
    reader,
    "feature",
    { featureType: "ancestry", cost: { malice: 0 }, points },
    options,
  );
}
