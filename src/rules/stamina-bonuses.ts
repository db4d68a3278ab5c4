/**
 * Stamina that effects add on top of a creature's own maximum: "+N stamina per echelon" (an ancestry's or
 * kit's), "+N per level", and a treasure's flat bonus (R-RW-1). Our IDs: R-HERO-STAMINA (Heroes book) for
 * the per-echelon form, as the kit's.
 */
import { echelon } from "./monster-math.ts";

export interface StaminaBonuses {
  echelon: number;
  level: number;
  treasure: number;
}

/** The stamina an effect adds to the maximum at `level` (echelons R-MO-6). */
export function effectStaminaBonus(bonuses: StaminaBonuses, level: number): number {
  const lvl = Math.max(1, Math.floor(level));
  return bonuses.echelon * echelon(lvl) + bonuses.level * lvl + bonuses.treasure;
}
