/**
 * The forecast knows a Summoner's and a Beastheart's side is not a single creature (R-CB-17): a
 * hero's companion and expected summons fight beside it, are targets, fall at 0 stamina without dying, and
 * neither adds Malice (R-ML-2) nor appears as a hero of its own in the forecast.
 */
import { describe, expect, it } from "vitest";
import {
  forecastEncounter,
  forecastMonsterFromMaths,
  type ForecastAlly,
  type ForecastHero,
} from "../../src/rules/forecast/index.ts";

const hero = (id: string, allies?: ForecastAlly[]): ForecastHero => ({
  id,
  name: id,
  level: 1,
  stamina: 24,
  recoveries: 8,
  victories: 0,
  resourcePerTurn: 2,
  abilities: [{ name: "signature", damage: [5, 8, 11], roll: 2 }],
  allies,
});

const companion: ForecastAlly = {
  name: "Wolf",
  stamina: 20,
  recoveries: 4,
  abilities: [{ name: "bite", damage: [4, 7, 10], roll: 2 }],
};
const razors: ForecastAlly = {
  name: "Razor",
  stamina: 3,
  count: 2,
  abilities: [{ name: "free strike", damage: [2, 2, 2], roll: 0 }],
};

const monsters = [
  forecastMonsterFromMaths({ id: "raider", name: "raider", level: 1, organization: "platoon", count: 4 }),
];
const run = (heroes: ForecastHero[]) => forecastEncounter({ heroes, monsters, fights: 300, seed: 5 });

describe("R-CB-17: a hero's companion and summons in the encounter forecast", () => {
  it("a companion and summons help the side: more wins, fewer rounds, less stamina lost by the hero", () => {
    const alone = run([hero("korva"), hero("ash")]);
    const helped = run([hero("korva", [companion, razors]), hero("ash")]);
    expect(helped.winRate).toBeGreaterThan(alone.winRate);
    expect(helped.rounds.median).toBeLessThanOrEqual(alone.rounds.median);
    expect(helped.heroes[0]?.staminaLost ?? 0).toBeLessThan(alone.heroes[0]?.staminaLost ?? 0);
  });

  it("reports the heroes only, and adds no Malice for the allies", () => {
    const helped = run([hero("korva", [companion, razors])]);
    expect(helped.heroes.map((h) => h.id)).toEqual(["korva"]);
    const none = run([hero("korva", [{ ...razors, count: 0 }])]);
    expect(none).toEqual(run([hero("korva")]));
  });
});
