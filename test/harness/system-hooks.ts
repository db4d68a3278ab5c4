/**
 * src/index.ts registers the system's hooks on `Hooks` when it is imported, as Foundry loads the system's
 * script once per page. Test files share one module graph per worker (vitest.config.ts), so the module
 * runs once per worker; `importSystem()` captures what that first import registered and puts the same
 * handlers on the current file's `Hooks`.
 */
import type { HarnessHooks } from "./globals.ts";
import { oncePerWorker } from "./shared-graph.ts";

type Handlers = HarnessHooks["handlers"];

/** Every handler src/index.ts registered, by hook name (captured on its one evaluation). */
export function systemHookHandlers(): Promise<Handlers> {
  return oncePerWorker("src/index.ts hooks", async () => {
    const hooks = (globalThis as unknown as { Hooks: HarnessHooks }).Hooks;
    const before = new Map([...hooks.handlers].map(([name, list]) => [name, [...list]]));
    await import("../../src/index.ts");
    const added: Handlers = new Map();
    for (const [name, list] of hooks.handlers) {
      const fresh = list.filter((h) => !(before.get(name) ?? []).includes(h));
      if (fresh.length) added.set(name, fresh);
    }
    // The import registered them on this file's Hooks; later files get them through importSystem.
    withSystem.add(hooks);
    return added;
  });
}

const withSystem = new WeakSet<HarnessHooks>();

/** Imports the system as Foundry would, with its hooks on the current `Hooks`. */
export async function importSystem(): Promise<void> {
  const handlers = await systemHookHandlers();
  const hooks = (globalThis as unknown as { Hooks: HarnessHooks }).Hooks;
  if (withSystem.has(hooks)) return;
  withSystem.add(hooks);
  for (const [name, list] of handlers)
    hooks.handlers.set(name, [...(hooks.handlers.get(name) ?? []), ...list]);
}
