/**
 * R-MN-3 on the board: a squad minion's stamina bar (the squad's pool, src/documents/token-document.ts)
 * carries a thin mark at every pool value where a minion falls, and a brighter one where the next falls.
 * Drawn on the bar itself after Foundry drew it: v13 client/canvas/placeables/token.mjs Token#drawBars
 * draws each bar whose attribute is a {value, max} bar with `_drawBar(i, bar, data)`, a PIXI.Graphics
 * positioned at the token's bottom (bar 1) or top (bar 2), `width` wide (TokenDocument#getSize) and
 * 8 × uiScale high (× 1.5 for tokens two squares or taller) in its own coordinates.
 */
import { minionThresholds } from "../rules/index.ts";

/** The few PIXI.Graphics calls the marks use. */
export interface MarkPen {
  lineStyle(width: number, color: number, alpha: number): unknown;
  moveTo(x: number, y: number): unknown;
  lineTo(x: number, y: number): unknown;
}

export interface SquadBar {
  individualStamina: number;
  maxPool: number;
  pool: number;
}

/** Dark marks for every fall, a light wider one for the next; none for a squad of one. */
export function drawMinionMarks(
  bar: MarkPen,
  squad: SquadBar,
  size: { width: number; height: number; uiScale: number },
): void {
  const { marks, next } = minionThresholds(squad.individualStamina, squad.maxPool, squad.pool);
  const x = (at: number) => (at / squad.maxPool) * size.width;
  for (const at of marks) {
    const isNext = at === next;
    bar.lineStyle((isNext ? 2 : 1) * size.uiScale, isNext ? 0xffffff : 0x000000, isNext ? 1 : 0.8);
    bar.moveTo(x(at), 0);
    bar.lineTo(x(at), size.height);
  }
}
