/**
 * What became of a GM request whose sender stopped waiting. Every socket request carries an id
 * its sender made (`rid`); when the query fails (the GM's answer did not come within the sender's timeout,
 * v13 client/documents/user.mjs User#query rejecting), the sender asks the GM about that id. The GM answers
 * at once, outside its queue (./gm-query.ts): a request still waiting is cancelled there and then, so it is
 * never applied; one running is asked about again shortly; one done says whether it was applied.
 */

/** The queue-level question kind (not a kind of the table in src/queries/kinds.ts: the router answers it). */
export const REQUEST_STATUS = "requestStatus";

export type RequestOutcome =
  "queued" | "running" | "applied" | "refused" | "expired" | "cancelled" | "failed" | "unknown";

const OUTCOMES = new Set<string>([
  "queued",
  "running",
  "applied",
  "refused",
  "expired",
  "cancelled",
  "failed",
  "unknown",
]);

/** A fresh request id (16 letters and digits, as Foundry's ids; the sender's own, never trusted further). */
export function newRequestId(): string {
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => letters[b % letters.length]).join("");
}

/** What the sender tells its user, as a STEELBOUND.Query key. */
export type LateVerdict = "NotApplied" | "AppliedLate" | "OutcomeUnknown" | "Failed";

/**
 * Asks the GM about request `rid` until it is settled: `ask` sends one status question and gives the GM's
 * answer (or throws when that fails too); `wait` pauses between questions while the request runs.
 */
export async function settleLateRequest(
  ask: () => Promise<unknown>,
  wait: (ms: number) => Promise<void>,
  tries = 6,
): Promise<LateVerdict> {
  for (let i = 0; i < tries; i++) {
    let outcome: unknown;
    try {
      const answer = (await ask()) as { ok?: unknown; result?: unknown } | null;
      outcome = answer?.ok === true ? answer.result : "unknown";
    } catch {
      return "OutcomeUnknown";
    }
    const known = typeof outcome === "string" && OUTCOMES.has(outcome) ? outcome : "unknown";
    if (known === "applied") return "AppliedLate";
    if (known === "running" || known === "queued") {
      await wait(1_000);
      continue;
    }
    // An error on the GM's client while it ran: what it wrote before failing is not known here.
    if (known === "failed") return "Failed";
    return known === "unknown" ? "OutcomeUnknown" : "NotApplied";
  }
  return "OutcomeUnknown";
}
