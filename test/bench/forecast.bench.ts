/**
 * The encounter forecast the builder shows: 1,000 fights of a standard encounter for four 1st-level heroes
 * (three harriers and a squad of eight minions with a captain) must take at most 1 s on a 2-core machine.
 * The same with one hero of 20,000 abilities costs about the same (each ability is read once,
 * then at most FORECAST_ABILITY_CAP are weighed a turn: test/rules/forecast-bound.test.ts counts them).
 */
import { bench, describe } from "vitest";
import {
  forecastEncounter,
  forecastMonsterFromMaths,
  type ForecastHero,
} from "../../src/rules/forecast/index.ts";

const heroes: ForecastHero[] = ["a", "b", "c", "d"].map((id) => ({
  id,
  name: id,
  level: 1,
  stamina: 27,
  recoveries: 8,
  abilities: [
    { damage: [6, 9, 12], roll: 2 },
    { damage: [8, 12, 16], roll: 2, cost: 3 },
    { damage: [3, 5, 7], roll: 2, cost: 5, area: true, targets: 4 },
  ],
}));
const monsters = [
  forecastMonsterFromMaths({
    id: "raider",
    name: "raider",
    level: 1,
    organization: "platoon",
    role: "harrier",
    count: 3,
  }),
  {
    ...forecastMonsterFromMaths({ id: "goblin", name: "goblin", level: 1, organization: "minion", count: 8 }),
    withCaptain: { edge: true },
  },
];

const crowded: ForecastHero[] = heroes.map((hero, i) =>
  i > 0
    ? hero
    : {
        ...hero,
        abilities: [
          ...hero.abilities,
          ...Array.from({ length: 19_997 }, (_, n) => ({ damage: [1 + (n % 5), 2, 3] as const, roll: 2 })),
        ],
      },
);

describe("encounter forecast", () => {
  bench(
    "1,000 fights (budget: ≤ 1 s)",
    () => {
      forecastEncounter({ heroes, monsters, fights: 1000, seed: 1 });
    },
    { iterations: 5 },
  );
  bench(
    "1,000 fights, one hero with 20,000 abilities (budget: ≤ 1 s, as above)",
    () => {
      forecastEncounter({ heroes: crowded, monsters, fights: 1000, seed: 1 });
    },
    { iterations: 5 },
  );
});
