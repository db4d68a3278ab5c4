/**
 * The active GM's own queue on this page (./gm-query.ts): its requests and its upkeep join the very queue
 * that judges the players'. Kept apart from ./request-gm.ts (which names every request kind) so a handler's
 * helper can queue follow-up work without importing the table of kinds it belongs to.
 */
import type { GmQueryHandler } from "./gm-query.ts";

/**
 * The handler this page registered, kept by its `game` rather than in a module variable: a test page running
 * several clients side by side has one `game` per client.
 */
const localHandlers = new WeakMap<object, GmQueryHandler>();

/** Remembers the handler so the active GM's own requests skip the socket round trip. */
export function setLocalGmHandler(handler: GmQueryHandler): void {
  localHandlers.set(game, handler);
}

/** The handler registered on this page, if any. */
export function localGmHandler(): GmQueryHandler | undefined {
  return localHandlers.get(game);
}

/**
 * Runs GM upkeep `work` as a turn of this page's GM queue (./gm-query.ts); null when this client is not
 * the active GM (only the active GM's queue writes what requests record).
 */
export function inGmQueue<T>(work: () => Promise<T>): Promise<T> | null {
  const handler = game.user?.isActiveGM === true ? localHandlers.get(game) : undefined;
  return handler === undefined ? null : handler.inTurn(work);
}
