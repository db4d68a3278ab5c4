/**
 * One sheet class for every item type: shared header and description, a per-type details tab. The class —
 * options, parts, tabs — is registered at init; what its parts show and what its buttons do load with its
 * first render (item-sheet-body.ts, through ../windows.ts).
 */
import { shareItem } from "./item-share.ts";
import { addCompendiumUpdateButton, onUpdateFromCompendium } from "./compendium-update-button.ts";
import { TAB_LABEL_PREFIX } from "./tabs.ts";
import { HandlebarsItemSheet, handlebarsPartContext, type TemplatePart } from "./base.ts";
import { normalizeItemSubmit } from "./context/item-submit.ts";
import { templatePath } from "../../constants.ts";
import { EFFECT_CARRIERS } from "./context/effect-carriers.ts";
import { loadItemSheetBody } from "../windows.ts";
import type { ItemSheetAction } from "./item-sheet-body.ts";

type RenderOptions = Parameters<InstanceType<typeof HandlebarsItemSheet>["_prepareContext"]>[0];
type BaseContext = Awaited<ReturnType<InstanceType<typeof HandlebarsItemSheet>["_prepareContext"]>>;
type FormData = foundry.applications.ux.FormDataExtended;

/** Item types with their own details template; the rest share `details/simple.hbs`. */
const DETAILED = new Set([
  "ability",
  "feature",
  "class",
  "subclass",
  "kit",
  "treasure",
  "project",
  "complication",
]);

/** A button of the sheet, run by the sheet's body (loaded by the first render, before any button exists). */
function bodyAction(name: ItemSheetAction) {
  return async function (this: SteelItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const { ITEM_SHEET_ACTIONS } = await loadItemSheetBody();
    await ITEM_SHEET_ACTIONS[name](this, target);
  };
}

export class SteelItemSheet extends HandlebarsItemSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["steelbound", "sheet", "item"],
    position: { width: 620, height: 720 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      addTierCondition: bodyAction("addTierCondition"),
      removeTierCondition: bodyAction("removeTierCondition"),
      addCustomEffect: bodyAction("addCustomEffect"),
      removeCustomEffect: bodyAction("removeCustomEffect"),
      addEffectChange: bodyAction("addEffectChange"),
      removeEffectChange: bodyAction("removeEffectChange"),
      addItemEffect: bodyAction("addItemEffect"),
      deleteItemEffect: bodyAction("deleteItemEffect"),
      addItemEffectChange: bodyAction("addItemEffectChange"),
      removeItemEffectChange: bodyAction("removeItemEffectChange"),
      addAdvancement: bodyAction("addAdvancement"),
      deleteAdvancement: bodyAction("deleteAdvancement"),
      removePoolItem: bodyAction("removePoolItem"),
      addPoolUuid: bodyAction("addPoolUuid"),
      shareItem: function (this: SteelItemSheet) {
        return shareItem(this.item);
      },
      updateFromCompendium: function (this: SteelItemSheet) {
        return onUpdateFromCompendium(this.item);
      },
    },
  };

  /** Declared here because the mixin cast hides HandlebarsApplicationMixin's own PARTS (see base.ts). */
  static PARTS: Record<string, TemplatePart> = {
    header: { template: templatePath("item/header.hbs") },
    tabs: { template: templatePath("actor/parts/tab-nav.hbs") },
    description: { template: templatePath("item/description.hbs"), scrollable: [""] },
    details: { template: templatePath("item/details/simple.hbs"), scrollable: [""] },
    effects: { template: templatePath("item/effects.hbs"), scrollable: [""] },
    advancements: { template: templatePath("item/advancements.hbs"), scrollable: [""] },
  };

  static override TABS = {
    primary: {
      tabs: [{ id: "details" }, { id: "advancements" }, { id: "description" }, { id: "effects" }],
      initial: "details",
      labelPrefix: TAB_LABEL_PREFIX,
    },
  };

  /** Advancement editors the user has open (kept across re-renders; item-advancements.ts). */
  readonly openAdvancements = new Set<string>();

  /** Whether this item's type has `advancements` (docs/DATA.md): only those sheets show the tab. */
  get hasAdvancements(): boolean {
    const system: unknown = this.item.system;
    return typeof system === "object" && system !== null && "advancements" in system;
  }

  /**
   * Swaps in the item type's details template and drops the Advancement part where the type has none
   * (HandlebarsApplicationMixin hook; see base.ts).
   */
  protected _configureRenderParts(): Record<string, TemplatePart> {
    const kind = DETAILED.has(this.item.type) ? this.item.type : "simple";
    const { effects, advancements, ...parts } = SteelItemSheet.PARTS;
    return {
      ...parts,
      details: { template: templatePath(`item/details/${kind}.hbs`), scrollable: [""] },
      ...(this.hasAdvancements && advancements ? { advancements } : {}),
      // Only items whose effects reach their owner get the Effects tab.
      ...(EFFECT_CARRIERS.has(this.item.type) && effects ? { effects } : {}),
    };
  }

  /** Only effect carriers list the Effects tab in the navigation too. */
  #tabs(): Record<string, unknown> {
    const tabs: Record<string, unknown> = { ...this._prepareTabs("primary") };
    if (!EFFECT_CARRIERS.has(this.item.type)) delete tabs["effects"];
    return tabs;
  }

  /** v13 ApplicationV2#_getTabsConfig reads TABS; the Advancement tab only where the part renders. */
  protected override _getTabsConfig(
    group: string,
  ): foundry.applications.api.ApplicationV2.TabsConfiguration | null {
    const config = super._getTabsConfig(group);
    if (!config || this.hasAdvancements) return config;
    return { ...config, tabs: config.tabs.filter((tab) => tab.id !== "advancements") };
  }

  protected override async _onRender(
    context: Parameters<InstanceType<typeof HandlebarsItemSheet>["_onRender"]>[0],
    options: Parameters<InstanceType<typeof HandlebarsItemSheet>["_onRender"]>[1],
  ): Promise<void> {
    await super._onRender(context, options);
    (await loadItemSheetBody()).bindAdvancementEditor(this);
    addCompendiumUpdateButton(this.element, this.item);
  }

  protected override async _prepareContext(options: RenderOptions): Promise<BaseContext> {
    const base = await super._prepareContext(options);
    const { itemSheetContext } = await loadItemSheetBody();
    return Object.assign(base, await itemSheetContext(this, this.#tabs()));
  }

  protected async _preparePartContext(
    partId: string,
    context: BaseContext,
    options: RenderOptions,
  ): Promise<BaseContext & { partId?: string; tab: unknown }> {
    const core = await handlebarsPartContext(HandlebarsItemSheet, this, partId, context, options);
    // Set on the shared context, as core does with partId (v13 handlebars-application.mjs recommends it; the
    // parts render one after another), rather than a copy of the whole context for each part.
    return Object.assign(core, { tab: context.tabs?.[partId] ?? null });
  }

  protected override _processFormData(
    event: SubmitEvent | null,
    form: HTMLFormElement,
    formData: FormData,
  ): object {
    // v13 returns the form's expanded object, typed only as `object`.
    const processed = super._processFormData(event, form, formData) as Record<string, unknown>;
    const { effectRows, ...data } = processed;
    // The effects' fields are not the item's: held back from the item's validation and update, written to
    // the effects once the item is saved (v13 DocumentSheetV2#_prepareSubmitData validates this result).
    this.#effectRows = effectRows;
    return normalizeItemSubmit({ ...data });
  }

  #effectRows: unknown = undefined;

  /** v13 DocumentSheetV2#_processSubmitData updates the item; its effects' edits follow in one call. */
  protected override async _processSubmitData(
    event: SubmitEvent,
    form: HTMLFormElement,
    submitData: Parameters<InstanceType<typeof HandlebarsItemSheet>["_processSubmitData"]>[2],
    options?: Parameters<InstanceType<typeof HandlebarsItemSheet>["_processSubmitData"]>[3],
  ): Promise<void> {
    const rows = this.#effectRows;
    this.#effectRows = undefined;
    await super._processSubmitData(event, form, submitData, options);
    if (rows !== undefined) await (await loadItemSheetBody()).applyEffectRows(this.item, rows);
  }
}
