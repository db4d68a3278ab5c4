import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  automaticTier,
  downgradeTier,
  edgeModifier,
  halveRoundDown,
  isCriticalHit,
  isNaturalCritical,
  opposedRollTotal,
  opposedWinner,
  resolveNetEdge,
  resolvePowerRoll,
  tierOf,
  type NetEdge,
  type Tier,
} from "../../src/rules/index.ts";
import type { ActionType } from "../../src/rules/types.ts";

/** The rulebook's tier bands, written out (R-PR-2). */
const bookTier = (total: number): Tier => (total <= 11 ? 1 : total <= 16 ? 2 : 3);

/** R-PR-3/R-PR-4 table: [edges][banes] for 0…3 of each, written from the book's bullet list. */
const NET: NetEdge[][] = [
  ["none", "bane", "doubleBane", "doubleBane"],
  ["edge", "none", "bane", "bane"],
  ["doubleEdge", "edge", "none", "none"],
  ["doubleEdge", "edge", "none", "none"],
];

/** Every (die, die) pair. */
const DICE: [number, number][] = [];
for (let a = 1; a <= 10; a++) for (let b = 1; b <= 10; b++) DICE.push([a, b]);

const tierArb = fc.constantFrom<Tier>(1, 2, 3);
const diceArb = fc.tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 }));

describe("tierOf", () => {
  it("R-PR-2: every total from −10 to 40 falls in the book's band", () => {
    for (let total = -10; total <= 40; total++) expect(tierOf(total), `total ${total}`).toBe(bookTier(total));
  });
  it("R-PR-2: boundaries 11/12 and 16/17", () => {
    expect([tierOf(11), tierOf(12), tierOf(16), tierOf(17)]).toEqual([1, 2, 2, 3]);
  });
  it("R-PR-2: tier is monotone in the total (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 80 }), fc.integer({ min: 0, max: 30 }), (t, d) => {
        expect(tierOf(t + d)).toBeGreaterThanOrEqual(tierOf(t));
      }),
    );
  });
});

describe("resolveNetEdge", () => {
  it("R-PR-4: every count of edges and banes from 0 to 3 cancels as the book lists", () => {
    for (let e = 0; e <= 3; e++)
      for (let b = 0; b <= 3; b++) expect(resolveNetEdge(e, b), `${e} edges, ${b} banes`).toBe(NET[e]?.[b]);
  });
  it("R-PR-4: counts above 2 count as 2 (five edges and one bane is one edge)", () => {
    expect(resolveNetEdge(5, 1)).toBe("edge");
    expect(resolveNetEdge(1, 7)).toBe("bane");
    expect(resolveNetEdge(9, 9)).toBe("none");
  });
  it("R-PR-3: defaults and nonsense counts are a plain roll", () => {
    expect(resolveNetEdge()).toBe("none");
    expect(resolveNetEdge(-1, 0)).toBe("none");
  });
  it("R-PR-3: only a single edge/bane adds a number", () => {
    expect(
      ["doubleBane", "bane", "none", "edge", "doubleEdge"].map((n) => edgeModifier(n as NetEdge)),
    ).toEqual([0, -2, 0, 2, 0]);
  });
});

describe("resolvePowerRoll", () => {
  it("R-PR-1: natural is the dice sum, total adds characteristic and bonus", () => {
    const r = resolvePowerRoll({ dice: [4, 5], characteristic: 2, bonus: 1 });
    expect(r).toEqual({ natural: 9, total: 12, tier: 2, critical: false, netEdge: "none" });
  });

  it("R-PR-2/R-PR-3/R-PR-4/R-PR-6: every dice pair × characteristic −5…5 × 0–3 edges × 0–3 banes", () => {
    for (const dice of DICE)
      for (let c = -5; c <= 5; c++)
        for (let e = 0; e <= 3; e++)
          for (let b = 0; b <= 3; b++) {
            const natural = dice[0] + dice[1];
            const net = NET[e]?.[b] as NetEdge;
            const total = natural + c + (net === "edge" ? 2 : net === "bane" ? -2 : 0);
            let tier = bookTier(total);
            if (net === "doubleEdge") tier = Math.min(3, tier + 1) as Tier;
            if (net === "doubleBane") tier = Math.max(1, tier - 1) as Tier;
            if (natural >= 19) tier = 3;
            const r = resolvePowerRoll({ dice, characteristic: c, edges: e, banes: b });
            expect(r, `${dice.join("+")} c${c} e${e} b${b}`).toEqual({
              natural,
              total,
              tier,
              critical: natural >= 19,
              netEdge: net,
            });
          }
  });

  it("R-PR-3: double edge adds no number but raises the tier (max 3)", () => {
    const r = resolvePowerRoll({ dice: [5, 5], characteristic: 1, edges: 2 });
    expect(r.total).toBe(11);
    expect(r.tier).toBe(2);
    expect(resolvePowerRoll({ dice: [9, 8], characteristic: 1, edges: 2 }).tier).toBe(3);
  });
  it("R-PR-3: double bane subtracts nothing but lowers the tier (min 1)", () => {
    const r = resolvePowerRoll({ dice: [8, 9], characteristic: 0, banes: 2 });
    expect(r.total).toBe(17);
    expect(r.tier).toBe(2);
    expect(resolvePowerRoll({ dice: [1, 1], characteristic: 0, banes: 3 }).tier).toBe(1);
  });
  it("R-PR-4: double edge + one bane is a single edge (+2)", () => {
    const r = resolvePowerRoll({ dice: [5, 5], characteristic: 0, edges: 2, banes: 1 });
    expect([r.total, r.tier, r.netEdge]).toEqual([12, 2, "edge"]);
  });
  it("R-PR-4: double bane + one edge is a single bane (−2)", () => {
    const r = resolvePowerRoll({ dice: [7, 6], characteristic: 0, edges: 1, banes: 3 });
    expect([r.total, r.tier, r.netEdge]).toEqual([11, 1, "bane"]);
  });
  it("R-PR-5: bonuses and penalties are uncapped and summed before edges/banes", () => {
    expect(resolvePowerRoll({ dice: [1, 1], characteristic: 0, bonus: 15 }).tier).toBe(3);
    expect(resolvePowerRoll({ dice: [5, 5], characteristic: 0, bonus: 2, edges: 1 }).total).toBe(14);
    expect(resolvePowerRoll({ dice: [5, 5], characteristic: 0, bonus: -9, edges: 2 }).tier).toBe(2);
  });
  it("R-PR-6: natural 19 or 20 is tier 3 whatever the modifiers", () => {
    const r = resolvePowerRoll({ dice: [10, 9], characteristic: -5, bonus: -20, banes: 2 });
    expect([r.tier, r.critical]).toEqual([3, true]);
    expect(resolvePowerRoll({ dice: [9, 9], characteristic: 5 }).critical).toBe(false);
  });
  it("R-PR-6: an ability that lowers its critical threshold crits (tier 3) from that natural roll; 19 otherwise", () => {
    const at18 = resolvePowerRoll({ dice: [9, 9], characteristic: -5, banes: 2, criticalAt: 18 });
    expect([at18.tier, at18.critical]).toEqual([3, true]);
    expect(resolvePowerRoll({ dice: [9, 8], characteristic: 0, criticalAt: 18 }).critical).toBe(false);
    // A threshold no two d10 can express reads as the rule's 19.
    for (const at of [0, 1, 21, 18.5]) {
      expect(resolvePowerRoll({ dice: [9, 9], characteristic: 0, criticalAt: at }).critical).toBe(false);
      expect(resolvePowerRoll({ dice: [10, 9], characteristic: 0, criticalAt: at }).critical).toBe(true);
    }
    expect(isNaturalCritical(18, 18)).toBe(true);
    expect(isNaturalCritical(18)).toBe(false);
  });
  it("R-PR-7: an automatic tier overrides edges, banes, bonuses and a natural 20", () => {
    expect(resolvePowerRoll({ dice: [1, 1], characteristic: -5, banes: 2, automaticTiers: [3] }).tier).toBe(
      3,
    );
    const crit = resolvePowerRoll({ dice: [10, 10], characteristic: 5, edges: 2, automaticTiers: [1] });
    expect([crit.tier, crit.critical]).toEqual([1, true]);
  });
  it("R-PR-7: the same automatic tier twice gives it; different ones cancel and are ignored", () => {
    expect(resolvePowerRoll({ dice: [1, 1], characteristic: 0, automaticTiers: [2, 2] }).tier).toBe(2);
    expect(resolvePowerRoll({ dice: [1, 1], characteristic: 0, automaticTiers: [3, 1] }).tier).toBe(1);
    expect(resolvePowerRoll({ dice: [9, 9], characteristic: 0, automaticTiers: [1, 2, 1] }).tier).toBe(3);
    expect(automaticTier([])).toBeNull();
    expect(automaticTier(undefined)).toBeNull();
  });
  it("R-PR-10: one roll, per-target edges give different tiers (book: 11, and 13 with an edge)", () => {
    const plain = resolvePowerRoll({ dice: [5, 4], characteristic: 2 });
    const withEdge = resolvePowerRoll({ dice: [5, 4], characteristic: 2, edges: 1 });
    expect([plain.total, plain.tier, withEdge.total, withEdge.tier]).toEqual([11, 1, 13, 2]);
  });
  it("R-PR-3: a double edge never lowers and a double bane never raises a tier (property)", () => {
    fc.assert(
      fc.property(
        diceArb,
        fc.integer({ min: -5, max: 5 }),
        fc.integer({ min: -20, max: 20 }),
        (dice, c, bonus) => {
          const plain = resolvePowerRoll({ dice, characteristic: c, bonus }).tier;
          expect(resolvePowerRoll({ dice, characteristic: c, bonus, edges: 2 }).tier).toBeGreaterThanOrEqual(
            plain,
          );
          expect(resolvePowerRoll({ dice, characteristic: c, bonus, banes: 2 }).tier).toBeLessThanOrEqual(
            plain,
          );
        },
      ),
    );
  });
  it("R-PR-2: the resolved tier is monotone in the bonus (property)", () => {
    fc.assert(
      fc.property(
        diceArb,
        fc.integer({ min: -5, max: 5 }),
        fc.integer({ min: -20, max: 20 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (dice, c, bonus, extra, edges, banes) => {
          const low = resolvePowerRoll({ dice, characteristic: c, bonus, edges, banes }).tier;
          const high = resolvePowerRoll({ dice, characteristic: c, bonus: bonus + extra, edges, banes }).tier;
          expect(high).toBeGreaterThanOrEqual(low);
        },
      ),
    );
  });
  it("R-PR-3: adding an edge never lowers and adding a bane never raises the tier (property)", () => {
    fc.assert(
      fc.property(diceArb, fc.integer({ min: -5, max: 5 }), fc.nat(3), fc.nat(3), (dice, c, e, b) => {
        const base = resolvePowerRoll({ dice, characteristic: c, edges: e, banes: b }).tier;
        expect(
          resolvePowerRoll({ dice, characteristic: c, edges: e + 1, banes: b }).tier,
        ).toBeGreaterThanOrEqual(base);
        expect(
          resolvePowerRoll({ dice, characteristic: c, edges: e, banes: b + 1 }).tier,
        ).toBeLessThanOrEqual(base);
      }),
    );
  });
  it("R-PR-1: never mutates its input", () => {
    const tiers: readonly Tier[] = Object.freeze([2, 2]);
    const input = Object.freeze({
      dice: Object.freeze([3, 4] as const),
      characteristic: 1,
      automaticTiers: tiers,
    });
    expect(() => resolvePowerRoll(input)).not.toThrow();
  });
});

describe("downgradeTier", () => {
  it("R-PR-8: the roller may take a lower tier", () => {
    const r = resolvePowerRoll({ dice: [8, 9], characteristic: 2 });
    expect(downgradeTier(r, 2).tier).toBe(2);
    expect(downgradeTier(r, 1).tier).toBe(1);
    expect(r.tier).toBe(3);
  });
  it("R-PR-8: choosing a higher or equal tier changes nothing", () => {
    const r = resolvePowerRoll({ dice: [2, 3], characteristic: 0 });
    expect(downgradeTier(r, 3)).toBe(r);
    expect(downgradeTier(r, 1)).toBe(r);
  });
  it("R-PR-8: a downgraded crit still grants the extra main action", () => {
    const crit = resolvePowerRoll({ dice: [10, 9], characteristic: 0 });
    const down = downgradeTier(crit, 1);
    expect(down.tier).toBe(1);
    expect(isCriticalHit(down, "main")).toBe(true);
  });
  it("R-PR-8: never raises a tier (property)", () => {
    fc.assert(
      fc.property(diceArb, tierArb, (dice, chosen) => {
        const r = resolvePowerRoll({ dice, characteristic: 0 });
        expect(downgradeTier(r, chosen).tier).toBe(Math.min(r.tier, chosen));
      }),
    );
  });
});

describe("isCriticalHit", () => {
  const types: ActionType[] = [
    "main",
    "maneuver",
    "move",
    "triggered",
    "freeTriggered",
    "freeManeuver",
    "none",
  ];
  it("R-PR-9: a natural 19/20 crits only for a main action ability", () => {
    for (const t of types) expect(isCriticalHit({ critical: true }, t), t).toBe(t === "main");
  });
  it("R-PR-9: no natural 19/20, no crit", () => {
    for (const t of types) expect(isCriticalHit({ critical: false }, t)).toBe(false);
  });
});

describe("opposed power rolls", () => {
  it("R-PR-12: total with no edges is dice + characteristic + bonus", () => {
    expect(opposedRollTotal({ dice: [6, 7], characteristic: 2, bonus: 1 })).toBe(16);
  });
  it("R-PR-12: edge +2, bane −2, double edge +4, double bane −4", () => {
    const base = { dice: [5, 5] as const, characteristic: 0 };
    expect(opposedRollTotal({ ...base, edges: 1 })).toBe(12);
    expect(opposedRollTotal({ ...base, banes: 1 })).toBe(8);
    expect(opposedRollTotal({ ...base, edges: 2 })).toBe(14);
    expect(opposedRollTotal({ ...base, banes: 3 })).toBe(6);
    expect(opposedRollTotal({ ...base, edges: 2, banes: 1 })).toBe(12);
  });
  it("R-PR-12: automatic tier up/down is ±4; natural 20 is just a number", () => {
    expect(opposedRollTotal({ dice: [5, 5], characteristic: 0, tierShift: 1 })).toBe(14);
    expect(opposedRollTotal({ dice: [5, 5], characteristic: 0, tierShift: -1 })).toBe(6);
    expect(opposedRollTotal({ dice: [10, 10], characteristic: -3 })).toBe(17);
  });
  it("R-PR-12: the higher total wins; ties change nothing", () => {
    expect(opposedWinner(15, 12)).toBe("a");
    expect(opposedWinner(9, 12)).toBe("b");
    expect(opposedWinner(12, 12)).toBe("tie");
  });
  it("R-PR-12: swapping the sides swaps the winner (property)", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (a, b) => {
        const ab = opposedWinner(a, b);
        const ba = opposedWinner(b, a);
        expect(ab === "tie" ? ba === "tie" : ab !== ba).toBe(true);
      }),
    );
  });
});

describe("halveRoundDown", () => {
  it("R-PR-11: halving always rounds down (Parry: 7 damage → 3)", () => {
    expect(halveRoundDown(7)).toBe(3);
    expect(halveRoundDown(8)).toBe(4);
    expect(halveRoundDown(0)).toBe(0);
    expect(halveRoundDown(1)).toBe(0);
  });
});
