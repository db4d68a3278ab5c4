/**
 * The largest numbers the book lets a hero's own documents give an ability (deliver 1). A player
 * edits their hero, its kit and its effects freely; the GM counts what those give a use only up to these
 * bounds (src/queries/apply-results/authority.ts), and says when it cut a number down. Pure.
 *
 * Where each bound comes from:
 * - R-CH-1: a characteristic score is −5 to +5.
 * - Kit bonuses (Heroes book, Kits; R-HERO-KIT-DAMAGE, R-HERO-KIT-DISTANCE): the largest each bonus is in
 *   any of the 25 kits of the official 0.11.1 data (the Heroes book's kits and the four Kitted Out ones), per
 *   field: melee and ranged damage +2 / +2 / +4 (e.g. Panther's and Sniper's +4 at tier 3), melee distance +1
 *   (Guisarmier, Retiarius, Stick and Robe, Whirlwind), ranged distance +10 (Arcane Archer, Sniper), stamina
 *   +12 per echelon (Shining Armor), speed +3, stability +2, disengage +1. The numbers were read from the kit
 *   items' `bonuses` (test/fixtures/official/0.11 holds the same 25 kits, prose-free).
 * - Effects that change abilities (docs/DATA.md `abilityBonuses`): the largest one official effect gives, per
 *   key (the 0.11.1 data's ability modifications): damage +5, treasure damage +3, damage per level 3×,
 *   distance +10 (Projectile, Omnisensory), and to a melee distance +3 (Steeltongue, whose effects name melee
 *   weapon abilities; Blade of Quintessence). Potency: the book's only raises are +1 (R-ML-3 Brutal Effectiveness; R-AB-7 surges, at
 *   most +1 per target) and no official effect raises it, so +1.
 * Our choice: a bound holds the sum a creature's effects give one ability (not each effect), so two honest
 * +5 effects count +5 and the Director is told; "Trust players' ability edits" lifts every bound.
 */
import type { AbilityBonusTotals } from "./ability-bonuses.ts";
import type { KitBonuses } from "./hero-build.ts";
import type { Characteristic } from "./types.ts";

/** R-CH-1. */
export const CHARACTERISTIC_MIN = -5;
export const CHARACTERISTIC_MAX = 5;

/** The largest kit bonus per field (official 0.11.1 kits); damage per tier. */
export const KIT_BONUS_MAX = Object.freeze({
  stamina: 12,
  speed: 3,
  stability: 2,
  disengage: 1,
  meleeDamage: Object.freeze([2, 2, 4] as const),
  rangedDamage: Object.freeze([2, 2, 4] as const),
  meleeDistance: 1,
  rangedDistance: 10,
});

/** The largest total the creature's effects may give one ability, per total. */
export const ABILITY_EFFECT_MAX = Object.freeze({
  /** ability.damage (+5) plus ability.treasureDamage (+3); ability.levelDamage adds 3 × level. */
  damage: 5 + 3,
  damagePerLevel: 3,
  distance: 10,
  /** Added to a melee distance: Steeltongue's +3 (9th level, melee weapon abilities) is the largest. */
  meleeDistance: 3,
  potency: 1,
});

/** A number the GM cut down to the book's bound: which (a label path), what it was, what was counted. */
export interface BoundNote {
  field: string;
  value: number;
  counted: number;
}

const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : 0;

function bounded(field: string, value: number, min: number, max: number, notes: BoundNote[]): number {
  const counted = clamp(value, min, max);
  if (counted !== value) notes.push({ field, value, counted });
  return counted;
}

/**
 * The kit bonuses that touch abilities within the book's bounds, with a note per number cut down; the others
 * (stamina, speed, stability, disengage) are the hero's own preparation's and stay as they are.
 */
export function boundKit(kit: KitBonuses, notes: BoundNote[]): KitBonuses {
  const tiers = (key: "meleeDamage" | "rangedDamage") =>
    [0, 1, 2].map((i) =>
      bounded(`kit.${key}.tier${String(i + 1)}`, kit[key][i] ?? 0, 0, KIT_BONUS_MAX[key][i] ?? 0, notes),
    );
  const one = (key: "meleeDistance" | "rangedDistance") =>
    bounded(`kit.${key}`, kit[key], 0, KIT_BONUS_MAX[key], notes);
  return {
    ...kit,
    meleeDamage: tiers("meleeDamage"),
    rangedDamage: tiers("rangedDamage"),
    meleeDistance: one("meleeDistance"),
    rangedDistance: one("rangedDistance"),
  };
}

/**
 * The effect totals for one ability within the book's bounds. Only raises are bounded: a negative total
 * (a penalty) is the creature's loss and stays.
 */
export function boundEffects(
  totals: AbilityBonusTotals,
  level: number,
  notes: BoundNote[],
): AbilityBonusTotals {
  const max = {
    damage: ABILITY_EFFECT_MAX.damage + ABILITY_EFFECT_MAX.damagePerLevel * Math.max(1, Math.floor(level)),
    distance: ABILITY_EFFECT_MAX.distance,
    potency: ABILITY_EFFECT_MAX.potency,
  };
  const up = (key: "damage" | "distance" | "potency") =>
    bounded(`effects.${key}`, totals[key], -Infinity, max[key], notes);
  const damage = up("damage");
  const distance = up("distance");
  const potency = up("potency");
  if (damage === totals.damage && distance === totals.distance && potency === totals.potency) return totals;
  return { ...totals, damage, distance, potency };
}

/** R-CH-1: the scores within −5…+5. */
export function boundScores(
  scores: Readonly<Record<Characteristic, number>>,
  notes: BoundNote[],
): Record<Characteristic, number> {
  const out = { ...scores };
  for (const c of Object.keys(out) as Characteristic[])
    out[c] = bounded(`characteristics.${c}`, out[c], CHARACTERISTIC_MIN, CHARACTERISTIC_MAX, notes);
  return out;
}

/** The squares the creature's effects add to a melee distance, within the book's bound. */
export function boundMeleeDistance(distance: number, notes: BoundNote[]): number {
  return bounded("effects.meleeDistance", distance, -Infinity, ABILITY_EFFECT_MAX.meleeDistance, notes);
}
