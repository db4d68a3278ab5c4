/**
 * The system data the sheets read, as docs/DATA.md fixes it: the slice of each data model (src/data) the
 * sheets display. The adapters hand the real model instances to the builders, so the compiler checks that
 * every model still satisfies these shapes; tests and the preview build plain objects of the same shapes.
 */
import type { AbilityBonusChange } from "../../../rules/index.ts";
import type { Characteristic, DamageType, Organization, Role } from "../../../rules/types.ts";
import type { Skill } from "../../../data/vocabulary.ts";

export type CharacteristicScores = Record<Characteristic, number>;
export type StaminaCondition = "healthy" | "winded" | "dying" | "dead";

export interface StaminaData {
  value: number;
  max: number;
  temporary: number;
  /** Derived: the winded value, floor(max / 2) (R-ST-1). */
  winded: number;
  /** Derived (R-ST-1…R-ST-3). */
  condition: StaminaCondition;
}

export type MovementType =
  "walk" | "burrow" | "climb" | "swim" | "fly" | "teleport" | "hover" | "crawl" | "jump";
export interface MovementData {
  speed: number;
  types: ReadonlySet<MovementType>;
}
export interface SizeData {
  value: number;
  letter: "T" | "S" | "M" | "L";
}
export type DamageModifierKey = DamageType | "all";
export interface DamageData {
  immunities: Partial<Record<DamageModifierKey, number>>;
  weaknesses: Partial<Record<DamageModifierKey, number>>;
  immuneAll: ReadonlySet<DamageType>;
}
export interface BiographyData {
  value: string;
  gmNotes: string;
}
export interface PotencyData {
  weak: number;
  average: number;
  strong: number;
}

export interface HeroSystem {
  level: number;
  /** Gathered from the actor's effects (docs/DATA.md `abilityBonuses`); absent in fixtures. */
  abilityBonuses?: readonly AbilityBonusChange[];
  characteristics: CharacteristicScores;
  stamina: StaminaData;
  /** `recoveryValue` is derived (R-RC-1). */
  recoveries: { value: number; max: number; recoveryValue: number };
  heroicResource: { name: string; value: number };
  /** The class's epic resource's count (docs/DATA.md hero `epicResource`); absent in older fixtures. */
  epicResource?: number;
  surges: number;
  victories: number;
  xp: number;
  wealth: number;
  renown: number;
  movement: MovementData;
  size: SizeData;
  stability: number;
  disengage: number;
  skills: ReadonlySet<Skill>;
  customSkills: readonly string[];
  languages: readonly string[];
  damage: DamageData;
  biography: BiographyData;
  /** Derived. */
  echelon: number;
  potency: PotencyData;
  /** Derived: the stored maxima a user may edit; null when the class item derives them (R-HERO-STAMINA). */
  editableMax?: { stamina: number; recoveries: number } | null;
  /** R-HERO-KIT-TWO: the kit whose damage bonuses count with two kits ("" or absent: the larger). */
  preferredKit?: string;
  /** docs/DATA.md `bonuses` (absent in fixtures): the save threshold and bonus the sheet shows (R-AB-11). */
  bonuses?: { saveThreshold: number; saveBonus?: number };
}

export interface MonsterSystem {
  level: number;
  /** Gathered from the actor's effects (docs/DATA.md `abilityBonuses`); absent in fixtures. */
  abilityBonuses?: readonly AbilityBonusChange[];
  organization: Organization;
  role: Role | "";
  ev: number;
  keywords: ReadonlySet<string>;
  size: SizeData;
  movement: MovementData;
  stamina: StaminaData;
  stability: number;
  freeStrike: number;
  damage: DamageData;
  characteristics: CharacteristicScores;
  withCaptain: string;
  /** R-MN-10: the captain's benefit as effect changes (absent in older fixtures: none). */
  captainChanges?: readonly { key: string; mode: number; value: string }[];
  biography: BiographyData;
  /** Turns per round as stored: null follows the organization. */
  turns: number | null;
  /** Derived. */
  potency: PotencyData;
  isMinion: boolean;
  isVillain: boolean;
  turnsPerRound: number;
}

export interface RetainerSystem {
  level: number;
  role: Role;
  /** UUID of the mentor hero, or null. */
  mentor: string | null;
  characteristics: CharacteristicScores;
  stamina: StaminaData;
  recoveries: { value: number; max: number; recoveryValue: number };
  movement: MovementData;
  size: SizeData;
  stability: number;
  freeStrike: number;
  damage: DamageData;
  keywords: ReadonlySet<string>;
  biography: BiographyData;
  /** Derived. */
  echelon: number;
  potency: PotencyData;
}

export interface SquadSystem {
  individualStamina: number;
  pool: number;
  startingMembers: number;
  captain: string;
  /** Derived. */
  alive: number;
  maxPool: number;
}
