/**
 * Installs the Foundry globals src touches: foundry (abstract, data.fields, utils), CONFIG, CONST, game,
 * Hooks, ui.notifications, fromUuidSync and the base document classes (Actor, Item, ActiveEffect,
 * TokenDocument, CombatantGroup, Combatant, Combat). `resetWorld()` restores a blank world between tests.
 */
import {
  ACTIVE_EFFECT_MODES,
  HarnessActiveEffect,
  HarnessActor,
  HarnessItem,
  HarnessTokenDocument,
  TOKEN_DISPOSITIONS,
} from "./actor.ts";
import { resetCalls } from "./calls.ts";
import { Collection } from "./collection.ts";
import { WorldCollection } from "./world-collection.ts";
import type { HarnessCompendiumCollection } from "./compendium.ts";
import { HarnessCombat, HarnessCombatant, HarnessCombatantGroup, type HarnessScene } from "./combat.ts";
import { DataModel, TypeDataModel } from "./data-model.ts";
import {
  BooleanField,
  DataField,
  DocumentUUIDField,
  HTMLField,
  NumberField,
  ObjectField,
  StringField,
} from "./fields.ts";
import { ArrayField, SchemaField, SetField } from "./fields-composite.ts";
import * as utils from "./utils.ts";
import {
  CoreRegionBehaviorType,
  CoreTerrainData,
  PLACEHOLDER_CANVAS,
  coreTokenMovement,
} from "./token-movement-config.ts";
import { effectConstants, releaseData } from "../sim/generation.ts";

type Handler = (...args: unknown[]) => unknown;

export class HarnessHooks {
  readonly handlers = new Map<string, { fn: Handler; once: boolean; id: number }[]>();
  #nextId = 1;
  /** Hooks.on: returns the handler's id (v13 client/helpers/hooks.mjs Hooks.on). */
  on(name: string, fn: Handler): number {
    const id = this.#nextId++;
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), { fn, once: false, id }]);
    return id;
  }
  /** Hooks.off: by the id `on` returned, or by the function itself. */
  off(name: string, fn: Handler | number): void {
    const keep = (h: { fn: Handler; id: number }) => (typeof fn === "number" ? h.id !== fn : h.fn !== fn);
    this.handlers.set(name, (this.handlers.get(name) ?? []).filter(keep));
  }
  once(name: string, fn: Handler): number {
    const id = this.#nextId++;
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), { fn, once: true, id }]);
    return id;
  }
  /** Hooks.callAll: every handler runs; `once` handlers are removed. */
  callAll(name: string, ...args: unknown[]): boolean {
    const list = this.handlers.get(name) ?? [];
    this.handlers.set(
      name,
      list.filter((h) => !h.once),
    );
    for (const h of list) h.fn(...args);
    return true;
  }
  /** Hooks.call: stops (returns false) when a handler returns false. */
  call(name: string, ...args: unknown[]): boolean {
    for (const h of this.handlers.get(name) ?? []) if (h.fn(...args) === false) return false;
    return true;
  }
}

export interface HarnessGame {
  user: { id: string; isGM: boolean; isActiveGM: boolean };
  userId: string;
  system: { id: string; version: string };
  /** Game#release: the generation the harness simulates (../sim/generation.ts releaseData). */
  release: { generation: number; build: number };
  actors: Collection<HarnessActor>;
  items: WorldCollection<HarnessItem>;
  scenes: Collection<HarnessScene>;
  /** game.packs: CompendiumCollections keyed by collection id (compendium.ts addPack). */
  packs: Collection<HarnessCompendiumCollection>;
  combat: HarnessCombat | null;
  i18n: {
    lang: string;
    localize(key: string): string;
    format(key: string, data?: Record<string, unknown>): string;
  };
  settings: {
    values: Map<string, unknown>;
    /** v13 client/helpers/client-settings.mjs ClientSettings#settings: every registered setting's config. */
    settings: Map<string, unknown>;
    register(namespace: string, key: string, config: { default?: unknown; type?: unknown }): void;
    /** v13 ClientSettings#menus / #registerMenu: settings menus by "namespace.key". */
    menus: Map<string, unknown>;
    registerMenu(namespace: string, key: string, config: object): void;
    /** Keys written through set (a stored Setting document exists for them). */
    stored: Set<string>;
    get(namespace: string, key: string, options?: { document?: boolean }): unknown;
    set(namespace: string, key: string, value: unknown): Promise<unknown>;
  };
}

function makeGame(): HarnessGame {
  const values = new Map<string, unknown>();
  const stored = new Set<string>();
  const types = new Map<string, new (source: unknown) => DataModel>();
  return {
    user: { id: "harnessGM000000a", isGM: true, isActiveGM: true },
    userId: "harnessGM000000a",
    system: { id: "steelbound", version: "test" },
    // The harness stores and applies effects as the simulated generation does, so src is told that one.
    release: releaseData(),
    actors: new Collection(),
    items: new WorldCollection(),
    scenes: new Collection(),
    packs: new Collection(),
    combat: null,
    i18n: {
      lang: "en",
      localize: (key) => key,
      format: (key, data = {}) => `${key} ${JSON.stringify(data)}`,
    },
    settings: {
      values,
      stored,
      settings: new Map<string, unknown>(),
      menus: new Map<string, unknown>(),
      registerMenu(namespace, key, config) {
        this.menus.set(`${namespace}.${key}`, { ...config, key: `${namespace}.${key}`, namespace });
      },
      register(namespace, key, config) {
        this.settings.set(`${namespace}.${key}`, { ...config, namespace, key });
        if (typeof config.type === "function" && config.type.prototype instanceof DataModel)
          types.set(`${namespace}.${key}`, config.type as new (source: unknown) => DataModel);
        if (!values.has(`${namespace}.${key}`)) values.set(`${namespace}.${key}`, config.default);
      },
      // v13 ClientSettings#get: a setting whose type is a DataModel reads back as an instance of it. With
      // {document: true} it returns the stored Setting, or (never written) a new one holding the default,
      // which has no id.
      get: (namespace, key, { document = false } = {}) => {
        const id = `${namespace}.${key}`;
        const raw = values.get(id);
        const Type = types.get(id);
        const value = Type && !(raw instanceof DataModel) ? new Type(raw) : raw;
        if (!document) return value;
        return { id: stored.has(id) ? `setting${id}`.slice(0, 16) : null, key: id, value };
      },
      async set(namespace, key, value) {
        stored.add(`${namespace}.${key}`);
        values.set(`${namespace}.${key}`, value);
        return Promise.resolve(value);
      },
    },
  };
}

function makeConfig() {
  const section = (documentClass: unknown) => ({ documentClass, dataModels: {}, trackableAttributes: {} });
  return {
    Actor: section(HarnessActor),
    Item: section(HarnessItem),
    ActiveEffect: section(HarnessActiveEffect),
    Token: { ...section(HarnessTokenDocument), movement: coreTokenMovement() },
    /** v13 client/config.mjs CONFIG.RegionBehavior: the behaviour types (core's and the system's) and icons. */
    RegionBehavior: { dataModels: {} as Record<string, unknown>, typeIcons: {} as Record<string, string> },
    Combat: section(HarnessCombat),
    Combatant: section(HarnessCombatant),
    CombatantGroup: section(HarnessCombatantGroup),
    statusEffects: [] as unknown[],
    /** v13 client/config.mjs CONFIG.TextEditor.enrichers: custom enrichers systems register. */
    TextEditor: { enrichers: [] as unknown[] },
    /** CONFIG.ui: application classes registered at init (the combat tracker). */
    ui: {} as Record<string, unknown>,
    specialStatusEffects: { DEFEATED: "dead", INVISIBLE: "invisible", BLIND: "blind" } as Record<
      string,
      string
    >,
  };
}

export const notifications: { level: string; message: string }[] = [];

/** Resolves "Actor.<id>" and "Actor.<id>.Item.<id>" against game.actors. */
function fromUuidSync(uuid: string): unknown {
  const parts = uuid.split(".");
  const g = (globalThis as unknown as { game: HarnessGame }).game;
  if (parts[0] !== "Actor") return null;
  const actor = g.actors.get(parts[1] ?? "");
  if (actor && parts[2] === "Item") return actor.items.get(parts[3] ?? "") ?? null;
  return actor ?? null;
}

export function installFoundryGlobals(): void {
  const fields = {
    DataField,
    BooleanField,
    NumberField,
    StringField,
    HTMLField,
    DocumentUUIDField,
    ObjectField,
    SchemaField,
    ArrayField,
    SetField,
  };
  Object.assign(globalThis, {
    foundry: {
      abstract: { DataModel, TypeDataModel },
      // v13 client/data/_module.mjs: TerrainData and the regionBehaviors namespace (base RegionBehaviorType).
      data: {
        fields,
        TerrainData: CoreTerrainData,
        regionBehaviors: { RegionBehaviorType: CoreRegionBehaviorType },
      },
      utils,
      canvas: PLACEHOLDER_CANVAS,
    },
    // v14: ACTIVE_EFFECT_MODES is a deprecated getter (../sim/generation.ts effectConstants), kept by assign.
    CONST: Object.assign(effectConstants(ACTIVE_EFFECT_MODES), { TOKEN_DISPOSITIONS }),
    Hooks: new HarnessHooks(),
    ui: {
      notifications: {
        info: (message: string) => notifications.push({ level: "info", message }),
        warn: (message: string) => notifications.push({ level: "warn", message }),
        error: (message: string) => notifications.push({ level: "error", message }),
      },
    },
    fromUuidSync,
    Actor: HarnessActor,
    Item: HarnessItem,
    ActiveEffect: HarnessActiveEffect,
    TokenDocument: HarnessTokenDocument,
    Combat: HarnessCombat,
    Combatant: HarnessCombatant,
    CombatantGroup: HarnessCombatantGroup,
  });
  resetWorld();
}

/** A fresh CONFIG, game and call log (the registered data models are re-applied by the caller). */
export function resetWorld(): void {
  Object.assign(globalThis, { CONFIG: makeConfig(), game: makeGame() });
  notifications.length = 0;
  resetCalls();
}
