/**
 * The numbers an amount formula reads (src/rules/formula.ts FORMULA_REFS) for the creature that holds a text:
 * its level and characteristics, `chr` the characteristic its ability rolls with (the best of those the
 * ability lists, R-PR-1; for any other item, the creature's highest), its recovery value (R-RC-1), victories
 * and free strike. A text that belongs to no creature (a journal page, a trap) reads 0 for each.
 */
import type { FormulaData } from "../rules/formula.ts";
import { CHARACTERISTICS, type Characteristic } from "../rules/types.ts";
import { characteristicScores, highestCharacteristicOf } from "./characteristics.ts";

interface Holder {
  readonly system: object;
}

const numberAt = (system: object, path: string): number => {
  const value: unknown = foundry.utils.getProperty(system, path);
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
};

export function formulaDataOf(actor: Holder | null, item: Holder | null): FormulaData {
  if (actor === null) return {};
  const scores = characteristicScores(actor);
  const listed: unknown = item ? foundry.utils.getProperty(item.system, "power.characteristics") : null;
  const rolled = [...(listed instanceof Set || Array.isArray(listed) ? listed : [])].filter(
    (c): c is Characteristic => (CHARACTERISTICS as readonly unknown[]).includes(c),
  );
  const chr = rolled.length > 0 ? Math.max(...rolled.map((c) => scores[c])) : highestCharacteristicOf(scores);
  return {
    ...scores,
    chr,
    level: numberAt(actor.system, "level"),
    recovery: numberAt(actor.system, "recoveries.recoveryValue"),
    victories: numberAt(actor.system, "victories"),
    freeStrike: numberAt(actor.system, "freeStrike"),
  };
}
