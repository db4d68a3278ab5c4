/**
 * A Beastheart and their companion (the Beastheart book, read from the official system's class data: the
 * "Ferocity" and "Rampage" features; the core seeds do not describe the class, so no digest ID). The hero
 * holds the heroic resource (Ferocity); the companion's abilities cost it too and are paid from the
 * hero's pool. The companion holds a second resource (Rampage) it never spends: whenever the hero or the
 * companion spends ferocity, the companion gains that much; both are lost when the encounter ends.
 */

/** What the companion's own resource gains when its hero's resource was spent (by either of them). */
export function companionResourceGain(heroResourceSpent: number): number {
  return Math.max(0, Math.trunc(heroResourceSpent));
}

/** The companion's own resource when the encounter ends (as the hero's, R-AB-8). */
export const COMPANION_RESOURCE_AFTER_ENCOUNTER = 0;
