/**
 * R-CN-11 hidden, R-CB-9 Hide and Search for Hidden Creatures, from the book (004 第9章「隠れると忍び足」, 第10章
 * 「遮蔽」「隠蔽」「隠れる」「隠れたクリーチャーの捜索」):
 * - to hide from a creature you need cover or concealment from it and must not be observed by it; in combat the
 *   Hide maneuver then hides you automatically unless the Director decides otherwise;
 * - while hidden from a creature, it cannot target you with an ability without the Area keyword, and you have an
 *   edge on ability rolls against it (until the end of the turn in which you stop being hidden);
 * - a Search (a maneuver) finds a hidden creature within 10 squares and line of effect when the searcher's
 *   Intuition test (Search) beats the hider's opposed Agility test (Hide) — higher, not equal;
 * - sneaking (out of combat, while hidden) is moving at half speed.
 */
import { halveRoundDown } from "./power-roll.ts";

/** R-CB-9 Hide: cover or concealment from the creature, and not observed by it. */
export function canHide(input: { cover: boolean; concealment: boolean; observed: boolean }): boolean {
  return (input.cover || input.concealment) && !input.observed;
}

/** R-CN-11: a creature you are hidden from targets you only with an ability that has the Area keyword. */
export function canTargetHidden(abilityKeywords: readonly string[]): boolean {
  return abilityKeywords.some((k) => k.toLowerCase() === "area");
}

/** How far a Search reaches (004: 「10マス以内」). */
export const SEARCH_DISTANCE = 10;

/**
 * R-CB-9 Search for Hidden Creatures: within 10 squares, with line of effect, and the searcher's total higher
 * than the hider's (a tie leaves it hidden: 「あなたのテストの結果が…よりも高ければ」).
 */
export function searchReveals(input: {
  distance: number;
  lineOfEffect: boolean;
  searchTotal: number;
  hideTotal: number;
}): boolean {
  return input.distance <= SEARCH_DISTANCE && input.lineOfEffect && input.searchTotal > input.hideTotal;
}

/** Sneaking: half speed, rounded down (004 「自身のスピードを半分にすることで」, R-PR-11). */
export function sneakSpeed(speed: number): number {
  return halveRoundDown(Math.max(0, speed));
}
