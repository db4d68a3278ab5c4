/** The options a hero is built from, in the order the builder asks for them. */
export const OPTION_TYPES = [
  "ancestry",
  "culture",
  "career",
  "class",
  "subclass",
  "kit",
  "complication",
] as const;

export type OptionType = (typeof OPTION_TYPES)[number];

/** Steps a hero may leave empty: no kit (classes that use none) and no complication (the book's is optional). */
export const OPTIONAL_TYPES: readonly OptionType[] = ["kit", "complication"];
