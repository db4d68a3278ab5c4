/**
 * Token positions ↔ the rules' cells on a square grid. Foundry v13's SquareGrid puts square (i, j) at
 * pixels (j × size, i × size) from the canvas origin (padding included), so the maths is plain; a token's
 * `x`, `y` are its top-left pixel and `width` its side in squares. Elevation is in scene distance units
 * (`grid.distance` per square). Kept free of Foundry globals so it is tested directly.
 */
import type { Cell } from "../rules/index.ts";

export interface SquareGeometry {
  /** Pixels per square. */
  size: number;
  /** Scene distance units per square (elevation is measured in them). */
  distance: number;
}

export interface TokenPlacement {
  x: number;
  y: number;
  width: number;
  elevation: number;
}

/** R-MV-13: a creature's side in squares on the board; tiny and small creatures still fill one square. */
export function footprintSide(width: number): number {
  return Math.max(1, Math.round(width));
}

/** The token's anchor cell: the square under its top-left part (a half-square token counts its own square). */
export function tokenCell(token: TokenPlacement, grid: SquareGeometry): Cell {
  const inset = (Math.min(1, token.width) * grid.size) / 2;
  return {
    x: Math.floor((token.x + inset) / grid.size),
    y: Math.floor((token.y + inset) / grid.size),
    z: Math.round(token.elevation / grid.distance),
  };
}

/** Where a token whose anchor is `cell` is placed (top-left pixel and elevation). */
export function cellPlacement(cell: Cell, grid: SquareGeometry): { x: number; y: number; elevation: number } {
  return { x: cell.x * grid.size, y: cell.y * grid.size, elevation: cell.z * grid.distance };
}

/** The centre pixel of a cell (what a collision test between two squares runs between). */
export function cellCenter(cell: Cell, grid: SquareGeometry): { x: number; y: number; elevation: number } {
  return { x: (cell.x + 0.5) * grid.size, y: (cell.y + 0.5) * grid.size, elevation: cell.z * grid.distance };
}

/** The squares entirely inside the scene's rectangle (padding excluded); heights are unbounded. */
export function sceneBounds(
  rect: { x: number; y: number; width: number; height: number },
  grid: SquareGeometry,
): { min: Cell; max: Cell } {
  const far = Number.MAX_SAFE_INTEGER;
  return {
    min: { x: Math.ceil(rect.x / grid.size), y: Math.ceil(rect.y / grid.size), z: -far },
    max: {
      x: Math.floor((rect.x + rect.width) / grid.size) - 1,
      y: Math.floor((rect.y + rect.height) / grid.size) - 1,
      z: far,
    },
  };
}

/** The cell under a canvas point (where the mover clicked), at the height being picked. */
export function pointCell(point: { x: number; y: number }, z: number, grid: SquareGeometry): Cell {
  return { x: Math.floor(point.x / grid.size), y: Math.floor(point.y / grid.size), z };
}
