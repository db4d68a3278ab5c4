/**
 * One module graph for many test files (projects with `isolate: false`). Vitest keeps every evaluated
 * module between the files a worker runs; that is the point (src, Handlebars, happy-dom load once), but
 * the test infrastructure must start every file as if new.
 *
 * The harness set-up (./setup.ts, ../sim/install.ts) defines the classes src extends at import time; those
 * modules are evaluated once per worker and their state is reset by the set-up itself. Every other module
 * under test/ (scenario builders, session tables, fixtures, the test file's helpers) is evaluated again for
 * each file: before a file's set-up runs, `freshTestModules()` forgets them, so the file's imports run them
 * anew with fresh module state, exactly as in a fresh worker.
 *
 * Reads Vitest 4's worker state (`__vitest_worker__.evaluatedModules`, the module runner's cache; the same
 * map Vitest's own `resetModules` walks between isolated files). A guard throws if that shape changes.
 */
import { resolve } from "node:path";

interface ModuleNode {
  evaluated: boolean;
  promise?: unknown;
  exports?: unknown;
}
interface EvaluatedModules {
  idToModuleMap: Map<string, ModuleNode>;
  invalidateModule(node: ModuleNode): void;
}

const TEST_ROOT = `${resolve(import.meta.dirname, "..")}/`;
/** Ids of the set-up's modules: evaluated once per worker. */
const kept = new Set<string>();

function modules(): EvaluatedModules {
  const state = (globalThis as { __vitest_worker__?: { evaluatedModules?: EvaluatedModules } })
    .__vitest_worker__;
  const map = state?.evaluatedModules;
  if (!map || !(map.idToModuleMap instanceof Map) || typeof map.invalidateModule !== "function")
    throw new Error("test/harness/shared-graph.ts: Vitest's module cache is not where it was (Vitest 4).");
  return map;
}

type Listener = [
  type: string,
  listener: EventListenerOrEventListenerObject,
  options?: boolean | EventListenerOptions,
];
/** Listeners put on the page's window and document, so a new file starts as after a page reload. */
const pageListeners = new Map<EventTarget, Listener[]>();

function recordListeners(target: EventTarget): void {
  if (pageListeners.has(target)) return;
  const list: Listener[] = [];
  pageListeners.set(target, list);
  const add = target.addEventListener.bind(target);
  target.addEventListener = (type, listener, options) => {
    if (listener)
      list.push([type, listener, typeof options === "object" ? { capture: options.capture } : options]);
    add(type, listener, options);
  };
}

/** A DOM environment's page is the worker's: the previous file's nodes and listeners leave with it. */
function resetDocument(): void {
  const doc = (globalThis as { document?: Document }).document;
  if (!doc) return;
  for (const [target, list] of pageListeners) {
    for (const [type, listener, options] of list.splice(0))
      target.removeEventListener(type, listener, options);
  }
  doc.head.replaceChildren();
  doc.body.replaceChildren();
}

/** Starts recording the page's listeners (the first file's set-up; the page is the worker's). */
function watchPage(): void {
  const doc = (globalThis as { document?: Document }).document;
  if (!doc) return;
  recordListeners(doc);
  recordListeners(globalThis);
  const win = (globalThis as { window?: EventTarget }).window;
  if (win) recordListeners(win);
}

type Start = (fn: (...args: unknown[]) => void, ...rest: unknown[]) => unknown;
/** Timers a file started that have not run yet, with how to stop each. */
const timers = new Map<unknown, (handle: unknown) => void>();

/**
 * Records the timers test files start (the first file's set-up; Vitest keeps its own timers apart). A
 * fresh worker never runs the timers a previous file left (a query's time-out, a delayed render); the next
 * file's set-up clears them, so they cannot fire into another file's world.
 */
function watchTimers(): void {
  const g = globalThis as Record<string, unknown>;
  const kinds = [
    ["setTimeout", "clearTimeout", true],
    ["setInterval", "clearInterval", false],
    ["setImmediate", "clearImmediate", true],
  ] as const;
  for (const [startName, stopName, once] of kinds) {
    const start = g[startName] as Start | undefined;
    const stop = g[stopName] as ((handle: unknown) => void) | undefined;
    if (typeof start !== "function" || typeof stop !== "function") continue;
    g[startName] = (fn: (...args: unknown[]) => void, ...rest: unknown[]) => {
      if (typeof fn !== "function") return start(fn, ...rest);
      const handle = start(
        (...args: unknown[]) => {
          if (once) timers.delete(handle);
          fn(...args);
        },
        ...rest,
      );
      timers.set(handle, stop);
      return handle;
    };
    g[stopName] = (handle: unknown) => {
      timers.delete(handle);
      stop(handle);
    };
  }
}

function clearTimers(): void {
  for (const [handle, stop] of timers) stop(handle);
  timers.clear();
}

const isTestModule = (id: string) => id.startsWith(TEST_ROOT) && !id.includes("/node_modules/");

/** Forgets every evaluated test module the set-up did not load, so this file evaluates them afresh. */
export function freshTestModules(): void {
  // The worker's first file: nothing ran before its set-up (whose own imports are evaluated already).
  if (kept.size === 0) return;
  clearTimers();
  restoreGlobals();
  for (const reset of resets) reset();
  resetDocument();
  const graph = modules();
  for (const [id, node] of graph.idToModuleMap) {
    if (isTestModule(id) && !kept.has(id) && node.evaluated) graph.invalidateModule(node);
  }
}

/** Marks every test module evaluated so far as part of the set-up (called at the end of each set-up file). */
export function keepSetupModules(): void {
  for (const [id, node] of modules().idToModuleMap) if (isTestModule(id) && node.evaluated) kept.add(id);
  if (!setupGlobals) {
    watchPage();
    watchTimers();
  }
  if (!setupGlobals || firstFile) {
    setupGlobals = Object.getOwnPropertyDescriptors(globalThis);
    setupValues = new Map();
    for (const [key, d] of Object.entries(setupGlobals)) if (d.get && d.set) setupValues.set(key, read(key));
    firstFile = true;
  }
}

/** The global object as the first file's set-up left it (helpers assign globals at import, e.g. `Roll`). */
let setupGlobals: PropertyDescriptorMap | null = null;
/** What the global accessors with a setter (happy-dom's `document`, `KeyboardEvent`, …) answered then. */
let setupValues = new Map<string, unknown>();
const NOT_READ = Symbol("not read");
function read(key: string): unknown {
  try {
    return (globalThis as Record<string, unknown>)[key];
  } catch {
    return NOT_READ;
  }
}
/** True until the second file starts: both set-up entries of the first file add to the snapshot. */
let firstFile = false;

const same = (a: PropertyDescriptor, b: PropertyDescriptor) =>
  a.value === b.value && a.get === b.get && a.set === b.set;

/** Puts back every global the previous file added or replaced (Vitest's own `__vitest…` ones stay). */
function restoreGlobals(): void {
  firstFile = false;
  if (!setupGlobals) return;
  const g = globalThis as Record<PropertyKey, unknown>;
  for (const key of Reflect.ownKeys(globalThis)) {
    if (typeof key === "string" && key.startsWith("__vitest")) continue;
    const was = setupGlobals[key as string];
    const now = Object.getOwnPropertyDescriptor(globalThis, key);
    if (!now?.configurable) continue;
    if (!was) Reflect.deleteProperty(globalThis, key);
    else if (!same(was, now)) Object.defineProperty(globalThis, key, was);
    else if (typeof key === "string" && setupValues.has(key)) {
      // An accessor keeps its descriptor while a file assigns through it (a second happy-dom Window's names).
      const value = setupValues.get(key);
      if (value !== NOT_READ && read(key) !== value) g[key] = value;
    }
  }
}

const resets: (() => void)[] = [];

/**
 * Registers how a set-up module's state returns to what a fresh evaluation would give; every file's
 * set-up runs them (a module evaluated once per worker keeps its arrays, counters and caches otherwise).
 */
export function everyFile(reset: () => void): void {
  resets.push(reset);
}

const perWorker = new Map<string, unknown>();

/**
 * A value every file of a worker shares because the module behind it is evaluated once per worker: the
 * hooks src/index.ts registers when it is first imported are captured once and reused by every file.
 */
export async function oncePerWorker<T>(key: string, make: () => Promise<T>): Promise<T> {
  if (!perWorker.has(key)) perWorker.set(key, await make());
  return perWorker.get(key) as T;
}
