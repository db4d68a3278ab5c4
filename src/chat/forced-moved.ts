/**
 * Which targets of an ability card were already force-moved: `flags.steelbound.forcedMoved` maps a
 * target's index on the card to `true` (docs/DATA.md). The GM writes it with the move; the card reads it
 * to disable that row's Move button.
 */

/** The update key that marks target `index` moved. */
export function forcedMovedKey(index: number): string {
  return `flags.steelbound.forcedMoved.${index}`;
}

export function forcedMovedTargets(flag: Partial<Record<string, boolean>> | undefined): Set<number> {
  const moved = new Set<number>();
  for (const [key, value] of Object.entries(flag ?? {}))
    if (value === true && /^\d+$/.test(key)) moved.add(Number(key));
  return moved;
}
