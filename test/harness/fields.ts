/**
 * Stand-ins for foundry.data.fields (v13), limited to the fields src uses. Behaviour follows the v13
 * source of common/data/fields.mjs (DataField#clean → _cast → _cleanType; DataField#validate →
 * _validateSpecial → _validateType) and the option docs in fvtt-types
 * (src/foundry/common/data/fields.d.mts). Notably NumberField#_cleanType rounds integers AND clamps to
 * min/max ("Applies integer, min, max, and step"), while _validateType rejects non-numbers, NaN and
 * out-of-range values that reach validation without cleaning (partial updates validate after cleaning).
 */
import { deepClone, getType, isPlain, type Plain } from "./utils.ts";
import {
  createCheckboxInput,
  createFormGroup,
  createNumberInput,
  createSelectInput,
  createTextInput,
  type FormGroupConfig,
  type FormInputConfig,
  type FormSelectOption,
  i18n,
} from "./form-fields.ts";

export interface CleanOptions {
  partial?: boolean;
  source?: Plain;
}
export interface ValidateOptions {
  partial?: boolean;
  fallback?: boolean;
  source?: Plain;
}

/** A failure report like foundry.data.validation.DataModelValidationFailure (unresolved = fatal). */
export class ValidationFailure {
  fields: Record<string, ValidationFailure> = {};
  elements: { id: number; failure: ValidationFailure }[] = [];
  constructor(
    public message = "",
    public unresolved = false,
    public invalidValue?: unknown,
  ) {}
  /** Flattened "path: message" lines, as asError() prints. */
  describe(prefix = ""): string[] {
    const own =
      this.message && !Object.keys(this.fields).length && !this.elements.length
        ? [`${prefix}: ${this.message}`]
        : [];
    return [
      ...own,
      ...Object.entries(this.fields).flatMap(([k, f]) => f.describe(prefix ? `${prefix}.${k}` : k)),
      ...this.elements.flatMap(({ id, failure }) => failure.describe(`${prefix}.${id}`)),
    ];
  }
}

export interface FieldOptions {
  required?: boolean;
  nullable?: boolean;
  initial?: unknown;
  readonly?: boolean;
  label?: string;
  hint?: string;
  validate?: (value: unknown) => boolean | undefined;
  choices?: readonly unknown[] | Record<string, unknown> | (() => readonly unknown[]);
  [option: string]: unknown;
}

export class DataField {
  name = "";
  parent: DataField | undefined;
  required: boolean;
  nullable: boolean;
  initial: unknown;
  readonly options: FieldOptions;
  /** v13 DataField#label / #hint: the options' own, else what Localization#localizeSchema gives at i18nInit. */
  label: string;
  hint: string;
  /** The class defaults merged with the given options (Foundry assigns these onto the field). */
  protected readonly settings: FieldOptions;
  static get _defaults(): FieldOptions {
    return { required: false, nullable: false, initial: undefined };
  }
  constructor(options: FieldOptions = {}) {
    this.options = options;
    const defaults = (this.constructor as typeof DataField)._defaults;
    const merged = { ...defaults, ...options };
    this.settings = merged;
    this.required = merged.required ?? false;
    this.nullable = merged.nullable ?? false;
    this.initial = merged.initial;
    this.label = typeof merged.label === "string" ? merged.label : "";
    this.hint = typeof merged.hint === "string" ? merged.hint : "";
  }

  /** v13 DataField#toInput: the field's path as the name unless given; a custom `input` renders instead. */
  toInput(config: FormInputConfig = {}): HTMLElement {
    const inputConfig: FormInputConfig = { name: this.fieldPath, ...config };
    if (inputConfig.input instanceof Function)
      return (inputConfig.input as (f: DataField, c: FormInputConfig) => HTMLElement)(this, inputConfig);
    return this._toInput(inputConfig);
  }
  /** v13 DataField#_toInput: a field class that renders no input throws. */
  _toInput(_config: FormInputConfig): HTMLElement {
    throw new Error(`The ${this.constructor.name} class does not implement the _toInput method`);
  }
  /** v13 DataField#toFormGroup: label and hint from the field unless given, the input from toInput. */
  toFormGroup(groupConfig: FormGroupConfig = {}, inputConfig: FormInputConfig = {}): HTMLDivElement {
    if (groupConfig.widget instanceof Function)
      return (groupConfig.widget as (f: DataField, g: FormGroupConfig, i: FormInputConfig) => HTMLDivElement)(
        this,
        groupConfig,
        inputConfig,
      );
    // v13: `this.label ?? this.fieldPath`; a DataField's label is a string ("" until localized), so the
    // label is never the path.
    groupConfig.label ??= this.label;
    groupConfig.hint ??= this.hint;
    groupConfig.input ??= this.toInput(inputConfig);
    return createFormGroup(groupConfig);
  }

  get fieldPath(): string {
    return [this.parent?.fieldPath, this.name].filter((p) => p).join(".");
  }

  getInitialValue(source?: Plain): unknown {
    if (this.initial instanceof Function) return deepClone((this.initial as (s?: Plain) => unknown)(source));
    if (this.initial !== undefined) return deepClone(this.initial);
    if (!this.required) return undefined;
    return this.nullable ? null : undefined;
  }

  clean(value: unknown, options: CleanOptions = {}): unknown {
    if (value === undefined) return this.getInitialValue(options.source);
    try {
      if (this._validateSpecial(value) === true) return value;
    } catch {
      return this.getInitialValue(options.source);
    }
    return this._cleanType(this._cast(value), options);
  }
  protected _cast(value: unknown): unknown {
    return value;
  }
  protected _cleanType(value: unknown, _options: CleanOptions): unknown {
    return value;
  }

  validate(value: unknown, options: ValidateOptions = {}): ValidationFailure | undefined {
    try {
      const special = this._validateSpecial(value);
      if (special === true) return undefined;
      const typed = this._validateType(value, options);
      if (typed instanceof ValidationFailure) return typed;
      if (typed === false) return new ValidationFailure("is not a valid value", true, value);
      if (typed === true) return undefined;
      if (this.options.validate?.(value) === false)
        return new ValidationFailure("is not a valid value", true, value);
    } catch (err) {
      return new ValidationFailure(err instanceof Error ? err.message : String(err), true, value);
    }
    return undefined;
  }
  protected _validateSpecial(value: unknown): boolean | undefined {
    if (value === null) {
      if (this.nullable) return true;
      throw new Error("may not be null");
    }
    if (value === undefined) {
      if (this.required) throw new Error("may not be undefined");
      return true;
    }
  }
  protected _validateType(
    _value: unknown,
    _options: ValidateOptions,
  ): boolean | ValidationFailure | undefined {
    return undefined;
  }

  initialize(value: unknown, _model?: unknown): unknown {
    return value;
  }
  toObject(value: unknown): unknown {
    return deepClone(value);
  }
}

function isReadonlyArray(value: unknown): value is readonly unknown[] {
  return Array.isArray(value);
}

function choiceKeys(choices: FieldOptions["choices"]): readonly unknown[] | undefined {
  if (choices === undefined) return undefined;
  const resolved: readonly unknown[] | Record<string, unknown> =
    typeof choices === "function" ? choices() : choices;
  return isReadonlyArray(resolved) ? resolved : Object.keys(resolved);
}

export class BooleanField extends DataField {
  static override get _defaults(): FieldOptions {
    return { ...super._defaults, required: true, nullable: false, initial: false };
  }
  protected override _cast(value: unknown): unknown {
    if (typeof value === "string") return value === "true";
    if (typeof value === "object") return false;
    return Boolean(value);
  }
  protected override _validateType(value: unknown): undefined {
    if (typeof value !== "boolean") throw new Error("must be a boolean");
  }
  /** v13 BooleanField#_toInput: a checkbox, the initial value when none is given. */
  override _toInput(config: FormInputConfig): HTMLElement {
    if (config.value === undefined) config.value = this.getInitialValue({});
    return createCheckboxInput(config);
  }
}

export class NumberField extends DataField {
  min: number | undefined;
  max: number | undefined;
  integer: boolean;
  choices: FieldOptions["choices"];
  static override get _defaults(): FieldOptions {
    return { ...super._defaults, nullable: true };
  }
  constructor(options: FieldOptions = {}) {
    super(options);
    this.min = this.settings["min"] as number | undefined;
    this.max = this.settings["max"] as number | undefined;
    this.integer = this.settings["integer"] === true;
    this.choices = options.choices;
    if (this.choices) this.nullable = options.nullable ?? false;
    if (Number.isFinite(this.min) && Number.isFinite(this.max) && (this.min ?? 0) > (this.max ?? 0))
      throw new Error("NumberField minimum constraint cannot exceed its maximum constraint");
  }
  protected override _cast(value: unknown): unknown {
    return this.nullable && value === "" ? null : Number(value);
  }
  protected override _cleanType(value: unknown): unknown {
    if (typeof value !== "number") return value;
    let v = this.integer ? Math.round(value) : value;
    if (this.min !== undefined && Number.isFinite(this.min)) v = Math.max(v, this.min);
    if (this.max !== undefined && Number.isFinite(this.max)) v = Math.min(v, this.max);
    return v;
  }
  protected override _validateType(value: unknown): undefined {
    if (typeof value !== "number") throw new Error("must be a number");
    if (this.min !== undefined && value < this.min) throw new Error(`must be at least ${this.min}`);
    if (this.max !== undefined && value > this.max) throw new Error(`must be at most ${this.max}`);
    const keys = choiceKeys(this.choices);
    if (keys && !keys.map(String).includes(String(value))) throw new Error(`${value} is not a valid choice`);
    if (this.integer) {
      if (!Number.isInteger(value)) throw new Error("must be an integer");
    } else if (!Number.isFinite(value)) throw new Error("must be a finite number");
  }
  /** v13 NumberField#_toInput: a number input with the field's min and max (choices: a select). */
  override _toInput(config: FormInputConfig): HTMLElement {
    config.min ??= this.min;
    config.max ??= this.max;
    if (config.value === undefined) config.value = this.getInitialValue({});
    if (config.options) return createSelectInput(config);
    return createNumberInput(config);
  }
}

export class StringField extends DataField {
  blank: boolean;
  trim: boolean;
  choices: FieldOptions["choices"];
  static override get _defaults(): FieldOptions {
    return { ...super._defaults, blank: true, trim: true };
  }
  constructor(options: FieldOptions = {}) {
    super(options);
    this.blank = this.settings["blank"] !== false;
    this.trim = this.settings["trim"] !== false;
    this.choices = options.choices;
    if (this.choices) {
      this.nullable = options.nullable ?? false;
      this.blank = (options["blank"] as boolean | undefined) ?? false;
    }
  }
  override clean(value: unknown, options?: CleanOptions): unknown {
    return super.clean(typeof value === "string" && this.trim ? value.trim() : value, options);
  }
  override getInitialValue(source?: Plain): unknown {
    const initial = super.getInitialValue(source);
    if (this.blank && this.required && !initial) return "";
    return initial;
  }
  protected override _cast(value: unknown): unknown {
    return String(value);
  }
  protected override _validateSpecial(value: unknown): boolean | undefined {
    if (value === "") {
      if (this.blank) return true;
      throw new Error("may not be a blank string");
    }
    return super._validateSpecial(value);
  }
  protected override _validateType(value: unknown): boolean | undefined {
    if (typeof value !== "string") throw new Error("must be a string");
    const keys = choiceKeys(this.choices);
    if (keys) {
      if (keys.includes(value)) return true;
      throw new Error(`${value} is not a valid choice`);
    }
  }
  /**
   * v13 StringField#_toInput: with choices (or given options) a select, a blank option where the field may
   * be blank; else a text input (elementType "input"; the others Steelbound's fields do not use).
   */
  override _toInput(config: FormInputConfig): HTMLElement {
    if (config.value === undefined) config.value = this.getInitialValue({});
    config.choices ??= this.choices;
    prepareChoiceConfig(config);
    if (config.options) {
      if (this.blank || this.nullable || !this.required) config.blank ??= "";
      return createSelectInput(config);
    }
    if ((config.elementType ?? "input") !== "input")
      throw new Error(`Unrecognized element type for StringField input: ${String(config.elementType)}`);
    return createTextInput(config);
  }
}

/**
 * v13 StringField._prepareChoiceConfig: given options win; else the choices (array or record, a function
 * called) become options (`{value, label}`, the label localized with `localize`).
 */
export function prepareChoiceConfig(config: FormInputConfig): void {
  if (config.options || !("choices" in config)) return;
  const raw = config.choices;
  const choices: unknown = typeof raw === "function" ? (raw as () => unknown)() : raw;
  if (typeof choices === "object" && choices !== null) {
    const options: FormSelectOption[] = [];
    for (const [value, entry] of Object.entries(choices as Record<string, unknown>)) {
      const inner: unknown =
        typeof entry === "object" && entry !== null ? Reflect.get(entry, "label") : entry;
      const label = typeof inner === "string" ? inner : String(inner);
      options.push({ value, label: config.localize ? i18n().localize(label) : label });
    }
    config.options = options;
  }
  delete config.choices;
}

/** v13: HTMLField is a StringField (sanitised server-side per system.json htmlFields). */
export class HTMLField extends StringField {
  static override get _defaults(): FieldOptions {
    return { ...super._defaults, required: true, blank: true };
  }
}

/**
 * v13 DocumentUUIDField: a StringField (blank false, nullable, initial null) whose value must parse as
 * a UUID of the given document `type`.
 */
export class DocumentUUIDField extends StringField {
  static override get _defaults(): FieldOptions {
    return { ...super._defaults, required: true, blank: false, nullable: true, initial: null };
  }
  /**
   * v13 DocumentUUIDField#_validateType over foundry.utils.parseUuid: the named (or any known) document type,
   * `embedded` when given, and a 16-character alphanumeric id of the primary document. Compendium UUIDs
   * ("Compendium.<package>.<pack>.<Type>.<id>") are accepted.
   */
  protected override _validateType(value: unknown): boolean | undefined {
    super._validateType(value);
    const p = parseUuid(String(value));
    if (!p) throw new Error("must be a valid Document UUID string");
    const type = this.options["type"];
    if (typeof type === "string") {
      if (p.type !== type) throw new Error(`Invalid document type "${p.type}" which must be a "${type}"`);
    } else if (p.type && !ALL_DOCUMENT_TYPES.includes(p.type))
      throw new Error(`Invalid document type "${p.type}"`);
    const embedded = this.options["embedded"];
    if (embedded === true && !p.embedded) throw new Error("must be an embedded document");
    if (embedded === false && p.embedded) throw new Error("may not be an embedded document");
    if (!/^[a-zA-Z0-9]{16}$/.test(p.documentId ?? ""))
      throw new Error(`Invalid document ID "${p.documentId}"`);
    return undefined;
  }
}

/** v13 CONST.ALL_DOCUMENT_TYPES (common/constants.mjs). */
const ALL_DOCUMENT_TYPES = [
  ...["ActiveEffect", "Actor", "ActorDelta", "Adventure", "AmbientLight", "AmbientSound", "Card", "Cards"],
  ...["ChatMessage", "Combat", "Combatant", "CombatantGroup", "Drawing", "FogExploration", "Folder", "Item"],
  ...["JournalEntry", "JournalEntryCategory", "JournalEntryPage", "Macro", "MeasuredTemplate", "Note"],
  ...[
    "Playlist",
    "PlaylistSound",
    "Region",
    "RegionBehavior",
    "RollTable",
    "Scene",
    "Setting",
    "TableResult",
  ],
  ...["Tile", "Token", "User", "Wall"],
];
/** v13 CONST.COMPENDIUM_DOCUMENT_TYPES. */
const COMPENDIUM_TYPES = [
  "Actor",
  "Adventure",
  "Cards",
  "Item",
  "JournalEntry",
  "Macro",
  "Playlist",
  "RollTable",
  "Scene",
];

/**
 * v13 helpers.mjs _resolvePrimaryType: a compendium UUID's 4th part when it names a compendium document type,
 * else the type of the registered pack it names (`game.packs.get("<package>.<pack>").documentName`), else null.
 * So a legacy UUID without its type ("Compendium.<package>.<pack>.<id>") is valid when that pack exists.
 */
function compendiumPrimaryType(parts: string[]): string | null {
  const named = parts[3] ?? "";
  if (COMPENDIUM_TYPES.includes(named) || named === "Folder") return named;
  const packs = (globalThis as { game?: { packs?: { get(id: string): unknown } } }).game?.packs;
  const pack = packs?.get(`${parts[1]}.${parts[2]}`) as { documentName?: unknown } | undefined;
  return typeof pack?.documentName === "string" ? pack.documentName : null;
}

/**
 * The parts of foundry.utils.parseUuid (v13 common/utils/helpers.mjs) validation reads: the referenced type,
 * whether it is embedded, and the primary document's id; null for an odd number of embedded parts.
 */
function parseUuid(uuid: string): { type?: string; embedded: boolean; documentId?: string } | null {
  const parts = uuid.split(".");
  if (parts[0] === "Compendium") {
    const packType = compendiumPrimaryType(parts);
    if (packType !== parts[3]) parts.splice(3, 0, packType as string);
    parts.splice(0, 3);
  }
  const [primaryType, primaryId] = parts.splice(0, 2);
  if (parts.length % 2) return null;
  if (parts.length) return { type: parts.at(-2), embedded: true, documentId: primaryId };
  return { type: primaryType, embedded: false, documentId: primaryId };
}

export class ObjectField extends DataField {
  static override get _defaults(): FieldOptions {
    return { ...super._defaults, required: true, nullable: false };
  }
  override getInitialValue(source?: Plain): unknown {
    const initial = super.getInitialValue(source);
    return this.required && initial === undefined ? {} : initial;
  }
  protected override _cast(value: unknown): unknown {
    return isPlain(value) ? value : {};
  }
  override initialize(value: unknown): unknown {
    return deepClone(value);
  }
  protected override _validateType(value: unknown): undefined {
    if (getType(value) !== "Object") throw new Error("must be an object");
  }
}
