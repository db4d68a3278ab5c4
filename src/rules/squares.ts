/**
 * One vocabulary of squares and spaces for every rule on the grid (R-MV-13: a size-N creature occupies
 * N×N×N squares). Areas (areas.ts), a creature's own movement (movement-path.ts) and forced movement
 * (forced-paths.ts) all speak in these names.
 */

/** A square of the map, seen from above. */
export interface Square {
  x: number;
  y: number;
}

/** A square at a height: `z` counts squares up from the map's ground level. */
export interface Cell extends Square {
  z: number;
}

/** A creature's space: its anchor (lowest x, y and z) and its side in squares (1 for every size 1). */
export interface Footprint extends Cell {
  size: number;
}

/** A creature's space seen from above (areas are drawn on the map's plane). */
export type GroundFootprint = Omit<Footprint, "z">;
