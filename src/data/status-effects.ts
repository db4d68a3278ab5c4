/**
 * R-CN-1…R-CN-11: Draw Steel's conditions replace Foundry's default status effects. A condition that
 * changes a number does it through an ActiveEffect change, which Foundry applies after the actor's base
 * data (kit bonuses included) and before its derived data. The numbers come from the rules engine:
 * each status's speed cap is what `speedWithConditions` gives for that status alone.
 */
import { CONDITIONS, speedWithConditions, type ConditionId } from "../rules/index.ts";

export type StatusId = ConditionId;

const ICONS: Record<StatusId, string> = {
  bleeding: "icons/svg/blood.svg",
  dazed: "icons/svg/daze.svg",
  frightened: "icons/svg/terror.svg",
  grabbed: "icons/svg/paralysis.svg",
  prone: "icons/svg/falling.svg",
  restrained: "icons/svg/net.svg",
  slowed: "icons/svg/downgrade.svg",
  taunted: "icons/svg/target.svg",
  weakened: "icons/svg/degen.svg",
  surprised: "icons/svg/eye.svg",
  winded: "icons/svg/down.svg",
  dying: "icons/svg/hazard.svg",
  dead: "icons/svg/skull.svg",
  unconscious: "icons/svg/unconscious.svg",
  hidden: "icons/svg/invisible.svg",
};

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

/** Conditions whose effect depends on who imposed them (R-CN-3, R-CN-4, R-CN-8). */
export const SOURCED_CONDITIONS: readonly StatusId[] = ["frightened", "grabbed", "taunted"];

/**
 * R-CB-7 shown on the board: a marker (not a condition) on a creature that used its one triggered action this
 * round. Steelbound sets it with the triggered action and the Director's new round clears it
 * (src/documents/combat/triggered-marker.ts); the token HUD does not offer it.
 */
export const TRIGGERED_MARKER = "triggeredUsed";

/** Stamina states are kept in sync automatically, so the token HUD does not offer them. */
const AUTOMATIC: readonly StatusId[] = ["winded", "dying"];

/**
 * CONFIG.statusEffects entries, each with its changes as `changesData` stores them for the running Foundry
 * generation (src/config/data-layer.ts hands in src/documents/generation.ts effectChangesData; this layer may
 * not import it).
 */
export function statusEffectsConfig(
  changesData: (changes: ConditionChange[]) => object,
): CONFIG.StatusEffect[] {
  const conditions: CONFIG.StatusEffect[] = CONDITIONS.map((id) => ({
    id,
    name: `STEELBOUND.Condition.${id}`,
    img: ICONS[id],
    ...changesData(conditionChanges(id)),
    hud: !AUTOMATIC.includes(id),
  }));
  const marker: CONFIG.StatusEffect = {
    id: TRIGGERED_MARKER,
    name: "STEELBOUND.Combat.TriggeredUsed",
    img: "icons/svg/lightning.svg",
    ...changesData([]),
    hud: false,
  };
  return [...conditions, marker];
}
