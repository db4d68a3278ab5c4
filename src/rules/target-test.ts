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
 */
export function targetTestResult(input: {
  dice: readonly [number, number];
  score: number;
  bonus?: number;
  edges?: number;
  banes?: number;
}): TargetTestResult {
  const { tier, total, natural, critical, netEdge } = resolvePowerRoll({
    dice: input.dice,
    characteristic: input.score,
    bonus: input.bonus ?? 0,
    edges: input.edges ?? 0,
    banes: input.banes ?? 0,
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
