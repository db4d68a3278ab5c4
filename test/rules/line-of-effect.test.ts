import { describe, expect, it } from "vitest";
import { cutsCorner, hasLineOfEffect, type BarrierSegment } from "../../src/rules/index.ts";

const at = (x: number, y: number, size = 1) => ({ x, y, size });
const wall = (ax: number, ay: number, bx: number, by: number): BarrierSegment => ({
  a: { x: ax, y: ay },
  b: { x: bx, y: by },
});

describe("line of effect, corner to corner (004 効果線)", () => {
  it("R-AB-2: 「あなたのスペースの一箇所以上の角が、間に障害物なしにターゲットのスペースのいかなる角とも繋がるのであれば、あなたはそのターゲットへの効果線を持っています」 — a pillar hiding the centre line still leaves a corner line", () => {
    // User (0, 0), target (4, 0); a pillar (one square, x 2…3, y 0…0.6) blocks the line between centres
    // (y = 0.5) but not the line along the squares' lower corners (y = 1).
    const pillar = [wall(2, 0, 3, 0), wall(3, 0, 3, 0.6), wall(3, 0.6, 2, 0.6), wall(2, 0.6, 2, 0)];
    expect(hasLineOfEffect(at(0, 0), at(4, 0), pillar)).toBe(true);
    // A full-height pillar (y 0…1) leaves only lines that graze it: blocked.
    const full = [wall(2, 0, 3, 0), wall(3, 0, 3, 1), wall(3, 1, 2, 1), wall(2, 1, 2, 0)];
    expect(hasLineOfEffect(at(0, 0), at(4, 0), full)).toBe(false);
    // …but a creature one row down sees past its corner.
    expect(hasLineOfEffect(at(0, 1), at(4, 2), full)).toBe(true);
  });

  it("R-AB-2: 「壁や柱などの固い物体があなたからターゲットを完全に遮っている場合、…効果線を持っていません」 — a wall between two neighbours blocks, even through the corners they share on it", () => {
    const between = [wall(1, -5, 1, 5)];
    expect(hasLineOfEffect(at(0, 0), at(1, 0), between)).toBe(false);
    expect(hasLineOfEffect(at(0, 0), at(1, 0), [])).toBe(true);
    // A wall that ends above them leaves the lower corners connected.
    expect(hasLineOfEffect(at(0, 0), at(1, 0), [wall(1, -5, 1, 0.5)])).toBe(true);
  });

  it("R-AB-2: a large creature's space has more corners, so it sees round a wall a size-1 creature can't", () => {
    // Wall along x = 2 from y = 0 down to y = 3; target beyond it on (3, 1).
    const w = [wall(2, 0, 2, 3)];
    expect(hasLineOfEffect(at(0, 1), at(3, 1), w)).toBe(false);
    // A size-2 space on (0, 2) reaches y = 4: its lower corners see past the wall's end.
    expect(hasLineOfEffect(at(0, 2, 2), at(3, 1), w)).toBe(true);
  });

  it("R-AB-2: 「…完全に遮っている場合」 — walls along both sides of a one-square corridor touch every corner yet hide nothing: a line down the corridor connects (the book is silent on grazing; corners are taken inside their own space)", () => {
    const sides = [wall(0, 3, 15, 3), wall(0, 4, 15, 4)];
    expect(hasLineOfEffect(at(2, 3), at(8, 3), sides)).toBe(true);
    // A wall across the corridor between them does stop it.
    expect(hasLineOfEffect(at(2, 3), at(8, 3), [...sides, wall(5, 3, 5, 4)])).toBe(false);
  });

  it("R-AB-2: overlapping spaces always have line of effect", () => {
    expect(hasLineOfEffect(at(0, 0, 2), at(1, 1), [wall(1, 0, 1, 5)])).toBe(true);
  });
});

describe("cutting corners (004 角を曲がることはできない)", () => {
  it("R-MV-1: 「壁の角…を通り抜けるように、対角線上に移動することはできない」 — a diagonal step past a wall's end is refused; the straight steps round it are not", () => {
    // A wall along x = 1 from y = -3 ending at (1, 0): stepping from (0, 0) to (1, -1) passes its end.
    const w = [wall(1, -3, 1, 0)];
    expect(cutsCorner(at(0, 0), { x: 1, y: -1 }, w)).toBe(true);
    expect(cutsCorner(at(0, 0), { x: 1, y: 0 }, w)).toBe(false);
    // Going the other diagonal (down-right) passes the corner (1, 1), where no wall is.
    expect(cutsCorner(at(0, 0), { x: 1, y: 1 }, w)).toBe(false);
    expect(cutsCorner(at(0, 0), { x: 1, y: -1 }, [])).toBe(false);
  });

  it("R-MV-1: 「このルールはオブジェクトの脇を通り過ぎる場合にのみ適用され、他のクリーチャーの脇を通り過ぎる場合には適用されない」 — only barriers count (creatures are not passed to it)", () => {
    // A size-2 creature stepping up-right from (0, 2) passes the corner (2, 2).
    expect(cutsCorner(at(0, 2, 2), { x: 1, y: 1 }, [wall(2, 2, 5, 2)])).toBe(true);
    expect(cutsCorner(at(0, 2, 2), { x: 1, y: 1 }, [wall(3, 2, 5, 2)])).toBe(false);
  });
});
