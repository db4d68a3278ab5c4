/**
 * R-CN-1…R-CN-11: Draw Steel's conditions replace Foundry's default status effects. A condition that
 * changes a number does it through an ActiveEffect change, which Foundry applies after the actor's base
 * data (kit bonuses included) and before its derived data. The numbers come from the rules engine:
 * each status's speed cap is what `speedWithConditions` gives for that status alone.
 */
import {
  CONDITIONS,
  conditionEntry,
  sourcedConditions,
  speedWithConditions,
  type ConditionId,
} from "../rules/index.ts";

export type StatusId = ConditionId;

const SPEED = "system.movement.speed";
/** A speed no condition cap reaches, to read each cap off the rules. */
const UNCAPPED = 1_000_000;

/** v13's integer mode DOWNGRADE (v14 change type "downgrade"); src/documents/generation.ts stores it per generation. */
const DOWNGRADE = 3;

/** A condition's change as the generation adapter takes it: key, v13's integer mode, text value. */
export interface ConditionChange {
  key: string;
  mode: number;
  value: string;
}

/**
 * R-CN-4, R-CN-6, R-CN-7, R-ST-3: a status that caps speed becomes a DOWNGRADE change (keep the lower
 * of the current speed and the cap), so slowed never raises a speed that is already lower. The config
 * layer stores these in the running generation's shape (src/config/data-layer.ts).
 */
export function conditionChanges(id: StatusId): ConditionChange[] {
  const cap = speedWithConditions(UNCAPPED, [id]);
  if (cap >= UNCAPPED) return [];
  return [{ key: SPEED, mode: DOWNGRADE, value: String(cap) }];
}

/** Conditions whose effect depends on who imposed them (R-CN-3, R-CN-4, R-CN-8): the table's `sourced`. */
export const SOURCED_CONDITIONS: readonly StatusId[] = sourcedConditions();

/**
 * R-CB-7 shown on the board: a marker (not a condition) on a creature that used its one triggered action this
 * round. Steelbound sets it with the triggered action and the Director's new round clears it
 * (src/documents/combat/triggered-marker.ts); the token HUD does not offer it.
 */
export const TRIGGERED_MARKER = "triggeredUsed";

/** A condition's CONFIG.statusEffects entry, from its entry in the condition table. */
export function conditionStatusEffect(
  id: StatusId,
  changesData: (changes: ConditionChange[]) => object,
): CONFIG.StatusEffect {
  const entry = conditionEntry(id);
  return {
    id,
    name: `STEELBOUND.Condition.${id}`,
    img: entry?.icon ?? "icons/svg/aura.svg",
    ...changesData(conditionChanges(id)),
    hud: entry?.automatic !== true,
  };
}

/**
 * CONFIG.statusEffects entries, each with its changes as `changesData` stores them for the running Foundry
 * generation (src/config/data-layer.ts hands in src/documents/generation.ts effectChangesData; this layer may
 * not import it).
 */
export function statusEffectsConfig(
  changesData: (changes: ConditionChange[]) => object,
): CONFIG.StatusEffect[] {
  // One status effect per entry of the condition table (src/rules/condition-table.ts), in its order.
  const conditions = CONDITIONS.map((id) => conditionStatusEffect(id, changesData));
  const marker: CONFIG.StatusEffect = {
    id: TRIGGERED_MARKER,
    name: "STEELBOUND.Combat.TriggeredUsed",
    img: "icons/svg/lightning.svg",
    ...changesData([]),
    hud: false,
  };
  return [...conditions, marker];
}
