import { describe, expect, it } from "vitest";
import { ACTION_TYPES, actionTypeOf } from "../../src/rules/index.ts";

describe("action types", () => {
  it("R-AB-1: every action type reads back as itself", () => {
    for (const type of ACTION_TYPES) expect(actionTypeOf(type)).toBe(type);
  });

  it("R-AB-1: an unknown or villain type uses no ordinary action", () => {
    expect(actionTypeOf("villain")).toBe("none");
    expect(actionTypeOf("")).toBe("none");
  });
});
