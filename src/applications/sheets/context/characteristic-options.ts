/** Characteristic pickers for the item editors (power roll, class primaries, project rolls). */
import { CHARACTERISTICS, type Characteristic } from "../../../rules/types.ts";
import { characteristicLabel } from "./ability-text.ts";
import type { Localizer, SelectOption } from "../../../i18n.ts";

export interface CharacteristicCheckbox {
  key: Characteristic;
  label: string;
  checked: boolean;
  name: string;
}

export function characteristicCheckboxes(
  i18n: Localizer,
  set: ReadonlySet<Characteristic>,
  name: string,
): CharacteristicCheckbox[] {
  return CHARACTERISTICS.map((key) => ({
    key,
    label: characteristicLabel(i18n, key),
    checked: set.has(key),
    name: `${name}.${key}`,
  }));
}

/** A <select> of the five characteristics (R-CH-1). */
export function characteristicSelect(i18n: Localizer, current: Characteristic): SelectOption[] {
  return CHARACTERISTICS.map((key) => ({
    value: key,
    label: characteristicLabel(i18n, key),
    selected: key === current,
  }));
}
