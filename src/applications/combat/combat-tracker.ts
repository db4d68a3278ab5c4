/**
 * The v13 combat tracker, extended for Draw Steel: the core header and footer stay; the turn list is
 * replaced by one section per side with 'act' buttons, acted marks, squad rows (pool and alive count),
 * villain action buttons and the Malice pool (templates/combat/tracker.hbs).
 */
import { SYSTEM_ID, templatePath } from "../../constants.ts";
import { SETTINGS } from "../../data/settings/keys.ts";
import { SteelCombat } from "../../documents/combat.ts";
import { askGm } from "../../queries/combat/ask.ts";
import { maliceVisibleTo, readMalice } from "../../documents/combat/malice.ts";
import { track } from "../windows.ts";
import { buildTrackerView, type TrackerView } from "./tracker-context.ts";
import { buildEconomyView, poolChangeOf, type EconomyView } from "./economy-view.ts";
import { changeMaliceByHand, readHeroTokens } from "../../documents/combat/economy.ts";
import { requestGm } from "../../documents/gm-channel/request-gm.ts";
import { partyMembers } from "../../documents/combat/respite.ts";
import { confirmRespite } from "../dialogs/respite-confirm.ts";
import { SteelCombatant } from "../../documents/combatant.ts";
import { groupOf } from "../../documents/combat/participants.ts";
import { isMinion } from "../../documents/combat/actor-facts.ts";
import { SteelCombatantGroup } from "../../documents/combatant-group.ts";
import { villainActionItems } from "../../documents/combat/villain-actions.ts";
import { readEncounter } from "../../data/settings/director-store.ts";
import { gameLocalizer } from "../../i18n.ts";
import { trackerObjectiveView, type TrackerObjectiveView } from "./objective-view.ts";
import { openEncounterBuilder } from "../windows.ts";

/** The squad a non-minion combatant stands in, if it could captain it. */
function captainSquadOf(
  combat: SteelCombat | null,
  combatant: Combatant.Implementation | undefined,
): string | null {
  if (!combat || !combatant || isMinion(combatant.actor)) return null;
  const group = groupOf(combat, combatant);
  return group && String(group.type) === "squad" ? group.id : null;
}
import { isGM, settings, warn } from "../../documents/combat/world.ts";
import { menuEntry, menuEntryKey } from "../../documents/generation.ts";

const CoreTracker = foundry.applications.sidebar.tabs.CombatTracker;

interface SteelTrackerContext extends foundry.applications.sidebar.tabs.CombatTracker.RenderContext {
  steelbound?: TrackerView | null;
  economy?: EconomyView;
  objective?: TrackerObjectiveView | null;
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
      steelboundSquadStrike: SteelCombatTracker.#onSquadStrike,
      steelboundFreeStrike: SteelCombatTracker.#onFreeStrike,
      steelboundHeroTokens: SteelCombatTracker.#onHeroTokens,
      steelboundMalice: SteelCombatTracker.#onMalice,
      steelboundPartyRespite: SteelCombatTracker.#onPartyRespite,
      steelboundOpenEncounter: SteelCombatTracker.#onOpenEncounter,
      // v13 CombatTracker DEFAULT_OPTIONS.actions names (#onCombatantControl → _onToggleHidden /
      // _onToggleDefeatedStatus), answered by our own handlers so only the GM's click writes.
      toggleHidden: SteelCombatTracker.#onToggleHidden,
      toggleDefeated: SteelCombatTracker.#onToggleDefeated,
      steelboundToggleGroupHidden: SteelCombatTracker.#onToggleGroupHidden,
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
    const viewer = {
      isGM: isGM(),
      maliceVisible: maliceVisibleTo({ isGM: isGM() }),
      malice: readMalice().value,
      heroTokens: readHeroTokens(),
      squadPoolsVisible: settings().get(SYSTEM_ID, SETTINGS.squadPoolsVisible),
    };
    // v13 CombatTracker#_prepareTrackerContext returns early without a viewed combat, but the tracker
    // part still renders: the pools show (and the GM adjusts them) between fights too.
    context.economy = buildEconomyView(viewer);
    const combat = this.viewed;
    context.steelbound = null;
    if (!(combat instanceof SteelCombat)) return;
    context.steelbound = buildTrackerView(combat, viewer);
    // R-EB-4: the Director sees the encounter's objective and how far it has come during the fight.
    context.objective = trackerObjectiveView(gameLocalizer(), readEncounter(), viewer.isGM);
  }

  /** Draw Steel rolls no initiative (R-CB-3): drop Foundry's initiative entries, add side and captain ones. */
  protected override _getEntryContextOptions(): foundry.applications.ux.ContextMenu.Entry<HTMLElement>[] {
    const initiative = new Set(["COMBAT.CombatantClear", "COMBAT.CombatantReroll"]);
    const combatantOf = (li: HTMLElement) =>
      this.steelCombat?.combatants.get(li.dataset["combatantId"] ?? "");
    return [
      ...super._getEntryContextOptions().filter((e) => !initiative.has(menuEntryKey(e))),
      menuEntry({
        label: "STEELBOUND.Combat.Menu.SwitchSide",
        icon: "fa-solid fa-right-left",
        visible: () => isGM(),
        // R-CB-1: an allied NPC fights on the heroes' side (or a hero turns against them).
        run: (li) => {
          const combatant = combatantOf(li);
          if (!(combatant instanceof SteelCombatant)) return;
          const side = combatant.side === "heroes" ? "director" : "heroes";
          void combatant.update({ flags: { steelbound: { side } } });
        },
      }),
      menuEntry({
        label: "STEELBOUND.Combat.Menu.MakeCaptain",
        icon: "fa-solid fa-crown",
        visible: (li) => isGM() && captainSquadOf(this.steelCombat, combatantOf(li)) !== null,
        // R-MN-10: a non-minion placed in a squad's group leads it.
        run: (li) => {
          const combat = this.steelCombat;
          const combatant = combatantOf(li);
          const squad = captainSquadOf(combat, combatant);
          if (!combat || !combatant?.id || squad === null) return;
          void combat.chooseCaptain(squad, combatant.id).then((r) => {
            if (!r.ok) warn(r.error);
          });
        },
      }),
    ];
  }

  protected override _getCombatContextOptions(): foundry.applications.ux.ContextMenu.Entry<HTMLElement>[] {
    const initiative = new Set(["COMBAT.RollAll", "COMBAT.RollNPC", "COMBAT.InitiativeReset"]);
    return super._getCombatContextOptions().filter((e) => !initiative.has(menuEntryKey(e)));
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
    const actor = combatantId ? this.steelCombat?.combatants.get(combatantId)?.actor : null;
    // The villain action is used like from the sheet: its card is posted and the use checked and recorded
    // on the way (R-CB-18, src/flows/villain-use.ts).
    const item = villainActionItems(actor ?? null).get(action);
    if (actor && item) {
      await actor.useAbility(item);
      return;
    }
    const result = combatantId ? await this.steelCombat?.useVillainAction(combatantId, action) : undefined;
    if (result && !result.ok) warn(result.error);
  }

  /** A monster's free strike on the targeted tokens, one click (src/flows/free-strike.ts). */
  static async #onFreeStrike(this: SteelCombatTracker, _event: PointerEvent, target: HTMLElement) {
    const combatantId = target.closest<HTMLElement>("[data-combatant-id]")?.dataset["combatantId"];
    const actor = combatantId ? this.steelCombat?.combatants.get(combatantId)?.actor : null;
    if (!actor || !isGM()) return;
    const { useFreeStrike } = await track(import("../../flows/free-strike.ts"));
    await useFreeStrike(actor);
  }

  /** R-MN-7, R-MN-9: the Director's squad attacks the targeted tokens together. */
  static async #onSquadStrike(
    this: SteelCombatTracker,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const id = target.closest<HTMLElement>("[data-unit-id]")?.dataset["unitId"];
    const group = id ? this.steelCombat?.groups.get(id) : undefined;
    if (!(group instanceof SteelCombatantGroup) || !isGM()) return;
    const tokens = [...(game.user?.targets ?? [])].map((token) => token.document);
    // The squad's strike dialog and its flows load with the first squad strike.
    const { runSquadStrike } = await track(import("../squad/squad-strike-dialog.ts"));
    const result = await runSquadStrike(group, tokens);
    if (result && !result.ok) warn(result.error);
  }

  /** R-HT-1: the GM starts a session (one token per hero), adds, removes or clears the party's tokens. */
  static async #onHeroTokens(_event: PointerEvent, target: HTMLElement): Promise<void> {
    const change = poolChangeOf(target.dataset["change"]);
    // Through the GM's request queue, so a player's spend arriving meanwhile is not written over.
    if (change !== null && isGM()) await requestGm({ kind: "adjustHeroTokens", change });
  }

  /** The Director adjusts Malice by hand (R-ML-*); the write is serialized with gains and spends. */
  static async #onMalice(_event: PointerEvent, target: HTMLElement): Promise<void> {
    const change = poolChangeOf(target.dataset["change"]);
    if (change !== null && change !== "startSession" && isGM()) await changeMaliceByHand(change);
  }

  /** R-EB-4: the Director opens the encounter builder to record the objective's progress. */
  static async #onOpenEncounter(): Promise<void> {
    if (isGM()) await openEncounterBuilder();
  }

  /** R-VX-2: the GM finishes a respite for every hero and retainer the players own. */
  static async #onPartyRespite(): Promise<void> {
    if (isGM()) await confirmRespite(partyMembers(), true);
  }

  /** The row's combatant, for the GM's toggles. */
  #rowCombatant(target: HTMLElement): SteelCombatant | null {
    const id = target.closest<HTMLElement>("[data-combatant-id]")?.dataset["combatantId"];
    const combatant = id ? this.steelCombat?.combatants.get(id) : undefined;
    return combatant instanceof SteelCombatant && isGM() ? combatant : null;
  }

  /** v13 CombatTracker#_onToggleHidden: the GM hides the creature from players' trackers (or shows it). */
  static async #onToggleHidden(this: SteelCombatTracker, _event: PointerEvent, target: HTMLElement) {
    await this.#rowCombatant(target)?.toggleHidden();
  }

  /** v13 CombatTracker#_onToggleDefeatedStatus: defeated on the combatant and as the actor's status. */
  static async #onToggleDefeated(this: SteelCombatTracker, _event: PointerEvent, target: HTMLElement) {
    await this.#rowCombatant(target)?.toggleDefeated();
  }

  /**
   * The GM hides or shows a whole squad or group: v13 counts a group hidden when all its members are
   * (client/documents/combatant.mjs Combatant#_prepareGroup), so the toggle writes every member's `hidden`.
   */
  static async #onToggleGroupHidden(this: SteelCombatTracker, _event: PointerEvent, target: HTMLElement) {
    const combat = this.steelCombat;
    const id = target.closest<HTMLElement>("[data-unit-id]")?.dataset["unitId"];
    if (!combat || !id || !isGM()) return;
    const members = combat.combatants.filter((c) => groupOf(combat, c)?.id === id);
    const hidden = !members.every((c) => c.hidden);
    await combat.updateEmbeddedDocuments(
      "Combatant",
      members.map((c) => ({ _id: c.id, hidden })),
    );
  }

  /** R-CB-2: the GM marks creatures that are not ready before starting combat. */
  static async #onToggleSurprised(
    this: SteelCombatTracker,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const id = target.closest<HTMLElement>("[data-combatant-id]")?.dataset["combatantId"];
    const combatant = id ? this.steelCombat?.combatants.get(id) : undefined;
    if (!(combatant instanceof SteelCombatant) || !isGM()) return;
    await combatant.setSurprised(!combatant.surprised);
  }
}
