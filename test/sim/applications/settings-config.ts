/**
 * Configure Settings (game.settings.sheet), as v13 client/applications/settings/config.mjs SettingsConfig
 * builds it (stored 8262306438; the v14 declaration 58484393293 keeps the same actions, subtemplates,
 * _prepareCategoryData, _categorizeEntry and _sortCategories):
 * - categories by namespace: "core", the system's (`game.system.title`), each module's; core first, then
 *   the system, then the rest by label (_categorizeEntry, _sortCategories);
 * - a registered menu is an entry with its icon, name, hint and button label, left out for a user without
 *   SETTINGS_MODIFY when `restricted`; each setting with `config: true` is an entry (a world setting only for
 *   users with SETTINGS_MODIFY) whose field is built from its type (Boolean → BooleanField, Number →
 *   NumberField, else StringField with its choices), named `namespace.key`, labelled by its localized name
 *   and hint (_prepareCategoryData);
 * - the `openSubmenu` action builds the menu's `type` and renders it (#onOpenSubmenu); submitting the form
 *   sets each changed setting (#onSubmit; the reload prompt is not emulated).
 * The category browser's sidebar, search and reset button are not emulated; the markup is a stand-in
 * (./core-templates/settings/config.hbs).
 */
import { ApplicationV2, type Options, type RenderOptions } from "./application.ts";
import { HandlebarsApplicationMixin } from "./handlebars-mixin.ts";
import { i18n } from "./foundry-access.ts";
import type { FormDataExtended } from "./form-data.ts";

interface SettingEntry {
  namespace: string;
  key: string;
  id: string;
  config?: boolean;
  scope?: string;
  name?: string;
  hint?: string;
  type?: unknown;
  default?: unknown;
  choices?: Record<string, string>;
  range?: { min?: number; max?: number; step?: number };
}
interface MenuEntry {
  key: string;
  namespace: string;
  name?: string;
  label?: string;
  hint?: string;
  icon?: string;
  restricted?: boolean;
  type: new () => { render(options: object): Promise<unknown> };
}
interface FieldLike {
  name: string;
  label: string;
  hint: string;
}
type FieldClass = new (options: object) => FieldLike;
interface SettingsGlobals {
  game: {
    settings: {
      settings: Map<string, SettingEntry>;
      menus: Map<string, MenuEntry>;
      get(namespace: string, key: string): unknown;
      set(namespace: string, key: string, value: unknown): Promise<unknown>;
    };
    user: { hasPermission(permission: string): boolean; hasRole(role: number): boolean };
    system: { id: string; title?: string };
  };
  foundry: { data: { fields: Record<string, FieldClass> } };
}
const g = (): SettingsGlobals => globalThis as unknown as SettingsGlobals;

export class SettingsConfig extends HandlebarsApplicationMixin(ApplicationV2) {
  static override BASE_APPLICATION = SettingsConfig as unknown as typeof ApplicationV2;
  static override DEFAULT_OPTIONS: Options = {
    id: "settings-config",
    tag: "form",
    window: { title: "SETTINGS.Title", icon: "fa-solid fa-gears", resizable: true },
    form: { handler: SettingsConfig.#onSubmit },
    actions: { openSubmenu: SettingsConfig.#onOpenSubmenu },
  };
  static override PARTS = { main: { template: "templates/settings/config.hbs" } };

  override async _prepareContext(options: RenderOptions): Promise<Options> {
    const context = await super._prepareContext(options);
    const { game, foundry } = g();
    const categories = new Map<string, { id: string; label: string; entries: Options[] }>();
    const category = (namespace: string) => {
      const { id, label } = this._categorizeEntry(namespace);
      let found = categories.get(id);
      if (!found) categories.set(id, (found = { id, label, entries: [] }));
      return found;
    };
    // v13 User#can: a permission name is answered by User#hasPermission.
    const canConfigure = game.user.hasPermission("SETTINGS_MODIFY");
    for (const menu of game.settings.menus.values()) {
      if (menu.restricted && !canConfigure) continue;
      category(menu.namespace).entries.push({
        key: menu.key,
        icon: menu.icon,
        label: i18n().localize(menu.name ?? ""),
        hint: i18n().localize(menu.hint ?? ""),
        menu: true,
        buttonText: i18n().localize(menu.label ?? ""),
      });
    }
    const fields = foundry.data.fields;
    for (const setting of game.settings.settings.values()) {
      if (!setting.config || (!canConfigure && setting.scope === "world")) continue;
      const Field =
        setting.type === Boolean
          ? fields["BooleanField"]
          : setting.type === Number
            ? fields["NumberField"]
            : fields["StringField"];
      if (!Field) throw new Error("sim: no field class for a setting");
      const field = new Field(
        setting.type === Boolean
          ? { initial: setting.default ?? false }
          : { required: true, choices: setting.choices, initial: setting.default, ...setting.range },
      );
      field.name = `${setting.namespace}.${setting.key}`;
      field.label ||= i18n().localize(setting.name ?? "");
      field.hint ||= i18n().localize(setting.hint ?? "");
      category(setting.namespace).entries.push({
        field,
        value: game.settings.get(setting.namespace, setting.key),
        menu: false,
      });
    }
    const order: Record<string, number> = { core: 0, system: 1 };
    const sorted = [...categories.values()].sort(
      (a, b) => (order[a.id] ?? 2) - (order[b.id] ?? 2) || a.label.localeCompare(b.label),
    );
    return { ...context, categories: sorted };
  }

  /** v13 SettingsConfig#_categorizeEntry (modules are not simulated: they fall in "unmapped"). */
  _categorizeEntry(namespace: string): { id: string; label: string } {
    const system = g().game.system;
    if (namespace === "core") return { id: "core", label: i18n().localize("PACKAGECONFIG.TABS.core") };
    if (namespace === system.id) return { id: "system", label: system.title ?? system.id };
    return { id: "unmapped", label: i18n().localize("PACKAGECONFIG.TABS.unmapped") };
  }

  static async #onOpenSubmenu(this: SettingsConfig, _event: Event, button: HTMLElement): Promise<void> {
    const menu = g().game.settings.menus.get(button.dataset["key"] ?? "");
    if (!menu) throw new Error("No submenu found for the provided key");
    await new menu.type().render({ force: true });
  }

  static async #onSubmit(
    this: SettingsConfig,
    _event: Event,
    _form: HTMLFormElement,
    formData: FormDataExtended,
  ): Promise<void> {
    const settings = g().game.settings;
    for (const [key, value] of Object.entries(formData.object)) {
      const setting = settings.settings.get(key);
      if (!setting) continue;
      await settings.set(setting.namespace, setting.key, value);
    }
  }
}
