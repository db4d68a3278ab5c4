/**
 * Foundry v13 stand-ins for combat tests: Combat / Combatant / CombatantGroup, world settings, Hooks,
 * and actors shaped like docs/DATA.md. Small and faithful to documented behaviour: `update` merges like
 * `foundry.utils.mergeObject` (objects merge, arrays and primitives replace), `isDefeated` reads
 * `defeated`, `CombatantGroup#members` is the set of combatants whose `group` is its id.
 * Import this module before any src module: it installs globals the documents extend at load time.
 */
import { advanceWorldTime, combatSounds, coreNextRound, coreStartCombat } from "./combat-core.ts";
import { everyFile } from "./shared-graph.ts";
/* The stand-ins are assigned to Foundry's typed globals; one cast per global, explained where made. */

type Data = Record<string, unknown>;
const isPlain = (v: unknown): v is Data => typeof v === "object" && v !== null && !Array.isArray(v);

/** Dotted keys → nested objects, as Foundry's `expandObject`. */
export function expand(data: Data): Data {
  const out: Data = {};
  for (const [key, value] of Object.entries(data)) {
    const parts = key.split(".");
    let here = out;
    for (const part of parts.slice(0, -1)) {
      if (!isPlain(here[part])) here[part] = {};
      here = here[part] as Data;
    }
    here[parts.at(-1) ?? key] = isPlain(value) ? expand(value) : value;
  }
  return out;
}

/** Foundry's `mergeObject` for updates (insertKeys, overwrite, `-=key` deletes). */
export function merge(target: Data, changes: Data): void {
  for (const [key, value] of Object.entries(changes)) {
    if (key.startsWith("-=")) {
      Reflect.deleteProperty(target, key.slice(2));
      continue;
    }
    const current = target[key];
    if (isPlain(value) && isPlain(current)) merge(current, value);
    else
      target[key] = isPlain(value)
        ? structuredClone(value)
        : Array.isArray(value)
          ? [...(value as unknown[])]
          : value;
  }
}

let nextId = 1;
const newId = (prefix: string) => `${prefix}${String(nextId++).padStart(4, "0")}`;

/** Foundry's Collection: keyed by id, and iterating it yields the documents (not entries). */
export class HarnessCollection<T extends { id: string }> {
  readonly #map = new Map<string, T>();
  get(id: string): T | undefined {
    return this.#map.get(id);
  }
  set(id: string, value: T): this {
    this.#map.set(id, value);
    return this;
  }
  has(id: string): boolean {
    return this.#map.has(id);
  }
  delete(id: string): boolean {
    return this.#map.delete(id);
  }
  get size(): number {
    return this.#map.size;
  }
  get contents(): T[] {
    return [...this.#map.values()];
  }
  [Symbol.iterator](): IterableIterator<T> {
    return this.#map.values();
  }
  find(fn: (v: T) => boolean): T | undefined {
    return this.contents.find(fn);
  }
  filter(fn: (v: T) => boolean): T[] {
    return this.contents.filter(fn);
  }
  map<U>(fn: (v: T) => U): U[] {
    return this.contents.map(fn);
  }
}

class HarnessDocument {
  id: string;
  flags: Data = {};
  constructor(prefix: string, data: Data = {}) {
    this.id = typeof data["_id"] === "string" ? data["_id"] : newId(prefix);
    merge(this as unknown as Data, expand({ ...data }));
  }
  /** Document#update: _preUpdate may change the (expanded) changes or cancel with false. */
  async update(changes: Data, options: Data = {}): Promise<this> {
    const expanded = expand(changes);
    if ((await this._preUpdate(expanded, options, user.id)) === false) return this;
    merge(this as unknown as Data, expanded);
    return this;
  }
  protected _preUpdate(_changes: Data, _options: Data, _userId: string): Promise<boolean | undefined> {
    return Promise.resolve(undefined);
  }
  getFlag(scope: string, key: string): unknown {
    const s = this.flags[scope];
    return isPlain(s) ? s[key] : undefined;
  }
  async setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ flags: { [scope]: { [key]: value } } });
  }
}

/** An actor shaped like docs/DATA.md: `update` merges into `system`, `items` is a collection. */
export class HarnessActor extends HarnessDocument {
  type: string;
  name: string;
  system: Data;
  items = new HarnessCollection<HarnessItem>();
  statuses = new Set<string>();
  effects = new HarnessCollection<HarnessEffect>();
  /** Document#ownership: user id → level (3 = OWNER). */
  ownership: Record<string, number> = {};
  constructor(data: { type: string; name?: string; system?: Data; items?: HarnessItem[] }) {
    super("Actor");
    this.type = data.type;
    this.name = data.name ?? data.type;
    this.system = structuredClone(data.system ?? {});
    for (const item of data.items ?? []) {
      item.parent = this;
      this.items.set(item.id, item);
    }
  }
  get uuid(): string {
    return `Actor.${this.id}`;
  }
  /** Actor#getRollData: v13 returns the system data. */
  getRollData(): Data {
    return this.system;
  }
  /** Embedded deletions, one entry per call (Document#deleteEmbeddedDocuments batches its ids). */
  deleteCalls: { embeddedName: string; ids: string[] }[] = [];
  async deleteEmbeddedDocuments(embeddedName: string, ids: string[]): Promise<HarnessEffect[]> {
    this.deleteCalls.push({ embeddedName, ids: [...ids] });
    const gone = ids.flatMap((id) => {
      const effect = this.effects.get(id);
      return effect ? [effect] : [];
    });
    for (const effect of gone) await effect.delete();
    return gone;
  }
  /** Actor#toggleStatusEffect: records the status (the token overlay is not simulated). */
  async toggleStatusEffect(id: string, options: { active?: boolean } = {}): Promise<boolean> {
    const active = options.active ?? !this.statuses.has(id);
    if (active) this.statuses.add(id);
    else this.statuses.delete(id);
    return Promise.resolve(active);
  }
}

export class HarnessItem extends HarnessDocument {
  type: string;
  name: string;
  system: Data;
  parent: HarnessActor | null = null;
  constructor(data: { type: string; name: string; system?: Data }) {
    super("Item");
    this.type = data.type;
    this.name = data.name;
    this.system = structuredClone(data.system ?? {});
  }
}

export class HarnessEffect extends HarnessDocument {
  name: string;
  statuses: Set<string>;
  deleted = false;
  parent: HarnessActor;
  constructor(parent: HarnessActor, data: { name: string; statuses?: string[] }) {
    super("Effect");
    this.parent = parent;
    this.name = data.name;
    this.statuses = new Set(data.statuses ?? []);
  }
  async delete(): Promise<this> {
    this.deleted = true;
    this.parent.effects.delete(this.id);
    for (const s of this.statuses) this.parent.statuses.delete(s);
    return Promise.resolve(this);
  }
}

export class HarnessCombatant extends HarnessDocument {
  actor: HarnessActor | null = null;
  token: { disposition: number } | null = null;
  group: string | null = null;
  defeated = false;
  hidden = false;
  initiative: number | null = null;
  parent: HarnessCombat | null = null;
  /** Combatant#players: users owning the actor. */
  players: { id: string }[] = [];
  get isDefeated(): boolean {
    return this.defeated;
  }
  get name(): string {
    return this.actor?.name ?? "";
  }
}

export class HarnessCombatantGroup extends HarnessDocument {
  type: string;
  name: string;
  system: Data;
  parent: HarnessCombat | null = null;
  constructor(data: { type: string; name?: string; system?: Data }) {
    super("Group");
    this.type = data.type;
    this.name = data.name ?? data.type;
    this.system = structuredClone(data.system ?? {});
  }
  get members(): Set<HarnessCombatant> {
    return new Set(this.parent?.combatants.filter((c) => c.group === this.id) ?? []);
  }
  get defeated(): boolean {
    return [...this.members].every((m) => m.isDefeated);
  }
}

export class HarnessCombat extends HarnessDocument {
  round = 0;
  turn: number | null = null;
  deleted = false;
  combatants = new HarnessCollection<HarnessCombatant>();
  groups = new HarnessCollection<HarnessCombatantGroup>();
  constructor(data: Data = {}) {
    super("Combat", data);
  }
  get started(): boolean {
    return this.round > 0;
  }
  get combatant(): HarnessCombatant | null {
    return null;
  }
  /** v13 core startCombat / nextRound and the server's world time advance (combat-core.ts). */
  startCombat(): Promise<this> {
    return coreStartCombat(this);
  }
  nextRound(): Promise<this> {
    return coreNextRound(this);
  }
  override async update(changes: Data, options: Data = {}): Promise<this> {
    await super.update(changes, options);
    advanceWorldTime(options);
    return this;
  }
  async delete(): Promise<this> {
    this.deleted = true;
    return Promise.resolve(this);
  }
}

/** World settings with DataModel types, as ClientSettings does for `type: SomeDataModel`. */
interface RegisteredSetting {
  type: unknown;
  default: unknown;
  onChange?: (v: unknown) => void;
}
export class HarnessSettings {
  /** v13 client/game.mjs Game#registerSettings registers the client's default roll mode, as the sim does. */
  registered = new Map<string, RegisteredSetting>([
    ["core.rollMode", { type: String, default: "publicroll" }],
  ]);
  stored = new Map<string, unknown>();
  /** v13 ClientSettings#settings: the registered settings by "namespace.key". */
  get settings(): Map<string, RegisteredSetting> {
    return this.registered;
  }
  register(ns: string, key: string, data: RegisteredSetting): void {
    this.registered.set(`${ns}.${key}`, data);
  }
  get(ns: string, key: string): unknown {
    const setting = this.registered.get(`${ns}.${key}`);
    if (!setting) throw new Error(`setting ${ns}.${key} not registered`);
    const raw = this.stored.has(`${ns}.${key}`) ? this.stored.get(`${ns}.${key}`) : setting.default;
    const Type = setting.type as { prototype: unknown; fromSource?: (d: unknown) => unknown };
    if (typeof Type.fromSource === "function") return Type.fromSource(toSource(raw));
    // A DataModel type without fromSource (the harness's own DataModel): built from its source.
    const DataModel = (
      globalThis as unknown as { foundry: { abstract: { DataModel: abstract new () => object } } }
    ).foundry.abstract.DataModel;
    const ModelType = setting.type as (new (source: unknown) => object) | undefined;
    if (typeof ModelType === "function" && ModelType.prototype instanceof DataModel)
      return new ModelType(toSource(raw));
    return structuredClone(raw);
  }
  async set(ns: string, key: string, value: unknown): Promise<unknown> {
    const setting = this.registered.get(`${ns}.${key}`);
    if (!setting) throw new Error(`setting ${ns}.${key} not registered`);
    this.stored.set(`${ns}.${key}`, toSource(value));
    setting.onChange?.(value);
    return Promise.resolve(value);
  }
}
const toSource = (v: unknown): unknown =>
  isPlain(v) && typeof (v as { toObject?: unknown }).toObject === "function"
    ? (v as { toObject: () => unknown }).toObject()
    : structuredClone(v);

/** DataModel and NumberField enough for typed settings: initial values, integer clamping by `min`. */
class HarnessField {
  constructor(readonly options: { initial?: unknown; min?: number }) {}
  clean(v: unknown): unknown {
    if (typeof v !== "number") return this.options.initial;
    return this.options.min !== undefined ? Math.max(this.options.min, v) : v;
  }
}
/** ObjectField and ArrayField enough for the GM's record: an object (an array) source kept, else empty. */
class HarnessObjectField extends HarnessField {
  constructor() {
    super({});
  }
  override clean(v: unknown): unknown {
    return typeof v === "object" && v !== null && !Array.isArray(v) ? structuredClone(v) : {};
  }
}
class HarnessArrayField extends HarnessField {
  constructor() {
    super({});
  }
  override clean(v: unknown): unknown {
    return Array.isArray(v) ? structuredClone(v) : [];
  }
}
class HarnessDataModel {
  static defineSchema(): Record<string, HarnessField> {
    return {};
  }
  constructor(source: Data = {}) {
    const schema = (this.constructor as typeof HarnessDataModel).defineSchema();
    for (const [key, field] of Object.entries(schema))
      (this as unknown as Data)[key] = field.clean(source[key]);
  }
  static fromSource(source: Data): HarnessDataModel {
    return new this(source);
  }
  toObject(): Data {
    return { ...(this as unknown as Data) };
  }
}

export interface HookCall {
  hook: string;
  args: unknown[];
}
export const hookCalls: HookCall[] = [];
export const chatMessages: Data[] = [];

export const settings = new HarnessSettings();
export const user = { id: "gm", isGM: true, name: "Gamemaster" };
/** game.actors: the world's actors (tests add theirs). */
export const actors = new HarnessCollection<HarnessActor>();
/** game.combats: the world's combats (tests add theirs). */
export const combats = new HarnessCollection<HarnessCombat>();

/**
 * Wires the combat stand-ins into the globals the harness set-up made: at import, and again before every
 * later file of a worker (./setup-combat-flow.ts), since test files share one module graph.
 */
export function installCombatFlowGlobals(): void {
  const g = globalThis as unknown as Data;
  const foundryNs = (g["foundry"] ?? {}) as Data;
  g["foundry"] = foundryNs;
  const abstractNs = (foundryNs["abstract"] ?? {}) as Data;
  foundryNs["abstract"] = abstractNs;
  abstractNs["DataModel"] ??= HarnessDataModel;
  const dataNs = (foundryNs["data"] ?? {}) as Data;
  foundryNs["data"] = dataNs;
  const fieldsNs = (dataNs["fields"] ?? {}) as Data;
  dataNs["fields"] = fieldsNs;
  for (const name of ["NumberField", "StringField", "BooleanField", "SchemaField"])
    fieldsNs[name] ??= HarnessField;
  fieldsNs["ObjectField"] ??= HarnessObjectField;
  fieldsNs["ArrayField"] ??= HarnessArrayField;

  const game = (g["game"] ?? {}) as Data;
  g["game"] = game;
  // Combat tests own the user (GM or player) and the world settings they read and write.
  game["settings"] = settings;
  game["user"] = user;
  game["actors"] = actors;
  game["combats"] = combats;
  game["i18n"] ??= {
    localize: (k: string) => k,
    format: (k: string, data: Data) => `${k} ${JSON.stringify(data)}`,
  };
  g["Hooks"] ??= {
    callAll: (hook: string, ...args: unknown[]) => {
      hookCalls.push({ hook, args });
      return true;
    },
    call: (hook: string, ...args: unknown[]) => {
      hookCalls.push({ hook, args });
      return true;
    },
    on: () => 0,
    once: () => 0,
  };
  const constNs = (g["CONST"] ?? {}) as Data;
  g["CONST"] = constNs;
  constNs["TOKEN_DISPOSITIONS"] ??= { SECRET: -2, HOSTILE: -1, NEUTRAL: 0, FRIENDLY: 1 };
  constNs["DOCUMENT_OWNERSHIP_LEVELS"] ??= { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 };
  // ChatMessage.create records the message (another harness file may install a ChatMessage without it).
  const chatMessage = (g["ChatMessage"] ?? {}) as Data;
  g["ChatMessage"] = chatMessage;
  if (typeof chatMessage["create"] !== "function")
    chatMessage["create"] = async (data: Data) => {
      chatMessages.push(data);
      return Promise.resolve(data);
    };
  // The combat documents under test extend these; other harness files' Combat stand-ins are replaced here
  // (the files that import this module share module graphs only with each other: vitest.config.ts).
  g["Combat"] = HarnessCombat;
  g["Combatant"] = HarnessCombatant;
  g["CombatantGroup"] = HarnessCombatantGroup;
}
installCombatFlowGlobals();

/** Resets what one test leaves behind (settings values, hooks, chat). */
export function resetHarness(): void {
  settings.stored.clear();
  for (const c of combats.contents) combats.delete(c.id);
  for (const a of actors.contents) actors.delete(a.id);
  hookCalls.length = 0;
  chatMessages.length = 0;
  combatSounds.length = 0;
  user.isGM = true;
}
everyFile(() => {
  nextId = 1;
  hookCalls.length = 0;
  chatMessages.length = 0;
  resetHarness();
  settings.registered = new HarnessSettings().registered;
});
