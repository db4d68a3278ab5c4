declare module "fvtt-types/configuration" {
  interface FlagConfig {
    /** docs/DATA.md: `forcedMoved` marks the ability card's targets already force-moved, by target index. */
    ChatMessage: { steelbound?: { forcedMoved?: Partial<Record<string, boolean>> } };
  }
}

export {};
