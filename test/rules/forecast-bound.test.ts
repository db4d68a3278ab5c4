/**
 * The forecast's work is bounded by the abilities it weighs, not by how many a hero has. A hero
 * with 20,000 abilities (a table's ordinary three among 19,997 weak ones) is prepared once, each ability read
 * once, and then weighed with at most FORECAST_ABILITY_CAP abilities a turn; the count of evaluations says so,
 * whatever the clock (test/bench/forecast.bench.ts measures the time).
 */
import { describe, expect, it } from "vitest";
import {
  createForecast,
  FORECAST_ABILITY_CAP,
  forecastEncounter,
  forecastMonsterFromMaths,
  type ForecastAbility,
  type ForecastHero,
} from "../../src/rules/forecast/index.ts";

const REAL: ForecastAbility[] = [
  { name: "signature", damage: [6, 9, 12], roll: 2 },
  { name: "heroic", damage: [8, 12, 16], roll: 2, cost: 3 },
  { name: "area", damage: [3, 5, 7], roll: 2, cost: 5, area: true, targets: 4 },
];
const WEAK = (i: number): ForecastAbility => ({ name: `weak ${i}`, damage: [1, 1, 1], roll: 2 });

const hero = (id: string, abilities: ForecastAbility[]): ForecastHero => ({
  id,
  name: id,
  level: 1,
  stamina: 27,
  recoveries: 8,
  abilities,
});
const monsters = [
  forecastMonsterFromMaths({
    id: "raider",
    name: "raider",
    level: 1,
    organization: "platoon",
    role: "harrier",
    count: 3,
  }),
];
const FIGHTS = 20;
const ROUND_LIMIT = 20;

describe("The forecast's work is bounded", () => {
  it("a hero with 20,000 abilities: each is read once, then at most FORECAST_ABILITY_CAP are weighed a turn", () => {
    const many = [...REAL, ...Array.from({ length: 19_997 }, (_, i) => WEAK(i))];
    const heroes = [hero("a", many), hero("b", REAL), hero("c", REAL), hero("d", REAL)];
    const run = createForecast({ heroes, monsters, fights: FIGHTS, seed: 3, roundLimit: ROUND_LIMIT });
    const prepared = run.evaluations;
    // Preparing: every ability read once (20,000 + 3 × 3 + the raiders'), one chance table per roll bonus.
    expect(prepared).toBeLessThan(20_000 + 100);
    run.play(run.remaining);
    expect(run.result().fights).toBe(FIGHTS);
    // Playing: per turn a hero weighs its list at most three times, a creature its two lists once each.
    const turnsPerRound = heroes.length + (monsters[0]?.count ?? 0);
    const perTurn = 3 * FORECAST_ABILITY_CAP;
    expect(run.evaluations - prepared).toBeLessThanOrEqual(FIGHTS * ROUND_LIMIT * turnsPerRound * perTurn);
    // Unbounded, the one hero's first turn alone would have weighed 60,000.
    expect(run.evaluations - prepared).toBeLessThan(3 * 20_000);
  });

  it("the weak abilities change nothing: the forecast is the same as with the hero's three", () => {
    const many = [...REAL, ...Array.from({ length: 19_997 }, (_, i) => WEAK(i))];
    const input = (first: ForecastAbility[]) => ({
      heroes: [hero("a", first), hero("b", REAL), hero("c", REAL), hero("d", REAL)],
      monsters,
      fights: FIGHTS,
      seed: 5,
    });
    expect(forecastEncounter(input(many))).toEqual(forecastEncounter(input(REAL)));
  });

  it("a long list keeps its best: of 40 free abilities, the strongest for one, two and three targets", () => {
    const ladder = Array.from({ length: 40 }, (_, i) => ({
      name: `a${i}`,
      damage: [i, i, i] as const,
      roll: 2,
      targets: 1 + (i % 3),
    }));
    const input = (abilities: ForecastAbility[]) => ({
      heroes: [hero("a", abilities), hero("b", REAL)],
      monsters,
      fights: FIGHTS,
      seed: 7,
    });
    const kept = ladder.filter((a) => ["a37", "a38", "a39"].includes(a.name));
    expect(forecastEncounter(input(ladder))).toEqual(forecastEncounter(input(kept)));
  });
});
