/**
 * SchemaField, ArrayField and SetField stand-ins (v13 common/data/fields.mjs semantics):
 * - SchemaField#_cleanType cleans each declared field (only present keys when `partial`) and deletes
 *   undeclared keys; #_validateType collects per-field failures and, with `fallback`, replaces an
 *   invalid field by its initial value.
 * - ArrayField#_cast turns a Set into an array and a lone value into [value]; elements are cleaned
 *   with partial=false; length is checked against min/max at validation.
 * - SetField validation drops invalid elements when `fallback` is on, else fails; initialize() yields
 *   a Set and toObject() an array.
 */
import {
  DataField,
  ValidationFailure,
  prepareChoiceConfig,
  type CleanOptions,
  type FieldOptions,
  type ValidateOptions,
} from "./fields.ts";
import { applySpecialKeys, getType, isDeletionKey, isPlain, type Plain } from "./utils.ts";
import { createMultiSelectInput, type FormInputConfig } from "./form-fields.ts";

export class SchemaField extends DataField {
  readonly fields: Record<string, DataField>;
  static override get _defaults(): FieldOptions {
    return { ...super._defaults, required: true, nullable: false };
  }
  constructor(fields: Record<string, DataField>, options: FieldOptions = {}) {
    super(options);
    for (const [name, field] of Object.entries(fields)) {
      if (field.parent !== undefined)
        throw new Error(`The "${field.fieldPath}" field already belongs to some other parent`);
      field.name = name;
      field.parent = this;
    }
    this.fields = fields;
  }
  has(name: string): boolean {
    return Object.hasOwn(this.fields, name);
  }
  get(name: string): DataField | undefined {
    return this.has(name) ? this.fields[name] : undefined;
  }
  entries(): [string, DataField][] {
    return Object.entries(this.fields);
  }
  /** Dot-path lookup ("stamina.value"), like SchemaField#getField. */
  getField(path: string | string[]): DataField | undefined {
    const parts = typeof path === "string" ? path.split(".") : [...path];
    const head = parts.shift();
    if (head === undefined) return this;
    const field = this.get(head);
    if (!parts.length) return field;
    return field instanceof SchemaField ? field.getField(parts) : undefined;
  }
  override getInitialValue(source?: Plain): unknown {
    const initial = super.getInitialValue(source);
    return this.required && initial === undefined ? this._cleanType({}, {}) : initial;
  }
  protected override _cast(value: unknown): unknown {
    return isPlain(value) ? value : {};
  }
  protected override _cleanType(value: unknown, options: CleanOptions): unknown {
    const data = value as Plain;
    const opts = { ...options, source: options.source ?? data };
    for (const [name, field] of this.entries()) {
      const forced = `==${name}`;
      if (forced in data)
        data[forced] = field.clean(applySpecialKeys(data[forced]), { ...opts, partial: false });
      else if (!options.partial || name in data) data[name] = field.clean(data[name], opts);
    }
    // Undeclared keys go; "-=name" / "==name" of a declared field stay (v13 SchemaField#_cleanType).
    for (const key of Object.keys(data)) {
      if (this.has(key) || (isDeletionKey(key) && this.has(key.slice(2)))) continue;
      Reflect.deleteProperty(data, key);
    }
    return data;
  }
  protected override _validateType(value: unknown, options: ValidateOptions): ValidationFailure | undefined {
    if (!(value instanceof Object)) throw new Error("must be an object");
    const data = value as Plain;
    const failure = new ValidationFailure();
    for (const [name, field] of this.entries())
      for (const prefix of ["", "-=", "=="]) {
        const key = prefix + name;
        if ((prefix || options.partial) && !(key in data)) continue;
        let current = data[key];
        if (prefix === "-=") {
          if (current !== null) throw new Error("Removing a key using the -= deletion syntax requires null");
          current = undefined;
        }
        this.#check(field, name, key, current, prefix, data, failure, options);
      }
    if (Object.keys(failure.fields).length) return failure;
  }
  #check(
    field: DataField,
    name: string,
    key: string,
    current: unknown,
    prefix: string,
    data: Plain,
    failure: ValidationFailure,
    options: ValidateOptions,
  ): void {
    {
      const fieldFailure = field.validate(current, options);
      if (!fieldFailure) return;
      failure.fields[key] = fieldFailure;
      if (!fieldFailure.unresolved) return;
      if (options.fallback && !prefix) {
        const initial = field.getInitialValue(options.source);
        if (field.validate(initial, { source: options.source }) === undefined) {
          data[name] = initial;
          fieldFailure.unresolved = false;
          return;
        }
      }
      fieldFailure.unresolved = failure.unresolved = true;
    }
  }
  override initialize(value: unknown, model?: unknown): unknown {
    if (!value) return value;
    const source = value as Plain;
    const data: Plain = {};
    for (const [name, field] of this.entries()) data[name] = field.initialize(source[name], model);
    return data;
  }
  override toObject(value: unknown): unknown {
    if (value === undefined || value === null) return value;
    const source = value as Plain;
    const data: Plain = {};
    for (const [name, field] of this.entries()) data[name] = field.toObject(source[name]);
    return data;
  }
}

export class ArrayField extends DataField {
  readonly element: DataField;
  readonly min: number;
  readonly max: number;
  static override get _defaults(): FieldOptions {
    return { ...super._defaults, required: true, nullable: false, min: 0, max: Infinity };
  }
  constructor(element: DataField, options: FieldOptions = {}) {
    super(options);
    if (element.parent !== undefined) throw new Error("The element DataField already has a parent");
    element.name ||= "element";
    element.parent = this;
    this.element = element;
    this.min = (options["min"] as number | undefined) ?? 0;
    this.max = (options["max"] as number | undefined) ?? Infinity;
  }
  override getInitialValue(source?: Plain): unknown {
    const initial = super.getInitialValue(source);
    return this.required && initial === undefined ? [] : initial;
  }
  protected override _cast(value: unknown): unknown {
    const type = getType(value);
    if (type === "Object") {
      const array: unknown[] = [];
      for (const [k, v] of Object.entries(value as Plain)) {
        const i = Number(k);
        if (Number.isInteger(i) && i >= 0) array[i] = v;
      }
      return array;
    }
    if (value instanceof Set) return Array.from(value as Set<unknown>);
    return Array.isArray(value) ? value : [value];
  }
  protected override _cleanType(value: unknown, options: CleanOptions): unknown {
    return (value as unknown[]).map((v) => this.element.clean(v, { ...options, partial: false }));
  }
  protected override _validateType(value: unknown, options: ValidateOptions): ValidationFailure | undefined {
    if (!Array.isArray(value)) throw new Error("must be an Array");
    if (value.length < this.min) throw new Error(`cannot have fewer than ${this.min} elements`);
    if (value.length > this.max) throw new Error(`cannot have more than ${this.max} elements`);
    return this._validateElements(value, options);
  }
  protected _validateElements(value: unknown[], options: ValidateOptions): ValidationFailure | undefined {
    const failure = new ValidationFailure();
    // By index, as v13 does: a hole in a sparse array reads as undefined and fails a required element.
    for (let id = 0; id < value.length; id++) {
      const f = this.element.validate(value[id], { ...options, partial: false });
      if (!f) continue;
      failure.elements.push({ id, failure: f });
      failure.unresolved ||= f.unresolved;
    }
    if (failure.elements.length) return failure;
  }
  override initialize(value: unknown, model?: unknown): unknown {
    if (!value) return value;
    return (value as unknown[]).map((v) => this.element.initialize(v, model));
  }
  override toObject(value: unknown): unknown {
    if (!value) return value;
    return Array.from(value as Iterable<unknown>).map((v) => this.element.toObject(v));
  }
}

export class SetField extends ArrayField {
  protected override _validateElements(
    value: unknown[],
    options: ValidateOptions,
  ): ValidationFailure | undefined {
    const failure = new ValidationFailure();
    for (let i = value.length - 1; i >= 0; i--) {
      const f = this.element.validate(value[i], options);
      if (!f) continue;
      failure.elements.unshift({ id: i, failure: f });
      if (options.fallback) value.splice(i, 1);
      else failure.unresolved = true;
    }
    if (failure.elements.length) return failure;
  }
  override initialize(value: unknown, model?: unknown): unknown {
    if (!value) return value;
    return new Set(super.initialize(value, model) as unknown[]);
  }
  /**
   * v13 SetField#_toInput: an element with choices (or given options) renders a multi-select; string tags
   * and document tags (the other branches) are not used by Steelbound's fields and throw here.
   */
  override _toInput(config: FormInputConfig): HTMLElement {
    const element = this.element as DataField & { choices?: unknown };
    if (element.choices && !config.options) {
      const probe: FormInputConfig = { choices: element.choices, ...config };
      prepareChoiceConfig(probe);
      if (probe.options) config.options = probe.options;
    }
    if (config.options) return createMultiSelectInput(config);
    throw new Error(`SetField#toInput is not supported for a ${element.constructor.name} element type`);
  }
}
