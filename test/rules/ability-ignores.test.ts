/**
 * Tiers that ignore the target's defences: damage that ignores immunity (R-DM-2, weakness still applies,
 * R-DM-3) and forced movement that ignores stability (R-MV-8; R-MV-9 still adds).
 */
import { describe, expect, it } from "vitest";
import {
  targetOutcome,
  type AbilityRollInput,
  type AbilityTierData,
  type TargetInput,
} from "../../src/rules/ability-outcome.ts";

const tier = (extra: Partial<AbilityTierData> = {}): AbilityTierData => ({
  damage: { value: 10, characteristic: false, type: "fire" },
  conditions: [],
  forced: { kind: "push", distance: 5, vertical: false },
  ...extra,
});

const roll = (t: AbilityTierData): AbilityRollInput => ({
  dice: [10, 10], // natural 20: tier 3
  characteristic: 2,
  tiers: [t, t, t],
  highestCharacteristic: 2,
  potency: { weak: 0, average: 1, strong: 2 },
});

const target = (extra: Partial<TargetInput> = {}): TargetInput => ({
  edges: 0,
  banes: 0,
  characteristics: { might: 0, agility: 0, reason: 0, intuition: 0, presence: 0 },
  modifiers: { immunities: { fire: 5, all: 3 }, weaknesses: { fire: 2 } },
  stability: 3,
  ...extra,
});

describe("tiers that ignore immunity or stability", () => {
  it("R-DM-2: by default fire immunity 5 applies after weakness (10 + 2 − 5 = 7)", () => {
    const outcome = targetOutcome(roll(tier()), target());
    expect(outcome.damage).toBe(7);
  });

  it("R-DM-2, R-DM-3: damage that ignores immunity meets only the weakness (10 + 2 = 12; halved 5 + 2 = 7)", () => {
    const t = tier({ damage: { value: 10, characteristic: false, type: "fire", ignoresImmunity: true } });
    const outcome = targetOutcome(roll(t), target());
    expect(outcome.damage).toBe(12);
    expect(outcome.halfDamage).toBe(7);
    expect(outcome.damages[0]).toMatchObject({ raw: 10, damage: 12, ignoresImmunity: true });
  });

  it("R-DM-2: ignoring immunity includes 'immunity all' (no longer reduced to 0)", () => {
    const t = tier({ damage: { value: 10, characteristic: false, type: "poison", ignoresImmunity: true } });
    expect(targetOutcome(roll(t), target({ modifiers: { immunities: { poison: "all" } } })).damage).toBe(10);
    expect(targetOutcome(roll(tier()), target({ modifiers: { immunities: { fire: "all" } } })).damage).toBe(
      0,
    );
  });

  it("R-MV-8: a push 5 against stability 3 moves 2; one that ignores stability moves all 5", () => {
    expect(targetOutcome(roll(tier()), target()).forced?.distance).toBe(2);
    const t = tier({ forced: { kind: "push", distance: 5, vertical: false, ignoresStability: true } });
    expect(targetOutcome(roll(t), target()).forced?.distance).toBe(5);
  });

  it("R-MV-9 still adds to a movement that ignores stability (melee weapon vs smaller: 6)", () => {
    const t = tier({ forced: { kind: "slide", distance: 5, vertical: false, ignoresStability: true } });
    expect(targetOutcome(roll(t), target({ meleeWeaponVsSmaller: true })).forced?.distance).toBe(6);
  });
});
