/**
 * game.settings on a simulated client, after v13 client/helpers/client-settings.mjs (ClientSettings):
 * - register(namespace, key, config) records the config under "namespace.key";
 * - get: a world setting reads its stored Setting document's JSON value (else the registered default);
 *   a DataModel type is revived as an instance of it (`new type(value)`), a primitive type casts. A stored
 *   Setting casts its value once (client/documents/setting.mjs Setting#_initialize → _castType), when it is
 *   built, when an update changes its value (common/abstract/data.mjs DataModel#updateSource re-initializes
 *   only on a non-empty diff) and when the setting is registered (ClientSettings#register → reset()): every
 *   get in between returns THE SAME value instance. A never-written setting builds a new Setting holding the
 *   default on each get, so its value is a new instance each time;
 * - set (world scope): refused before `game.ready`; otherwise the Setting document named by the key is
 *   updated, or created as `{key, value: JSON}` — a document write that the server permits only to users
 *   with SETTINGS_MODIFY (common/documents/setting.mjs) and broadcasts to every client, where the
 *   registered `onChange(value, options, userId)` runs (client/documents/setting.mjs Setting#_onCreate /
 *   _onUpdate).
 * Client-scoped settings stay on the client.
 */
import { simV14 } from "./generation.ts";
import { ApplicationV2 } from "./applications/application.ts";
import { SettingsConfig } from "./applications/settings-config.ts";
import { DataModel } from "../harness/data-model.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { deepClone, type Plain } from "../harness/utils.ts";
import type { SimClient } from "./client.ts";
import type { DocumentResponse } from "./server.ts";

interface SettingConfig {
  scope?: string;
  type?: unknown;
  default?: unknown;
  onChange?: (value: unknown, options: Plain, userId: string) => void;
  [key: string]: unknown;
}

export class SimSettings {
  readonly settings = new Map<string, SettingConfig & { id: string }>();
  readonly menus = new Map<string, unknown>();
  /** Stored world Setting documents by key (their sources). */
  readonly world = new Map<string, Plain>();
  readonly clientValues = new Map<string, string>();
  /** Each stored world Setting's cast value (v13 Setting#value, set by Setting#_initialize). */
  readonly #cast = new Map<string, unknown>();
  /** v13 ClientSettings#storage: "world" answers getSetting(key) with the stored document, if any. */
  readonly storage = new Map<string, { getSetting(key: string): Plain | undefined }>([
    ["world", { getSetting: (key: string) => this.world.get(key) }],
  ]);

  constructor(private readonly client: SimClient) {
    // v13 client/game.mjs Game#registerSettings: the client-scoped default roll mode ("publicroll").
    this.register("core", "rollMode", {
      scope: "client",
      config: false,
      type: String,
      default: "publicroll",
    });
    // v14 client/game.mjs Game#registerSettings: the chat box's mode is "core.messageMode" ("public").
    if (simV14())
      this.register("core", "messageMode", {
        scope: "client",
        config: false,
        type: String,
        default: "public",
      });
    // v13 client/game.mjs Game#registerSettings: the hotbar lock is a client setting, unlocked by default
    // (client/applications/ui/hotbar.mjs Hotbar#locked reads it).
    this.register("core", "hotbarLock", { scope: "client", config: false, type: Boolean, default: false });
  }

  load(): void {
    this.#cast.clear();
    for (const source of this.client.server.collection("Setting").values())
      this.world.set(String(source["key"]), deepClone(source));
  }

  register(namespace: string, key: string, config: SettingConfig): void {
    // v13 ClientSettings#register stores the config with its namespace, key and id.
    this.settings.set(`${namespace}.${key}`, {
      scope: "client",
      ...config,
      namespace,
      key,
      id: `${namespace}.${key}`,
    });
    // v13 ClientSettings#register: the stored Setting is reset(), so its value is cast again by the new type.
    this.#cast.delete(`${namespace}.${key}`);
  }

  /** The stored Setting's value, cast once until the document is re-initialized (Setting#_initialize). */
  #storedValue(config: SettingConfig & { id: string }, stored: Plain): unknown {
    if (this.#cast.has(config.id)) return this.#cast.get(config.id);
    const value = this.#revive(config, String(stored["value"]));
    this.#cast.set(config.id, value);
    return value;
  }
  /**
   * v13 ClientSettings#registerMenu: the menu is stored under "namespace.key" with its key and namespace; its
   * `type` must be an ApplicationV2 (or FormApplication) subclass.
   */
  registerMenu(namespace: string, key: string, config: Plain): void {
    const type = config["type"];
    if (typeof type !== "function" || !(type.prototype instanceof ApplicationV2))
      throw new Error(
        "You must provide a menu type that is a FormApplication or ApplicationV2 instance or subclass",
      );
    this.menus.set(`${namespace}.${key}`, { ...config, key: `${namespace}.${key}`, namespace });
  }

  /** v13 ClientSettings#sheet: one Configure Settings window per client (./applications/settings-config.ts). */
  get sheet(): SettingsConfig {
    return (this.#sheet ??= new SettingsConfig());
  }
  #sheet: SettingsConfig | undefined;

  #config(namespace: string, key: string) {
    const config = this.settings.get(`${namespace}.${key}`);
    if (!config) throw new Error(`"${namespace}.${key}" is not a registered game setting`);
    return config;
  }

  #revive(config: SettingConfig, json: string | undefined): unknown {
    const type = config.type;
    if (json === undefined) {
      const initial = deepClone(config.default);
      return typeof type === "function" && type.prototype instanceof DataModel
        ? new (type as new (s: unknown) => DataModel)(initial ?? {})
        : initial;
    }
    const value: unknown = JSON.parse(json);
    if (typeof type === "function" && type.prototype instanceof DataModel)
      return new (type as new (s: unknown) => DataModel)(value);
    if (type === Number) return Number(value);
    if (type === String) return String(value);
    if (type === Boolean) return Boolean(value);
    return value;
  }

  get(namespace: string, key: string, { document = false }: { document?: boolean } = {}): unknown {
    const config = this.#config(namespace, key);
    const id = config.id;
    if (config.scope === "world") {
      const stored = this.world.get(id);
      // v13 ClientSettings#get {document: true}: the stored Setting, or for a setting never written a new
      // Setting holding the default, which has no id yet.
      if (document)
        return stored
          ? { id: stored["_id"], _id: stored["_id"], key: id, value: this.#storedValue(config, stored) }
          : { id: null, _id: null, key: id, value: this.#revive(config, undefined) };
      return stored ? this.#storedValue(config, stored) : this.#revive(config, undefined);
    }
    return this.#revive(config, this.clientValues.get(id));
  }

  async set(namespace: string, key: string, value: unknown, options: Plain = {}): Promise<unknown> {
    const config = this.#config(namespace, key);
    const plain = value instanceof DataModel ? value.toObject() : value;
    const json = JSON.stringify(plain);
    if (config.scope !== "world") {
      this.clientValues.set(config.id, json);
      config.onChange?.(this.#revive(config, json), options, this.client.userId);
      return value;
    }
    if (this.client.game["ready"] !== true)
      throw new Error("You may not set a World-level Setting before the Game is ready.");
    const stored = this.world.get(config.id);
    const request = stored
      ? { action: "update" as const, updates: [{ _id: stored["_id"], value: json }] }
      : { action: "create" as const, data: [{ key: config.id, value: json }] };
    await this.client.send({ type: "Setting", parentUuid: null, options, ...request });
    return this.get(namespace, key);
  }

  /** A Setting document created or updated on the server (every client; Setting#_onCreate/_onUpdate → onChange). */
  apply(response: DocumentResponse): HarnessDocument[] {
    for (const raw of response.result as (Plain | string)[]) {
      if (typeof raw === "string") continue;
      let source: Plain | undefined;
      if (response.action === "create") source = deepClone(raw);
      else source = [...this.world.values()].find((s) => s["_id"] === raw["_id"]);
      if (!source) continue;
      // v13 DataModel#updateSource: an update whose value is unchanged has an empty diff and re-initializes
      // nothing (the cast value stays); a changed value, or a new document, is cast afresh.
      const changed = response.action === "create" || source["value"] !== raw["value"];
      if (response.action === "update") source["value"] = raw["value"];
      const key = String(source["key"]);
      this.world.set(key, source);
      if (changed) this.#cast.delete(key);
      const config = this.settings.get(key);
      if (config) config.onChange?.(this.#storedValue(config, source), response.options, response.userId);
    }
    return [];
  }
}
