/** Item system data as docs/DATA.md fixes it: the slice of each item model the sheets show (see system-data.ts). */
import type { AbilityDistance } from "../../../documents/ability-distance.ts";
import type { Characteristic, DamageType } from "../../../rules/types.ts";
import type { AbilityRoll } from "../../../rules/target-test.ts";
import type {
  AbilityPotencyStrength,
  EffectBearer,
  EffectDuration,
  ForcedBonus,
  ForcedKind,
} from "../../../rules/index.ts";

export interface DescriptionData {
  description: { value: string };
  source: string;
}

export type AbilityType =
  "main" | "maneuver" | "move" | "triggered" | "freeTriggered" | "freeManeuver" | "none" | "villain";
export type AbilityCategory = "signature" | "heroic" | "basic" | "other";
export type DistanceType =
  "melee" | "ranged" | "meleeRanged" | "self" | "aura" | "burst" | "cube" | "line" | "wall" | "special";
/** The tier's word lists are the rules' (src/rules/ability-tier.ts), as the schema's choices are. */
export type { EffectDuration, ForcedKind } from "../../../rules/index.ts";
export type PotencyStrength = AbilityPotencyStrength;

/** R-AB-6: a strength plus an offset ("weak + 1"), or a fixed number when the strength is "fixed". */
export interface PotencyGate {
  characteristic: Characteristic;
  strength: PotencyStrength;
  offset: number;
  value: number;
}
export interface TierCondition {
  condition: string;
  potency: PotencyGate;
  duration: EffectDuration;
  /** Imposed instead when the target resists; condition "" = nothing. */
  otherwise: { condition: string; duration: EffectDuration };
}
export interface DamageEntryData {
  value: number;
  characteristic: boolean;
  type: DamageType;
}
/** docs/DATA.md `customEffects`: an effect that is not a standard condition. */
export interface TierCustomEffect {
  name: string;
  text: string;
  changes: readonly { key: string; mode: number; value: string }[];
  /** The same gate as a condition's (offset and fixed number absent in hand-made data: 0). */
  potency: { characteristic: Characteristic; strength: PotencyStrength; offset?: number; value?: number };
  bearer: EffectBearer;
  duration: EffectDuration;
}
export interface TierData {
  damage: DamageEntryData & {
    types: ReadonlySet<DamageType>;
    extra: DamageEntryData;
    /** The rolled damage as a formula ("2d6+7+@chr"); "" = none (absent in hand-made data: none). */
    formula?: string;
    /** R-DM-2: the damage ignores immunity (absent = it does not). */
    ignoresImmunity?: boolean;
  };
  conditions: readonly TierCondition[];
  customEffects: readonly TierCustomEffect[];
  forced: {
    kind: ForcedKind;
    distance: number;
    vertical: boolean;
    or: ForcedKind;
    bonus: ForcedBonus;
    potency: PotencyGate;
    /** R-MV-8: the movement ignores stability (absent = it does not). */
    ignoresStability?: boolean;
  };
  text: string;
}

export interface AbilitySystem extends DescriptionData {
  keywords: ReadonlySet<string>;
  type: AbilityType;
  category: AbilityCategory;
  distance: AbilityDistance & { type: DistanceType };
  target: { text: string; count: number };
  trigger: string;
  cost: { resource: number; malice: number };
  spend: { value: number; text: string; repeatable: boolean };
  /** R-AB-6 */
  refundIfResisted: "none" | "spend" | "all";
  power: {
    characteristics: ReadonlySet<Characteristic>;
    /** docs/DATA.md `power.roll` and a fixed roll's bonus. */
    roll: AbilityRoll;
    fixedBonus: number;
    /** R-PR-6: the natural roll from which the ability crits (absent in hand-made data: 19). */
    criticalAt?: number;
    tier1: TierData;
    tier2: TierData;
    tier3: TierData;
  };
  effect: { before: string; after: string };
  villainAction: number;
  /** R-PR-7: the tier the ability's own text grants on its power roll, 1–3; 0 or absent (hand-made data): none. */
  automaticTier?: number;
}

export type FeatureType = "trait" | "malice" | "class" | "ancestry" | "kit" | "other";
export interface FeatureSystem extends DescriptionData {
  featureType: FeatureType;
  cost: { malice: number };
}
export interface ClassSystem extends DescriptionData {
  heroicResource: {
    name: string;
    gainPerTurn: string;
    floor: { base: number; characteristic: Characteristic | "" };
  };
  stamina: { starting: number; perLevel: number };
  recoveries: number;
  primaryCharacteristics: ReadonlySet<Characteristic>;
  /** The epic resource's name ("" = none); absent in older fixtures. */
  epicResource?: string;
}
export interface SubclassSystem extends DescriptionData {
  class: string;
}
export interface KitSystem extends DescriptionData {
  bonuses: {
    stamina: number;
    speed: number;
    stability: number;
    disengage: number;
    /** Per tier: t1, t2, t3. */
    meleeDamage: readonly number[];
    rangedDamage: readonly number[];
    meleeDistance: number;
    rangedDistance: number;
  };
  equipment: { armor: string; shield: boolean; weapons: ReadonlySet<string>; implement: boolean };
}
export type TreasureCategory = "consumable" | "trinket" | "leveled" | "artifact";
export interface TreasureSystem extends DescriptionData {
  category: TreasureCategory;
  echelon: number;
  quantity: number;
  keywords: ReadonlySet<string>;
  equipped: boolean;
}
export interface ProjectSystem extends DescriptionData {
  goal: number;
  points: number;
  prerequisite: string;
  projectSource: string;
  /** R-DT-1, R-DT-2 (schema 5): the source's language and the languages related to it. */
  sourceLanguage?: string;
  relatedLanguages?: ReadonlySet<string>;
  characteristics: ReadonlySet<Characteristic>;
  /** Derived: 0–1. */
  progress: number;
  /** Derived (R-DT-4): the milestone point totals, when the model provides them. */
  events?: readonly number[];
}

export interface ComplicationSystem extends DescriptionData {
  /** Rich text (HTML), like the description. */
  benefit: string;
  drawback: string;
}

/** Item types whose sheet shows only description and source. */
export const SIMPLE_ITEM_TYPES = ["ancestry", "culture", "career", "perk", "title"] as const;
export type SimpleItemType = (typeof SIMPLE_ITEM_TYPES)[number];

interface View<T extends string, S> {
  id: string;
  name: string;
  img: string;
  type: T;
  sort: number;
  system: S;
}

/** An embedded item as the sheets see it, discriminated by type. */
export type ItemView =
  | View<"ability", AbilitySystem>
  | View<"feature", FeatureSystem>
  | View<"class", ClassSystem>
  | View<"subclass", SubclassSystem>
  | View<"kit", KitSystem>
  | View<"treasure", TreasureSystem>
  | View<"project", ProjectSystem>
  | View<"complication", ComplicationSystem>
  | View<SimpleItemType, DescriptionData>;

export type ItemOfType<T extends ItemView["type"]> = Extract<ItemView, { type: T }>;

/** Enriched HTML for one item (TextEditor.enrichHTML output, produced by the sheet class). */
export interface EnrichedItemHtml {
  description: string;
  effectBefore: string;
  effectAfter: string;
  /** A complication's benefit and drawback (absent for other types). */
  benefit?: string;
  drawback?: string;
}
