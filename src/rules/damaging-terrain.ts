/**
 * R-MV-4 damaging terrain (001 and 004 §ダメージを与える地形): acid, fire, sharp rocks, lava or any area that
 * damages a creature in it is damaging terrain; the damage it deals is written in the terrain's own
 * description or in the effect that made it. Forced into it, a creature is affected as if it had entered of
 * its own will (001 §強制移動: 「自ら進んで進入したのと同様にその効果を受ける」).
 * The book leaves when the damage falls to each terrain's text; the descriptions in play name entering it
 * and starting a turn in it, so (decision) the Director picks one of those, or both, per terrain. Each one
 * deals its damage once: once per movement that takes the creature into the terrain from outside (a path
 * that leaves and comes back in one movement enters once), and once per start of the creature's turn
 * while it is inside.
 */

/** When a damaging terrain deals its damage (the Director's choice for the terrain). */
export const TERRAIN_TRIGGERS = ["enter", "turnStart", "both"] as const;
export type TerrainTrigger = (typeof TERRAIN_TRIGGERS)[number];
/** What just happened to the creature. */
export type TerrainEvent = "enter" | "turnStart";

/** R-MV-4: the terrain deals its damage on this event. */
export function terrainDamageDue(trigger: TerrainTrigger, event: TerrainEvent): boolean {
  return trigger === "both" || trigger === event;
}

/**
 * R-MV-4: a movement enters the terrain when it starts outside it and some square of its path is inside
 * (`stepsInside`: each square the movement passed, in order, inside or not). Once per movement.
 */
export function entersTerrain(startsInside: boolean, stepsInside: readonly boolean[]): boolean {
  return !startsInside && stepsInside.some(Boolean);
}
