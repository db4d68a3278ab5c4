/** Steelbound Combatant: what the tracker asks of one creature in the alternating turn flow. */
import { SYSTEM_ID } from "../constants.ts";
import { combatantFlags, sideOf } from "./combat/participants.ts";
import type { Side } from "../rules/index.ts";

export class SteelCombatant extends Combatant {
  /** R-CB-1 */
  get side(): Side {
    return sideOf(this);
  }

  /** R-CB-2 / R-CN-10: surprised until the end of round 1. */
  get surprised(): boolean {
    const combat = this.parent;
    if (combat.started) return combat.flags.steelbound?.flow?.surprised.includes(this.id ?? "") ?? false;
    return combatantFlags(this).surprised === true;
  }

  /** Marks the creature as not ready before the GM starts combat (R-CB-2). */
  async setSurprised(surprised: boolean): Promise<void> {
    await this.update({ flags: { [SYSTEM_ID]: { surprised } } });
  }

  /** Draw Steel does not roll initiative (R-CB-3); the R-CB-6 Agility test is rolled by the combat. */
  protected override _getInitiativeFormula(): string {
    return "2d10 + @characteristics.agility";
  }
}
