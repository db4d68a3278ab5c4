/**
 * The price of a creature's own movement along a path of squares (R-MV-1, R-MV-3, R-MV-4, R-MV-5, R-MV-6,
 * R-CB-8, R-CB-11): the cost of each step, the running total, the first step past what the movement
 * allows, the enemies that may make an opportunity attack, and whether the path ends where the creature
 * can't stop. Forced movement has its own rules (forced-paths.ts) and does not use this.
 *
 * The caller describes each square entered (its terrain) and the creatures on the board; this module
 * knows nothing of tokens or grids.
 */
import { squareCost } from "./forced-movement.ts";
import { footprintDistance } from "./forced-paths.ts";
import type { Cell, Footprint } from "./squares.ts";
import { canEndInSameSquare, type CreatureSize } from "./size.ts";

/** Movement actions whose squares are shifted (R-MV-4): no opportunity attacks, no difficult terrain. */
export const SHIFT_ACTIONS: ReadonlySet<string> = new Set(["shift", "disengage"]);
/** Movement that leaves no square behind it (R-MV-6): no terrain cost, no opportunity attacks. */
export const TELEPORT_ACTIONS: ReadonlySet<string> = new Set(["teleport", "blink", "displace"]);

/** What the movement costs in one step of one square. */
export interface StepTerms {
  /** The movement action of the step: walk, shift, disengage, climb, swim, crawl, fly, burrow, jump, teleport. */
  action: string;
  /** The square is difficult terrain for this action (R-MV-1). */
  difficult: boolean;
  /** An enemy stands in the square: it counts as difficult terrain (R-MV-1). */
  enemySquare: boolean;
  /** The mover's movement types (R-MV-5: climb and swim cost double without them). */
  types: ReadonlySet<string>;
  /** False when a condition forbids shifting (R-CN-7 slowed; grabbed, restrained…). */
  canShift: boolean;
}

/**
 * R-MV-1, R-MV-4, R-MV-5, R-MV-6: the cost of entering one square. Infinity when the step is not allowed
 * (a shift into difficult terrain or an enemy's square, or a shift the creature can't make).
 */
export function stepCost(terms: StepTerms): number {
  if (TELEPORT_ACTIONS.has(terms.action)) return 1;
  const difficult = terms.difficult || terms.enemySquare;
  if (SHIFT_ACTIONS.has(terms.action)) return difficult || !terms.canShift ? Infinity : 1;
  const withoutType = (terms.action === "climb" || terms.action === "swim") && !terms.types.has(terms.action);
  return squareCost({ difficult, climbOrSwimWithoutType: withoutType, crawling: terms.action === "crawl" });
}

/** R-MV-3, R-CB-8: how many squares one movement of this action may cost (disengage shifts its own value). */
export function movementLimit(action: string, speed: number, disengage: number): number {
  return action === "disengage" ? Math.max(0, Math.min(disengage, speed)) : Math.max(0, speed);
}

export interface PathCreature {
  id: string;
  name: string;
  footprint: Footprint;
  /** Its size on the ladder (R-MV-13); without it, read from the footprint (a size-1 space as 1M). */
  creatureSize?: CreatureSize;
  /** On the other side from the mover (R-CB-1). */
  enemy: boolean;
}

export interface PathStep {
  /** The mover's anchor cell after the step. */
  to: Cell;
  action: string;
  /** Difficult terrain under the mover after the step. */
  difficult: boolean;
}

export interface PathMover {
  /** Where the movement starts (anchor and side in squares). */
  start: Footprint;
  types: ReadonlySet<string>;
  speed: number;
  disengage: number;
  canShift: boolean;
  /** Its size on the ladder (R-MV-13); without it, read from the footprint (a size-1 space as 1M). */
  creatureSize?: CreatureSize;
}

export interface PricedStep {
  to: Cell;
  action: string;
  cost: number;
  /** Cost of the movement so far, this step included. */
  total: number;
  enemySquare: boolean;
  difficult: boolean;
  /** R-MV-3: the movement has cost more than it may by this step. */
  overSpeed: boolean;
}

export interface FreeStrike {
  id: string;
  name: string;
  /** The step (index into `steps`) that leaves the enemy's reach. */
  step: number;
}

export interface PathPrice {
  steps: PricedStep[];
  total: number;
  /** Index of the first step past the limit, or null when the whole path is within it. */
  overSpeedIndex: number | null;
  /** R-CB-11: enemies whose adjacency the mover leaves without shifting or teleporting, once each. */
  freeStrikes: FreeStrike[];
  /** R-MV-1: the path ends in another creature's space and their sizes differ by less than 2. */
  endsInOccupied: boolean;
  /**
   * Why the movement can't be made at all, from step `refusedIndex` on: R-MV-4 walking and shifting in one
   * movement, R-MV-6 a teleport into an occupied space. Null when it may be made.
   */
  refused: "mixed-walk-shift" | "teleport-occupied" | null;
  refusedIndex: number | null;
}

/**
 * R-MV-4 (Movement "シフト"): 「ただし、1回の移動の中で「通常の移動」と「シフト」を組み合わせることはできない」 —
 * true when one movement has both shifted and normal steps. A teleport is neither: the book is silent on a
 * teleport inside a shifted movement, so teleport steps are left out of the comparison.
 */
export function mixesWalkAndShift(actions: readonly string[]): boolean {
  const moving = actions.filter((a) => !TELEPORT_ACTIONS.has(a));
  return moving.some((a) => SHIFT_ACTIONS.has(a)) && moving.some((a) => !SHIFT_ACTIONS.has(a));
}

/**
 * R-MV-6 (Movement "テレポート"): 「テレポートの目的地は、別のクリーチャーやオブジェクトによって占有されていてはならない」
 * — whatever the sizes (unlike R-MV-1's ending in a space 2 sizes apart), a teleport may not end in any square
 * another creature occupies.
 */
export function teleportDestinationFree(destination: Footprint, others: readonly Footprint[]): boolean {
  return others.every((o) => footprintDistance(destination, o) > 0);
}

/** R-MV-13: a creature's size on the ladder, from what the caller knows (a size-1 space reads as 1M). */
function ladderSize(footprint: Footprint, size: CreatureSize | undefined): CreatureSize {
  return size ?? { value: footprint.size };
}

const atCell = (f: Footprint, c: Cell): Footprint => ({ ...c, size: f.size });

/** Squares between two anchors (R-MV-1: a diagonal step counts 1). */
function squaresBetween(a: Cell, b: Cell): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y), Math.abs(a.z - b.z));
}

/** Prices a path step by step (each step one square, or a teleport of any length). */
export function pricePath(
  mover: PathMover,
  path: readonly PathStep[],
  creatures: readonly PathCreature[],
): PathPrice {
  const steps: PricedStep[] = [];
  const freeStrikes: FreeStrike[] = [];
  let here = mover.start;
  let total = 0;
  let overSpeedIndex: number | null = null;
  let refused: PathPrice["refused"] = null;
  let refusedIndex: number | null = null;
  const refuse = (why: NonNullable<PathPrice["refused"]>, index: number) => {
    if (refused === null) [refused, refusedIndex] = [why, index];
  };
  path.forEach((step, index) => {
    const there = atCell(here, step.to);
    if (mixesWalkAndShift(path.slice(0, index + 1).map((s) => s.action))) refuse("mixed-walk-shift", index);
    if (
      TELEPORT_ACTIONS.has(step.action) &&
      !teleportDestinationFree(
        there,
        creatures.map((c) => c.footprint),
      )
    )
      refuse("teleport-occupied", index);
    const enemySquare = creatures.some((c) => c.enemy && footprintDistance(there, c.footprint) === 0);
    const teleport = TELEPORT_ACTIONS.has(step.action);
    const squares = teleport ? 1 : Math.max(1, squaresBetween(here, there));
    const terms = { action: step.action, difficult: step.difficult, enemySquare, types: mover.types };
    const cost = teleport
      ? squaresBetween(here, there)
      : squares * stepCost({ ...terms, canShift: mover.canShift });
    total += cost;
    const overSpeed = total > movementLimit(step.action, mover.speed, mover.disengage);
    if (overSpeed && overSpeedIndex === null) overSpeedIndex = index;
    steps.push({
      to: step.to,
      action: step.action,
      cost,
      total,
      enemySquare,
      difficult: step.difficult,
      overSpeed,
    });
    if (!teleport && !SHIFT_ACTIONS.has(step.action)) {
      for (const c of creatures) {
        if (!c.enemy || freeStrikes.some((f) => f.id === c.id)) continue;
        const wasAdjacent = footprintDistance(here, c.footprint) <= 1;
        if (wasAdjacent && footprintDistance(there, c.footprint) > 1)
          freeStrikes.push({ id: c.id, name: c.name, step: index });
      }
    }
    here = there;
  });
  // R-MV-1: one rule for sharing a space, size.ts canEndInSameSquare (1M and 2 are two sizes apart).
  const moverSize = ladderSize(mover.start, mover.creatureSize);
  const endsInOccupied =
    path.length > 0 &&
    creatures.some(
      (c) =>
        footprintDistance(here, c.footprint) === 0 &&
        !canEndInSameSquare(moverSize, ladderSize(c.footprint, c.creatureSize)),
    );
  return { steps, total, overSpeedIndex, freeStrikes, endsInOccupied, refused, refusedIndex };
}
