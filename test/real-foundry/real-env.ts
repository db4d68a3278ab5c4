/**
 * Foundry's real v13 `common/` code, loaded from an assembly outside the repository (FOUNDRY_COMMON, see
 * README "Verification"; nothing here reads it unless that variable is set). The real classes need the
 * environmental globals a client would have; they are stubbed here and swapped in only while a real class
 * runs (`withReal`), so the harness globals of the other side stay untouched.
 *
 * Stubs (our code, no Foundry text): game (model, documentTypes, system, release, packs, modules),
 * CONFIG (dataModels per document, compatibility silenced), logger, foundry.documents.BaseUser /
 * BaseFolder / BaseActiveEffect (minimal Documents: no pack document has effects or folders) and
 * foundry.packages.BasePackage.validateId (letters, digits, "-" and "_", as package ids are).
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { vi } from "vitest";

type Ctor = (abstract new (...args: never[]) => unknown) & Record<string, unknown>;
type Module = Record<string, unknown>;
export type ModelTable = Record<string, Record<string, Ctor>>;

export interface RealFoundry {
  fields: Module;
  helpers: Module;
  DataModel: Ctor;
  TypeDataModel: Ctor;
  BaseItem: Ctor;
  BaseActor: Ctor;
  /** Our models built on the real classes, by document name and subtype (plus `settings`, `chat`). */
  models: ModelTable;
}

interface Env {
  foundry: unknown;
  CONST: unknown;
  CONFIG: unknown;
  game: unknown;
  logger: unknown;
}

const g = globalThis as unknown as Env;
let realEnv: Env | undefined;

/** Runs `fn` with the real classes' globals installed, then puts the harness globals back. */
export function withReal<T>(fn: () => T): T {
  if (!realEnv) throw new Error("loadRealFoundry first");
  const saved: Env = { foundry: g.foundry, CONST: g.CONST, CONFIG: g.CONFIG, game: g.game, logger: g.logger };
  Object.assign(g, realEnv);
  try {
    return fn();
  } finally {
    Object.assign(g, saved);
  }
}

async function load(folder: string, path: string): Promise<Module> {
  return (await import(/* @vite-ignore */ pathToFileURL(join(folder, "common", path)).href)) as Module;
}

const silent = { warn: () => undefined, error: () => undefined, info: () => undefined, log: () => undefined };

function defaultOf(module: Module): Ctor {
  return module["default"] as Ctor;
}

/** A minimal Document subclass (id + name) for the documents no Steelbound schema reaches. */
function minimalDocument(Document: Ctor, fields: Module, name: string): Ctor {
  const { DocumentIdField, StringField } = fields as Record<
    "DocumentIdField" | "StringField",
    new () => unknown
  >;
  const base = Document as unknown as { metadata: object } & (new (...a: never[]) => object);
  const cls = class extends base {
    static override metadata = Object.freeze({
      ...base.metadata,
      name,
      collection: `${name.toLowerCase()}s`,
    });
    static defineSchema() {
      return { _id: new DocumentIdField(), name: new StringField() };
    }
  };
  Object.defineProperty(cls, "name", { value: `Base${name}` });
  return cls as unknown as Ctor;
}

export async function loadRealFoundry(folder: string): Promise<RealFoundry> {
  await load(folder, "primitives/array.mjs");
  await load(folder, "primitives/number.mjs");
  const helpers = await load(folder, "utils/helpers.mjs");
  const logging = await load(folder, "utils/logging.mjs");
  const constants = await load(folder, "constants.mjs");
  const fields = await load(folder, "data/fields.mjs");
  const validators = await load(folder, "data/validators.mjs");
  const DataModel = defaultOf(await load(folder, "abstract/data.mjs"));
  const TypeDataModel = defaultOf(await load(folder, "abstract/type-data.mjs"));
  const Document = defaultOf(await load(folder, "abstract/document.mjs"));
  const BaseItem = defaultOf(await load(folder, "documents/item.mjs"));
  const BaseActor = defaultOf(await load(folder, "documents/actor.mjs"));
  const documents: Record<string, Ctor> = {
    BaseItem,
    BaseActor,
    BaseUser: minimalDocument(Document, fields, "User"),
    BaseFolder: minimalDocument(Document, fields, "Folder"),
    BaseActiveEffect: minimalDocument(Document, fields, "ActiveEffect"),
  };
  const harness = g.foundry as Record<string, unknown>;
  const foundry = {
    ...harness,
    abstract: { DataModel, TypeDataModel, Document },
    data: { fields, validators },
    utils: {
      ...(harness["utils"] as Module),
      ...helpers,
      logCompatibilityWarning: logging["logCompatibilityWarning"],
    },
    documents,
    packages: {
      BasePackage: {
        validateId: (id: string) => {
          if (!/^[A-Za-z0-9_-]+$/.test(id)) throw new Error(`invalid package id "${id}"`);
        },
      },
    },
  };
  const config: Record<string, unknown> = {
    // COMPATIBILITY_MODES.SILENT: deprecation notices are not what this test is about.
    compatibility: {
      mode: (constants["COMPATIBILITY_MODES"] as { SILENT: number }).SILENT,
      includePatterns: [],
      excludePatterns: [],
    },
  };
  const harnessGame = g.game as Record<string, unknown>;
  realEnv = { foundry, CONST: constants, CONFIG: config, game: { ...harnessGame }, logger: silent };

  // Our models, imported afresh with the real classes as their bases.
  const saved = { foundry: g.foundry, CONST: g.CONST, CONFIG: g.CONFIG, game: g.game, logger: g.logger };
  Object.assign(g, realEnv);
  const models: ModelTable = {};
  try {
    vi.resetModules();
    const m = (await import("../../src/data/models.ts")) as unknown as Record<string, Record<string, Ctor>>;
    models["Actor"] = m["ACTOR_MODELS"] ?? {};
    models["Item"] = m["ITEM_MODELS"] ?? {};
    models["CombatantGroup"] = m["COMBATANT_GROUP_MODELS"] ?? {};
    models["settings"] = await settingsModels();
    models["ChatMessage"] = await chatModels();
  } finally {
    Object.assign(g, saved);
    vi.resetModules();
  }
  const types = (table: Record<string, Ctor>) => Object.fromEntries(Object.keys(table).map((t) => [t, {}]));
  Object.assign(config, {
    Item: { dataModels: models["Item"] },
    Actor: { dataModels: models["Actor"] },
  });
  const documentTypes = {
    Item: Object.keys(models["Item"] ?? {}),
    Actor: Object.keys(models["Actor"] ?? {}),
  };
  Object.assign(realEnv.game as object, {
    model: { Item: types(models["Item"] ?? {}), Actor: types(models["Actor"] ?? {}) },
    documentTypes: { ...documentTypes, ActiveEffect: ["base"], Folder: ["base"], User: ["base"] },
    system: {
      id: "steelbound",
      version: "0.0.0",
      strictDataCleaning: false,
      documentTypes: { Item: types(models["Item"] ?? {}), Actor: types(models["Actor"] ?? {}) },
    },
    release: { version: "13.351", generation: 13 },
    packs: new Map(),
    modules: new Map(),
    collections: undefined,
  });
  return { fields, helpers, DataModel, TypeDataModel, BaseItem, BaseActor, models };
}

/** Every exported class with a defineSchema among the given modules. */
function schemaClasses(modules: Module[]): Record<string, Ctor> {
  const out: Record<string, Ctor> = {};
  for (const module of modules)
    for (const [name, value] of Object.entries(module))
      if (typeof value === "function" && "defineSchema" in value) out[name] = value as unknown as Ctor;
  return out;
}

async function settingsModels(): Promise<Record<string, Ctor>> {
  return schemaClasses([
    await import("../../src/data/settings/director.ts"),
    await import("../../src/data/settings/malice.ts"),
    await import("../../src/data/settings/ledger.ts"),
    await import("../../src/data/settings/hero-tokens.ts"),
  ] as Module[]);
}

async function chatModels(): Promise<Record<string, Ctor>> {
  return schemaClasses([
    await import("../../src/chat/test-model.ts"),
    await import("../../src/chat/ability-use-model.ts"),
    await import("../../src/chat/test-call-model.ts"),
  ] as Module[]);
}
