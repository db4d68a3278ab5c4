/** One sheet class for every item type: shared header and description, a per-type details tab. */
import { shareItem } from "./item-share.ts";
import { addCompendiumUpdateButton, onUpdateFromCompendium } from "./compendium-update-button.ts";
import { TAB_LABEL_PREFIX } from "./tabs.ts";
import { HandlebarsItemSheet, handlebarsPartContext, type TemplatePart } from "./base.ts";
import { gameLocalizer } from "../../i18n.ts";
import { enrichItem, itemView } from "./adapters.ts";
import { itemContext } from "./context/item.ts";
import { normalizeItemSubmit } from "./context/item-submit.ts";
import type { TierCondition, TierCustomEffect } from "./context/item-data.ts";
import type { Advancement } from "../../rules/index.ts";
import { templatePath } from "../../constants.ts";
import { EFFECT_CARRIERS, itemEffectsContext } from "./context/item-effects.ts";
import {
  addItemEffect,
  addItemEffectChange,
  applyEffectRows,
  deleteItemEffect,
  itemEffectInputs,
  removeItemEffectChange,
} from "./item-effects-tab.ts";
import { advancementsContext } from "./context/item-advancements.ts";
import {
  addAdvancement,
  addPoolUuid,
  bindAdvancementEditor,
  deleteAdvancement,
  removePoolItem,
} from "./item-advancements.ts";

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

/** The prepared advancements of an item whose type has them (the model's entries are Advancements). */
function advancementsOf(item: Item.Implementation): readonly Advancement[] {
  const system: unknown = item.system;
  if (typeof system !== "object" || system === null || !("advancements" in system)) return [];
  // advancementsField() (src/data/fields/advancement.ts) prepares each entry as an Advancement.
  return system.advancements as readonly Advancement[];
}

/**
 * A pool entry's name: v13 client/utils/helpers.mjs fromUuidSync answers from the world or from a loaded
 * compendium index (an index entry has `name`) and throws for what it cannot resolve synchronously; else
 * the UUID itself, so a missing item stays visible.
 */
function poolItemName(uuid: string): string {
  let found: unknown;
  try {
    found = fromUuidSync(uuid);
  } catch {
    return uuid;
  }
  const name: unknown = typeof found === "object" && found !== null ? Reflect.get(found, "name") : null;
  return typeof name === "string" && name !== "" ? name : uuid;
}

function tierKey(tier: string): "tier1" | "tier2" | "tier3" | null {
  if (tier === "1") return "tier1";
  if (tier === "2") return "tier2";
  if (tier === "3") return "tier3";
  return null;
}

export class SteelItemSheet extends HandlebarsItemSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["steelbound", "sheet", "item"],
    position: { width: 620, height: 720 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      addTierCondition: SteelItemSheet.#onAddTierCondition,
      removeTierCondition: SteelItemSheet.#onRemoveTierCondition,
      addCustomEffect: SteelItemSheet.#onAddCustomEffect,
      removeCustomEffect: SteelItemSheet.#onRemoveCustomEffect,
      addEffectChange: SteelItemSheet.#onAddEffectChange,
      removeEffectChange: SteelItemSheet.#onRemoveEffectChange,
      addItemEffect: SteelItemSheet.#onAddItemEffect,
      deleteItemEffect: function (this: SteelItemSheet, _e: PointerEvent, target: HTMLElement) {
        return deleteItemEffect(this.item, target);
      },
      addItemEffectChange: function (this: SteelItemSheet, _e: PointerEvent, target: HTMLElement) {
        return addItemEffectChange(this.item, target);
      },
      removeItemEffectChange: function (this: SteelItemSheet, _e: PointerEvent, target: HTMLElement) {
        return removeItemEffectChange(this.item, target);
      },
      addAdvancement: SteelItemSheet.#onAddAdvancement,
      deleteAdvancement: SteelItemSheet.#onDeleteAdvancement,
      removePoolItem: SteelItemSheet.#onRemovePoolItem,
      addPoolUuid: SteelItemSheet.#onAddPoolUuid,
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
    bindAdvancementEditor(this);
    addCompendiumUpdateButton(this.element, this.item);
  }

  protected override async _prepareContext(options: RenderOptions): Promise<BaseContext> {
    const base = await super._prepareContext(options);
    const view = itemView(this.item);
    if (!view) throw new Error(`No Steelbound item model for type "${this.item.type}"`);
    const enriched = await enrichItem(this.item, view);
    const i18n = gameLocalizer();
    const effects = itemEffectsContext(i18n, itemEffectInputs(this.item), {
      showBands: view.type === "treasure" && view.system.category === "leveled",
      editable: this.isEditable,
    });
    const advancements = this.hasAdvancements
      ? advancementsContext(i18n, advancementsOf(this.item), {
          editable: this.isEditable,
          open: this.openAdvancements,
          nameOf: poolItemName,
        })
      : null;
    return Object.assign(base, itemContext(i18n, view, { editable: this.isEditable, enriched }), {
      advancements,
      idPrefix: this.id,
      isEdit: this.isEditable,
      tabs: this.#tabs(),
      ...effects,
    });
  }

  protected async _preparePartContext(
    partId: string,
    context: BaseContext,
    options: RenderOptions,
  ): Promise<BaseContext & { partId?: string; tab: unknown }> {
    const core = await handlebarsPartContext(HandlebarsItemSheet, this, partId, context, options);
    return { ...core, tab: context.tabs?.[partId] ?? null };
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
    if (rows !== undefined) await applyEffectRows(this.item, rows);
  }

  static async #onAddItemEffect(this: SteelItemSheet): Promise<void> {
    await addItemEffect(this.item, game.i18n?.localize("STEELBOUND.ItemEffects.NewName") ?? "");
  }

  static async #onAddAdvancement(this: SteelItemSheet): Promise<void> {
    await addAdvancement(this);
  }

  static async #onDeleteAdvancement(this: SteelItemSheet, _event: PointerEvent, target: HTMLElement) {
    await deleteAdvancement(this, target);
  }

  static async #onRemovePoolItem(this: SteelItemSheet, _event: PointerEvent, target: HTMLElement) {
    await removePoolItem(this, target);
  }

  static async #onAddPoolUuid(this: SteelItemSheet, _event: PointerEvent, target: HTMLElement) {
    await addPoolUuid(this, target);
  }

  #tierConditions(tier: string): TierCondition[] {
    const view = itemView(this.item);
    const key = tierKey(tier);
    if (view?.type !== "ability" || key === null) return [];
    return [...view.system.power[key].conditions];
  }

  static async #onAddTierCondition(
    this: SteelItemSheet,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const tier = target.dataset["tier"] ?? "";
    const added: TierCondition = {
      condition: "slowed",
      potency: { characteristic: "might", strength: "average", offset: 0, value: 0 },
      duration: "save",
      otherwise: { condition: "", duration: "eot" },
    };
    const conditions = [...this.#tierConditions(tier), added];
    await this.item.update({ system: { power: { [`tier${tier}`]: { conditions } } } });
  }

  static async #onRemoveTierCondition(
    this: SteelItemSheet,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const tier = target.dataset["tier"] ?? "";
    const index = Number(target.dataset["index"]);
    const conditions = this.#tierConditions(tier).filter((_c, i) => i !== index);
    await this.item.update({ system: { power: { [`tier${tier}`]: { conditions } } } });
  }

  #customEffects(tier: string): TierCustomEffect[] {
    const view = itemView(this.item);
    const key = tierKey(tier);
    if (view?.type !== "ability" || key === null) return [];
    return view.system.power[key].customEffects.map((e) => ({ ...e, changes: [...e.changes] }));
  }

  async #writeCustomEffects(tier: string, customEffects: TierCustomEffect[]): Promise<void> {
    if (tierKey(tier) === null) return;
    await this.item.update({ system: { power: { [`tier${tier}`]: { customEffects } } } });
  }

  static async #onAddCustomEffect(this: SteelItemSheet, _event: PointerEvent, target: HTMLElement) {
    const tier = target.dataset["tier"] ?? "";
    const added: TierCustomEffect = {
      name: game.i18n?.localize("STEELBOUND.Ability.Editor.NewEffectName") ?? "",
      text: "",
      changes: [],
      potency: { characteristic: "might", strength: "none" },
      bearer: "target",
      duration: "eot",
    };
    await this.#writeCustomEffects(tier, [...this.#customEffects(tier), added]);
  }

  static async #onRemoveCustomEffect(this: SteelItemSheet, _event: PointerEvent, target: HTMLElement) {
    const tier = target.dataset["tier"] ?? "";
    const index = Number(target.dataset["index"]);
    await this.#writeCustomEffects(
      tier,
      this.#customEffects(tier).filter((_e, i) => i !== index),
    );
  }

  /** A new change starts as "+1 stability" (v13 CONST.ACTIVE_EFFECT_MODES.ADD is 2) for the user to edit. */
  static async #onAddEffectChange(this: SteelItemSheet, _event: PointerEvent, target: HTMLElement) {
    const tier = target.dataset["tier"] ?? "";
    const index = Number(target.dataset["effect"]);
    const effects = this.#customEffects(tier);
    const effect = effects[index];
    if (!effect) return;
    effects[index] = {
      ...effect,
      changes: [...effect.changes, { key: "system.stability", mode: 2, value: "1" }],
    };
    await this.#writeCustomEffects(tier, effects);
  }

  static async #onRemoveEffectChange(this: SteelItemSheet, _event: PointerEvent, target: HTMLElement) {
    const tier = target.dataset["tier"] ?? "";
    const index = Number(target.dataset["effect"]);
    const change = Number(target.dataset["index"]);
    const effects = this.#customEffects(tier);
    const effect = effects[index];
    if (!effect) return;
    effects[index] = { ...effect, changes: effect.changes.filter((_c, i) => i !== change) };
    await this.#writeCustomEffects(tier, effects);
  }
}
