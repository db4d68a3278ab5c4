/**
 * Treasures (R-RW-1): a leveled treasure's power grows as its hero levels up. Each of its effects belongs to
 * one level band (1st, 5th or 9th level); only the highest band the hero has reached applies, so a
 * treasure whose author wrote no 9th-level effect keeps giving its 5th-level one at level 9.
 */

export const LEVELED_TREASURE_BANDS = [1, 5, 9] as const;
export type TreasureBand = (typeof LEVELED_TREASURE_BANDS)[number];

export function isTreasureBand(value: unknown): value is TreasureBand {
  return (LEVELED_TREASURE_BANDS as readonly unknown[]).includes(value);
}

/** The band in force for a hero of this level among the bands the treasure's effects carry (null: none yet). */
export function reachedBand(bands: Iterable<TreasureBand>, level: number): TreasureBand | null {
  let best: TreasureBand | null = null;
  for (const band of bands) if (band <= level && (best === null || band > best)) best = band;
  return best;
}
