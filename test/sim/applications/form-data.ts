/**
 * v13 client/applications/ux/form-data-extended.mjs FormDataExtended, our own code: a form read into a flat
 * `object` keyed by field name. Named fields only; buttons, disabled fields and unnamed fields are skipped;
 * checkboxes give booleans (or their value / null when they carry a value attribute); number and range
 * inputs give numbers ("" gives null); `data-dtype` casts Number, Boolean and JSON; radio groups give the
 * checked value; multi-selects (and `<multi-select>` / `<multi-checkbox>` elements) give arrays; `[data-edit]` elements give their src or inner HTML.
 */
import { descendantsWhere, named } from "./dom-walk.ts";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function cast(value: unknown, dtype: string | undefined): unknown {
  if (Array.isArray(value)) return value.map((v) => cast(v, dtype));
  if (value === null || value === undefined || dtype === "String") return value;
  if (dtype === "Boolean") return value === "false" ? false : Boolean(value);
  if (dtype === "Number") return value === "" || value === "null" ? null : Number(value);
  if (dtype === "JSON") return typeof value === "string" ? (JSON.parse(value) as unknown) : value;
  return value;
}

function fieldValue(field: Field, dtype: string | undefined): unknown {
  const type = field.type;
  if (field instanceof HTMLInputElement && type === "checkbox") {
    if (field.hasAttribute("value") && dtype !== "Boolean")
      return cast(field.checked ? field.value : null, dtype);
    return cast(field.checked, dtype);
  }
  if (type === "number" || type === "range")
    return field.value === "" ? null : cast(field.value, dtype ?? "Number");
  if (field instanceof HTMLSelectElement && field.multiple)
    return [...field.options].filter((o) => o.selected).map((o) => cast(o.value, dtype));
  if (field instanceof HTMLInputElement && type === "radio")
    return field.checked ? cast(field.value, dtype) : null;
  return cast(field.value, dtype);
}

export class FormDataExtended {
  readonly object: Record<string, unknown> = {};

  constructor(form: HTMLElement, { disabled = false }: { disabled?: boolean } = {}) {
    // form.querySelectorAll("input, select, textarea") and "[data-edit]" below, as walks (./dom-walk.ts).
    const fields = descendantsWhere<Field>(form, named("input", "select", "textarea"));
    const byName = new Map<string, Field[]>();
    for (const field of fields) {
      if (!field.name || (!disabled && field.disabled)) continue;
      byName.set(field.name, [...(byName.get(field.name) ?? []), field]);
    }
    for (const [name, group] of byName) {
      const radios = group.every((f) => f instanceof HTMLInputElement && f.type === "radio");
      if (radios) {
        const chosen = group.find((f) => f instanceof HTMLInputElement && f.checked);
        this.object[name] = chosen ? fieldValue(chosen, chosen.dataset["dtype"]) : undefined;
      } else if (group.length > 1) this.object[name] = group.map((f) => fieldValue(f, f.dataset["dtype"]));
      else if (group[0]) this.object[name] = fieldValue(group[0], group[0].dataset["dtype"]);
    }
    // v13 HTMLMultiSelectElement / HTMLMultiCheckboxElement (form-associated custom elements): the chosen
    // options' values, as an array.
    const multi = (e: Element) => e.tagName === "MULTI-SELECT" || e.tagName === "MULTI-CHECKBOX";
    for (const element of descendantsWhere<HTMLElement>(form, multi)) {
      const name = element.getAttribute("name") ?? "";
      if (!name || (!disabled && element.hasAttribute("disabled"))) continue;
      this.object[name] = descendantsWhere<HTMLOptionElement>(element, (o) => o.tagName === "OPTION")
        .filter((o) => o.hasAttribute("selected"))
        .map((o) => cast(o.value, element.dataset["dtype"]));
    }
    // v13 HTMLProseMirrorElement (a form-associated AbstractFormInputElement): its value, the raw HTML it was
    // rendered with (the `value` attribute) or what its editor last saved (user.ts saveEditor).
    for (const element of descendantsWhere<HTMLElement>(form, (e) => e.tagName === "PROSE-MIRROR")) {
      const name = element.getAttribute("name") ?? "";
      if (!name || (!disabled && element.hasAttribute("disabled"))) continue;
      this.object[name] = element.getAttribute("value") ?? "";
    }
    for (const element of descendantsWhere<HTMLElement>(form, (e) => e.hasAttribute("data-edit"))) {
      const name = element.dataset["edit"] ?? "";
      if (!name || name in this.object) continue;
      this.object[name] = element.tagName === "IMG" ? element.getAttribute("src") : element.innerHTML.trim();
    }
  }
}
