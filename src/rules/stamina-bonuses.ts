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

/**
 * A bonus that grows with the creature: N per level (level 1 counts once: "immunity equal to your level" is
 * 1 per level) and M per echelon (R-MO-6). Worked out from the level every time it is read, so it follows
 * a level up or down; nothing is stored.
 */
export function levelScaledBonus(perLevel: number, perEchelon: number, level: number): number {
  const lvl = Math.max(1, Math.floor(level));
  const n = (v: number) => (Number.isFinite(v) ? Math.trunc(v) : 0);
  return n(perLevel) * lvl + n(perEchelon) * echelon(lvl);
}

/**
 * R-DM-2 / R-DM-3: only the highest immunity (or weakness) of a type applies, so a level-scaled one stands
 * beside the creature's other one of that type and the higher counts; additive numbers (speed, stability,
 * disengage) simply add.
 */
export function withScaledModifier(current: number, scaled: number): number {
  return Math.max(current, scaled);
}
