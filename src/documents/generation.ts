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
 * - The query sender: see `querySender` below.
 * - Areas: see `placedTemplateOf` and `sceneTemplates` below.
 */
import type { V14ChatMessageConfig, V14ContextEntry, V14EffectChange } from "./generation-v14.d.ts";

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

/** The template fields the GM reads back (v13 common/documents/measured-template.mjs schema). */
export type PlacedTemplate = MeasuredTemplateDocument.Implementation;

function templateLike(doc: unknown): doc is PlacedTemplate {
  if (doc instanceof MeasuredTemplateDocument) return true;
  // v14 keeps MeasuredTemplateDocument as a shim over Regions (deprecated 14→16): what it hands back may be
  // another class, so on v14 a document naming itself MeasuredTemplate with the template fields counts.
  if (!isV14() || typeof doc !== "object" || doc === null) return false;
  const d = doc as { documentName?: unknown; t?: unknown; x?: unknown; y?: unknown; distance?: unknown };
  return d.documentName === "MeasuredTemplate" && typeof d.t === "string" && typeof d.x === "number";
}

/** The template `createEmbeddedDocuments("MeasuredTemplate", …)` returned, or null. */
export function placedTemplate(created: unknown): PlacedTemplate | null {
  return templateLike(created) ? created : null;
}

/**
 * The template a card's UUID names, for the GM's R-MN-5 read. v13 resolves `Scene.<id>.MeasuredTemplate.<id>`
 * through fromUuidSync. v14's Scene has no `templates` collection (the shim stores a Region); if the UUID no
 * longer resolves there, the shim's `MeasuredTemplateDocument._fromRegion` is asked to rebuild the template
 * from the scene's Region with the same id. Unverified on a real v14 server: docs/SMOKE-TEST.md step 4.
 */
export function placedTemplateOf(uuid: string): PlacedTemplate | null {
  const doc: unknown = fromUuidSync(uuid);
  if (templateLike(doc)) return doc;
  if (!isV14()) return null;
  const match = /^Scene\.([^.]+)\.MeasuredTemplate\.([^.]+)$/.exec(uuid);
  const scene = match ? game.scenes?.get(match[1] ?? "") : undefined;
  const regions = (scene as { regions?: { get(id: string): unknown } } | undefined)?.regions;
  const region = match ? regions?.get(match[2] ?? "") : undefined;
  const shim = MeasuredTemplateDocument as unknown as { _fromRegion?: (region: unknown) => unknown };
  if (!region || typeof shim._fromRegion !== "function") return null;
  const rebuilt = shim._fromRegion(region);
  return templateLike(rebuilt) ? rebuilt : null;
}

/**
 * The templates placed on a scene. v13: `scene.templates`. v14's Scene has no `templates` collection: each
 * template is a Region of the same id keeping the template's data in `flags.core.MeasuredTemplate`, which the
 * shim's `MeasuredTemplateDocument._fromRegion` builds back (as `placedTemplateOf` does for one UUID).
 */
export function sceneTemplates(scene: Scene.Implementation): PlacedTemplate[] {
  if (!isV14()) return scene.templates.contents;
  const regions = (scene as { regions?: Iterable<unknown> }).regions ?? [];
  const shim = MeasuredTemplateDocument as unknown as { _fromRegion?: (region: unknown) => unknown };
  if (typeof shim._fromRegion !== "function") return [];
  const fromRegion = shim._fromRegion;
  return [...regions].flatMap((region) => {
    const data: unknown = foundry.utils.getProperty(region as object, "flags.core.MeasuredTemplate");
    if (typeof data !== "object" || data === null) return [];
    const rebuilt = fromRegion(region);
    return templateLike(rebuilt) ? [rebuilt] : [];
  });
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
