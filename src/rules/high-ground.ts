/**
 * R-CN-11 high ground, from the book (004 「高所 (High Ground)」): a creature standing on the ground that
 * occupies a space entirely above the target's space gains an edge on power rolls against it; 「対象より完全に
 * 高い位置」 means the bottom of the creature's space is above, or level with, the top of the target's space.
 * Heights are in squares: a creature's space is as tall as it is wide (R-MV-13).
 */

/** A creature's space for high ground: its lowest square's height and its side in squares. */
export interface HeightSpan {
  z: number;
  size: number;
}

/** The user's space is entirely above the target's: its bottom at or over the target's top. */
export function hasHighGround(user: HeightSpan, target: HeightSpan): boolean {
  return user.z >= target.z + Math.max(1, target.size);
}
