/**
 * Tier shapes added without a migration step. A schema-3 ability loads strictly and loosely with
 * every value kept and its old meaning (the new fields default to "no choice", "no second entry", "no
 * offset", "nothing otherwise", "no formula", "ungated"); the new shapes load strictly and round-trip.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { AbilityModel } from "../../src/data/item/ability.ts";
import { readAbility } from "../../src/documents/ability-info.ts";
import { targetOutcome } from "../../src/rules/index.ts";
import { SCHEMA_VERSION } from "../../src/data/migrations/index.ts";
import { deepClone, type Plain } from "../harness/utils.ts";
import { buildModel, freshWorld, sourceOf } from "../harness/world.ts";
import { lostValues } from "./no-value-lost.ts";

beforeEach(freshWorld);

const V3_ABILITY: Plain = {
  schemaVersion: 3,
  power: {
    characteristics: ["might"],
    tier2: {
      damage: { value: 6, characteristic: true, type: "fire" },
      conditions: [
        { condition: "slowed", potency: { characteristic: "might", strength: "average" }, duration: "save" },
      ],
      forced: { kind: "push", distance: 2, vertical: false },
    },
  },
};

function load(old: Plain): Plain {
  const loose = sourceOf(buildModel(AbilityModel, deepClone(old), { strict: false }));
  const strict = sourceOf(buildModel(AbilityModel, deepClone(old), { strict: true }));
  expect(strict).toEqual(loose);
  expect(lostValues(old, loose)).toEqual([]);
  expect(sourceOf(buildModel(AbilityModel, deepClone(loose), { strict: true }))).toEqual(loose);
  return loose;
}

const outcomeOf = (
  source: Plain,
  characteristics = { might: 0, agility: 0, reason: 0, intuition: 0, presence: 0 },
) => {
  const ability = readAbility({ name: "A", img: null, system: buildModel(AbilityModel, source) });
  return targetOutcome(
    {
      dice: [6, 5],
      characteristic: 2,
      tiers: ability.tiers,
      highestCharacteristic: 2,
      potency: { weak: 0, average: 1, strong: 2 },
      scores: { might: 2, agility: 0, reason: 0, intuition: 0, presence: 0 },
    },
    { edges: 0, banes: 0, characteristics, modifiers: {}, stability: 0 },
  );
};

describe("ability tiers: old data keeps its meaning, new shapes load strictly", () => {
  it("R-AB-3, R-AB-6, R-MV-7: a schema-3 ability loads with every value and deals what it dealt before", () => {
    load(V3_ABILITY);
    const outcome = outcomeOf(V3_ABILITY);
    expect(outcome.damages).toEqual([{ type: "fire", raw: 8, damage: 8, halfDamage: 4 }]);
    expect(outcome.effects[0]).toMatchObject({ potency: 1, applies: true, otherwise: null });
    expect(outcome.forced).toMatchObject({ kind: "push", kinds: ["push"], distance: 2, applies: true });
  });

  it("R-AB-6, R-DM-2, R-MV-8: every new tier field loads strictly and is read back", () => {
    const tier2 = {
      damage: {
        value: 5,
        type: "fire",
        types: ["cold"],
        extra: { value: 2, characteristic: false, type: "acid" },
      },
      conditions: [
        {
          condition: "restrained",
          potency: { characteristic: "might", strength: "fixed", offset: 0, value: 3 },
          duration: "save",
          otherwise: { condition: "slowed", duration: "eot" },
        },
      ],
      forced: {
        kind: "push",
        distance: 2,
        or: "pull",
        bonus: "might",
        potency: { characteristic: "agility", strength: "weak", offset: 1, value: 0 },
      },
    };
    const source = load({ ...V3_ABILITY, power: { characteristics: ["might"], tier2 } });
    const outcome = outcomeOf(source, { might: 3, agility: 0, reason: 0, intuition: 0, presence: 0 });
    expect(outcome.damages.map((d) => [d.type, d.raw])).toEqual([
      ["fire", 5],
      ["acid", 2],
    ]);
    expect(outcome.effects[0]).toMatchObject({
      potency: 3,
      applies: false,
      otherwise: { condition: "slowed" },
    });
    expect(outcome.forced).toMatchObject({ kinds: ["push", "pull"], distance: 4, potency: 1, applies: true });
  });

  it("refuses an offered damage type or an otherwise condition that is not in the vocabulary", () => {
    const bad = (tier2: Plain) =>
      buildModel(
        AbilityModel,
        // Current data (not lifted, so not rescued into legacy): the schema refuses the value.
        { schemaVersion: SCHEMA_VERSION, power: { characteristics: ["might"], tier2 } },
        { strict: true },
      );
    expect(() => bad({ damage: { types: ["plasma"] } })).toThrow(/types/);
    expect(() => bad({ conditions: [{ condition: "slowed", otherwise: { condition: "stunned" } }] })).toThrow(
      /otherwise/,
    );
  });
});
