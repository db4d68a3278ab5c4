/**
 * Pieces every actor model shares: the stat-block fields and the derived values that only need the
 * characteristics and level. All maths is the rules engine's.
 */
import {
  echelon,
  effectStaminaBonus,
  levelScaledBonus,
  potencies,
  recoveryValue,
  saveBonus,
  saveThreshold,
  staminaCondition,
  windedValue,
  withScaledModifier,
} from "../../rules/index.ts";
import type { StaminaCondition } from "../../rules/index.ts";
import { highestCharacteristic, type CharacteristicScores } from "../fields/characteristics.ts";

export type Potency = { weak: number; average: number; strong: number };

/** Derived values shared by heroes, monsters and retainers. */
// Type aliases, not interfaces: fvtt-types wants derived data assignable to an index-signature object.
export type CommonDerived = {
  echelon: 1 | 2 | 3 | 4;
  highestCharacteristic: number;
  potency: Potency;
};

export function commonDerived(level: number, characteristics: CharacteristicScores): CommonDerived {
  const highest = highestCharacteristic(characteristics);
  return { echelon: echelon(level), highestCharacteristic: highest, potency: potencies(highest) };
}

export type StaminaDerived = {
  winded: number;
  condition: StaminaCondition;
};
/** fvtt-types merges derived data shallowly, so nested derived keys restate their stored siblings. */
export type DerivedStamina = { value: number; max: number; temporary: number } & StaminaDerived;

/** R-ST-1…R-ST-3 for the stamina block of an actor of the given kind. */
export function staminaDerived(
  kind: "hero" | "retainer" | "director",
  stamina: { value: number; max: number },
  options: { minion?: boolean } = {},
): StaminaDerived {
  return {
    winded: windedValue(stamina.max),
    condition: staminaCondition(kind, stamina.value, stamina.max, options),
  };
}

/**
 * Conditions the creature is immune to (`conditionImmunities`, raised by effects) are not in force: v13
 * Actor#applyActiveEffects has just rebuilt `statuses` from the effects (client/documents/actor.mjs), and
 * system.prepareDerivedData runs after it, so they are taken out here.
 */
export function dropImmuneStatuses(actor: { statuses: Set<string> }, immunities: Iterable<string>): void {
  for (const id of immunities) actor.statuses.delete(id);
}

/** What `prepareCreature` reads and writes on a hero's, retainer's, monster's or object's model. */
interface CreatureModel {
  parent: { statuses: Set<string> };
  level: number;
  characteristics: CharacteristicScores;
  conditionImmunities: Iterable<string>;
  bonuses: {
    stamina: Parameters<typeof effectStaminaBonus>[0];
    recoveryValue: number;
    saveThreshold: number;
    saveBonus: number;
    perLevel: ScaledBonuses;
    perEchelon: ScaledBonuses;
  };
  stamina: { value: number; max: number };
  recoveries?: { max: number };
  movement: { speed: number };
  stability: number;
  disengage?: number;
  damage: { immunities: Record<string, number>; weaknesses: Record<string, number> };
}

/** docs/DATA.md `bonuses.perLevel` / `perEchelon`. */
interface ScaledBonuses {
  speed: number;
  stability: number;
  disengage: number;
  immunities: Record<string, number>;
  weaknesses: Record<string, number>;
}

/**
 * Level-scaled bonuses (`bonuses.perLevel`, `bonuses.perEchelon`) at the creature's level now: speed,
 * stability and disengage add; each immunity and weakness stands beside the creature's own of that type and
 * the higher applies (R-DM-2, R-DM-3). Run in derived data, so a level change recomputes them.
 */
function applyScaledBonuses(model: CreatureModel): void {
  const { perLevel, perEchelon } = model.bonuses;
  const at = (l: number, e: number) => levelScaledBonus(l, e, model.level);
  // Only a bonus that is there changes a number: a creature's own value (an effect may have lowered its
  // stability below 0) stands as it was when nothing scales.
  const speed = at(perLevel.speed, perEchelon.speed);
  if (speed !== 0) model.movement.speed = Math.max(0, model.movement.speed + speed);
  const stability = at(perLevel.stability, perEchelon.stability);
  if (stability !== 0) model.stability += stability;
  const disengage = at(perLevel.disengage, perEchelon.disengage);
  if (disengage !== 0 && model.disengage !== undefined)
    model.disengage = Math.max(0, model.disengage + disengage);
  for (const part of ["immunities", "weaknesses"] as const)
    for (const key of Object.keys(model.damage[part])) {
      const scaled = at(perLevel[part][key] ?? 0, perEchelon[part][key] ?? 0);
      if (scaled > 0) model.damage[part][key] = withScaledModifier(model.damage[part][key] ?? 0, scaled);
    }
}

/**
 * The derived preparation every creature shares, after its own base preparation and its active effects:
 * immune conditions out, the level-scaled bonuses at the current level, the save threshold in 1–10 and the save bonus a whole number, the effects' stamina bonus on the maximum (never below 0), echelon and potencies,
 * winded and dying or dead by kind (R-ST-1…R-ST-3; minions are never winded, R-MN-2), and, for those with
 * recoveries, the recovery value with the effects' bonus (R-RC-1).
 */
export function prepareCreature(
  model: CreatureModel,
  kind: "hero" | "retainer" | "director",
  options: { minion?: boolean } = {},
): void {
  dropImmuneStatuses(model.parent, model.conditionImmunities);
  applyScaledBonuses(model);
  // An effect may have set any number: what is kept is one a d10 can reach (R-AB-11).
  model.bonuses.saveThreshold = saveThreshold(model.bonuses.saveThreshold);
  model.bonuses.saveBonus = saveBonus(model.bonuses.saveBonus);
  const stamina = model.stamina;
  stamina.max = Math.max(0, stamina.max + effectStaminaBonus(model.bonuses.stamina, model.level));
  Object.assign(model, commonDerived(model.level, model.characteristics));
  Object.assign(stamina, staminaDerived(kind, stamina, options));
  if (!model.recoveries) return;
  const value = recoveryValue(stamina.max) + model.bonuses.recoveryValue;
  Object.assign(model.recoveries, { recoveryValue: Math.max(0, value) });
}
