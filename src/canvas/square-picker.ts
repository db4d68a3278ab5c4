/**
 * A one-shot square picker on the canvas: highlights the squares a forced movement may pick (green a
 * plain move, red a slam) in a grid highlight layer, and resolves with the square clicked, or null when
 * the user presses Escape, right-clicks or the canvas is torn down. For vertical movement PageUp and
 * PageDown change the height shown. Listeners sit on the window in the capture phase and stop the event:
 * PIXI's own pointerdown listener is a capture listener on the canvas view registered when the canvas was
 * created (v13 Canvas##createApplication), so only a window capture listener runs before it; that way the
 * click does not also select or drag a token and Escape does not also close windows.
 */
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
  /** The highlight layer's name (each picking tool its own) and the squares' colour. */
  layer?: string;
  color?: number;
}

export function pickSquare(squares: readonly PickableSquare[], options: PickerOptions): Promise<Cell | null> {
  const board = canvas;
  const name = options.layer ?? LAYER;
  const layer = board?.interface?.grid;
  const view = board?.app?.view;
  if (!board || !layer || !view) return Promise.resolve(null);
  const heights = new Set(squares.map((s) => s.cell.z));
  let z = options.startZ;

  const draw = () => {
    layer.clearHighlightLayer(name);
    for (const { cell, slam } of squares)
      if (cell.z === z)
        layer.highlightPosition(name, {
          x: cell.x * options.grid.size,
          y: cell.y * options.grid.size,
          color: slam ? SLAM_COLOR : (options.color ?? MOVE_COLOR),
          border: slam ? SLAM_COLOR : (options.color ?? MOVE_COLOR),
          alpha: 0.35,
        });
  };

  return new Promise((resolve) => {
    const finish = (cell: Cell | null) => {
      window.removeEventListener("pointerdown", onPointer, { capture: true });
      window.removeEventListener("contextmenu", onContextMenu, { capture: true });
      window.removeEventListener("keydown", onKey, { capture: true });
      Hooks.off("canvasTearDown", teardown);
      layer.destroyHighlightLayer(name);
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
      const point = board.canvasCoordinatesFromClient({ x: event.clientX, y: event.clientY });
      const cell = pointCell(point, z, options.grid);
      const picked = squares.find((s) => s.cell.x === cell.x && s.cell.y === cell.y && s.cell.z === z);
      if (picked) finish(picked.cell);
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
    draw();
    options.hint(z);
    window.addEventListener("pointerdown", onPointer, { capture: true });
    window.addEventListener("contextmenu", onContextMenu, { capture: true });
    window.addEventListener("keydown", onKey, { capture: true });
    Hooks.once("canvasTearDown", teardown);
  });
}
