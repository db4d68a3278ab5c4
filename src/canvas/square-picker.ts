/**
 * A one-shot square picker on the canvas: highlights the squares a forced movement may pick (green a
 * plain move, red a slam) in a grid highlight layer, and resolves with the square clicked, or null when
 * the user presses Escape, right-clicks or the canvas is torn down. For vertical movement PageUp and
 * PageDown change the height shown. Without a mouse: an arrow key lights a square (white, in its own layer;
 * the next arrow moves it to the nearest pickable square that way) and Enter picks the lit square. Listeners sit on the window in the capture phase and stop the event:
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
const FOCUS_COLOR = 0xffffff;

const ARROWS: Readonly<Record<string, { x: number; y: number }>> = {
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
};

/**
 * The square an arrow key lights next: with none lit, the first pickable square (top row, leftmost);
 * else the nearest one in the arrow's direction (along it first, then across), or the lit one if none.
 */
export function nextFocus(
  squares: readonly PickableSquare[],
  current: PickableSquare | null,
  direction: { x: number; y: number },
): PickableSquare | null {
  if (!current) return [...squares].sort((a, b) => a.cell.y - b.cell.y || a.cell.x - b.cell.x)[0] ?? null;
  let best: PickableSquare | null = null;
  let bestScore = Infinity;
  for (const square of squares) {
    const dx = square.cell.x - current.cell.x;
    const dy = square.cell.y - current.cell.y;
    const along = dx * direction.x + dy * direction.y;
    if (along <= 0) continue;
    const across = Math.abs(direction.x !== 0 ? dy : dx);
    const score = along + 2 * across;
    if (score < bestScore) {
      best = square;
      bestScore = score;
    }
  }
  return best ?? current;
}

export function pickSquare(squares: readonly PickableSquare[], options: PickerOptions): Promise<Cell | null> {
  const board = canvas;
  const layer = board?.interface?.grid;
  const view = board?.app?.view;
  if (!board || !layer || !view) return Promise.resolve(null);
  const heights = new Set(squares.map((s) => s.cell.z));
  let z = options.startZ;
  const name = options.layer ?? LAYER;
  const previewName = `${name}.preview`;
  const focusName = `${name}.focus`;
  let focus: PickableSquare | null = null;

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
      layer.destroyHighlightLayer(focusName);
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
    // The area a square would make, drawn under the pointer (or the lit square) before the pick.
    const showPreview = (over: PickableSquare | null) => {
      const preview = options.preview;
      if (!preview) return;
      layer.clearHighlightLayer(previewName);
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
    const onMove = (event: PointerEvent) => {
      if (!options.preview || event.target !== view) return;
      showPreview(pickableAt(board.canvasCoordinatesFromClient({ x: event.clientX, y: event.clientY })));
    };
    const light = (square: PickableSquare | null) => {
      focus = square;
      layer.clearHighlightLayer(focusName);
      if (square)
        layer.highlightPosition(focusName, {
          x: square.cell.x * options.grid.size,
          y: square.cell.y * options.grid.size,
          color: FOCUS_COLOR,
          border: FOCUS_COLOR,
          alpha: 0.6,
        });
      showPreview(square);
    };
    const onKey = (event: KeyboardEvent) => {
      const arrow = ARROWS[event.key];
      if (event.key === "Escape") {
        swallow(event);
        finish(null);
      } else if (arrow) {
        swallow(event);
        light(
          nextFocus(
            squares.filter((sq) => sq.cell.z === z),
            focus,
            arrow,
          ),
        );
      } else if (event.key === "Enter" && focus) {
        swallow(event);
        finish(focus.cell);
      } else if (options.vertical && (event.key === "PageUp" || event.key === "PageDown")) {
        swallow(event);
        const next = z + (event.key === "PageUp" ? 1 : -1);
        if (!heights.has(next)) return;
        z = next;
        light(null);
        draw();
        options.hint(z);
      }
    };
    const teardown = () => {
      finish(null);
    };

    layer.addHighlightLayer(name);
    if (options.preview) layer.addHighlightLayer(previewName);
    layer.addHighlightLayer(focusName);
    draw();
    options.hint(z);
    window.addEventListener("pointerdown", onPointer, { capture: true });
    window.addEventListener("contextmenu", onContextMenu, { capture: true });
    window.addEventListener("keydown", onKey, { capture: true });
    window.addEventListener("pointermove", onMove, { capture: true });
    unhook = subscribeHooks([{ hook: "canvasTearDown", fn: teardown, once: true }]);
  });
}
