/**
 * Creature and object sizes (R-MV-13), the squeeze rule (R-MV-2) and sharing squares (R-MV-1).
 * Shape follows docs/DATA.md: `{ value, letter }`, the letter only meaningful when value is 1.
 */

export type SizeLetter = "T" | "S" | "M" | "L";

export interface CreatureSize {
  value: number;
  letter?: SizeLetter | undefined;
}

const LETTER_RANK: Readonly<Record<SizeLetter, number>> = { T: 0, S: 1, M: 2, L: 3 };

/**
 * R-MV-13: a position on the size ladder 1T < 1S < 1M < 1L < 2 < 3 < … (1T is four sizes below 2).
 * A size-1 creature without a letter is read as 1M (the DATA.md default).
 */
export function sizeRank(size: CreatureSize): number {
  if (size.value <= 1) return LETTER_RANK[size.letter ?? "M"];
  return size.value + 2;
}

/** R-MV-13: negative when `a` is smaller than `b`, 0 when equal, positive when larger. */
export function compareSizes(a: CreatureSize, b: CreatureSize): number {
  return sizeRank(a) - sizeRank(b);
}

/** Number of size steps between two sizes (1T and 1M are 2 apart). */
export function sizeDifference(a: CreatureSize, b: CreatureSize): number {
  return Math.abs(compareSizes(a, b));
}

export function isSmaller(a: CreatureSize, than: CreatureSize): boolean {
  return compareSizes(a, than) < 0;
}

/** Parses "1T", "1s", "2", "10"; a bare "1" is 1M. Returns null for anything else. */
export function parseSize(text: string): CreatureSize | null {
  const match = /^\s*(\d+)\s*([TSML])?\s*$/i.exec(text);
  if (match === null) return null;
  const value = Number(match[1]);
  const letter = match[2]?.toUpperCase() as SizeLetter | undefined; // the regex admits only T, S, M, L
  if (value < 1) return null;
  if (value === 1) return { value: 1, letter: letter ?? "M" };
  return letter === undefined ? { value } : null;
}

/** "1M", "2", … (a size-1 creature always shows its letter). */
export function formatSize(size: CreatureSize): string {
  return size.value <= 1 ? `1${size.letter ?? "M"}` : String(size.value);
}

/** R-MV-13: a size-N creature occupies N×N(×N) squares; every size 1 occupies one square. */
export function tokenSquares(size: CreatureSize): number {
  return Math.max(1, Math.floor(size.value));
}

/** R-MV-1: a creature may end its movement in another creature's square only if sizes differ by 2+. */
export function canEndInSameSquare(mover: CreatureSize, occupant: CreatureSize): boolean {
  return sizeDifference(mover, occupant) >= 2;
}

/** R-MV-2: forced to share a square with a creature within 1 size → squeezed (bane on rolls and tests). */
export function isSqueezed(self: CreatureSize, other: CreatureSize): boolean {
  return sizeDifference(self, other) <= 1;
}
