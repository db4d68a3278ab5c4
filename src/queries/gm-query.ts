/**
 * THE single GM query of Steelbound: `CONFIG.queries["steelbound.gm"]`.
 *
 * A player asks with `requestGm({ kind, ...payload })`; the active GM's client runs the handler.
 *
 * How the requester is authenticated (Foundry v13 `User#query`): the player's client emits the query
 * to the server, which relays it to the queried user together with the id of the *socket's* user, and
 * the receiving client calls `CONFIG.queries[name](queryData, { user })` with that User. The `user`
 * therefore comes from the server session, not from `queryData`, so a client cannot claim to be
 * someone else; nothing identifying the requester is ever read from the payload. Sending needs the
 * QUERY_USER permission (players have it by default). The handler still refuses when it is not running
 * on the active GM (two GMs would otherwise both apply), when the user is unknown, when the payload
 * does not parse, and when the kind's own `authorize` says no.
 */
import { QueryRefused, type QueryKind, type QueryResponse, type Requester } from "./query-kind.ts";
import { isRecord } from "./payload.ts";

export const GM_QUERY = "steelbound.gm";

/** What the router needs from the running world (Foundry in play, stand-ins in tests). */
export interface RouterEnvironment {
  /** True when this client is the active GM. */
  isActiveGM(): boolean;
  /** The requester as a known user of this world, or null. */
  findUser(id: string): Requester | null;
}

// Method syntax in QueryKind makes kinds with specific payloads assignable here.
export type QueryKindTable = Readonly<Record<string, QueryKind<unknown, unknown>>>;

/** The `{ user }` Foundry passes as the second argument of a query handler. */
export interface QueryHandlerOptions {
  user?: { id?: unknown } | null;
}

/** Builds the function registered as `CONFIG.queries["steelbound.gm"]`. */
export function createGmQueryHandler(kinds: QueryKindTable, env: RouterEnvironment) {
  return async function handleGmQuery(
    data: unknown,
    options: QueryHandlerOptions = {},
  ): Promise<QueryResponse<unknown>> {
    try {
      if (!env.isActiveGM()) throw new QueryRefused("NotActiveGM");
      const userId = options.user?.id;
      const user = typeof userId === "string" ? env.findUser(userId) : null;
      if (user === null) throw new QueryRefused("UnknownUser");
      if (!isRecord(data) || typeof data["kind"] !== "string") throw new QueryRefused("Malformed", "kind");
      const kind = Object.hasOwn(kinds, data["kind"]) ? kinds[data["kind"]] : undefined;
      if (kind === undefined) throw new QueryRefused("UnknownKind", data["kind"]);
      const payload = kind.parse(data);
      await kind.authorize(payload, user);
      return { ok: true, result: await kind.handle(payload, user) };
    } catch (error) {
      if (error instanceof QueryRefused) {
        console.warn(`${GM_QUERY} |`, error.message);
        return { ok: false, reason: error.reason };
      }
      throw error;
    }
  };
}

export type GmQueryHandler = ReturnType<typeof createGmQueryHandler>;
