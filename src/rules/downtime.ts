/** Downtime projects (R-DT-1…R-DT-4): project rolls, guides, goals and event milestones. */
import { isNaturalCritical, resolveNetEdge, type NetEdge } from "./power-roll.ts";
import { skillGroupOf } from "./tests.ts";

/**
 * R-DT-1: project rolls have no tiers, so a double edge/bane is a number, not a tier shift: edge +2,
 * double edge +4, bane −2, double bane −4. Edges and banes still cancel and cap at 2 as usual (R-PR-4).
 */
const PROJECT_EDGE: Readonly<Record<NetEdge, number>> = {
  doubleBane: -4,
  bane: -2,
  none: 0,
  edge: 2,
  doubleEdge: 4,
};

/**
 * R-DT-1: project points = 2d10 + characteristic + bonuses (an applicable Crafting/Lore skill +2) ± the
 * edge modifier, minimum 1. A natural 19/20 is a breakthrough: roll again for the same project.
 */
export function projectRollPoints(input: {
  dice: readonly [number, number];
  characteristic: number;
  bonus?: number;
  edges?: number;
  banes?: number;
}): { points: number; breakthrough: boolean } {
  const natural = input.dice[0] + input.dice[1];
  const net = resolveNetEdge(input.edges, input.banes);
  const total = natural + input.characteristic + (input.bonus ?? 0) + PROJECT_EDGE[net];
  return { points: Math.max(1, total), breakthrough: isNaturalCritical(natural) };
}

/** How well the hero reads a source's or guide's language. */
export type LanguageAccess = "known" | "related" | "none";

/** A language name as compared: trimmed, case and width folded ("  zaliac" = "Zaliac"). */
const languageKey = (name: string): string => name.normalize("NFKC").trim().toLowerCase();

/**
 * R-DT-1, R-DT-2 (004 「言語とプロジェクト・ロール」): how the roller reads a project's source. No source
 * language: nothing to read ("known"). The source language known: "known"; a language related to it known:
 * "related"; neither: "none".
 */
export function languageAccess(
  sourceLanguage: string,
  relatedLanguages: Iterable<string>,
  known: Iterable<string>,
): LanguageAccess {
  const source = languageKey(sourceLanguage);
  if (source === "") return "known";
  const knows = new Set([...known].map(languageKey));
  if (knows.has(source)) return "known";
  return [...relatedLanguages].some((l) => knows.has(languageKey(l))) ? "related" : "none";
}

/** R-DT-1: a related language gives a bane on project rolls; neither the language nor a relative, a double bane. */
export function projectLanguageBanes(access: LanguageAccess): 0 | 1 | 2 {
  return access === "known" ? 0 : access === "related" ? 1 : 2;
}

/**
 * R-DT-2: studying a guide adds its knowledge value without a roll; only half (rounded down) through a
 * related language. Choice (R-DT-2): a guide in a language the hero can't read at all gives nothing.
 */
export function guidePoints(knowledgeValue: number, access: LanguageAccess): number {
  if (access === "known") return knowledgeValue;
  if (access === "related") return Math.floor(knowledgeValue / 2);
  return 0;
}

/** The seed's automatic breakthrough event: 20 points at once, plus another roll. */
export const AUTOMATIC_BREAKTHROUGH_POINTS = 20;

/** R-DT-3: Discover Lore goals. */
export const DISCOVER_LORE_GOALS = Object.freeze({ common: 15, obscure: 45, lost: 120, forbidden: 240 });
export type LoreObscurity = keyof typeof DISCOVER_LORE_GOALS;

/** Seed: Learn New Language and Learn New Skill both have a goal of 120. */
export const LEARN_LANGUAGE_GOAL = 120;
export const LEARN_SKILL_GOAL = 120;

/** Seed, Find a Cure: goal = the afflicting creature's level × 50; later doses cost half (round down). */
export function findCureGoal(creatureLevel: number, firstDose = true): number {
  const goal = creatureLevel * 50;
  return firstDose ? goal : Math.floor(goal / 2);
}

/** R-DT-2: the project is done once its points reach the goal. */
export function projectComplete(points: number, goal: number): boolean {
  return points >= goal;
}

/** R-DT-2: progress 0–1 for a bar. */
export function projectProgress(points: number, goal: number): number {
  if (goal <= 0) return 1;
  return Math.min(1, Math.max(0, points / goal));
}

/**
 * R-DT-4: event milestones by goal: ≤ 30 none; 31–200 one at 1/2; 201–999 two at 1/3 and 2/3; ≥ 1000
 * three at 1/4, 1/2, 3/4. Returned as the points needed to reach each.
 * Choice (R-DT-4): a fractional milestone (half of 45 = 22.5) is reached at the next whole point (23);
 * "reaching" a fraction of the goal means getting at least that far.
 */
export function projectEventMilestones(goal: number): number[] {
  const parts = goal <= 30 ? 1 : goal <= 200 ? 2 : goal <= 999 ? 3 : 4;
  const out: number[] = [];
  for (let k = 1; k < parts; k++) out.push(Math.ceil((goal * k) / parts));
  return out;
}

/** R-DT-4: milestones crossed by going from `before` to `after` points (each triggers one event). */
export function milestonesCrossed(goal: number, before: number, after: number): number {
  let n = 0;
  for (const m of projectEventMilestones(goal)) if (before < m && after >= m) n++;
  return n;
}

/**
 * R-DT-1 (seed 004 §スキルとプロジェクト・ロール): a skill of the Crafting or Lore group may apply to a
 * project roll it bears on directly (its +2, R-TS-2). Skills of other groups only at the Director's word:
 * not by themselves. Whether the skill bears on this project is the player's and Director's call.
 */
export function projectSkillApplies(skill: string): boolean {
  const group = skillGroupOf(skill);
  return group === "crafting" || group === "lore";
}

/**
 * Seed 004 §ディレクターへ:プロジェクト・イベント: the Director who wants events as a surprise rolls a d6
 * once per respite in which one or more heroes make a project roll; on a 6 an event happens.
 */
export function projectEventOccurs(d6: number): boolean {
  return d6 === 6;
}
