/**
 * The plain tactics both sides follow in the forecast, and the expected damage they choose by.
 * - Heroes: the ability with the greatest expected damage they can pay for (so they spend their heroic
 *   resource on their best heroic ability), saving for one turn when a better one is that close; an area goes to the largest minion squad,
 *   single-target damage to the enemy closest to falling. Catch Breath (a maneuver, R-RC-1) when winded.
 * - Director: each creature attacks standing heroes at random (whoever is near it on the abstract map);
 *   squads focus: three minions on the standing hero with the least stamina (R-MN-7), the rest on the next; leaders and solos use villain action N in round N (R-CB-18);
 *   Malice goes to the creature's own Malice abilities first (R-ML-4), else to Malicious Strike (R-ML-3).
 */
import { resolvePowerRoll } from "../power-roll.ts";
import type { Tier } from "../types.ts";
import type { ForecastAbility } from "./types.ts";

/** Chance of tiers 1, 2 and 3 for a power roll with `bonus` (2d10, natural 19–20 tier 3, R-PR-2, R-PR-6). */
export function tierChances(bonus: number, edges = 0): readonly [number, number, number] {
  let t1 = 0;
  let t2 = 0;
  let t3 = 0;
  for (let a = 1; a <= 10; a++) {
    for (let b = 1; b <= 10; b++) {
      const { tier } = resolvePowerRoll({ dice: [a, b], characteristic: bonus, edges });
      if (tier === 1) t1 += 1;
      else if (tier === 2) t2 += 1;
      else t3 += 1;
    }
  }
  return [t1 / 100, t2 / 100, t3 / 100];
}

/** Expected damage to one target of `ability`. */
export function expectedDamage(ability: ForecastAbility, edges = 0): number {
  const [t1, t2, t3] = tierChances(ability.roll, edges);
  return t1 * ability.damage[0] + t2 * ability.damage[1] + t3 * ability.damage[2];
}

export function damageAt(ability: ForecastAbility, tier: Tier): number {
  const [t1, t2, t3] = ability.damage;
  return tier === 1 ? t1 : tier === 2 ? t2 : t3;
}

/** An ability with its expected damage per target worked out once per forecast. */
export interface PreparedAbility {
  ability: ForecastAbility;
  cost: number;
  targets: number;
  area: boolean;
  expected: number;
}

export function prepareAbilities(abilities: readonly ForecastAbility[]): PreparedAbility[] {
  return abilities.map((ability) => ({
    ability,
    cost: Math.max(0, ability.cost ?? 0),
    targets: Math.max(1, Math.floor(ability.targets ?? 1)),
    area: ability.area === true,
    expected: expectedDamage(ability),
  }));
}

/**
 * The ability a side uses: the greatest expected damage over the targets it would reach (`reach(prepared)`)
 * among those it can pay for; a tie goes to the cheaper one. Null when none is affordable.
 */
export function bestAbility(
  abilities: readonly PreparedAbility[],
  budget: number,
  reach: (prepared: PreparedAbility) => number,
): PreparedAbility | null {
  let best: PreparedAbility | null = null;
  let bestValue = -1;
  for (const prepared of abilities) {
    if (prepared.cost > budget) continue;
    const value = prepared.expected * reach(prepared);
    if (value > bestValue || (value === bestValue && best !== null && prepared.cost < best.cost)) {
      best = prepared;
      bestValue = value;
    }
  }
  return best;
}

/** Indices of `count` entries with the smallest `key`, skipping those `skip` rejects. */
export function lowest<T>(
  items: readonly T[],
  count: number,
  key: (item: T) => number,
  skip: (item: T) => boolean,
): T[] {
  return items
    .filter((item) => !skip(item))
    .sort((a, b) => key(a) - key(b))
    .slice(0, Math.max(0, count));
}
