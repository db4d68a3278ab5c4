/**
 * Schema v6, classes: `companion` (src/data/migrations/steps.ts `classCompanion`), whether the class's hero
 * has a companion creature (the Beastheart; src/data/item/class.ts). A class written before the field (v5, or
 * v6 before it) has none: it loads with false, strictly and loosely alike, nothing lost; one written with it
 * keeps it.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ClassModel } from "../../src/data/item/class.ts";
import { SCHEMA_VERSION } from "../../src/data/migrations/index.ts";
import { deepClone, type Plain } from "../harness/utils.ts";
import { buildModel, freshWorld, sourceOf } from "../harness/world.ts";
import { lostValues } from "./no-value-lost.ts";

beforeEach(freshWorld);

function migrate(old: Plain): Plain {
  const loose = sourceOf(buildModel(ClassModel, deepClone(old), { strict: false }));
  const strict = sourceOf(buildModel(ClassModel, deepClone(old), { strict: true }));
  expect(strict).toEqual(loose);
  expect(lostValues(old, loose)).toEqual([]);
  expect(loose["schemaVersion"]).toBe(SCHEMA_VERSION);
  return loose;
}

describe("v5 → v6: whether a class's hero has a companion", () => {
  it("an old class (v5, and v6 before the field) has none and keeps the rest", () => {
    for (const schemaVersion of [5, 6]) {
      const old = migrate({ schemaVersion, recoveries: 10, stamina: { starting: 21, perLevel: 12 } });
      expect(old["companion"]).toBe(false);
      expect(old["recoveries"]).toBe(10);
      expect(old["stamina"]).toEqual({ starting: 21, perLevel: 12 });
    }
  });

  it("a class written with its companion keeps it", () => {
    expect(migrate({ schemaVersion: 6, companion: true })["companion"]).toBe(true);
  });
});
