/**
 * The GM's queue is fair and bounded. Each requester has a lane, the lanes are served round robin,
 * a full lane or queue refuses at once, a request whose sender's timeout has run out is never started, and a
 * sender that gave up learns by its request id whether it was applied (a waiting one is cancelled).
 * Time is a virtual clock: the handlers take simulated time, so ten minutes of a table play in milliseconds.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QUEUE_LIMITS, createGmQueryHandler } from "../../src/documents/gm-channel/gm-query.ts";
import type { QueryKind, Requester } from "../../src/documents/gm-channel/query-kind.ts";
import { REQUEST_STATUS, settleLateRequest } from "../../src/documents/gm-channel/request-status.ts";

const user = (n: number): Requester => ({ id: `player${String(n).padStart(10, "0")}`, isGM: false });
const GM: Requester = { id: "gmUser0000000000", isGM: true };
const PLAYERS = [1, 2, 3, 4, 5, 6].map(user);
const [P1, P2, P3] = PLAYERS as [Requester, Requester, Requester, ...Requester[]];
const FLOODER = user(9);
const USERS = [GM, FLOODER, ...PLAYERS];

/** One applied write per request: who asked, its number, and when it ran (the world the GM writes). */
interface Applied {
  user: string;
  n: number;
  at: number;
}

function setup(opts: { workMs?: (n: number) => number } = {}) {
  const applied: Applied[] = [];
  const work: QueryKind<{ n: number }, number> = {
    parse: (data) => ({ n: Number(data["n"]) }),
    authorize: () => undefined,
    async handle(payload, requester) {
      await new Promise((resolve) => setTimeout(resolve, opts.workMs?.(payload.n) ?? 100));
      applied.push({ user: requester.id, n: payload.n, at: Date.now() });
      return payload.n;
    },
  };
  const handler = createGmQueryHandler(
    { work },
    {
      isActiveGM: () => true,
      findUser: (id) => USERS.find((u) => u.id === id) ?? null,
      now: () => Date.now(),
    },
  );
  return { handler, applied };
}

const ask = (n: number, rid?: string) => ({ kind: "work", n, ...(rid ? { rid } : {}) });

describe("the GM's queue", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("a flooding player cannot push another player's request back: lanes are served round robin", async () => {
    const { handler, applied } = setup();
    const flood = Array.from({ length: 1_500 }, (_, n) => handler(ask(n), FLOODER.id, { timeout: 30_000 }));
    const honest = handler(ask(1), P1.id, { timeout: 30_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await honest).toEqual({ ok: true, result: 1 });
    // Served third: after the flooder's request that was running and the one that came before it, not
    // after 1,500 of them.
    expect(applied.findIndex((a) => a.user === P1.id)).toBe(2);
    // The flooder's lane took only what it may hold; the rest were refused at once and never applied.
    await vi.advanceTimersByTimeAsync(QUEUE_LIMITS.perRequester * 100 + 1_000);
    const settled = await Promise.all(flood);
    const busy = settled.filter((r) => !r.ok && r.reason === "Busy").length;
    expect(busy).toBe(1_500 - QUEUE_LIMITS.perRequester);
    expect(applied.filter((a) => a.user === FLOODER.id)).toHaveLength(QUEUE_LIMITS.perRequester);
  });

  it("a request whose sender has given up before its turn is never started", async () => {
    const { handler, applied } = setup({ workMs: () => 5_000 });
    const first = handler(ask(1), P1.id, { timeout: 30_000 });
    const second = handler(ask(2), P2.id, { timeout: 3_000 });
    await vi.advanceTimersByTimeAsync(11_000);
    expect(await first).toEqual({ ok: true, result: 1 });
    expect(await second).toEqual({ ok: false, reason: "Expired" });
    expect(applied.map((a) => a.n)).toEqual([1]);
  });

  it("a sender that timed out learns the outcome by its id: a waiting request is cancelled, never applied", async () => {
    const { handler, applied } = setup({ workMs: () => 4_000 });
    const blocker = handler(ask(1), P1.id, { timeout: 30_000 });
    const late = handler(ask(2, "ridWaiting000001"), P2.id, { timeout: 30_000 });
    // Another player cannot cancel it: the id only finds the sender's own lane.
    expect(await handler({ kind: REQUEST_STATUS, rid: "ridWaiting000001" }, P3.id)).toEqual({
      ok: true,
      result: "unknown",
    });
    expect(await handler({ kind: REQUEST_STATUS, rid: "ridWaiting000001" }, P2.id)).toEqual({
      ok: true,
      result: "cancelled",
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await blocker).toEqual({ ok: true, result: 1 });
    expect(await late).toEqual({ ok: false, reason: "Cancelled" });
    expect(applied.map((a) => a.n)).toEqual([1]);
    // A request done is reported as applied, exactly once.
    const done = handler(ask(3, "ridDone000000001"), P2.id, { timeout: 30_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    await done;
    expect(await handler({ kind: REQUEST_STATUS, rid: "ridDone000000001" }, P2.id)).toEqual({
      ok: true,
      result: "applied",
    });
    expect(applied.filter((a) => a.n === 3)).toHaveLength(1);
  });

  it("the sender's follow-up settles on applied, not applied, or unknown, asking again while it runs", async () => {
    const answers = ["running", "running", "applied"];
    const wait = vi.fn(() => Promise.resolve());
    expect(await settleLateRequest(() => Promise.resolve({ ok: true, result: answers.shift() }), wait)).toBe(
      "AppliedLate",
    );
    expect(wait).toHaveBeenCalledTimes(2);
    expect(await settleLateRequest(() => Promise.resolve({ ok: true, result: "cancelled" }), wait)).toBe(
      "NotApplied",
    );
    expect(await settleLateRequest(() => Promise.resolve({ ok: true, result: "expired" }), wait)).toBe(
      "NotApplied",
    );
    expect(await settleLateRequest(() => Promise.resolve({ ok: true, result: "failed" }), wait)).toBe(
      "Failed",
    );
    expect(await settleLateRequest(() => Promise.reject(new Error("gone")), wait)).toBe("OutcomeUnknown");
    expect(await settleLateRequest(() => Promise.resolve({ ok: true, result: "<b>x</b>" }), wait)).toBe(
      "OutcomeUnknown",
    );
  });

  it("load: 6 players for 10 minutes at a table's pace plus one flooder — every honest request answered in order, once, within the bound", async () => {
    // A table's pace: each player asks about every 8-20 s (an ability, an apply, a spend); the GM's work
    // takes 50-400 ms a request. The flooder keeps its lane full all the time.
    const workMs = (n: number) => 50 + ((n * 7919) % 351);
    const { handler, applied } = setup({ workMs });
    const maxWork = 400;
    const start = Date.now();
    const honest: { user: string; n: number; sent: number; answered?: number }[] = [];
    let flooderSent = 0;
    let stop = false;
    const flooder = async () => {
      while (!stop) {
        // 200 requests a second, whatever the answers.
        for (let i = 0; i < 20; i++)
          void handler(ask(1_000_000 + flooderSent++), FLOODER.id, { timeout: 30_000 });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const player = async (p: Requester, seed: number) => {
      let n = 0;
      while (Date.now() < start + 600_000) {
        const pause = 8_000 + ((seed * 104729 + n * 1299709) % 12_000);
        await new Promise((resolve) => setTimeout(resolve, pause));
        const entry: (typeof honest)[number] = { user: p.id, n: seed * 10_000 + n, sent: Date.now() };
        honest.push(entry);
        const answer = await handler(ask(entry.n), p.id, { timeout: 30_000 });
        expect(answer).toEqual({ ok: true, result: entry.n });
        entry.answered = Date.now();
        n++;
      }
    };
    const flooding = flooder();
    const players = Promise.all(PLAYERS.map((p, i) => player(p, i + 1)));
    await vi.advanceTimersByTimeAsync(620_000);
    stop = true;
    await vi.advanceTimersByTimeAsync(QUEUE_LIMITS.perRequester * maxWork + 5_000);
    await players;
    await flooding;
    expect(honest.length).toBeGreaterThan(6 * 25);
    // Answered, exactly once, in each player's order.
    for (const p of PLAYERS) {
      const mine = honest.filter((h) => h.user === p.id).map((h) => h.n);
      expect(applied.filter((a) => a.user === p.id).map((a) => a.n)).toEqual(mine);
    }
    // The bound: a request waits at most for one request of every other lane (7 lanes here) and its own.
    const bound = (PLAYERS.length + 1 + 1) * maxWork;
    const worst = Math.max(...honest.map((h) => (h.answered ?? Infinity) - h.sent));
    expect(worst).toBeLessThanOrEqual(bound);
    // And the flooder still got its fair share, never more than its lane held.
    expect(applied.filter((a) => a.user === FLOODER.id).length).toBeGreaterThan(100);
  }, 60_000);
});
