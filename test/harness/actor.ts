/**
 * Actor, Item, ActiveEffect and TokenDocument stand-ins (v13 client documents), limited to what src uses:
 * - Actor#applyActiveEffects (called from prepareEmbeddedDocuments, i.e. after system.prepareBaseData
 *   and before system.prepareDerivedData): non-disabled effects' changes sorted by priority
 *   (default mode × 10) and applied; `statuses` rebuilt from the effects.
 * - ActiveEffect#apply as v13 DataField#applyChange does for every field type (effect-change.ts):
 *   numbers, booleans, strings (ADD concatenates, OVERRIDE replaces), arrays and sets.
 * - Actor#toggleStatusEffect(id, {active, overlay}) as in v13: finds single-status effects carrying the
 *   id; deletes them unless `active` is true; creates one from CONFIG.statusEffects unless `active` is
 *   false; an unknown id throws.
 * - Actor#modifyTokenAttribute as in v13 (the token bar's write: a bar's value clamped to 0…max).
 * - TokenDocument#getBarAttribute reads `bar.attribute` from actor.system: {value, max} → "bar".
 */
import { Collection } from "./collection.ts";
import { HarnessDocument } from "./document.ts";
import { applyEffectChange } from "./effect-change.ts";
import { deepClone, getProperty, setProperty, type Plain } from "./utils.ts";
import { migrateEffectSource, modeOfChangeType, shimEffectData, simV14 } from "../sim/generation.ts";

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
  /** v13 ActiveEffect#apply for every field type (effect-change.ts): the changed paths and values. */
  apply(actor: HarnessDocument, change: EffectChange): Plain {
    return applyEffectChange(actor, change);
  }
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

  override prepareEmbeddedDocuments(): void {
    super.prepareEmbeddedDocuments();
    this.applyActiveEffects();
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

  applyActiveEffects(): void {
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
