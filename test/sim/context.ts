/**
 * Several Foundry clients in one Node process: each simulated client has its own `game`, `CONFIG`,
 * `Hooks`, `ui` and `canvas`, and every piece of code that runs "on" a client runs inside
 * `runOn(client, fn)`. An AsyncLocalStorage carries the client across `await`s, so a handler that
 * awaits a server round trip resumes with its own client's globals, as it would in its own browser.
 *
 * Outside any client (the legacy single-world harness tests) the globals behave as before.
 *
 * Limitation (documented in the README): module-level state of src is shared by every client of a
 * worker (test files share one module graph), where in Foundry each browser loads its own copy of the
 * system. What src remembers for one client it keeps under that client's `game`
 * (src/documents/client-state.ts); the rest is the same on every client (registered values, settled queues).
 */
import { AsyncLocalStorage } from "node:async_hooks";

/** The per-client globals a simulated client owns. */
export interface ClientGlobals {
  game: unknown;
  CONFIG: unknown;
  Hooks: unknown;
  ui: unknown;
  canvas: unknown;
}
export type GlobalName = keyof ClientGlobals;
const NAMES: readonly GlobalName[] = ["game", "CONFIG", "Hooks", "ui", "canvas"];

const storage = new AsyncLocalStorage<{ globals: ClientGlobals; label: string; owner: unknown }>();
let installed = false;

/** The label of the client the current code runs on ("gm", "player1", …), or null outside the simulation. */
export function currentClientLabel(): string | null {
  return storage.getStore()?.label ?? null;
}

/** Runs `fn` as code of the given client: its globals are visible until `fn` (and what it awaits) ends. */
export function runOn<T>(globals: ClientGlobals, label: string, fn: () => T, owner: unknown = null): T {
  installClientGlobals();
  return storage.run({ globals, label, owner }, fn);
}

/** The object that owns the current client's globals (the SimClient), or null outside the simulation. */
export function currentOwner(): unknown {
  return storage.getStore()?.owner ?? null;
}

/**
 * Replaces the five globals by accessors that answer with the current client's value, falling back to
 * whatever the global held before (or held by the accessor installed earlier, e.g. the harness's CONFIG
 * accessor in test/harness/rolls.ts, which adds the roll and chat sections to every CONFIG).
 */
export function installClientGlobals(): void {
  if (installed) return;
  installed = true;
  const g = globalThis as unknown as Record<string, unknown>;
  for (const name of NAMES) {
    const previous = Object.getOwnPropertyDescriptor(globalThis, name);
    let fallback: unknown = previous && "value" in previous ? (previous.value as unknown) : undefined;
    const readFallback = (): unknown =>
      previous?.get ? (previous.get.call(globalThis) as unknown) : fallback;
    const writeFallback = (value: unknown) => {
      if (previous?.set) previous.set.call(globalThis, value);
      else fallback = value;
    };
    Object.defineProperty(g, name, {
      configurable: true,
      get: (): unknown => {
        const store = storage.getStore();
        return store ? store.globals[name] : readFallback();
      },
      set: (value: unknown) => {
        const store = storage.getStore();
        if (!store) {
          writeFallback(value);
          return;
        }
        if (!previous?.set) {
          store.globals[name] = value;
          return;
        }
        // Let the earlier accessor decorate the value (CONFIG gains its roll sections), then keep it
        // for this client only and restore the fallback.
        const saved = readFallback();
        writeFallback(value);
        store.globals[name] = readFallback();
        writeFallback(saved);
      },
    });
  }
}
