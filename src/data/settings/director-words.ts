/**
 * The word lists the Director's saved tools are stored with (the objectives, the montage's difficulties and
 * outcomes, the NPC's attitudes), in a module of their own: the settings' schemas (./director.ts) need them
 * when the world starts, while the tools' edits (./encounter.ts, ./montage.ts, ./negotiation.ts) load with the
 * windows that make them.
 */
import type { Attitude, EncounterObjective, MontageDifficulty } from "../../rules/index.ts";

/** R-EB-4, in the book's order. */
export const ENCOUNTER_OBJECTIVES = [
  "diminishNumbers",
  "defeatSpecificFoe",
  "getTheThing",
  "destroyTheThing",
  "saveAnother",
  "escort",
  "holdThemOff",
  "assaultTheDefenses",
  "stopTheAction",
  "completeTheAction",
] as const satisfies readonly EncounterObjective[];

export const MONTAGE_DIFFICULTIES = [
  "easy",
  "moderate",
  "hard",
] as const satisfies readonly MontageDifficulty[];
export const MONTAGE_OUTCOMES = ["success", "failure", "none"] as const;
export type MontageOutcome = (typeof MONTAGE_OUTCOMES)[number];

export const ATTITUDES = [
  "hostile",
  "suspicious",
  "neutral",
  "open",
  "friendly",
  "trusting",
] as const satisfies readonly Attitude[];
