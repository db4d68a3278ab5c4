/**
 * The item sheet's heavy half, loaded on the sheet's first render (../windows.ts loadItemSheetBody): the
 * context of every part (details with the ability editor, Effects and Advancement tabs) and what the
 * sheet's buttons do. item-sheet.ts keeps the registered class — its options, parts and tabs — so an item
 * sheet is known at init while this code is fetched only when someone opens one. v13 ApplicationV2#render
 * awaits `_prepareContext` before `_onRender` and before any form exists, so every caller here runs after
 * the module is loaded.
 */
import { gameLocalizer } from "../../i18n.ts";
import { enrichItem, itemView } from "./adapters.ts";
import { itemContext } from "./context/item.ts";
import { schemaFormRows } from "./schema-form.ts";
import type { TierCondition, TierCustomEffect } from "./context/item-data.ts";
import type { Advancement } from "../../rules/index.ts";
import { itemEffectsContext } from "./context/item-effects.ts";
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

export { applyEffectRows, bindAdvancementEditor };

/** What the body reads of the sheet (SteelItemSheet, item-sheet.ts). */
export interface ItemSheetHost {
  readonly id: string;
  readonly item: Item.Implementation;
  readonly element: HTMLElement;
  readonly isEditable: boolean;
  readonly hasAdvancements: boolean;
  /** Advancement editors the user has open (kept across re-renders; item-advancements.ts). */
  readonly openAdvancements: Set<string>;
}

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

/** What `_prepareContext` adds to the base context: every part's data, the tabs as the sheet shows them. */
export async function itemSheetContext(host: ItemSheetHost, tabs: Record<string, unknown>): Promise<object> {
  const view = itemView(host.item);
  if (!view) throw new Error(`No Steelbound item model for type "${host.item.type}"`);
  const enriched = await enrichItem(host.item, view);
  const i18n = gameLocalizer();
  const effects = itemEffectsContext(i18n, itemEffectInputs(host.item), {
    showBands: view.type === "treasure" && view.system.category === "leveled",
    editable: host.isEditable,
  });
  const advancements = host.hasAdvancements
    ? advancementsContext(i18n, advancementsOf(host.item), {
        editable: host.isEditable,
        open: host.openAdvancements,
        nameOf: poolItemName,
      })
    : null;
  return Object.assign(itemContext(i18n, view, { editable: host.isEditable, enriched }), {
    advancements,
    schemaFields: schemaFormRows(host.item, i18n, host.isEditable),
    idPrefix: host.id,
    isEdit: host.isEditable,
    tabs,
    ...effects,
  });
}

function tierConditions(item: Item.Implementation, tier: string): TierCondition[] {
  const view = itemView(item);
  const key = tierKey(tier);
  if (view?.type !== "ability" || key === null) return [];
  return [...view.system.power[key].conditions];
}

function customEffects(item: Item.Implementation, tier: string): TierCustomEffect[] {
  const view = itemView(item);
  const key = tierKey(tier);
  if (view?.type !== "ability" || key === null) return [];
  return view.system.power[key].customEffects.map((e) => ({ ...e, changes: [...e.changes] }));
}

async function writeCustomEffects(
  item: Item.Implementation,
  tier: string,
  effects: TierCustomEffect[],
): Promise<void> {
  if (tierKey(tier) === null) return;
  await item.update({ system: { power: { [`tier${tier}`]: { customEffects: effects } } } });
}

type Action = (host: ItemSheetHost, target: HTMLElement) => Promise<void>;

/** The sheet's buttons (DEFAULT_OPTIONS.actions in item-sheet.ts), by action name. */
export const ITEM_SHEET_ACTIONS = {
  async addTierCondition({ item }, target) {
    const tier = target.dataset["tier"] ?? "";
    const added: TierCondition = {
      condition: "slowed",
      potency: { characteristic: "might", strength: "average", offset: 0, value: 0 },
      duration: "save",
      otherwise: { condition: "", duration: "eot" },
    };
    const conditions = [...tierConditions(item, tier), added];
    await item.update({ system: { power: { [`tier${tier}`]: { conditions } } } });
  },
  async removeTierCondition({ item }, target) {
    const tier = target.dataset["tier"] ?? "";
    const index = Number(target.dataset["index"]);
    const conditions = tierConditions(item, tier).filter((_c, i) => i !== index);
    await item.update({ system: { power: { [`tier${tier}`]: { conditions } } } });
  },
  async addCustomEffect({ item }, target) {
    const tier = target.dataset["tier"] ?? "";
    const added: TierCustomEffect = {
      name: game.i18n?.localize("STEELBOUND.Ability.Editor.NewEffectName") ?? "",
      text: "",
      changes: [],
      potency: { characteristic: "might", strength: "none" },
      bearer: "target",
      duration: "eot",
    };
    await writeCustomEffects(item, tier, [...customEffects(item, tier), added]);
  },
  async removeCustomEffect({ item }, target) {
    const tier = target.dataset["tier"] ?? "";
    const index = Number(target.dataset["index"]);
    await writeCustomEffects(
      item,
      tier,
      customEffects(item, tier).filter((_e, i) => i !== index),
    );
  },
  /** A new change starts as "+1 stability" (v13 CONST.ACTIVE_EFFECT_MODES.ADD is 2) for the user to edit. */
  async addEffectChange({ item }, target) {
    const tier = target.dataset["tier"] ?? "";
    const index = Number(target.dataset["effect"]);
    const effects = customEffects(item, tier);
    const effect = effects[index];
    if (!effect) return;
    effects[index] = {
      ...effect,
      changes: [...effect.changes, { key: "system.stability", mode: 2, value: "1" }],
    };
    await writeCustomEffects(item, tier, effects);
  },
  async removeEffectChange({ item }, target) {
    const tier = target.dataset["tier"] ?? "";
    const index = Number(target.dataset["effect"]);
    const change = Number(target.dataset["index"]);
    const effects = customEffects(item, tier);
    const effect = effects[index];
    if (!effect) return;
    effects[index] = { ...effect, changes: effect.changes.filter((_c, i) => i !== change) };
    await writeCustomEffects(item, tier, effects);
  },
  async addItemEffect({ item }) {
    await addItemEffect(item, game.i18n?.localize("STEELBOUND.ItemEffects.NewName") ?? "");
  },
  deleteItemEffect: ({ item }, target) => deleteItemEffect(item, target),
  addItemEffectChange: ({ item }, target) => addItemEffectChange(item, target),
  removeItemEffectChange: ({ item }, target) => removeItemEffectChange(item, target),
  addAdvancement: (host) => addAdvancement(host),
  deleteAdvancement: (host, target) => deleteAdvancement(host, target),
  removePoolItem: (host, target) => removePoolItem(host, target),
  addPoolUuid: (host, target) => addPoolUuid(host, target),
} satisfies Record<string, Action>;

export type ItemSheetAction = keyof typeof ITEM_SHEET_ACTIONS;
