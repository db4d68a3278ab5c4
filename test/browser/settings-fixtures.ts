/**
 * The Director's "Table rules" settings window in the preview gallery: every Steelbound world setting in its
 * group, as registered at init (captured from the real registrations), with one optional rule turned on.
 */
import { tableRulesGroups, type RegisteredSetting } from "../../src/applications/settings/table-rules.ts";
import { registerCombatSettings } from "../../src/data/settings/register.ts";
import { registerAcceptedAbilitySettings } from "../../src/data/settings/accepted-abilities.ts";
import type { Localizer } from "../../src/i18n.ts";
import { BooleanField, StringField } from "../harness/fields.ts";
import type { FixtureView } from "./fixtures-catalog.ts";

/** What the registrations hand game.settings.register, by "steelbound.key". */
function registeredSettings(): Map<string, RegisteredSetting> {
  const registered = new Map<string, RegisteredSetting>();
  const holder = globalThis as unknown as { game?: unknown };
  const prior = holder.game;
  holder.game = {
    settings: {
      register: (namespace: string, key: string, config: RegisteredSetting) =>
        registered.set(`${namespace}.${key}`, config),
    },
  };
  try {
    registerCombatSettings(() => undefined);
    registerAcceptedAbilitySettings();
  } finally {
    holder.game = prior;
  }
  return registered;
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
