/**
 * How a window or a board tool listens to Foundry's hooks while it is open. Registration at init lives in
 * src/config (one file per hook); anything shorter-lived subscribes here and keeps the function that
 * unsubscribes it. v13 client/helpers/hooks.mjs: `Hooks.on` and `Hooks.once` return the id that
 * `Hooks.off(hook, id)` removes (an id unknown by then, e.g. a `once` hook that already ran, is ignored).
 */
type HookListener = (...args: never[]) => unknown;

export interface HookSubscription {
  hook: string;
  fn: HookListener;
  /** Runs once, then Foundry removes it (Hooks.once). */
  once?: boolean;
}

/** Subscribes every listener; the answer unsubscribes them all (safe to call more than once). */
export function subscribeHooks(subscriptions: readonly HookSubscription[]): () => void {
  // The hook names and listener shapes are typed where each subscription is written.
  const hooks = Hooks as unknown as {
    on(hook: string, fn: HookListener): number;
    once(hook: string, fn: HookListener): number;
    off(hook: string, id: number): void;
  };
  let ids: [string, number][] = subscriptions.map(({ hook, fn, once }) => [
    hook,
    once === true ? hooks.once(hook, fn) : hooks.on(hook, fn),
  ]);
  return () => {
    for (const [hook, id] of ids) hooks.off(hook, id);
    ids = [];
  };
}
