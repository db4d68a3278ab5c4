/** One tier of an ability as the rules read it (docs/DATA.md ability `power.tierN`). */
import type { EffectDuration } from "./effects.ts";
import type { PotencyStrength } from "./potency.ts";
import { CHARACTERISTICS, type Characteristic, type DamageType } from "./types.ts";
import type { CustomEffectData } from "./custom-effects.ts";

/*
 * The tier's closed word lists, defined once: the item's schema and the card's snapshot take their choices
 * from here (src/data/fields/ability-tier.ts), the sheet its options, and the types below follow.
 */

/**
 * R-AB-6: an ability effect's potency strength; "none" means the effect is not gated by potency, "fixed" that
 * the potency is a number written in the ability ("M < 3") whatever the user's characteristics. In the order
 * the sheet offers them.
 */
export const POTENCY_STRENGTHS = ["none", "weak", "average", "strong", "fixed"] as const satisfies readonly (
  PotencyStrength | "none" | "fixed"
)[];
export type AbilityPotencyStrength = (typeof POTENCY_STRENGTHS)[number];
/** R-MV-7: the kinds of forced movement ("" = none). */
export const FORCED_KINDS = ["", "push", "pull", "slide"] as const;
export type ForcedKind = (typeof FORCED_KINDS)[number];
/** R-MV-7: what is added to a forced distance: "roll" = the rolled characteristic, or a named one ("" = none). */
export const FORCED_BONUSES = ["", "roll", ...CHARACTERISTICS] as const;
export type ForcedBonus = (typeof FORCED_BONUSES)[number];

/** R-AB-6: a potency gate. `offset` adds to a named strength ("weak + 1"); `value` is a fixed potency. */
export interface PotencySpec {
  characteristic: Characteristic;
  strength: AbilityPotencyStrength;
  offset?: number;
  value?: number;
}

/** One damage entry of a tier: "3 + M fire damage". */
export interface DamageEntry {
  value: number;
  /** Adds the characteristic used for the roll. */
  characteristic: boolean;
  type: DamageType;
}

/** One tier of an ability, as the ability item stores it (docs/DATA.md). */
export interface AbilityTierData {
  damage: DamageEntry & {
    /** Other types the user may pick instead of `type` when rolling ("fire or cold damage"). */
    types?: readonly DamageType[];
    /** A second damage entry with its own type ("5 damage; and 2 fire damage"); value 0 = none. */
    extra?: DamageEntry;
    /**
     * The rolled entry as a formula with dice or the user's numbers ("2d6+7+@chr", ./formula.ts); "" = none.
     * Its rolled amount is added to `value` through the roll's per-tier damage bonus (AbilityRollInput).
     */
    formula?: string;
    /** R-DM-2: this tier's damage ignores the target's damage immunities (its weaknesses still apply). */
    ignoresImmunity?: boolean;
  };
  conditions: readonly {
    condition: string;
    potency: PotencySpec;
    duration: EffectDuration;
    /** Imposed instead when the target resists the potency ("otherwise slowed (EoT)"); "" = nothing. */
    otherwise?: { condition: string; duration: EffectDuration };
  }[];
  forced: {
    kind: ForcedKind;
    distance: number;
    vertical: boolean;
    /** A second kind the mover may choose instead ("push or pull 3"); "" = none. */
    or?: ForcedKind;
    /**
     * Added to the distance: "roll" = the rolled characteristic (the official "2 + @chr"), or one named
     * characteristic of the user ("push 2 + M"); "" = nothing.
     */
    bonus?: ForcedBonus;
    /** Potency gate of the movement ("A < 2 push 3"); strength "none" = always. */
    potency?: PotencySpec;
    /** R-MV-8: the movement ignores the target's stability (it moves the full distance). */
    ignoresStability?: boolean;
  };
  /** Effects that are not standard conditions (absent = none). */
  customEffects?: readonly CustomEffectData[];
  /**
   * What the tier says that no field above holds (an imported line the parser could not read, or the
   * author's words): shown to the table, never applied by the rules. "" or absent = nothing more.
   */
  text?: string;
}

/** The tier every row of a monster's free strike deals (R-CB-11, R-MO-2): its damage of one type, nothing else. */
export function freeStrikeTier(damage: number, type: DamageType): AbilityTierData {
  return {
    damage: { value: Math.max(0, damage), characteristic: false, type },
    conditions: [],
    forced: { kind: "", distance: 0, vertical: false },
  };
}
