/**
 * Number fields used across the schemas. Foundry's NumberField cleaning rounds integers and clamps to
 * min/max, and its validation rejects anything non-finite (see test/harness/fields.ts for the cited source).
 */
const { NumberField } = foundry.data.fields;

interface IntegerOptions {
  min?: number;
  max?: number;
  initial?: number;
}

/** A required, non-null integer (the common case in Draw Steel stat blocks). */
export function integer({ min, max, initial = 0 }: IntegerOptions = {}) {
  return new NumberField({ required: true, nullable: false, integer: true, min, max, initial });
}

/** A required integer that can never be negative (counts, distances, pools). */
export function count(initial = 0, max?: number) {
  return integer({ min: 0, max, initial });
}
