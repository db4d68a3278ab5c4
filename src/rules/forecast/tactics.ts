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
import { SQUAD_AREA_REACH, type ForecastAbility } from "./types.ts";

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

/**
 * The most abilities the forecast weighs for one creature (a hero's abilities, a monster's free
 * ones, its Malice ones). A longer list is cut down once, when the forecast is prepared: of abilities alike
 * in cost, targets and area only the first with the greatest expected damage stays, then the
 * FORECAST_ABILITY_CAP with the greatest expected damage over their targets (an area counted as
 * SQUAD_AREA_REACH), a tie going to the cheaper, then to the earlier. A list this long or shorter is played
 * whole, in its own order, so an ordinary stat block's forecast is unchanged.
 */
export const FORECAST_ABILITY_CAP = 16;

/**
 * The forecast's count of evaluations: each ability read when prepared, each power-roll chance
 * table worked out, and each ability weighed on a turn. What bounds the work, whatever the clock.
 */
export interface EvaluationCount {
  count: number;
}

/** Tier chances per roll bonus, each worked out once per preparation. */
function chancesFor(counter: EvaluationCount) {
  const known = new Map<number, readonly [number, number, number]>();
  return (bonus: number): readonly [number, number, number] => {
    const found = known.get(bonus);
    if (found !== undefined) return found;
    counter.count += 1;
    const chances = tierChances(bonus);
    known.set(bonus, chances);
    return chances;
  };
}

function withinCap(prepared: PreparedAbility[]): PreparedAbility[] {
  if (prepared.length <= FORECAST_ABILITY_CAP) return prepared;
  // Of abilities alike in cost, targets and area, the one with the greatest expected damage (the first on a tie).
  const alike = new Map<string, number>();
  prepared.forEach((p, index) => {
    const key = `${p.cost}|${p.area ? "area" : p.targets}`;
    const kept = alike.get(key);
    const other = kept === undefined ? undefined : prepared[kept];
    if (other === undefined || p.expected > other.expected) alike.set(key, index);
  });
  const worth = (p: PreparedAbility) => p.expected * (p.area ? SQUAD_AREA_REACH : p.targets);
  const order = [...alike.values()].sort((a, b) => {
    const pa = prepared[a];
    const pb = prepared[b];
    if (pa === undefined || pb === undefined) return a - b;
    return worth(pb) - worth(pa) || pa.cost - pb.cost || a - b;
  });
  const kept = new Set(order.slice(0, FORECAST_ABILITY_CAP));
  return prepared.filter((_, index) => kept.has(index));
}

/** Each ability with its expected damage, at most FORECAST_ABILITY_CAP of them (see there). */
export function prepareAbilities(
  abilities: readonly ForecastAbility[],
  counter: EvaluationCount = { count: 0 },
): PreparedAbility[] {
  const chances = chancesFor(counter);
  const prepared = abilities.map((ability) => {
    counter.count += 1;
    const [t1, t2, t3] = chances(ability.roll);
    return {
      ability,
      cost: Math.max(0, ability.cost ?? 0),
      targets: Math.max(1, Math.floor(ability.targets ?? 1)),
      area: ability.area === true,
      expected: t1 * ability.damage[0] + t2 * ability.damage[1] + t3 * ability.damage[2],
    };
  });
  return withinCap(prepared);
}

/**
 * The ability a side uses: the greatest expected damage over the targets it would reach (`reach(prepared)`)
 * among those it can pay for; a tie goes to the cheaper one. Null when none is affordable.
 */
export function bestAbility(
  abilities: readonly PreparedAbility[],
  budget: number,
  reach: (prepared: PreparedAbility) => number,
  counter: EvaluationCount = { count: 0 },
): PreparedAbility | null {
  let best: PreparedAbility | null = null;
  let bestValue = -1;
  counter.count += abilities.length;
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
