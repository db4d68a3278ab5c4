/**
 * forecastEncounter: plays an encounter `fights` times (seeded, reproducible) and reports how it is likely to
 * go. The map abstraction and the limits are in types.ts, the tactics in tactics.ts, one fight in fight.ts.
 * `createForecast` plays the same fights a chunk at a time, so a window can stay responsive while it runs.
 */
import { playFight } from "./fight.ts";
import { prepareFight } from "./prepare.ts";
import { seededRandom, spreadOf, wilsonInterval } from "./random.ts";
import type { EncounterForecast, ForecastInput } from "./types.ts";

export * from "./types.ts";
export { tierChances, expectedDamage, FORECAST_ABILITY_CAP } from "./tactics.ts";
export { forecastMonsterFromMaths } from "./stat-block.ts";

export const DEFAULT_FORECAST_FIGHTS = 1000;

export interface ForecastRun {
  /** Fights still to play. */
  readonly remaining: number;
  /** Plays up to `count` more fights. */
  play(count: number): void;
  /** The forecast over the fights played so far. */
  result(): EncounterForecast;
  /** Evaluations made so far, preparing and playing (see FORECAST_ABILITY_CAP). */
  readonly evaluations: number;
}

export function createForecast(input: ForecastInput): ForecastRun {
  const total = Math.max(1, Math.floor(input.fights ?? DEFAULT_FORECAST_FIGHTS));
  const setup = prepareFight(input);
  const random = seededRandom(input.seed ?? 1);
  const heroes = input.heroes.map(() => ({ lost: 0, recoveriesSpent: 0, dying: 0, dead: 0 }));
  const rounds: number[] = [];
  let wins = 0;
  let malice = 0;
  return {
    get remaining() {
      return total - rounds.length;
    },
    get evaluations() {
      return setup.evaluations.count;
    },
    play(count: number) {
      const end = Math.min(total, rounds.length + Math.max(0, Math.floor(count)));
      while (rounds.length < end) {
        const outcome = playFight(setup, random);
        if (outcome.won) wins += 1;
        rounds.push(outcome.rounds);
        malice += outcome.maliceSpent;
        outcome.heroes.forEach((h, index) => {
          const sum = heroes[index];
          if (!sum) return;
          sum.lost += h.lost;
          sum.recoveriesSpent += h.recoveriesSpent;
          if (h.wasDying) sum.dying += 1;
          if (h.dead) sum.dead += 1;
        });
      }
    },
    result(): EncounterForecast {
      const played = Math.max(1, rounds.length);
      return {
        fights: rounds.length,
        winRate: wins / played,
        winInterval: wilsonInterval(wins, rounds.length),
        rounds: spreadOf(rounds),
        heroes: input.heroes.map((spec, index) => {
          const sum = heroes[index] ?? { lost: 0, recoveriesSpent: 0, dying: 0, dead: 0 };
          return {
            id: spec.id,
            name: spec.name,
            staminaLost: sum.lost / played,
            recoveriesSpent: sum.recoveriesSpent / played,
            dying: sum.dying / played,
            dead: sum.dead / played,
          };
        }),
        maliceSpent: malice / played,
      };
    },
  };
}

export function forecastEncounter(input: ForecastInput): EncounterForecast {
  const run = createForecast(input);
  run.play(run.remaining);
  return run.result();
}
