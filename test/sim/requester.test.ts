import "./install.ts";
import { describe, expect, it } from "vitest";
import { startSession, type Session } from "./session.ts";
import { GM_QUERY } from "../../src/documents/gm-channel/gm-query.ts";
import { requesterOf } from "../../src/queries/requester.ts";
import type { SimClient } from "./client.ts";
import type { SimUser } from "./documents.ts";

type Queries = Record<string, (data: unknown, options?: object) => Promise<unknown>>;
const queries = (client: SimClient) => (client.config as unknown as { queries: Queries }).queries;
function firstPlayer(s: Session): SimClient {
  const client = s.players[0];
  if (!client) throw new Error("no player");
  return client;
}
const activeGM = (client: SimClient) =>
  client.run(() =>
    (client.game["users"] as { find(f: (u: SimUser) => boolean): SimUser | undefined }).find(
      (u) => u.isActiveGM,
    ),
  );

/** Records, on the GM's client, the requester each GM query is judged as. */
function recordRequesters(gm: SimClient): (string | null)[] {
  const seen: (string | null)[] = [];
  const original = queries(gm)[GM_QUERY];
  if (!original) throw new Error("steelbound.gm is not registered");
  queries(gm)[GM_QUERY] = (data, options) => {
    seen.push(requesterOf(data));
    return original(data, options);
  };
  return seen;
}
const applyRequest = (extra: object = {}) => ({
  kind: "applyResults",
  messageId: "nosuchmessage000",
  targets: ["Scene.aaaaaaaaaaaaaaaa.Token.bbbbbbbbbbbbbbbb"],
  mode: "damage",
  ...extra,
});

describe("GM queries know their sender from the server, never from the payload (v13 Users.#handleUserQuery)", () => {
  it("a player's query is judged as that player even when the payload names the GM", async () => {
    const s = await startSession();
    const player = firstPlayer(s);
    const seen = recordRequesters(s.gm);
    const gm = activeGM(player);
    if (!gm) throw new Error("no active GM");
    const forged = applyRequest({ user: s.gm.userId, userId: s.gm.userId, requester: s.gm.userId });
    // The server's timer is real (v13 User#query's timeout travels to the server): ample, so a busy machine
    // cannot time the query out; the test is about who sent it, not how fast.
    const response = await player.run(() => gm.query(GM_QUERY, forged, { timeout: 20_000 }));
    expect(seen).toEqual([player.userId]);
    // Judged as a known user (not refused as unknown): the card does not exist.
    expect(response).toEqual({ ok: false, reason: "NotFound" });
  });

  it("a payload that did not arrive through the socket has no requester and is refused", async () => {
    const s = await startSession();
    const handler = queries(s.gm)[GM_QUERY];
    if (!handler) throw new Error("steelbound.gm is not registered");
    const response = await s.gm.run(() => handler(applyRequest({ userId: s.gm.userId }), {}));
    expect(response).toEqual({ ok: false, reason: "UnknownUser" });
  });

  it("core's listener is registered after ours, so ours sees the query first (v13 Game#activateSocketListeners)", async () => {
    const s = await startSession();
    expect(s.gm.socket.listeners.get("userQuery")?.length).toBe(2);
  });
});
