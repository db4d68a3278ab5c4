import { describe, expect, it } from "vitest";
import { rebaseStamina, sameReading } from "../../src/rules/index.ts";

const at = (value: number, temporary = 0, max = 24) => ({ value, temporary, max });

describe("a Stamina write made again on what the server held", () => {
  it("R-ST-4: a hit computed from 10 that lands on 18 (a Recovery came first) deals its 6 on 18", () => {
    expect(rebaseStamina(at(18), at(10), { value: 4 }, { kind: "damage", amount: 6 })).toEqual({
      value: 12,
      temporary: 0,
    });
  });

  it("R-ST-4: a hit re-dealt goes through temporary Stamina gained meanwhile first", () => {
    expect(rebaseStamina(at(10, 5), at(10), { value: 4 }, { kind: "damage", amount: 6 })).toEqual({
      value: 9,
      temporary: 0,
    });
  });

  it("R-RC-1, R-ST-4: a Recovery computed from 20 (capped at 24) that lands on 14 heals its whole 8", () => {
    expect(rebaseStamina(at(14), at(20), { value: 24 }, { kind: "heal", amount: 8 })).toEqual({
      value: 22,
      temporary: 0,
    });
    expect(rebaseStamina(at(20), at(10), { value: 18 }, { kind: "heal", amount: 8 }).value).toBe(24);
  });

  it("R-ST-4: temporary Stamina gained again does not stack", () => {
    expect(rebaseStamina(at(10, 7), at(10), { temporary: 5 }, { kind: "temporary", amount: 5 })).toEqual({
      value: 10,
      temporary: 7,
    });
  });

  it("a plain change moves each field it wrote by what it moved it; temporary Stamina never below 0", () => {
    expect(rebaseStamina(at(12, 2), at(10, 3), { value: 15, temporary: 0 }, null)).toEqual({
      value: 17,
      temporary: 0,
    });
    expect(rebaseStamina(at(12, 2), at(10, 3), { value: 15 }, null)).toEqual({ value: 17, temporary: 2 });
  });

  it("sameReading compares Stamina and temporary Stamina", () => {
    expect(sameReading({ value: 3, temporary: 1 }, { value: 3, temporary: 1 })).toBe(true);
    expect(sameReading({ value: 3, temporary: 1 }, { value: 3, temporary: 0 })).toBe(false);
  });
});
