/**
 * Tests — power rolls without an ability (R-TS-1…R-TS-5, R-TS-7, R-TS-8). Montage tests live in
 * montage.ts.
 */
import type { PowerRollResult } from "./power-roll.ts";
import type { Tier } from "./types.ts";

export type TestDifficulty = "easy" | "medium" | "hard";
export type TestOutcome =
  "failureWithConsequence" | "failure" | "successWithConsequence" | "success" | "successWithReward";

/** R-TS-1 table, indexed [difficulty][tier]. */
const OUTCOMES: Readonly<Record<TestDifficulty, Readonly<Record<Tier, TestOutcome>>>> = {
  easy: { 1: "successWithConsequence", 2: "success", 3: "successWithReward" },
  medium: { 1: "failure", 2: "successWithConsequence", 3: "success" },
  hard: { 1: "failureWithConsequence", 2: "failure", 3: "success" },
};

/** R-TS-1: outcome by difficulty and tier; a natural 19/20 is always a success with a reward. */
export function testOutcome(
  difficulty: TestDifficulty,
  roll: Pick<PowerRollResult, "tier" | "critical">,
): TestOutcome {
  if (roll.critical) return "successWithReward";
  return OUTCOMES[difficulty][roll.tier];
}

/** R-TS-1: "success" in the rules covers all three success outcomes. */
export function isSuccess(outcome: TestOutcome): boolean {
  return outcome === "success" || outcome === "successWithConsequence" || outcome === "successWithReward";
}

/** The outcome carries a consequence (used by group tests, R-TS-5). */
export function hasConsequence(outcome: TestOutcome): boolean {
  return outcome === "failureWithConsequence" || outcome === "successWithConsequence";
}

/** R-TS-4: an assist test at tier 1 imposes a bane, tier 2 grants an edge, tier 3 a double edge. */
export function assistEffect(tier: Tier): { edges: number; banes: number } {
  if (tier === 1) return { edges: 0, banes: 1 };
  return { edges: tier === 2 ? 1 : 2, banes: 0 };
}

/**
 * R-TS-4: who may assist — the assister needs a skill that applies and that the assisted creature is
 * not using for this test. Group test participants can't assist each other (R-TS-5).
 */
export function canAssist(input: {
  assisterSkill: string | null;
  assistedSkill: string | null;
  inSameGroupTest?: boolean;
}): boolean {
  if (input.inSameGroupTest === true) return false;
  return input.assisterSkill !== null && input.assisterSkill !== input.assistedSkill;
}

/**
 * R-TS-5: the group succeeds if at least half succeed. On a success where at least half earned a
 * reward → one group reward (consequences ignored). On a failure where a majority (more than half)
 * suffered a consequence → one group consequence (rewards ignored).
 * Choice (R-TS-5): an empty group is a failure with neither a reward nor a consequence.
 */
export function groupTestResult(outcomes: readonly TestOutcome[]): {
  success: boolean;
  groupReward: boolean;
  groupConsequence: boolean;
} {
  const n = outcomes.length;
  let successes = 0;
  let rewards = 0;
  let consequences = 0;
  for (const o of outcomes) {
    if (isSuccess(o)) successes++;
    if (o === "successWithReward") rewards++;
    if (hasConsequence(o)) consequences++;
  }
  const success = n > 0 && successes * 2 >= n;
  return {
    success,
    groupReward: success && rewards * 2 >= n,
    groupConsequence: !success && consequences * 2 > n,
  };
}

/**
 * R-TS-2: an applicable skill adds +2 (not an edge, so it stacks with one). Only one skill counts per
 * test, and skills never apply to ability rolls.
 */
export const SKILL_BONUS = 2;
export function skillBonus(applicableSkills: number, roll: "test" | "abilityRoll" = "test"): number {
  return roll === "test" && applicableSkills > 0 ? SKILL_BONUS : 0;
}

/** R-TS-7: the default consequence — the Director gains 2 Malice at the start of the next combat. */
export const DEFAULT_CONSEQUENCE = Object.freeze({ malice: 2 });
/** R-TS-7: the default reward — the party gains 1 hero token. */
export const DEFAULT_REWARD = Object.freeze({ heroTokens: 1 });
/**
 * R-TS-5 simple options: a group reward is worth two individual rewards (e.g. 2 hero tokens); a group
 * consequence can be 2 Malice per hero at the start of the next combat.
 */
export const DEFAULT_GROUP_REWARD = Object.freeze({ heroTokens: 2 });
export const DEFAULT_GROUP_CONSEQUENCE_MALICE_PER_HERO = DEFAULT_CONSEQUENCE.malice;

/** R-TS-8: the five skill groups and their skills (keys camelCase, as stored in hero.system.skills). */
export const SKILL_GROUPS = Object.freeze({
  crafting: Object.freeze([
    "alchemy",
    "architecture",
    "blacksmithing",
    "carpentry",
    "cooking",
    "fletching",
    "forgery",
    "jewelry",
    "mechanics",
    "tailoring",
  ] as const),
  exploration: Object.freeze([
    "climb",
    "drive",
    "endurance",
    "gymnastics",
    "heal",
    "jump",
    "lift",
    "navigate",
    "ride",
    "swim",
  ] as const),
  interpersonal: Object.freeze([
    "brag",
    "empathize",
    "flirt",
    "gamble",
    "handleAnimals",
    "interrogate",
    "intimidate",
    "lead",
    "lie",
    "music",
    "perform",
    "persuade",
    "readPerson",
  ] as const),
  intrigue: Object.freeze([
    "alertness",
    "concealObject",
    "disguise",
    "eavesdrop",
    "escapeArtist",
    "hide",
    "pickLock",
    "pickPocket",
    "sabotage",
    "search",
    "sneak",
    "track",
  ] as const),
  lore: Object.freeze([
    "criminalUnderworld",
    "culture",
    "history",
    "magic",
    "monsters",
    "nature",
    "psionics",
    "religion",
    "rumors",
    "society",
    "strategy",
    "timescape",
  ] as const),
});

export type SkillGroup = keyof typeof SKILL_GROUPS;
export type Skill = (typeof SKILL_GROUPS)[SkillGroup][number];
export const SKILL_GROUP_KEYS: readonly SkillGroup[] = [
  "crafting",
  "exploration",
  "interpersonal",
  "intrigue",
  "lore",
];
/** Every R-TS-8 skill, group by group. */
export const SKILLS: readonly Skill[] = SKILL_GROUP_KEYS.flatMap((g) => SKILL_GROUPS[g]);

/** R-TS-8: the group of a book skill, or null for a custom (Director-made) skill. */
export function skillGroupOf(skill: string): SkillGroup | null {
  // Widening the literal tuple to string[] so any string can be looked up.
  for (const g of SKILL_GROUP_KEYS) if ((SKILL_GROUPS[g] as readonly string[]).includes(skill)) return g;
  return null;
}

/**
 * Seed 004 §テスト (the guideline for a task some creature resists, "not hard rules"): easy when a single
 * resister's bonus for the task is lower than the hero's; medium when several resisters all have lower
 * bonuses, or a single one has the same; hard when any resister's bonus is higher, or several have the
 * same. No resister: nothing resists, an easy test. The book is silent on several resisters of whom one
 * matches the hero and the rest are lower: decision — medium (it meets neither of hard's two cases).
 * Opposed power rolls themselves are R-PR-12.
 */
export function opposedTaskDifficulty(heroBonus: number, resisterBonuses: readonly number[]): TestDifficulty {
  if (resisterBonuses.some((b) => b > heroBonus)) return "hard";
  const same = resisterBonuses.filter((b) => b === heroBonus).length;
  if (same >= 2) return "hard";
  if (same === 1 || resisterBonuses.length > 1) return "medium";
  return "easy";
}
