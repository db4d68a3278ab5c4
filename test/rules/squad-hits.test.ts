import { describe, expect, it } from "vitest";
import { squadHit } from "../../src/rules/squad-hits.ts";

const squad = { individualStamina: 5, alive: 8, pool: 40 };
const hits = (...amounts: number[]) => amounts.map((amount, i) => ({ key: `m${i}`, amount }));

describe("one ability hitting minions of a squad", () => {
  it("R-MN-3: each individual stamina lost from the pool drops one minion", () => {
    const result = squadHit({ squad, hits: hits(10), area: false, type: "untyped", modifiers: {} });
    expect(result.squad).toMatchObject({ pool: 30, alive: 6 });
    expect(result).toMatchObject({ killed: 2, deadHit: ["m0"], deadOthers: 1 }); // R-MN-4
  });

  it("R-MN-5: an area only kills minions inside it (pool loses at most stamina × minions in area)", () => {
    const result = squadHit({ squad, hits: hits(6, 6, 6), area: true, type: "fire", modifiers: {} });
    expect(result.squad.pool).toBe(25);
    expect(result.killed).toBe(3);
    expect(result.deadHit).toEqual(["m0", "m1", "m2"]);
    expect(result.deadOthers).toBe(0);
  });

  it("R-MN-5: with a placed area, the pool loses at most stamina × the squad's minions inside it", () => {
    const result = squadHit({
      squad,
      hits: hits(9, 9, 9),
      area: true,
      minionsInArea: 2,
      type: "fire",
      modifiers: { weaknesses: { fire: 5 } },
    });
    expect(result.squad).toMatchObject({ pool: 30, alive: 6 });
    expect(result.killed).toBe(2);
  });

  it("R-MN-5: an area hitting all eight minions for 6 kills all eight", () => {
    const result = squadHit({
      squad,
      hits: hits(6, 6, 6, 6, 6, 6, 6, 6),
      area: true,
      type: "untyped",
      modifiers: {},
    });
    expect(result.squad).toMatchObject({ pool: 0, alive: 0 });
    expect(result.deadHit).toHaveLength(8);
  });

  it("R-MN-6: immunity applies once per source to the squad", () => {
    const plain = squadHit({ squad, hits: hits(7, 7, 7), area: false, type: "fire", modifiers: {} });
    const immune = squadHit({
      squad,
      hits: hits(3, 3, 3),
      area: true,
      type: "fire",
      modifiers: { immunities: { fire: 2 } },
    });
    const area = squadHit({ squad, hits: hits(3, 3, 3), area: true, type: "fire", modifiers: {} });
    // One area hit is one source: immunity 2 comes off once (9 → 7), not once per minion (9 → 3).
    expect(immune.squad.pool - area.squad.pool).toBe(2);
    // Three single-target strikes are three sources and are not capped by R-MN-5.
    const capped = squadHit({ squad, hits: hits(7, 7, 7), area: true, type: "fire", modifiers: {} });
    expect(plain.squad.pool).toBeLessThan(capped.squad.pool);
  });

  it("minions hit at different tiers: the hardest hit die first", () => {
    const result = squadHit({
      squad,
      hits: [
        { key: "low", amount: 3 },
        { key: "high", amount: 9 },
      ],
      area: true,
      type: "untyped",
      modifiers: {},
    });
    expect(result.deadHit[0]).toBe("high");
    expect(result.squad.pool).toBeLessThan(40);
  });

  it("R-MN-5: three 5-stamina minions at tier 1 (3) and two at tier 3 (8) in one area: 9 + 16 = 25, five drop", () => {
    const result = squadHit({ squad, hits: hits(3, 3, 3, 8, 8), area: true, type: "untyped", modifiers: {} });
    expect(result.squad).toMatchObject({ pool: 15, alive: 3 });
    expect(result.killed).toBe(5);
    expect(result.deadOthers).toBe(0);
  });

  it("R-MN-5: minions at different tiers share one area cap (stamina × minions damaged)", () => {
    // 12 + 12 + 2 = 26 > 3 × 5: the pool loses 15; a minion outside the area never drops.
    const result = squadHit({ squad, hits: hits(12, 12, 2), area: true, type: "untyped", modifiers: {} });
    expect(result.squad.pool).toBe(25);
    expect(result.killed).toBe(3);
  });

  it("R-MN-6: modifiers apply once for an area hitting minions at different tiers", () => {
    const result = squadHit({
      squad,
      hits: hits(2, 2, 4),
      area: true,
      type: "fire",
      modifiers: { immunities: { fire: 3 } },
    });
    expect(result.squad.pool).toBe(40 - (8 - 3));
  });

  it("R-MN-6: a tier dealing another damage type is its own source (its own immunity)", () => {
    const result = squadHit({
      squad,
      hits: [
        { key: "a", amount: 4, type: "fire" },
        { key: "b", amount: 4, type: "fire" },
        { key: "c", amount: 4, type: "cold" },
      ],
      area: true,
      type: "untyped",
      modifiers: { immunities: { fire: 3 } },
    });
    expect(result.squad.pool).toBe(40 - (8 - 3) - 4);
  });

  it("R-MN-4: single-target hits keep their own damage type", () => {
    const result = squadHit({
      squad,
      hits: [{ key: "a", amount: 6, type: "fire" }],
      area: false,
      type: "untyped",
      modifiers: { immunities: { fire: 6 } },
    });
    expect(result.squad.pool).toBe(40);
  });

  it("misses and zero damage change nothing", () => {
    expect(squadHit({ squad, hits: hits(0), area: true, type: "untyped", modifiers: {} })).toEqual({
      squad,
      killed: 0,
      deadHit: [],
      deadOthers: 0,
    });
  });
});
