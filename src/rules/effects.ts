/**
 * Effect lifetimes (R-AB-11) and stacking (R-AB-10): when an effect ends, how a new condition combines
 * with the ones already there, and what is left once combat is over (R-CB-16).
 */
import type { ConditionId } from "./condition-table.ts";

/* ───────────── Durations (R-AB-11) ───────────── */

/**
 * EoT, save ends, or end of encounter (5 minutes outside combat); beyond the three an ability names, an
 * effect from a treasure, a title or the Director may last until the bearer's next respite (R-VX-2) or for
 * good ("permanent").
 */
export const EFFECT_DURATIONS = ["eot", "save", "encounter", "respite", "permanent"] as const;
export type EffectDuration = (typeof EFFECT_DURATIONS)[number];
export const EFFECT_DURATION_LIST: readonly EffectDuration[] = EFFECT_DURATIONS;

/**
 * R-VX-2: a respite is 24 hours, so everything that ends at a turn's or an encounter's end is long over, and
 * an effect lasting "until respite" ends with it. A permanent effect, and an effect with no Draw Steel
 * duration at all (a kit's or treasure's own bonus), stays.
 */
export function endsAtRespite(duration: EffectDuration | null): boolean {
  return duration !== null && duration !== "permanent";
}

/** R-AB-11 / R-CB-16: effects lasting until a respite, or for good, outlast the combat. */
export function outlastsCombat(duration: EffectDuration | null): boolean {
  return duration === "respite" || duration === "permanent";
}

/** R-AB-11: a saving throw is 1d10; 6 or more ends the effect. */
export const SAVE_TARGET = 6;

/**
 * The number a creature's saving throw must reach: 6 (R-AB-11) unless a feature grants another — an
 * ancestry trait's "you succeed on a saving throw on a 5 or higher" (Heroes book: the high elf's and wode
 * elf's Otherworldly Grace, the devil's Impressive Horns), or a lower one while an ability lasts (the dragon
 * knight's Remember Your Oath: 4). A d10 can't roll below 1 or above 10, so the threshold is kept in 1–10; a
 * value that is not a number reads as 6.
 */
export function saveThreshold(granted: number = SAVE_TARGET): number {
  if (!Number.isFinite(granted)) return SAVE_TARGET;
  return Math.min(10, Math.max(1, Math.trunc(granted)));
}

/**
 * What a feature adds to the d10 of every saving throw (R-AB-11 with a bonus: the official data's "+1 to
 * saving throws" of the Conduit's Bastion Ward, the Sun domain's Inner Light and the Authority's End
 * treasure, whose saves roll 1d10 + the bonus). 0 unless granted; whole numbers (a penalty is negative); a
 * value that is not a number reads as 0.
 */
export function saveBonus(granted: number = 0): number {
  return Number.isFinite(granted) ? Math.trunc(granted) : 0;
}

/** R-AB-11: the number a saving throw reads as: the d10 plus the bearer's bonus (`saveBonus`). */
export function saveTotal(d10: number, bonus: number = 0): number {
  return d10 + saveBonus(bonus);
}

/** R-AB-11: a save ends the effect on a d10 of 6 or more (a creature with no other threshold). */
export function saveSucceeds(d10: number): boolean {
  return saveSucceedsAt(d10, SAVE_TARGET);
}

/**
 * R-AB-11: the save ends the effect when the d10 plus the creature's bonus (`saveBonus`, 0 unless granted)
 * reaches its threshold (`saveThreshold`).
 */
export function saveSucceedsAt(d10: number, threshold: number, bonus: number = 0): boolean {
  return saveTotal(d10, bonus) >= saveThreshold(threshold);
}

/** R-AB-11: an EoT effect lasts to the end of the current turn if imposed on the target's own turn. */
export function eotLastsUntil(imposedOnOwnTurn: boolean): "endOfThisTurn" | "endOfNextTurn" {
  return imposedOnOwnTurn ? "endOfThisTurn" : "endOfNextTurn";
}

export interface TurnEndContext {
  /** The turn that just ended is the affected creature's own turn. */
  turnEndedIsTargets: boolean;
  /** The d10 saving throw for a save-ends effect, rolled at the end of each of the target's turns. */
  saveRoll?: number;
  /** The bearer's save threshold (`saveThreshold`; 6 when absent). */
  saveThreshold?: number;
  /** What the bearer adds to the d10 (`saveBonus`; 0 when absent). */
  saveBonus?: number;
}

/**
 * R-AB-11: does an effect end at this turn end (called only for turn ends after it was imposed)?
 * EoT: at the first end of the target's own turn — the current turn if imposed during it, else its next
 * turn; both are simply "the next time one of the target's turns ends", so no counter is needed.
 * Save ends: at the end of any of the target's turns with a successful save. End of encounter: never
 * at a turn end.
 */
export function expiresAtTurnEnd(duration: EffectDuration, ctx: TurnEndContext): boolean {
  if (!ctx.turnEndedIsTargets) return false;
  if (duration === "eot") return true;
  return (
    duration === "save" &&
    ctx.saveRoll !== undefined &&
    saveSucceedsAt(ctx.saveRoll, ctx.saveThreshold ?? SAVE_TARGET, ctx.saveBonus ?? 0)
  );
}

/* ───────────── Stacking (R-AB-10, R-CN-3, R-CN-4, R-CN-8) ───────────── */

/** One effect imposing a condition. `source` identifies who or what imposed it (e.g. an actor UUID). */
export interface ConditionInstance {
  condition: ConditionId;
  source?: string | null;
  duration: EffectDuration;
}

/** R-CN-3 / R-CN-8: a new source replaces the old one. */
const SINGLE_SOURCE: ReadonlySet<ConditionId> = new Set<ConditionId>(["frightened", "taunted"]);

/**
 * R-AB-10: the same condition never stacks — a creature weakened twice is weakened once. Returns the new
 * list (the input is never mutated; an unchanged list is returned as is):
 * - frightened / taunted: the new source replaces every earlier instance (R-CN-3, R-CN-8);
 * - grabbed: an already grabbed creature can't be grabbed again (R-CN-4, R-AB-10);
 * - the same condition from the same source (the same ability used again) is replaced, so the duration
 *   comes from the latest use (R-AB-10);
 * - the same condition from another source is kept as a separate instance so that each effect can end
 *   on its own schedule; the condition still counts once (see `activeConditions`).
 */
export function applyCondition(
  current: readonly ConditionInstance[],
  incoming: ConditionInstance,
): readonly ConditionInstance[] {
  const id = incoming.condition;
  if (id === "grabbed" && current.some((c) => c.condition === "grabbed")) return current;
  const source = incoming.source ?? null;
  const replaces = SINGLE_SOURCE.has(id)
    ? (c: ConditionInstance) => c.condition === id
    : (c: ConditionInstance) => c.condition === id && (c.source ?? null) === source;
  const next = current.filter((c) => !replaces(c));
  next.push(incoming);
  return next;
}

/** R-AB-10: the conditions in force, each counted once. */
export function activeConditions(instances: readonly ConditionInstance[]): Set<ConditionId> {
  const out = new Set<ConditionId>();
  for (const i of instances) out.add(i.condition);
  return out;
}

/* ───────────── End of combat (R-AB-11, R-CB-16, R-ST-2) ───────────── */

/** R-AB-11 / R-CB-16: conditions that can't be ended when combat is over (dead, naturally, stays too). */
export const PERSIST_AFTER_COMBAT: readonly ConditionId[] = ["winded", "unconscious", "dying", "dead"];

/**
 * R-ST-2: a dying hero's bleeding can't be removed while dying — not by its own duration at a turn end
 * (EoT, save ends), and not after combat. Any other condition, or anyone not dying, can be ended.
 */
export function lockedWhileDying(condition: ConditionId, dying: boolean): boolean {
  return dying && condition === "bleeding";
}

/**
 * R-AB-11 / R-CB-16: after combat every effect may be ended except winded, unconscious and dying.
 * R-ST-2: a dying hero's bleeding can't be removed while dying, so it stays too.
 */
export function persistsAfterCombat(condition: ConditionId, dying: boolean): boolean {
  return PERSIST_AFTER_COMBAT.includes(condition) || lockedWhileDying(condition, dying);
}

/** R-AB-11 / R-CB-16: what is left when every removable effect is ended after combat. */
export function conditionsAfterCombat<T extends { condition: ConditionId }>(instances: readonly T[]): T[] {
  const dying = instances.some((i) => i.condition === "dying");
  return instances.filter((i) => persistsAfterCombat(i.condition, dying));
}
