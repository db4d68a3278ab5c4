/**
 * Schema v6, creatures: `bonuses.saveBonus` (src/data/migrations/steps.ts `saveBonusDefault`), what a
 * feature adds to the d10 of a saving throw (R-AB-11). A v5 hero, monster or retainer, and a v6 one written
 * before the field, has none: it loads with 0 (strictly and loosely alike, nothing lost) and saves as before;
 * a bonus written at v6 is kept.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { HeroModel } from "../../src/data/actor/hero.ts";
import { MonsterModel } from "../../src/data/actor/monster.ts";
import { RetainerModel } from "../../src/data/actor/retainer.ts";
import { SCHEMA_VERSION } from "../../src/data/migrations/index.ts";
import { saveSucceedsAt } from "../../src/rules/index.ts";
import { deepClone, type Plain } from "../harness/utils.ts";
import { buildModel, freshWorld, sourceOf } from "../harness/world.ts";
import { lostValues } from "./no-value-lost.ts";

beforeEach(freshWorld);

type Model = abstract new (...args: never[]) => unknown;

function migrate(model: Model, old: Plain): Plain {
  const loose = sourceOf(buildModel(model, deepClone(old), { strict: false }));
  const strict = sourceOf(buildModel(model, deepClone(old), { strict: true }));
  expect(strict).toEqual(loose);
  expect(lostValues(old, loose)).toEqual([]);
  expect(loose["schemaVersion"]).toBe(SCHEMA_VERSION);
  expect(sourceOf(buildModel(model, deepClone(loose), { strict: true }))).toEqual(loose);
  return loose;
}

const bonusesOf = (source: Plain) => source["bonuses"] as Plain;

describe("v5 → v6: a creature's saving throw bonus", () => {
  it("SCHEMA_VERSION is at least 6", () => {
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(6);
  });

  it("R-AB-11: a v5 hero keeps its bonuses and gains a save bonus of 0: a 5 still fails against 6", () => {
    const hero = migrate(HeroModel, {
      schemaVersion: 5,
      level: 3,
      bonuses: { stamina: { echelon: 6, level: 0, treasure: 0 }, recoveryValue: 1 },
    });
    expect(bonusesOf(hero)).toMatchObject({
      stamina: { echelon: 6, level: 0, treasure: 0 },
      recoveryValue: 1,
      saveThreshold: 6,
      saveBonus: 0,
    });
    const bonuses = bonusesOf(hero) as { saveThreshold: number; saveBonus: number };
    expect(saveSucceedsAt(5, bonuses.saveThreshold, bonuses.saveBonus)).toBe(false);
  });

  it("a v5 monster and retainer, and a v6 hero written before the field (threshold 5), gain 0 and keep the rest", () => {
    expect(bonusesOf(migrate(MonsterModel, { schemaVersion: 5, level: 1 }))["saveBonus"]).toBe(0);
    expect(bonusesOf(migrate(RetainerModel, { schemaVersion: 5, level: 1 }))["saveBonus"]).toBe(0);
    const early = migrate(HeroModel, { schemaVersion: 6, bonuses: { saveThreshold: 5 } });
    expect(bonusesOf(early)).toMatchObject({ saveThreshold: 5, saveBonus: 0 });
  });

  it("a v6 save bonus (a penalty too) is kept as written", () => {
    expect(bonusesOf(migrate(HeroModel, { schemaVersion: 6, bonuses: { saveBonus: 1 } }))["saveBonus"]).toBe(
      1,
    );
    expect(
      bonusesOf(migrate(MonsterModel, { schemaVersion: 6, bonuses: { saveBonus: -1 } }))["saveBonus"],
    ).toBe(-1);
  });
});
