import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DAMAGE_TYPES,
  OBJECT_IMMUNITIES,
  applyDamage,
  breathHoldLimit,
  damageAfterModifiers,
  fall,
  fallOntoCreature,
  GREAT_FALL_SQUARES_PER_ROUND,
  fallingDamage,
  forcedDownwardDamage,
  gainTemporaryStamina,
  halveDamage,
  healStamina,
  mergeDamageModifiers,
  objectStamina,
  resolveDamage,
  suffocates,
  toDamageModifiers,
  underwaterAbilityBane,
  underwaterModifiers,
  type DamageModifiers,
  type DamageType,
  type StaminaState,
} from "../../src/rules/public-api.ts";

const damageType = fc.constantFrom(...DAMAGE_TYPES);
const modifierValue = fc.oneof(fc.integer({ min: -5, max: 30 }), fc.constant("all" as const));
const modifiers: fc.Arbitrary<DamageModifiers> = fc.dictionary(
  fc.constantFrom<DamageType | "all">(...DAMAGE_TYPES, "all"),
  modifierValue,
);
const stamina: fc.Arbitrary<StaminaState> = fc
  .record({ max: fc.integer({ min: 1, max: 200 }), temporary: fc.integer({ min: 0, max: 50 }) })
  .chain(({ max, temporary }) => fc.integer({ min: -max, max }).map((value) => ({ value, max, temporary })));

describe("damage modifiers", () => {
  it("R-DM-2: fire immunity 5 against 8 fire leaves 3", () => {
    expect(damageAfterModifiers(8, "fire", { immunities: { fire: 5 } })).toBe(3);
  });

  it("R-DM-2: halved first (8 → 4), then fire immunity 5 → 0", () => {
    expect(damageAfterModifiers(halveDamage(8), "fire", { immunities: { fire: 5 } })).toBe(0);
    expect(resolveDamage(8, "fire", { halved: true, immunities: { fire: 5 } })).toBe(0);
  });

  it("R-DM-2: only the highest applicable immunity: damage immunity 5 + fire immunity 10, 12 fire → 2", () => {
    expect(damageAfterModifiers(12, "fire", { immunities: { all: 5, fire: 10 } })).toBe(2);
  });

  it("R-DM-2: plain damage immunity applies to any type, typed immunity only to its type", () => {
    expect(damageAfterModifiers(7, "untyped", { immunities: { all: 3 } })).toBe(4);
    expect(damageAfterModifiers(7, "cold", { immunities: { fire: 3 } })).toBe(7);
  });

  it('R-DM-2: immunity "all" ignores damage of that type entirely', () => {
    expect(damageAfterModifiers(50, "poison", { immunities: { poison: "all" } })).toBe(0);
    expect(damageAfterModifiers(50, "fire", { immunities: { poison: "all" } })).toBe(50);
    expect(damageAfterModifiers(9, "holy", { immunities: { all: "all" }, weaknesses: { holy: 5 } })).toBe(0);
  });

  it("R-DM-3: fire weakness 5 against 10 fire → 15", () => {
    expect(damageAfterModifiers(10, "fire", { weaknesses: { fire: 5 } })).toBe(15);
  });

  it("R-DM-3: only the highest weakness applies, and plain weakness applies to any type", () => {
    expect(damageAfterModifiers(10, "fire", { weaknesses: { fire: 5, all: 2 } })).toBe(15);
    expect(damageAfterModifiers(10, "acid", { weaknesses: { fire: 5, all: 2 } })).toBe(12);
  });

  it("R-DM-3: weakness applies before immunity", () => {
    // 4 + 5 = 9, then − 6 = 3 (immunity first would give max(0, 4 − 6) + 5 = 5).
    expect(damageAfterModifiers(4, "cold", { weaknesses: { cold: 5 }, immunities: { cold: 6 } })).toBe(3);
  });

  it('R-DM-3: no damage means no weakness, and a weakness valued "all" counts as nothing', () => {
    expect(damageAfterModifiers(0, "fire", { weaknesses: { fire: 5 } })).toBe(0);
    expect(damageAfterModifiers(-3, "fire", {})).toBe(0);
    expect(damageAfterModifiers(4, "fire", { weaknesses: { all: "all", fire: 2 } })).toBe(6);
  });

  it("R-DM-2: negative modifier values count as 0", () => {
    expect(damageAfterModifiers(4, "fire", { immunities: { fire: -3 }, weaknesses: { fire: -2 } })).toBe(4);
  });

  it("R-PR-11: halving rounds down", () => {
    expect(halveDamage(7)).toBe(3);
    expect(halveDamage(1)).toBe(0);
    expect(halveDamage(-4)).toBe(0);
    expect(resolveDamage(7, "untyped", {})).toBe(7);
  });

  it("R-DM-2: merged modifier sets keep the higher value per key", () => {
    expect(mergeDamageModifiers({ fire: 3, cold: "all" }, { fire: 5, cold: 2, acid: 1 })).toEqual({
      fire: 5,
      cold: "all",
      acid: 1,
    });
    expect(mergeDamageModifiers({ fire: 3 }, { fire: undefined })).toEqual({ fire: 3 });
  });

  it("R-DM-2: stored immunities, weaknesses and immunity-all sets convert to rules modifiers", () => {
    const mods = toDamageModifiers({
      immunities: { fire: 5, cold: 0, all: 2 },
      weaknesses: { holy: 3, acid: 0 },
      immuneAll: new Set(["poison" as const]),
    });
    expect(mods).toEqual({ immunities: { fire: 5, all: 2, poison: "all" }, weaknesses: { holy: 3 } });
    expect(toDamageModifiers({ immunities: {}, weaknesses: {} })).toEqual({ immunities: {}, weaknesses: {} });
  });

  it("R-DM-2 property: damage after modifiers is never negative", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 200 }), damageType, modifiers, modifiers, (n, t, im, wk) => {
        const result = damageAfterModifiers(n, t, { immunities: im, weaknesses: wk });
        expect(result).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(result)).toBe(true);
      }),
    );
  });
});

describe("stamina loss and gain", () => {
  it("R-ST-4: temporary stamina 10, 16 damage → temporary 0 and stamina −6 from 0", () => {
    expect(applyDamage({ value: 0, max: 20, temporary: 10 }, 16)).toEqual({
      value: -6,
      max: 20,
      temporary: 0,
    });
  });

  it("R-ST-4: temporary stamina larger than the damage absorbs all of it", () => {
    expect(applyDamage({ value: 12, max: 20, temporary: 10 }, 4)).toEqual({
      value: 12,
      max: 20,
      temporary: 6,
    });
    expect(applyDamage({ value: 12, max: 20, temporary: 0 }, -3)).toEqual({
      value: 12,
      max: 20,
      temporary: 0,
    });
  });

  it("R-ST-4: temporary stamina keeps the higher value (5 then 10 → 10, not 15)", () => {
    const first = gainTemporaryStamina({ value: 10, max: 20, temporary: 0 }, 5);
    expect(gainTemporaryStamina(first, 10).temporary).toBe(10);
    expect(gainTemporaryStamina({ value: 10, max: 20, temporary: 10 }, 5).temporary).toBe(10);
  });

  it("R-ST-4: regaining stamina never exceeds max and never restores temporary stamina", () => {
    expect(healStamina({ value: 15, max: 20, temporary: 0 }, 10)).toEqual({
      value: 20,
      max: 20,
      temporary: 0,
    });
    expect(healStamina({ value: 25, max: 20, temporary: 3 }, 10)).toEqual({
      value: 25,
      max: 20,
      temporary: 3,
    });
    expect(healStamina({ value: 5, max: 20, temporary: 0 }, -2).value).toBe(5);
  });

  it("R-ST-2: a dying hero regains from the current negative value (choice)", () => {
    expect(healStamina({ value: -4, max: 30, temporary: 0 }, 6).value).toBe(2);
  });

  it("R-ST-4 property: applying damage never mutates its input and loses exactly the damage", () => {
    fc.assert(
      fc.property(stamina, fc.integer({ min: 0, max: 300 }), (state, amount) => {
        const before = { ...state };
        const after = applyDamage(state, amount);
        expect(state).toEqual(before);
        expect(after).not.toBe(state);
        expect(after.temporary).toBeGreaterThanOrEqual(0);
        expect(state.value + state.temporary - (after.value + after.temporary)).toBe(amount);
      }),
    );
  });

  it("R-ST-4 property: healing never mutates, never lowers, never passes max", () => {
    fc.assert(
      fc.property(stamina, fc.integer({ min: -10, max: 300 }), (state, amount) => {
        const before = { ...state };
        const after = healStamina(state, amount);
        expect(state).toEqual(before);
        expect(after.value).toBeGreaterThanOrEqual(state.value);
        expect(after.value).toBeLessThanOrEqual(Math.max(state.max, state.value));
        expect(after.temporary).toBe(state.temporary);
      }),
    );
  });
});

describe("falling", () => {
  it("R-DM-7: 2 damage per square fallen, from 2 squares", () => {
    expect(fallingDamage(1, 0)).toBe(0);
    expect(fallingDamage(2, 0)).toBe(4);
    expect(fallingDamage(10, 0)).toBe(20);
  });

  it("R-DM-7: at most 50 damage", () => {
    expect(fallingDamage(25, 0)).toBe(50);
    expect(fallingDamage(100, 0)).toBe(50);
  });

  it("R-DM-7: Agility reduces the effective height (a negative Agility counts as 0)", () => {
    expect(fallingDamage(6, 2)).toBe(8);
    expect(fallingDamage(6, -3)).toBe(12);
    expect(fallingDamage(3, 2)).toBe(0);
  });

  it("R-DM-7: falling into liquid at least 1 square deep reduces the height by 4", () => {
    expect(fallingDamage(10, 0, true)).toBe(12);
    expect(fallingDamage(10, 2, true)).toBe(8);
    expect(fallingDamage(5, 0, true)).toBe(0);
  });

  it("R-DM-7: a damaging fall leaves the creature prone", () => {
    expect(fall(5, 1)).toEqual({ height: 4, damage: 8, prone: true });
    expect(fall(2, 1)).toEqual({ height: 1, damage: 0, prone: false });
    expect(fall(2, 5, true)).toEqual({ height: 0, damage: 0, prone: false });
  });

  it("R-DM-7: landing on a creature deals it the same damage; prone if the faller's size beats its Might", () => {
    expect(fallOntoCreature(8, 2, 1)).toEqual({ damage: 8, landedOnProne: true });
    expect(fallOntoCreature(8, 1, 2)).toEqual({ damage: 8, landedOnProne: false });
    expect(GREAT_FALL_SQUARES_PER_ROUND).toBe(100);
  });

  it("R-MV-11: forced downward into the ground uses falling damage with Agility treated as 0", () => {
    expect(forcedDownwardDamage(3)).toBe(6);
    expect(forcedDownwardDamage(1)).toBe(0);
  });
});

describe("objects, underwater and suffocation", () => {
  it("R-DM-4: object stamina per square — glass 1, wood 3, stone 6, metal 9", () => {
    expect(objectStamina("glass")).toBe(1);
    expect(objectStamina("wood", 2)).toBe(6);
    expect(objectStamina("stone", 3)).toBe(18);
    expect(objectStamina("metal", 0)).toBe(9);
  });

  it("R-DM-4: objects ignore poison and psychic damage", () => {
    expect(damageAfterModifiers(20, "poison", { immunities: OBJECT_IMMUNITIES })).toBe(0);
    expect(damageAfterModifiers(20, "psychic", { immunities: OBJECT_IMMUNITIES })).toBe(0);
    expect(damageAfterModifiers(20, "fire", { immunities: OBJECT_IMMUNITIES })).toBe(20);
  });

  it("R-DM-5: submerged creatures gain fire immunity 5 and lightning weakness 5", () => {
    const wet = underwaterModifiers({});
    expect(damageAfterModifiers(8, "fire", wet)).toBe(3);
    expect(damageAfterModifiers(8, "lightning", wet)).toBe(13);
    const fireproof = underwaterModifiers({ immunities: { fire: 10 }, weaknesses: { lightning: 2 } });
    expect(damageAfterModifiers(12, "fire", fireproof)).toBe(2);
    expect(damageAfterModifiers(2, "lightning", fireproof)).toBe(7);
  });

  it("R-DM-5: ability rolls underwater have a bane unless the creature swims at full speed", () => {
    expect(underwaterAbilityBane(false)).toBe(true);
    expect(underwaterAbilityBane(true)).toBe(false);
  });

  it("R-DM-6: hold breath for Might rounds (min 1), then damage at the end of each round", () => {
    expect(breathHoldLimit(3)).toBe(3);
    expect(breathHoldLimit(-1)).toBe(1);
    expect(breathHoldLimit(-1, false)).toBe(0);
    expect(breathHoldLimit(2, false)).toBe(2);
    expect(suffocates(2, 2)).toBe(false);
    expect(suffocates(3, 2)).toBe(true);
    expect(suffocates(1, 0)).toBe(false);
    expect(suffocates(2, 0)).toBe(true);
  });
});
