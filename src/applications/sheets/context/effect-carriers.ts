/**
 * Item types whose effects reach their owner (an ability's effects are its tiers' custom effects). Its own
 * module so the item sheet's shell (item-sheet.ts) knows its parts at start without the Effects tab's code.
 */
export const EFFECT_CARRIERS: ReadonlySet<string> = new Set([
  "kit",
  "treasure",
  "title",
  "perk",
  "complication",
  "feature",
  "ancestry",
  "culture",
  "career",
  "class",
  "subclass",
]);
