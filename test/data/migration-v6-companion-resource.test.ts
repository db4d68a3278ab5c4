/**
 * Schema v6, companions: `heroicResource` (src/data/migrations/steps.ts `companionResource`), the companion's
 * own heroic resource (the Beastheart companion's Rampage, src/data/actor/companion.ts). A companion written
 * before the field (v5, or v6 before it) holds none: it loads with no name and 0, strictly and loosely
 * alike, nothing lost, and the sheet shows no resource; one written with it keeps it.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { CompanionModel, companionResourceOf } from "../../src/data/actor/companion.ts";
import { SCHEMA_VERSION } from "../../src/data/migrations/index.ts";
import { deepClone, type Plain } from "../harness/utils.ts";
import { buildModel, freshWorld, sourceOf } from "../harness/world.ts";
import { lostValues } from "./no-value-lost.ts";

beforeEach(freshWorld);

function migrate(old: Plain): Plain {
  const loose = sourceOf(buildModel(CompanionModel, deepClone(old), { strict: false }));
  const strict = sourceOf(buildModel(CompanionModel, deepClone(old), { strict: true }));
  expect(strict).toEqual(loose);
  expect(lostValues(old, loose)).toEqual([]);
  expect(loose["schemaVersion"]).toBe(SCHEMA_VERSION);
  return loose;
}

describe("v5 → v6: a companion's own heroic resource", () => {
  it("an old companion (v5, and v6 before the field) holds none and keeps the rest", () => {
    for (const schemaVersion of [5, 6]) {
      const old = migrate({ schemaVersion, level: 3, stability: 1, keywords: ["beast"] });
      expect(old["heroicResource"]).toEqual({ name: "", value: 0 });
      expect(companionResourceOf(old)).toBeNull();
      expect(old["stability"]).toBe(1);
    }
  });

  it("R-AB-8: a companion written with its Rampage keeps it", () => {
    const boar = migrate({ schemaVersion: 6, heroicResource: { name: "Rampage", value: 2 } });
    expect(companionResourceOf(boar)).toEqual({ name: "Rampage", value: 2 });
  });
});
