/**
 * Modules loaded on first use (a window, an importer's heavy half, a click's code), counted while in flight,
 * so a caller — the simulation's settle, a macro — can wait until what a click asked for has loaded. Here,
 * below every layer that splits its code (documents, chat, flows, canvas, queries, applications, config).
 */
const inFlight = new Set<Promise<unknown>>();

/** A module loaded on first use (a window, an importer's heavy half), counted while it is in flight. */
export function track<T>(load: Promise<T>): Promise<T> {
  inFlight.add(load);
  const done = () => inFlight.delete(load);
  load.then(done, done);
  return load;
}

/** How many modules loaded on first use are still in flight (0 once everything asked for is in). */
export const loadsInFlight = (): number => inFlight.size;

/**
 * Resolves once no window's module is still loading (a load started meanwhile is waited for too): lets a
 * caller — the simulation's settle, a macro — wait until a clicked window can have opened.
 */
export async function windowsLoaded(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}
