/** Client side of the GM query: send a typed request to the active GM (or handle it here if we are it). */
import { GM_QUERY, type GmQueryHandler } from "./gm-query.ts";
import type { GmKind, GmRequest, GmResult } from "./kinds.ts";
import type { QueryResponse } from "./query-kind.ts";

/** Long enough for a big area ability on a slow GM machine. */
const TIMEOUT_MS = 30_000;

/**
 * The handler this page registered, kept by its `game` rather than in a module variable: the GM's own
 * requests must join the very queue that judges the players' (./gm-query.ts), and a test page running
 * several clients side by side has one `game` per client.
 */
const localHandlers = new WeakMap<object, GmQueryHandler>();

/** Remembers the handler so the active GM's own requests skip the socket round trip. */
export function setLocalGmHandler(handler: GmQueryHandler): void {
  localHandlers.set(game, handler);
}

/**
 * Runs GM upkeep `work` as a turn of this page's GM queue (./gm-query.ts); null when this client is not
 * the active GM (only the active GM's queue writes what requests record).
 */
export function inGmQueue<T>(work: () => Promise<T>): Promise<T> | null {
  const handler = game.user?.isActiveGM === true ? localHandlers.get(game) : undefined;
  return handler === undefined ? null : handler.inTurn(work);
}

export async function requestGm<K extends GmKind>(request: GmRequest<K>): Promise<GmResult<K> | null> {
  const gm = game.users?.activeGM ?? null;
  const local = gm?.isSelf === true ? localHandlers.get(game) : undefined;
  let response: QueryResponse<unknown>;
  try {
    if (gm === null) response = { ok: false, reason: "NoGM" };
    else if (local !== undefined) response = await local(request, game.user?.id ?? null);
    else response = await gm.query(GM_QUERY, request, { timeout: TIMEOUT_MS });
  } catch (error) {
    // v13 client/documents/user.mjs User#query throws the reason of a rejected result: an error on the GM's
    // side (Users.#handleUserQuery turns it into {status: "rejected"}), the GM gone, or the timeout. Button
    // handlers are not awaited (ApplicationV2 #onClickAction), so it would end as an uncaught rejection.
    console.error("steelbound | the GM request failed", error);
    response = { ok: false, reason: "Failed" };
  }
  if (response.ok) return response.result as GmResult<K>; // the handler of kind K produced it
  ui.notifications?.warn(game.i18n?.localize(`STEELBOUND.Query.${response.reason}`) ?? response.reason);
  return null;
}
