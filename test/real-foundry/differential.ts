/**
 * The differential comparison: the same input through a harness model and the same model on Foundry's real
 * classes; outcomes are compared as canonical text (holes, undefined and NaN kept apart), never by error text.
 */
import fc from "fast-check";

type Plain = Record<string, unknown>;
export type Ctor = abstract new (...args: never[]) => unknown;
interface Model {
  toObject(source?: boolean): unknown;
  updateSource(changes: Plain): unknown;
}

/** Canonical text of a value: object keys in order, holes, undefined, NaN and Sets told apart. */
export function canon(value: unknown): string {
  if (value === undefined) return "~undef";
  if (typeof value === "number" && Number.isNaN(value)) return "~NaN";
  if (value instanceof Set) return `~set[${[...value].map(canon).sort().join(",")}]`;
  if (Array.isArray(value)) {
    const parts: string[] = [];
    for (let i = 0; i < value.length; i++) parts.push(i in value ? canon(value[i]) : "~hole");
    return `[${parts.join(",")}]`;
  }
  if (typeof value === "object" && value !== null) {
    const keys = Object.keys(value).sort();
    // Generated ids (foundry.utils.randomID) differ run to run: any 16-character id under "id"/"_id" is masked.
    const entry = (k: string) => {
      const v = (value as Plain)[k];
      return `${JSON.stringify(k)}:${(k === "id" || k === "_id") && typeof v === "string" && /^[A-Za-z0-9]{16}$/.test(v) ? '"~id"' : canon(v)}`;
    };
    return `{${keys.map(entry).join(",")}}`;
  }
  return JSON.stringify(value);
}

export interface Outcome {
  ok: boolean;
  source?: string;
  returned?: string;
}

function construct(cls: Ctor, data: unknown, strict: boolean): Model {
  const C = cls as unknown as new (d: unknown, o: object) => Model;
  return new C(data, { strict });
}

export function built(cls: Ctor, data: unknown, strict: boolean): Outcome {
  try {
    return { ok: true, source: canon(construct(cls, data, strict).toObject()) };
  } catch {
    return { ok: false };
  }
}

export function updated(cls: Ctor, base: unknown, changes: Plain): Outcome {
  let model: Model;
  try {
    model = construct(cls, base, true);
  } catch {
    return { ok: false, source: "base invalid" };
  }
  try {
    const returned = canon(model.updateSource(changes));
    return { ok: true, returned, source: canon(model.toObject()) };
  } catch {
    return { ok: false, source: canon(model.toObject()) };
  }
}

/** Every path (dot notation) to an object or array inside a source, and to each leaf. */
export function pathsOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return prefix ? [prefix] : [];
  const own = prefix ? [prefix] : [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return own.concat(entries.flatMap(([k, v]) => pathsOf(v, prefix ? `${prefix}.${k}` : k)));
}

export const CAUSES = [
  "plain value",
  "sparse array",
  "UUID",
  "-=/== key inside data",
  "key named constructor",
  "non-object source",
] as const;
export type Cause = (typeof CAUSES)[number];

const ID16 = "abcdefghijklmnop";
const uuidArb = fc.constantFrom(
  `Actor.${ID16}`,
  `Item.${ID16}`,
  `Actor.${ID16.slice(1)}`,
  `Actor.goblinScout0001`,
  `Compendium.steelbound.monsters.Actor.${ID16}`,
  `Compendium.steelbound.abilities.Item.${ID16}`,
  `Foo.${ID16}`,
  `Actor.${ID16}.Item.${ID16}`,
  "not a uuid",
);
const plainArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.integer({ min: -3, max: 30 }),
  fc.double({ noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constantFrom("", " a ", "1", "true", "agility", "2d10 + 2"),
  fc.array(fc.oneof(fc.string({ maxLength: 4 }), fc.integer({ min: 0, max: 9 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer({ min: 0, max: 9 }), { maxKeys: 2 }),
);
const sparseArb = fc
  .tuple(
    fc.array(fc.oneof(fc.string({ maxLength: 4 }), fc.integer({ min: 0, max: 9 })), { maxLength: 3 }),
    fc.nat(3),
  )
  .map(([items, gap]) => {
    const arr: unknown[] = [...items];
    arr[items.length + gap + 1] = items[0] ?? "x";
    return arr;
  });

function valueFor(cause: Cause): fc.Arbitrary<unknown> {
  switch (cause) {
    case "sparse array":
      return sparseArb;
    case "UUID":
      return uuidArb;
    case "-=/== key inside data":
      return fc.constantFrom(
        { "-=name": null },
        { "==value": 3 },
        { "-=x": null, a: 1 },
        { "==kind": { a: 1 } },
      );
    case "key named constructor":
      return fc.constantFrom({ constructor: 1 }, { constructor: "x", value: 2 }, { constructor: {} });
    case "non-object source":
      return fc.constantFrom(3, "text", [1, 2], true);
    default:
      return plainArb;
  }
}

export interface Mutation {
  cause: Cause;
  path: string;
  value: unknown;
}

/** Seeded mutations of a base source: one value placed at one path (or the whole source replaced). */
export function mutations(paths: string[], count: number, seed: number): Mutation[] {
  const arb = fc.constantFrom(...CAUSES).chain((cause) =>
    fc.record({
      cause: fc.constant(cause),
      path: fc.constantFrom(...(paths.length ? paths : [""])),
      value: valueFor(cause),
    }),
  );
  return fc.sample(arb, { seed, numRuns: count });
}

function setPath(target: Plain, path: string, value: unknown): void {
  const parts = path.split(".");
  const last = parts.pop() as string;
  let node: Plain = target;
  for (const part of parts) {
    const next = node[part];
    if (typeof next !== "object" || next === null) return;
    node = next as Plain;
  }
  node[last] = value;
}

export function apply(base: Plain, m: Mutation): unknown {
  if (m.cause === "non-object source") return structuredClone(m.value);
  const copy = structuredClone(base);
  if (!m.path) return copy;
  setPath(copy, m.path, structuredClone(m.value));
  return copy;
}

/** A change set for updateSource from a mutation: a dot key (or, for special keys, the nested object). */
export function changeFor(m: Mutation): Plain {
  const value = structuredClone(m.value);
  if (m.cause === "non-object source") return { [m.path || "x"]: value };
  return { [m.path || "x"]: value };
}

/** The two texts around their first difference (for readable reports). */
export function firstDiff(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 60);
  return `…${a.slice(from, i + 60)}… / …${b.slice(from, i + 60)}…`;
}

export class Tally {
  readonly total: Record<string, number> = {};
  readonly differ: Record<string, number> = {};
  readonly examples: Record<string, string> = {};
  count(cause: string, same: boolean, example: () => string): void {
    this.total[cause] = (this.total[cause] ?? 0) + 1;
    if (same) return;
    this.differ[cause] = (this.differ[cause] ?? 0) + 1;
    this.examples[cause] ??= example();
  }
  sum(table: Record<string, number>): number {
    return Object.values(table).reduce((a, b) => a + b, 0);
  }
  report(title: string): string {
    const lines = Object.keys(this.total)
      .sort()
      .map(
        (c) =>
          `  ${c}: ${this.differ[c] ?? 0} of ${this.total[c]}${this.examples[c] ? ` — e.g. ${this.examples[c]}` : ""}`,
      );
    return [`${title}: ${this.sum(this.differ)} of ${this.sum(this.total)} disagree`, ...lines].join("\n");
  }
}
