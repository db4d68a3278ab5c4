/**
 * How a v13 ActiveEffect change lands on an actor, for every field type (read in v13
 * common/data/fields.mjs and client/documents/active-effect.mjs):
 * - ActiveEffect#apply: a `system.` key is looked up in the system model's schema
 *   (`actor.system.schema.getField(key.slice(7))`), any other key in the document's own schema; with a
 *   field, ActiveEffect.applyField reads the current value, asks `field.applyChange(current, actor, change)`
 *   and writes the result unless it is undefined; without one, `_applyLegacy` casts by the current value.
 * - DataField#applyChange: delta = `_castChangeDelta(change.value)` (= `_cast`); ADD → `value + delta`,
 *   OVERRIDE → delta, MULTIPLY / UPGRADE / DOWNGRADE → undefined (no change), any other mode → CUSTOM
 *   (the `applyActiveEffect` hook). So a StringField (HTMLField too) concatenates on ADD and is replaced on
 *   OVERRIDE.
 * - BooleanField: ADD `value || delta`, MULTIPLY `value && delta`, UPGRADE / DOWNGRADE compare.
 * - NumberField: ADD (inherited) sum, MULTIPLY product, UPGRADE max, DOWNGRADE min.
 * - ArrayField: delta JSON-parsed (a lone value wrapped; unparsable → `[raw]`), each element cast by the
 *   element field; ADD pushes into the current array. SetField: the delta is a Set; ADD adds each.
 * - ObjectField / SchemaField: `_cast` of a string is `{}` (no `toObject`, not an object).
 * - Legacy (no field): the delta is cast to the current value's type (number: NaN → 0; string: as is;
 *   boolean: parsed JSON truthiness); ADD: boolean `||`, null → delta, Array concat, else `+`; MULTIPLY
 *   booleans and numbers; OVERRIDE anything; UPGRADE / DOWNGRADE booleans and numbers.
 * The harness documents have no core schema: their own `name` and `img` are StringFields as in
 * v13 BaseActor#defineSchema; every other non-system key takes the legacy path.
 */
import { BooleanField, DataField, NumberField, ObjectField, StringField } from "./fields.ts";
import { ArrayField, SchemaField, SetField } from "./fields-composite.ts";
import { getProperty, getType, setProperty, type Plain } from "./utils.ts";

export const MODES = { CUSTOM: 0, MULTIPLY: 1, ADD: 2, DOWNGRADE: 3, UPGRADE: 4, OVERRIDE: 5 } as const;

export interface Change {
  key: string;
  mode: number;
  /** A string in v13; on v14 the JSON-parsed value (../sim/generation.ts migrateChangeValue). */
  value: unknown;
}

const ROOT_STRINGS = new Set(["name", "img"]);

/** The DataField a change key names on this document, as ActiveEffect#apply resolves it (or undefined). */
export function fieldOf(doc: { system: unknown }, key: string): DataField | undefined {
  if (key.startsWith("system.")) {
    const schema = (doc.system as { schema?: { getField(path: string): DataField | undefined } }).schema;
    return schema?.getField(key.slice(7));
  }
  return ROOT_STRINGS.has(key) ? new StringField() : undefined;
}

function parseOrString(raw: unknown): unknown {
  // v14 stores values already JSON-parsed: only text is parsed (a parsed list is the list itself).
  if (typeof raw !== "string") return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** `field._castChangeDelta(raw)`: ArrayField and SetField parse JSON; the rest use `_cast`. */
function castDelta(field: DataField, raw: unknown): unknown {
  if (field instanceof ArrayField) {
    const parsed = parseOrString(raw);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    const cast = list.map((v) => castDelta(field.element, v));
    return field instanceof SetField ? new Set(cast) : cast;
  }
  if (field instanceof BooleanField) return typeof raw === "string" ? raw === "true" : Boolean(raw);
  if (field instanceof NumberField) return field.nullable && raw === "" ? null : Number(raw);
  if (field instanceof StringField) return String(raw);
  if (field instanceof ObjectField || field instanceof SchemaField)
    return getType(raw) === "Object" ? raw : {};
  return raw; // DataField#_cast
}

/** DataField#applyChange with the v13 subclass overrides; undefined means "leave the value". */
export function fieldApplyChange(field: DataField, value: unknown, change: Change): unknown {
  const delta = castDelta(field, change.value);
  const v = value as never;
  const d = delta as never;
  switch (change.mode) {
    case MODES.ADD:
      if (field instanceof SetField) {
        for (const element of delta as Set<unknown>) (value as Set<unknown>).add(element);
        return value;
      }
      if (field instanceof ArrayField) {
        (value as unknown[]).push(...(delta as unknown[]));
        return value;
      }
      if (field instanceof BooleanField) return value || delta;
      return (v as number) + (d as number);
    case MODES.MULTIPLY:
      if (field instanceof BooleanField) return (value as boolean) && delta;
      if (field instanceof NumberField) return (v as number) * (d as number);
      return undefined;
    case MODES.OVERRIDE:
      return delta;
    case MODES.UPGRADE:
      if (field instanceof BooleanField || field instanceof NumberField) return d > v ? delta : value;
      return undefined;
    case MODES.DOWNGRADE:
      if (field instanceof BooleanField || field instanceof NumberField) return d < v ? delta : value;
      return undefined;
    default:
      return undefined; // CUSTOM: the applyActiveEffect hook (no listener in the simulation)
  }
}

function legacyDelta(raw: unknown, type: string): unknown {
  if (type === "boolean") return Boolean(parseOrString(raw));
  if (type === "number") {
    const n = Number(raw);
    return Number.isNaN(n) ? 0 : n;
  }
  if (type === "string") return String(raw);
  return parseOrString(raw);
}

/** ActiveEffect#_applyLegacy: undefined when nothing changes. */
function legacyApply(current: unknown, change: Change): unknown {
  const type = getType(current);
  const delta =
    type === "Array"
      ? (() => {
          const parsed = parseOrString(change.value);
          const inner = (current as unknown[]).length ? getType((current as unknown[])[0]) : "string";
          return (Array.isArray(parsed) ? parsed : [parsed]).map((d) => legacyDelta(String(d), inner));
        })()
      : legacyDelta(change.value, type);
  const c = current as never;
  const d = delta as never;
  let update: unknown;
  if (change.mode === MODES.ADD) {
    if (type === "boolean") update = current || delta;
    else if (type === "null") update = delta;
    else if (type === "Array") update = (current as unknown[]).concat(delta);
    else update = (c as number) + (d as number);
  } else if (change.mode === MODES.MULTIPLY) {
    if (type === "boolean") update = (current as boolean) && delta;
    else if (type === "number") update = (c as number) * (d as number);
  } else if (change.mode === MODES.OVERRIDE) update = delta;
  else if (change.mode === MODES.UPGRADE || change.mode === MODES.DOWNGRADE) {
    if (type === "boolean" || type === "number") {
      if (change.mode === MODES.UPGRADE && d > c) update = delta;
      else if (change.mode === MODES.DOWNGRADE && d < c) update = delta;
    }
  }
  return update === current ? undefined : update;
}

/** ActiveEffect#apply(actor, change): the written paths and values (empty when nothing changed). */
export function applyEffectChange(actor: { system: unknown }, change: Change): Plain {
  const field = fieldOf(actor, change.key);
  const current = getProperty(actor, change.key);
  const update = field ? fieldApplyChange(field, current, change) : legacyApply(current ?? null, change);
  if (update === undefined) return field ? { [change.key]: update } : {};
  setProperty(actor, change.key, update);
  return { [change.key]: update };
}
