/**
 * The difference an update makes, as v13 records it (common/data/fields.mjs SchemaField#_updateDiff,
 * DataField#_updateDiff, ArrayField#_updateDiff, ObjectField#_updateDiff; common/utils/helpers.mjs diffObject,
 * mergeObject): cleaned changes are applied to a copy of the source and only what changed is returned.
 * - a declared field set to the value it already holds leaves no trace;
 * - "-=name": null deletes a present field (recorded as "-=name": null); "==name" replaces it (always recorded);
 * - an inner schema recurses and is dropped from the difference when nothing inside changed;
 * - an array is replaced whole and recorded whole when it is not element-wise equal (Array#equals);
 * - an object field is merged (mergeObject, deletions performed) and records diffObject of the change.
 */
import { ArrayField, SchemaField } from "./fields-composite.ts";
import { ObjectField, type DataField } from "./fields.ts";
import {
  applySpecialKeys,
  deepClone,
  getType,
  isDeletionKey,
  isEmpty,
  isPlain,
  mergeObject,
  type Plain,
} from "./utils.ts";

/** Array#equals (v13 common/primitives/array.mjs): same length, same types, plain objects by objectsEqual. */
function arrayEquals(a: unknown[], b: unknown): boolean {
  if (!Array.isArray(b) || a.length !== b.length) return false;
  return a.every((v0, i) => {
    const v1: unknown = b[i];
    if (getType(v0) !== getType(v1)) return false;
    if (isPlain(v0)) return objectsEqual(v0, v1);
    if (Array.isArray(v0)) return arrayEquals(v0, v1);
    return v0 === v1;
  });
}

function objectsEqual(a: Plain, b: unknown): boolean {
  if (!isPlain(b) || Object.keys(a).length !== Object.keys(b).length) return false;
  return Object.entries(a).every(([k, v0]) => {
    const v1 = b[k];
    if (getType(v0) !== getType(v1)) return false;
    if (isPlain(v0)) return objectsEqual(v0, v1);
    if (Array.isArray(v0)) return arrayEquals(v0, v1);
    return v0 === v1;
  });
}

/** diffObject(original, other, {deletionKeys: true}). */
function diffObject(original: Plain, other: Plain): Plain {
  const diff: Plain = {};
  for (const [key, v1] of Object.entries(other)) {
    if (isDeletionKey(key)) {
      if (key[0] === "-") {
        if (key.slice(2) in original) diff[key] = null;
      } else diff[key] = applySpecialKeys(v1);
      continue;
    }
    const v0 = original[key];
    if (v1 === undefined || v1 === null) {
      if (v0 !== v1) diff[key] = v1;
    } else if (getType(v0) !== getType(v1)) diff[key] = applySpecialKeys(v1);
    else if (Array.isArray(v0)) {
      if (!arrayEquals(v0, v1)) diff[key] = applySpecialKeys(v1);
    } else if (isPlain(v0) && isPlain(v1)) {
      if (isEmpty(v1)) continue;
      const inner = diffObject(v0, v1);
      if (!isEmpty(inner)) diff[key] = inner;
    } else if (v0 !== v1) diff[key] = v1;
  }
  return diff;
}

function fieldDiff(field: DataField, source: Plain, key: string, value: unknown, diff: Plain): void {
  if (field instanceof SchemaField && value !== null && value !== undefined) {
    if (!isPlain(source[key])) source[key] = {};
    const inner = applyDiff(field, source[key] as Plain, isPlain(value) ? value : {});
    if (!isEmpty(inner)) diff[key] = inner;
    return;
  }
  if (field instanceof ArrayField) {
    const next = applySpecialKeys(value);
    if (next === source[key] || (Array.isArray(next) && arrayEquals(next, source[key]))) return;
    source[key] = next;
    diff[key] = deepClone(next);
    return;
  }
  if (field instanceof ObjectField && isPlain(value)) {
    if (!isPlain(source[key])) source[key] = {};
    const inner = diffObject(source[key] as Plain, value);
    if (isEmpty(inner)) return;
    diff[key] = inner;
    mergeObject(source[key] as Plain, value, { performDeletions: true });
    return;
  }
  const next = field instanceof ObjectField || field instanceof SchemaField ? applySpecialKeys(value) : value;
  if (next === source[key]) return;
  diff[key] = next;
  source[key] = next;
}

/** Applies cleaned `changes` to `source` (mutated) and returns what changed. */
export function applyDiff(schema: SchemaField, source: Plain, changes: Plain): Plain {
  const diff: Plain = {};
  for (const [key, value] of Object.entries(changes)) {
    const special = isDeletionKey(key);
    const name = special ? key.slice(2) : key;
    const field = schema.get(name);
    if (!field) continue;
    if (special) {
      if (key[0] === "-") {
        if (value !== null) throw new Error("Removing a key using the -= deletion syntax requires null");
        if (name in source) {
          diff[key] = null;
          Reflect.deleteProperty(source, name);
        }
      } else diff[key] = source[name] = applySpecialKeys(value);
      continue;
    }
    fieldDiff(field, source, key, value, diff);
  }
  return diff;
}
