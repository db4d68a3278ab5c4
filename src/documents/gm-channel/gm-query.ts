/**
 * THE single GM query of Steelbound: `CONFIG.queries["steelbound.gm"]`.
 *
 * A player asks with `requestGm({ kind, ...payload })`; the active GM's client judges it here.
 *
 * The requester's id is given by the caller of `judge`: for a socket query it is the sender the server
 * stamped on the "userQuery" event (./requester.ts: v13 hands the handler only `(queryData, {timeout})`);
 * for the active GM's own request it is the GM's user. Nothing identifying the requester is ever read
 * from the payload. Sending needs the QUERY_USER permission (players have it by default). The judge
 * refuses when it is not running on the active GM (two GMs would otherwise both apply), when the user is
 * unknown, when the payload does not parse, and when the kind's own `authorize` says no.
 *
 * Requests are judged one at a time, first come first served, the GM's own included (issue 11): each one
 * is parsed, authorized and handled only after the previous one finished. Every handler awaits its
 * writes, and in v13 a write resolves only after the server's reply was applied to the GM's own copies
 * (v13 client/data/client-backend.mjs ClientDatabaseBackend#_updateDocuments awaits #dispatchRequest, then
 * #handleUpdateDocuments calls updateSource on the local document), so each request reads the world with
 * every earlier request's writes in it: two cards hitting one creature both count, two spends of the
 * last token cannot both pass. A handler must therefore never wait for another GM request.
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

/**
 * Builds the judge of GM requests: `(payload, requesterId)` → the response sent back. `kinds` may be a
 * loader (src/config/queries.ts loads the table with the first request): it is awaited inside the turn, so
 * requests are still judged one at a time in the order they came.
 */
export function createGmQueryHandler(
  kinds: QueryKindTable | (() => Promise<QueryKindTable>),
  env: RouterEnvironment,
) {
  // The end of the queue: the work done last (its failure does not stop the next one).
  let tail: Promise<unknown> = Promise.resolve();
  /** Runs `work` as the next turn of the queue: after every earlier request, before every later one. */
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = tail.then(work);
    tail = turn.catch(() => undefined);
    return turn;
  }
  const judgeInTurn = (data: unknown, requesterId: string | null = null): Promise<QueryResponse<unknown>> =>
    inTurn(() => judge(data, requesterId));
  // The GM's own upkeep of what the queue writes (pruning the ledger) takes a turn too: run beside a
  // handler's read-then-write of the same setting, the later write would erase the earlier one.
  return Object.assign(judgeInTurn, { inTurn });

  async function judge(data: unknown, requesterId: string | null): Promise<QueryResponse<unknown>> {
    try {
      if (!env.isActiveGM()) throw new QueryRefused("NotActiveGM");
      const user = requesterId === null ? null : env.findUser(requesterId);
      if (user === null) throw new QueryRefused("UnknownUser");
      if (!isRecord(data) || typeof data["kind"] !== "string") throw new QueryRefused("Malformed", "kind");
      const table = typeof kinds === "function" ? await kinds() : kinds;
      const kind = Object.hasOwn(table, data["kind"]) ? table[data["kind"]] : undefined;
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
  }
}

export type GmQueryHandler = ReturnType<typeof createGmQueryHandler>;
