/**
 * What a roll asks the player and what the player answers: the roll dialog's question and its choices. Pure
 * shapes at the documents layer, so documents/slots.ts can type the dialog that src/config plugs in, the flows
 * in src/rolls can ask it, and src/applications/dialogs can draw and read it.
 */
import type { EdgeBaneReason, TestDifficulty } from "../rules/index.ts";
import type { Characteristic, DamageType, Tier } from "../rules/types.ts";

/** Situations a player confirms per target in the dialog (the canvas cannot judge them all). */
export interface TargetChoice {
  flanked: boolean;
  cover: boolean;
  concealed: boolean;
  highGround: boolean;
  /** 「他のクリーチャーを登る」「騎乗戦闘」: the acting creature climbs or rides this target (the board's alone). */
  climbedOrRidden?: boolean;
  aided: boolean;
  extraEdges: number;
  extraBanes: number;
  bonus: number;
}

export const NO_CHOICE: TargetChoice = {
  flanked: false,
  cover: false,
  concealed: false,
  highGround: false,
  aided: false,
  extraEdges: 0,
  extraBanes: 0,
  bonus: 0,
};

export interface RollDialogTarget {
  name: string;
  edges: number;
  banes: number;
  reasons: readonly EdgeBaneReason[];
  /** R-CB-12: the board shows this target flanked (src/canvas/flanking-board.ts); the box comes ticked. */
  flanked?: boolean;
}

export interface RollDialogOptions {
  title: string;
  kind: "ability" | "test" | "project";
  characteristics: readonly { key: Characteristic; value: number }[];
  selected: Characteristic | null;
  targets: readonly RollDialogTarget[];
  skills?: readonly { key: string; label: string }[];
  /**
   * R-DT-1: the same skills shown in labelled groups (a project roll: the Crafting and Lore skills that
   * count, then the rest, which count only at the Director's word). Absent: one plain list.
   */
  skillGroups?: readonly { key: string; label: string; skills: readonly { key: string; label: string }[] }[];
  /** "spend X+"; `malice` when a monster pays it from the Director's Malice. */
  spend?: { value: number; text: string; repeatable: boolean; malice?: boolean } | null;
  /** Damage types the user picks among ("fire or cold damage"); absent or empty when there is no choice. */
  damageTypes?: readonly DamageType[];
  /** A test's difficulty chosen beforehand (a test the Director called for, R-TS-1); medium otherwise. */
  difficulty?: TestDifficulty;
  /**
   * R-PR-7: the automatic tiers the roller's effects grant this ability, each with the effect's name, so the
   * player sees which tier the roll will take and why (or that different tiers cancel). Absent: none.
   */
  automaticTiers?: readonly { tier: Tier; source: string }[];
}

export interface RollDialogResult {
  characteristic: Characteristic | null;
  bonus: number;
  rollMode: string;
  /** One per target (or one for an untargeted roll). */
  targets: (TargetChoice & { downgradeTo: Tier | null })[];
  skill: string;
  difficulty: TestDifficulty;
  /** How many times "spend X+" is paid on top of the base cost. */
  spendTimes: number;
  /** The damage type picked, null when the dialog offered none. */
  damageType?: DamageType | null;
}
