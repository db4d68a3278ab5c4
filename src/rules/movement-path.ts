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
import { PRONE_FORBIDDEN_MOVEMENT } from "./conditions.ts";

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
  /** R-CN-5: the mover is prone (it only crawls, and never climbs, jumps, swims or flies). */
  prone?: boolean;
  /** R-MV-4: the square is damaging terrain (acid, fire, lava…). */
  damaging?: boolean;
}

/**
 * R-CN-5 (004 §伏せ): 「伏せ状態のクリーチャーは地面を移動するために「這う (crawl)」必要があり、これには這うスクエアごとに
 * さらに 1 スクエア分の移動コストがかかります。クリーチャーは伏せ状態のまま登る、跳ぶ、泳ぐ、または飛ぶことはできません」 —
 * whether a prone creature may use this movement action at all.
 * Decisions where the book is silent: a prone creature may burrow (the passage forbids four types and names the
 * ground, not the earth under it) and may teleport (001 §テレポート speaks of teleporting while prone).
 */
export function proneMayMove(action: string): boolean {
  return !PRONE_FORBIDDEN_MOVEMENT.includes(action);
}

/**
 * R-CN-5, R-MV-5: a prone creature moving on the ground crawls: its walk is a crawl (+1 a square). Decision (the
 * book is silent on shifting while prone): a shift or disengage is careful movement on the ground, so a prone
 * creature crawls it too, at the crawl's price; it still provokes nothing.
 */
function crawls(action: string, prone: boolean): boolean {
  if (action === "crawl") return true;
  return prone && (action === "walk" || SHIFT_ACTIONS.has(action));
}

/**
 * R-MV-1, R-MV-4, R-MV-5, R-MV-6: the cost of entering one square. Infinity when the step is not allowed
 * (a shift into difficult terrain or an enemy's square, or a shift the creature can't make).
 */
export function stepCost(terms: StepTerms): number {
  if (TELEPORT_ACTIONS.has(terms.action)) return 1;
  const prone = terms.prone === true;
  if (prone && !proneMayMove(terms.action)) return Infinity;
  const difficult = terms.difficult || terms.enemySquare;
  const crawling = crawls(terms.action, prone);
  if (SHIFT_ACTIONS.has(terms.action))
    return difficult || terms.damaging === true || !terms.canShift ? Infinity : squareCost({ crawling });
  const withoutType = (terms.action === "climb" || terms.action === "swim") && !terms.types.has(terms.action);
  return squareCost({ difficult, climbOrSwimWithoutType: withoutType, crawling });
}

/**
 * R-MV-5 (001 §跳躍): 「「困難な地形」や「ダメージを与える地形」(後述)の中から跳び出すことはできない」 — a creature may
 * jump only from a square that is neither difficult nor damaging terrain.
 */
export function canJumpFrom(square: { difficult: boolean; damaging: boolean }): boolean {
  return !square.difficult && !square.damaging;
}

/**
 * R-MV-3, R-CB-8: how many squares one movement of this action may cost (disengage shifts its own value).
 * R-MV-6 (001 §テレポート): 「通常の移動の一部としてテレポートできるクリーチャーは、「前進」ムーヴアクションを使用して、
 * コンディションや効果による修正を受けない自身の通常のスピードまでのマス数分テレポートできる」 — a creature with the
 * teleport movement type teleports up to its unmodified speed (`baseSpeed`): slowed, grabbed or restrained, it
 * still teleports its full speed (and the teleport ends grabbed and restrained). Decision where the book meets
 * R-MV-3 («never beyond current speed, unless the effect says otherwise»): a teleport by a creature without the
 * type comes from an effect whose own distance the board doesn't know, so the board holds it to the current speed.
 */
export function movementLimit(
  action: string,
  speed: number,
  disengage: number,
  teleporter?: { types: ReadonlySet<string>; baseSpeed?: number },
): number {
  if (action === "disengage") return Math.max(0, Math.min(disengage, speed));
  if (TELEPORT_ACTIONS.has(action) && teleporter?.types.has("teleport") === true)
    return Math.max(0, teleporter.baseSpeed ?? speed);
  return Math.max(0, speed);
}

/** R-MV-3, R-CB-8, R-MV-6: the limit of one movement of this action for this mover. */
export function moverLimit(action: string, mover: PathMover): number {
  return movementLimit(action, mover.speed, mover.disengage, mover);
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
  /** R-MV-4: damaging terrain under the mover after the step (no shifting into it; no jumping out of it). */
  damaging?: boolean;
}

export interface PathMover {
  /** Where the movement starts (anchor and side in squares). */
  start: Footprint;
  types: ReadonlySet<string>;
  /** Its speed as conditions and effects leave it (R-CN-4, R-CN-6, R-CN-7). */
  speed: number;
  /** R-MV-6: its speed unmodified by conditions or effects (a teleporter's Advance); without it, `speed`. */
  baseSpeed?: number;
  /** R-CN-5: prone (it crawls, and never climbs, jumps, swims or flies). */
  prone?: boolean;
  /** R-CB-9: hidden outside combat, it sneaks (`speed` is already halved). */
  sneaking?: boolean;
  /** R-MV-5: the terrain of the square the movement starts in (a jump can't leave difficult or damaging). */
  startTerrain?: { difficult: boolean; damaging: boolean };
  disengage: number;
  canShift: boolean;
  /** Its size on the ladder (R-MV-13); without it, read from the footprint (a size-1 space as 1M). */
  creatureSize?: CreatureSize;
}

export type MovementRefusal =
  | "mixed-walk-shift"
  | "teleport-occupied"
  | "teleport-same-square"
  | "prone"
  | "jump-from-terrain"
  | "shift-damaging";

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
  /**
   * R-CB-11: enemies whose adjacency the mover leaves without shifting or teleporting, one entry each time it
   * leaves (an enemy left twice in one movement is listed twice).
   */
  freeStrikes: FreeStrike[];
  /** R-MV-1: the path ends in another creature's space and their sizes differ by less than 2. */
  endsInOccupied: boolean;
  /**
   * Why the movement can't be made at all, from step `refusedIndex` on: R-MV-4 walking and shifting in one
   * movement, R-MV-6 a teleport into an occupied space or back into the square it leaves, R-CN-5 a prone
   * creature climbing, jumping, swimming or flying, R-MV-5 a jump out of difficult or damaging terrain, R-MV-4 a
   * shift into damaging terrain.
   * Null when it may be made.
   */
  refused: MovementRefusal | null;
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

/**
 * R-MV-6 (001 §テレポート): 「テレポートを行う際、出発したマスを離れ、新しいマスに入らなければならない。同じマスから同じマスへ
 * テレポートすることはできない」 — true when a teleport lands in the very space it leaves. Decision for a large creature
 * (the book speaks of one square): only the same space is refused; a space overlapping the old one is new.
 */
export function teleportsInPlace(from: Footprint, to: Footprint): boolean {
  return from.x === to.x && from.y === to.y && from.z === to.z;
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
  let hereTerrain = mover.startTerrain ?? { difficult: false, damaging: false };
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
    if (TELEPORT_ACTIONS.has(step.action) && teleportsInPlace(here, there))
      refuse("teleport-same-square", index);
    if (mover.prone === true && !proneMayMove(step.action)) refuse("prone", index);
    // R-MV-5: the square the jump leaves (the movement's first square as the caller describes it).
    if (step.action === "jump" && !canJumpFrom(hereTerrain)) refuse("jump-from-terrain", index);
    if (SHIFT_ACTIONS.has(step.action) && step.damaging === true) refuse("shift-damaging", index);
    const enemySquare = creatures.some((c) => c.enemy && footprintDistance(there, c.footprint) === 0);
    const teleport = TELEPORT_ACTIONS.has(step.action);
    const squares = teleport ? 1 : Math.max(1, squaresBetween(here, there));
    const terms = { action: step.action, difficult: step.difficult, enemySquare, types: mover.types };
    const cost = teleport
      ? squaresBetween(here, there)
      : squares *
        stepCost({
          ...terms,
          canShift: mover.canShift,
          prone: mover.prone === true,
          damaging: step.damaging === true,
        });
    total += cost;
    const overSpeed = total > moverLimit(step.action, mover);
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
        // R-CB-11: each leaving provokes (an opportunity attack is a free triggered action, which no once-a-round
        // limit holds; decision: away, back beside it and away again in one movement is two).
        if (!c.enemy) continue;
        const wasAdjacent = footprintDistance(here, c.footprint) <= 1;
        if (wasAdjacent && footprintDistance(there, c.footprint) > 1)
          freeStrikes.push({ id: c.id, name: c.name, step: index });
      }
    }
    here = there;
    hereTerrain = { difficult: step.difficult, damaging: step.damaging === true };
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

/**
 * R-CN-5, R-MV-5 (001 §飛行): 「飛行しているクリーチャーが伏せ状態(Prone)にされるか、スピードが0になった場合、そのクリーチャーは
 * 落下する」; (001 §ホバー): 「それらのクリーチャーは、伏せ状態にされたりスピードが0になったりしても落下しない」 — whether a
 * creature in the air falls, given its movement types, whether it is prone and its current speed. The caller
 * says whether it is in the air. Decision (the book names fliers): a creature in the air without hover falls
 * too (a jumper or climber knocked prone falls, R-CN-5).
 */
export function fallsFromAir(types: ReadonlySet<string>, state: { prone: boolean; speed: number }): boolean {
  if (types.has("hover")) return false;
  return state.prone || state.speed <= 0;
}

/** What the Dig maneuver asks of the digger (001 §掘削マニューバ). */
export interface DigTerms {
  types: ReadonlySet<string>;
  /** Its current speed (conditions included). */
  speed: number;
  /** Its size's number (1 for 1T…1L, R-MV-13). */
  size: number;
  /** It touches burrowable ground (earth, not rock, unless its stat block says otherwise). */
  touchingBurrowable: boolean;
  /** The dig goes deeper into the ground. */
  down: boolean;
  /** It holds (grabs) a creature that is not unconscious. */
  grabbingConscious: boolean;
}

/**
 * R-MV-5 (burrow; 001 §掘削マニューバ): 「「掘削」マニューバを使用するには、スピードの項目に「穴掘り」があり、現在のスピードが自身の
 * サイズ以上で、かつ穴掘り可能な地形に触れていなければならない」 and 「穴掘りを行うクリーチャーが(気絶状態でない)クリーチャーを
 * 「つかんでいる(Grabbed)」場合、自ら進んで地面の深くに移動することはできない」 — whether the creature may Dig this way. (The
 * digest names burrowing under R-MV-5 and has no line for the maneuver; the seed passage is cited.)
 */
export function canDig(terms: DigTerms): boolean {
  if (!terms.types.has("burrow") || !terms.touchingBurrowable) return false;
  if (terms.speed < terms.size) return false;
  return !(terms.down && terms.grabbingConscious);
}

/** R-MV-5 (001 §掘削マニューバ): 「自身のサイズに等しいマス数まで垂直に移動できる」 — how far one Dig moves, vertically. */
export function digDistance(size: number): number {
  return Math.max(1, size);
}
