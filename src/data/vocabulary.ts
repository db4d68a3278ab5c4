/**
 * Draw Steel's closed word lists used as schema choices. Labels live in lang/*.json under
 * STEELBOUND.<List>.<key>; the sheets localise them, the schemas only need the keys.
 */
import { imposedConditions, type ConditionId } from "../rules/index.ts";
import type { ActionType, Organization, Role } from "../rules/types.ts";

/** R-TS-8 skills (camelCase keys) and R-NG-9 motivations are the rules engine's own lists. */
export { SKILLS, SKILL_GROUPS, MOTIVATIONS } from "../rules/index.ts";
export type { Skill, SkillGroup, Motivation } from "../rules/index.ts";
/** R-AB-6: what of a use's cost is not spent when every target resists ("none" | "spend" | "all"). */
export { REFUND_CHOICES } from "../rules/index.ts";
export type { RefundChoice } from "../rules/index.ts";
/** Seed 004 §ダメージで回復するクリーチャー: what of one target's damage an ability gives back to its user. */
export const HEAL_FROM_DAMAGE = ["none", "full", "half"] as const;
export type HealFromDamage = (typeof HEAL_FROM_DAMAGE)[number];
/** When that healing happens: on every use, or only on a use whose "spend X" was paid. */
export const HEAL_FROM_DAMAGE_WHEN = ["always", "spend"] as const;
export type HealFromDamageWhen = (typeof HEAL_FROM_DAMAGE_WHEN)[number];

/** R-MV-5 */
export const MOVEMENT_TYPES = [
  "walk",
  "burrow",
  "climb",
  "swim",
  "fly",
  "teleport",
  "hover",
  "crawl",
  "jump",
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** R-MV-13: the letter only matters for size 1. */
export const SIZE_LETTERS = ["T", "S", "M", "L"] as const;
export type SizeLetter = (typeof SIZE_LETTERS)[number];

/** R-MO-1 */
export const ORGANIZATIONS: readonly Organization[] = [
  "minion",
  "horde",
  "platoon",
  "elite",
  "leader",
  "solo",
];
export const ROLES: readonly Role[] = [
  "ambusher",
  "artillery",
  "brute",
  "controller",
  "defender",
  "harrier",
  "hexer",
  "mount",
  "support",
];

/** R-MO-4: creature keywords; monsters may also carry custom ones (e.g. "goblin"). */
export const MONSTER_KEYWORDS = [
  "abyssal",
  "accursed",
  "animal",
  "beast",
  "construct",
  "dragon",
  "elemental",
  "fey",
  "giant",
  "horror",
  "humanoid",
  "infernal",
  "ooze",
  "plant",
  "soulless",
  "swarm",
  "undead",
] as const;

/** R-AB-1: action types plus the villain action. */
export const ABILITY_TYPES: readonly (ActionType | "villain")[] = [
  "main",
  "maneuver",
  "move",
  "triggered",
  "freeTriggered",
  "freeManeuver",
  "none",
  "villain",
];
export const ABILITY_CATEGORIES = ["signature", "heroic", "basic", "other"] as const;
/** R-AB-2 */
export const DISTANCE_TYPES = [
  "melee",
  "ranged",
  "meleeRanged",
  "self",
  "aura",
  "burst",
  "cube",
  "line",
  "wall",
  "special",
] as const;
/** R-AB-6 potency strengths, R-AB-11 durations, R-MV-7 forced kinds: the rules' own lists (src/rules/ability-tier.ts). */
export { POTENCY_STRENGTHS, EFFECT_DURATIONS, FORCED_KINDS } from "../rules/index.ts";

/** Kit equipment (Heroes book, Kits): the armor a kit wears ("" = not set) and the weapons it wields. */
export const KIT_ARMOR = ["", "none", "light", "medium", "heavy"] as const;
export const KIT_WEAPONS = [
  "bow",
  "ensnaring",
  "heavy",
  "light",
  "medium",
  "polearm",
  "unarmed",
  "whip",
] as const;

export const FEATURE_TYPES = ["trait", "malice", "class", "ancestry", "kit", "other"] as const;
/** R-RW-1 */
export const TREASURE_CATEGORIES = ["consumable", "trinket", "leveled", "artifact"] as const;

/** R-CN-11 / R-ST-1…R-ST-3: tracked states that abilities do not impose. */
export const TRACKED_STATES = [
  "winded",
  "dying",
  "dead",
  "unconscious",
  "hidden",
] as const satisfies readonly ConditionId[];
export type TrackedState = (typeof TRACKED_STATES)[number];
export type Condition = Exclude<ConditionId, TrackedState>;
/** R-CN-1…R-CN-10: the conditions an ability or effect can impose (the table's `imposed`, the book's first). */
export const IMPOSED_CONDITIONS: readonly Condition[] = imposedConditions().filter(
  (id): id is Condition => !(TRACKED_STATES as readonly ConditionId[]).includes(id),
);

/** The kinds of dynamic terrain object the Monsters book groups its objects by (docs/DATA.md `object`). */
export const OBJECT_CATEGORIES = [
  "hazard",
  "fortification",
  "trap",
  "mechanism",
  "siegeEngine",
  "powerFixture",
  "supernatural",
] as const;
export type ObjectCategory = (typeof OBJECT_CATEGORIES)[number];
