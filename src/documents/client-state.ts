/**
 * What one client remembers while its page is open. Foundry loads the system once per page, so a module's
 * state is one client's there; kept under that client's `game`, it stays one client's also where several
 * clients share one copy of the modules (the test simulation runs every client in one process).
 */
const byClient = new WeakMap<object, Map<string, unknown>>();

/** This client's value under `key`, made on first use. */
export function clientState<T>(key: string, make: () => T): T {
  const owner = game as object;
  let state = byClient.get(owner);
  if (!state) {
    state = new Map();
    byClient.set(owner, state);
  }
  if (!state.has(key)) state.set(key, make());
  return state.get(key) as T;
}
