/**
 * No list is ever lost to a gap. v13 validates an array element by element by index
 * (common/data/fields.mjs ArrayField#_validateElements), so a hole in a sparse array reads as undefined
 * and fails; stored as JSON the hole becomes null and fails the same way. A create or update with a gap
 * is refused, and a world load (fallback validation, SchemaField#_validateType) replaces the whole list
 * with its initial value, `[]` — the next save keeps the loss.
 *
 * So every model closes the gaps of its arrays while migrating (migrateData runs before cleaning, on
 * stored sources and, in v13, on update changes too): holes, undefined, and null where the element may
 * not be null are removed, inner schemas and elements are visited, everything else stays as it is.
 */
interface FieldShape {
  fields?: Record<string, unknown>;
  element?: unknown;
  nullable?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function shape(field: unknown): FieldShape {
  return isRecord(field) ? field : {};
}

/** Closes the gaps of every array the schema declares inside `value` (mutated in place). */
export function closeArrayGaps(field: unknown, value: unknown): void {
  const { fields, element } = shape(field);
  if (Array.isArray(value) && element !== undefined) {
    const keepNull = shape(element).nullable === true;
    for (let i = value.length - 1; i >= 0; i--) {
      const item: unknown = value[i];
      if (!(i in value) || item === undefined || (item === null && !keepNull)) value.splice(i, 1);
    }
    for (const item of value) closeArrayGaps(element, item);
    return;
  }
  if (fields && isRecord(value))
    for (const [name, inner] of Object.entries(fields)) if (name in value) closeArrayGaps(inner, value[name]);
}
