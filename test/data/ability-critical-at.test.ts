/**
 * R-PR-6: an ability's `power.criticalAt` (the natural roll from which its roll is critical). Abilities stored
 * before the field existed take the rule's 19 when loaded, strictly and loosely alike, with nothing of theirs
 * lost; a stored threshold is kept (the rule reads one outside 2–20 as 19, src/rules/power-roll.ts).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { AbilityModel } from "../../src/data/item/ability.ts";
import { deepClone, type Plain } from "../harness/utils.ts";
import { buildModel, freshWorld, sourceOf } from "../harness/world.ts";
import { lostValues } from "./no-value-lost.ts";

beforeEach(freshWorld);

function load(old: Plain): Plain {
  const loose = sourceOf(buildModel(AbilityModel, deepClone(old), { strict: false }));
  const strict = sourceOf(buildModel(AbilityModel, deepClone(old), { strict: true }));
  expect(strict).toEqual(loose);
  expect(lostValues(old, loose)).toEqual([]);
  return loose;
}

describe("an ability's critical threshold (R-PR-6)", () => {
  it("R-PR-6: an ability stored before power.criticalAt existed loads with 19 and keeps the rest", () => {
    const old = {
      schemaVersion: 5,
      type: "main",
      power: { characteristics: ["might"], fixedBonus: 0, tier1: { damage: { value: 3 } } },
    };
    const loaded = load(old);
    expect(loaded["power"]).toMatchObject({ criticalAt: 19, characteristics: ["might"] });
  });

  it("R-PR-6: a stored threshold is kept", () => {
    expect(load({ schemaVersion: 5, power: { criticalAt: 18 } })["power"]).toMatchObject({ criticalAt: 18 });
  });
});
