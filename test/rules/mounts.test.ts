import { describe, expect, it } from "vitest";
import {
  canClimbCreature,
  canMount,
  canRide,
  climbCreatureOutcome,
  climbedOrRiddenBy,
  rideWithinSpeed,
  ridersOf,
  shakeOffOutcome,
  type CreatureSize,
} from "../../src/rules/index.ts";

const medium: CreatureSize = { value: 1, letter: "M" };
const large: CreatureSize = { value: 1, letter: "L" };
const two: CreatureSize = { value: 2 };

describe("mounted combat (004 騎乗戦闘) and climbing creatures (001 他のクリーチャーを登る)", () => {
  it("R-MO-1: a willing creature with the Mount role, larger than the rider, can be a mount", () => {
    expect(canMount({ size: medium }, { size: large, role: "mount", willing: true })).toBe(true);
    expect(canMount({ size: medium }, { size: two, role: "Mount", willing: true })).toBe(true);
    expect(canMount({ size: medium }, { size: large, role: "mount", willing: false })).toBe(false);
    expect(canMount({ size: medium }, { size: large, role: "brute", willing: true })).toBe(false);
    expect(canMount({ size: large }, { size: large, role: "mount", willing: true })).toBe(false);
  });

  it("R-CB-8: Ride once a round per rider and once a round per mount", () => {
    expect(canRide({ riderRodeThisRound: false, mountRiddenThisRound: false })).toBe(true);
    expect(canRide({ riderRodeThisRound: true, mountRiddenThisRound: false })).toBe(false);
    expect(canRide({ riderRodeThisRound: false, mountRiddenThisRound: true })).toBe(false);
  });

  it("climbing an unwilling creature: only a larger one; ≤11 fails with a free strike, 12–16 fails, ≥17 climbs", () => {
    expect(canClimbCreature(medium, large)).toBe(true);
    expect(canClimbCreature(large, medium)).toBe(false);
    expect(climbCreatureOutcome(1)).toBe("failFreeStrike");
    expect(climbCreatureOutcome(2)).toBe("fail");
    expect(climbCreatureOutcome(3)).toBe("climbs");
  });

  it("shaken off: ≤11 falls prone with falling damage, 12–16 slides off standing, ≥17 holds on", () => {
    expect(shakeOffOutcome(1)).toEqual({ off: true, fallsProne: true });
    expect(shakeOffOutcome(2)).toEqual({ off: true, fallsProne: false });
    expect(shakeOffOutcome(3)).toEqual({ off: false, fallsProne: false });
  });

  it("R-CB-8: a ridden mount moves up to its speed (a diagonal counts 1); 0 speed goes nowhere", () => {
    expect(rideWithinSpeed({ x: 2, y: 3 }, { x: 6, y: 7 }, 7)).toBe(true);
    expect(rideWithinSpeed({ x: 2, y: 3 }, { x: 10, y: 3 }, 7)).toBe(false);
    expect(rideWithinSpeed({ x: 2, y: 3 }, { x: 2, y: 3 }, 0)).toBe(true);
    expect(rideWithinSpeed({ x: 2, y: 3 }, { x: 3, y: 3 }, 0)).toBe(false);
  });

  it("R-PR-3 edge (004 騎乗戦闘, 001 他のクリーチャーを登る): only the creature a token rides or climbs gives the edge; a mount's riders are the tokens linked to it", () => {
    const links = {
      korva: { mount: "beast", kind: "ride" as const },
      tamsin: { mount: "beast", kind: "climb" as const },
    };
    expect(climbedOrRiddenBy(links, "korva", "beast")).toBe(true);
    expect(climbedOrRiddenBy(links, "tamsin", "beast")).toBe(true);
    expect(climbedOrRiddenBy(links, "korva", "goblin")).toBe(false);
    expect(climbedOrRiddenBy(links, "beast", "korva")).toBe(false);
    expect(ridersOf(links, "beast")).toEqual(["korva", "tamsin"]);
    expect(ridersOf(links, "goblin")).toEqual([]);
  });
});
