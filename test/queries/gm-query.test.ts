import { describe, expect, it, vi } from "vitest";
import { createGmQueryHandler } from "../../src/documents/gm-channel/gm-query.ts";
import { heroTokenWorld } from "../harness/hero-token-world.ts";
import { gmQueryKinds } from "../../src/queries/kinds.ts";
import { QueryRefused, type QueryKind } from "../../src/documents/gm-channel/query-kind.ts";
import {
  GM,
  MESSAGE_ID,
  OTHER_PLAYER,
  PLAYER,
  applyWorld,
  creature,
  gmEnvironment,
  messageTarget,
  tokenUuid,
  totalCalls,
} from "../harness/apply-world.ts";

function setup(options: { activeGM?: boolean; owners?: string[]; authorId?: string | null } = {}) {
  const { world, calls } = applyWorld({
    targets: [1, 2].map((n) => ({ entry: messageTarget(n), snapshot: creature(n) })),
    ...options,
  });
  const handler = createGmQueryHandler(
    gmQueryKinds({ applyResults: world, heroTokens: heroTokenWorld().world }),
    gmEnvironment(undefined, options.activeGM ?? true),
  );
  return { handler, calls };
}

const request = (extra: Record<string, unknown> = {}) => ({
  kind: "applyResults",
  messageId: MESSAGE_ID,
  targets: [tokenUuid(1)],
  mode: "damage",
  ...extra,
});

describe("the GM query steelbound.gm", () => {
  it("applies a valid request from the card's author", async () => {
    const { handler, calls } = setup();
    const response = await handler(request(), PLAYER.id);
    expect(response.ok).toBe(true);
    expect(totalCalls(calls)).toBeGreaterThan(0);
  });

  it("lets an owner of the acting creature apply even when someone else posted the card", async () => {
    const { handler } = setup({ authorId: GM.id, owners: [PLAYER.id] });
    expect((await handler(request(), PLAYER.id)).ok).toBe(true);
  });

  it("rejects a forged request from a user who neither wrote the card nor owns the creature", async () => {
    const { handler, calls } = setup();
    const response = await handler(request(), OTHER_PLAYER.id);
    expect(response).toEqual({ ok: false, reason: "Forbidden" });
    expect(totalCalls(calls)).toBe(0);
  });

  it("ignores any requester identity written in the payload: only Foundry's sender counts", async () => {
    const { handler, calls } = setup();
    const forged = request({ user: PLAYER.id, userId: PLAYER.id });
    expect(await handler(forged, OTHER_PLAYER.id)).toEqual({
      ok: false,
      reason: "Forbidden",
    });
    expect(totalCalls(calls)).toBe(0);
  });

  it("rejects unknown or missing senders", async () => {
    const { handler } = setup();
    expect(await handler(request(), "nobody0000000000")).toEqual({
      ok: false,
      reason: "UnknownUser",
    });
    expect(await handler(request(), null)).toEqual({ ok: false, reason: "UnknownUser" });
    expect(await handler(request())).toEqual({ ok: false, reason: "UnknownUser" });
  });

  it("rejects a request aimed at a token the card did not target (wrong actor)", async () => {
    const { handler, calls } = setup();
    const response = await handler(request({ targets: [tokenUuid(9)] }), PLAYER.id);
    expect(response).toEqual({ ok: false, reason: "Forbidden" });
    expect(totalCalls(calls)).toBe(0);
  });

  it("rejects an unknown message", async () => {
    const { handler } = setup();
    const response = await handler(request({ messageId: "nosuchmessage000" }), PLAYER.id);
    expect(response).toEqual({ ok: false, reason: "NotFound" });
  });

  it.each([
    ["not an object", "applyResults"],
    ["no kind", { messageId: MESSAGE_ID }],
    ["bad message id", request({ messageId: "../../etc" })],
    ["targets not a list", request({ targets: tokenUuid(1) })],
    ["empty targets", request({ targets: [] })],
    ["duplicate targets", request({ targets: [tokenUuid(1), tokenUuid(1)] })],
    ["target not a UUID", request({ targets: ["Compendium.x.y"] })],
    ["too many targets", request({ targets: Array.from({ length: 65 }, (_, i) => tokenUuid(i)) })],
    ["unknown mode", request({ mode: "triple" })],
  ])("rejects a malformed payload (%s)", async (_label, data) => {
    const { handler, calls } = setup();
    expect(await handler(data, PLAYER.id)).toEqual({ ok: false, reason: "Malformed" });
    expect(totalCalls(calls)).toBe(0);
  });

  it("rejects an unknown kind, including inherited property names", async () => {
    const { handler } = setup();
    for (const kind of ["dropTables", "toString", "__proto__"])
      expect(await handler({ kind }, PLAYER.id)).toEqual({
        ok: false,
        reason: "UnknownKind",
      });
  });

  it("does nothing unless this client is the active GM (no double application)", async () => {
    const { handler, calls } = setup({ activeGM: false });
    expect(await handler(request(), PLAYER.id)).toEqual({
      ok: false,
      reason: "NotActiveGM",
    });
    expect(totalCalls(calls)).toBe(0);
  });

  it("a GM may apply any card", async () => {
    const { handler } = setup({ authorId: null, owners: [] });
    expect((await handler(request(), GM.id)).ok).toBe(true);
  });

  it("adding a kind is one table entry; unexpected errors are not swallowed", async () => {
    const echo: QueryKind<{ text: string }, string> = {
      parse: (data) => {
        if (typeof data["text"] !== "string") throw new QueryRefused("Malformed");
        return { text: data["text"] };
      },
      authorize: () => undefined,
      handle: (payload) => Promise.resolve(payload.text.toUpperCase()),
    };
    const boom: QueryKind<null, never> = {
      parse: () => null,
      authorize: () => undefined,
      handle: () => Promise.reject(new Error("disk full")),
    };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const handler = createGmQueryHandler({ echo, boom }, gmEnvironment());
    expect(await handler({ kind: "echo", text: "hi" }, PLAYER.id)).toEqual({
      ok: true,
      result: "HI",
    });
    expect(await handler({ kind: "echo", text: 3 }, PLAYER.id)).toEqual({
      ok: false,
      reason: "Malformed",
    });
    await expect(handler({ kind: "boom" }, PLAYER.id)).rejects.toThrow("disk full");
    warn.mockRestore();
  });
});
