/**
 * R-CN-11 high ground, from the book (004 「高所 (High Ground)」, 001 the same passage): a creature standing on the
 * ground that occupies a space entirely above the target's space gains an edge on power rolls against it;
 * 「対象より完全に高い位置」 means the bottom of the creature's space is above, or level with, the top of the target's
 * space. 「クリーチャーが登攀中にこの利益を得るには、スピードの項目に「登攀」があるか…」: a climbing creature has it only
 * with a climb speed (or climbing at full speed). 「完全に地中にいる穴掘りクリーチャーに対して、「高所」の利益を得ることは
 * できない」 (001/004 穴掘りクリーチャーの対象指定). Heights are in squares: a creature's space is as tall as it is wide
 * (R-MV-13).
 *
 * Where the book is silent, decided here: "standing on the ground" (地面に立っている) excludes a flying creature
 * and a prone one (a prone creature lies, it does not stand: R-CN-5); a creature clinging to a wall is not
 * standing either, which is why the climbing clause exists, so a climber with a climb speed counts as if it
 * stood. What the user stands on may be a ledge, a roof or another creature's back; the board gives it as the
 * token's elevation.
 */

/** A creature's space for high ground: its lowest square's height and its side in squares. */
export interface HeightSpan {
  z: number;
  size: number;
}

/** How the user is placed, and whether the target is fully underground. */
export interface HighGroundFooting {
  /** On the ground (or a ledge, a roof): neither flying nor prone. */
  standing: boolean;
  /** Climbing a surface (a wall, a creature) rather than standing on it. */
  climbing?: boolean;
  /** Its speed lists Climb, or it climbs at full speed for now. */
  climbSpeed?: boolean;
  /** The target is a burrowing creature entirely inside the ground. */
  targetFullyBurrowed?: boolean;
}

/** The user's space is entirely above the target's: its bottom at or over the target's top. */
export function isEntirelyAbove(user: HeightSpan, target: HeightSpan): boolean {
  return user.z >= target.z + Math.max(1, target.size);
}

/** R-CN-11: the user has high ground over the target (an edge on power rolls against it). */
export function hasHighGround(user: HeightSpan, target: HeightSpan, footing: HighGroundFooting): boolean {
  if (footing.targetFullyBurrowed === true) return false;
  const footed = footing.climbing === true ? footing.climbSpeed === true : footing.standing;
  return footed && isEntirelyAbove(user, target);
}
