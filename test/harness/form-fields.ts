/**
 * Our own stand-ins for v13 client/applications/forms/fields.mjs (stored 8071916517): the elements a
 * DataField renders itself as (DataField#toInput → #_toInput) and the form group around one
 * (DataField#toFormGroup → createFormGroup), built in the DOM of the test (happy-dom) as Foundry builds
 * them in the browser. Only what Steelbound's fields use: text, number, checkbox, select and multi-select.
 * Outside a DOM environment (the preview gallery renders in Node) a happy-dom document of its own is used.
 */
import { Window } from "happy-dom";

let own: Document | undefined;
/** The test's document, else one of our own (created once). */
function doc(): Document {
  if (typeof globalThis.document !== "undefined") return globalThis.document;
  own ??= new Window().document as unknown as Document;
  return own;
}

export interface FormSelectOption {
  value?: string;
  label?: string;
  selected?: boolean;
  disabled?: boolean;
}

export interface FormInputConfig {
  name?: string;
  value?: unknown;
  options?: FormSelectOption[];
  choices?: unknown;
  blank?: string;
  localize?: boolean;
  required?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  id?: string;
  classes?: string;
  placeholder?: string;
  dataset?: Record<string, string>;
  aria?: Record<string, string>;
  min?: number;
  max?: number;
  step?: number;
  type?: string;
  elementType?: string;
  input?: unknown;
  [key: string]: unknown;
}

export interface FormGroupConfig {
  label?: string;
  hint?: string;
  input?: HTMLElement;
  rootId?: string;
  stacked?: boolean;
  localize?: boolean;
  units?: string;
  hidden?: boolean;
  classes?: string[];
  widget?: unknown;
}

/** The localizer the helpers use (game.i18n on the client that renders). */
export function i18n(): { localize(key: string): string } {
  const game = (globalThis as { game?: { i18n?: { localize(key: string): string } } }).game;
  return game?.i18n ?? { localize: (key) => key };
}

/** A scalar form value as text (an object's default text, as String() would give, for anything else). */
function scalarText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return `${value}`;
  return Object.prototype.toString.call(value);
}

/** v13 fields.mjs setInputAttributes. */
export function setInputAttributes(input: HTMLElement, config: FormInputConfig): void {
  input.toggleAttribute("required", config.required === true);
  input.toggleAttribute("disabled", config.disabled === true);
  input.toggleAttribute("readonly", config.readonly === true);
  if (config.id) input.id = config.id;
  if (typeof config.classes === "string") input.className = config.classes;
  if (config.placeholder !== undefined) input.setAttribute("placeholder", config.placeholder);
  for (const [k, v] of Object.entries(config.dataset ?? {})) input.dataset[k] = v;
  for (const [k, v] of Object.entries(config.aria ?? {})) input.setAttribute(`aria-${k}`, v);
}

/** v13 fields.mjs prepareSelectOptionGroups, without optgroups (no Steelbound field groups its choices). */
function prepareOptions(config: FormInputConfig): FormSelectOption[] {
  const raw = config.value;
  const values =
    raw === undefined || raw === null
      ? []
      : typeof raw === "object"
        ? [...(raw as Iterable<string | number>)].map(String)
        : [scalarText(raw)];
  let hasBlank = false;
  const options: FormSelectOption[] = [];
  for (const option of config.options ?? []) {
    const value = option.value;
    if (value === "") hasBlank = true;
    let label = option.label ?? value;
    if (label !== undefined && config.localize) label = i18n().localize(label);
    options.push({
      ...(value === undefined ? {} : { value }),
      ...(label === undefined ? {} : { label }),
      selected: option.selected === true || (value !== undefined && values.includes(value)),
      disabled: option.disabled === true,
    });
  }
  if (typeof config.blank === "string" && !hasBlank)
    options.unshift({
      value: "",
      label: config.localize ? i18n().localize(config.blank) : config.blank,
      selected: values.includes(""),
    });
  return options;
}

function appendOptions(parent: HTMLElement, config: FormInputConfig): void {
  for (const { value, label, selected, disabled } of prepareOptions(config)) {
    if (value === undefined || label === undefined) continue;
    const o = doc().createElement("option");
    o.value = value;
    o.textContent = label;
    if (selected) o.toggleAttribute("selected", true);
    if (disabled) o.toggleAttribute("disabled", true);
    parent.appendChild(o);
  }
}

/** v13 fields.mjs createTextInput. */
export function createTextInput(config: FormInputConfig): HTMLInputElement {
  const input = doc().createElement("input");
  input.type = "text";
  input.name = config.name ?? "";
  input.setAttribute(
    "value",
    config.value === undefined || config.value === null ? "" : scalarText(config.value),
  );
  setInputAttributes(input, config);
  return input;
}

/** v13 fields.mjs createNumberInput: the value (a number) as the attribute, min/max/step when numbers. */
export function createNumberInput(config: FormInputConfig): HTMLInputElement {
  const input = doc().createElement("input");
  input.type = "number";
  if (config.name) input.name = config.name;
  const value = config.value;
  input.setAttribute("value", typeof value === "number" && Number.isFinite(value) ? String(value) : "");
  if (typeof config.min === "number") input.setAttribute("min", String(config.min));
  if (typeof config.max === "number") input.setAttribute("max", String(config.max));
  input.setAttribute("step", typeof config.step === "number" ? String(config.step) : "any");
  setInputAttributes(input, config);
  return input;
}

/** v13 fields.mjs createCheckboxInput. */
export function createCheckboxInput(config: FormInputConfig): HTMLInputElement {
  const input = doc().createElement("input");
  input.type = "checkbox";
  input.name = config.name ?? "";
  if (config.value) input.setAttribute("checked", "");
  setInputAttributes(input, config);
  return input;
}

/** v13 fields.mjs createSelectInput. */
export function createSelectInput(config: FormInputConfig): HTMLSelectElement {
  const select = doc().createElement("select");
  select.name = config.name ?? "";
  setInputAttributes(select, config);
  appendOptions(select, config);
  return select;
}

/**
 * v13 fields.mjs createMultiSelectInput: a `<multi-select>` (or `<multi-checkbox>` with type "checkboxes")
 * holding its options, the chosen ones `selected`; the sim's FormDataExtended reads it as an array.
 */
export function createMultiSelectInput(config: FormInputConfig): HTMLElement {
  const select = doc().createElement(config.type === "checkboxes" ? "multi-checkbox" : "multi-select");
  select.setAttribute("name", config.name ?? "");
  setInputAttributes(select, config);
  appendOptions(select, config);
  return select;
}

/** v13 fields.mjs createFormGroup: label (for the input's id under rootId), the input in .form-fields, a hint. */
export function createFormGroup(config: FormGroupConfig): HTMLDivElement {
  const classes = [...(config.classes ?? [])];
  if (config.stacked) classes.unshift("stacked");
  classes.unshift("form-group");
  const input = config.input;
  if (!input) throw new Error("createFormGroup needs an input");
  let labelFor: string | undefined;
  if (config.rootId) {
    const name = input.getAttribute("name") ?? "";
    const id = [config.rootId, name].filter((p) => p).join("-");
    labelFor = id;
    input.setAttribute("id", id);
  }
  const group = doc().createElement("div");
  group.className = classes.join(" ");
  group.hidden = config.hidden ?? false;
  const label = doc().createElement("label");
  label.textContent = config.localize ? i18n().localize(config.label ?? "") : (config.label ?? "");
  if (labelFor) label.setAttribute("for", labelFor);
  group.prepend(label);
  const fields = doc().createElement("div");
  fields.className = "form-fields";
  fields.append(input);
  group.append(fields);
  if (config.hint) {
    const hint = doc().createElement("p");
    hint.className = "hint";
    hint.textContent = config.localize ? i18n().localize(config.hint) : config.hint;
    group.append(hint);
  }
  return group;
}
