/**
 * How the Director's settings window groups Steelbound's world settings (the "Table rules" menu,
 * src/applications/settings/table-rules.ts): each group has a name and an explanation
 * (STEELBOUND.Settings.Group.<id>.Name / .Hint) and lists its settings by key, in the order shown.
 */
import { TRUST_SETTING } from "./trust-setting.ts";
import { SETTINGS } from "./keys.ts";

export interface SettingGroup {
  readonly id: string;
  readonly keys: readonly string[];
}

/** The menu's key under the system's namespace (game.settings.registerMenu). */
export const TABLE_RULES_MENU = "tableRules";

export const SETTING_GROUPS: readonly SettingGroup[] = [
  { id: "Turns", keys: [SETTINGS.initiativeMode] },
  { id: "Players", keys: [SETTINGS.maliceVisible, SETTINGS.squadPoolsVisible] },
  { id: "Director", keys: [SETTINGS.handEdgesNeedDirector, TRUST_SETTING] },
  { id: "Optional", keys: [SETTINGS.wealthStretch] },
];

/** Every grouped setting's key (each is registered with `config: false`: the menu shows it). */
export const GROUPED_SETTING_KEYS: readonly string[] = SETTING_GROUPS.flatMap((g) => g.keys);
