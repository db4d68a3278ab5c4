/**
 * R-CB-8 Ride on the board: a rider's drag with the Ride action prices the mount's movement — the mount's speed
 * and conditions, the creatures it meets on its rider's side (the mount and its riders are no obstacle). Read
 * from the scene's links (src/documents/mount-links.ts); the token ruler (./token-ruler.ts) and the step costs
 * (./movement-cost.ts) use it.
 */
import { mountLinks } from "../documents/mount-links.ts";
import { ridersOf, type PathCreature } from "../rules/index.ts";
import { readCreatures } from "./movement-board.ts";

/**
 * R-CB-8 Ride: a rider's Ride drag says where its mount goes, so the ruler counts to the mount's speed (after
 * its conditions), read from the scene's links (src/documents/mount-links.ts); any other action, the mover's own.
 */
export function rideMount(
  token: TokenDocument.Implementation,
  action: string,
): TokenDocument.Implementation | null {
  if (action !== "ride" || !token.id) return null;
  const link = mountLinks(token.parent)[token.id];
  return link?.kind === "ride" ? (token.parent?.tokens.get(link.mount) ?? null) : null;
}

/** The creatures a movement meets: for a Ride, all but the mount and its riders; else the mover's own. */
export function ridingCreatures(
  token: TokenDocument.Implementation,
  mount: TokenDocument.Implementation | null,
): PathCreature[] {
  if (!mount?.id) return readCreatures(token);
  // Decision: a ridden mount moves on its rider's side (whose enemies it passes and leaves).
  const riders = new Set(ridersOf(mountLinks(token.parent), mount.id));
  return readCreatures(token).filter((c) => c.id !== mount.id && !riders.has(c.id));
}
