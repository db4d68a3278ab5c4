/**
 * The subset of foundry.utils that the stand-ins (and src) use, with v13 semantics:
 * getType, deepClone, isEmpty, expandObject, getProperty, setProperty, mergeObject, randomID, escapeHTML.
 */
import { everyFile } from "./shared-graph.ts";
export type Plain = Record<string, unknown>;

/** foundry.utils.getType: "Object" only for plain objects; "Set", "Map", "Array", "null"… otherwise. */
export function getType(value: unknown): string {
  if (typeof value !== "object") return typeof value;
  if (value === null) return "null";
  // v13 reads the `constructor` property, so a plain object with a key named "constructor" is "Unknown".
  const ctor = (value as { constructor?: unknown }).constructor;
  if (!ctor) return "Object";
  if (ctor === Object) return "Object";
  if (Array.isArray(value)) return "Array";
  if (value instanceof Set) return "Set";
  if (value instanceof Map) return "Map";
  if (value instanceof Promise) return "Promise";
  if (value instanceof Error) return "Error";
  return "Unknown";
}

/** foundry.utils.isDeletionKey: "-=key" (delete) or "==key" (force replace). */
export function isDeletionKey(key: unknown): boolean {
  return typeof key === "string" && key[1] === "=" && (key[0] === "=" || key[0] === "-");
}

/** foundry.utils.applySpecialKeys: "-=" keys removed, "==" keys assigned, recursively. */
export function applySpecialKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(applySpecialKeys);
  if (getType(value) !== "Object") return value;
  const out: Plain = {};
  for (const [key, v] of Object.entries(value as Plain)) {
    if (key.startsWith("-=")) {
      if (v !== null) throw new Error("Removing a key using the -= deletion syntax requires null");
      Reflect.deleteProperty(out, key.slice(2));
    } else if (key.startsWith("==")) out[key.slice(2)] = applySpecialKeys(v);
    else out[key] = applySpecialKeys(v);
  }
  return out;
}

export function isPlain(value: unknown): value is Plain {
  return getType(value) === "Object";
}

export function deepClone<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => deepClone(v)) as T;
  if (value instanceof Set) return new Set([...value].map((v: unknown) => deepClone(v))) as T;
  if (isPlain(value)) {
    const out: Plain = {};
    for (const [k, v] of Object.entries(value)) out[k] = deepClone(v);
    return out as T;
  }
  return value;
}

export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Set || value instanceof Map) return value.size === 0;
  if (isPlain(value)) return Object.keys(value).length === 0;
  return false;
}

/** foundry.utils.expandObject: {"a.b": 1} → {a: {b: 1}}. */
export function expandObject(flat: Plain): Plain {
  const out: Plain = {};
  for (const [key, value] of Object.entries(flat))
    setProperty(out, key, isPlain(value) ? expandObject(value) : value);
  return out;
}

export function getProperty(object: unknown, path: string): unknown {
  let target: unknown = object;
  for (const part of path.split(".")) {
    if (target === null || typeof target !== "object") return undefined;
    target = (target as Plain)[part];
  }
  return target;
}

export function setProperty(object: Plain, path: string, value: unknown): void {
  const parts = path.split(".");
  const last = parts.pop() ?? path;
  let target = object;
  for (const part of parts) {
    const next = target[part];
    if (typeof next !== "object" || next === null) target[part] = {};
    target = target[part] as Plain;
  }
  target[last] = value;
}

/**
 * foundry.utils.mergeObject with its defaults (insertKeys, insertValues, overwrite, recursive, inplace)
 * and `performDeletions` for "-=key" entries. Returns the (mutated) original.
 */
export function mergeObject(original: Plain, other: Plain, { performDeletions = false } = {}): Plain {
  for (const [key, value] of Object.entries(other)) {
    if (performDeletions && key.startsWith("-=")) {
      Reflect.deleteProperty(original, key.slice(2));
      continue;
    }
    const current = original[key];
    if (isPlain(current) && isPlain(value)) mergeObject(current, value, { performDeletions });
    else original[key] = deepClone(value);
  }
  return original;
}

let counter = 0;
everyFile(() => {
  counter = 0;
});
/** foundry.utils.randomID: 16 alphanumerics (deterministic here so test failures are reproducible). */
export function randomID(): string {
  counter += 1;
  return `h${counter.toString(36).padStart(15, "0")}`;
}

/** foundry.utils.escapeHTML: &, <, >, " and ' become entities (v13 common/utils/helpers.mjs). */
export function escapeHTML(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

/** One compatibility warning core logged (foundry.utils.logCompatibilityWarning). */
export interface CompatibilityWarning {
  message: string;
  since?: number;
  until?: number;
}
const loggedCompatibility: CompatibilityWarning[] = [];
const loggedOnce = new Set<string>();

/**
 * foundry.utils.logCompatibilityWarning(message, {since, until, once}) (v13 and v14 common/utils/logging.mjs):
 * core's deprecation shims call it; a `once` warning is logged the first time only. The simulation keeps
 * every logged warning (`compatibilityWarnings`) so a test can assert that none was logged; the console
 * line and the `mode` setting (core.compatibilityWarnings) are not emulated.
 */
export function logCompatibilityWarning(
  message: string,
  { since, until, once = false }: { since?: number; until?: number; once?: boolean } = {},
): void {
  if (once && loggedOnce.has(message)) return;
  if (once) loggedOnce.add(message);
  loggedCompatibility.push({
    message,
    ...(since === undefined ? {} : { since }),
    ...(until === undefined ? {} : { until }),
  });
}

/** The compatibility warnings logged since the last `clearCompatibilityWarnings` (test-only reader). */
export function compatibilityWarnings(): readonly CompatibilityWarning[] {
  return [...loggedCompatibility];
}
/** Forgets the logged warnings, the `once` ones included (a test's fresh start). */
export function clearCompatibilityWarnings(): void {
  loggedCompatibility.length = 0;
  loggedOnce.clear();
}
// Each test file starts with none logged, as a fresh page would.
everyFile(() => {
  loggedCompatibility.length = 0;
  loggedOnce.clear();
});
