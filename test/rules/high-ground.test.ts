import { describe, expect, it } from "vitest";
import { hasHighGround, isEntirelyAbove } from "../../src/rules/index.ts";

const standing = { standing: true };

describe("R-CN-11 high ground (001/004 高所)", () => {
  it("R-CN-11: the user's bottom above or level with the target's top gives high ground; one square lower does not", () => {
    expect(hasHighGround({ z: 1, size: 1 }, { z: 0, size: 1 }, standing)).toBe(true);
    expect(hasHighGround({ z: 3, size: 1 }, { z: 0, size: 1 }, standing)).toBe(true);
    expect(hasHighGround({ z: 0, size: 1 }, { z: 0, size: 1 }, standing)).toBe(false);
    // A size 2 target is two squares tall: a user at height 1 is beside its upper half, not above it.
    expect(hasHighGround({ z: 1, size: 1 }, { z: 0, size: 2 }, standing)).toBe(false);
    expect(isEntirelyAbove({ z: 2, size: 1 }, { z: 0, size: 2 })).toBe(true);
  });

  it("R-CN-11: only a creature standing on the ground has it: a flying or prone one does not, however high", () => {
    expect(hasHighGround({ z: 4, size: 1 }, { z: 0, size: 1 }, { standing: false })).toBe(false);
  });

  it("R-CN-11: a climbing creature has it only with a climb speed", () => {
    const up = { z: 2, size: 1 };
    const down = { z: 0, size: 1 };
    expect(hasHighGround(up, down, { standing: false, climbing: true, climbSpeed: true })).toBe(true);
    expect(hasHighGround(up, down, { standing: false, climbing: true, climbSpeed: false })).toBe(false);
  });

  it("R-CN-11: never against a burrowing creature fully inside the ground (001 穴掘りクリーチャーの対象指定)", () => {
    expect(
      hasHighGround({ z: 0, size: 1 }, { z: -2, size: 1 }, { ...standing, targetFullyBurrowed: true }),
    ).toBe(false);
  });
});
