import { CHARACTERISTICS, type Characteristic } from "../../rules/types.ts";
import { integer } from "./numbers.ts";

const { SchemaField } = foundry.data.fields;

/** R-CH-1: five characteristics, integers −5…+5. */
export const CHARACTERISTIC_RANGE = { min: -5, max: 5 } as const;

export const defineCharacteristics = () => ({
  might: integer(CHARACTERISTIC_RANGE),
  agility: integer(CHARACTERISTIC_RANGE),
  reason: integer(CHARACTERISTIC_RANGE),
  intuition: integer(CHARACTERISTIC_RANGE),
  presence: integer(CHARACTERISTIC_RANGE),
});

export function characteristicsField() {
  return new SchemaField(defineCharacteristics());
}

export type CharacteristicScores = Record<Characteristic, number>;

/** The highest of the five scores (potency and surges read it, R-AB-6/R-AB-7). */
export function highestCharacteristic(scores: CharacteristicScores): number {
  return Math.max(...CHARACTERISTICS.map((key) => scores[key]));
}
