/**
 * Hostile input is refused before any conversion (one pass over the parsed
 * source, linear in its size, that refuses a file too large, nesting too deep, too many values, a cycle
 * (an object reached twice on its own path) and the keys that reach JavaScript's prototypes (`__proto__`,
 * `constructor`, `prototype`). Pure: the CLI and Foundry's "Import Data" share it.
 */
export const IMPORT_LIMITS = {
  /** Characters of one file's JSON text. */
  textLength: 20_000_000,
  /** Levels of nesting (official documents need about a dozen). */
  depth: 64,
  /** Objects, arrays and values of one source. */
  nodes: 500_000,
} as const;

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export class HostileInputError extends Error {
  constructor(readonly why: string) {
    super(`refused: ${why}`);
    this.name = "HostileInputError";
  }
}

/** Throws a HostileInputError for text too long to parse safely. */
export function assertTextSize(text: string): void {
  if (text.length > IMPORT_LIMITS.textLength)
    throw new HostileInputError(
      `the file has ${text.length} characters (at most ${IMPORT_LIMITS.textLength})`,
    );
}

/**
 * Throws a HostileInputError unless the value is a plain, bounded, acyclic tree of JSON values. Recursive:
 * the depth limit bounds the stack (64 frames), and a cycle is met on its own path before any limit.
 */
export function assertSafeSource(source: unknown): void {
  const onPath = new Set<object>();
  let nodes = 0;
  const visit = (value: unknown, depth: number): void => {
    if (++nodes > IMPORT_LIMITS.nodes)
      throw new HostileInputError(`more than ${IMPORT_LIMITS.nodes} values in one document`);
    if (typeof value !== "object" || value === null) return;
    if (depth > IMPORT_LIMITS.depth)
      throw new HostileInputError(`nested deeper than ${IMPORT_LIMITS.depth} levels`);
    if (onPath.has(value)) throw new HostileInputError("the document refers to itself (a cycle)");
    onPath.add(value);
    if (Array.isArray(value)) for (const child of value as unknown[]) visit(child, depth + 1);
    else
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        if (FORBIDDEN_KEYS.has(key)) throw new HostileInputError(`the key "${key}" is not allowed`);
        visit((value as Record<string, unknown>)[key], depth + 1);
      }
    onPath.delete(value);
  };
  visit(source, 1);
}

/** JSON text parsed only after its size is checked, then checked as a source (text that is no JSON throws a plain Error). */
export function parseSafeJson(text: string): unknown {
  assertTextSize(text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`not JSON (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  assertSafeSource(parsed);
  return parsed;
}
