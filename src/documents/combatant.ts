/** Steelbound Combatant: what the tracker asks of one creature in the alternating turn flow. */
import { SYSTEM_ID } from "../constants.ts";
import { sideOf, surprisedBeforeStart } from "./combat/participants.ts";
import type { Side } from "../rules/index.ts";

export class SteelCombatant extends Combatant {
  /** R-CB-1 */
  get side(): Side {
    return sideOf(this);
  }

  /**
   * R-CB-2 / R-CN-10: surprised until the end of round 1. The mark lives on the Combat, which only a GM
   * may update beyond round and turn (v13 common/documents/combat.mjs BaseCombat.#canUpdate), never on the
   * combatant, whose owner is its actor's owner and may write its flags (combatant.mjs #canUpdate,
   * getUserLevel).
   */
  get surprised(): boolean {
    const combat = this.parent;
    const id = this.id ?? "";
    if (combat.started) return combat.flags.steelbound?.flow?.surprised.includes(id) ?? false;
    return surprisedBeforeStart(combat).includes(id);
  }

  /** Marks the creature as not ready before the GM starts combat (R-CB-2); a GM's write. */
  async setSurprised(surprised: boolean): Promise<void> {
    const id = this.id ?? "";
    const others = surprisedBeforeStart(this.parent).filter((c) => c !== id);
    await this.parent.update({ flags: { [SYSTEM_ID]: { surprised: surprised ? [...others, id] : others } } });
  }

  /** The GM's hide toggle: v13 client/applications/sidebar/tabs/combat-tracker.mjs CombatTracker#_onToggleHidden. */
  async toggleHidden(): Promise<void> {
    await this.update({ hidden: !this.hidden });
  }

  /**
   * The GM's defeat toggle: v13 CombatTracker#_onToggleDefeatedStatus flips `defeated` from `isDefeated`
   * (client/documents/combatant.mjs: `defeated` or the actor carrying CONFIG.specialStatusEffects.DEFEATED)
   * and sets the actor's defeated status effect (as an overlay) to match. The status is written first: v13
   * re-renders the tracker on the Combatant update (Combat#_onUpdateDescendantDocuments), not on the
   * actor's effect (Token#_onApplyStatusEffect only refreshes the canvas), so the row then reads both.
   */
  async toggleDefeated(): Promise<void> {
    const defeated = !this.isDefeated;
    await this.actor?.toggleStatusEffect(CONFIG.specialStatusEffects.DEFEATED, {
      overlay: true,
      active: defeated,
    });
    await this.update({ defeated });
  }

  /** Draw Steel does not roll initiative (R-CB-3); the R-CB-6 Agility test is rolled by the combat. */
  protected override _getInitiativeFormula(): string {
    return "2d10 + @characteristics.agility";
  }
}
