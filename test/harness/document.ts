/**
 * A minimal client Document (v13 ClientDocumentMixin + Document) for the stand-ins:
 * - `system` is the TypeDataModel registered in CONFIG[documentName].dataModels[type], built with the
 *   document as parent (TypeDataField#initialize).
 * - prepareData() order as documented on ClientDocumentMixin#prepareData: system.prepareBaseData,
 *   prepareBaseData, prepareEmbeddedDocuments, system.prepareDerivedData, prepareDerivedData.
 * - update(changes, options) → _preUpdate (may mutate changes, false cancels) → validate + apply →
 *   re-prepare → _onUpdate(changed, options, userId); resolves to the document. Every write is logged
 *   in calls.ts so tests can count database operations.
 * - Embedded create/update/delete run the children's _preCreate/_onCreate (_preUpdate/_onUpdate) and
 *   re-prepare the parent once per call. Embedded update/delete (and update/delete of an embedded
 *   document) look every id up strictly first, as v13 ClientDatabaseBackend does: a stale id throws and
 *   nothing in the batch is written.
 * - `Document.implementation` is CONFIG[documentName].documentClass; `Document.updateDocuments(updates,
 *   { pack })` is one logged call for the batch, written into that compendium's stored data (only pack
 *   operations are emulated).
 */
import { activeBackend, type DocumentClassRef } from "./backend-seam.ts";
import { calls } from "./calls.ts";
import { track } from "../sim/applications/pending.ts";
import { Collection } from "./collection.ts";
import type { TypeDataModel } from "./data-model.ts";
import { sheetClassFor } from "../sim/applications/sheet-registry.ts";
import { shimEffectData } from "../sim/generation.ts";
import { deepClone, expandObject, getProperty, isPlain, mergeObject, randomID, type Plain } from "./utils.ts";

type ModelClass = new (data: Plain, options: { parent: unknown }) => TypeDataModel;
interface ConfigSection {
  dataModels?: Record<string, ModelClass>;
}
interface EmbeddedSpec {
  name: string;
  collection: string;
  documentClass: () => DocumentClass;
}
type DocumentClass = (new (data: Plain, options?: { parent?: HarnessDocument | null }) => HarnessDocument) & {
  documentName: string;
};

function configFor(documentName: string): ConfigSection | undefined {
  return (globalThis as unknown as { CONFIG: Record<string, ConfigSection | undefined> }).CONFIG[
    documentName
  ];
}
function userId(): string {
  return (globalThis as unknown as { game: { user: { id: string } } }).game.user.id;
}

/** The compendium a loaded pack document (or its ancestor) belongs to (v13 Document#pack), else null. */
export function packOf(doc: unknown): string | null {
  type Node = { pack?: unknown; parent?: unknown } | null | undefined;
  for (let d = doc as Node; d; d = d.parent as Node) if (typeof d.pack === "string") return d.pack;
  return null;
}

export class HarnessDocument {
  static documentName = "Document";
  /** Embedded collections this document type holds (Foundry's metadata.embedded). */
  static embedded: EmbeddedSpec[] = [];

  readonly _source: Plain;
  readonly parent: HarnessDocument | null;
  system: Plain | TypeDataModel = {};
  readonly collections = new Map<string, Collection<HarnessDocument>>();
  /** v13 ClientDocumentMixin#apps: the applications rendering this document, keyed by app id. */
  readonly apps: Record<string, { render(force?: boolean, options?: Plain): unknown }> = {};
  #sheet: unknown = null;

  constructor(data: Plain = {}, { parent = null }: { parent?: HarnessDocument | null } = {}) {
    this.parent = parent;
    this._source = deepClone({
      _id: randomID(),
      name: "",
      type: "base",
      img: null,
      flags: {},
      system: {},
      ...data,
    });
    this._initialize();
  }

  get documentName(): string {
    return (this.constructor as typeof HarnessDocument).documentName;
  }
  get id(): string {
    return String(this._source["_id"]);
  }
  get name(): string {
    return String(this._source["name"]);
  }
  get type(): string {
    return String(this._source["type"]);
  }
  get img(): unknown {
    return this._source["img"];
  }
  get flags(): Plain {
    return this._source["flags"] as Plain;
  }
  get uuid(): string {
    const own = `${this.documentName}.${this.id}`;
    return this.parent ? `${this.parent.uuid}.${own}` : own;
  }
  get isOwner(): boolean {
    return true;
  }

  /** Builds `system` and the embedded collections from _source, then prepares data. */
  _initialize(): void {
    const model = configFor(this.documentName)?.dataModels?.[this.type];
    if (model) this.system = new model(this._source["system"] as Plain, { parent: this });
    else this.system = deepClone(this._source["system"] as Plain);
    for (const spec of (this.constructor as typeof HarnessDocument).embedded) {
      const collection = new Collection<HarnessDocument>();
      const cls = spec.documentClass();
      const sources = (this._source[spec.collection] as Plain[] | undefined) ?? [];
      sources.forEach((child, index) => {
        const doc = new cls(child, { parent: this });
        // As in v13 (EmbeddedCollection#_source is the parent's array), parent and child share one source
        // object, so an id given at construction survives re-initialization.
        sources[index] = doc._source;
        collection.set(doc.id, doc);
      });
      this.collections.set(spec.collection, collection);
    }
    this.prepareData();
  }

  reset(): void {
    const model = this.system as Partial<TypeDataModel>;
    model.reset?.();
    this.prepareData();
  }

  prepareData(): void {
    const model = this.system as Partial<TypeDataModel>;
    model.prepareBaseData?.();
    this.prepareBaseData();
    this.prepareEmbeddedDocuments();
    model.prepareDerivedData?.();
    this.prepareDerivedData();
  }
  prepareBaseData(): void {}
  prepareEmbeddedDocuments(): void {
    for (const collection of this.collections.values()) for (const doc of collection) doc.prepareData();
  }
  prepareDerivedData(): void {}

  /** v13 ClientDocumentMixin#sheet: the registered sheet class for this type, built once with `{document}`. */
  get sheet(): unknown {
    if (this.#sheet) return this.#sheet;
    const cls = sheetClassFor(this.documentName, this.type);
    this.#sheet = cls ? new cls({ document: this }) : null;
    return this.#sheet;
  }

  /** v13 ClientDocumentMixin#render: every app in `apps` re-renders (not awaited). */
  render(force = false, context: Plain = {}): void {
    for (const app of Object.values(this.apps)) track(app.render(force, deepClone(context)));
  }

  /** v13 ClientDocumentMixin#toDragData: a stored document drags its uuid, an unstored one its data. */
  toDragData(): Plain {
    const stored = this.parent
      ? this.parent.getEmbeddedCollection(this.documentName).has(this.id)
      : Boolean(this._source["_id"]);
    return stored
      ? { type: this.documentName, uuid: this.uuid }
      : { type: this.documentName, data: this.toObject() };
  }

  /**
   * v13 ClientDocumentMixin.fromDropData: `data.data` builds a new (unstored) document of this class, else
   * `data.uuid` is resolved with fromUuid; nothing found, or a document of another kind, throws.
   */
  static async fromDropData(data: Plain): Promise<HarnessDocument> {
    let document: HarnessDocument | null = null;
    if (isPlain(data["data"])) document = new this(data["data"]);
    else if (typeof data["uuid"] === "string") {
      const g = globalThis as unknown as { fromUuid: (u: string) => Promise<unknown> };
      const found = await g.fromUuid(data["uuid"]);
      document = found instanceof HarnessDocument ? found : null;
    }
    if (!document) throw new Error("Failed to resolve Document from provided DragData.");
    if (document.documentName !== this.documentName)
      throw new Error(`Invalid Document type '${document.type}' provided to ${this.name}.fromDropData.`);
    return document;
  }

  /**
   * v13 ClientDocumentMixin#deleteDialog: DialogV2.confirm asking "Are you sure?"; Yes deletes the
   * document (the dialog resolves with the deleted document), No resolves false.
   */
  async deleteDialog(options: Plain = {}): Promise<unknown> {
    const g = globalThis as unknown as {
      game: { i18n: { localize(k: string): string; format(k: string, d: Plain): string } };
      foundry: { applications: { api: { DialogV2: { confirm(o: Plain): Promise<unknown> } } } };
    };
    const type = g.game.i18n.localize(`DOCUMENT.${this.documentName}`);
    const question = g.game.i18n.localize("AreYouSure");
    const warning = g.game.i18n.format("SIDEBAR.DeleteWarning", { type });
    return g.foundry.applications.api.DialogV2.confirm({
      content: `<p><strong>${question}</strong> ${warning}</p>`,
      yes: { callback: () => this.delete() },
      window: { title: `${g.game.i18n.format("DOCUMENT.Delete", { type })}: ${this.name}` },
      ...options,
    });
  }

  /** Document#toObject(): a clone of the source data (shimmed as v14 Document#toObject does: ../sim/generation.ts). */
  toObject(): Plain {
    const data = deepClone(this._source);
    if (this.documentName === "ActiveEffect") shimEffectData(data);
    const effects = data["effects"];
    if (Array.isArray(effects)) for (const effect of effects) if (isPlain(effect)) shimEffectData(effect);
    return data;
  }

  getFlag(scope: string, key: string): unknown {
    return getProperty(this.flags, `${scope}.${key}`);
  }

  /** Local, validated change to source (Document#updateSource); `system` goes through its model. */
  updateSource(changes: Plain = {}): Plain {
    const expanded = expandObject(changes);
    const { system, ...rest } = expanded;
    const model = this.system as Partial<TypeDataModel>;
    if (isPlain(system) && model.updateSource) {
      model.updateSource(system);
      if (model._source) this._source["system"] = model._source;
    } else if (isPlain(system)) {
      mergeObject(this._source["system"] as Plain, system, { performDeletions: true });
      // Without a registered model `system` still follows its source (v13/v14 TypeDataField: the prepared
      // system data is rebuilt from the source on update).
      this.system = deepClone(this._source["system"] as Plain);
    }
    mergeObject(this._source, rest, { performDeletions: true });
    return expanded;
  }

  async update(changes: Plain = {}, options: Plain = {}): Promise<this | undefined> {
    const backend = activeBackend();
    if (backend) {
      // v13 common/abstract/document.mjs Document#update: updateDocuments with its parent and its pack.
      const pack = packOf(this);
      const [updated] = await backend.update(this.cls(), [{ ...changes, _id: this.id }], {
        ...options,
        parent: this.parent,
        ...(pack ? { pack } : {}),
      });
      return updated === undefined ? undefined : this;
    }
    // v13 Document#update goes through updateDocuments with its parent: an embedded document already
    // deleted from its parent fails the strict lookup (ClientDatabaseBackend.#preUpdateDocumentArray).
    const parent = this.parent;
    if (
      parent &&
      (parent.constructor as typeof HarnessDocument).embedded.some((e) => e.name === this.documentName)
    )
      strictGet(parent.getEmbeddedCollection(this.documentName), this.id);
    calls.push({ document: this.uuid, method: "update", args: [deepClone(changes), options] });
    const expanded = expandObject(changes);
    const allowed = await this._preUpdate(expanded, options, userId());
    if (allowed === false) return undefined;
    this.updateSource(expanded);
    this.reset();
    this.parent?.reset();
    this._onUpdate(expanded, options, userId());
    return this;
  }

  async delete(): Promise<this> {
    const backend = activeBackend();
    if (backend) {
      const pack = packOf(this);
      await backend.delete(this.cls(), [this.id], { parent: this.parent, ...(pack ? { pack } : {}) });
      return this;
    }
    if (this.parent) {
      await this.parent.deleteEmbeddedDocuments(this.documentName, [this.id]);
      return this;
    }
    calls.push({ document: this.uuid, method: "delete", args: [] });
    return this;
  }

  protected _preCreate(_data: Plain, _options: Plain, _userId: string): Promise<boolean | undefined> {
    return Promise.resolve(undefined);
  }
  protected _onCreate(_data: Plain, _options: Plain, _userId: string): void {}
  protected _preUpdate(_changes: Plain, _options: Plain, _userId: string): Promise<boolean | undefined> {
    return Promise.resolve(undefined);
  }
  /** v13 ClientDocumentMixin#_onUpdate: unless `render: false`, the document's apps re-render. */
  protected _onUpdate(changed: Plain, options: Plain, _userId: string): void {
    if (options["render"] !== false)
      this.render(false, { renderContext: `update${this.documentName}`, renderData: changed });
  }

  /** v13 ClientDocumentMixin#_on{Create,Update,Delete}DescendantDocuments: the parent's apps re-render. */
  protected _onDescendantChange(action: string, embeddedName: string, options: Plain): void {
    if (options["render"] === false) return;
    this.render(false, { renderContext: `${action}${embeddedName}` });
    this.parent?._onDescendantChange(action, embeddedName, options);
  }

  /** Document.implementation (v13): the class configured in CONFIG[documentName].documentClass. */
  static get implementation(): typeof HarnessDocument {
    const config = (
      globalThis as unknown as { CONFIG: Record<string, { documentClass?: typeof HarnessDocument }> }
    ).CONFIG;
    return config[this.documentName]?.documentClass ?? this;
  }

  /** Document.updateDocuments for a compendium (`operation.pack`): one database call for every update. */
  static updateDocuments(updates: Plain[], operation: Plain = {}): Promise<Plain[] | HarnessDocument[]> {
    const backend = activeBackend();
    if (backend && typeof operation["pack"] !== "string") return backend.update(this, updates, operation);
    const packId = operation["pack"];
    if (typeof packId !== "string") return this.updateLocally(updates, operation);
    calls.push({ document: packId, method: "updateDocuments", args: [deepClone(updates), operation] });
    const game = globalThis as unknown as {
      game: { packs: Collection<{ documentName: string; applyUpdate(update: Plain): Plain }> };
    };
    const pack = game.game.packs.get(packId);
    if (!pack) throw new Error(`harness: no compendium ${packId}`);
    if (pack.documentName !== this.documentName)
      throw new Error(`${packId} holds ${pack.documentName} documents, not ${this.documentName}`);
    return Promise.resolve(updates.map((update) => pack.applyUpdate(update)));
  }

  /**
   * v13 common/abstract/document.mjs Document.updateDocuments without a simulated backend: the batch is one
   * recorded call (`updateDocuments`), each update then applied to the world document (or, with
   * `operation.parent`, the parent's embedded document) as Document#update applies it locally.
   */
  private static async updateLocally(updates: Plain[], operation: Plain): Promise<HarnessDocument[]> {
    const parent = operation["parent"] as HarnessDocument | undefined;
    const collection = parent
      ? parent.getEmbeddedCollection(this.documentName)
      : (globalThis as unknown as { game: Record<string, Collection<HarnessDocument>> }).game[
          this.documentName === "Actor" ? "actors" : "items"
        ];
    if (!collection) throw new Error(`harness: no collection of ${this.documentName}`);
    calls.push({
      document: parent?.uuid ?? this.documentName,
      method: "updateDocuments",
      args: [deepClone(updates), { ...operation, parent: parent?.uuid }],
    });
    const { parent: _parent, ...options } = operation;
    const updated: HarnessDocument[] = [];
    for (const { _id, ...changes } of updates) {
      const doc = strictGet(collection, String(_id));
      const expanded = expandObject(changes);
      if ((await doc._preUpdate(expanded, options, userId())) === false) continue;
      doc.updateSource(expanded);
      doc.reset();
      doc.parent?.reset();
      doc._onUpdate(expanded, options, userId());
      updated.push(doc);
    }
    return updated;
  }

  /**
   * Document.createDocuments (v13 common/abstract/document.mjs): several documents in one database
   * operation (one request, one broadcast). With a simulated backend only (world documents, no parent).
   */
  static async createDocuments(data: Plain[], operation: Plain = {}): Promise<HarnessDocument[]> {
    const backend = activeBackend();
    if (!backend) throw new Error("harness: createDocuments needs the simulated backend");
    return backend.create(this, data, operation);
  }

  /** Document.create for a world-level document (no parent). */
  static async create(data: Plain, options: Plain = {}): Promise<HarnessDocument | undefined> {
    const backend = activeBackend();
    if (backend) return (await backend.create(this, [data], options))[0];
    const doc = new this(data);
    calls.push({ document: doc.uuid, method: "create", args: [deepClone(data), options] });
    if ((await doc._preCreate(data, options, userId())) === false) return undefined;
    doc._initialize();
    doc._onCreate(data, options, userId());
    return doc;
  }

  /** The document's own class, as the backend builds it. */
  cls(): DocumentClassRef {
    return this.constructor as unknown as DocumentClassRef;
  }

  private spec(embeddedName: string): EmbeddedSpec {
    const spec = (this.constructor as typeof HarnessDocument).embedded.find((s) => s.name === embeddedName);
    if (!spec) throw new Error(`${this.documentName} has no embedded ${embeddedName} collection`);
    return spec;
  }

  getEmbeddedCollection(embeddedName: string): Collection<HarnessDocument> {
    return this.collections.get(this.spec(embeddedName).collection) ?? new Collection();
  }

  async createEmbeddedDocuments(
    embeddedName: string,
    data: Plain[],
    options: Plain = {},
  ): Promise<HarnessDocument[]> {
    const backend = activeBackend();
    if (backend)
      return backend.create(this.spec(embeddedName).documentClass(), data, { ...options, parent: this });
    calls.push({
      document: this.uuid,
      method: "createEmbeddedDocuments",
      args: [embeddedName, deepClone(data), options],
    });
    const spec = this.spec(embeddedName);
    const cls = spec.documentClass();
    const created: HarnessDocument[] = [];
    for (const entry of data) {
      const doc = new cls(entry, { parent: this });
      if ((await doc._preCreate(entry, options, userId())) === false) continue;
      const sources = (this._source[spec.collection] as Plain[] | undefined) ?? [];
      sources.push(doc._source);
      this._source[spec.collection] = sources;
      this.getEmbeddedCollection(embeddedName).set(doc.id, doc);
      created.push(doc);
    }
    this.reset();
    for (const doc of created) doc._onCreate(doc._source, options, userId());
    if (created.length > 0) this._onDescendantChange("create", embeddedName, options);
    return created;
  }

  /** Each update names its document by `_id`; one logged call, then the parent re-prepares once. */
  async updateEmbeddedDocuments(
    embeddedName: string,
    updates: Plain[],
    options: Plain = {},
  ): Promise<HarnessDocument[]> {
    const backend = activeBackend();
    if (backend)
      return backend.update(this.spec(embeddedName).documentClass(), updates, { ...options, parent: this });
    const collection = this.getEmbeddedCollection(embeddedName);
    const updated: { doc: HarnessDocument; changes: Plain }[] = [];
    // v13 ClientDatabaseBackend.#preUpdateDocumentArray runs before anything is sent: a missing _id or an
    // id the collection lacks throws there, so the whole batch fails and nothing is written.
    for (const { _id, ...changes } of updates) {
      if (typeof _id !== "string" || !_id)
        throw new Error("You must provide an _id for every object in the update data Array.");
      const doc = strictGet(collection, _id);
      const expanded = expandObject(changes);
      if ((await doc._preUpdate(expanded, options, userId())) === false) continue;
      updated.push({ doc, changes: expanded });
    }
    calls.push({
      document: this.uuid,
      method: "updateEmbeddedDocuments",
      args: [embeddedName, deepClone(updates), options],
    });
    for (const { doc, changes } of updated) doc.updateSource(changes);
    this.reset();
    for (const { doc, changes } of updated) doc._onUpdate(changes, options, userId());
    if (updated.length > 0) this._onDescendantChange("update", embeddedName, options);
    return updated.map((u) => u.doc);
  }

  deleteEmbeddedDocuments(
    embeddedName: string,
    ids: string[],
    options: Plain = {},
  ): Promise<HarnessDocument[]> {
    const backend = activeBackend();
    if (backend)
      return backend.delete(this.spec(embeddedName).documentClass(), ids, { ...options, parent: this });
    const spec = this.spec(embeddedName);
    const collection = this.getEmbeddedCollection(embeddedName);
    // v13 ClientDatabaseBackend.#preDeleteDocumentArray: every id is looked up strictly before the request.
    let deleted: HarnessDocument[];
    try {
      deleted = ids.map((id) => strictGet(collection, id));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    calls.push({
      document: this.uuid,
      method: "deleteEmbeddedDocuments",
      args: [embeddedName, [...ids], options],
    });
    for (const doc of deleted) collection.delete(doc.id);
    this._source[spec.collection] = ((this._source[spec.collection] as Plain[] | undefined) ?? []).filter(
      (s) => !ids.includes(String(s["_id"])),
    );
    this.reset();
    for (const doc of deleted)
      for (const app of Object.values(doc.apps)) track((app as { close?: () => unknown }).close?.());
    if (deleted.length > 0) this._onDescendantChange("delete", embeddedName, options);
    return Promise.resolve(deleted);
  }
}
/**
 * v13 common/abstract/embedded-collection.mjs EmbeddedCollection#get(id, {strict: true}). Core builds the
 * message from `this.constructor.documentName`, a static the class does not define, so it reads "undefined".
 */
export function strictGet(collection: Collection<HarnessDocument>, id: string): HarnessDocument {
  const doc = collection.get(id);
  if (!doc) throw new Error(`undefined id [${id}] does not exist in the EmbeddedCollection collection.`);
  return doc;
}
export type { DocumentClass };
