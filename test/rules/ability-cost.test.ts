import { describe, expect, it } from "vitest";
import { abilityUseCost, canPayAbilityCost, type AbilityCostInput } from "../../src/rules/index.ts";

const input = (extra: Partial<AbilityCostInput> = {}): AbilityCostInput => ({
  cost: { resource: 0, malice: 0 },
  signature: false,
  spend: { value: 0, repeatable: false },
  spendTimes: 0,
  payer: "resource",
  ...extra,
});

describe("what one ability use costs", () => {
  it("R-AB-8: a hero pays the heroic resource cost once", () => {
    expect(abilityUseCost(input({ cost: { resource: 3, malice: 0 } }))).toEqual({
      resource: 3,
      malice: 0,
      spendTimes: 0,
    });
  });

  it("R-AB-8: a monster ability costs the Director its Malice", () => {
    expect(abilityUseCost(input({ cost: { resource: 0, malice: 5 }, payer: "malice" }))).toEqual({
      resource: 0,
      malice: 5,
      spendTimes: 0,
    });
  });

  it("R-AB-8: signature abilities are free, their spend option is not", () => {
    const signature = input({
      cost: { resource: 2, malice: 2 },
      signature: true,
      spend: { value: 1, repeatable: true },
    });
    expect(abilityUseCost(signature)).toMatchObject({ resource: 0, malice: 0 });
    expect(abilityUseCost({ ...signature, spendTimes: 2 })).toMatchObject({ resource: 2 });
  });

  it("R-AB-8: 'spend X+' adds X per payment; plain 'spend X' is paid at most once", () => {
    const plus = input({
      cost: { resource: 3, malice: 0 },
      spend: { value: 2, repeatable: true },
      spendTimes: 3,
    });
    expect(abilityUseCost(plus)).toEqual({ resource: 9, malice: 0, spendTimes: 3 });
    const once = { ...plus, spend: { value: 2, repeatable: false } };
    expect(abilityUseCost(once)).toEqual({ resource: 5, malice: 0, spendTimes: 1 });
  });

  it("R-ML: a monster's 'spend X+' Malice option works the same way", () => {
    const malice = input({
      cost: { resource: 0, malice: 3 },
      spend: { value: 1, repeatable: true },
      spendTimes: 2,
      payer: "malice",
    });
    expect(abilityUseCost(malice)).toEqual({ resource: 0, malice: 5, spendTimes: 2 });
  });

  it("only the payer's currency counts; a retainer pays nothing; nonsense inputs cost nothing", () => {
    expect(abilityUseCost(input({ cost: { resource: 0, malice: 4 } }))).toMatchObject({ malice: 0 });
    expect(abilityUseCost(input({ cost: { resource: 2, malice: 0 }, payer: "malice" }))).toMatchObject({
      resource: 0,
      malice: 0,
    });
    expect(
      abilityUseCost(
        input({
          cost: { resource: 2, malice: 2 },
          spend: { value: 1, repeatable: true },
          spendTimes: 4,
          payer: "none",
        }),
      ),
    ).toEqual({ resource: 0, malice: 0, spendTimes: 0 });
    expect(
      abilityUseCost(
        input({ cost: { resource: -1, malice: 0 }, spend: { value: 2, repeatable: true }, spendTimes: -3 }),
      ),
    ).toEqual({ resource: 0, malice: 0, spendTimes: 0 });
    expect(abilityUseCost(input({ spend: { value: 0, repeatable: true }, spendTimes: 5 })).spendTimes).toBe(
      0,
    );
    expect(
      abilityUseCost(input({ spend: { value: 1, repeatable: true }, spendTimes: Number.NaN })).spendTimes,
    ).toBe(0);
  });

  it("R-ML: a cost above the pool is refused, never paid into the negative", () => {
    expect(canPayAbilityCost({ resource: 3, malice: 0 }, { resource: 3, malice: 0 })).toEqual({ ok: true });
    expect(canPayAbilityCost({ resource: 4, malice: 0 }, { resource: 3, malice: 9 })).toEqual({
      ok: false,
      reason: "NotEnoughResource",
    });
    expect(canPayAbilityCost({ resource: 0, malice: 5 }, { resource: 0, malice: 4 })).toEqual({
      ok: false,
      reason: "NotEnoughMalice",
    });
  });
});
