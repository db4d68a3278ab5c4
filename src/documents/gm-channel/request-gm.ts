/** Client side of the GM query: send a typed request to the active GM (or handle it here if we are it). */
import { GM_QUERY } from "./gm-query.ts";
import { localGmHandler } from "./local-queue.ts";
import type { QueryKind, QueryResponse } from "./query-kind.ts";
import { REQUEST_STATUS, newRequestId, settleLateRequest, type LateVerdict } from "./request-status.ts";

/** Long enough for a big area ability on a slow GM machine. */
const TIMEOUT_MS = 30_000;
/** A status question is answered at once, outside the GM's queue (./gm-query.ts). */
const STATUS_TIMEOUT_MS = 5_000;

// The active GM's own queue lives in ./local-queue.ts; its entry points stay importable from here.
export { inGmQueue, setLocalGmHandler } from "./local-queue.ts";

// The kinds are declared above the cards that send them (src/queries/kinds.ts); this client sits below those
// cards, so it learns every kind's payload and result through the global table of ../../queries/kinds-config.d.ts.
type Kinds = SteelboundGmKinds["table"];
export type GmKind = keyof Kinds;
type PayloadOf<K> = K extends QueryKind<infer P, unknown> ? P : never;
type ResultOf<K> = K extends QueryKind<infer _P, infer R> ? R : never;

/** A request to the GM: `{ kind, ...payload }`. */
export type GmRequest<K extends GmKind = GmKind> = { [P in K]: { kind: P } & PayloadOf<Kinds[P]> }[K];
export type GmResult<K extends GmKind> = ResultOf<Kinds[K]>;

export async function requestGm<K extends GmKind>(request: GmRequest<K>): Promise<GmResult<K> | null> {
  const gm = game.users?.activeGM ?? null;
  const local = gm?.isSelf === true ? localGmHandler() : undefined;
  let response: QueryResponse<unknown>;
  let late: LateVerdict | null = null;
  if (gm === null) response = { ok: false, reason: "NoGM" };
  else if (local !== undefined) {
    try {
      response = await local(request, game.user?.id ?? null);
    } catch (error) {
      // The active GM's own request failed in its own queue (a write the server refused): a notice.
      console.error("steelbound | the GM request failed", error);
      response = { ok: false, reason: "Failed" };
    }
  } else {
    const rid = newRequestId();
    try {
      response = await gm.query(GM_QUERY, { ...request, rid }, { timeout: TIMEOUT_MS });
    } catch (error) {
      // v13 client/documents/user.mjs User#query throws the reason of a rejected result: an error on the GM's
      // side (Users.#handleUserQuery turns it into {status: "rejected"}), the GM gone, or the timeout. Button
      // handlers are not awaited (ApplicationV2 #onClickAction), so it would end as an uncaught rejection.
      console.error("steelbound | the GM request failed", error);
      response = { ok: false, reason: "Failed" };
      // Whether it was applied after all: the GM cancels it if it still waits (./request-status.ts).
      late = await settleLateRequest(
        () => gm.query(GM_QUERY, { kind: REQUEST_STATUS, rid }, { timeout: STATUS_TIMEOUT_MS }),
        (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      );
    }
  }
  if (response.ok) return response.result as GmResult<K>; // the handler of kind K produced it
  const key = late ?? response.reason;
  ui.notifications?.warn(game.i18n?.localize(`STEELBOUND.Query.${key}`) ?? key);
  return null;
}
