/**
 * foundry.abstract.DataModel / TypeDataModel stand-ins (v13 common/abstract/data.mjs, type-data.mjs):
 * constructor → _initializeSource (migrateData, then cleanData = schema.clean) → validate (throws when
 * strict and a failure is unresolved; `fallback` defaults to !strict) → _initialize (field.initialize
 * per field: Sets become Set instances). updateSource(changes) expands dot-keys, cleans the changes
 * partially, validates them (always strict), merges them into _source and re-initializes.
 * The schema is built once per class from defineSchema() and cached.
 */
import { ValidationFailure, type DataField } from "./fields.ts";
import { SchemaField } from "./fields-composite.ts";
import { applyDiff } from "./update-diff.ts";
import { deepClone, expandObject, getType, isEmpty, isPlain, type Plain } from "./utils.ts";

export class DataModelValidationError extends Error {
  constructor(
    message: string,
    readonly failure: ValidationFailure,
  ) {
    super(`${message}\n${failure.describe().join("\n")}`);
  }
}

interface ModelOptions {
  parent?: unknown;
  strict?: boolean;
  fallback?: boolean;
}

const schemas = new WeakMap<object, SchemaField>();

export class DataModel {
  declare readonly parent: unknown;
  declare readonly _source: Plain;

  static defineSchema(): Record<string, DataField> {
    throw new Error(`The ${this.name} subclass of DataModel must define its schema`);
  }
  static get schema(): SchemaField {
    let schema = schemas.get(this);
    if (!schema) {
      schema = new SchemaField(Object.freeze(this.defineSchema()));
      schemas.set(this, schema);
    }
    return schema;
  }
  get schema(): SchemaField {
    return (this.constructor as typeof DataModel).schema;
  }
  static migrateData(source: Plain): Plain {
    return source;
  }
  static cleanData(source: Plain = {}, options: { partial?: boolean } = {}): Plain {
    return this.schema.clean(source, options) as Plain;
  }
  static LOCALIZATION_PREFIXES: string[] = [];

  constructor(data: Plain = {}, { parent = null, strict = true, fallback }: ModelOptions = {}) {
    const cls = this.constructor as typeof DataModel;
    Object.defineProperty(this, "parent", { value: parent, writable: false, enumerable: false });
    // migrateDataSafe: a failing migration is logged and the data kept as is.
    // v13 DataModel#_initializeSource: a model given as data stands for its source.
    let source: unknown = data instanceof DataModel ? data.toObject() : data;
    try {
      source = cls.migrateData(source as Plain);
    } catch (err) {
      console.warn(err);
    }
    // v13 DataModel#_initializeSource refuses anything but a plain object once migrated.
    if (!isPlain(source))
      throw new Error(
        `${cls.name} was incorrectly constructed with a ${getType(source)} instead of an object.`,
      );
    Object.defineProperty(this, "_source", {
      value: cls.cleanData(source),
      writable: false,
      enumerable: false,
    });
    this.validate({ strict, fallback: fallback ?? !strict });
    this._initialize();
  }

  validate({
    changes,
    strict = true,
    fallback = false,
    clean = true,
  }: { changes?: Plain; strict?: boolean; fallback?: boolean; clean?: boolean } = {}): boolean {
    const partial = changes !== undefined;
    const data = changes ?? this._source;
    if (partial && clean) (this.constructor as typeof DataModel).cleanData(data, { partial: true });
    const failure = this.schema.validate(data, { partial, fallback, source: data });
    if (failure?.unresolved) {
      if (strict) throw new DataModelValidationError(`${this.constructor.name} validation errors:`, failure);
      return false;
    }
    return true;
  }

  _initialize(): void {
    for (const [name, field] of this.schema.entries()) {
      (this as unknown as Plain)[name] = field.initialize(this._source[name], this);
    }
  }

  reset(): void {
    this._initialize();
  }

  /**
   * v13 DataModel#updateSource: expand, clean the changes (partial), apply them to a copy of the source while
   * recording only what changed (SchemaField/DataField/ArrayField/ObjectField#_updateDiff), validate that
   * difference (strict), commit it, and return it: `{}` when nothing changed.
   */
  updateSource(changes: Plain = {}): Plain {
    const expanded = Object.keys(changes).some((k) => k.includes("."))
      ? expandObject(changes)
      : deepClone(changes);
    (this.constructor as typeof DataModel).cleanData(expanded, { partial: true });
    const next = deepClone(this._source);
    const diff = applyDiff(this.schema, next, expanded);
    if (isEmpty(diff)) return diff;
    // v13 validates the recorded difference as it stands (no second cleaning).
    this.validate({ changes: deepClone(diff), strict: true, clean: false });
    for (const key of Object.keys(this._source)) Reflect.deleteProperty(this._source, key);
    Object.assign(this._source, next);
    this._initialize();
    return diff;
  }

  toObject(source = true): Plain {
    if (source) return deepClone(this._source);
    return this.schema.toObject(this) as Plain;
  }
}

/** TypeDataModel: the `system` of a Document; `parent` is that Document. */
export class TypeDataModel extends DataModel {
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
}
