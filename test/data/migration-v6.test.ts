/**
 * Schema v6 (src/data/migrations/steps.ts `realContent`): data stored at v5 gains a hero's `preferredKit`, a
 * feature's `kits` and every creature's `bonuses.saveThreshold`, `bonuses.perLevel` and `bonuses.perEchelon`,
 * each at the default that keeps the old meaning (no preferred kit, one kit, saves on 6, nothing scaled).
 * Nothing stored is lost; loaded strictly and loosely with the same result, and stable once current.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { HeroModel } from "../../src/data/actor/hero.ts";
import { MonsterModel } from "../../src/data/actor/monster.ts";
import { FeatureModel } from "../../src/data/item/feature.ts";
import { SCHEMA_VERSION } from "../../src/data/migrations/index.ts";
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

describe("v5 → v6: two kits, the save threshold and level-scaled bonuses, at their defaults", () => {
  it("SCHEMA_VERSION is 6", () => {
    expect(SCHEMA_VERSION).toBe(6);
  });

  it("a v5 hero keeps its bonuses and gains no preferred kit, a save threshold of 6 and nothing scaled", () => {
    const hero = migrate(HeroModel, {
      schemaVersion: 5,
      level: 4,
      stability: 1,
      heroicResource: { name: "Clarity", value: -2 },
      bonuses: { stamina: { echelon: 6, level: 0, treasure: 0 }, recoveryValue: 1 },
    });
    expect(hero).toMatchObject({
      level: 4,
      stability: 1,
      heroicResource: { name: "Clarity", value: -2 },
      preferredKit: "",
      bonuses: {
        stamina: { echelon: 6, level: 0, treasure: 0 },
        recoveryValue: 1,
        saveThreshold: 6,
        perLevel: { speed: 0, stability: 0, disengage: 0, immunities: { fire: 0 }, weaknesses: { all: 0 } },
        perEchelon: { speed: 0, stability: 0, disengage: 0 },
      },
    });
  });

  it("a v5 monster saves on 6 as before (R-AB-11)", () => {
    const goblin = migrate(MonsterModel, { schemaVersion: 5, level: 1, stability: 0 });
    expect(goblin["bonuses"]).toMatchObject({ saveThreshold: 6 });
  });

  it("a v5 feature (the Tactician's Field Arsenal before v6) says nothing about kits: 0, one kit for its hero", () => {
    const feature = migrate(FeatureModel, { schemaVersion: 5, featureType: "class", points: 0 });
    expect(feature["kits"]).toBe(0);
  });
});
