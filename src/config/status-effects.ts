/**
 * R-CN-1…R-CN-11: Draw Steel's conditions replace Foundry's default status effects. Conditions that
 * change numbers do it through ActiveEffect changes, which Foundry applies after the actor's base data
 * and before derived data (so kit bonuses are included and the cap still wins).
 */
import { CONDITIONS, TRACKED_STATES, type Condition, type TrackedState } from "../data/vocabulary.ts";

export type StatusId = Condition | TrackedState;

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

/** Numbers a status changes (Foundry ActiveEffect modes: DOWNGRADE 3 keeps the lower, OVERRIDE 5 sets). */
function changesFor(id: StatusId): { key: string; mode: CONST.ACTIVE_EFFECT_MODES; value: string }[] {
  const modes = CONST.ACTIVE_EFFECT_MODES;
  switch (id) {
    case "slowed": // R-CN-7: speed 2 unless already lower
      return [{ key: SPEED, mode: modes.DOWNGRADE, value: "2" }];
    case "grabbed": // R-CN-4
    case "restrained": // R-CN-6
    case "unconscious": // R-ST-3
      return [{ key: SPEED, mode: modes.OVERRIDE, value: "0" }];
    default:
      return [];
  }
}

/** Conditions whose effect depends on who imposed them (R-CN-3, R-CN-4, R-CN-8). */
export const SOURCED_CONDITIONS: readonly StatusId[] = ["frightened", "grabbed", "taunted"];

/** Stamina states are kept in sync automatically, so the token HUD does not offer them. */
const AUTOMATIC: readonly StatusId[] = ["winded", "dying"];

export function statusEffectsConfig(): CONFIG.StatusEffect[] {
  return [...CONDITIONS, ...TRACKED_STATES].map((id) => ({
    id,
    name: `STEELBOUND.Condition.${id}`,
    img: ICONS[id],
    changes: changesFor(id),
    hud: !AUTOMATIC.includes(id),
  }));
}

/** init: replace the core status effects; "dead" stays the defeated status. */
export function registerStatusEffects(): void {
  CONFIG.statusEffects = statusEffectsConfig();
  CONFIG.specialStatusEffects.DEFEATED = "dead";
}
