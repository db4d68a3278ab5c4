/**
 * A Token placeable's resource bars, as v13 client/canvas/placeables/token.mjs draws them (stored
 * 19005520373): Token#drawBars does nothing without an actor or when the document's displayBars is NONE;
 * otherwise for "bar1" and "bar2" it reads TokenDocument#getBarAttribute and hides the bar unless it is a
 * {value, max} bar with max ≠ 0, else calls `_drawBar(i, bar, data)` and shows it. Token#_drawBar clears
 * the bar, fills its background (width × 8·uiScale, × 1.5 for tokens two or more squares tall) and its
 * value's share, and places bar 1 at the token's bottom, bar 2 at its top. RENDER_FLAGS refreshBars →
 * _applyRenderFlags → drawBars (applied at once here, not on the next frame). PIXI drawing is recorded,
 * not rendered: each bar is a SimGraphics listing its rectangles and lines since its last clear().
 */
export interface DrawnLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
  color: number;
  alpha: number;
}

/** The PIXI.Graphics calls bars use, recorded. */
export class SimGraphics {
  visible = false;
  readonly position = {
    x: 0,
    y: 0,
    set: (x: number, y: number) => {
      this.position.x = x;
      this.position.y = y;
    },
  };
  rects: { x: number; y: number; width: number; height: number; color: number }[] = [];
  lines: DrawnLine[] = [];
  #line = { width: 0, color: 0, alpha: 1 };
  #fill = 0;
  #at = { x: 0, y: 0 };
  clear(): this {
    this.rects = [];
    this.lines = [];
    return this;
  }
  lineStyle(width: number, color = 0, alpha = 1): this {
    this.#line = { width, color, alpha };
    return this;
  }
  beginFill(color = 0): this {
    this.#fill = color;
    return this;
  }
  drawRoundedRect(x: number, y: number, width: number, height: number): this {
    this.rects.push({ x, y, width, height, color: this.#fill });
    return this;
  }
  moveTo(x: number, y: number): this {
    this.#at = { x, y };
    return this;
  }
  lineTo(x: number, y: number): this {
    this.lines.push({ x1: this.#at.x, y1: this.#at.y, x2: x, y2: y, ...this.#line });
    this.#at = { x, y };
    return this;
  }
}

export interface BarDocument {
  height: number;
  actor: unknown;
  _source: Record<string, unknown>;
  getSize(): { width: number; height: number };
  getBarAttribute(name: string): { type?: string; value?: number; max?: number } | null;
}

const TOKEN_DISPLAY_NONE = 0;
const uiScale = () =>
  (globalThis as unknown as { canvas?: { dimensions?: { uiScale?: number } | null } }).canvas?.dimensions
    ?.uiScale ?? 1;

/** v13 Token#drawBars over a placeable's document. */
export function drawBars(
  document: BarDocument,
  bars: { bar1: SimGraphics; bar2: SimGraphics },
  drawBar: (number: number, bar: SimGraphics, data: { value?: number; max?: number }) => boolean,
): void {
  if (!document.actor || Number(document._source["displayBars"] ?? 0) === TOKEN_DISPLAY_NONE) return;
  (["bar1", "bar2"] as const).forEach((name, i) => {
    const bar = bars[name];
    const data = document.getBarAttribute(name);
    if (!data || data.type !== "bar" || data.max === 0) {
      bar.visible = false;
      return;
    }
    drawBar(i, bar, data);
    bar.visible = true;
  });
}

/** v13 Token#_drawBar: background and value share, then the bar's position. */
export function drawBar(
  document: BarDocument,
  number: number,
  bar: SimGraphics,
  data: { value?: number; max?: number },
): boolean {
  const max = Number(data.max);
  const pct = Math.min(Math.max(Number(data.value), 0), max) / max;
  const { width, height } = document.getSize();
  const s = uiScale();
  const bh = 8 * (document.height >= 2 ? 1.5 : 1) * s;
  bar.clear();
  bar.lineStyle(s, 0x000000, 1.0);
  bar.beginFill(0x000000).drawRoundedRect(0, 0, width, bh);
  bar.beginFill(number === 0 ? 0xff0000 : 0x0000ff).drawRoundedRect(0, 0, pct * width, bh);
  bar.position.set(0, number === 0 ? height - bh : 0);
  return true;
}
