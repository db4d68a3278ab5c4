/**
 * The one switch between the simulated Foundry generations: `FOUNDRY_GENERATION=14` makes test/sim behave
 * as v14 where v14 differs (each difference is a row in ./behaviours.ts, V14_BEHAVIOURS, citing the v14
 * file and method); anything else simulates v13. Every v14 branch of the simulation asks here.
 */
import { compatibilityWarnings, logCompatibilityWarning } from "../harness/utils.ts";

export const SIM_GENERATION: 13 | 14 = process.env["FOUNDRY_GENERATION"] === "14" ? 14 : 13;
export const simV14 = (): boolean => SIM_GENERATION === 14;

/** Game#release as a client sees it (v13/v14 client/game.mjs Game#release → ReleaseData#generation). */
export function releaseData(): { generation: number; build: number } {
  return SIM_GENERATION === 14 ? { generation: 14, build: 364 } : { generation: 13, build: 351 };
}

/** v14 CONFIG.ChatMessage.modes (foundryvtt.com/api/v14: public, gm, blind, self, ic). */
export const V14_MESSAGE_MODES: Readonly<Record<string, { label: string }>> = {
  public: { label: "CHAT.Public" },
  gm: { label: "CHAT.GM" },
  blind: { label: "CHAT.Blind" },
  self: { label: "CHAT.Self" },
  ic: { label: "CHAT.IC" },
};

/** The v13 roll mode a v14 message mode stands for (the inverse of v14 Roll._mapLegacyRollMode). */
export function rollModeOfMessageMode(mode: string): string {
  return { public: "publicroll", gm: "gmroll", blind: "blindroll", self: "selfroll" }[mode] ?? mode;
}

/** A core context-menu entry as the running generation builds it (v13 name/condition, v14 label/visible). */
export function coreMenuEntry(key: string, visible: () => boolean): Record<string, unknown> {
  return simV14()
    ? { label: key, visible, onClick: () => undefined }
    : { name: key, condition: visible, callback: () => undefined };
}

/** The options core's query listener hands CONFIG.queries[name] (v13 {timeout}; v14 {timeout, user}). */
export function queryHandlerOptions(timeout: number | undefined, user: unknown): Record<string, unknown> {
  return simV14() ? { timeout, user } : { timeout };
}

/**
 * An effect's changes where the running generation stores them, for a test to read without touching v14's
 * deprecated root `changes` getter (which logs a compatibility warning): v14 `system.changes`, v13 `changes`.
 */
export function storedEffectChanges(effect: unknown): Record<string, unknown>[] {
  const e = effect as { changes?: unknown; system?: { changes?: unknown } } | null | undefined;
  const changes = simV14() ? e?.system?.changes : e?.changes;
  return Array.isArray(changes) ? (changes as Record<string, unknown>[]) : [];
}

const CHANGE_TYPES = ["custom", "multiply", "add", "downgrade", "upgrade", "override"];

/**
 * v14 BaseActiveEffect.#migrateChangeValue: a non-empty string is JSON-parsed, again while the result is a
 * string ("2" → 2, "true" → true, '"3"' → 3, '["fire"]' → ["fire"]); what does not parse stays as written.
 */
export function migrateChangeValue(value: unknown): unknown {
  if (typeof value !== "string" || value === "") return value;
  try {
    return migrateChangeValue(JSON.parse(value));
  } catch {
    return value;
  }
}

/**
 * v14 BaseActiveEffect.migrateData: root `changes` move to `system.changes` with `mode` → `type` and each
 * string `value` JSON-parsed (migrateChangeValue); v13 keeps them at the root as written. Changes already
 * given as `system.changes` are left as they are. Returns the source to store.
 */
export function migrateEffectSource(source: Record<string, unknown>): Record<string, unknown> {
  if (!simV14() || !Array.isArray(source["changes"])) return source;
  const { changes, ...rest } = source;
  const system = (
    typeof rest["system"] === "object" && rest["system"] !== null ? rest["system"] : {}
  ) as Record<string, unknown>;
  const moved = (changes as Record<string, unknown>[]).map(({ mode, ...c }) => ({
    ...c,
    type: typeof c["type"] === "string" ? c["type"] : (CHANGE_TYPES[Number(mode)] ?? "add"),
    ...(typeof c["value"] === "string" ? { value: migrateChangeValue(c["value"]) } : {}),
  }));
  return { ...rest, system: { ...system, changes: moved } };
}

/**
 * v14 BaseActiveEffect.shimData (run on every source a DataModel initializes, v13 common/abstract/data.mjs
 * DataModel#_initializeSource, and on Document#toObject, embedded documents included): an effect's data
 * gets a non-enumerable `changes` getter/setter over `system.changes`, so `_source.changes` and
 * `toObject().changes` still read the changes. v13: nothing.
 */
export function shimEffectData<T extends Record<string, unknown>>(data: T): T {
  if (!simV14() || Object.isSealed(data) || Object.hasOwn(data, "changes")) return data;
  const system = data["system"];
  if (typeof system !== "object" || system === null || !Object.hasOwn(system, "changes")) return data;
  Object.defineProperty(data, "changes", {
    get: () => (data["system"] as Record<string, unknown>)["changes"],
    set: (changes: unknown) => {
      (data["system"] as Record<string, unknown>)["changes"] = changes;
    },
    configurable: true,
    enumerable: false,
  });
  return data;
}

/** The integer mode of a v14 change `type` (for applying it as v13's modes do). */
export function modeOfChangeType(type: unknown): number {
  const i = CHANGE_TYPES.indexOf(String(type));
  return i >= 0 ? i : 2;
}

/**
 * A context-menu entry as core's ContextMenu consumes it: v13 reads `name`, `condition(li)`, `callback(li)`
 * (client/applications/ux/context-menu.mjs ContextMenu#_setMenuItems / #onClickItem); v14 reads `label`,
 * `visible(target)`, `onClick(event, target)`. An entry of the other generation's shape is not shown.
 */
export function menuItem(entry: object): {
  key: string;
  visible: (li: HTMLElement) => boolean;
  click: (li: HTMLElement) => unknown;
} {
  const e = entry as Record<string, unknown>;
  const fn = (name: string): ((...args: unknown[]) => unknown) | undefined =>
    typeof e[name] === "function" ? (e[name] as (...args: unknown[]) => unknown) : undefined;
  if (simV14()) {
    const visible = fn("visible");
    const onClick = fn("onClick");
    return {
      key: typeof e["label"] === "string" ? e["label"] : "",
      visible: (li) => (visible ? visible(li) !== false : true),
      click: (li) => onClick?.(null, li),
    };
  }
  const condition = fn("condition");
  const callback = fn("callback");
  return {
    key: typeof e["name"] === "string" ? e["name"] : "",
    visible: (li) => (condition ? condition(li) !== false : true),
    click: (li) => callback?.(li),
  };
}

/**
 * v14 CONST.ACTIVE_EFFECT_CHANGE_TYPES: each change type with its default priority (v14 common/constants.mjs;
 * declarations 54758126139 and fvtt-types main constants.d.mts; ActiveEffect.CHANGE_TYPES merges these with
 * CONFIG.ActiveEffect.changeTypes, none registered in the simulation).
 */
export const V14_CHANGE_TYPES: Readonly<Record<string, number>> = {
  custom: 0,
  multiply: 10,
  add: 20,
  subtract: 20,
  downgrade: 30,
  upgrade: 40,
  override: 50,
};
/** v14 CONST.ACTIVE_EFFECT_CHANGE_PHASES (ActiveEffect.CHANGE_PHASES without registered phases). */
export const V14_CHANGE_PHASES: readonly string[] = ["initial", "final"];

/** The deprecation messages v14 logs where the simulation emulates its shims (declaration 58564215003). */
export const V14_DEPRECATIONS = {
  instanceApply: "You are accessing ActiveEffect#apply, which has been moved to ActiveEffect.applyChange",
  effectChanges:
    "You are accessing the changes of an ActiveEffect. Changes are now stored on the ActiveEffect's system data.",
  changeMode: "You are accessing the numeric #mode of an ActiveEffect change. Use the string #type instead.",
  effectModes: "CONST.ACTIVE_EFFECT_MODES is deprecated in favor of CONST.ACTIVE_EFFECT_CHANGE_TYPES",
} as const;

/**
 * The effect constants of CONST. v13: ACTIVE_EFFECT_MODES (0–5). v14: ACTIVE_EFFECT_CHANGE_TYPES, and
 * ACTIVE_EFFECT_MODES only as a deprecated getter that logs a compatibility warning on every read
 * (foundryvtt issue #14148) and hands back an empty object, as a client on 14.365 was seen to (stored
 * 60222146022: "CONST.ACTIVE_EFFECT_MODES is now an empty object"). The message text is ours: the v14 one
 * was not found in the stored code.
 */
export function effectConstants(modes: Readonly<Record<string, number>>): Record<string, unknown> {
  if (!simV14()) return { ACTIVE_EFFECT_MODES: modes };
  const constants: Record<string, unknown> = { ACTIVE_EFFECT_CHANGE_TYPES: V14_CHANGE_TYPES };
  Object.defineProperty(constants, "ACTIVE_EFFECT_MODES", {
    get: () => {
      logCompatibilityWarning(V14_DEPRECATIONS.effectModes, { since: 14, until: 16 });
      return {};
    },
    enumerable: true,
    configurable: true,
  });
  return constants;
}

/**
 * v14 ActiveEffect._shimChanges(changes): each change gets a non-enumerable `mode` getter (warning once,
 * then the integer of its type) and setter (read in the port 66655112098, BasePseudoActiveEffect._shimChanges).
 */
export function shimChangeModes(changes: Record<string, unknown>[]): void {
  for (const change of changes) {
    if (Object.getOwnPropertyDescriptor(change, "mode")?.get) continue;
    Object.defineProperty(change, "mode", {
      get: () => {
        logCompatibilityWarning(V14_DEPRECATIONS.changeMode, { since: 14, until: 16, once: true });
        return modeOfChangeType(change["type"]);
      },
      set: (mode: unknown) => {
        const n = Number(mode);
        if (Number.isInteger(n)) change["type"] = CHANGE_TYPES[n] ?? `custom.${n}`;
      },
      configurable: true,
      enumerable: false,
    });
  }
}

/**
 * v14 foundry.data.operators.ForcedDeletion (common/data/operators.mjs): written as a value, it deletes its
 * key in an update. Installed on v14 only (./install.ts); v13 has no data operators.
 */
export class SimForcedDeletion {}

/**
 * v14 mergeObject / applyDataOperators treat a legacy "-=key" as a ForcedDeletion of `key` (read in a port
 * of v14 common/utils/helpers.mjs, stored 68427703615 migrateDeletionKey, which logs no compatibility
 * warning), so the two spellings delete alike. The simulated server merges as v13 does: a ForcedDeletion
 * value is handed to it as that "-=key".
 */
export function legacyDeletions(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value instanceof SimForcedDeletion) out[`-=${key}`] = null;
    else if (typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype)
      out[key] = legacyDeletions(value as Record<string, unknown>);
    else out[key] = value;
  }
  return out;
}

/** The v14 deprecation warnings of the effect shims above that were logged (empty on v13: none is emulated). */
export function effectDeprecationsLogged(): string[] {
  const watched = new Set<string>(Object.values(V14_DEPRECATIONS));
  return compatibilityWarnings()
    .map((w) => w.message)
    .filter((m) => watched.has(m));
}
