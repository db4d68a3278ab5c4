// @vitest-environment happy-dom
/** The simulated canvas and token movement (./canvas.ts, ./token-movement.ts) against their v13 behaviour. */
import "./install.ts";
import { describe, expect, it } from "vitest";
import { startSession } from "./session.ts";
import { SimCanvas, SimGridLayer, drawCanvas, pressKey } from "./canvas.ts";
import { SimScene, type SimTokenDocument } from "./documents.ts";

/** The sim's Hooks: any hook name (fvtt-types only knows core hooks by their typed names). */
type SimHooks = { on(name: string, fn: (...args: never[]) => void): number };

describe("GridLayer highlight layers (v13 client/canvas/layers/grid.mjs)", () => {
  it("draws each position once, only in an existing layer; clear empties it; destroy removes it", () => {
    const grid = new SimGridLayer();
    grid.highlightPosition("a", { x: 100, y: 0 });
    expect(grid.getHighlightLayer("a")).toBeUndefined();
    grid.addHighlightLayer("a");
    grid.highlightPosition("a", { x: 100, y: 0, color: 1 });
    grid.highlightPosition("a", { x: 100, y: 0, color: 2 });
    expect([...(grid.getHighlightLayer("a")?.positions.values() ?? [])]).toEqual([
      { x: 100, y: 0, color: 1, border: null },
    ]);
    grid.clearHighlightLayer("a");
    expect(grid.getHighlightLayer("a")?.positions.size).toBe(0);
    grid.destroyHighlightLayer("a");
    expect(grid.getHighlightLayer("a")).toBeUndefined();
  });
});

describe("Canvas (v13 client/canvas/board.mjs)", () => {
  it("client ↔ canvas coordinates go through the stage transform; the view's own capture listener hears pointerdown first; keys reach window", () => {
    const scene = new SimScene({ name: "s" });
    const board = new SimCanvas("probe").draw(scene);
    board.stage.scale = { x: 2, y: 2 };
    const client = board.clientCoordinatesFromCanvas({ x: 250, y: 350 });
    expect(board.canvasCoordinatesFromClient(client)).toEqual({ x: 250, y: 350 });
    const order: string[] = [];
    board.app.view.addEventListener("pointerdown", () => order.push("later"), { capture: true });
    board.clickSquare({ x: 2, y: 3 });
    expect(board.canvasClicks).toHaveLength(1);
    expect(order).toEqual(["later"]);
    let key = "";
    window.addEventListener("keydown", (e) => (key = e.key), { once: true });
    pressKey("Escape");
    expect(key).toBe("Escape");
  });
});

describe("TokenDocument#move (v13 client/documents/token.mjs)", () => {
  it("one update with the last waypoint's position; every client sees it and runs moveToken with the movement; [] moves nothing", async () => {
    const session = await startSession({ players: ["Alice"] });
    const { gm } = session;
    const scene = await gm.run(() =>
      (gm.classFor("Scene") as unknown as { create(d: object): Promise<SimScene> }).create({
        name: "s",
        tokens: [{ name: "t", x: 0, y: 0 }],
      }),
    );
    const token = scene.tokens.contents[0] as SimTokenDocument;
    const seen: { label: string; method: string; waypoints: number }[] = [];
    for (const client of session.clients) {
      drawCanvas(client, scene);
      client.run(() =>
        (Hooks as unknown as SimHooks).on(
          "moveToken",
          (_d: unknown, m: { method: string; passed: { waypoints: unknown[] } }) => {
            seen.push({ label: client.label, method: m.method, waypoints: m.passed.waypoints.length });
          },
        ),
      );
    }
    const before = session.server.log.length;
    const moved = await gm.run(() =>
      token.move(
        [
          { x: 100, y: 0 },
          { x: 200, y: 100, elevation: 5 },
        ],
        { method: "api" },
      ),
    );
    await session.settle();
    expect(moved).toBe(true);
    expect(session.server.log.length - before).toBe(1);
    const sent = session.server.log.at(-1)?.request as { options: Record<string, unknown> };
    expect(sent.options["movement"]).toBeUndefined();
    expect(sent.options["diff"]).toBe(false);
    for (const client of session.clients) {
      const copy = client.resolve(token.uuid) as SimTokenDocument;
      expect([copy.x, copy.y, copy.elevation]).toEqual([200, 100, 5]);
      expect(copy.movement?.destination).toMatchObject({ x: 200, y: 100, elevation: 5 });
    }
    expect(seen).toEqual(session.clients.map((c) => ({ label: c.label, method: "api", waypoints: 2 })));
    expect(await gm.run(() => token.move([]))).toBe(false);
  });
});
