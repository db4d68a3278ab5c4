/**
 * `legacy`: values older data held that no current field can take (an unreadable size, a duplicate
 * characteristic, an unknown choice, a key the schema no longer has). The migration keeps them here
 * instead of letting cleaning or validation drop them, so a GM can still read and re-enter them.
 */
import { integer } from "./numbers.ts";

const { ArrayField, SchemaField, StringField } = foundry.data.fields;

export function legacyField() {
  return new ArrayField(
    new SchemaField({
      /** The schema version the value was stored under. */
      from: integer({ min: 0 }),
      /** Where it was, as a dot path inside `system` ("size", "characteristics.m", "skills"). */
      path: new StringField({ required: true, blank: false }),
      /** The stored value as text (JSON for anything that is not a string, number or boolean). */
      value: new StringField({ required: true, blank: true, trim: false }),
    }),
  );
}

export interface LegacyEntry {
  from: number;
  path: string;
  value: string;
}
