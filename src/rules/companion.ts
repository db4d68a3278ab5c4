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

/**
 * A companion's Stamina maximum: its stat block's own when it gives one, else its hero's (the Beastheart's
 * companion has a Stamina maximum equal to its hero's; the official companion writes 0 for "from its
 * master", and Forge Steel's "equal to the controller's Stamina" on a stat block of 0).
 */
export function companionStaminaMax(own: number, heroMax: number): number {
  return own > 0 ? Math.trunc(own) : Math.max(0, Math.trunc(heroMax));
}
