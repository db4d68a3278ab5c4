/**
 * The Director's "Table rules" settings window in the preview gallery: every Steelbound world setting in its
 * group, as registered at init (the same definitions), with one optional rule turned on.
 */
import {
  tableRulesGroups,
  type RegisteredSetting,
} from "../../src/applications/settings/table-rules-context.ts";
import { TABLE_SETTINGS } from "../../src/data/settings/definitions.ts";
import type { Localizer } from "../../src/i18n.ts";
import { BooleanField, StringField } from "../harness/fields.ts";
import type { FixtureView } from "./fixtures-catalog.ts";

/** What the registrations hand game.settings.register, by "steelbound.key" (src/data/settings/definitions.ts). */
function registeredSettings(): Map<string, RegisteredSetting> {
  return new Map(Object.entries(TABLE_SETTINGS).map(([key, config]) => [`steelbound.${key}`, config]));
}

export function settingsFixtureViews(i18n: Localizer): FixtureView[] {
  const registered = registeredSettings();
  const values: Record<string, unknown> = { wealthStretch: true, maliceVisible: true };
  const groups = tableRulesGroups(
    i18n,
    registered,
    (key) => values[key] ?? registered.get(`steelbound.${key}`)?.default,
    {
      boolean: (initial) => new BooleanField({ initial }),
      string: (choices) => new StringField({ required: true, ...(choices ? { choices } : {}) }),
    },
  );
  return [
    {
      id: "table-rules",
      title: "Table rules (the Director's settings, grouped)",
      classes: ["steelbound", "table-rules-app"],
      width: 560,
      parts: [["main", "settings/table-rules.hbs"]],
      context: { groups },
    },
  ];
}
