import { describe, expect, it } from "vitest";
import { coveredCells, placeAround, planSquads } from "../../src/rules/index.ts";

const bounds = { min: { x: 0, y: 0 }, max: { x: 9, y: 9 } };

describe("placing an encounter around a square (R-MV-13)", () => {
  it("the first creature takes the square picked, the next ones the nearest free squares", () => {
    const spots = placeAround({ x: 5, y: 5 }, [1, 1, 1], [{ x: 4, y: 4 }], bounds);
    expect(spots[0]).toEqual({ x: 5, y: 5 });
    for (const spot of spots.slice(1)) {
      expect(spot).not.toEqual({ x: 4, y: 4 });
      expect(Math.max(Math.abs((spot?.x ?? 0) - 5), Math.abs((spot?.y ?? 0) - 5))).toBe(1);
    }
  });

  it("a big creature gets its whole footprint free and inside the scene; no two creatures overlap", () => {
    const spots = placeAround({ x: 9, y: 9 }, [1, 3, 2], [], bounds);
    const seen = new Set<string>();
    spots.forEach((spot, i) => {
      expect(spot).not.toBeNull();
      for (const c of coveredCells(spot ?? { x: 0, y: 0 }, [1, 3, 2][i] ?? 1)) {
        expect(c.x).toBeLessThanOrEqual(9);
        expect(c.y).toBeLessThanOrEqual(9);
        expect(seen.has(`${c.x},${c.y}`)).toBe(false);
        seen.add(`${c.x},${c.y}`);
      }
    });
  });

  it("a creature with no room left gets null", () => {
    const tiny = { min: { x: 0, y: 0 }, max: { x: 0, y: 0 } };
    expect(placeAround({ x: 0, y: 0 }, [1, 1, 2], [], tiny)).toEqual([{ x: 0, y: 0 }, null, null]);
  });
});

describe("squads for a placed encounter (R-MN-1, R-MN-10)", () => {
  const minion = (name: string) => ({ name, organization: "minion" as const });
  it("minions of one name make as few squads of at most 8 as they can, sizes even", () => {
    const plans = planSquads(Array.from({ length: 10 }, () => minion("Spinecleaver")));
    expect(plans.map((p) => p.members.length)).toEqual([5, 5]);
    expect(planSquads(Array.from({ length: 8 }, () => minion("A"))).map((p) => p.members.length)).toEqual([
      8,
    ]);
  });

  it("each squad gets its own captain; not a minion, not a mount; leaders and solos last", () => {
    const plans = planSquads([
      { name: "Warlord", organization: "leader" },
      minion("A"),
      minion("A"),
      minion("B"),
      { name: "Warbeast", organization: "elite", role: "mount" },
      { name: "Shieldbearer", organization: "platoon", role: "defender" },
      minion("C"),
    ]);
    expect(plans.map((p) => [p.name, p.captain])).toEqual([
      ["A", 5],
      ["B", 0],
      ["C", null],
    ]);
  });
});
