/**
 * Schema v6, abilities: a tier's rolled damage may be a formula (`damage.formula`, src/rules/formula.ts). A v5
 * ability has none: it loads with "" (strictly and loosely alike, nothing lost) and deals exactly its old
 * damage; a formula written at v6 is kept as written and read in its canonical spelling.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { AbilityModel } from "../../src/data/item/ability.ts";
import { SCHEMA_VERSION } from "../../src/data/migrations/index.ts";
import { abilityData, readTier } from "../../src/documents/ability-info.ts";
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
  expect(sourceOf(buildModel(AbilityModel, deepClone(loose), { strict: true }))).toEqual(loose);
  return loose;
}

const tier = (value: number, extra: Plain = {}) => ({
  damage: { value, characteristic: true, type: "fire", ...extra },
});

describe("v5 → v6: a tier's damage formula", () => {
  it("SCHEMA_VERSION is at least 6", () => {
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(6);
  });

  it("R-AB-4: a v5 tier has no formula and reads as before (3 + M fire)", () => {
    const ability = migrate({
      schemaVersion: 5,
      power: { characteristics: ["might"], tier1: tier(3), tier2: tier(6), tier3: tier(9) },
    });
    const power = ability["power"] as Record<string, { damage: Plain }>;
    expect(power["tier1"]?.damage).toMatchObject({
      value: 3,
      characteristic: true,
      type: "fire",
      formula: "",
    });
    expect(readTier(abilityData(ability).power.tier3).damage).toMatchObject({
      value: 9,
      characteristic: true,
      formula: "",
    });
  });

  it("a v6 formula is kept as written; readTier gives its canonical spelling, and '' for one that is not a formula", () => {
    const ability = migrate({
      schemaVersion: 6,
      power: {
        characteristics: ["might"],
        tier1: tier(0, { formula: "2d6 + 7 + @chr", characteristic: false }),
        tier2: tier(0, { formula: "alert(1)", characteristic: false }),
      },
    });
    const power = ability["power"] as Record<string, { damage: Plain }>;
    expect(power["tier1"]?.damage["formula"]).toBe("2d6 + 7 + @chr");
    expect(readTier(abilityData(ability).power.tier1).damage.formula).toBe("2d6+7+@chr");
    expect(readTier(abilityData(ability).power.tier2).damage.formula).toBe("");
  });
});
