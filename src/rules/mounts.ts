/**
 * Mounted combat and climbing creatures (R-CB-8 Ride; the rest has no digest line yet, so the seed passages
 * are cited): 004 第10章「騎乗戦闘」「ライディング」, 001/004 「他のクリーチャーを登る」.
 * - a willing creature with the Mount role whose size is larger than yours can be your mount; you climb onto it
 *   freely;
 * - Ride (a move action) moves the mount up to its speed with you on it; a rider rides once a round, and a mount is
 *   ridden once a round;
 * - climbing an unwilling larger creature is a Might or Agility power roll (≤11 fail and it makes a free strike
 *   against you; 12–16 fail; ≥17 you climb it); while you climb or ride a creature your melee abilities against it
 *   have an edge;
 * - the creature may shake you off with a maneuver: you roll Might or Agility (≤11 you fall to an adjacent free
 *   square, take falling damage and are prone; 12–16 you slide off to an adjacent free square, not prone; ≥17 you
 *   hold on).
 */
import { compareSizes, type CreatureSize } from "./size.ts";
import type { Tier } from "./types.ts";

/** 「騎乗戦闘」: a willing Mount-role creature larger than the rider. */
export function canMount(
  rider: { size: CreatureSize },
  mount: { size: CreatureSize; role: string; willing: boolean },
): boolean {
  return mount.willing && mount.role.toLowerCase() === "mount" && compareSizes(mount.size, rider.size) > 0;
}

/** R-CB-8 Ride: once a round for the rider, and once a round for the mount. */
export function canRide(input: { riderRodeThisRound: boolean; mountRiddenThisRound: boolean }): boolean {
  return !input.riderRodeThisRound && !input.mountRiddenThisRound;
}

/** 「他のクリーチャーを登る」: only a creature larger than you can be climbed. */
export function canClimbCreature(climber: CreatureSize, creature: CreatureSize): boolean {
  return compareSizes(creature, climber) > 0;
}

export type ClimbCreatureOutcome = "failFreeStrike" | "fail" | "climbs";
/** 「他のクリーチャーを登る」 against an unwilling creature, by tier. */
export function climbCreatureOutcome(tier: Tier): ClimbCreatureOutcome {
  return tier === 1 ? "failFreeStrike" : tier === 2 ? "fail" : "climbs";
}

export interface ShakeOffOutcome {
  /** The rider or climber leaves the creature for an adjacent free square. */
  off: boolean;
  /** It falls (falling damage as usual) and lands prone. */
  fallsProne: boolean;
}
/** The creature's maneuver to shake you off: your Might or Agility roll, by tier. */
export function shakeOffOutcome(tier: Tier): ShakeOffOutcome {
  if (tier === 1) return { off: true, fallsProne: true };
  if (tier === 2) return { off: true, fallsProne: false };
  return { off: false, fallsProne: false };
}

/**
 * Who rides or climbs whom on a scene: the rider's (or climber's) token id → the creature's token id, and how
 * (「騎乗戦闘」 riding a mount; 「他のクリーチャーを登る」 climbing a creature).
 */
export interface MountLink {
  mount: string;
  kind: "ride" | "climb";
}
export type MountLinks = Readonly<Record<string, MountLink>>;

/**
 * 「他のクリーチャーを登る」「騎乗戦闘」: while you climb or ride a creature, your melee abilities against it have an
 * edge (TargetSituation.climbedOrRidden) — the attacker's token rides or climbs the target's.
 */
export function climbedOrRiddenBy(links: MountLinks, attacker: string, target: string): boolean {
  return links[attacker]?.mount === target;
}

/** The creatures riding or climbing `mount`. */
export function ridersOf(links: MountLinks, mount: string): string[] {
  return Object.entries(links)
    .filter(([, link]) => link.mount === mount)
    .map(([rider]) => rider);
}

/**
 * R-CB-8 Ride: the mount moves up to its speed. Decision (the GM checks a destination, not a path): the
 * destination is at most `speed` squares away, counting a diagonal as 1 (R-MV-1).
 */
export function rideWithinSpeed(
  from: { x: number; y: number },
  to: { x: number; y: number },
  speed: number,
): boolean {
  return Math.max(Math.abs(to.x - from.x), Math.abs(to.y - from.y)) <= Math.max(0, speed);
}
