/**
 * DocumentSheetV2, ActorSheetV2 and ItemSheetV2 as v13 runs them (client/applications/api/document-sheet.mjs,
 * client/applications/sheets/actor-sheet.mjs, item-sheet.mjs): the sheet is a form for its document, joins
 * `document.apps` on first render (so a document update re-renders it), disables its fields for a user who
 * may not edit, and submits form data to `document.update` as an expanded object.
 */
import { ApplicationV2, type Options, type RenderOptions } from "./application.ts";
import { currentUser, hooks, i18n } from "./foundry-access.ts";
import type { FormDataExtended } from "./form-data.ts";
import { expandObject } from "../../harness/utils.ts";
import { packOf } from "../../harness/document.ts";
import { track } from "./pending.ts";
import { descendantsWhere, named, withClass } from "./dom-walk.ts";
import { TextEditor } from "./text-editor.ts";
import { everyFile } from "../../harness/shared-graph.ts";

/** The document surface the sheets read (the harness documents and src's classes both provide it). */
export interface SheetDocument {
  readonly id: string;
  readonly uuid: string;
  readonly name: string;
  readonly type: string;
  readonly documentName: string;
  readonly isOwner: boolean;
  readonly parent: SheetDocument | null;
  readonly _source: Record<string, unknown>;
  readonly apps: Record<string, ApplicationV2>;
  readonly items?: { has(id: string): boolean };
  update(changes: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
  testUserPermission?(user: unknown, level: string | number): boolean;
  createEmbeddedDocuments(name: string, data: object[], options?: object): Promise<unknown[]>;
  toObject(): Record<string, unknown>;
}

/** Items handed to ActorSheetV2#_onSortItem (the integer sort itself is not emulated). */
export const sortRequests: { actor: string; item: string }[] = [];
everyFile(() => {
  sortRequests.length = 0;
});

export class DocumentSheetV2 extends ApplicationV2 {
  static override DEFAULT_OPTIONS: Options = {
    id: "{id}",
    classes: ["sheet"],
    tag: "form",
    document: null,
    viewPermission: "LIMITED",
    editPermission: "OWNER",
    form: { handler: DocumentSheetV2.#onSubmitDocumentForm, submitOnChange: false, closeOnSubmit: false },
  };

  get document(): SheetDocument {
    return this.options["document"] as SheetDocument;
  }

  /** v13 DocumentSheetV2#title: "<type label>: <name>". */
  override get title(): string {
    const doc = this.document;
    return `${i18n().localize(`TYPES.${doc.documentName}.${doc.type}`)}: ${doc.name || doc.id}`;
  }

  /** v13 DocumentSheetV2#_initializeApplicationOptions: the unique id names the class and document uuid. */
  override _initializeApplicationOptions(options: Options): Options {
    const merged = super._initializeApplicationOptions(options);
    const doc = merged["document"] as SheetDocument | null;
    if (!doc) throw new Error("A DocumentSheetV2 application must be provided a Document instance.");
    merged["uniqueId"] = `${this.constructor.name}-${doc.uuid.replaceAll(".", "-")}`;
    return merged;
  }

  #permits(level: unknown): boolean {
    const doc = this.document;
    if (typeof doc.testUserPermission === "function")
      return doc.testUserPermission(currentUser(), String(level));
    // The harness documents have no ownership table: every user owns them (see test/harness/document.ts).
    return level === "OWNER" ? doc.isOwner : true;
  }

  /** v13 DocumentSheetV2#isVisible / #isEditable: the view and edit permission thresholds. */
  get isVisible(): boolean {
    return this.#permits(this.options["viewPermission"]);
  }
  get isEditable(): boolean {
    // v13 DocumentSheetV2#isEditable: never for a document of a locked compendium.
    const pack = packOf(this.document);
    if (pack) {
      const packs = (
        globalThis as unknown as { game: { packs?: { get(id: string): { locked: boolean } | undefined } } }
      ).game.packs;
      if (packs?.get(pack)?.locked) return false;
    }
    return this.#permits(this.options["editPermission"]);
  }

  /** v13 DocumentSheetV2#_prepareContext: document, source, editable, user, rootId. */
  override async _prepareContext(options: RenderOptions): Promise<Options> {
    const context = await super._prepareContext(options);
    const doc = this.document;
    return Object.assign(context, {
      document: doc,
      source: doc._source,
      fields: (doc as { schema?: { fields?: unknown } }).schema?.fields,
      editable: this.isEditable,
      user: currentUser(),
      rootId: this.id,
    });
  }

  /** v13 DocumentSheetV2#_canRender: a sheet the user may not see warns instead of rendering. */
  override _canRender(_options: RenderOptions): boolean | undefined {
    if (!this.isVisible)
      throw new Error(i18n().format("SHEETS.DocumentSheetPrivate", { type: this.document.type }));
    return undefined;
  }

  /** v13 DocumentSheetV2#_onFirstRender: the sheet registers in `document.apps`. */
  override async _onFirstRender(context: Options, options: RenderOptions): Promise<void> {
    await super._onFirstRender(context, options);
    this.document.apps[this.id] = this;
  }

  /** v13 DocumentSheetV2#_onRender: a sheet the user may not edit has every field disabled. */
  override async _onRender(context: Options, options: RenderOptions): Promise<void> {
    await super._onRender(context, options);
    if (!this.isEditable) this._toggleDisabled(true);
  }

  /** v13 DocumentSheetV2#_toggleDisabled: every form control of the sheet. */
  _toggleDisabled(disabled: boolean): void {
    const form = this.form;
    if (!form) return;
    // form.querySelectorAll("input, select, textarea, button"), as a walk (./dom-walk.ts).
    for (const element of descendantsWhere<HTMLInputElement>(
      form,
      named("input", "select", "textarea", "button"),
    ))
      if (!this.hasFrame || element.closest(".window-content")) element.disabled = disabled;
  }

  /** v13 DocumentSheetV2#_onClose: the sheet leaves `document.apps`. */
  override _onClose(options: Options): void {
    super._onClose(options);
    Reflect.deleteProperty(this.document.apps, this.id);
  }

  /** v13 DocumentSheetV2##onSubmitDocumentForm: editable only; prepare, then process the data. */
  static async #onSubmitDocumentForm(
    this: DocumentSheetV2,
    event: Event,
    form: HTMLFormElement,
    formData: FormDataExtended,
    options: Options = {},
  ): Promise<void> {
    if (!this.isEditable) return;
    const { updateData, ...updateOptions } = options;
    const submitData = this._prepareSubmitData(event, form, formData, updateData as Options | undefined);
    await this._processSubmitData(event, form, submitData, updateOptions);
  }

  /** v13 DocumentSheetV2#_prepareSubmitData: processed form data with any extra update data merged. */
  _prepareSubmitData(
    event: Event,
    form: HTMLFormElement,
    formData: FormDataExtended,
    updateData?: Options,
  ): Options {
    const data = this._processFormData(event, form, formData) as Options;
    return updateData ? { ...data, ...expandObject(updateData) } : data;
  }

  /** v13 DocumentSheetV2#_processFormData: the flat form object, expanded at its dots. */
  _processFormData(_event: Event | null, _form: HTMLFormElement, formData: FormDataExtended): object {
    return expandObject(formData.object);
  }

  /** v13 DocumentSheetV2#_processSubmitData: one `document.update` with the submitted data. */
  async _processSubmitData(
    _event: Event,
    _form: HTMLFormElement,
    submitData: Options,
    options: Options = {},
  ): Promise<void> {
    await this.document.update(submitData, options);
  }
}

/** A class a drop can resolve (v13 ClientDocumentMixin.fromDropData). */
interface DropClass {
  fromDropData(data: Record<string, unknown>): Promise<SheetDocument>;
}

/** v13 foundry.utils.getDocumentClass: CONFIG[name].documentClass. */
function documentClassFor(name: unknown): DropClass | null {
  if (typeof name !== "string") return null;
  const config = (
    globalThis as unknown as { CONFIG: Record<string, { documentClass?: unknown } | undefined> }
  ).CONFIG;
  const cls = config[name]?.documentClass;
  return typeof cls === "function" && "fromDropData" in cls ? (cls as unknown as DropClass) : null;
}

export class ActorSheetV2 extends DocumentSheetV2 {
  static override DEFAULT_OPTIONS: Options = { position: { width: 600 } };

  get actor(): SheetDocument {
    return this.document;
  }

  /**
   * v13 ActorSheetV2#_onRender binds a DragDrop to the sheet element; DragDrop#bind (ux/drag-drop.mjs)
   * sets `ondragover`/`ondrop` only when `_canDragDrop` allows it, and `_handleDrop` prevents the default
   * and calls `_onDrop` without awaiting it.
   */
  override async _onRender(context: Options, options: RenderOptions): Promise<void> {
    await super._onRender(context, options);
    const canDrop = this._canDragDrop(null);
    this.element.ondragover = canDrop
      ? (event: Event) => {
          event.preventDefault();
        }
      : null;
    this.element.ondrop = canDrop
      ? (event: Event) => {
          event.preventDefault();
          track(this._onDrop(event));
        }
      : null;
    // DragDrop#bind with dragSelector ".draggable": each one is draggable and starts `_onDragStart` when
    // `_canDragStart` allows it.
    const canDrag = this._canDragStart(".draggable");
    // this.element.querySelectorAll(".draggable"), as a walk (./dom-walk.ts).
    for (const el of descendantsWhere<HTMLElement>(this.element, withClass("draggable"))) {
      el.setAttribute("draggable", String(canDrag));
      el.ondragstart = canDrag ? (event: DragEvent) => void this._onDragStart(event) : null;
    }
  }

  /** v13 ActorSheetV2#_canDragStart: only an editable sheet starts drags. */
  _canDragStart(_selector: string | null): boolean {
    return this.isEditable;
  }

  /**
   * v13 ActorSheetV2#_onDragStart: an element with `data-item-id` drags that item's `toDragData()`, one
   * with `data-effect-id` that effect's; nothing else is written.
   */
  async _onDragStart(event: DragEvent): Promise<void> {
    const target = event.currentTarget as HTMLElement;
    const actor = this.actor as unknown as {
      items?: { get(id: string): { toDragData(): object } | undefined };
      effects?: { get(id: string): { toDragData(): object } | undefined };
    };
    let data: object | undefined;
    const itemId = target.dataset["itemId"];
    const effectId = target.dataset["effectId"];
    if (itemId) data = actor.items?.get(itemId)?.toDragData();
    if (effectId) data = actor.effects?.get(effectId)?.toDragData();
    if (data) event.dataTransfer?.setData("text/plain", JSON.stringify(data));
    return Promise.resolve();
  }

  /** v13 ActorSheetV2#_canDragDrop: only an editable sheet accepts drops. */
  _canDragDrop(_selector: string | null): boolean {
    return this.isEditable;
  }

  /**
   * v13 ActorSheetV2#_onDrop: the drag's JSON (TextEditor.getDragEventData); a `dropActorSheetData` hook
   * returning false stops it; else the document class named by `type` resolves it (fromDropData) and
   * `_onDropDocument` handles it.
   */
  async _onDrop(event: Event): Promise<void> {
    const data = TextEditor.implementation.getDragEventData(event as never) as Record<string, unknown>;
    const allowed = hooks().call("dropActorSheetData", this.actor, this, data);
    if (!allowed) return;
    const cls = documentClassFor(data["type"]);
    if (!cls) return;
    const document = await cls.fromDropData(data);
    await this._onDropDocument(event, document);
  }

  /** v13 ActorSheetV2#_onDropDocument: an Item goes to `_onDropItem`; other kinds do nothing here. */
  async _onDropDocument(event: Event, document: SheetDocument): Promise<unknown> {
    if (document.documentName === "Item") return (await this._onDropItem(event, document)) ?? null;
    return null;
  }

  /**
   * v13 ActorSheetV2#_onDropItem: null for a non-owner; an item already on this actor is sorted
   * (`_onSortItem`); else a copy is created on the actor, keeping its id unless the actor has it.
   */
  async _onDropItem(event: unknown, item: SheetDocument): Promise<unknown> {
    const actor = this.actor;
    if (!actor.isOwner) return null;
    if (item.parent?.uuid === actor.uuid) {
      const sorted = this._onSortItem(event, item);
      return sorted?.length ? item : null;
    }
    const keepId = !actor.items?.has(item.id);
    const [created] = await actor.createEmbeddedDocuments("Item", [item.toObject()], { keepId });
    return created ?? null;
  }

  _onSortItem(_event: unknown, item: SheetDocument): unknown[] | undefined {
    sortRequests.push({ actor: this.actor.uuid, item: item.id });
    return undefined;
  }
}

export class ItemSheetV2 extends DocumentSheetV2 {
  static override DEFAULT_OPTIONS: Options = { position: { width: 480 } };

  get item(): SheetDocument {
    return this.document;
  }
  get actor(): SheetDocument | null {
    return (this.document as { actor?: SheetDocument | null }).actor ?? null;
  }
}
