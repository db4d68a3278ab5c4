import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  COMPANION_RESOURCE_AFTER_ENCOUNTER,
  companionResourceGain,
  companionStaminaMax,
} from "../../src/rules/index.ts";

describe("a Beastheart's companion (the Beastheart book's Rampage, from the official class data)", () => {
  it("gains as much of its own resource as was spent of its hero's: 3 Ferocity spent, 3 Rampage", () => {
    expect(companionResourceGain(3)).toBe(3);
    expect(companionResourceGain(0)).toBe(0);
  });

  it("never loses its resource from a spend: a refund or a negative amount gains nothing", () => {
    fc.assert(fc.property(fc.integer({ min: -20, max: 20 }), (n) => companionResourceGain(n) >= 0));
    expect(companionResourceGain(-2)).toBe(0);
  });

  it("holds none once the encounter ends, as its hero's resource (R-AB-8)", () => {
    expect(COMPANION_RESOURCE_AFTER_ENCOUNTER).toBe(0);
  });

  it("has its hero's Stamina maximum when its stat block gives none (0), its own otherwise", () => {
    expect(companionStaminaMax(0, 27)).toBe(27);
    expect(companionStaminaMax(30, 27)).toBe(30);
    fc.assert(fc.property(fc.integer({ min: 0, max: 200 }), (hero) => companionStaminaMax(0, hero) === hero));
  });
});
