/**
 * Scrolling status text on one simulated client's canvas, after v13 client/canvas/groups/interface.mjs
 * InterfaceCanvasGroup#createScrollingText(origin, content, {duration, distance, jitter, anchor, direction,
 * ...textStyle}): it returns without drawing when the core setting `scrollingStatusText` is off; otherwise the
 * text appears at `origin` and scrolls away (the animation is not emulated: each call is recorded). The
 * client's canvas is drawn on the scene first (./canvas.ts drawCanvas) when it shows none.
 */
import { drawCanvas, SimCanvas } from "./canvas.ts";
import type { SimClient } from "./client.ts";
import type { SimScene } from "./documents.ts";

export interface ScrollingText {
  origin: { x: number; y: number };
  content: string;
  options: Record<string, unknown>;
}

/** Gives the client's canvas `interface.createScrollingText`; returns the list every call lands in. */
export function recordScrollingText(
  client: SimClient,
  scene: SimScene,
  statusTextOn: () => boolean = () => true,
): ScrollingText[] {
  const shown: ScrollingText[] = [];
  client.run(() => {
    const board =
      client.globals.canvas instanceof SimCanvas && client.globals.canvas.scene === scene
        ? client.globals.canvas
        : drawCanvas(client, client.resolve(scene.uuid) as SimScene);
    Object.assign(board.interface, {
      createScrollingText: async (origin: { x: number; y: number }, content: string, options = {}) => {
        if (!statusTextOn()) return Promise.resolve();
        shown.push({ origin: { ...origin }, content, options: { ...options } });
        return Promise.resolve();
      },
    });
  });
  return shown;
}
