import { MOVEMENT_TYPES, SIZE_LETTERS } from "../vocabulary.ts";
import { count, integer } from "./numbers.ts";

const { SchemaField, SetField, StringField } = foundry.data.fields;

/** R-MV-5: speed in squares and the movement types a creature has beyond walking. */
export function movementField(initialSpeed = 5) {
  return new SchemaField({
    speed: count(initialSpeed),
    types: new SetField(new StringField({ required: true, blank: false, choices: [...MOVEMENT_TYPES] }), {
      initial: ["walk"],
    }),
  });
}

/** R-MV-13: sizes 1T < 1S < 1M < 1L < 2 < 3 …; the letter only matters for size 1. */
export function sizeField() {
  return new SchemaField({
    value: integer({ min: 1, initial: 1 }),
    letter: new StringField({ required: true, blank: false, choices: [...SIZE_LETTERS], initial: "M" }),
  });
}
