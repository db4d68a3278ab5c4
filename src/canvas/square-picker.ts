/**
 * A one-shot square picker on the canvas: highlights the squares a forced movement may pick (green a
 * plain move, red a slam) in a grid highlight layer, and resolves with the square clicked, or null when
 * the user presses Escape, right-clicks or the canvas is torn down. For vertical movement PageUp and
 * PageDown change the height shown. Listeners sit on the window in the capture phase and stop the event:
 * PIXI's own pointerdown listener is a capture listener on the canvas view registered when the canvas was
 * created (v13 Canvas##createApplication), so only a window capture listener runs before it; that way the
 * click does not also select or drag a token and Escape does not also close windows.
 */
import { subscribeHooks } from "../documents/hook-subscriptions.ts";
import type { Cell } from "../rules/index.ts";
import { pointCell, type SquareGeometry } from "./grid-cells.ts";

export interface PickableSquare {
  cell: Cell;
  slam: boolean;
}

const LAYER = "steelbound.forcedMove";
const MOVE_COLOR = 0x3fa34d;
const SLAM_COLOR = 0xc8402f;

export interface PickerOptions {
  grid: SquareGeometry;
  /** The height shown first (the target's). */
  startZ: number;
  vertical: boolean;
  /** Shown while picking, and again when the height changes (receives the height in squares). */
  hint(height: number): void;
  /** The squares to preview while the pointer is over a pickable square (an area's shape), if any. */
  preview?: (cell: Cell) => readonly { x: number; y: number }[];
  /** The highlight layer's name and colour (the forced-movement layer when absent). */
  layer?: string;
  color?: number;
}

const PREVIEW_COLOR = 0xe0a030;

export function pickSquare(squares: readonly PickableSquare[], options: PickerOptions): Promise<Cell | null> {
  const board = canvas;
  const layer = board?.interface?.grid;
  const view = board?.app?.view;
  if (!board || !layer || !view) return Promise.resolve(null);
  const heights = new Set(squares.map((s) => s.cell.z));
  let z = options.startZ;
  const name = options.layer ?? LAYER;
  const previewName = `${name}.preview`;

  const draw = () => {
    layer.clearHighlightLayer(name);
    for (const { cell, slam } of squares)
      if (cell.z === z) {
        const color = slam ? SLAM_COLOR : (options.color ?? MOVE_COLOR);
        layer.highlightPosition(name, {
          x: cell.x * options.grid.size,
          y: cell.y * options.grid.size,
          color,
          border: color,
          alpha: 0.35,
        });
      }
  };
  const pickableAt = (point: { x: number; y: number }) => {
    const cell = pointCell(point, z, options.grid);
    return squares.find((s) => s.cell.x === cell.x && s.cell.y === cell.y && s.cell.z === z) ?? null;
  };

  return new Promise((resolve) => {
    let unhook = (): void => undefined;
    const finish = (cell: Cell | null) => {
      window.removeEventListener("pointerdown", onPointer, { capture: true });
      window.removeEventListener("contextmenu", onContextMenu, { capture: true });
      window.removeEventListener("keydown", onKey, { capture: true });
      window.removeEventListener("pointermove", onMove, { capture: true });
      unhook();
      layer.destroyHighlightLayer(name);
      if (options.preview) layer.destroyHighlightLayer(previewName);
      resolve(cell);
    };
    const swallow = (event: Event) => {
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    const onContextMenu = (event: MouseEvent) => {
      if (event.target === view) swallow(event);
    };
    const onPointer = (event: PointerEvent) => {
      // Clicks on windows, the sidebar or the chat card stay theirs.
      if (event.target !== view) return;
      swallow(event);
      if (event.button === 2) {
        finish(null);
        return;
      }
      if (event.button !== 0) return;
      const picked = pickableAt(board.canvasCoordinatesFromClient({ x: event.clientX, y: event.clientY }));
      if (picked) finish(picked.cell);
    };
    // The area a square would make, drawn under the pointer before the click.
    const onMove = (event: PointerEvent) => {
      const preview = options.preview;
      if (!preview || event.target !== view) return;
      layer.clearHighlightLayer(previewName);
      const over = pickableAt(board.canvasCoordinatesFromClient({ x: event.clientX, y: event.clientY }));
      if (over)
        for (const square of preview(over.cell))
          layer.highlightPosition(previewName, {
            x: square.x * options.grid.size,
            y: square.y * options.grid.size,
            color: PREVIEW_COLOR,
            border: PREVIEW_COLOR,
            alpha: 0.5,
          });
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        swallow(event);
        finish(null);
      } else if (options.vertical && (event.key === "PageUp" || event.key === "PageDown")) {
        swallow(event);
        const next = z + (event.key === "PageUp" ? 1 : -1);
        if (!heights.has(next)) return;
        z = next;
        draw();
        options.hint(z);
      }
    };
    const teardown = () => {
      finish(null);
    };

    layer.addHighlightLayer(name);
    if (options.preview) layer.addHighlightLayer(previewName);
    draw();
    options.hint(z);
    window.addEventListener("pointerdown", onPointer, { capture: true });
    window.addEventListener("contextmenu", onContextMenu, { capture: true });
    window.addEventListener("keydown", onKey, { capture: true });
    window.addEventListener("pointermove", onMove, { capture: true });
    unhook = subscribeHooks([{ hook: "canvasTearDown", fn: teardown, once: true }]);
  });
}
