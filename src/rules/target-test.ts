/**
 * Abilities whose tiers are not the user's roll. Some abilities have each target make a test instead
 * ("each target makes a Might test"): the target rolls 2d10 + its own characteristic like any test
 * (R-PR-1, R-PR-2), and the tier it reaches picks the ability's tier — tier 1 is the worst for the
 * target, as the ability's tiers are written from the target's side. Some others roll with a fixed
 * bonus in place of a characteristic ("Power Roll + 2", R-PR-1, R-PR-5).
 */
import { resolvePowerRoll, type PowerRollResult } from "./power-roll.ts";
import type { Characteristic } from "./types.ts";

/** Who rolls an ability and with what: the user with a characteristic or a fixed bonus, or each target. */
export const ABILITY_ROLLS = ["characteristic", "fixed", "targetTest"] as const;
export type AbilityRoll = (typeof ABILITY_ROLLS)[number];

/** A target's test as an ability's tiers read it. */
export type TargetTestResult = Pick<PowerRollResult, "tier" | "total" | "natural" | "critical" | "netEdge">;

/**
 * R-PR-1/R-PR-2 for a target's test against an ability: 2d10 + the target's score in the tested
 * characteristic + its bonuses, edges and banes as for any test (R-CB-10: a defending creature takes
 * a double edge on tests to resist). The caller has checked the dice.
 *
 * R-PR-7 for objects (004 「物体」): 「アビリティによって物体がテストを行うことを強制された場合、その物体は自動的に
 * そのテストでティア1の結果を得ます」 — an object forced to test gets tier 1 whatever it rolls (an automatic
 * tier overrides edges, banes and bonuses).
 */
export function targetTestResult(input: {
  dice: readonly [number, number];
  score: number;
  bonus?: number;
  edges?: number;
  banes?: number;
  /** The target is an object, not a creature. */
  object?: boolean;
}): TargetTestResult {
  const { tier, total, natural, critical, netEdge } = resolvePowerRoll({
    dice: input.dice,
    characteristic: input.score,
    bonus: input.bonus ?? 0,
    edges: input.edges ?? 0,
    banes: input.banes ?? 0,
    ...(input.object === true ? { automaticTiers: [1] as const } : {}),
  });
  return { tier, total, natural, critical, netEdge };
}

/**
 * "Makes a Might or Agility test": the target tests with one of the named characteristics, by default
 * its best; null when the ability names none.
 */
export function bestTestCharacteristic(
  allowed: readonly Characteristic[],
  scores: Readonly<Record<Characteristic, number>>,
): Characteristic | null {
  return allowed.reduce<Characteristic | null>((a, b) => (a === null || scores[b] > scores[a] ? b : a), null);
}

/**
 * 004 「物体」: an object forced to make a test needs no roll; its tier is 1 (see `targetTestResult`). The book
 * does not say how a map marks a thing as an object: Steelbound reads the keyword "object" on a creature's
 * stat block (a dynamic terrain object kept as a monster).
 */
export const OBJECT_KEYWORD = "object";

export function isObjectByKeywords(keywords: Iterable<string>): boolean {
  for (const k of keywords) if (k.toLowerCase() === OBJECT_KEYWORD) return true;
  return false;
}
