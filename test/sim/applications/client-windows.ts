/**
 * Each simulated client is its own browser: its own `foundry.applications.instances` (v13
 * client/applications/_module.mjs exports one `instances` Map per page) and its own page, so two clients
 * may both show the window with the same id (e.g. the GM's and a player's montage tracker) without one
 * replacing the other. Code running on a client (see ../context.ts) reads and writes that client's
 * registry and page; code outside any client (legacy single-world tests, or a test looking at "every
 * window") sees the union of all registries and writes to its own.
 */
import { currentClientLabel, currentOwner } from "../context.ts";
import { everyFile } from "../../harness/shared-graph.ts";

type Registry<T> = Map<string, T>;

const registries = new Map<unknown, Registry<unknown>>();
const outside: Registry<unknown> = new Map();
everyFile(() => {
  registries.clear();
  outside.clear();
});

/** The registry of the client the current code runs on (or the one for code outside any client). */
export function currentRegistry<T>(): Registry<T> {
  const owner = currentOwner();
  if (owner === null) return outside as Registry<T>;
  let registry = registries.get(owner);
  if (!registry) {
    registry = new Map();
    registries.set(owner, registry);
  }
  return registry as Registry<T>;
}

function everyRegistry<T>(): Registry<T>[] {
  return [outside, ...registries.values()] as Registry<T>[];
}

/** A Map whose contents are the current client's windows (outside any client: every client's). */
export class ClientInstances<T> extends Map<string, T> {
  #view(): [string, T][] {
    if (currentOwner() !== null) return [...currentRegistry<T>().entries()];
    return everyRegistry<T>().flatMap((r) => [...r.entries()]);
  }
  override get(id: string): T | undefined {
    return this.#view().find(([key]) => key === id)?.[1];
  }
  override has(id: string): boolean {
    return this.get(id) !== undefined;
  }
  override set(id: string, app: T): this {
    currentRegistry<T>().set(id, app);
    return this;
  }
  override delete(id: string): boolean {
    return currentRegistry<T>().delete(id);
  }
  override clear(): void {
    for (const registry of everyRegistry()) registry.clear();
  }
  override get size(): number {
    return this.#view().length;
  }
  override keys(): MapIterator<string> {
    const keys = this.#view().map(([key]) => key);
    return keys[Symbol.iterator]();
  }
  override values(): MapIterator<T> {
    const apps = this.#view().map(([, app]) => app);
    return apps[Symbol.iterator]();
  }
  override entries(): MapIterator<[string, T]> {
    return this.#view()[Symbol.iterator]();
  }
  override [Symbol.iterator](): MapIterator<[string, T]> {
    return this.entries();
  }
  override forEach(fn: (value: T, key: string, map: Map<string, T>) => void): void {
    for (const [key, app] of this.#view()) fn(app, key, this);
  }
}

/**
 * The page an application renders into: on a client, that client's own `<div data-sim-client>` in the body
 * (created again if a test emptied the body); outside any client, the body itself.
 */
export function clientPage(): HTMLElement {
  const label = currentClientLabel();
  if (label === null) return document.body;
  const found = [...document.body.children].find(
    (e): e is HTMLElement => e instanceof HTMLElement && e.dataset["simClient"] === label,
  );
  if (found) return found;
  const page = document.createElement("div");
  page.dataset["simClient"] = label;
  document.body.append(page);
  return page;
}
