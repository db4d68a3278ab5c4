/**
 * Montage test tracker (R-TS-6): the heroes taking part, each one's action per round (success, failure or no
 * roll) with the skill used, the tally against the limits, rounds, the result and its victories. The state is
 * the world setting `steelbound.montage`; players may open a read-only view.
 */
import { templatePath } from "../../constants.ts";
import { readMontage, writeMontage } from "../../data/settings/director-store.ts";
import {
  MONTAGE_OUTCOMES,
  applyMontageForm,
  emptyMontage,
  endMontageRound,
  recordMontageAction,
  setMontageHeroes,
  undoMontage,
  type MontageChange,
  type MontageState,
} from "../../data/settings/montage.ts";
import { heroSystem } from "../sheets/adapters.ts";
import { montageTrackerContext } from "./context/montage.ts";
import { DirectorApp, showDirectorApp, type DroppedActor } from "./director-app.ts";
import { montageOutcomeCard } from "./context/outcome.ts";
import { postOutcome } from "./outcome-chat.ts";

type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;
type AppV2 = foundry.applications.api.ApplicationV2;

export { MONTAGE_TRACKER_ID } from "./ids.ts";
import { MONTAGE_TRACKER_ID } from "./ids.ts";

/** The heroes the players own: who takes part unless the Director changes it. */
function playerHeroes(): { id: string; name: string }[] {
  return (game.actors?.contents ?? [])
    .filter((a) => a.hasPlayerOwner && heroSystem(a))
    .map((a) => ({ id: a.uuid, name: a.name }));
}

export class MontageTracker extends DirectorApp {
  static override DEFAULT_OPTIONS = {
    id: MONTAGE_TRACKER_ID,
    classes: ["montage-tracker-app"],
    window: { title: "STEELBOUND.Director.Montage.Title", icon: "fa-solid fa-film" },
    position: { width: 560, height: 700 },
    actions: {
      record: MontageTracker.#onRecord,
      grant: MontageTracker.#onGrant,
      endRound: MontageTracker.#onEndRound,
      undo: MontageTracker.#onUndo,
      removeHero: MontageTracker.#onRemoveHero,
      loadHeroes: MontageTracker.#onLoadHeroes,
      reset: MontageTracker.#onReset,
      post: MontageTracker.#onPost,
      toggleLive: MontageTracker.#onToggleLive,
    },
  };

  static override PARTS = {
    main: { template: templatePath("director/montage-tracker.hbs"), scrollable: [""] },
  };

  static async open(): Promise<void> {
    // A fresh montage starts with the players' heroes taking part (saved first, before the window reads it).
    const state = readMontage();
    if (game.user?.isGM && state.heroes.length === 0 && state.entries.length === 0)
      await writeMontage(setMontageHeroes(state, playerHeroes()));
    await showDirectorApp(MONTAGE_TRACKER_ID, () => new MontageTracker());
  }

  protected override async _prepareContext(
    options: Parameters<AppV2["_prepareContext"]>[0],
  ): Promise<RenderContext> {
    const base = await super._prepareContext(options);
    return Object.assign(base, montageTrackerContext(this.i18n, readMontage(), { isGM: this.isGM }), {
      // The labels' for= ids start with the window's own id (ApplicationV2#id).
      idPrefix: this.id,
    });
  }

  async #change(change: (state: MontageState) => MontageChange): Promise<void> {
    if (!this.isGM) return;
    const result = change(readMontage());
    if (result.ok) await writeMontage(result.state);
    else this.warn(result.error);
  }

  protected override async applyForm(data: Readonly<Record<string, unknown>>): Promise<void> {
    await this.#change((state) => ({ ok: true, state: applyMontageForm(state, data) }));
  }

  protected override async onDropActor(actor: DroppedActor): Promise<void> {
    if (!heroSystem(actor)) {
      this.warn("STEELBOUND.Director.Montage.NotAHero");
      return;
    }
    await this.#change((state) => ({
      ok: true,
      state: state.heroes.some((h) => h.id === actor.uuid)
        ? state
        : setMontageHeroes(state, [...state.heroes, { id: actor.uuid, name: actor.name }]),
    }));
  }

  static async #onRecord(this: MontageTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const heroId = target.dataset["heroId"] ?? "";
    const outcome = MONTAGE_OUTCOMES.find((o) => o === target.dataset["outcome"]);
    if (!heroId || !outcome) return;
    const skill =
      this.element.querySelector<HTMLSelectElement>(`select[data-skill-for="${CSS.escape(heroId)}"]`)
        ?.value ?? "";
    await this.#change((state) => recordMontageAction(state, { heroId, skill, outcome }));
  }

  static async #onGrant(this: MontageTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const outcome = target.dataset["outcome"] === "failure" ? "failure" : "success";
    await this.#change((state) => recordMontageAction(state, { heroId: "", skill: "", outcome }));
  }

  static async #onEndRound(this: MontageTracker): Promise<void> {
    await this.#change(endMontageRound);
  }

  static async #onUndo(this: MontageTracker): Promise<void> {
    await this.#change((state) => ({ ok: true, state: undoMontage(state) }));
  }

  static async #onRemoveHero(this: MontageTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = target.dataset["heroId"];
    await this.#change((state) => ({
      ok: true,
      state: setMontageHeroes(
        state,
        state.heroes.filter((h) => h.id !== id),
      ),
    }));
  }

  static async #onLoadHeroes(this: MontageTracker): Promise<void> {
    await this.#change((state) => ({ ok: true, state: setMontageHeroes(state, playerHeroes()) }));
  }

  static async #onReset(this: MontageTracker): Promise<void> {
    const confirmed = await foundry.applications.api.DialogV2.confirm({
      window: { title: "STEELBOUND.Director.Montage.Reset" },
      content: `<p>${foundry.utils.escapeHTML(this.i18n.localize("STEELBOUND.Director.Montage.ResetConfirm"))}</p>`,
    });
    if (confirmed === true)
      await this.#change((state) => ({
        ok: true,
        state: { ...emptyMontage(), difficulty: state.difficulty, heroes: state.heroes },
      }));
  }

  /** Starts or stops counting the heroes' own test cards (src/applications/director/montage-feed.ts). */
  static async #onToggleLive(this: MontageTracker): Promise<void> {
    await this.#change((state) => ({ ok: true, state: { ...state, live: !state.live } }));
  }

  static async #onPost(this: MontageTracker): Promise<void> {
    if (!this.isGM) return;
    await postOutcome(montageOutcomeCard(this.i18n, readMontage()));
  }
}
