import { describe, expect, it } from "vitest";
import {
  canEndInSameSquare,
  compareSizes,
  formatSize,
  isSmaller,
  isSqueezed,
  parseSize,
  sizeDifference,
  sizeRank,
  tokenSquares,
} from "../../src/rules/index.ts";

const t = { value: 1, letter: "T" as const };
const s = { value: 1, letter: "S" as const };
const m = { value: 1, letter: "M" as const };
const l = { value: 1, letter: "L" as const };

describe("sizes", () => {
  it("R-MV-13: 1T < 1S < 1M < 1L < 2 < 3", () => {
    const ladder = [t, s, m, l, { value: 2 }, { value: 3 }];
    for (let i = 1; i < ladder.length; i++) {
      const smaller = ladder[i - 1];
      const larger = ladder[i];
      if (smaller === undefined || larger === undefined) throw new Error("ladder");
      expect(compareSizes(smaller, larger)).toBeLessThan(0);
      expect(isSmaller(smaller, larger)).toBe(true);
      expect(isSmaller(larger, smaller)).toBe(false);
    }
  });

  it("R-MV-13: 1T is 1 smaller than 1S, 2 than 1M, 3 than 1L, 4 than size 2", () => {
    expect(sizeDifference(t, s)).toBe(1);
    expect(sizeDifference(t, m)).toBe(2);
    expect(sizeDifference(t, l)).toBe(3);
    expect(sizeDifference(t, { value: 2 })).toBe(4);
    expect(sizeRank({ value: 1 })).toBe(sizeRank(m));
  });

  it("R-MV-13: parses and formats sizes", () => {
    expect(parseSize("1M")).toEqual(m);
    expect(parseSize(" 1t ")).toEqual(t);
    expect(parseSize("1")).toEqual(m);
    expect(parseSize("3")).toEqual({ value: 3 });
    expect(parseSize("2L")).toBeNull();
    expect(parseSize("0")).toBeNull();
    expect(parseSize("huge")).toBeNull();
    expect(formatSize(l)).toBe("1L");
    expect(formatSize({ value: 1 })).toBe("1M");
    expect(formatSize({ value: 4 })).toBe("4");
  });

  it("R-MV-13: token squares — every size 1 is one square, size N is N", () => {
    expect(tokenSquares(t)).toBe(1);
    expect(tokenSquares(l)).toBe(1);
    expect(tokenSquares({ value: 2 })).toBe(2);
    expect(tokenSquares({ value: 5 })).toBe(5);
  });

  it("R-MV-1: can end in another creature's square only if sizes differ by 2 or more", () => {
    expect(canEndInSameSquare(t, m)).toBe(true);
    expect(canEndInSameSquare(s, m)).toBe(false);
    expect(canEndInSameSquare(m, { value: 2 })).toBe(true);
    expect(canEndInSameSquare(l, { value: 2 })).toBe(false);
  });

  it("R-MV-2: sharing a square within 1 size means squeezed", () => {
    expect(isSqueezed(m, l)).toBe(true);
    expect(isSqueezed(m, m)).toBe(true);
    expect(isSqueezed(t, m)).toBe(false);
  });
});
