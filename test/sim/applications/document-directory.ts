/**
 * The v13 sidebar directories as far as a system meets them (client/applications/sidebar/
 * document-directory.mjs DocumentDirectory, tabs/actor-directory.mjs ActorDirectory, apps/compendium.mjs
 * Compendium): a header part (templates/sidebar/directory/header.hbs: `.directory-header` holding the
 * `.header-actions` create buttons and the search) and a directory part (`.directory-list` of
 * `.directory-item[data-entry-id]` entries). Rendering calls the `render<Class>` hooks of the whole class
 * chain (renderActorDirectory, renderDocumentDirectory, …) with the app's element, as every ApplicationV2
 * does. Dragging an entry writes the drag data a v13 directory writes (DocumentDirectory#_onDragStart:
 * `toDragData()` = `{type, uuid}`; Compendium#_getEntryDragData: `{type, uuid: pack.getUuid(id)}`) as
 * text/plain JSON. Folders, search, sorting, context menus and drops onto the directory are not emulated.
 */
import { ApplicationV2, type Options } from "./application.ts";
import { currentUser } from "./foundry-access.ts";
import { HandlebarsApplicationMixin } from "./handlebars-mixin.ts";

export interface DirectoryEntry {
  id: string;
  name: string;
  img: string | null;
  dragData: { type: string; uuid: string };
}
interface EntrySource {
  readonly id: string;
  readonly name: string;
  readonly img: unknown;
  readonly uuid: string;
  readonly documentName: string;
  testUserPermission(user: unknown, level: string): boolean;
}
interface WorldCollection {
  contents: EntrySource[];
  apps?: unknown[];
}

const game = () =>
  (globalThis as unknown as { game: Record<string, unknown> & { user: { isGM: boolean } } }).game;

export abstract class DocumentDirectory extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS: Options = {
    classes: ["directory", "flexcol"],
    window: { frame: false },
  };
  static override PARTS = {
    header: { template: "templates/sidebar/directory/header.hbs" },
    directory: { template: "templates/sidebar/directory/directory.hbs" },
  };

  abstract get entries(): DirectoryEntry[];

  /** v13 DocumentDirectory#_canCreateEntry / #_canCreateFolder (creation itself is not emulated). */
  override async _prepareContext(options: Options): Promise<Options> {
    const isGM = currentUser().isGM;
    return { ...(await super._prepareContext(options)), canCreateEntry: isGM, canCreateFolder: isGM };
  }

  override async _preparePartContext(partId: string, context: Options, options: Options): Promise<Options> {
    const prepared = await super._preparePartContext(partId, context, options);
    if (partId === "directory") prepared["entries"] = this.entries;
    return prepared;
  }

  /** v13 DocumentDirectory#_onRender binds DragDrop on `.directory-item`; dragstart → #_onDragStart. */
  override async _onRender(context: Options, options: Options): Promise<void> {
    await super._onRender(context, options);
    const byId = new Map(this.entries.map((e) => [e.id, e]));
    for (const item of this.element.querySelectorAll<HTMLElement>(".directory-item[data-entry-id]"))
      item.addEventListener("dragstart", (event) => {
        const entry = byId.get(item.dataset["entryId"] ?? "");
        event.dataTransfer?.setData("text/plain", JSON.stringify(entry?.dragData ?? {}));
      });
  }
}

/** v13 ActorDirectory: the "actors" tab over game.actors; it joins the collection's apps (re-rendered with it). */
export class ActorDirectory extends DocumentDirectory {
  static override DEFAULT_OPTIONS: Options = { id: "actors" };

  get collection(): WorldCollection {
    return game()["actors"] as WorldCollection;
  }

  /** The tree holds the documents the user may see (ClientDocument#visible: LIMITED or better). */
  get entries(): DirectoryEntry[] {
    const user = game()["user"];
    return this.collection.contents
      .filter((d) => d.testUserPermission(user, "LIMITED"))
      .map((d) => ({
        id: d.id,
        name: d.name,
        img: typeof d.img === "string" ? d.img : null,
        dragData: { type: d.documentName, uuid: d.uuid },
      }));
  }

  /** v13 DocumentDirectory#_onFirstRender: a sidebar tab joins `collection.apps`. */
  override async _onFirstRender(context: Options, options: Options): Promise<void> {
    await super._onFirstRender(context, options);
    const apps = this.collection.apps;
    if (apps && !apps.includes(this)) apps.push(this);
  }
}

/** v13 ItemDirectory (tabs/item-directory.mjs extends DocumentDirectory): the "items" tab over game.items. */
export class ItemDirectory extends DocumentDirectory {
  static override DEFAULT_OPTIONS: Options = { id: "items" };

  get collection(): WorldCollection {
    return game()["items"] as WorldCollection;
  }

  get entries(): DirectoryEntry[] {
    return visibleEntries(this.collection);
  }

  override async _onFirstRender(context: Options, options: Options): Promise<void> {
    await super._onFirstRender(context, options);
    const apps = this.collection.apps;
    if (apps && !apps.includes(this)) apps.push(this);
  }
}

/** The entries of a world collection the user may see (ClientDocument#visible: LIMITED or better). */
function visibleEntries(collection: WorldCollection): DirectoryEntry[] {
  const user = game()["user"];
  return collection.contents
    .filter((d) => d.testUserPermission(user, "LIMITED"))
    .map((d) => ({
      id: d.id,
      name: d.name,
      img: typeof d.img === "string" ? d.img : null,
      dragData: { type: d.documentName, uuid: d.uuid },
    }));
}

interface Pack {
  collection: string;
  documentName: string;
  stored: Record<string, unknown>[];
}

/** v13 Compendium: a pack's index as a popout directory; id `compendium-<pack id with _>`. */
export class Compendium extends DocumentDirectory {
  static override DEFAULT_OPTIONS: Options = { window: { frame: true } };
  readonly pack: Pack;

  constructor(options: Options & { collection: Pack }) {
    super({ ...options, id: `compendium-${options.collection.collection.replaceAll(".", "_")}` });
    this.pack = options.collection;
  }

  get entries(): DirectoryEntry[] {
    return this.pack.stored.map((source) => {
      const id = String(source["_id"]);
      return {
        id,
        name: String(source["name"]),
        img: typeof source["img"] === "string" ? source["img"] : null,
        // CompendiumCollection#getUuid: "Compendium.<pack id>.<document name>.<id>".
        dragData: {
          type: this.pack.documentName,
          uuid: `Compendium.${this.pack.collection}.${this.pack.documentName}.${id}`,
        },
      };
    });
  }
}
