/**
 * Conditions (R-CN-1…R-CN-11) and effect durations/stacking (R-AB-10, R-AB-11). Edges and banes that
 * conditions impose are gathered in edges-banes.ts; durations and stacking live in effects.ts. This
 * module answers "what can this creature still do" and "how fast is it".
 */
import type { Characteristic } from "./types.ts";
import { compareSizes, type CreatureSize } from "./size.ts";

import { CONDITIONS, conditionEntry, conditionRuleId, type ConditionId } from "./condition-table.ts";

/** The digest rule that defines each of the book's conditions (for references; read off the table). */
export const CONDITION_RULES: Readonly<Record<ConditionId, string>> = Object.fromEntries(
  CONDITIONS.map((id) => [id, conditionRuleId(id)]),
) as Record<ConditionId, string>;

/** Conditions held as a Set (cheap lookups) or a plain list. */
export type ConditionSet = ReadonlySet<ConditionId> | readonly ConditionId[];

function has(conditions: ConditionSet, id: ConditionId): boolean {
  return "has" in conditions ? conditions.has(id) : conditions.includes(id);
}

/** R-CN-10 / R-CB-2: surprise lasts until the end of the first combat round. */
export function surpriseEndsAtRoundEnd(round: number): boolean {
  return round >= 1;
}

/* ───────────── Bleeding (R-CN-1) ───────────── */

export type BleedingEvent =
  | { kind: "mainAction" }
  | { kind: "triggeredAction" }
  | { kind: "maneuver" | "move" | "freeTriggeredAction" | "freeManeuver" }
  | { kind: "test" | "abilityRoll"; characteristic: Characteristic };

/**
 * R-CN-1: bleeding costs stamina after a main action (also off-turn), a triggered action, or a Might or
 * Agility test or ability roll. Other action types don't trigger it by themselves.
 */
export function bleedingTriggers(event: BleedingEvent): boolean {
  switch (event.kind) {
    case "mainAction":
    case "triggeredAction":
      return true;
    case "test":
    case "abilityRoll":
      return event.characteristic === "might" || event.characteristic === "agility";
    default:
      return false;
  }
}

/** R-CN-1: at most one loss per action, however many triggers the action contains. */
export function bleedingLossesForAction(events: readonly BleedingEvent[]): 0 | 1 {
  for (const e of events) if (bleedingTriggers(e)) return 1;
  return 0;
}

/** R-CN-1: stamina lost = 1d6 + level; it can't be prevented or reduced. */
export function bleedingDamage(d6: number, level: number): number {
  return d6 + level;
}

/* ───────────── Actions available (R-CB-7, R-CN-2, R-CN-10, R-ST-3) ───────────── */

export interface TurnActionState {
  conditions: ConditionSet;
  /** It is this creature's own turn (main actions, maneuvers, moves and free maneuvers need it). */
  ownTurn: boolean;
  mainActionsUsed?: number;
  maneuversUsed?: number;
  moveActionsUsed?: number;
  /** A (non-free) triggered action was already used this round. */
  triggeredUsedThisRound?: boolean;
  /** R-MN-7: a minion's turn is move + main, move + maneuver, or two moves (never main + maneuver). */
  minion?: boolean;
}

export interface AllowedActions {
  main: boolean;
  maneuver: boolean;
  move: boolean;
  triggered: boolean;
  freeTriggered: boolean;
  freeManeuver: boolean;
}

/**
 * Which kinds of action are still usable. R-CB-7: one main action, one maneuver and one move action
 * per turn, and the main action may be spent as a second maneuver or move; one triggered action per
 * round; free triggered actions unlimited; free maneuvers unlimited on your own turn.
 * R-CN-2 dazed: only one of main/maneuver/move, no triggered, free triggered or free maneuvers.
 * R-CN-10 surprised: no triggered or free triggered actions. R-ST-3 unconscious (and dead): nothing.
 * R-MN-7 a minion: move + main action, move + maneuver, or two moves (seed 004, minion action economy): at
 * most two of them, and never both a main action and a maneuver; its triggered actions are unchanged.
 * An extra main action from a critical hit (R-PR-9) is granted outside this budget by the caller.
 */
export function allowedActions(state: TurnActionState): AllowedActions {
  const c = state.conditions;
  // R-ST-3 lists no ban on move actions, but an unconscious creature has speed 0 and is unaware of its
  // surroundings; choice: no move actions either.
  if (has(c, "dead") || has(c, "unconscious")) {
    return {
      main: false,
      maneuver: false,
      move: false,
      triggered: false,
      freeTriggered: false,
      freeManeuver: false,
    };
  }
  const main = state.mainActionsUsed ?? 0;
  const maneuvers = state.maneuversUsed ?? 0;
  const moves = state.moveActionsUsed ?? 0;
  const dazed = has(c, "dazed");
  const noTriggers = dazed || has(c, "surprised");
  let canMain: boolean;
  let canManeuver: boolean;
  let canMove: boolean;
  if (!state.ownTurn) {
    canMain = canManeuver = canMove = false;
  } else if (dazed) {
    canMain = canManeuver = canMove = main + maneuvers + moves === 0;
  } else if (state.minion === true) {
    // Only a first move may sit beside the main action or maneuver; a second move uses up that place.
    const actionFree = main === 0 && maneuvers === 0 && moves <= 1;
    canMain = canManeuver = actionFree;
    canMove = moves === 0 || (moves === 1 && main === 0 && maneuvers === 0);
  } else {
    // The main action slot is free unless spent as itself or converted into a 2nd maneuver/move.
    const mainSlotFree = main === 0 && maneuvers <= 1 && moves <= 1;
    canMain = mainSlotFree;
    canManeuver = maneuvers === 0 || (maneuvers === 1 && mainSlotFree);
    canMove = moves === 0 || (moves === 1 && mainSlotFree);
  }
  return {
    main: canMain,
    maneuver: canManeuver,
    move: canMove,
    triggered: !noTriggers && state.triggeredUsedThisRound !== true,
    freeTriggered: !noTriggers,
    freeManeuver: state.ownTurn && !dazed,
  };
}

/* ───────────── Movement under conditions (R-CN-4…R-CN-7, R-ST-3) ───────────── */

/**
 * R-CN-4/R-CN-6/R-ST-3: grabbed, restrained, unconscious (or dead) → speed 0. R-CN-7 slowed → 2 unless
 * already lower. R-CN-4: a grabber holding a creature of its own size or larger has its speed halved
 * (`holdingNotSmaller`, from `grabHalvesSpeed`). Choice (R-CN-4/R-CN-7): slowed applies first, then the
 * halving (slowed and holding → 1); the book is silent on the order and on rounding, and rounds down here.
 */
export function speedWithConditions(
  baseSpeed: number,
  conditions: ConditionSet,
  opts: { holdingNotSmaller?: boolean } = {},
): number {
  let speed = Math.max(0, baseSpeed);
  for (const id of conditions) {
    const cap = conditionEntry(id)?.speedCap;
    if (cap !== undefined) speed = Math.min(speed, cap);
  }
  if (speed === 0) return 0;
  if (opts.holdingNotSmaller === true) speed = Math.floor(speed / 2);
  return speed;
}

/**
 * R-CN-4 (004 "つかまれ状態"): 「もしクリーチャーのサイズが自分たちがつかんでいるクリーチャーのサイズ以下である場合、
 * 彼らがそのクリーチャーをつかんでいる間、彼らの速度は半分になります」 — the grabber's speed is halved while
 * it holds a creature whose size is equal to or greater than its own (the grabber's size ≤ the held one's).
 */
export function grabHalvesSpeed(grabber: CreatureSize, held: CreatureSize): boolean {
  return compareSizes(grabber, held) <= 0;
}

/** R-CN-7: slowed creatures can't shift; neither can anything whose speed is 0 by a condition. */
export function canShift(conditions: ConditionSet): boolean {
  return ![...conditions].some((id) => {
    const entry = conditionEntry(id);
    return entry?.noShift === true || entry?.speedCap === 0;
  });
}

/** R-CN-5/R-CN-6: a prone creature may Stand Up unless restrained or the imposing effect forbids it. */
export function canStandUp(conditions: ConditionSet, forbiddenByEffect = false): boolean {
  return has(conditions, "prone") && !has(conditions, "restrained") && !forbiddenByEffect;
}

/** R-CN-4: a grabbed creature can't use the Knockback maneuver. */
export function canKnockback(conditions: ConditionSet): boolean {
  return !has(conditions, "grabbed");
}

/** R-CN-4/R-CN-6: restrained → never force-moved; grabbed → only by its grabber. */
export function canBeForceMoved(conditions: ConditionSet, byGrabber = false): boolean {
  if (has(conditions, "restrained")) return false;
  return !has(conditions, "grabbed") || byGrabber;
}

/** R-CN-4 / R-CN-6 / R-MV-6: teleporting ends being grabbed and restrained. */
export const ENDED_BY_TELEPORT: readonly ConditionId[] = ["grabbed", "restrained"];

/** R-CN-4: a grab ends when the grabbed creature teleports or the two are no longer adjacent. */
export function grabEnds(input: { teleported: boolean; stillAdjacent: boolean }): boolean {
  return input.teleported || !input.stillAdjacent;
}

/** R-CN-5: movement types a prone creature can't use (it must crawl; climbers and fliers fall). */
export const PRONE_FORBIDDEN_MOVEMENT: readonly string[] = ["climb", "jump", "swim", "fly"];

/**
 * R-CN-3: a frightened creature can't willingly move closer to the source of its fear while it knows
 * where the source is.
 */
export function frightenedMoveAllowed(input: {
  distanceBefore: number;
  distanceAfter: number;
  knowsSourceLocation: boolean;
}): boolean {
  return !input.knowsSourceLocation || input.distanceAfter >= input.distanceBefore;
}
