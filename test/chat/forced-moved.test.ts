import { describe, expect, it } from "vitest";
import { forcedMovedKey, forcedMovedTargets } from "../../src/chat/forced-moved.ts";

describe("targets already force-moved by a card", () => {
  it("reads the card's marks by target index and writes them with one key each", () => {
    expect(forcedMovedTargets(undefined)).toEqual(new Set());
    expect(forcedMovedTargets({ "0": true, "2": true, "3": false, junk: true })).toEqual(new Set([0, 2]));
    expect(forcedMovedKey(2)).toBe("flags.steelbound.forcedMoved.2");
  });
});
