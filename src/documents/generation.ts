/**
 * The one place that knows Foundry generations apart (v13 and v14). Nothing else in src asks which
 * generation it runs on; every caller goes through these functions. The v14 members reached here are
 * declared in ./generation-v14.d.ts (fvtt-types stays on 13).
 *
 * What differs, and where it was read:
 * - ActiveEffect changes: v13 keeps `changes[]` at the root with an integer `mode`
 *   (common/documents/active-effect.mjs BaseActiveEffect.defineSchema); v14 keeps them in
 *   `system.changes[]` with a string `type` (foundry.data.ActiveEffectTypeDataModel; v14
 *   BaseActiveEffect.migrateData moves `changes` → `system.changes` and `mode` → `type`).
 * - Context-menu entries: v13 `{name, icon: "<i …>", condition, callback(li)}`
 *   (client/applications/ux/context-menu.mjs); v14 `{label, icon: "fa-…", visible, onClick(event, target)}`.
 * - Message modes: v13 `CONFIG.Dice.rollModes`, setting `core.rollMode`, `ChatMessage.create(…, {rollMode})`;
 *   v14 `CONFIG.ChatMessage.modes` (public, gm, blind, self, ic), setting `core.messageMode`, `{messageMode}`.
 * - Applying changes: v13 Actor#applyActiveEffects() calls the INSTANCE ActiveEffect#apply(actor, change)
 *   per change (client/documents/actor.mjs); v14 Actor#applyActiveEffects(phase) calls the STATIC
 *   `CONFIG.ActiveEffect.documentClass.applyChange(actor, change, {replacementData})` per change of that
 *   phase, with `change.effect` set, and keeps the instance `apply` only as a deprecated shim it never calls
 *   (read in stored 67048006496, a copy of v14's applyActiveEffects(phase); 60938010939, a system whose
 *   `apply()` override did nothing on v14; declaration 58564215003 applyChange). See `applyOnInstanceRoute`.
 * - `CONST.ACTIVE_EFFECT_MODES` is deprecated on v14 (14→16, a warning on every read; seen empty on 14.365):
 *   the integers 0–5 below are v13's modes, named by v14's change types; nothing here reads it on v14.
 * - Deleting a key in an update: v13 `{"-=key": null}`; v14 `{key: new foundry.data.operators.ForcedDeletion()}`
 *   (`deletionUpdate` below).
 * - The query sender: see `querySender` below.
 * - Areas: v13 MeasuredTemplate, v14 Region (deprecated MeasuredTemplate shim never used): see `areaDocumentName`,
 *   `areaCreateData`, `placedArea`, `sceneAreas` below.
 */
import type {
  V14ChatMessageConfig,
  V14ContextEntry,
  V14DataOperators,
  V14EffectChange,
} from "./generation-v14.d.ts";

/** 13 or 14 (15+ behaves as 14): `game.release.generation` (v13 client/game.mjs Game#release). */
export function foundryGeneration(): number {
  const release = (globalThis as { game?: { release?: { generation?: unknown } } }).game?.release;
  const generation = Number(release?.generation);
  return Number.isFinite(generation) && generation >= 14 ? 14 : 13;
}
const isV14 = (): boolean => foundryGeneration() >= 14;

// ---------------------------------------------------------------- effect changes

/** A change as our sheets edit it: v13's integer modes 0–5 (custom, multiply, add, downgrade, upgrade, override). */
export interface PlainEffectChange {
  key: string;
  mode: number;
  value: string;
}
const CHANGE_TYPES = ["custom", "multiply", "add", "downgrade", "upgrade", "override"] as const;
const ADD = 2;

function modeOfType(type: unknown): number {
  const index = CHANGE_TYPES.findIndex((t) => t === type);
  return index >= 0 ? index : ADD;
}
function modeOfNumber(mode: unknown): number {
  const n = Number(mode);
  return Number.isInteger(n) && n >= 0 && n < CHANGE_TYPES.length ? n : ADD;
}
const valueText = (value: unknown): string =>
  typeof value === "string" ? value : value === undefined || value === null ? "" : JSON.stringify(value);

function rawChanges(effect: object): unknown[] {
  if (isV14()) {
    const system = (effect as { system?: { changes?: unknown } }).system;
    return Array.isArray(system?.changes) ? system.changes : [];
  }
  const changes = (effect as { changes?: unknown }).changes;
  return Array.isArray(changes) ? changes : [];
}

/** An effect's changes, whichever generation stored them; an unknown mode or type reads as "add". */
export function effectChangesOf(effect: object): PlainEffectChange[] {
  return rawChanges(effect).flatMap((c) => {
    if (typeof c !== "object" || c === null) return [];
    const change = c as { key?: unknown; mode?: unknown; type?: unknown; value?: unknown };
    const mode = isV14() ? modeOfType(change.type) : modeOfNumber(change.mode);
    return [{ key: typeof change.key === "string" ? change.key : "", mode, value: valueText(change.value) }];
  });
}

/** v13 ACTIVE_EFFECT_MODES as fvtt-types 13 brands them (the same integers 0–5). */
function brandedMode(mode: number): CONST.ACTIVE_EFFECT_MODES {
  const m = CONST.ACTIVE_EFFECT_MODES;
  const all = [m.CUSTOM, m.MULTIPLY, m.ADD, m.DOWNGRADE, m.UPGRADE, m.OVERRIDE];
  return all[modeOfNumber(mode)] ?? m.ADD;
}

/**
 * A change value as v14 stores it: BaseActiveEffect.migrateData JSON-parses a string value (again while the
 * result is a string: "2" → 2, "true" → true, '["fire"]' → ["fire"]); text that does not parse stays text.
 * Our own writes to `system.changes` store the same, so the sheet's edits look like migrated data.
 */
function v14ChangeValue(value: unknown): unknown {
  if (typeof value !== "string" || value === "") return value;
  try {
    return v14ChangeValue(JSON.parse(value));
  } catch {
    return value;
  }
}

/** Is this one of v13's integer modes 0–5 (custom … override), each named by a v14 change type? */
export function isEffectMode(mode: unknown): mode is number {
  return typeof mode === "number" && Number.isInteger(mode) && mode >= 0 && mode < CHANGE_TYPES.length;
}

/**
 * The v14 application phase of every change Steelbound writes or reads (v14 CONST.ACTIVE_EFFECT_CHANGE_PHASES
 * "initial" and "final"; Actor#prepareEmbeddedDocuments applies "initial" before the system's
 * prepareDerivedData, Actor#prepareData applies "final" after it). Every key is "initial", which is when v13
 * applies all changes (Actor#applyActiveEffects from prepareEmbeddedDocuments), so both generations see the
 * same numbers:
 *
 * | change key                                          | phase   | why                                       |
 * |-----------------------------------------------------|---------|-------------------------------------------|
 * | ability.damage, ability.treasureDamage,             | initial | gathered into system.abilityBonuses       |
 * | ability.levelDamage, ability.distance,              |         | (reset in the model's prepareBaseData,    |
 * | ability.edges, ability.banes, ability.push,         |         | read by the cards and the GM after        |
 * | ability.pull, ability.slide, ability.potency,       |         | preparation); no actor field              |
 * | ability.keyword, ability.automaticTier              |         |                                           |
 * | (src/rules ABILITY_BONUS_KEYS)                      |         |                                           |
 * | system.characteristics.*, system.stability,         | initial | stored fields prepareDerivedData derives  |
 * | system.movement.*, every other stored system.* key  |         | from (kits, treasures, titles, captains,  |
 * | (kit, treasure, title, captain and custom effects)  |         | custom effects); "final" comes too late   |
 * | system.movement.speed downgrade (the status effects | initial | the R-CN speed caps, before derived data  |
 * | slowed, grabbed, restrained…)                       |         | as on v13                                 |
 */
export type SteelChangePhase = "initial";
export function changePhaseOf(_key: string): SteelChangePhase {
  return "initial";
}

/** Create or update data that stores these changes in the running generation's shape. */
export function effectChangesData(
  changes: readonly PlainEffectChange[],
): Pick<ActiveEffect.CreateData, "changes"> {
  if (isV14()) {
    const system: { changes: V14EffectChange[] } = {
      changes: changes.map((c) => ({
        key: c.key,
        type: CHANGE_TYPES[modeOfNumber(c.mode)] ?? "add",
        value: v14ChangeValue(c.value),
        phase: changePhaseOf(c.key),
      })),
    };
    return { system } as unknown as Pick<ActiveEffect.CreateData, "changes">; // fvtt-types 13 has no system.changes
  }
  return { changes: changes.map((c) => ({ key: c.key, mode: brandedMode(c.mode), value: c.value })) };
}

/** The changes of one form row as a flat update entry `[key, value]` in the running generation's shape. */
export function effectChangesEntry(changes: readonly PlainEffectChange[]): [string, unknown] {
  const data = effectChangesData(changes) as { changes?: unknown; system?: { changes: unknown } };
  return isV14() ? ["system.changes", data.system?.changes] : ["changes", data.changes];
}

/** The changes stored in an effect's source (`_source` or create data): root `changes` (v13), `system.changes` (v14). */
export function sourceEffectChanges(source: object): unknown[] {
  return rawChanges(source);
}

// ---------------------------------------------------------------- applying changes

/** One change as Steelbound reads it while core applies it: its key, v13's integer mode, its value. */
export interface AppliedChange {
  key: string;
  mode: number;
  /** Text on v13; on v14 whatever BaseActiveEffect.migrateData parsed it to. */
  value: unknown;
}

function appliedChangeOf(change: unknown): AppliedChange {
  const c = (typeof change === "object" && change !== null ? change : {}) as {
    key?: unknown;
    type?: unknown;
    mode?: unknown;
    value?: unknown;
  };
  const key = typeof c.key === "string" ? c.key : "";
  // v14 ActiveEffect._shimChanges gives each change a deprecated `mode` getter (a compatibility warning):
  // v14 is read by its string `type` only.
  const mode = isV14() ? modeOfType(c.type) : modeOfNumber(c.mode);
  return { key, mode, value: c.value };
}

/**
 * What Steelbound does with one change in place of core: the written paths and values, or null to let
 * core apply the change. `effect` is the ActiveEffect the change belongs to (null if core did not say).
 */
export type ChangeInterceptor = (
  effect: unknown,
  target: object,
  change: AppliedChange,
) => Record<string, unknown> | null;

type CoreApply = () => unknown;
const written = (result: unknown): Record<string, unknown> =>
  typeof result === "object" && result !== null ? (result as Record<string, unknown>) : {};

/**
 * v13's route: the instance ActiveEffect#apply(actor, change) that v13 Actor#applyActiveEffects calls for
 * each change. On v14 that method is a deprecated shim forwarding to the static applyChange (which runs the
 * interceptor itself, `applyOnStaticRoute`), so here it only hands over to core.
 */
export function applyOnInstanceRoute(
  effect: unknown,
  actor: object,
  change: unknown,
  intercept: ChangeInterceptor,
  core: CoreApply,
): Record<string, unknown> {
  if (isV14()) return written(core());
  return intercept(effect, actor, appliedChangeOf(change)) ?? written(core());
}

/**
 * v14's route: `static applyChange(targetDoc, change, options)` of the class registered as
 * CONFIG.ActiveEffect.documentClass, which v14 Actor#applyActiveEffects(phase) calls for each change with
 * `change.effect` set (stored 67048006496; the static's body, field-guided or a registered type's handler,
 * in stored 56231385642). `cls` is that class: core's own applyChange is its parent's. v13 never calls it,
 * and its ActiveEffect has no static applyChange (nothing to hand over to there).
 */
export function applyOnStaticRoute(
  cls: object,
  target: object,
  change: unknown,
  options: unknown,
  intercept: ChangeInterceptor,
): Record<string, unknown> {
  const effect = (change as { effect?: unknown } | null)?.effect ?? null;
  const own = intercept(effect, target, appliedChangeOf(change));
  if (own !== null) return own;
  const parent = Object.getPrototypeOf(cls) as { applyChange?: (...args: unknown[]) => unknown } | null;
  if (typeof parent?.applyChange !== "function") return {};
  return written(parent.applyChange.call(cls, target, change, options));
}

// ---------------------------------------------------------------- deleting a key in an update

/**
 * An update entry that deletes `key` (a path, e.g. "flags.steelbound.heroTokenTurn"). v13: the deletion key
 * `{"flags.steelbound.-=heroTokenTurn": null}` (common/utils/helpers.mjs mergeObject, performDeletions).
 * v14: the data operator `{"flags.steelbound.heroTokenTurn": new foundry.data.operators.ForcedDeletion()}`
 * ("-=" keys deprecated 14→16; v14 common/data/operators.mjs, declared in ./generation-v14.d.ts).
 */
export function deletionUpdate(key: string): Record<string, unknown> {
  if (isV14()) {
    const operators = (foundry.data as unknown as { operators?: V14DataOperators }).operators;
    if (operators?.ForcedDeletion) return { [key]: new operators.ForcedDeletion() };
  }
  const dot = key.lastIndexOf(".");
  return { [`${key.slice(0, dot + 1)}-=${key.slice(dot + 1)}`]: null };
}

// ---------------------------------------------------------------- context menus

export interface MenuEntry {
  /** An i18n key. */
  label: string;
  /** Font Awesome classes, e.g. "fa-solid fa-crown". */
  icon: string;
  visible: (target: HTMLElement) => boolean;
  run: (target: HTMLElement) => void;
}
/** What a core ContextMenu accepts in v13 (the fvtt-types 13 entry type). */
type V13Entry = foundry.applications.ux.ContextMenu.Entry<HTMLElement>;

/** One entry in the running generation's shape. */
export function menuEntry(entry: MenuEntry): V13Entry {
  if (isV14()) {
    const v14: V14ContextEntry = {
      label: entry.label,
      icon: entry.icon,
      visible: (target) => entry.visible(target),
      onClick: (_event, target) => {
        entry.run(target);
      },
    };
    return v14 as unknown as V13Entry; // fvtt-types 13 knows only the v13 entry shape
  }
  return {
    name: entry.label,
    icon: `<i class="${entry.icon}"></i>`,
    condition: (li: HTMLElement) => entry.visible(li),
    callback: (li: HTMLElement) => {
      entry.run(li);
    },
  };
}

/** The i18n key that names a core entry: `label` in v14, `name` in v13. */
export function menuEntryKey(entry: object): string {
  const e = entry as { label?: unknown; name?: unknown };
  const key = isV14() ? (e.label ?? e.name) : e.name;
  return typeof key === "string" ? key : "";
}

// ---------------------------------------------------------------- message modes

/** The modes a roll's message may be sent with, and the one the user chose in the chat box. */
export interface MessageModes {
  modes: Readonly<Record<string, { label: string }>>;
  current: unknown;
}
const LEGACY_MODES: Readonly<Record<string, string>> = {
  publicroll: "public",
  gmroll: "gm",
  blindroll: "blind",
  selfroll: "self",
};

function v14Modes(): Record<string, { label: string }> {
  const config = (CONFIG as unknown as { ChatMessage: V14ChatMessageConfig }).ChatMessage;
  // "ic" (in character) is a speaking style, not who may see a roll.
  return Object.fromEntries(Object.entries(config.modes ?? {}).filter(([key]) => key !== "ic"));
}

export function messageModes(): MessageModes {
  if (isV14()) {
    const settings = game.settings as unknown as { get(ns: "core", key: "messageMode"): unknown } | undefined;
    return { modes: v14Modes(), current: settings?.get("core", "messageMode") };
  }
  return { modes: CONFIG.Dice.rollModes, current: game.settings?.get("core", "rollMode") };
}

/** `ChatMessage.create` options for a mode the dialog returned; an unknown mode means the default. */
export function messageModeOptions(mode: string): { rollMode?: foundry.dice.Roll.Mode | null } {
  if (isV14()) {
    const mapped = LEGACY_MODES[mode] ?? mode;
    if (!Object.hasOwn(v14Modes(), mapped)) return {};
    return { messageMode: mapped } as { rollMode?: foundry.dice.Roll.Mode | null }; // fvtt-types 13 lacks messageMode
  }
  const known = (m: string): m is foundry.dice.Roll.Mode => Object.hasOwn(CONFIG.Dice.rollModes, m);
  return { rollMode: known(mode) ? mode : null };
}

// ---------------------------------------------------------------- the query sender

/**
 * Who sent a GM query. v13 calls `CONFIG.queries[name](queryData, {timeout})` (client/documents/
 * collections/users.mjs Users.#handleUserQuery): the sender is known only from the "userQuery" socket
 * event, whose first argument the server stamps (../queries/requester.ts captures it). v14 keeps that
 * event and, by two independent readings of v14.364/365, also hands the handler the resolved sender as
 * `options.user`. Either source is the server's, never the payload's: take whichever is there, and
 * refuse (null) when both are there and disagree.
 */
export function querySender(options: unknown, fromSocket: string | null): string | null {
  const user = (options as { user?: { id?: unknown } } | null | undefined)?.user;
  const fromOptions = typeof user?.id === "string" && user.id !== "" ? user.id : null;
  if (fromOptions && fromSocket && fromOptions !== fromSocket) return null;
  return fromOptions ?? fromSocket;
}

// ---------------------------------------------------------------- elements across windows

/**
 * An Element from any window. v14 can pop an application out into another browser window, whose
 * elements are not `instanceof` this window's HTMLElement (another realm); nodeType is realm-free.
 */
export function isElement(value: unknown): value is HTMLElement {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { nodeType?: unknown }).nodeType === 1 &&
    typeof (value as { closest?: unknown }).closest === "function"
  );
}

// ---------------------------------------------------------------- areas and levels

/**
 * The template fields Steelbound describes an area by (v13 common/documents/measured-template.mjs schema: `t`
 * "rect" or "ray", pixel origin `x`/`y`, `distance` and `width` in scene units, `direction` in degrees).
 */
export interface AreaFields {
  t: string;
  x: number;
  y: number;
  distance: number;
  direction: number;
  width: number;
}

/**
 * An area placed on a scene, whichever document holds it: a v13 MeasuredTemplate, or on v14 a Region carrying
 * `flags.steelbound.area` (the same fields plus `placedBy`, docs/DATA.md). `author` is the user who placed it
 * (v13: the template's DocumentAuthorField, which BaseMeasuredTemplate.#canCreate holds to the creating user;
 * v14: `placedBy`, believed as `placedAreaTrusted` says).
 */
export interface PlacedArea extends AreaFields {
  readonly id: string | null;
  readonly uuid: string;
  readonly parent: unknown;
  readonly author: AreaAuthor | null;
  readonly flags: unknown;
  delete(): Promise<unknown>;
}
/** The user who placed an area, as far as Steelbound reads it. */
export interface AreaAuthor {
  readonly id: string;
  readonly isGM: boolean;
  readonly isSelf: boolean;
}

/** v14 CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER (as v13's). */
const OWNER = 3;
/** v14 CONST.REGION_VISIBILITY.ALWAYS (foundryvtt.com/api/v14 CONST.REGION_VISIBILITY: ALWAYS 2). */
const REGION_ALWAYS = 2;
const AREA_FLAG = "area";

/**
 * The embedded document an area is: v13 "MeasuredTemplate"; v14 "Region" (v14 deprecates MeasuredTemplate
 * 14→16 and its Scene embeds none: `createEmbeddedDocuments("MeasuredTemplate")` goes through a shim that
 * logs a compatibility warning per call, declaration 54613709521 BaseMeasuredTemplate "@deprecated since v14").
 */
export function areaDocumentName(): "MeasuredTemplate" | "Region" {
  return isV14() ? "Region" : "MeasuredTemplate";
}

function numberOr0(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/** The area fields a v14 Region keeps in `flags.steelbound.area`, or null when it is not Steelbound's area. */
function regionAreaFields(region: unknown): (AreaFields & { placedBy: string }) | null {
  const raw: unknown = foundry.utils.getProperty(region as object, `flags.steelbound.${AREA_FLAG}`);
  if (typeof raw !== "object" || raw === null) return null;
  const a = raw as Record<string, unknown>;
  if (typeof a["t"] !== "string") return null;
  return {
    t: a["t"],
    x: numberOr0(a["x"]),
    y: numberOr0(a["y"]),
    distance: numberOr0(a["distance"]),
    direction: numberOr0(a["direction"]),
    width: numberOr0(a["width"]),
    placedBy: typeof a["placedBy"] === "string" ? a["placedBy"] : "",
  };
}

interface RegionLike {
  id: string | null;
  uuid: string;
  parent: unknown;
  flags: unknown;
  ownership?: Record<string, number>;
  delete(): Promise<unknown>;
}

/**
 * v14: the Region's `placedBy` names its author only when that user holds OWNER in the Region's own
 * `ownership` (the field v14's BaseRegion schema adds, declaration 54661699390) or is a GM. The active GM also
 * takes away any Steelbound Region whose `placedBy` is not the user who created it (`forgedArea`, judged on
 * the `createRegion` hook from the server's user id), so a player cannot place an area in another's name.
 */
function regionAuthor(region: RegionLike, placedBy: string): AreaAuthor | null {
  const user: AreaAuthor | null = game.users?.get(placedBy) ?? null;
  if (!user) return null;
  if (user.isGM) return user;
  return region.ownership?.[placedBy] === OWNER ? user : null;
}

function areaOfRegion(region: unknown): PlacedArea | null {
  const fields = regionAreaFields(region);
  if (fields === null) return null;
  const r = region as RegionLike;
  const { placedBy, ...area } = fields;
  return {
    ...area,
    id: r.id,
    uuid: r.uuid,
    parent: r.parent,
    flags: r.flags,
    author: regionAuthor(r, placedBy),
    delete: () => r.delete(),
  };
}

function templateLike(doc: unknown): doc is MeasuredTemplateDocument.Implementation {
  return doc instanceof MeasuredTemplateDocument;
}

/** The area a document is (a v13 template, a v14 Steelbound Region), or null. */
export function placedArea(doc: unknown): PlacedArea | null {
  if (isV14()) return areaOfRegion(doc);
  return templateLike(doc) ? doc : null;
}

/** The area a card's UUID names (a `Scene.<id>.MeasuredTemplate.<id>` on v13, `Scene.<id>.Region.<id>` on v14). */
export function placedAreaOf(uuid: string): PlacedArea | null {
  if (!uuid) return null;
  return placedArea(fromUuidSync(uuid));
}

/** The areas placed on a scene: v13 `scene.templates`; v14 the Regions of `scene.regions` carrying our flag. */
export function sceneAreas(scene: Scene.Implementation): PlacedArea[] {
  if (!isV14()) return scene.templates.contents.flatMap((t) => placedArea(t) ?? []);
  const regions = (scene as unknown as { regions?: Iterable<unknown> }).regions ?? [];
  return [...regions].flatMap((region) => {
    const area = areaOfRegion(region);
    return area ? [area] : [];
  });
}

/** A v14 Region shape, as ../canvas/area-template.ts draws an area (foundry.data.BaseShapeData subtypes). */
export type RegionShapeData = Record<string, unknown> & { type: string };

/** Who places an area, for its create data. */
export interface AreaPlacer {
  userId: string;
  /** v14 TokenDocument#level of the user's token (the Region is placed on that Level only), or null. */
  level: string | null;
  name: string;
  color: string;
}

/**
 * The create data of an area in the running generation's document. v13: a MeasuredTemplate whose author is
 * the placing user. v14: a Region (BaseRegion schema, declaration 54661699390) with the shapes drawn, shown to
 * everyone (`visibility` ALWAYS) and highlighting the grid spaces it covers (`highlightMode` "coverage", as
 * v14's own template placement does, read in the port 71434490680), owned by the placing user, and our fields
 * in `flags.steelbound.area`. `flags` are the caller's other flags (aura, wall squares).
 */
export function areaCreateData(
  fields: AreaFields,
  flags: Record<string, unknown>,
  shapes: readonly RegionShapeData[],
  placer: AreaPlacer,
): Record<string, unknown> {
  const steelbound = (flags["steelbound"] ?? {}) as Record<string, unknown>;
  if (!isV14()) return { ...fields, author: placer.userId, flags: { ...flags, steelbound } };
  return {
    name: placer.name,
    color: placer.color,
    shapes: [...shapes],
    elevation: { bottom: null, top: null },
    ...(placer.level === null ? {} : { levels: [placer.level] }),
    visibility: REGION_ALWAYS,
    highlightMode: "coverage",
    ownership: { default: 0, [placer.userId]: OWNER },
    flags: { ...flags, steelbound: { ...steelbound, [AREA_FLAG]: { ...fields, placedBy: placer.userId } } },
  };
}

/** The update moving an area's origin to `x`, `y` (v14: the flag's fields and the drawn shapes together). */
export function areaMoveUpdate(
  area: PlacedArea,
  x: number,
  y: number,
  shapes: readonly RegionShapeData[],
): Record<string, unknown> {
  if (!isV14()) return { _id: area.id, x, y };
  return {
    _id: area.id,
    [`flags.steelbound.${AREA_FLAG}.x`]: x,
    [`flags.steelbound.${AREA_FLAG}.y`]: y,
    shapes: [...shapes],
  };
}

/**
 * A Steelbound area Region created by someone other than the user it names (`placedBy`): `userId` is the
 * creating user as the server reports it on the `createRegion` hook. Always false on v13 (a template's author
 * is held to its creator by BaseMeasuredTemplate.#canCreate) and for Regions that are not ours.
 */
export function forgedArea(doc: unknown, userId: string): boolean {
  if (!isV14()) return false;
  const fields = regionAreaFields(doc);
  return fields !== null && fields.placedBy !== userId;
}

/**
 * Whether two tokens stand on the same level of a scene. v13 scenes have one plane; v14 Scene Levels give
 * each token a `level` and keep every level's tokens and walls in the one scene, so areas and movement count
 * only the tokens of the user's level.
 */
export function sameLevel(a: object, b: object): boolean {
  if (!isV14()) return true;
  const la = (a as { level?: unknown }).level;
  const lb = (b as { level?: unknown }).level;
  return typeof la !== "string" || typeof lb !== "string" || la === lb;
}
