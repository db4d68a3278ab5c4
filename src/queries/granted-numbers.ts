/**
 * THE GM's record of the numbers a GM granted a hero: its renown (R-RW-1, the follower limit) and
 * its victories (R-ML-1, the Director's starting Malice), kept where only the GM writes
 * (src/data/settings/gm-record.ts `renown`, `victories`). Both are written in one change, so a hero the
 * Director creates costs the record one write.
 */
import { changeGmRecord } from "./gm-record.ts";

export interface GrantedNumbers {
  renown?: number;
  victories?: number;
}

const whole = (value: number): number => (Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0);

/** Records the given numbers as granted to this hero; resolves once the record is written (or unchanged). */
export function recordGranted(heroUuid: string, numbers: GrantedNumbers): Promise<void> {
  return changeGmRecord((record) => {
    const renown = numbers.renown === undefined ? undefined : whole(numbers.renown);
    const victories = numbers.victories === undefined ? undefined : whole(numbers.victories);
    const sameRenown = renown === undefined || record.renown[heroUuid] === renown;
    const sameVictories = victories === undefined || record.victories[heroUuid] === victories;
    if (sameRenown && sameVictories) return { next: null, result: undefined };
    return {
      next: {
        ...record,
        renown: renown === undefined ? record.renown : { ...record.renown, [heroUuid]: renown },
        victories:
          victories === undefined ? record.victories : { ...record.victories, [heroUuid]: victories },
      },
      result: undefined,
    };
  });
}
