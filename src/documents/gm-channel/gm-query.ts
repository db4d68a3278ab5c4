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
 * Requests are judged one at a time, the GM's own included: each one is parsed, authorized and
 * handled only after the previous one finished. Every handler awaits its writes, and in v13 a write resolves
 * only after the server's reply was applied to the GM's own copies (v13 client/data/client-backend.mjs
 * ClientDatabaseBackend#_updateDocuments awaits #dispatchRequest, then #handleUpdateDocuments calls
 * updateSource on the local document), so each request reads the world with every earlier request's writes
 * in it: two cards hitting one creature both count, two spends of the last token cannot both pass. A handler
 * must therefore never wait for another GM request.
 *
 * The queue is fair and bounded: each requester has a lane, kept in the order it came, and the
 * lanes are served round robin, one request each, so a player flooding the queue delays another player's
 * request by at most one of his own per lane ahead of it. A lane holds at most `perRequester` requests and
 * the queue `total`; beyond that a request is refused at once ("Busy") and never applied. A socket request
 * carries the timeout its sender set (v13 client/documents/user.mjs User#query hands `{timeout}` to the
 * server, client/documents/collections/users.mjs Users.#handleUserQuery passes it to the handler): one whose
 * sender will have given up before its turn comes is never started ("Expired"). A sender that timed out asks
 * what became of its request by the id it gave it (`rid`, ./request-status.ts): a request still waiting is
 * cancelled and never applied; one already done says whether it was applied. The id only finds the sender's
 * own lane record: it grants nothing.
 */
import { QueryRefused, type QueryKind, type QueryResponse, type Requester } from "./query-kind.ts";
import { isRecord } from "./payload.ts";
import { REQUEST_STATUS, type RequestOutcome } from "./request-status.ts";

export const GM_QUERY = "steelbound.gm";

/** What the router needs from the running world (Foundry in play, stand-ins in tests). */
export interface RouterEnvironment {
  /** True when this client is the active GM. */
  isActiveGM(): boolean;
  /** The requester as a known user of this world, or null. */
  findUser(id: string): Requester | null;
  /** The clock deadlines are measured on (Date.now unless a test gives its own). */
  now?(): number;
}

/** How much the queue holds. */
export interface QueueLimits {
  /** Requests one requester may have waiting or running. */
  perRequester: number;
  /** Requests of everyone together. */
  total: number;
  /** Outcomes remembered per requester for its status questions (the oldest go first). */
  outcomes: number;
  /** A request is not started once less than this is left of its sender's timeout (ms). */
  margin: number;
}
export const QUEUE_LIMITS: QueueLimits = { perRequester: 24, total: 160, outcomes: 48, margin: 1_500 };

/** What a socket request's handler is told beside its data. */
export interface JudgeOptions {
  /** The sender's own timeout for this request, in ms (absent for the GM's own requests). */
  timeout?: number;
}

interface Job {
  lane: string;
  rid: string | null;
  deadline: number | null;
  work: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** What the request's answer is when it is dropped without being run. */
  dropped: (reason: "Expired" | "Cancelled") => unknown;
}

const RID = /^[A-Za-z0-9_-]{8,40}$/;
/** The request id a sender gave, or null (anything else is ignored: it only names the sender's record). */
export function requestIdOf(data: unknown): string | null {
  const rid = isRecord(data) ? data["rid"] : undefined;
  return typeof rid === "string" && RID.test(rid) ? rid : null;
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
  overrides: Partial<QueueLimits> = {},
) {
  const limits = { ...QUEUE_LIMITS, ...overrides };
  const now = () => (env.now ? env.now() : Date.now());
  /** Each requester's waiting requests, lanes in the order they first came; the GM's upkeep has its own. */
  const lanes = new Map<string, Job[]>();
  let waiting = 0;
  let running: Job | null = null;
  /** Each requester's last outcomes by request id (Map order: oldest first). */
  const outcomes = new Map<string, Map<string, RequestOutcome>>();
  const remember = (lane: string, rid: string | null, outcome: RequestOutcome) => {
    if (rid === null) return;
    const record = outcomes.get(lane) ?? new Map<string, RequestOutcome>();
    outcomes.set(lane, record);
    record.delete(rid);
    record.set(rid, outcome);
    while (record.size > limits.outcomes) record.delete(record.keys().next().value as string);
  };

  /** Takes the next request: the first lane's first, then that lane goes to the back of the ring. */
  function next(): Job | null {
    for (const [lane, jobs] of lanes) {
      lanes.delete(lane);
      const job = jobs.shift();
      if (jobs.length) lanes.set(lane, jobs);
      if (job) return job;
    }
    return null;
  }

  function pump(): void {
    if (running !== null) return;
    const job = next();
    if (job === null) return;
    waiting--;
    if (job.deadline !== null && now() > job.deadline) {
      remember(job.lane, job.rid, "expired");
      job.resolve(job.dropped("Expired"));
      pump();
      return;
    }
    running = job;
    remember(job.lane, job.rid, "running");
    job
      .work()
      .then(
        (value) => {
          remember(job.lane, job.rid, applied(value) ? "applied" : "refused");
          job.resolve(value);
        },
        (error: unknown) => {
          remember(job.lane, job.rid, "failed");
          job.reject(error);
        },
      )
      .finally(() => {
        running = null;
        pump();
      });
  }

  /** Queues `work` in `lane`; refuses at once (null) when the lane or the queue is full. */
  function enqueue<T>(
    lane: string,
    work: () => Promise<T>,
    meta: { rid?: string | null; timeout?: number; dropped?: (reason: "Expired" | "Cancelled") => T } = {},
  ): Promise<T> | null {
    const jobs = lanes.get(lane) ?? [];
    const mine = jobs.length + (running?.lane === lane ? 1 : 0);
    if (mine >= limits.perRequester || waiting >= limits.total) return null;
    const timeout = meta.timeout;
    return new Promise<T>((resolve, reject) => {
      jobs.push({
        lane,
        rid: meta.rid ?? null,
        deadline:
          typeof timeout === "number" && Number.isFinite(timeout) && timeout > 0
            ? now() + timeout - limits.margin
            : null,
        work,
        resolve: resolve as (value: unknown) => void,
        reject,
        dropped: meta.dropped ?? (() => Promise.reject(new QueryRefused("Expired"))),
      });
      lanes.set(lane, jobs);
      waiting++;
      if (meta.rid) remember(lane, meta.rid, "queued");
      pump();
    });
  }

  /** Runs `work` as a turn of the queue (the GM's upkeep: its own lane, served in the same rotation). */
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    return enqueue(UPKEEP, work) ?? Promise.reject(new QueryRefused("Busy", "upkeep"));
  }

  /** A sender asking what became of its request: answered at once, outside the queue (it writes nothing). */
  function status(lane: string, rid: string): QueryResponse<unknown> {
    const jobs = lanes.get(lane) ?? [];
    const at = jobs.findIndex((job) => job.rid === rid);
    if (at >= 0) {
      const [job] = jobs.splice(at, 1);
      if (!jobs.length) lanes.delete(lane);
      waiting--;
      remember(lane, rid, "cancelled");
      job?.resolve(job.dropped("Cancelled"));
      return { ok: true, result: "cancelled" };
    }
    return { ok: true, result: outcomes.get(lane)?.get(rid) ?? "unknown" };
  }

  const judgeInTurn = (
    data: unknown,
    requesterId: string | null = null,
    options: JudgeOptions = {},
  ): Promise<QueryResponse<unknown>> => {
    const lane = requesterId ?? "";
    const rid = requestIdOf(data);
    if (isRecord(data) && data["kind"] === REQUEST_STATUS) {
      if (!env.isActiveGM()) return Promise.resolve({ ok: false, reason: "NotActiveGM" });
      if (requesterId === null || env.findUser(requesterId) === null)
        return Promise.resolve({ ok: false, reason: "UnknownUser" });
      if (rid === null) return Promise.resolve({ ok: false, reason: "Malformed" });
      return Promise.resolve(status(lane, rid));
    }
    // Not logged: a flooding client would fill the Director's console; its sender is told.
    const refusedAtOnce = (reason: "Busy" | "Expired" | "Cancelled"): QueryResponse<unknown> => ({
      ok: false,
      reason,
    });
    const queued = enqueue(lane, () => judge(data, requesterId), {
      rid,
      ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
      dropped: refusedAtOnce,
    });
    if (queued === null) {
      remember(lane, rid, "refused");
      return Promise.resolve(refusedAtOnce("Busy"));
    }
    return queued;
  };
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
      // The request id names the sender's own record (request-status.ts); no kind reads it.
      const { rid: _rid, ...fields } = data;
      const payload = kind.parse(fields);
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

/** The lane of the GM's own upkeep (no user id has this form: ids are 16 letters and digits). */
const UPKEEP = "upkeep:";

/** A handled request counts as applied unless the kind refused it. */
const applied = (value: unknown) => !(isRecord(value) && value["ok"] === false);
