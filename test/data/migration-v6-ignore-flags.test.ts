/**
 * Schema v6, abilities: a tier's damage may ignore immunity (`damage.ignoresImmunity`, R-DM-2) and its forced
 * movement stability (`forced.ignoresStability`, R-MV-8). An older tier has neither: it loads with false
 * (strictly and loosely alike, nothing lost) and plays exactly as before; a flag written at v6 is kept.
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

const tier = (damage: Plain = {}, forced: Plain = {}) => ({
  damage: { value: 6, characteristic: true, type: "fire", ...damage },
  forced: { kind: "push", distance: 3, ...forced },
});

describe("v5 → v6: a tier's damage may ignore immunity, its forced movement stability", () => {
  it("R-DM-2, R-MV-8: a v5 tier ignores neither and reads as before", () => {
    const ability = migrate({
      schemaVersion: 5,
      power: { characteristics: ["might"], tier1: tier(), tier2: tier(), tier3: tier() },
    });
    const power = ability["power"] as Record<string, { damage: Plain; forced: Plain }>;
    expect(power["tier1"]?.damage["ignoresImmunity"]).toBe(false);
    expect(power["tier1"]?.forced["ignoresStability"]).toBe(false);
    const read = readTier(abilityData(ability).power.tier3);
    expect(read.damage).toMatchObject({ value: 6, type: "fire", ignoresImmunity: false });
    expect(read.forced).toMatchObject({ kind: "push", distance: 3, ignoresStability: false });
  });

  it("R-DM-2, R-MV-8: flags written at v6 are kept and read", () => {
    const ability = migrate({
      schemaVersion: 6,
      power: {
        characteristics: ["presence"],
        tier1: tier({ ignoresImmunity: true }, { ignoresStability: true }),
      },
    });
    const read = readTier(abilityData(ability).power.tier1);
    expect(read.damage.ignoresImmunity).toBe(true);
    expect(read.forced.ignoresStability).toBe(true);
    expect(readTier(abilityData(ability).power.tier2).forced.ignoresStability).toBe(false);
  });
});
