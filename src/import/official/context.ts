/**
 * The bookkeeping every official-data converter shares. A converter reads the official `system` through a
 * Reader, which remembers every path it consumed; `finish()` then walks the source and lists each number
 * (or numeric string) nobody consumed in `unmapped`, so no number is ever dropped silently.
 * Plain TypeScript: no Foundry globals, so the CLI can run it in Node.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface Unmapped {
  uuid: string;
  field: string;
  why: string;
}

export interface Converted<D = JsonObject> {
  document: D;
  unmapped: Unmapped[];
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A number, or a string that is only a number ("15", "-2"): both count as numbers of the source. */
export function numberOf(value: unknown): number | null {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** A why for numbers nobody consumed, chosen by the first matching path prefix. */
export type Reasons = readonly (readonly [prefix: string, why: string])[];

/** Each path's keys, split once (a converter reads the same few hundred paths of thousands of documents). */
const KEYS = new Map<string, readonly string[]>();
function keysOf(path: string): readonly string[] {
  let keys = KEYS.get(path);
  if (!keys) KEYS.set(path, (keys = path.split(".")));
  return keys;
}

export class Reader {
  readonly unmapped: Unmapped[] = [];
  readonly #used = new Set<string>();

  constructor(
    readonly uuid: string,
    readonly source: JsonObject,
    /** Prefix of every reported field ("system"). */
    readonly root = "system",
  ) {}

  get(path: string): Json | undefined {
    let here: Json | undefined = this.source;
    for (const key of keysOf(path)) {
      if (!isObject(here)) return undefined;
      here = here[key];
    }
    return here;
  }

  /** Marks a path (and everything under it) as mapped. */
  use(path: string): void {
    this.#used.add(path);
  }

  num(path: string, fallback = 0): number {
    this.use(path);
    return numberOf(this.get(path)) ?? fallback;
  }

  /** A number that is only consumed when present; null when absent or not numeric. */
  maybe(path: string): number | null {
    const value = numberOf(this.get(path));
    if (value !== null) this.use(path);
    return value;
  }

  str(path: string, fallback = ""): string {
    this.use(path);
    const value = this.get(path);
    return typeof value === "string" ? value : fallback;
  }

  strings(path: string): string[] {
    this.use(path);
    const value = this.get(path);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  }

  bool(path: string): boolean {
    this.use(path);
    return this.get(path) === true;
  }

  /** A value Steelbound's rules fix (a save ends on 6, one turn a round): mapped when it matches. */
  implied(path: string, expected: number): void {
    const value = numberOf(this.get(path));
    if (value === null || value === expected) this.use(path);
  }

  /** Lists a field as unmapped (whatever it holds) and marks it consumed. */
  note(path: string, why: string): void {
    this.use(path);
    this.unmapped.push({ uuid: this.uuid, field: `${this.root}.${path}`, why });
  }

  /** Lists a field as unmapped only when it holds a number or non-blank text. */
  noteIfSet(path: string, why: string): void {
    const value = this.get(path);
    const set =
      numberOf(value) !== null ||
      (typeof value === "string" && value.trim() !== "") ||
      (Array.isArray(value) && value.length > 0);
    if (set) this.note(path, why);
    else this.use(path);
  }

  /** Lists every number nobody consumed, with the why of the first matching prefix. */
  finish(reasons: Reasons = []): Unmapped[] {
    // Each node checks only its own path: its ancestors were checked on the way down, so the walk stays
    // linear in the size of the source (checking every prefix at every node was cubic in the depth).
    const walk = (value: Json | undefined, path: string): void => {
      if (path !== "" && this.#used.has(path)) return;
      if (Array.isArray(value))
        value.forEach((v, i) => {
          walk(v, path ? `${path}.${i}` : String(i));
        });
      else if (isObject(value))
        for (const [key, v] of Object.entries(value)) walk(v, path ? `${path}.${key}` : key);
      else if (numberOf(value) !== null) {
        const why =
          reasons.find(([prefix]) => path === prefix || path.startsWith(`${prefix}.`))?.[1] ??
          "no Steelbound field holds this number";
        this.unmapped.push({ uuid: this.uuid, field: `${this.root}.${path}`, why });
      }
    };
    walk(this.source, "");
    return this.unmapped;
  }
}
