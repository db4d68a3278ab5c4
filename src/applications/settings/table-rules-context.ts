/**
 * What the "Table rules" window shows (./table-rules.ts): each settings group with its name and explanation,
 * and each of its settings as a form field built from the registered setting the way v13
 * client/applications/settings/config.mjs SettingsConfig#_prepareCategoryData builds one (Boolean →
 * BooleanField, otherwise StringField with the setting's choices), named "steelbound.<key>", with its
 * localized name, hint and current value.
 */
import { SYSTEM_ID } from "../../constants.ts";
import { SETTING_GROUPS } from "../../data/settings/groups.ts";
import type { Localizer } from "../../i18n.ts";

const K = "STEELBOUND.Settings.";

/** What v13 ClientSettings#register stores for a setting (client/helpers/client-settings.mjs). */
export interface RegisteredSetting {
  name?: string;
  hint?: string;
  type?: unknown;
  default?: unknown;
  choices?: Record<string, string>;
}
/** Builds the form field for one setting (Foundry's fields in play; the harness's in the gallery). */
export interface FieldMaker {
  boolean(initial: boolean): { name?: string | undefined };
  string(choices: Record<string, string> | undefined): { name?: string | undefined };
}

/** Foundry's fields, as SettingsConfig builds one for a setting defined without a DataField. */
const foundryFields: FieldMaker = {
  boolean: (initial) => new foundry.data.fields.BooleanField({ initial }),
  string: (choices) =>
    new foundry.data.fields.StringField({ required: true, ...(choices ? { choices } : {}) }),
};

/** Each group with its name, explanation and settings (field, name, hint, current value), in order. */
export function tableRulesGroups(
  i18n: Localizer,
  registered: ReadonlyMap<string, RegisteredSetting>,
  valueOf: (key: string) => unknown,
  fields: FieldMaker = foundryFields,
) {
  const groups = SETTING_GROUPS.map((group) => ({
    id: group.id,
    label: i18n.localize(`${K}Group.${group.id}.Name`),
    hint: i18n.localize(`${K}Group.${group.id}.Hint`),
    entries: group.keys.flatMap((key) => {
      const config = registered.get(`${SYSTEM_ID}.${key}`);
      if (!config) return [];
      // Choices are shown in the table's language (their keys localized here, as the core window's are).
      const choices = config.choices
        ? Object.fromEntries(
            Object.entries(config.choices).map(([value, key]) => [value, i18n.localize(key)]),
          )
        : undefined;
      const field =
        config.type === Boolean ? fields.boolean(config.default === true) : fields.string(choices);
      field.name = `${SYSTEM_ID}.${key}`;
      return [
        {
          key,
          field,
          label: i18n.localize(config.name ?? ""),
          hint: i18n.localize(config.hint ?? ""),
          value: valueOf(key),
        },
      ];
    }),
  }));
  return groups.filter((g) => g.entries.length > 0);
}
