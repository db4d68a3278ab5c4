/**
 * What every Steelbound actor sheet shares: play/edit mode, item buttons (create, edit, delete, use),
 * Catch Breath, the portrait picker and tabs. Dragging `.draggable[data-item-id]` rows and sorting them is
 * ActorSheetV2's own behaviour; dropping a new item goes through `planItemDrop` (item-drop.ts).
 */
import { ACTOR_SHEET_SIZE } from "./sheet-size.ts";
import { HandlebarsActorSheet, handlebarsPartContext, type TemplatePart } from "./base.ts";
import { gameLocalizer } from "../../i18n.ts";
import { actorItemViews, enrichActorText, heroSystem, storedText } from "./adapters.ts";
import { canRollTest, canUseAbility, characteristicKey, warnUnavailable } from "./document-methods.ts";
import type { SheetMode } from "./context/actor-common.ts";
import { normalizeActorSubmit } from "./context/item-submit.ts";
import type { EnrichedItemHtml, ItemView } from "./context/item-data.ts";
import type { Localizer } from "../../i18n.ts";
import { TEST_DRAG_TYPE } from "../enrichers/hotbar.ts";
import { isElement } from "../../documents/generation.ts";
import { askRecovery } from "../../documents/gm-channel/own-numbers-ask.ts";
import { loadActorSheetBody } from "../windows.ts";
import { shareItem } from "./item-share.ts";
import { addCompendiumUpdateButton, onUpdateFromCompendium } from "./compendium-update-button.ts";
import { heroKitLimit } from "../../data/actor/kits.ts";

type RenderOptions = Parameters<InstanceType<typeof HandlebarsActorSheet>["_prepareContext"]>[0];
type SubmitData = Parameters<InstanceType<typeof HandlebarsActorSheet>["_processSubmitData"]>[2];
type BaseContext = Awaited<ReturnType<InstanceType<typeof HandlebarsActorSheet>["_prepareContext"]>>;

/** Everything a concrete sheet needs to build its context. */
export interface ActorSheetSource {
  i18n: Localizer;
  items: ItemView[];
  enriched: { biography: string; gmNotes: string; items: Record<string, EnrichedItemHtml> };
  mode: SheetMode;
  editable: boolean;
  isGM: boolean;
  /** The sheet's loaded body (actor-sheet-body.ts): the context builders, kept out of the start bundle. */
  body: ActorSheetBody;
}

/** The module the first render of any actor sheet loads. */
export type ActorSheetBody = Awaited<ReturnType<typeof loadActorSheetBody>>;

/** Opens an item's sheet (item sheets are ApplicationV2 in this system). */
async function renderSheetOf(item: { readonly sheet: unknown } | undefined): Promise<void> {
  const sheet = item?.sheet;
  if (sheet instanceof foundry.applications.api.ApplicationV2) await sheet.render({ force: true });
}

export abstract class SteelActorSheet extends HandlebarsActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.sheets.ActorSheetV2.DefaultOptions = {
    classes: ["steelbound", "sheet", "actor"],
    position: { ...ACTOR_SHEET_SIZE },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      toggleMode: SteelActorSheet.#onToggleMode,
      createItem: SteelActorSheet.#onCreateItem,
      editItem: SteelActorSheet.#onEditItem,
      deleteItem: SteelActorSheet.#onDeleteItem,
      useAbility: SteelActorSheet.#onUseAbility,
      rollTest: SteelActorSheet.#onRollTest,
      catchBreath: SteelActorSheet.#onCatchBreath,
      editImage: SteelActorSheet.#onEditImage,
      toggleEffect: SteelActorSheet.#onToggleEffect,
      openEffect: SteelActorSheet.#onOpenEffect,
      deleteEffect: SteelActorSheet.#onDeleteEffect,
      shareItem: SteelActorSheet.#onShareItem,
      updateFromCompendium: function (this: SteelActorSheet) {
        return onUpdateFromCompendium(this.actor);
      },
    },
  };

  /** Declared here because the mixin cast hides HandlebarsApplicationMixin's own PARTS (see base.ts). */
  static PARTS: Record<string, TemplatePart> = {};

  #mode: SheetMode = "play";

  get mode(): SheetMode {
    return this.#mode;
  }

  protected override async _onRender(
    context: Parameters<InstanceType<typeof HandlebarsActorSheet>["_onRender"]>[0],
    options: Parameters<InstanceType<typeof HandlebarsActorSheet>["_onRender"]>[1],
  ): Promise<void> {
    await super._onRender(context, options);
    addCompendiumUpdateButton(this.element, this.actor);
  }

  /** The concrete sheet's template context. */
  protected abstract _prepareSheetContext(source: ActorSheetSource): object;

  /** The actor's biography as DATA.md stores it. */
  /** Stored counts (paths under `system`) this sheet edits beside size, speed and damage (stats-edit.hbs). */
  protected _statsEditNumbers(): { path: string; label: string; min?: number }[] {
    return [];
  }

  /** The stored system data: edit inputs show what is stored, not what kits and effects made of it. */
  protected get _systemSource(): unknown {
    const stored: unknown = Reflect.get(this.actor._source, "system");
    return stored;
  }

  protected override async _prepareContext(options: RenderOptions): Promise<BaseContext> {
    const base = await super._prepareContext(options);
    const body = await loadActorSheetBody();
    const { effectsContext, effectInputs, statsEdit } = body;
    const items = await actorItemViews(this.actor);
    const text = await enrichActorText(this.actor);
    const source: ActorSheetSource = {
      i18n: gameLocalizer(),
      items: items.views,
      enriched: { ...text, items: items.enriched },
      mode: this.#mode,
      editable: this.isEditable,
      isGM: game.user?.isGM ?? false,
      body,
    };
    return Object.assign(base, this._prepareSheetContext(source), {
      // The editors start from the stored text (never an effect-modified copy).
      biographyRaw: storedText(this.actor, "biography.value"),
      gmNotesRaw: storedText(this.actor, "biography.gmNotes"),
      idPrefix: this.id,
      statsEdit:
        this.#mode === "edit" ? statsEdit(source.i18n, this._systemSource, this._statsEditNumbers()) : null,
      usable: this.isEditable,
      tabs: this._prepareTabs("primary"),
      ...effectsContext(source.i18n, effectInputs(this.actor), this.isEditable),
    });
  }

  /** Each tab part sees its own tab as `tab`, on top of core's part context (`partId`; see base.ts). */
  protected async _preparePartContext(
    partId: string,
    context: BaseContext,
    options: RenderOptions,
  ): Promise<BaseContext & { partId?: string; tab: unknown }> {
    const core = await handlebarsPartContext(HandlebarsActorSheet, this, partId, context, options);
    // Set on the shared context, as core does with partId (v13 handlebars-application.mjs recommends it; the
    // parts render one after another), rather than a copy of the whole context for each part.
    return Object.assign(core, { tab: context.tabs?.[partId] ?? null });
  }

  protected override _processFormData(
    event: SubmitEvent | null,
    form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
  ): object {
    return normalizeActorSubmit({ ...super._processFormData(event, form, formData) });
  }

  /** Typed stamina, resource and counts go to the GM's queue as differences (own-number-fields.ts). */
  protected override async _processSubmitData(
    event: SubmitEvent,
    form: HTMLFormElement,
    submitData: SubmitData,
    options?: Parameters<InstanceType<typeof HandlebarsActorSheet>["_processSubmitData"]>[3],
  ): Promise<void> {
    // fvtt-types names this FormDataExtended; v13 document-sheet.mjs passes `_prepareSubmitData`'s plain
    // expanded object (the form's `_processFormData`), which is what is read and trimmed here.
    const data = submitData as unknown as Record<string, unknown>;
    const { submitOwnNumbers } = await loadActorSheetBody();
    const rest = await submitOwnNumbers(this.actor, form, data);
    await super._processSubmitData(event, form, rest as unknown as SubmitData, options);
  }

  /**
   * v13 ActorSheetV2#_onDropItem creates any dropped item (or sorts one already on the actor). Here the
   * actor type may refuse it (a class on a monster), and a hero's identity item (class, kit, …) replaces the
   * old one: the new item is created first and the old one deleted after, each in one batched call, so a
   * refused or failed creation never leaves the hero without its class or kit.
   */
  protected override async _onDropItem(
    event: DragEvent,
    item: Item.Implementation,
  ): Promise<Item.Implementation | null> {
    const actor = this.actor;
    if (!actor.isOwner) return null;
    const stored: unknown = foundry.utils.getProperty(actor._source, "system.stamina.value");
    const { planItemDrop } = await loadActorSheetBody();
    const plan = planItemDrop({
      actorType: actor.type,
      itemType: item.type,
      sameActor: item.parent?.uuid === actor.uuid,
      existing: actor.items.map((i) => ({ id: i.id ?? "", type: i.type, sort: i.sort })),
      staminaValue: typeof stored === "number" ? stored : undefined,
      kitLimit: heroKitLimit(actor.items.map((i) => ({ id: i.id, type: i.type, system: i.system }))),
    });
    if (plan.action === "sort") return super._onDropItem(event, item);
    if (plan.action === "refuse") {
      const i18n = gameLocalizer();
      ui.notifications?.warn(
        i18n.format("STEELBOUND.Sheet.DropRefused", {
          item: i18n.localize(`TYPES.Item.${item.type}`),
          actor: i18n.localize(`TYPES.Actor.${actor.type}`),
        }),
      );
      return null;
    }
    const keepId = !actor.items.has(item.id ?? "");
    const data = game.items?.fromCompendium(item, { keepId, clearFolder: true }) ?? item.toObject();
    const [created] = await actor.createEmbeddedDocuments("Item", [data], { keepId });
    if (!created) return null;
    if (plan.replace.length > 0) await actor.deleteEmbeddedDocuments("Item", plan.replace);
    const hero = heroSystem(actor);
    if (plan.fillVitals && hero)
      await actor.update({
        system: { stamina: { value: hero.stamina.max }, recoveries: { value: hero.recoveries.max } },
      });
    return actor.items.get(created.id) ?? null;
  }

  /** A characteristic test button drags a test (to the hotbar: ../enrichers/hotbar.ts); rows drag their item. */
  protected override async _onDragStart(event: DragEvent): Promise<void> {
    const target = event.currentTarget;
    const characteristic = isElement(target) ? characteristicKey(target.dataset["characteristic"]) : null;
    if (characteristic === null) return super._onDragStart(event);
    const data = { type: TEST_DRAG_TYPE, characteristic, actorUuid: this.actor.uuid };
    event.dataTransfer?.setData("text/plain", JSON.stringify(data));
    return Promise.resolve();
  }

  #itemFrom(target: HTMLElement): Item.Implementation | undefined {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"];
    return id ? this.actor.items.get(id) : undefined;
  }

  static async #onToggleMode(this: SteelActorSheet): Promise<void> {
    this.#mode = this.#mode === "play" ? "edit" : "play";
    await this.render();
  }

  static async #onCreateItem(
    this: SteelActorSheet,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const type = target.dataset["type"];
    if (!type) return;
    const name = gameLocalizer().localize(`TYPES.Item.${type}`);
    // The data attribute names a subtype from system.json's documentTypes.Item.
    const data = { name, type } as Item.CreateData;
    const [created] = await this.actor.createEmbeddedDocuments("Item", [data]);
    await renderSheetOf(created);
  }

  static async #onEditItem(this: SteelActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await renderSheetOf(this.#itemFrom(target));
  }

  /** Posts the item's card to chat for everyone to read (an ability is shown, not used). */
  static async #onShareItem(this: SteelActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.#itemFrom(target);
    if (item) await shareItem(item);
  }

  static async #onDeleteItem(
    this: SteelActorSheet,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    await this.#itemFrom(target)?.deleteDialog();
  }

  /** The roll flow lives in the document: `actor.useAbility(item)` (docs/DATA.md, "Document methods"). */
  static async #onUseAbility(
    this: SteelActorSheet,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const item = this.#itemFrom(target);
    if (!item) return;
    if (canUseAbility(this.actor)) await this.actor.useAbility(item);
    else warnUnavailable("useAbility");
  }

  /** R-TS-1: a characteristic test (heroes, retainers and monsters alike; bleeding follows, R-CN-1). */
  static async #onRollTest(this: SteelActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const characteristic = characteristicKey(target.dataset["characteristic"]);
    if (characteristic === null) return;
    if (canRollTest(this.actor)) await this.actor.rollTest(characteristic);
    else warnUnavailable("rollTest");
  }

  /** R-RC-1: the document spends the recovery and applies the recovery value. */
  static async #onCatchBreath(this: SteelActorSheet): Promise<void> {
    // Through the GM's queue when a GM is connected, so a hit landing meanwhile is not erased.
    await askRecovery(this.actor, "catchBreath");
  }

  /** Effects tab (effects-tab.ts): switch an effect off or on, open its sheet, delete it. */
  static async #onToggleEffect(this: SteelActorSheet, _e: PointerEvent, target: HTMLElement): Promise<void> {
    await (await loadActorSheetBody()).toggleEffect(this.actor, target);
  }

  static async #onOpenEffect(this: SteelActorSheet, _e: PointerEvent, target: HTMLElement): Promise<void> {
    await (await loadActorSheetBody()).openEffect(this.actor, target);
  }

  static async #onDeleteEffect(this: SteelActorSheet, _e: PointerEvent, target: HTMLElement): Promise<void> {
    await (await loadActorSheetBody()).deleteEffect(this.actor, target);
  }

  static async #onEditImage(this: SteelActorSheet): Promise<void> {
    const actor = this.actor;
    const picker = new foundry.applications.apps.FilePicker.implementation({
      type: "image",
      current: actor.img ?? "",
      callback: (path: string) => void actor.update({ img: path }),
    });
    await picker.browse();
  }
}
