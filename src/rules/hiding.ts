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

/**
 * R-CB-9 Hide, what the board can say and what it cannot. A creature with no line of effect to you cannot
 * observe you (004 「観察されている」とはどういう意味か?: 「クリーチャーにあなたへの効果線が通っていれば、彼らはあなたを観察
 * できる」), and nothing of you is in its sight; so in combat, with no enemy having line of effect (`watchers` 0),
 * the Hide maneuver hides you at once ("unless the Director decides otherwise": he may end it). Any enemy with
 * line of effect may or may not be observing you, and cover and concealment from it are his to see: the
 * Director decides. Outside combat the Director always decides (he may ask for a Hide test).
 */
export function hideJudgement(input: { inCombat: boolean; watchers: number }): "hidden" | "director" {
  return input.inCombat && input.watchers === 0 ? "hidden" : "director";
}

/**
 * R-CB-9 Hide ends when the hidden creature uses an ability, once the ability is resolved (004 「アビリティの
 * 使用…その行為が完了した時点で隠れた状態は解除される」). The maneuvers about hiding themselves — Hide again, Search —
 * reveal nothing of the user, so they do not end it.
 */
export function useEndsHidden(basicAction: string | null): boolean {
  return basicAction !== "hide" && basicAction !== "search";
}
