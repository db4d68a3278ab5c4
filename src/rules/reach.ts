/**
 * R-AB-2: how far an ability reaches. "Melee X" and "Ranged X" reach a creature whose space is within X
 * squares of the user's space (a diagonal step is one square; adjacent spaces are 1 apart), so a larger
 * creature's bigger space reaches further and is reached sooner. "Melee X or Ranged X" reaches the longer.
 * Self, areas (their template is checked instead) and special distances are not measured here.
 */
import type { GroundFootprint as Footprint } from "./squares.ts";

/** Squares between two spaces counted as Draw Steel counts them (0 when they overlap, 1 adjacent). */
export function spaceGap(a: Footprint, b: Footprint): number {
  const axis = (lo1: number, side1: number, lo2: number, side2: number) => {
    const hi1 = lo1 + side1 - 1;
    const hi2 = lo2 + side2 - 1;
    return lo2 > hi1 ? lo2 - hi1 : lo1 > hi2 ? lo1 - hi2 : 0;
  };
  return Math.max(axis(a.x, a.size, b.x, b.size), axis(a.y, a.size, b.y, b.size));
}

export type MeasuredDistance = "melee" | "ranged" | "meleeRanged";

export function isMeasuredDistance(kind: string): kind is MeasuredDistance {
  return kind === "melee" || kind === "ranged" || kind === "meleeRanged";
}

/** R-AB-2: the farthest gap this distance reaches (melee is at least 1: adjacent). */
export function reachOf(kind: MeasuredDistance, distance: { melee: number; ranged: number }): number {
  const melee = Math.max(1, distance.melee);
  if (kind === "melee") return melee;
  if (kind === "ranged") return Math.max(0, distance.ranged);
  return Math.max(melee, distance.ranged);
}

/** R-AB-2: the target's space is within the ability's distance of the user's space. */
export function withinReach(
  kind: MeasuredDistance,
  distance: { melee: number; ranged: number },
  user: Footprint,
  target: Footprint,
): boolean {
  return spaceGap(user, target) <= reachOf(kind, distance);
}

/** R-AB-2 targets: "One creature" names 1, "Two creatures" 2; 0 is an unnumbered line ("Each …", "Self"). */
export function targetsAllowed(count: number, claimed: number): boolean {
  return count <= 0 || claimed <= count;
}
