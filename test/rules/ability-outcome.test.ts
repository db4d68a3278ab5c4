import { describe, expect, it } from "vitest";
import {
  potencyOnlySpendRefunded,
  targetOutcome,
  type AbilityRollInput,
  type AbilityTierData,
  type TargetInput,
} from "../../src/rules/ability-outcome.ts";

const plainTier = (value: number, extra: Partial<AbilityTierData> = {}): AbilityTierData => ({
  damage: { value, characteristic: true, type: "fire" },
  conditions: [],
  forced: { kind: "", distance: 0, vertical: false },
  ...extra,
});

/** Might 2 hero (highest 2): potencies weak 0, average 1, strong 2. */
const roll = (dice: [number, number], extra: Partial<AbilityRollInput> = {}): AbilityRollInput => ({
  dice,
  characteristic: 2,
  tiers: [
    plainTier(3),
    plainTier(6, {
      conditions: [
        { condition: "slowed", potency: { characteristic: "might", strength: "average" }, duration: "eot" },
      ],
    }),
    plainTier(9, {
      conditions: [
        { condition: "prone", potency: { characteristic: "agility", strength: "strong" }, duration: "save" },
        {
          condition: "weakened",
          potency: { characteristic: "might", strength: "none" },
          duration: "encounter",
        },
      ],
      forced: { kind: "push", distance: 3, vertical: false },
    }),
  ],
  highestCharacteristic: 2,
  potency: { weak: 0, average: 1, strong: 2 },
  ...extra,
});

const target = (extra: Partial<TargetInput> = {}): TargetInput => ({
  edges: 0,
  banes: 0,
  characteristics: { might: 0, agility: 0, reason: 0, intuition: 0, presence: 0 },
  modifiers: {},
  stability: 0,
  ...extra,
});

describe("per-target outcome of one ability roll", () => {
  it("R-PR-10: one roll gives each target its own tier from mixed edges and banes", () => {
    const r = roll([6, 5]); // natural 11 + 2 = 13
    expect(targetOutcome(r, target()).tier).toBe(2);
    expect(targetOutcome(r, target({ edges: 2 })).tier).toBe(3);
    expect(targetOutcome(r, target({ banes: 2 })).tier).toBe(1);
    expect(targetOutcome(r, target({ edges: 2, banes: 1 })).total).toBe(15); // R-PR-4: as one edge
    expect(targetOutcome(r, target({ edges: 1, banes: 1 })).tier).toBe(2);
    expect(targetOutcome(r, target({ bonus: 4 })).tier).toBe(3); // 17
  });

  it("R-AB-3: damage adds the rolled characteristic when the tier says so", () => {
    const outcome = targetOutcome(roll([6, 5]), target());
    expect(outcome).toMatchObject({ rawDamage: 8, damage: 8, damageType: "fire" });
    const flat = roll([6, 5], {
      tiers: [
        plainTier(3),
        { ...plainTier(6), damage: { value: 6, characteristic: false, type: "cold" } },
        plainTier(9),
      ],
    });
    expect(targetOutcome(flat, target()).damage).toBe(6);
  });

  it("R-DM-2/R-DM-3: damage after each target's own immunities and weaknesses", () => {
    const r = roll([6, 5]); // 8 fire
    expect(targetOutcome(r, target({ modifiers: { immunities: { fire: 5 } } })).damage).toBe(3);
    expect(targetOutcome(r, target({ modifiers: { weaknesses: { fire: 5 } } })).damage).toBe(13);
    expect(targetOutcome(r, target({ modifiers: { immunities: { fire: "all" } } })).damage).toBe(0);
    expect(targetOutcome(r, target({ modifiers: { immunities: { cold: 5 } } })).damage).toBe(8);
  });

  it("R-PR-11/R-DM-2: half damage rounds down and is halved before immunity", () => {
    const outcome = targetOutcome(roll([6, 5]), target({ modifiers: { immunities: { fire: 2 } } }));
    expect(outcome.halfDamage).toBe(2); // 8 → 4 → immunity 2 → 2
    expect(targetOutcome(roll([6, 5]), target({ modifiers: { immunities: { fire: 5 } } })).halfDamage).toBe(
      0,
    );
  });

  it("R-AB-6: each potency-gated effect applies only to targets whose score is below the potency", () => {
    const r = roll([6, 5]); // tier 2: slowed, M < AVERAGE (1)
    const weak = targetOutcome(r, target());
    expect(weak.effects).toEqual([
      {
        condition: "slowed",
        duration: "eot",
        potency: 1,
        characteristic: "might",
        targetScore: 0,
        applies: true,
        otherwise: null,
      },
    ]);
    const strong = targetOutcome(
      r,
      target({ characteristics: { might: 1, agility: 0, reason: 0, intuition: 0, presence: 0 } }),
    );
    expect(strong.effects[0]?.applies).toBe(false);
  });

  it("R-AB-7: two surges raise potency by 1 against that target", () => {
    const mighty = { might: 1, agility: 0, reason: 0, intuition: 0, presence: 0 };
    expect(
      targetOutcome(roll([6, 5]), target({ characteristics: mighty, potencySurge: true })).effects[0],
    ).toMatchObject({
      potency: 2,
      applies: true,
    });
  });

  it("R-AB-7: surges add the highest characteristic in damage to one target, three at most", () => {
    expect(targetOutcome(roll([6, 5]), target({ damageSurges: 2 })).rawDamage).toBe(12);
    expect(targetOutcome(roll([6, 5]), target({ damageSurges: 5 })).rawDamage).toBe(14);
  });

  it("effects without potency always apply; forced movement is reduced by stability (R-MV-8)", () => {
    const outcome = targetOutcome(roll([10, 9]), target({ stability: 1 })); // natural 19 → tier 3
    expect(outcome.critical).toBe(true);
    expect(outcome.effects.map((e) => [e.condition, e.applies])).toEqual([
      ["prone", true],
      ["weakened", true],
    ]);
    expect(outcome.effects[1]).toMatchObject({ potency: null, characteristic: null, targetScore: null });
    expect(outcome.forced).toEqual({
      kind: "push",
      kinds: ["push"],
      distance: 2,
      vertical: false,
      potency: null,
      characteristic: null,
      applies: true,
    });
    expect(
      targetOutcome(roll([9, 8]), target({ stability: 1, meleeWeaponVsSmaller: true })).forced?.distance,
    ).toBe(3);
    expect(targetOutcome(roll([6, 5]), target()).forced).toBeNull();
  });

  it("R-PR-8: the roller may downgrade a target's tier, never upgrade it", () => {
    const r = roll([10, 9]); // natural 19: a downgraded crit stays a crit (R-PR-8)
    expect(targetOutcome(r, target({ downgradeTo: 1 }))).toMatchObject({
      tier: 1,
      rolledTier: 3,
      rawDamage: 5,
      critical: true,
    });
    expect(targetOutcome(roll([1, 1]), target({ downgradeTo: 3 })).tier).toBe(1);
  });

  it("kit damage bonus and potency bonus (R-AB-5, R-ML-3)", () => {
    const r = roll([6, 5], { damageBonus: [1, 2, 3], potencyBonus: 1 });
    const outcome = targetOutcome(
      r,
      target({ characteristics: { might: 1, agility: 0, reason: 0, intuition: 0, presence: 0 } }),
    );
    expect(outcome.rawDamage).toBe(10);
    expect(outcome.effects[0]).toMatchObject({ potency: 2, applies: true });
  });

  it("a tier with no damage deals none, even with surges", () => {
    const r = roll([6, 5], { tiers: [plainTier(0), plainTier(0), plainTier(0)] });
    expect(targetOutcome(r, target({ damageSurges: 3 }))).toMatchObject({
      rawDamage: 0,
      damage: 0,
      halfDamage: 0,
    });
  });

  it("R-AB-6: a potency-only spend is refunded when every target resisted", () => {
    const r = roll([6, 5]);
    const resisted = targetOutcome(
      r,
      target({ characteristics: { might: 3, agility: 0, reason: 0, intuition: 0, presence: 0 } }),
    );
    const landed = targetOutcome(r, target());
    expect(potencyOnlySpendRefunded([resisted, resisted])).toBe(true);
    expect(potencyOnlySpendRefunded([resisted, landed])).toBe(false);
    expect(potencyOnlySpendRefunded([targetOutcome(roll([1, 1]), target())])).toBe(false); // no gated effect
  });

  it("does not mutate its inputs", () => {
    const r = Object.freeze(roll([6, 5]));
    const t = Object.freeze(target({ damageSurges: 1 }));
    expect(() => targetOutcome(r, t)).not.toThrow();
  });
});
