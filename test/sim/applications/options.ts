/** v13 ApplicationV2##mergeApplicationOptions, our own code: how DEFAULT_OPTIONS layers combine. */
import type { Options } from "./foundry-access.ts";

function isPlainObject(value: unknown): value is Options {
  if (typeof value !== "object" || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A copy of plain objects and arrays; functions and class instances (documents) are kept as they are. */
function cloneOption(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloneOption);
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cloneOption(v)]));
  return value;
}

/** Arrays concatenate, plain objects merge key by key, anything else replaces (v13 rule). */
export function mergeOptions(target: Options, layer: Options): Options {
  for (const [key, raw] of Object.entries(layer)) {
    const value = cloneOption(raw);
    const current = target[key];
    if (Array.isArray(current) && Array.isArray(value)) current.push(...(value as unknown[]));
    else if (isPlainObject(current) && isPlainObject(value)) mergeOptions(current, value);
    else target[key] = value;
  }
  return target;
}
