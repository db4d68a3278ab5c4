/**
 * Villain actions used through the ability flow (R-CB-18), from a monster sheet or the tracker alike: the
 * running combat checks the use before anything is rolled or paid, and records it once the card is posted.
 * Outside a started combat a villain action is not limited (the rules count it per encounter and round).
 */
import type { SteelCombat } from "../documents/combat.ts";
import { combatantOfActor } from "../documents/combat/villain-actions.ts";
import type { AbilityInfo } from "../documents/ability-info.ts";

export type VillainGate = false | null | { record(): Promise<boolean> };

/**
 * The running combat is ours (its class is configured as CONFIG.Combat.documentClass). Checked by shape:
 * importing the class here would close an import cycle through the combat document's own imports.
 */
function isSteelCombat(combat: unknown): combat is SteelCombat {
  return (
    typeof combat === "object" &&
    combat !== null &&
    "checkVillainAction" in combat &&
    "useVillainAction" in combat
  );
}

const warn = (key: string) => ui.notifications?.warn(key, { localize: true });

/** False (the user told why) when refused; null when not tracked; else how to record the use. */
export function villainGate(actor: Actor.Implementation, ability: AbilityInfo): VillainGate {
  const combat = game.combat;
  if (ability.villainAction <= 0 || !isSteelCombat(combat) || !combat.started) return null;
  const combatant = combatantOfActor(combat, actor);
  if (!combatant?.id) {
    warn("STEELBOUND.SquadActs.VillainNotInCombat");
    return false;
  }
  const id = combatant.id;
  const check = combat.checkVillainAction(id, ability.villainAction);
  if (!check.ok) {
    warn(check.error);
    return false;
  }
  return {
    async record() {
      // Checked again as it is written: another villain action may have been used meanwhile.
      const result = await combat.useVillainAction(id, ability.villainAction);
      if (!result.ok) warn(result.error);
      return result.ok;
    },
  };
}
