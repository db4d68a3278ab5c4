/**
 * Schema v6, abilities: the tier an ability's own text grants on its power roll (`automaticTier`, R-PR-7). An
 * ability written before the field grants none: it loads with 0 (strictly and loosely alike, nothing lost), its
 * fingerprint is the one it had (an ability the GM accepted stays accepted), and it reads with no automatic tier.
 * One written with a tier keeps it, the tier is a mechanic the GM accepts or not, and a value outside 0–3 is
 * brought into the range by the schema.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { AbilityModel } from "../../src/data/item/ability.ts";
import { SCHEMA_VERSION } from "../../src/data/migrations/index.ts";
import { abilityMechanics, fingerprint, withMechanics } from "../../src/data/ability-mechanics.ts";
import { readAbility } from "../../src/documents/ability-info.ts";
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

const strike = {
  keywords: ["melee", "strike"],
  power: { characteristics: ["might"], tier1: { damage: { value: 3 } } },
};

describe("v5 → v6: the tier an ability's own text grants (R-PR-7)", () => {
  it("R-PR-7: an older ability (v5, and v6 before the field) grants no tier, and its fingerprint is unchanged", () => {
    for (const schemaVersion of [5, 6]) {
      const ability = migrate({ schemaVersion, ...strike });
      expect(ability["automaticTier"]).toBe(0);
      expect(fingerprint(abilityMechanics(ability))).toBe(
        fingerprint(abilityMechanics({ ...ability, automaticTier: undefined })),
      );
      expect(readAbility({ name: "Old Strike", img: null, system: ability }).automaticTiers).toEqual([]);
    }
  });

  it("R-PR-7: an ability written with tier 3 keeps it, reads it as its own grant, and the tier is a mechanic", () => {
    const ability = migrate({ schemaVersion: 6, ...strike, automaticTier: 3 });
    expect(ability["automaticTier"]).toBe(3);
    expect(readAbility({ name: "Sure Strike", img: null, system: ability }).automaticTiers).toEqual([
      { tier: 3, source: "Sure Strike" },
    ]);
    expect(abilityMechanics(ability)["automaticTier"]).toBe(3);
    // An accepted version that granted no tier grants none, whatever the item holds now.
    const accepted = abilityMechanics({ ...ability, automaticTier: 0 });
    expect(withMechanics(ability, accepted)["automaticTier"]).toBe(0);
  });

  it("R-PR-7: only 0–3 are stored: a typed number outside them is brought into the range, a fraction rounded", () => {
    // v13 common/data/fields.mjs NumberField#_cleanType rounds an integer field and clamps it to min/max.
    const stored = (automaticTier: unknown) =>
      sourceOf(buildModel(AbilityModel, { schemaVersion: SCHEMA_VERSION, ...strike, automaticTier }))[
        "automaticTier"
      ];
    expect(stored(7)).toBe(3);
    expect(stored(-2)).toBe(0);
    expect(stored(2.4)).toBe(2);
  });
});
