/**
 * What the walked features add up to, before it becomes the hero's data: the embedded items, the skills,
 * languages and movement, characteristic bonuses, the class's stamina and recoveries, the heroic resource.
 * Pure.
 */
import { SCHEMA_VERSION } from "../../data/migrations/version.ts";
import type { Origin } from "./features.ts";
import { Report } from "./report.ts";
import { paragraphs, type JsonObject } from "./source.ts";

/** One ActiveEffect change as v13 BaseActiveEffect stores it (common/documents/active-effect.mjs). */
export type Change = { key: string; mode: number; value: string };
/** v13 CONST.ACTIVE_EFFECT_MODES: ADD 2, DOWNGRADE 3, UPGRADE 4. */
export const ADD = 2;
export const DOWNGRADE = 3;
export const UPGRADE = 4;

export class Build {
  readonly report = new Report();
  readonly items: JsonObject[] = [];
  readonly skills = new Set<string>();
  readonly customSkills: string[] = [];
  readonly languages: string[] = [];
  readonly movementTypes = new Set<string>(["walk"]);
  readonly characteristicBonus: Record<string, number> = {};
  speed: number | null = null;
  size: { value: number; letter: string } | null = null;
  classStamina: { starting: number; perLevel: number } | null = null;
  classRecoveries: number | null = null;
  resource = {
    name: "",
    value: 0,
    gainPerTurn: "",
    floor: { base: 0, characteristic: "" },
    /** R-AB-8: the class's other gains (class `heroicResource.triggers`). */
    triggers: [] as { kind: string; text: string; gain: string; window: "round" | "encounter" | "any" }[],
  };
  /** The class's epic resource: its name on the class, its value on the hero. */
  readonly epic = { name: "", value: 0 };
  /** Heroic resources of the hero's companion (the Beastheart's Rampage), not the hero's own. */
  readonly companionResources: { name: string; value: number; where: string }[] = [];
  /** The hero's characteristic scores, known before the features are applied ("equal to Agility"). */
  scores: Record<string, number> = {};
  renownBonus = 0;
  wealthBonus = 0;
  /** Stamina added by features outside the class and kit (their effects' changes). */
  staminaBonus = 0;
  recoveriesBonus = 0;

  constructor(readonly level: number) {}

  addLanguage(language: string): void {
    const name = language.trim();
    if (name && !this.languages.includes(name)) this.languages.push(name);
  }
}

const FEATURE_TYPE: Partial<Record<Origin, string>> = {
  ancestry: "ancestry",
  class: "class",
  subclass: "class",
  kit: "kit",
};

/** A feature (or perk) item with the feature's text and the changes it makes, as an embedded item. */
export function featureItem(
  name: string,
  description: string,
  origin: Origin,
  from: string,
  changes: readonly Change[],
  id: string,
  effectFlags: JsonObject = {},
  extra: JsonObject = {},
): JsonObject {
  const perk = origin === "perk";
  const system: JsonObject = {
    schemaVersion: SCHEMA_VERSION,
    description: { value: paragraphs(description) },
    source: from ? `Forge Steel: ${from}` : "Forge Steel",
    ...(perk ? {} : { featureType: FEATURE_TYPE[origin] ?? "other" }),
    ...extra,
  };
  const effects: JsonObject[] = changes.length
    ? [
        {
          name,
          img: "icons/svg/upgrade.svg",
          transfer: true,
          disabled: false,
          changes: changes.map((c) => ({ ...c })),
          ...(Object.keys(effectFlags).length ? { flags: { steelbound: effectFlags } } : {}),
        },
      ]
    : [];
  return {
    name,
    type: perk ? "perk" : "feature",
    img: perk ? "icons/svg/book.svg" : "icons/svg/aura.svg",
    system,
    effects,
    flags: { steelbound: { forgeSteel: { id } } },
  };
}
