/** The published tier shapes beyond "damage; potency-gated condition; forced movement". */
import { describe, expect, it } from "vitest";
import {
  potencyOnlySpendRefunded,
  squadHit,
  targetOutcome,
  type AbilityRollInput,
  type AbilityTierData,
  type TargetInput,
} from "../../src/rules/index.ts";

const tier = (extra: Partial<AbilityTierData> = {}): AbilityTierData => ({
  damage: { value: 0, characteristic: false, type: "untyped" },
  conditions: [],
  forced: { kind: "", distance: 0, vertical: false },
  ...extra,
});

/** Highest characteristic 3 (potencies weak 1, average 2, strong 3); dice 6+5 +3 = 14 → tier 2 for all. */
const roll = (t: AbilityTierData, extra: Partial<AbilityRollInput> = {}): AbilityRollInput => ({
  dice: [6, 5],
  characteristic: 3,
  tiers: [t, t, t],
  highestCharacteristic: 3,
  potency: { weak: 1, average: 2, strong: 3 },
  ...extra,
});

const scores = (might = 0, agility = 0) => ({ might, agility, reason: 0, intuition: 0, presence: 0 });
const target = (extra: Partial<TargetInput> = {}): TargetInput => ({
  edges: 0,
  banes: 0,
  characteristics: scores(),
  modifiers: {},
  stability: 0,
  ...extra,
});

const slowed = (potency: AbilityTierData["conditions"][number]["potency"]) =>
  tier({ conditions: [{ condition: "slowed", potency, duration: "eot" }] });

describe("potency as a fixed number or a strength with an offset (R-AB-6)", () => {
  it("R-AB-6: a fixed potency (M < 3) ignores the user's characteristics", () => {
    const fixed = slowed({ characteristic: "might", strength: "fixed", value: 3 });
    const low = roll(fixed, { highestCharacteristic: 0, potency: { weak: -2, average: -1, strong: 0 } });
    expect(targetOutcome(low, target({ characteristics: scores(2) })).effects[0]).toMatchObject({
      potency: 3,
      applies: true,
    });
    expect(targetOutcome(low, target({ characteristics: scores(3) })).effects[0]?.applies).toBe(false);
  });

  it("R-AB-6, R-AB-7: weak + 1 is the weak potency plus one, and a potency surge raises it further", () => {
    const offset = slowed({ characteristic: "might", strength: "weak", offset: 1 });
    expect(targetOutcome(roll(offset), target({ characteristics: scores(1) })).effects[0]).toMatchObject({
      potency: 2,
      applies: true,
    });
    expect(targetOutcome(roll(offset), target({ characteristics: scores(2) })).effects[0]?.applies).toBe(
      false,
    );
    const surged = target({ characteristics: scores(2), potencySurge: true });
    expect(targetOutcome(roll(offset), surged).effects[0]).toMatchObject({ potency: 3, applies: true });
  });

  it("R-AB-6: a resisted effect imposes its 'otherwise' effect instead; an applied one does not", () => {
    const t = tier({
      conditions: [
        {
          condition: "restrained",
          potency: { characteristic: "might", strength: "average" },
          duration: "save",
          otherwise: { condition: "slowed", duration: "eot" },
        },
      ],
    });
    const resisted = targetOutcome(roll(t), target({ characteristics: scores(2) })).effects[0];
    expect(resisted).toMatchObject({ applies: false, otherwise: { condition: "slowed", duration: "eot" } });
    const hit = targetOutcome(roll(t), target({ characteristics: scores(1) })).effects[0];
    expect(hit).toMatchObject({ condition: "restrained", applies: true });
  });
});

describe("damage types and damage entries (R-DM-2, R-DM-3)", () => {
  const fireOrCold = tier({ damage: { value: 5, characteristic: false, type: "fire", types: ["cold"] } });

  it("R-DM-2: the type picked when rolling decides which immunity applies", () => {
    const fireproof = target({ modifiers: { immunities: { fire: 5 } } });
    expect(targetOutcome(roll(fireOrCold), fireproof).damage).toBe(0);
    expect(targetOutcome(roll(fireOrCold, { damageType: "cold" }), fireproof)).toMatchObject({
      damage: 5,
      damageType: "cold",
    });
  });

  it("a type the tier does not offer is not used: the tier's own type stays", () => {
    expect(targetOutcome(roll(fireOrCold, { damageType: "acid" }), target()).damageType).toBe("fire");
  });

  it("R-DM-2, R-DM-3: a second damage entry has its own type; immunity and weakness apply per entry", () => {
    const t = tier({
      damage: {
        value: 5,
        characteristic: false,
        type: "untyped",
        extra: { value: 2, characteristic: false, type: "fire" },
      },
    });
    const outcome = targetOutcome(
      roll(t),
      target({ modifiers: { immunities: { fire: 5 }, weaknesses: {} } }),
    );
    expect(outcome.damages.map((d) => [d.type, d.raw, d.damage])).toEqual([
      ["untyped", 5, 5],
      ["fire", 2, 0],
    ]);
    expect(outcome.damage).toBe(5);
    const weak = targetOutcome(roll(t), target({ modifiers: { weaknesses: { fire: 3 } } }));
    expect(weak.damage).toBe(5 + 2 + 3);
    // R-PR-11: each entry halved on its own (5 → 2, 2 → 1).
    expect(weak.halfDamage).toBe(2 + 1 + 3);
  });

  it("R-MN-6: a squad takes each damage entry as its own source, immunity once per entry", () => {
    const result = squadHit({
      squad: { individualStamina: 4, alive: 4, pool: 16 },
      hits: [
        { key: "a", amount: 5, type: "untyped" },
        { key: "a", amount: 2, type: "fire" },
      ],
      area: false,
      type: "untyped",
      modifiers: { immunities: { fire: 1 } },
    });
    expect(result.squad.pool).toBe(16 - 5 - 1);
    expect(result.deadHit).toEqual(["a"]);
  });
});

describe("forced movement shapes (R-MV-7, R-MV-8)", () => {
  it("R-AB-6: potency-gated forced movement (A < 2 push 3) moves only a target below the potency", () => {
    const t = tier({
      forced: {
        kind: "push",
        distance: 3,
        vertical: false,
        potency: { characteristic: "agility", strength: "average" },
      },
    });
    expect(targetOutcome(roll(t), target({ characteristics: scores(0, 1) })).forced).toMatchObject({
      distance: 3,
      potency: 2,
      characteristic: "agility",
      applies: true,
    });
    expect(targetOutcome(roll(t), target({ characteristics: scores(0, 2) })).forced?.applies).toBe(false);
  });

  it("R-MV-8: push 2 + M adds the user's Might before stability", () => {
    const t = tier({ forced: { kind: "push", distance: 2, vertical: false, bonus: "might" } });
    const r = roll(t, { scores: { might: 3, agility: 1, reason: 0, intuition: 0, presence: 0 } });
    expect(targetOutcome(r, target()).forced?.distance).toBe(5);
    expect(targetOutcome(r, target({ stability: 1 })).forced?.distance).toBe(4);
  });

  it("R-MV-8: push 2 + the rolled characteristic (the official '2 + @chr') adds the roll's score", () => {
    const t = tier({ forced: { kind: "push", distance: 2, vertical: false, bonus: "roll" } });
    expect(targetOutcome(roll(t, { characteristic: 3 }), target()).forced?.distance).toBe(5);
  });

  it("R-MV-7: push or pull offers both kinds", () => {
    const t = tier({ forced: { kind: "push", distance: 2, vertical: false, or: "pull" } });
    expect(targetOutcome(roll(t), target()).forced).toMatchObject({ kind: "push", kinds: ["push", "pull"] });
  });
});

describe("R-AB-6: refund when every target resists", () => {
  const gate = { characteristic: "might", strength: "fixed", value: 1 } as const;
  const mighty = target({ characteristics: scores(3) });

  it("R-AB-6: a resisted effect with an 'otherwise' effect still lands: nothing is refunded", () => {
    const withFallback = tier({
      conditions: [
        {
          condition: "restrained",
          potency: gate,
          duration: "save",
          otherwise: { condition: "slowed", duration: "eot" },
        },
      ],
    });
    expect(potencyOnlySpendRefunded([targetOutcome(roll(withFallback), mighty)])).toBe(false);
    expect(potencyOnlySpendRefunded([targetOutcome(roll(slowed(gate)), mighty)])).toBe(true);
  });

  it("R-AB-6: a gated forced movement every target resisted is refunded", () => {
    const push = tier({ forced: { kind: "push", distance: 3, vertical: false, potency: gate } });
    expect(potencyOnlySpendRefunded([targetOutcome(roll(push), mighty)])).toBe(true);
    expect(potencyOnlySpendRefunded([targetOutcome(roll(push), target())])).toBe(false);
  });
});
