/**
 * Schema v6, abilities: what a use summons (`summon`, R-CB-17). An ability written before the
 * field summons nothing: it loads with no creature and 0 (strictly and loosely alike, nothing lost), and its
 * accepted version's fingerprint is the one it had, so an ability the GM accepted stays accepted. One
 * written with a summon keeps it, and a summon is part of its mechanics.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { AbilityModel } from "../../src/data/item/ability.ts";
import { SCHEMA_VERSION } from "../../src/data/migrations/index.ts";
import { abilityMechanics, fingerprint, withMechanics } from "../../src/data/ability-mechanics.ts";
import { deepClone, type Plain } from "../harness/utils.ts";
import { buildModel, freshWorld, sourceOf } from "../harness/world.ts";
import { lostValues } from "./no-value-lost.ts";

beforeEach(freshWorld);

function migrate(old: Plain): Plain {
  const loose = sourceOf(buildModel(AbilityModel, deepClone(old), { strict: false }));
  const strict = sourceOf(buildModel(AbilityModel, deepClone(old), { strict: true }));
  expect(strict).toEqual(loose);
  expect(lostValues(old, loose)).toEqual([]);
  expect(loose["schemaVersion"]).toBe(SCHEMA_VERSION);
  return loose;
}

describe("v5 → v6: what an ability's use summons", () => {
  it("R-CB-17: an older ability (v5, and v6 before the field) summons nothing, and its fingerprint is unchanged", () => {
    for (const schemaVersion of [5, 6]) {
      const old = { schemaVersion, cost: { resource: 2 }, keywords: ["magic"] };
      const ability = migrate(old);
      expect(ability["summon"]).toEqual({ creature: null, count: 0 });
      expect(fingerprint(abilityMechanics(ability))).toBe(
        fingerprint(abilityMechanics({ ...ability, summon: undefined })),
      );
    }
  });

  it("R-CB-17: an ability written with a summon keeps it, and the summon is a mechanic the GM accepts or not", () => {
    const summon = { creature: "Actor.abcdefghijklmnop", count: 2 };
    const ability = migrate({ schemaVersion: 6, summon });
    expect(ability["summon"]).toEqual(summon);
    const accepted = abilityMechanics({ ...ability, summon: { creature: null, count: 0 } });
    expect(abilityMechanics(ability)["summon"]).toEqual(summon);
    // An accepted version that summoned nothing summons nothing, whatever the item holds now.
    expect(withMechanics(ability, accepted)["summon"]).toEqual({ creature: null, count: 0 });
  });
});
