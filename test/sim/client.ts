/**
 * One connected Foundry client: its own `game` (user, users, actors, items, scenes, combats, messages,
 * settings, socket), `CONFIG`, `Hooks` and `ui`, its own copy of every document, built from the
 * server's world when it connects and kept up to date by the server's broadcasts.
 *
 * Handling a broadcast follows v13 client/data/client-backend.mjs (#handleCreateDocuments,
 * #handleUpdateDocuments, #handleDeleteDocuments): the documents change first (created and added to
 * their collection, or `updateSource`d, or removed), the parent re-prepares once, then for each document
 * `_onCreate/_onUpdate/_onDelete(…, userId)` runs followed by the `create<Type>/update<Type>/delete<Type>`
 * hook (callAll) — on every client, not only the requester's.
 */
import { releaseData } from "./generation.ts";
import { unresolvedOnV14 } from "./regions.ts";
import { resetWorld } from "../harness/globals.ts";
import { HarnessHooks } from "../harness/globals.ts";
import { Collection } from "../harness/collection.ts";
import { WorldCollection } from "../harness/world-collection.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { deepClone, type Plain } from "../harness/utils.ts";
import { runOn, type ClientGlobals } from "./context.ts";
import { SimBackend } from "./backend.ts";
import { applyResponse } from "./apply.ts";
import type { DocumentRequest, DocumentResponse, SimServer } from "./server.ts";
import { SimScene, SimTokenDocument, SimUser, SimUsers } from "./documents.ts";
import { SimChatMessage } from "./chat-message.ts";
import { SimSettings } from "./settings.ts";
import { registerWorldTime } from "./game-time.ts";
import { SimSocket } from "./socket.ts";
import { SimChatLog } from "./chat-log.ts";
import { SIM_CORE_VERSION } from "./import-json.ts";
import { SimHotbar, SimMacro } from "./macros.ts";
import { SimRollTable } from "./roll-tables.ts";
import { SimTokenHUD } from "./applications/token-hud.ts";
import { SimPlayers } from "./applications/players.ts";

/** v13 NotificationOptions: the two that change the text shown. */
type NotifyOptions = { localize?: boolean; format?: Record<string, string> };
type DocClass = new (data: Plain, options?: { parent?: HarnessDocument | null }) => HarnessDocument;
type Config = Record<string, { documentClass?: DocClass } | undefined>;

/**
 * game.scenes (v13 client/documents/collections/scenes.mjs Scenes, stored 18405299611): `active` is the
 * first scene whose `active` is set (Scenes#active, `this.find(s => s.active)`), undefined when none is.
 */
export class SimScenes extends WorldCollection<HarnessDocument> {
  get active(): HarnessDocument | undefined {
    return this.find((scene) => (scene as unknown as { active?: boolean }).active === true);
  }
}

/** game.<collection> for each world document type (v13 Game#collections). */
export const WORLD_COLLECTIONS: Readonly<Record<string, string>> = {
  Actor: "actors",
  Item: "items",
  Scene: "scenes",
  Combat: "combats",
  ChatMessage: "messages",
  User: "users",
  Setting: "settingDocuments",
  Macro: "macros",
  RollTable: "tables",
};
const FALLBACK_CLASSES: Readonly<Record<string, DocClass>> = {
  ChatMessage: SimChatMessage,
  User: SimUser,
  Scene: SimScene,
  Macro: SimMacro,
  RollTable: SimRollTable,
};

export interface Notification {
  level: "info" | "warn" | "error";
  message: string;
}

export class SimClient {
  readonly globals: ClientGlobals = {
    game: undefined,
    CONFIG: undefined,
    Hooks: new HarnessHooks(),
    ui: undefined,
    canvas: null,
  };
  readonly notifications: Notification[] = [];
  readonly backend = new SimBackend(this);
  readonly chatLog = new SimChatLog();
  readonly socket: SimSocket;
  #inbound: Promise<unknown> = Promise.resolve();

  constructor(
    readonly server: SimServer,
    readonly userId: string,
    readonly label: string,
  ) {
    this.socket = new SimSocket(this);
    this.run(() => {
      resetWorld(); // a fresh harness CONFIG and game for this client (assigned through ./context.ts)
      (this.globals.game as Record<string, unknown>)["release"] = releaseData();
      const ui = {
        notifications: {
          info: (message: string, options?: NotifyOptions) => {
            this.notify("info", this.#shown(message, options));
          },
          warn: (message: string, options?: NotifyOptions) => {
            this.notify("warn", this.#shown(message, options));
          },
          error: (message: string, options?: NotifyOptions) => {
            this.notify("error", this.#shown(message, options));
          },
        },
        // v13 client/applications/sidebar/tabs/chat.mjs ChatLog#updateMessage (./chat-log.ts).
        chat: { updateMessage: (message: unknown) => this.chatLog.updateMessage(message) },
      };
      this.globals.ui = ui;
    });
  }

  /** Runs code on this client (its globals, its user). */
  run<T>(fn: () => T): T {
    return runOn(this.globals, this.label, fn, this);
  }

  /**
   * The text the user reads: v13 client/applications/ui/notifications.mjs Notifications#notify formats the
   * message with `format` (game.i18n.format), else localizes it when `localize` is set, else shows it as is.
   */
  #shown(message: string, options: NotifyOptions = {}): string {
    const i18n = this.game["i18n"] as
      | { localize(key: string): string; format(key: string, data: Record<string, string>): string }
      | undefined;
    if (!i18n) return message;
    if (options.format) return i18n.format(message, options.format);
    return options.localize ? i18n.localize(message) : message;
  }

  notify(level: Notification["level"], message: string): void {
    if (process.env["SIM_DEBUG"] && level !== "info")
      console.log(`sim: ${this.label} notified (${level}) ${message}`, new Error().stack);
    this.notifications.push({ level, message });
  }

  get game(): Record<string, unknown> {
    return this.globals.game as Record<string, unknown>;
  }
  get config(): Config {
    return this.globals.CONFIG as Config;
  }
  get user(): SimUser {
    return this.game["user"] as SimUser;
  }

  classFor(type: string): DocClass {
    const cls = this.config[type]?.documentClass ?? FALLBACK_CLASSES[type];
    if (!cls) throw new Error(`sim: no document class for ${type}`);
    return cls;
  }
  collection(type: string): Collection<HarnessDocument> {
    const name = WORLD_COLLECTIONS[type];
    if (!name) throw new Error(`sim: ${type} is not a world document`);
    return this.game[name] as Collection<HarnessDocument>;
  }

  /**
   * What `game` holds before "init" (v13 Game.create → Game.connect, then the Game constructor): the socket,
   * which buffers every event until core's listeners are active, the user id, settings.
   */
  prepareGame(): void {
    this.socket.bufferUntilReady();
    this.run(() => {
      const game = this.game;
      game["settings"] = new SimSettings(this);
      registerWorldTime(this);
      game["socket"] = this.socket;
      game["userId"] = this.userId;
      game["ready"] = false;
      // v13 Game#version: the running core version (ClientDocumentMixin.fromImport compares against it).
      game["version"] = SIM_CORE_VERSION;
      // v13 CONFIG.Macro.documentClass (client/config.mjs) and ui.hotbar (./macros.ts).
      this.config["Macro"] ??= { documentClass: SimMacro };
      // v13 client/config.mjs CONFIG.TextEditor: the custom enrichers systems add (./applications/text-editor.ts).
      (this.config as Record<string, unknown>)["TextEditor"] ??= { enrichers: [] };
      // v13 client/config.mjs CONFIG.Token.hudClass: TokenHUD (./applications/token-hud.ts).
      const token = (this.config as Record<string, Record<string, unknown> | undefined>)["Token"];
      if (token) token["hudClass"] ??= SimTokenHUD;
      if (typeof document !== "undefined") {
        (this.globals.ui as Record<string, unknown>)["hotbar"] = new SimHotbar();
        // v13 client/applications/ui/players.mjs: ui.players (./applications/players.ts).
        (this.globals.ui as Record<string, unknown>)["players"] = new SimPlayers();
      }
    });
  }

  /**
   * Users and world collections, built before "setup" (v13 Game#setupGame → Game#initializeDocuments,
   * Users first; with loadWorld, every document is built and prepared before the "setup" hook).
   */
  connect(): void {
    this.run(() => {
      const game = this.game;
      for (const name of Object.values(WORLD_COLLECTIONS)) {
        // v13 Game#collections: every world collection is a WorldCollection (fromCompendium, used on drops).
        const collection =
          name === "users" ? new SimUsers() : name === "scenes" ? new SimScenes() : new WorldCollection();
        // v13 DocumentCollection#apps: the applications rendered with the collection.
        Object.assign(collection, { apps: [] });
        game[name] = collection;
      }
      Object.defineProperty(game, "combat", {
        configurable: true,
        get: () =>
          (game["combats"] as Collection<HarnessDocument & { active?: boolean }>).find(
            (c) => c._source["active"] === true,
          ) ?? null,
      });
      for (const [id, record] of this.server.users) {
        const user = new SimUser({
          _id: id,
          name: record.name,
          role: record.role,
          character: record.character ?? null,
          permissions: record.permissions ?? {},
        });
        user.query = (name, data, options) => this.socket.query(user.id, name, data, options ?? {});
        (game["users"] as Collection<HarnessDocument>).set(id, user);
      }
      game["user"] = (game["users"] as Collection<SimUser>).get(this.userId);
      this.refreshActiveUsers();
    });
  }

  /** After CONFIG's document classes are registered (init), build every world document. */
  loadWorld(): void {
    this.run(() => {
      for (const type of [
        "Actor",
        "Item",
        "Scene",
        "Combat",
        "ChatMessage",
        "Setting",
        "Macro",
        "RollTable",
      ]) {
        const collection = this.collection(type);
        for (const source of this.server.collection(type).values()) {
          const doc = type === "Setting" ? null : new (this.classFor(type))(deepClone(source));
          if (doc) collection.set(doc.id, doc);
        }
      }
      (this.game["settings"] as SimSettings).load();
    });
  }

  refreshActiveUsers(): void {
    const users = this.game["users"] as Collection<SimUser> | undefined;
    for (const user of users ?? []) user.active = this.server.clients.some((c) => c.userId === user.id);
  }

  /** Sends a document operation and resolves with the documents as this client handled the reply. */
  async send(request: DocumentRequest): Promise<HarnessDocument[]> {
    const handled = await this.server.request(this.userId, request);
    return (handled as HarnessDocument[] | undefined) ?? [];
  }

  /**
   * Broadcasts are handled one at a time, in the order the server sent them (one socket). The requester's
   * own reply comes back through its request's acknowledgement (v13 SocketInterface.dispatch), so it is
   * handled at once; every other client hears a "modifyDocument" event (v13 ClientDatabaseBackend
   * #activateSocketListeners, registered only by Game#activateSocketListeners), which before "ready" is
   * buffered and replayed then (./socket.ts).
   */
  receive(response: DocumentResponse, own = false): Promise<unknown> {
    if (!own && this.socket.buffering) {
      this.socket.hold(() => void this.receive(response));
      return Promise.resolve(undefined);
    }
    const next = this.#inbound.then(() => this.run(() => this.#handle(response)));
    this.#inbound = next.catch(() => undefined);
    return next;
  }

  receiveQuery(
    senderId: string,
    queryId: string,
    name: string,
    data: unknown,
    options: { timeout?: number },
  ) {
    return this.run(() => this.socket.deliverQuery(senderId, queryId, name, data, options));
  }

  /** Finds a document by uuid on this client ("…Token.<id>.ActorDelta" is that token's synthetic actor). */
  resolve(uuid: string | null): HarnessDocument | null {
    if (uuid === null) return null;
    const parts = uuid.split(".");
    let doc: HarnessDocument | undefined = this.collection(parts[0] ?? "").get(parts[1] ?? "");
    for (let i = 2; doc && i < parts.length; i += 2) {
      if (parts[i] === "ActorDelta") return doc instanceof SimTokenDocument ? doc.actor : null;
      // v13: an unlinked token's synthetic actor is "…Token.<id>.Actor.<actorId>" (TokenDocument#actor).
      if (parts[i] === "Actor" && doc instanceof SimTokenDocument) {
        doc = doc.actor ?? undefined;
        continue;
      }
      if (unresolvedOnV14(parts[i] ?? "")) return null;
      doc = doc.getEmbeddedCollection(parts[i] ?? "").get(parts[i + 1] ?? "");
    }
    return doc ?? null;
  }

  /** v13 Collection#get(id, {strict: true}): an unknown id throws. */
  strictGet(type: string, parent: HarnessDocument | null, id: string): HarnessDocument {
    const collection = parent ? parent.getEmbeddedCollection(type) : this.collection(type);
    const doc = collection.get(id);
    if (!doc) throw new Error(`The key ${id} does not exist in the ${type} Collection`);
    return doc;
  }

  #handle(response: DocumentResponse): HarnessDocument[] {
    return applyResponse(this, response);
  }
}
