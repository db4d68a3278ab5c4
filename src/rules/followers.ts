/**
 * Followers (R-RW-1, 004 「フォロワー」): artisans and sages work on their hero's downtime projects. Retainers
 * are followers too (R-RT-*) and count against the same renown limit.
 */
import { SKILL_GROUPS, type SkillGroup } from "./tests.ts";
import type { Characteristic } from "./types.ts";

/** The followers that make project rolls (retainers fight instead, R-RT-1). */
export const FOLLOWER_KINDS = ["artisan", "sage"] as const;
export type FollowerKind = (typeof FOLLOWER_KINDS)[number];

/** R-RW-1: an artisan knows four Crafting skills, a sage four Lore skills. */
export const FOLLOWER_SKILL_GROUP: Readonly<Record<FollowerKind, SkillGroup>> = Object.freeze({
  artisan: "crafting",
  sage: "lore",
});
export const FOLLOWER_SKILL_COUNT = 4;
/** R-RW-1: Caelian and two other languages the hero chooses. */
export const FOLLOWER_LANGUAGE_COUNT = 3;

/** R-RW-1: the skills a follower of this kind may know (its group's). */
export function followerSkillChoices(kind: FollowerKind): readonly string[] {
  return SKILL_GROUPS[FOLLOWER_SKILL_GROUP[kind]];
}

/**
 * R-RW-1: a new follower's characteristics. An artisan has Reason 1 and Might or Agility 1 (the hero
 * chooses, `strong`), a sage Reason 1 and Intuition 1; every other characteristic is 0.
 */
export function followerCharacteristics(
  kind: FollowerKind,
  strong: "might" | "agility" = "might",
): Record<Characteristic, number> {
  const scores = { might: 0, agility: 0, reason: 1, intuition: 0, presence: 0 };
  if (kind === "artisan") scores[strong] = 1;
  else scores.intuition = 1;
  return scores;
}

/** R-RW-1 (Renown and Followers table): renown 3 → 1 follower, 6 → 2, 9 → 3, 12 or more → 4. */
export function followerLimit(renown: number): number {
  return Math.max(0, Math.min(4, Math.floor(renown / 3)));
}

/**
 * R-RW-1: an artisan or sage makes one project roll a day for a project of its hero's (whatever the hero
 * does). Days are counted by the world clock; `lastDay` is the day of its last roll (null: never rolled).
 */
export function followerMayRoll(lastDay: number | null, today: number): boolean {
  return lastDay === null || lastDay !== today;
}

/** The length of a world day in seconds: hours × minutes × seconds of the world calendar (24 × 60 × 60). */
export function secondsPerDay(days: {
  hoursPerDay?: number | undefined;
  minutesPerHour?: number | undefined;
  secondsPerMinute?: number | undefined;
}): number {
  const positive = (n: number | undefined, fallback: number) => (n !== undefined && n > 0 ? n : fallback);
  return (
    positive(days.hoursPerDay, 24) * positive(days.minutesPerHour, 60) * positive(days.secondsPerMinute, 60)
  );
}

/** The day number of a world time in seconds (one day = 86,400 seconds unless the calendar says otherwise). */
export function worldDay(worldTime: number, daySeconds = 86_400): number {
  return Math.floor(worldTime / daySeconds);
}
