/**
 * init: the "Table rules" settings menu, the one place a Director finds every Steelbound world setting,
 * grouped and explained (../applications/settings/table-rules.ts). v13 client/helpers/client-settings.mjs
 * ClientSettings#registerMenu takes an ApplicationV2 subclass as `type`; SettingsConfig lists the menu in the
 * system's category with its name, hint and button label, and `restricted` keeps it from users without
 * SETTINGS_MODIFY (client/applications/settings/config.mjs SettingsConfig#_prepareCategoryData).
 */
import { SYSTEM_ID } from "../constants.ts";
import { TABLE_RULES_MENU } from "../data/settings/groups.ts";
import { TableRulesConfig } from "../applications/settings/table-rules.ts";

export function registerSettingsMenu(): void {
  game.settings?.registerMenu(SYSTEM_ID, TABLE_RULES_MENU, {
    name: "STEELBOUND.Settings.Menu.Name",
    label: "STEELBOUND.Settings.Menu.Label",
    hint: "STEELBOUND.Settings.Menu.Hint",
    icon: "fa-solid fa-scale-balanced",
    type: TableRulesConfig,
    restricted: true,
  });
}
