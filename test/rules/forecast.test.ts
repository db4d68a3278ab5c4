/**
 * The encounter forecast means something: it is reproducible, monotone in the monsters it faces, orders the
 * book's difficulty bands (R-EB-2), and squads (R-MN-5, R-MN-7), captains (R-MN-10), villain actions
 * (R-CB-18) and Malice (R-ML-3) each move it the way they move a real fight.
 */
import { describe, expect, it } from "vitest";
import {
  ENCOUNTER_DIFFICULTIES,
  encounterBudget,
  monsterStats,
  type Organization,
  type Role,
} from "../../src/rules/index.ts";
import {
  forecastEncounter,
  forecastMonsterFromMaths,
  type ForecastHero,
  type ForecastInput,
  type ForecastMonster,
} from "../../src/rules/forecast/index.ts";

/** A hero of `level` as a table builds one: class stamina and kit, a signature and two heroic abilities. */
function hero(id: string, level = 1): ForecastHero {
  const bonus = level - 1;
  return {
    id,
    name: id,
    level,
    stamina: 27 + 9 * bonus,
    recoveries: 8,
    victories: 0,
    resourcePerTurn: 2,
    abilities: [
      { name: "signature", damage: [6 + bonus, 9 + bonus, 12 + bonus], roll: 2 },
      { name: "heroic", damage: [8 + bonus, 12 + bonus, 16 + bonus], roll: 2, cost: 3 },
      { name: "area", damage: [3 + bonus, 5 + bonus, 7 + bonus], roll: 2, cost: 5, area: true, targets: 4 },
    ],
  };
}

const party = (level = 1, size = 4): ForecastHero[] =>
  Array.from({ length: size }, (_, i) => hero(`hero${i + 1}`, level));

function monster(
  id: string,
  organization: Organization,
  count: number,
  level = 1,
  role?: Role,
): ForecastMonster {
  return forecastMonsterFromMaths({ id, name: id, level, organization, role, count });
}

const run = (input: Partial<ForecastInput> & Pick<ForecastInput, "monsters">, fights = 400) =>
  forecastEncounter({ heroes: party(), fights, seed: 11, ...input });

describe("encounter forecast", () => {
  it("is reproducible: the same encounter and seed give the same forecast; another seed another sample", () => {
    const monsters = [monster("raider", "platoon", 3, 1, "harrier")];
    expect(run({ monsters })).toEqual(run({ monsters }));
    const other = forecastEncounter({ heroes: party(), monsters, fights: 400, seed: 12 });
    expect(other).not.toEqual(run({ monsters }));
  });

  it("reports win rate with its interval, rounds, each hero's stamina, recoveries, dying and dead, and Malice", () => {
    const forecast = run({ monsters: [monster("raider", "platoon", 3, 1, "harrier")] });
    expect(forecast.fights).toBe(400);
    expect(forecast.winInterval[0]).toBeLessThanOrEqual(forecast.winRate);
    expect(forecast.winInterval[1]).toBeGreaterThanOrEqual(forecast.winRate);
    expect(forecast.rounds.p10).toBeLessThanOrEqual(forecast.rounds.median);
    expect(forecast.rounds.median).toBeLessThanOrEqual(forecast.rounds.p90);
    expect(forecast.heroes.map((h) => h.id)).toEqual(["hero1", "hero2", "hero3", "hero4"]);
    for (const h of forecast.heroes) {
      expect(h.staminaLost).toBeGreaterThan(0);
      expect(h.dead).toBeLessThanOrEqual(h.dying);
    }
    expect(forecast.maliceSpent).toBeGreaterThan(0);
  });

  it("adding a monster never raises the heroes' win rate beyond the interval", () => {
    const encounters: ForecastMonster[][] = [
      [monster("raider", "platoon", 2, 1, "harrier")],
      [monster("raider", "platoon", 3, 1, "harrier"), monster("goblin", "minion", 4)],
      [monster("ogre", "elite", 1, 1, "brute"), monster("goblin", "minion", 8)],
      [monster("chief", "leader", 1), monster("raider", "platoon", 1, 1, "harrier")],
    ];
    for (const monsters of encounters) {
      const before = run({ monsters });
      const after = run({ monsters: [...monsters, monster("extra", "platoon", 1, 1, "brute")] });
      expect(after.winRate).toBeLessThanOrEqual(before.winInterval[1]);
    }
  });

  it("R-EB-2: the book's bands for one party come out in order, easy to extreme", () => {
    const perCreature = monsterStats({ level: 1, organization: "platoon", role: "harrier" }).ev;
    const rates = ENCOUNTER_DIFFICULTIES.map((difficulty) => {
      const count = Math.max(1, Math.floor(encounterBudget([1, 1, 1, 1], difficulty) / perCreature));
      return run({ monsters: [monster("raider", "platoon", count, 1, "harrier")] }, 600).winRate;
    });
    const [easy = 0, standard = 0, hard = 0, extreme = 0] = rates;
    expect(standard).toBeLessThanOrEqual(easy);
    expect(hard).toBeLessThan(standard);
    expect(extreme).toBeLessThan(hard);
  });

  it("a fight the heroes cannot lose comes out near 100 %, one they cannot win near 0 %", () => {
    const easy = forecastEncounter({
      heroes: party(10),
      monsters: [monster("goblin", "minion", 4)],
      fights: 300,
      seed: 3,
    });
    expect(easy.winRate).toBeGreaterThan(0.98);
    expect(easy.rounds.median).toBe(1);
    const hopeless = run({ monsters: [monster("dragon", "solo", 3, 10)] }, 300);
    expect(hopeless.winRate).toBeLessThan(0.02);
    expect(hopeless.heroes.every((h) => h.dying > 0.98)).toBe(true);
  });

  it("R-MN-5, R-MN-7: a bigger squad is harder, and an area ability earns its cost against squads", () => {
    const four = run({ monsters: [monster("goblin", "minion", 4)] });
    const eight = run({ monsters: [monster("goblin", "minion", 8)] });
    expect(eight.heroes[0]?.staminaLost ?? 0).toBeGreaterThan(four.heroes[0]?.staminaLost ?? 0);
    const squads = [monster("goblin", "minion", 16)];
    const withArea = run({ monsters: squads });
    const withoutArea = run({
      monsters: squads,
      heroes: party().map((h) => ({ ...h, abilities: h.abilities.filter((a) => a.area !== true) })),
    });
    const lost = (f: typeof withArea) => f.heroes.reduce((sum, h) => sum + h.staminaLost, 0);
    expect(lost(withArea)).toBeLessThan(lost(withoutArea));
  });

  it("R-MN-10: a captain's benefit makes its squad hit harder while the captain stands", () => {
    const squad = { ...monster("goblin", "minion", 8), withCaptain: { damage: 2, edge: true } };
    const monsters = [monster("boss", "elite", 1, 1, "brute"), squad];
    const led = run({ monsters });
    const unled = run({ monsters, captains: false });
    const lost = (f: typeof led) => f.heroes.reduce((sum, h) => sum + h.staminaLost, 0);
    expect(lost(led)).toBeGreaterThan(lost(unled));
    expect(led.winRate).toBeLessThanOrEqual(unled.winInterval[1]);
  });

  it("R-CB-18: a leader's villain actions cost the heroes stamina", () => {
    const plain = monster("chief", "leader", 1);
    const villain: ForecastMonster = {
      ...plain,
      villainActions: [1, 2, 3].map((n) => ({ damage: [3 + n, 5 + n, 7 + n] as const, roll: 3, area: true })),
    };
    const lost = (f: ReturnType<typeof run>) => f.heroes.reduce((sum, h) => sum + h.staminaLost, 0);
    const withActions = run({ monsters: [villain, monster("raider", "platoon", 2, 1, "harrier")] });
    const without = run({ monsters: [plain, monster("raider", "platoon", 2, 1, "harrier")] });
    expect(lost(withActions)).toBeGreaterThan(lost(without));
    expect(withActions.winRate).toBeLessThanOrEqual(without.winInterval[1]);
  });

  it("R-ML-3, R-ML-4: the Director's Malice makes the fight harder and is spent", () => {
    const brute = monster("ogre", "elite", 2, 1, "brute");
    const withMalice: ForecastMonster = {
      ...brute,
      abilities: [...brute.abilities, { name: "stomp", damage: [7, 10, 13], roll: 2, cost: 3, area: true }],
    };
    const spending = run({ monsters: [withMalice], heroes: party().map((h) => ({ ...h, victories: 3 })) });
    const saving = run({
      monsters: [withMalice],
      heroes: party().map((h) => ({ ...h, victories: 3 })),
      malice: false,
    });
    expect(spending.maliceSpent).toBeGreaterThan(0);
    expect(saving.maliceSpent).toBe(0);
    const lost = (f: typeof spending) => f.heroes.reduce((sum, h) => sum + h.staminaLost, 0);
    expect(lost(spending)).toBeGreaterThan(lost(saving));
    expect(spending.winRate).toBeLessThanOrEqual(saving.winInterval[1]);
  });
});
