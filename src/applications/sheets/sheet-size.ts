/**
 * The size an actor sheet opens at (ApplicationV2 `position`): the hero sheet's header is measured against it
 * in the gallery (test/browser/hero-header.test.ts), so it is stated once here.
 */
export const ACTOR_SHEET_SIZE = { width: 760, height: 820 } as const;
