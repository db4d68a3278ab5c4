/**
 * Who sent a GM query, as Foundry's server stamped it.
 *
 * v13 calls a query handler as `CONFIG.queries[name](queryData, {timeout})` (client/documents/collections/
 * users.mjs `Users.#handleUserQuery(userId, queryId, queryName, queryData, {timeout}, ack)`): the sender's
 * id — which the server takes from the socket session, not from the payload — reaches the socket listener
 * but not the handler. That listener is registered by `Game#activateSocketListeners` just before "ready"
 * (client/game.mjs), and socket.io calls a event's listeners in registration order with the same
 * arguments. So a "userQuery" listener registered at "init" runs first and sees the very `queryData`
 * object the handler then receives: we remember its sender by that object. Nothing in the payload can
 * name a requester; a query object we never saw arrive has no requester and is refused.
 */
import { GM_QUERY } from "../documents/gm-channel/gm-query.ts";

const senders = new WeakMap<object, string>();

/** The slice of socket.io's client socket (game.socket) this module uses. */
export interface QuerySocket {
  on(event: "userQuery", listener: (...args: unknown[]) => void): unknown;
}

/** Registers the listener (call at "init", before core activates its own "userQuery" listener). */
export function listenForRequesters(socket: QuerySocket): void {
  socket.on("userQuery", (userId: unknown, _queryId: unknown, queryName: unknown, queryData: unknown) => {
    if (queryName !== GM_QUERY || typeof userId !== "string") return;
    if (typeof queryData === "object" && queryData !== null) senders.set(queryData, userId);
  });
}

/** The server-stamped sender of a query payload that arrived through the socket, else null. */
export function requesterOf(queryData: unknown): string | null {
  return typeof queryData === "object" && queryData !== null ? (senders.get(queryData) ?? null) : null;
}
