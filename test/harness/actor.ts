/**
 * Actor, Item, ActiveEffect and TokenDocument stand-ins (v13 client documents), limited to what src uses:
 * - Actor#applyActiveEffects (called from prepareEmbeddedDocuments, i.e. after system.prepareBaseData
 *   and before system.prepareDerivedData): non-disabled effects' changes sorted by priority
 *   (default mode × 10) and applied; `statuses` rebuilt from the effects.
 * - ActiveEffect#apply as v13 DataField#applyChange does for every field type (effect-change.ts):
 *   numbers, booleans, strings (ADD concatenates, OVERRIDE replaces), arrays and sets.
 * - v14 (FOUNDRY_GENERATION=14) instead: Actor#applyActiveEffects(phase), "initial" from
 *   prepareEmbeddedDocuments and "final" after prepareData's derived data; each active effect's
 *   `system.changes` whose phase is this phase (ActiveEffect#shouldApplyChange), copied with `effect`,
 *   sorted by priority (the type's default), `mode`-shimmed, and handed to the STATIC
 *   `CONFIG.ActiveEffect.documentClass.applyChange(actor, change, {replacementData})`. The instance
 *   `apply` is only a deprecated shim there (a compatibility warning, then the static route); core never
 *   calls it (read in stored id 67048006496, a system's copy of v14's applyActiveEffects(phase)).
 *   ActiveEffect.applyChange (stored 56231385642, a copy of the v14 body): a registered change type's
 *   handler, else the field's applyChangeField, else _applyChangeUnguided; here every type applies as
 *   the v13 mode of its name through effect-change.ts (no change types are registered).
 * - Actor#toggleStatusEffect(id, {active, overlay}) as in v13: finds single-status effects carrying the
 *   id; deletes them unless `active` is true; creates one from CONFIG.statusEffects unless `active` is
 *   false; an unknown id throws.
 * - Actor#modifyTokenAttribute as in v13 (the token bar's write: a bar's value clamped to 0…max).
 * - TokenDocument#getBarAttribute reads `bar.attribute` from actor.system: {value, max} → "bar".
 */
import { Collection } from "./collection.ts";
import { HarnessDocument } from "./document.ts";
import { applyEffectChange } from "./effect-change.ts";
import { deepClone, getProperty, logCompatibilityWarning, setProperty, type Plain } from "./utils.ts";
import {
  migrateEffectSource,
  modeOfChangeType,
  shimChangeModes,
  shimEffectData,
  simV14,
  V14_CHANGE_PHASES,
  V14_CHANGE_TYPES,
  V14_DEPRECATIONS,
} from "../sim/generation.ts";

export const ACTIVE_EFFECT_MODES = {
  CUSTOM: 0,
  MULTIPLY: 1,
  ADD: 2,
  DOWNGRADE: 3,
  UPGRADE: 4,
  OVERRIDE: 5,
} as const;
export const TOKEN_DISPOSITIONS = { SECRET: -2, HOSTILE: -1, NEUTRAL: 0, FRIENDLY: 1 } as const;

interface StatusEffectConfig extends Plain {
  id: string;
  name: string;
  img: string;
}
function statusEffects(): StatusEffectConfig[] {
  return (globalThis as unknown as { CONFIG: { statusEffects: StatusEffectConfig[] } }).CONFIG.statusEffects;
}
function localize(key: string): string {
  return (globalThis as unknown as { game: { i18n: { localize(k: string): string } } }).game.i18n.localize(
    key,
  );
}

export interface EffectChange {
  key: string;
  mode: number;
  /** Text as v13 stores it; on v14 whatever BaseActiveEffect.migrateData parsed it to (a number, boolean, …). */
  value: unknown;
  priority?: number | null;
}

export class HarnessActiveEffect extends HarnessDocument {
  static override documentName = "ActiveEffect";
  /** As v14 (FOUNDRY_GENERATION=14) BaseActiveEffect.migrateData: root `changes` are stored in `system.changes`. */
  constructor(data: Plain = {}, options: { parent?: HarnessDocument | null } = {}) {
    super(migrateEffectSource(data), options);
    shimEffectData(this._source);
  }
  /**
   * v13: the root `changes`. v14: the deprecated `changes` getter returns `system.changes`, whose string
   * `type` is applied as the v13 mode of that name (v14 ActiveEffect.applyChange; see ../sim/generation.ts).
   */
  get changes(): EffectChange[] {
    if (!simV14()) return (this._source["changes"] as EffectChange[] | undefined) ?? [];
    // v14 ActiveEffect#_initialize defines this getter as deprecated (declaration 58564215003).
    logCompatibilityWarning(V14_DEPRECATIONS.effectChanges, { since: 14, until: 16, once: true });
    const system = this._source["system"] as { changes?: Plain[] } | undefined;
    return (system?.changes ?? []).map((c) => ({
      key: typeof c["key"] === "string" ? c["key"] : "",
      mode: modeOfChangeType(c["type"]),
      // v14's getter hands back system.changes as stored: a migrated value is a number, boolean, … not text.
      value: c["value"],
      ...(typeof c["priority"] === "number" ? { priority: c["priority"] } : {}),
    }));
  }
  get statuses(): Set<string> {
    return new Set((this._source["statuses"] as string[] | undefined) ?? []);
  }
  get disabled(): boolean {
    return this._source["disabled"] === true;
  }
  /** v13 client/documents/active-effect.mjs ActiveEffect#isSuppressed: false unless a system data model says so. */
  get isSuppressed(): boolean {
    return false;
  }
  /** v13 ActiveEffect#active: `!disabled && !isSuppressed` (a subclass's isSuppressed counts). */
  get active(): boolean {
    return !this.disabled && !this.isSuppressed;
  }
  /** v13 common/documents/active-effect.mjs BaseActiveEffect schema: `transfer` starts true. */
  get transfer(): boolean {
    return this._source["transfer"] !== false;
  }
  /**
   * v13 ActiveEffect#target (legacyTransferral off): an actor's own effect targets the actor; an item's
   * transferred effect targets the item's owner (null for an unowned item); an untransferred one the item.
   */
  get target(): HarnessDocument | null {
    if (this.parent instanceof HarnessActor) return this.parent;
    return this.transfer ? (this.parent?.parent ?? null) : this.parent;
  }
  /** v13 BaseActiveEffect#_preCreate: an effect created on an actor never transfers. */
  protected override _preCreate(data: Plain, options: Plain, userId: string): Promise<boolean | undefined> {
    if (this.parent instanceof HarnessActor) this.updateSource({ transfer: false });
    return super._preCreate(data, options, userId);
  }
  get origin(): string | null {
    return (this._source["origin"] as string | null | undefined) ?? null;
  }
  /** v13 BaseActiveEffect schema `_stats` (DocumentStatsField): `lastModifiedBy` as the server stored it. */
  get _stats(): Plain {
    return (this._source["_stats"] as Plain | undefined) ?? {};
  }
  /**
   * v13 ActiveEffect#apply for every field type (effect-change.ts): the changed paths and values.
   * v14: a deprecated shim (declaration 58564215003: "You are accessing ActiveEffect#apply, which has been
   * moved to ActiveEffect.applyChange") that logs a compatibility warning and hands the change to the
   * static applyChange of the configured class with this effect attached (the forwarding is inferred from
   * that message; no v14 .mjs of the shim was found in the stored code).
   */
  apply(actor: HarnessDocument, change: EffectChange): Plain {
    if (!simV14()) return applyEffectChange(actor, change);
    logCompatibilityWarning(V14_DEPRECATIONS.instanceApply, { since: 14, until: 16, once: true });
    return effectClassStatics().applyChange(actor, { ...change, effect: this });
  }

  /**
   * v14 ActiveEffect#shouldApplyChange(change, {phase}): `change.phase === phase` (read in the port
   * 66655112098). A change without a phase has the schema's initial "initial" (declaration 58564215003
   * ChangeData.phase @defaultValue).
   */
  shouldApplyChange(change: Plain, options: { phase?: string } = {}): boolean {
    return (change["phase"] ?? "initial") === options.phase;
  }
}

/** A v14 change as Actor#applyActiveEffects(phase) hands it to ActiveEffect.applyChange. */
export interface V14AppliedChange extends Plain {
  key: string;
  type: string;
  value: unknown;
  phase: string;
  priority: number;
  effect: HarnessActiveEffect;
}

/**
 * v14 static ActiveEffect.applyChange(targetDoc, change, {replacementData, modifyTarget}) (a copy of its
 * body in stored 56231385642; signature in declaration 58564215003): the written paths and values. No
 * CONFIG.ActiveEffect.changeTypes handler is registered in the simulation, and `@` data references are not
 * replaced; each core type applies as the v13 mode of the same name (effect-change.ts), "subtract" excepted
 * (not emulated). Defined on v14 only: v13's ActiveEffect has no static applyChange.
 */
function v14ApplyChange(target: HarnessDocument, change: Plain): Plain {
  const key = typeof change["key"] === "string" ? change["key"] : "";
  return applyEffectChange(target, { key, mode: modeOfChangeType(change["type"]), value: change["value"] });
}
if (simV14())
  Object.defineProperty(HarnessActiveEffect, "applyChange", {
    value: v14ApplyChange,
    writable: true,
    configurable: true,
  });

/** The configured effect class's statics (v14 `foundry.documents.ActiveEffect.implementation`). */
function effectClassStatics(): {
  applyChange(target: HarnessDocument, change: Plain, options?: Plain): Plain;
} {
  return effectClass() as unknown as {
    applyChange(target: HarnessDocument, change: Plain, options?: Plain): Plain;
  };
}

export class HarnessItem extends HarnessDocument {
  static override documentName = "Item";
  static override embedded = [
    { name: "ActiveEffect", collection: "effects", documentClass: () => effectClass() },
  ];
  get actor(): HarnessDocument | null {
    return this.parent;
  }
  get effects(): Collection<HarnessActiveEffect> {
    const effects = new Collection<HarnessActiveEffect>();
    for (const doc of this.getEmbeddedCollection("ActiveEffect"))
      if (doc instanceof HarnessActiveEffect) effects.set(doc.id, doc);
    return effects;
  }
  /**
   * v13 client/documents/actor.mjs Actor#_on{Create,Update,Delete}DescendantDocuments: a change to an
   * owned item's effect (a grandchild of the actor) resets the actor, so its transferred effects re-apply.
   */
  protected override _onDescendantChange(action: string, embeddedName: string, options: Plain): void {
    if (embeddedName === "ActiveEffect" && this.parent instanceof HarnessActor) this.parent.reset();
    super._onDescendantChange(action, embeddedName, options);
  }
}

/**
 * v14 Actor#_completedActiveEffectPhases, cleared in Actor#prepareBaseData (outside the instance: the base
 * constructor prepares the actor before a field initialiser would run).
 */
const completedPhases = new WeakMap<object, Set<string>>();

export class HarnessActor extends HarnessDocument {
  static override documentName = "Actor";
  static override embedded = [
    { name: "Item", collection: "items", documentClass: () => itemClass() },
    { name: "ActiveEffect", collection: "effects", documentClass: () => effectClass() },
  ];
  // Declared, not initialised: a field initialiser would run after the base constructor prepared the
  // actor and wipe the statuses applyActiveEffects just derived (a freshly built synthetic actor kept none).
  declare statuses: Set<string>;

  get items(): Collection<HarnessDocument> {
    return this.getEmbeddedCollection("Item");
  }
  get effects(): Collection<HarnessActiveEffect> {
    const effects = new Collection<HarnessActiveEffect>();
    for (const doc of this.getEmbeddedCollection("ActiveEffect"))
      if (doc instanceof HarnessActiveEffect) effects.set(doc.id, doc);
    return effects;
  }
  /** PrototypeToken data (width, height, disposition, actorLink, bar1…). */
  get prototypeToken(): Plain {
    return (this._source["prototypeToken"] ??= {
      width: 1,
      height: 1,
      disposition: TOKEN_DISPOSITIONS.HOSTILE,
      actorLink: false,
      bar1: { attribute: null },
    }) as Plain;
  }

  /** v13 common/documents/actor.mjs: the `_stats` field (compendiumSource, coreVersion…) as stored. */
  get _stats(): Plain {
    return (this._source["_stats"] as Plain | undefined) ?? {};
  }

  /**
   * v13 client/documents/actor.mjs Actor#getTokenDocument: the prototype token's data with this actor's id,
   * `data` merged over it, as an unsaved TokenDocument (CONFIG.Token.documentClass). Wildcard images and
   * appended numbers or adjectives are not simulated; a prototype without a name takes the actor's.
   */
  async getTokenDocument(data: Plain = {}): Promise<HarnessDocument> {
    const tokenData: Plain = { name: this.name, ...deepClone(this.prototypeToken), actorId: this.id };
    for (const [key, value] of Object.entries(data)) setProperty(tokenData, key, value);
    const config = (globalThis as { CONFIG?: { Token?: { documentClass?: unknown } } }).CONFIG;
    const cls = (config?.Token?.documentClass ?? HarnessDocument) as new (data: Plain) => HarnessDocument;
    return Promise.resolve(new cls(tokenData));
  }

  override prepareBaseData(): void {
    super.prepareBaseData();
    completedPhases.set(this, new Set());
  }

  override prepareEmbeddedDocuments(): void {
    super.prepareEmbeddedDocuments();
    if (simV14()) this.applyActiveEffects("initial");
    else this.applyActiveEffects();
  }

  /** v14 Actor#prepareData: super.prepareData(), then applyActiveEffects("final") after the derived data. */
  override prepareData(): void {
    super.prepareData();
    if (simV14()) this.applyActiveEffects("final");
  }

  /**
   * v13 Actor#allApplicableEffects (CONFIG.ActiveEffect.legacyTransferral false, v13's default): the
   * actor's own effects, then every owned item's effects whose `transfer` is true.
   */
  *allApplicableEffects(): Generator<HarnessActiveEffect> {
    yield* this.effects;
    for (const item of this.items)
      if (item instanceof HarnessItem) for (const effect of item.effects) if (effect.transfer) yield effect;
  }
  /** v13 Actor#appliedEffects: the applicable effects that are active. */
  get appliedEffects(): HarnessActiveEffect[] {
    return [...this.allApplicableEffects()].filter((e) => e.active);
  }

  applyActiveEffects(phase?: string): void {
    if (simV14()) {
      this.applyPhase(phase);
      return;
    }
    this.statuses = new Set();
    const changes: (EffectChange & { effect: HarnessActiveEffect; priority: number })[] = [];
    for (const effect of this.allApplicableEffects()) {
      if (!effect.active) continue;
      for (const change of effect.changes)
        changes.push({ ...change, effect, priority: change.priority ?? change.mode * 10 });
      for (const status of effect.statuses) this.statuses.add(status);
    }
    changes.sort((a, b) => a.priority - b.priority);
    for (const change of changes) if (change.key) change.effect.apply(this, change);
  }

  /**
   * v14 Actor#applyActiveEffects(phase) (stored 67048006496, a copy of v14's body; phases and their call
   * sites in v14 client/documents/actor.mjs #prepareEmbeddedDocuments and #prepareData as read in stored
   * 66560249536 and 66865364017): an unknown or already-applied phase is refused; for each active
   * applicable effect, each `system.changes` entry with a key that `effect.shouldApplyChange(change, {phase})`
   * accepts is copied with `effect` (priority defaulting to its type's, ActiveEffect#prepareBaseData), the
   * copies sorted by priority and mode-shimmed (ActiveEffect._shimChanges), and each handed to the static
   * applyChange of the configured effect class. `statuses` are rebuilt in the "initial" phase. Token changes
   * (`token.*`, tokenActiveEffectChanges) and the no-argument compatibility path are not emulated.
   */
  protected applyPhase(phase: string | undefined): void {
    const completed = completedPhases.get(this) ?? new Set<string>();
    completedPhases.set(this, completed);
    if (phase === undefined || !V14_CHANGE_PHASES.includes(phase) || completed.has(phase)) {
      console.error(`Actor#applyActiveEffects: phase "${String(phase)}" unknown or already applied`);
      return;
    }
    completed.add(phase);
    if (phase === "initial") this.statuses = new Set();
    const changes: V14AppliedChange[] = [];
    for (const effect of this.allApplicableEffects()) {
      if (!effect.active) continue;
      if (phase === "initial") for (const status of effect.statuses) this.statuses.add(status);
      const system = effect.system as { changes?: unknown };
      const stored = Array.isArray(system.changes) ? (system.changes as Plain[]) : [];
      for (const change of stored) {
        const key = change["key"];
        if (typeof key !== "string" || key === "") continue;
        if (!effect.shouldApplyChange(change, { phase })) continue;
        const type = typeof change["type"] === "string" ? change["type"] : "add";
        const priority =
          typeof change["priority"] === "number" ? change["priority"] : (V14_CHANGE_TYPES[type] ?? 0);
        changes.push({
          ...deepClone(change),
          key,
          type,
          value: change["value"],
          phase: typeof change["phase"] === "string" ? change["phase"] : "initial",
          priority,
          effect,
        });
      }
    }
    changes.sort((a, b) => a.priority - b.priority);
    shimChangeModes(changes);
    const statics = effectClassStatics();
    for (const change of changes) statics.applyChange(this, change, { replacementData: this.getRollData() });
  }

  getRollData(): unknown {
    return this.system;
  }

  async toggleStatusEffect(
    statusId: string,
    { active, overlay = false }: { active?: boolean; overlay?: boolean } = {},
  ) {
    const status = statusEffects().find((s) => s.id === statusId);
    if (!status) throw new Error(`Invalid status ID "${statusId}" provided to Actor#toggleStatusEffect`);
    const existing = this.effects
      .filter((e) => e.statuses.size === 1 && e.statuses.has(statusId))
      .map((e) => e.id);
    if (existing.length) {
      if (active) return true;
      await this.deleteEmbeddedDocuments("ActiveEffect", existing);
      return false;
    }
    if (active === false) return undefined;
    const { id, name, hud: _hud, ...rest } = deepClone(status);
    const data: Plain = { ...rest, name: localize(name), statuses: [id] };
    if (overlay) data["flags"] = { core: { overlay: true } };
    const [effect] = await this.createEmbeddedDocuments("ActiveEffect", [data]);
    return effect;
  }

  /**
   * v13 client/documents/actor.mjs Actor#modifyTokenAttribute (what TokenHUD#onSubmitBar calls with the bar's
   * input): the new value is the current one plus a delta, or the value itself; a bar's value is clamped to
   * 0…max and written as `system.<attribute>.value`, anything else as `system.<attribute>`; the
   * `modifyTokenAttribute` hook may veto; the owner's own client writes it.
   */
  async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true) {
    const attr = getProperty(this.system, attribute) as { value: number; max: number } | number;
    const current = isBar ? (attr as { value: number }).value : (attr as number);
    const next = isDelta ? current + value : value;
    if (next === current) return this;
    const updates: Plain = isBar
      ? { [`system.${attribute}.value`]: Math.min(Math.max(next, 0), (attr as { max: number }).max) }
      : { [`system.${attribute}`]: next };
    const hooks = (globalThis as unknown as { Hooks: { call(n: string, ...a: unknown[]): boolean } }).Hooks;
    const allowed = hooks.call("modifyTokenAttribute", { attribute, value, isDelta, isBar }, updates, this);
    return allowed ? this.update(updates) : this;
  }
}

/** Resolved through CONFIG so src subclasses (documentClass) are the ones built. */
function configClass(name: string, fallback: typeof HarnessDocument): typeof HarnessDocument {
  const config = (
    globalThis as unknown as { CONFIG: Record<string, { documentClass?: typeof HarnessDocument }> }
  ).CONFIG;
  return config[name]?.documentClass ?? fallback;
}
const itemClass = () => configClass("Item", HarnessItem);
const effectClass = () => configClass("ActiveEffect", HarnessActiveEffect);

export class HarnessTokenDocument extends HarnessDocument {
  static override documentName = "Token";
  actorRef: HarnessActor | null = null;
  get actor(): HarnessActor | null {
    return this.actorRef;
  }
  get combatant(): unknown {
    const game = (
      globalThis as unknown as { game: { combat: { getCombatantsByToken(t: unknown): unknown[] } | null } }
    ).game;
    return game.combat?.getCombatantsByToken(this)[0] ?? null;
  }
  getBarAttribute(barName: string, { alternative }: { alternative?: string } = {}) {
    const attribute =
      alternative ?? (getProperty(this._source, `${barName}.attribute`) as string | null | undefined);
    if (!attribute || !this.actor) return null;
    const data = getProperty(this.actor.system, attribute);
    if (typeof data === "number") return { type: "value", attribute, value: data, editable: true };
    if (data && typeof data === "object" && "value" in data && "max" in data) {
      const { value, max } = data as { value: number; max: number };
      return { type: "bar", attribute, value, max, editable: true };
    }
    return null;
  }
}
