/**
 * The Director's "Table rules" window: every Steelbound world setting, grouped (turns, what players see,
 * what the Director checks, optional rules), each group explained and each setting with its name and hint.
 * Opened from Foundry's Configure Settings (a settings menu, src/config/settings-menu.ts). Each field is
 * built from the registered setting as v13 client/applications/settings/config.mjs
 * SettingsConfig#_prepareCategoryData builds it (Boolean → BooleanField, String → StringField with the
 * setting's choices), and Save writes the changed values as SettingsConfig.#onSubmit does (game.settings.set
 * per setting whose value changed; the server refuses a user without SETTINGS_MODIFY).
 */
import { SYSTEM_ID, templatePath } from "../../constants.ts";
import { gameLocalizer } from "../../i18n.ts";
import { tableRulesGroups, type RegisteredSetting } from "./table-rules-context.ts";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type AppV2 = foundry.applications.api.ApplicationV2;
type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;

const K = "STEELBOUND.Settings.";
export const TABLE_RULES_ID = "steelbound-table-rules";

interface LooseSettings {
  settings: Map<string, RegisteredSetting>;
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
}
const settings = (): LooseSettings => game.settings as unknown as LooseSettings;

export class TableRulesConfig extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS: foundry.applications.api.ApplicationV2.DefaultOptions = {
    id: TABLE_RULES_ID,
    tag: "form",
    classes: ["steelbound", "table-rules-app"],
    window: { icon: "fa-solid fa-scale-balanced", resizable: true },
    position: { width: 560, height: "auto" },
    form: { handler: TableRulesConfig.#onSave, submitOnChange: false, closeOnSubmit: true },
  };

  static override PARTS = {
    main: { template: templatePath("settings/table-rules.hbs"), scrollable: [""] },
  };

  override get title(): string {
    return gameLocalizer().localize(`${K}Menu.Title`);
  }

  protected override async _prepareContext(
    options: Parameters<AppV2["_prepareContext"]>[0],
  ): Promise<RenderContext> {
    const base = await super._prepareContext(options);
    const groups = tableRulesGroups(gameLocalizer(), settings().settings, (key) =>
      settings().get(SYSTEM_ID, key),
    );
    return Object.assign(base, { groups });
  }

  /** Save: each of our settings whose value changed is written once (SettingsConfig.#onSubmit). */
  static async #onSave(
    this: TableRulesConfig,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
  ): Promise<void> {
    const prefix = `${SYSTEM_ID}.`;
    const registered = settings().settings;
    for (const [id, value] of Object.entries(formData.object)) {
      if (!id.startsWith(prefix) || !registered.has(id)) continue;
      const key = id.slice(prefix.length);
      if (settings().get(SYSTEM_ID, key) === value) continue;
      await settings().set(SYSTEM_ID, key, value);
    }
  }
}
