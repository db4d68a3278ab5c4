/** The options a hero is built from, in the order the builder asks for them. */
export const OPTION_TYPES = ["ancestry", "culture", "career", "class", "subclass", "kit"] as const;
export type OptionType = (typeof OPTION_TYPES)[number];
