/**
 * Nothing an old source holds is lost. Foundry cleans a model's source after migrateData and
 * then validates it (v13 common/abstract/data.mjs DataModel#_initializeSource, DataModel constructor):
 * cleaning deletes keys the schema does not declare (v13 common/data/fields.mjs SchemaField#_cleanType),
 * and validation of an unknown choice either throws (strict) or, when loading world data (fallback),
 * silently splices the element out of a SetField or resets a field to its initial value (SetField
 * #_validateElements, SchemaField#_validateType). The next write then stores the loss.
 *
 * So before cleaning a source that was lifted from an older version, every value the current schema
 * would drop or reject is moved out of the way: unknown skills to `customSkills` (their text as
 * stored), anything else to `legacy` ({ from, path, value }). What stays then passes strict validation.
 *
 * This runs in cleanData rather than migrateData because v13 also runs migrateData on partial update
 * changes (client/data/client-backend.mjs ClientDatabaseBackend.#preUpdateDocumentArray →
 * TypeDataField#migrateSource); writing `legacy` or `customSkills` there would replace the stored
 * arrays. cleanData tells the two apart: updates are cleaned with `partial: true`.
 */
import type { LegacyEntry } from "../fields/legacy.ts";
import type { Source } from "./steps.ts";

const { ArrayField, SchemaField } = foundry.data.fields;

/** What Foundry passes to a model's cleanData (`partial` for update changes). */
export type CleanOptions = foundry.data.fields.DataField.CleanOptions;

/** Sources migrateSource lifted, with the version they were stored under. */
const lifted = new WeakMap<object, number>();

export function markLifted(source: Source, from: number): void {
  lifted.set(source, from);
}

/** Where a field's rejected elements go instead of `legacy` (hero skills become custom skills). */
const REDIRECTS: Readonly<Record<string, string>> = { skills: "customSkills" };

interface FieldLike {
  clean(value: unknown, options?: object): unknown;
  validate(value: unknown, options?: object): unknown;
}
interface SchemaLike {
  get(name: string): unknown;
}

function isField(value: unknown): value is FieldLike {
  return typeof value === "object" && value !== null && "clean" in value && "validate" in value;
}

function isRecord(value: unknown): value is Source {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** Would cleaning and validating this value (as Foundry does) leave a failure? Works on a copy. */
function rejects(field: FieldLike, value: unknown): boolean {
  const cleaned = field.clean(foundry.utils.deepClone(value), {});
  return field.validate(cleaned, {}) !== undefined;
}

class Keeper {
  readonly kept: LegacyEntry[] = [];
  readonly redirected = new Map<string, string[]>();
  /** A declared field held a value the schema rejects (not just an undeclared key). */
  rejected = false;
  constructor(readonly from: number) {}

  keep(path: string, value: unknown): void {
    if (value === undefined || value === null || value === "") return;
    this.kept.push({ from: this.from, path, value: asText(value) });
  }

  walk(schema: SchemaLike, data: Source, prefix: string): void {
    for (const key of Object.keys(data)) {
      if (prefix === "" && key === "legacy") continue;
      const path = prefix ? `${prefix}.${key}` : key;
      const field = schema.get(key);
      const value = data[key];
      if (!isField(field)) {
        this.keep(path, value);
        Reflect.deleteProperty(data, key);
      } else if (value === undefined || value === null) continue;
      else if (field instanceof SchemaField) {
        if (isRecord(value)) this.walk(field, value, path);
        else this.drop(data, key, path);
      } else if (field instanceof ArrayField) {
        data[key] = this.elements(field, value, path, prefix === "" ? REDIRECTS[key] : undefined);
        if (rejects(field, data[key])) this.drop(data, key, path);
      } else if (rejects(field, value)) this.drop(data, key, path);
    }
  }

  private drop(data: Source, key: string, path: string): void {
    this.rejected = true;
    this.keep(path, data[key]);
    Reflect.deleteProperty(data, key);
  }

  /** The elements the field accepts; the rest are kept elsewhere. */
  private elements(
    field: { element: unknown },
    value: unknown,
    path: string,
    redirect: string | undefined,
  ): unknown[] {
    // v13 ArrayField#_cast wraps a lone value in an array.
    const list: unknown[] = Array.isArray(value) ? value : [value];
    const element = field.element;
    return list.filter((item, index) => {
      if (element instanceof SchemaField) {
        // An entry with a rejected part (a condition "poisoned") is kept whole rather than completed with
        // defaults, which would make it mean something else (a "slowed" condition).
        const original: unknown = foundry.utils.deepClone(item);
        const inner = new Keeper(this.from);
        if (isRecord(item)) inner.walk(element, item, `${path}.${index}`);
        if (isRecord(item) && !inner.rejected) {
          this.kept.push(...inner.kept);
          return true;
        }
        this.keep(`${path}.${index}`, original);
        return false;
      }
      if (!isField(element) || !rejects(element, item)) return true;
      if (redirect !== undefined && typeof item === "string" && item.trim() !== "") {
        const moved = this.redirected.get(redirect) ?? [];
        this.redirected.set(redirect, [...moved, item.trim()]);
      } else this.keep(path, item);
      return false;
    });
  }
}

/**
 * For a full source lifted from an older version: moves every value the schema would drop or reject
 * to `customSkills` / `legacy`, in place. Partial data (updates) and current sources are left alone.
 */
export function keepUnmapped(schema: SchemaLike, source: unknown, options: CleanOptions = {}): void {
  if (!isRecord(source) || options.partial === true) return;
  const from = lifted.get(source);
  if (from === undefined) return;
  lifted.delete(source);
  const keeper = new Keeper(from);
  keeper.walk(schema, source, "");
  for (const [target, moved] of keeper.redirected) {
    const current = Array.isArray(source[target]) ? (source[target] as unknown[]) : [];
    source[target] = [...current, ...moved.filter((text) => !current.includes(text))];
  }
  if (!keeper.kept.length) return;
  const legacy = Array.isArray(source["legacy"]) ? (source["legacy"] as unknown[]) : [];
  source["legacy"] = [...legacy, ...keeper.kept];
}

/**
 * v14 calls `migrateData(source, options, _state)` and `cleanData(source, options, _state)` (the state carries
 * the prior source, the model and whether it is a creation) and requires migrateData to return the data;
 * v13 passes fewer arguments. Our overrides take the rest and hand it on untouched, so core's own steps see
 * what the running generation gave. fvtt-types 13 declares the shorter signatures, hence the one cast.
 */
export type PipelineRest = unknown[];
export function passOn<A extends unknown[], R>(step: (...args: A) => R, args: A, rest: PipelineRest): R {
  return (step as (...all: unknown[]) => R)(...args, ...rest);
}
