/**
 * The v13 combat tracker, extended for Draw Steel: the core header and footer stay; the turn list is
 * replaced by one section per side with 'act' buttons, acted marks, squad rows (pool and alive count),
 * villain action buttons and the Malice pool (templates/combat/tracker.hbs).
 */
import { SYSTEM_ID, templatePath } from "../../constants.ts";
import { SETTINGS } from "../../data/settings/keys.ts";
import { SteelCombat } from "../../documents/combat.ts";
import { askGm } from "../../combat/ask-gm.ts";
import { maliceVisibleTo, readMalice } from "../../combat/malice.ts";
import { buildTrackerView, type TrackerView } from "./tracker-context.ts";
import { isGM, settings, warn } from "../../combat/world.ts";

const CoreTracker = foundry.applications.sidebar.tabs.CombatTracker;

interface SteelTrackerContext extends foundry.applications.sidebar.tabs.CombatTracker.RenderContext {
  steelbound?: TrackerView | null;
}

export class SteelCombatTracker extends CoreTracker<SteelTrackerContext> {
  static override DEFAULT_OPTIONS = {
    actions: {
      steelboundAct: SteelCombatTracker.#onAct,
      steelboundEndTurn: SteelCombatTracker.#onEndTurn,
      steelboundUndo: SteelCombatTracker.#onUndo,
      steelboundChooseSide: SteelCombatTracker.#onChooseSide,
      steelboundVillainAction: SteelCombatTracker.#onVillainAction,
      steelboundSurprised: SteelCombatTracker.#onToggleSurprised,
    },
  };

  static override PARTS = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: { template: templatePath("combat/tracker.hbs"), scrollable: [""] },
    footer: { template: "templates/sidebar/tabs/combat/footer.hbs" },
  };

  protected override async _prepareTrackerContext(
    context: SteelTrackerContext,
    options: foundry.applications.sidebar.tabs.CombatTracker.RenderOptions,
  ): Promise<void> {
    await super._prepareTrackerContext(context, options);
    const combat = this.viewed;
    context.steelbound = null;
    if (!(combat instanceof SteelCombat)) return;
    context.steelbound = buildTrackerView(combat, {
      isGM: isGM(),
      maliceVisible: maliceVisibleTo({ isGM: isGM() }),
      malice: readMalice().value,
      heroTokens: settings().get(SYSTEM_ID, SETTINGS.heroTokens).value,
    });
  }

  protected get steelCombat(): SteelCombat | null {
    const combat = this.viewed;
    return combat instanceof SteelCombat ? combat : null;
  }

  static async #onAct(this: SteelCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.steelCombat;
    const combatantId = target.closest<HTMLElement>("[data-combatant-id]")?.dataset["combatantId"];
    if (!combat?.id || !combatantId) return;
    await askGm({ kind: "takeTurn", combatId: combat.id, combatantId });
  }

  static async #onEndTurn(this: SteelCombatTracker): Promise<void> {
    const combat = this.steelCombat;
    if (combat?.id) await askGm({ kind: "endTurn", combatId: combat.id });
  }

  static async #onUndo(this: SteelCombatTracker): Promise<void> {
    const result = await this.steelCombat?.undoPick();
    if (result && !result.ok) warn(result.error);
  }

  static async #onChooseSide(
    this: SteelCombatTracker,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const combat = this.steelCombat;
    const side = target.dataset["side"];
    if (!combat?.id || (side !== "heroes" && side !== "director")) return;
    await askGm({ kind: "chooseFirstSide", combatId: combat.id, side });
  }

  static async #onVillainAction(
    this: SteelCombatTracker,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const combatantId = target.closest<HTMLElement>("[data-combatant-id]")?.dataset["combatantId"];
    const action = Number(target.dataset["villainAction"]);
    const result = combatantId ? await this.steelCombat?.useVillainAction(combatantId, action) : undefined;
    if (result && !result.ok) warn(result.error);
  }

  /** R-CB-2: the GM marks creatures that are not ready before starting combat. */
  static async #onToggleSurprised(
    this: SteelCombatTracker,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const id = target.closest<HTMLElement>("[data-combatant-id]")?.dataset["combatantId"];
    const combatant = id ? this.steelCombat?.combatants.get(id) : undefined;
    if (!combatant || !isGM()) return;
    const surprised = combatant.flags.steelbound?.surprised === true;
    await combatant.update({ flags: { steelbound: { surprised: !surprised } } });
  }
}
