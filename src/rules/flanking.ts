/**
 * R-CB-12 flanking, from the book (004 「挟撃 (Flanking)」):
 * 「あなたと1体以上の味方が同じ敵に隣接しており、かつその敵の反対側に位置している場合、あなたはその敵を「挟撃」している
 * 状態になる。敵を挟撃している間、あなたはその敵に対する近接ストライクに有利(エッジ)を得る。」
 * 「…自分のマスの中心から味方のマスの中心まで線が延びていると想像してほしい。その線が敵のマスの反対側の辺、あるいは角を
 * 通り抜けているなら、あなたと味方はその敵を挟撃している。」
 * 「挟撃の利益を得る、あるいは味方に与えるためには、対象の敵への効果線を持っており、かつトリガーアクションを行える状態
 * でなければならない。」
 * Spaces are in squares (a square (x, y) spans x…x+1, y…y+1). For a creature larger than one square the
 * book's "your square" is read as the centre of its whole space. The edge on melee strikes itself is
 * edges-banes.ts (`flanked`).
 */
import type { GroundFootprint } from "./squares.ts";
import { spaceGap } from "./reach.ts";

/** One creature that may flank: its space, and whether it has line of effect to the target. */
export interface Flanker {
  space: GroundFootprint;
  lineOfEffect: boolean;
  /** Its statuses now (R-CN-2 dazed, R-CN-10 surprised, unconscious, dead: no triggered actions). */
  statuses: ReadonlySet<string>;
}

/** R-CN-2, R-CN-10 and being unconscious or dead leave a creature unable to take triggered actions. */
const NO_TRIGGERED_ACTIONS: readonly string[] = ["dazed", "surprised", "unconscious", "dead"];

export function canTakeTriggeredActions(statuses: ReadonlySet<string>): boolean {
  return !NO_TRIGGERED_ACTIONS.some((s) => statuses.has(s));
}

type Side = "left" | "right" | "top" | "bottom";
const EPSILON = 1e-9;

function center(space: GroundFootprint) {
  return { x: space.x + space.size / 2, y: space.y + space.size / 2 };
}

/** The sides of the space a boundary point lies on (two at a corner). */
function sidesAt(p: { x: number; y: number }, space: GroundFootprint): Set<Side> {
  const sides = new Set<Side>();
  if (Math.abs(p.x - space.x) < EPSILON) sides.add("left");
  if (Math.abs(p.x - (space.x + space.size)) < EPSILON) sides.add("right");
  if (Math.abs(p.y - space.y) < EPSILON) sides.add("top");
  if (Math.abs(p.y - (space.y + space.size)) < EPSILON) sides.add("bottom");
  return sides;
}

/**
 * The line from the centre of `a` to the centre of `b` passes through the target's space from one side (or
 * corner) to the opposite one. A line that only touches a corner or runs along a side does not pass through.
 */
export function oppositeSides(a: GroundFootprint, b: GroundFootprint, target: GroundFootprint): boolean {
  const p = center(a);
  const q = center(b);
  const d = { x: q.x - p.x, y: q.y - p.y };
  // Liang–Barsky: the part of the segment inside the target's square box.
  let t0 = 0;
  let t1 = 1;
  const clip = (denominator: number, numerator: number): boolean => {
    if (Math.abs(denominator) < EPSILON) return numerator >= 0;
    const t = numerator / denominator;
    if (denominator < 0) {
      if (t > t1) return false;
      t0 = Math.max(t0, t);
    } else {
      if (t < t0) return false;
      t1 = Math.min(t1, t);
    }
    return true;
  };
  const inside =
    clip(-d.x, p.x - target.x) &&
    clip(d.x, target.x + target.size - p.x) &&
    clip(-d.y, p.y - target.y) &&
    clip(d.y, target.y + target.size - p.y);
  if (!inside || t1 - t0 < EPSILON) return false;
  const at = (t: number) => ({ x: p.x + d.x * t, y: p.y + d.y * t });
  const mid = at((t0 + t1) / 2);
  const strictlyInside =
    mid.x > target.x + EPSILON &&
    mid.x < target.x + target.size - EPSILON &&
    mid.y > target.y + EPSILON &&
    mid.y < target.y + target.size - EPSILON;
  if (!strictlyInside) return false;
  const enter = sidesAt(at(t0), target);
  const leave = sidesAt(at(t1), target);
  const across = (x: Side, y: Side) => (enter.has(x) && leave.has(y)) || (enter.has(y) && leave.has(x));
  return across("left", "right") || across("top", "bottom");
}

/** A creature that may give or take flanking: adjacent to the target, line of effect, triggered actions. */
function able(flanker: Flanker, target: GroundFootprint): boolean {
  return (
    spaceGap(flanker.space, target) === 1 && flanker.lineOfEffect && canTakeTriggeredActions(flanker.statuses)
  );
}

/** R-CB-12: the attacker flanks the target with at least one of its allies. */
export function flanks(attacker: Flanker, target: GroundFootprint, allies: readonly Flanker[]): boolean {
  if (!able(attacker, target)) return false;
  return allies.some((ally) => able(ally, target) && oppositeSides(attacker.space, ally.space, target));
}
