/** Effects that are not standard conditions (docs/DATA.md `customEffects`): potency, refund, stacking. */
import { describe, expect, it } from "vitest";
import {
  alreadyBorne,
  potencyOnlySpendRefunded,
  restackSameAbility,
  targetOutcome,
  tiersHavePotency,
  type AbilityRollInput,
  type AbilityTierData,
  type CustomEffectData,
  type TargetInput,
} from "../../src/rules/index.ts";

const effect = (extra: Partial<CustomEffectData> = {}): CustomEffectData => ({
  name: "Off balance",
  text: "A bane on their next strike.",
  changes: [],
  potency: { characteristic: "agility", strength: "average" },
  bearer: "target",
  duration: "eot",
  ...extra,
});

const tier = (customEffects: CustomEffectData[] = []): AbilityTierData => ({
  damage: { value: 2, characteristic: false, type: "untyped" },
  conditions: [],
  forced: { kind: "", distance: 0, vertical: false },
  customEffects,
});

/** Highest characteristic 2: potencies weak 0, average 1, strong 2. Dice 6+6+2 = 14: tier 2. */
const roll = (t2: CustomEffectData[]): AbilityRollInput => ({
  dice: [6, 6],
  characteristic: 2,
  tiers: [tier(), tier(t2), tier()],
  highestCharacteristic: 2,
  potency: { weak: 0, average: 1, strong: 2 },
});

const target = (agility: number, extra: Partial<TargetInput> = {}): TargetInput => ({
  edges: 0,
  banes: 0,
  characteristics: { might: 0, agility, reason: 0, intuition: 0, presence: 0 },
  modifiers: {},
  stability: 0,
  ...extra,
});

describe("custom effects", () => {
  it("R-AB-6: a custom effect lands only when the target's characteristic is below the potency, like a condition", () => {
    const r = roll([effect()]);
    expect(targetOutcome(r, target(0)).customEffects).toEqual([
      {
        index: 0,
        name: "Off balance",
        bearer: "target",
        duration: "eot",
        potency: 1,
        characteristic: "agility",
        targetScore: 0,
        applies: true,
      },
    ]);
    expect(targetOutcome(r, target(1)).customEffects[0]?.applies).toBe(false);
  });

  it("R-AB-7: a potency surge raises the custom effect's potency against that target too", () => {
    const r = roll([effect()]);
    expect(targetOutcome(r, target(1, { potencySurge: true })).customEffects[0]?.applies).toBe(true);
  });

  it("R-AB-11: an ungated effect on the user always applies and keeps its duration", () => {
    const self = effect({
      bearer: "self",
      duration: "save",
      potency: { characteristic: "might", strength: "none" },
    });
    const [outcome] = targetOutcome(roll([self]), target(5)).customEffects;
    expect(outcome).toMatchObject({ bearer: "self", duration: "save", potency: null, applies: true });
  });

  it("R-AB-6: every target resisting a gated custom effect refunds a potency-only spend; an effect on the user does not count", () => {
    const gated = roll([effect()]);
    expect(potencyOnlySpendRefunded([targetOutcome(gated, target(3))])).toBe(true);
    expect(potencyOnlySpendRefunded([targetOutcome(gated, target(0))])).toBe(false);
    const selfOnly = roll([effect({ bearer: "self" })]);
    expect(potencyOnlySpendRefunded([targetOutcome(selfOnly, target(3))])).toBe(false);
  });

  it("R-AB-6: an ability whose only potency sits on a custom effect has a potency (for Brutal Effectiveness and the GM)", () => {
    expect(tiersHavePotency([tier(), tier([effect()]), tier()])).toBe(true);
    expect(
      tiersHavePotency([tier(), tier([effect({ potency: { characteristic: "might", strength: "none" } })])]),
    ).toBe(false);
  });

  it("R-AB-10: the same effect of the same ability is not borne twice; another ability's is", () => {
    const held = [
      { ability: "Item.a", name: "Off balance" },
      { ability: null, name: null },
    ];
    expect(alreadyBorne(held, { ability: "Item.a", name: "Off balance" })).toBe(true);
    expect(alreadyBorne(held, { ability: "Item.b", name: "Off balance" })).toBe(false);
  });
});

describe("stacking unique effects (004 固有の効果のスタック)", () => {
  const add = (key: string, value: string) => ({ key, mode: 2, value });

  it("R-AB-10: 「各アビリティの使用のうち、最も影響の大きい効果(最も高いボーナスなど)が適用されます。持続時間を決定する際は、最後に使用されたアビリティが適用されます」 — +2 speed (end of encounter) then +1 speed (EoT) keeps +2 and lasts EoT", () => {
    const held = { changes: [add("system.movement.speed", "2")], duration: "encounter" as const };
    const again = restackSameAbility(held, { changes: [add("system.movement.speed", "1")], duration: "eot" });
    expect(again).toEqual({ changes: [add("system.movement.speed", "2")], duration: "eot" });
    // A greater second use wins: +3.
    expect(
      restackSameAbility(held, { changes: [add("system.movement.speed", "3")], duration: "save" }),
    ).toEqual({
      changes: [add("system.movement.speed", "3")],
      duration: "save",
    });
  });

  it("R-AB-10: 「同じアビリティを複数回使用した際の効果はスタックしません」 — nothing is added twice; a larger penalty is the greater effect", () => {
    const held = {
      changes: [add("system.stability", "-1"), add("system.movement.speed", "1")],
      duration: "eot" as const,
    };
    const again = restackSameAbility(held, { changes: [add("system.stability", "-3")], duration: "eot" });
    expect(again.changes).toEqual([add("system.stability", "-3"), add("system.movement.speed", "1")]);
    // The same key under another mode is another change.
    const upgraded = restackSameAbility(held, {
      changes: [{ key: "system.stability", mode: 4, value: "0" }],
      duration: "eot",
    });
    expect(upgraded.changes).toHaveLength(3);
  });
});
