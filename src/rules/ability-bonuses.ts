/**
 * Bonuses an effect gives to some of its bearer's abilities (a treasure's "+1 damage to magic abilities",
 * a feature's "an edge on strikes", a kit's "+2 distance to ranged weapon abilities"). Each bonus names the
 * keywords an ability must have (all of them; none = every ability). Pure: the documents layer gathers the
 * bonuses from the bearer's effects (docs/DATA.md `abilityBonuses`).
 *
 * - damage: rolled damage added to each tier that deals damage (R-AB-5, as the kit's bonus);
 * - treasureDamage: a treasure's damage bonus, added to `damage` (treasures give it as an upgrade, so
 *   the largest one counts rather than their sum);
 * - levelDamage: damage equal to this many times the bearer's level;
 * - distance: squares added to a melee or ranged distance (as the kit's distance bonus);
 * - edges / banes: on the ability's power rolls (R-PR-10);
 * - push / pull / slide: squares added to that forced movement (R-MV-7);
 * - potency: added to each of the ability's potencies (R-AB-6; as R-ML-3 Brutal Effectiveness raises them);
 * - keyword: a keyword the ability gains (its change's value is the keyword, e.g. "fire"). Which abilities
 *   gain it is decided by their own keywords; the keywords gained then count for every other bonus's filter
 *   (one pass: a keyword gained does not make another keyword bonus apply — the book has no such chain).
 * - automaticTier: "you automatically obtain tier N" on the ability's power rolls (R-PR-7). Its value is the
 *   tier (a whole 1, 2 or 3; anything else grants nothing) whatever the change's mode; each applying change
 *   grants its tier once and names its effect, and R-PR-7 then decides (./power-roll.ts automaticTier):
 *   several of the same tier give it, different ones cancel.
 */
import type { Tier } from "./types.ts";

export const ABILITY_BONUS_KEYS = [
  "ability.damage",
  "ability.treasureDamage",
  "ability.levelDamage",
  "ability.distance",
  "ability.edges",
  "ability.banes",
  "ability.push",
  "ability.pull",
  "ability.slide",
  "ability.potency",
  "ability.keyword",
  "ability.automaticTier",
] as const;
export type AbilityBonusKey = (typeof ABILITY_BONUS_KEYS)[number];

/** One gathered change: v13 modes 2 add, 3 downgrade, 4 upgrade, 5 override (1 multiply, 0 custom ignored). */
export interface AbilityBonusChange {
  key: AbilityBonusKey;
  mode: number;
  value: number;
  /** Lowercase keywords the ability must all have; empty applies to every ability. */
  keywords: readonly string[];
  /** `ability.keyword` only: the keyword gained (lowercase). */
  keyword?: string;
  /** The effect's name, told to the player where the change decides something on its own (an automatic tier). */
  source?: string;
}

/** R-PR-7: one automatic tier an effect grants this ability, with the effect that grants it. */
export interface AutomaticTierGrant {
  tier: Tier;
  source: string;
}

export interface AbilityBonusTotals {
  damage: number;
  distance: number;
  edges: number;
  banes: number;
  forced: { push: number; pull: number; slide: number };
  potency: number;
  /** Keywords gained that the ability did not have. */
  keywords: readonly string[];
  /** R-PR-7: the automatic tiers its effects grant (R-PR-7 decides among them at the roll). */
  automatic: readonly AutomaticTierGrant[];
}

export const NO_ABILITY_BONUS: AbilityBonusTotals = Object.freeze({
  damage: 0,
  distance: 0,
  edges: 0,
  banes: 0,
  forced: Object.freeze({ push: 0, pull: 0, slide: 0 }),
  potency: 0,
  keywords: Object.freeze([]),
  automatic: Object.freeze([]),
});

/** The tier an `ability.automaticTier` change grants: a whole 1, 2 or 3, else none. */
export function automaticTierValue(value: unknown): Tier | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return n === 1 || n === 2 || n === 3 ? n : null;
}

export function isAbilityBonusKey(key: string): key is AbilityBonusKey {
  return (ABILITY_BONUS_KEYS as readonly string[]).includes(key);
}

/** Does a bonus filtered by `wanted` apply to an ability with `keywords`? */
export function bonusApplies(wanted: readonly string[], keywords: Iterable<string>): boolean {
  const has = new Set([...keywords].map((k) => k.toLowerCase()));
  return wanted.every((k) => has.has(k.toLowerCase()));
}

/** Combines one key's changes in v13's order of modes: add, then downgrade, upgrade, override. */
function combine(changes: readonly AbilityBonusChange[]): number {
  let value = 0;
  const sorted = [...changes].sort((a, b) => a.mode - b.mode);
  for (const c of sorted) {
    if (c.mode === 2) value += c.value;
    else if (c.mode === 3) value = Math.min(value, c.value);
    else if (c.mode === 4) value = Math.max(value, c.value);
    else if (c.mode === 5) value = c.value;
  }
  return value;
}

/** The totals for one ability of a bearer at `level` from every gathered bonus that applies to it. */
export function abilityBonusFor(
  changes: readonly AbilityBonusChange[],
  keywords: Iterable<string>,
  level = 1,
): AbilityBonusTotals {
  // No gathered bonus: nothing can apply (a sheet asks this for every ability on every render).
  if (changes.length === 0) return NO_ABILITY_BONUS;
  const own = [...keywords].map((k) => k.toLowerCase());
  const gained = [
    ...new Set(
      changes
        .filter((c) => c.key === "ability.keyword" && c.keyword && bonusApplies(c.keywords, own))
        .map((c) => (c.keyword ?? "").toLowerCase())
        .filter((k) => !own.includes(k)),
    ),
  ];
  const list = [...own, ...gained];
  const applying = changes.filter((c) => c.key !== "ability.keyword" && bonusApplies(c.keywords, list));
  const automatic = applying.flatMap((c) => {
    const tier = c.key === "ability.automaticTier" ? automaticTierValue(c.value) : null;
    return tier === null ? [] : [{ tier, source: c.source ?? "" }];
  });
  if (applying.length === 0 && gained.length === 0) return NO_ABILITY_BONUS;
  const of = (key: AbilityBonusKey) => combine(applying.filter((c) => c.key === key));
  const perLevel = of("ability.levelDamage") * Math.max(1, Math.floor(level));
  return {
    damage: of("ability.damage") + of("ability.treasureDamage") + perLevel,
    distance: of("ability.distance"),
    edges: Math.max(0, of("ability.edges")),
    banes: Math.max(0, of("ability.banes")),
    forced: { push: of("ability.push"), pull: of("ability.pull"), slide: of("ability.slide") },
    potency: of("ability.potency"),
    keywords: gained,
    automatic,
  };
}
