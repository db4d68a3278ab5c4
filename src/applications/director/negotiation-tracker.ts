/**
 * Negotiation tracker (R-NG-1…R-NG-9), for the Director only: an NPC (dropped monster actor with its
 * negotiation stats, or set up by hand), attitude → starting interest and patience, arguments, discovery
 * tests, the NPC's response by interest and the final offer. The state is the world setting
 * `steelbound.negotiation`; the unsent argument and discovery choices stay in this window (`#draft`).
 */
import { templatePath } from "../../constants.ts";
import { readNegotiation, writeNegotiation } from "../../data/settings/director-store.ts";
import {
  adjustNegotiation,
  applyNegotiationForm,
  attemptDiscovery,
  beginNegotiation,
  countNativeSpeakers,
  emptyNegotiation,
  makeArgument,
  setNegotiationNpc,
  type NegotiationChange,
  type NegotiationData,
} from "../../data/settings/negotiation.ts";
import { monsterSystem } from "../sheets/adapters.ts";
import { negotiationStatsOf, partyHeroLanguages } from "./actors.ts";
import {
  draftFromForm,
  emptyDraft,
  negotiationTrackerContext,
  tier,
  type NegotiationDraft,
} from "./context/negotiation.ts";
import { negotiationOutcomeCard } from "./context/outcome.ts";
import { DirectorApp, showDirectorApp, type DroppedActor } from "./director-app.ts";
import { postOutcome } from "./outcome-chat.ts";

type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;
type AppV2 = foundry.applications.api.ApplicationV2;

export { NEGOTIATION_TRACKER_ID } from "./ids.ts";
import { NEGOTIATION_TRACKER_ID } from "./ids.ts";

export class NegotiationTracker extends DirectorApp {
  static override DEFAULT_OPTIONS = {
    id: NEGOTIATION_TRACKER_ID,
    classes: ["negotiation-tracker-app"],
    window: { title: "STEELBOUND.Director.Negotiation.Title", icon: "fa-solid fa-handshake" },
    position: { width: 600, height: 760 },
    actions: {
      begin: NegotiationTracker.#onBegin,
      argue: NegotiationTracker.#onArgue,
      discover: NegotiationTracker.#onDiscover,
      adjust: NegotiationTracker.#onAdjust,
      reset: NegotiationTracker.#onReset,
      post: NegotiationTracker.#onPost,
      countSpeakers: NegotiationTracker.#onCountSpeakers,
    },
  };

  static override PARTS = {
    main: { template: templatePath("director/negotiation-tracker.hbs"), scrollable: [""] },
  };

  static async open(): Promise<void> {
    if (!game.user?.isGM) return;
    await showDirectorApp(NEGOTIATION_TRACKER_ID, () => new NegotiationTracker());
  }

  #draft: NegotiationDraft = emptyDraft();

  protected override async _prepareContext(
    options: Parameters<AppV2["_prepareContext"]>[0],
  ): Promise<RenderContext> {
    const base = await super._prepareContext(options);
    return Object.assign(
      base,
      negotiationTrackerContext(this.i18n, readNegotiation(), { isGM: this.isGM, draft: this.#draft }),
    );
  }

  async #change(change: (state: NegotiationData) => NegotiationChange): Promise<void> {
    if (!this.isGM) return;
    const result = change(readNegotiation());
    if (result.ok) await writeNegotiation(result.state);
    else this.warn(result.error);
  }

  protected override async applyForm(data: Readonly<Record<string, unknown>>): Promise<void> {
    this.#draft = draftFromForm(this.#draft, data);
    // Only the set-up fields live in the setting; a draft-only change is already what the form shows.
    await writeNegotiation(applyNegotiationForm(readNegotiation(), data));
  }

  protected override async onDropActor(actor: DroppedActor): Promise<void> {
    if (!monsterSystem(actor)) {
      this.warn("STEELBOUND.Director.Negotiation.NotAnNpc");
      return;
    }
    this.#draft = emptyDraft();
    const npc = { uuid: actor.uuid, name: actor.name, img: actor.img ?? "" };
    await this.#change((state) => ({
      ok: true,
      state: setNegotiationNpc(state, npc, negotiationStatsOf(actor)),
    }));
  }

  /** R-NG-2: the party's heroes who speak the NPC's native language, counted from their sheets. */
  static async #onCountSpeakers(this: NegotiationTracker): Promise<void> {
    const languages = partyHeroLanguages();
    await this.#change((state) => ({ ok: true, state: countNativeSpeakers(state, languages) }));
  }

  static async #onBegin(this: NegotiationTracker): Promise<void> {
    this.#draft = emptyDraft();
    await this.#change((state) => ({ ok: true, state: beginNegotiation(state) }));
  }

  static async #onArgue(this: NegotiationTracker): Promise<void> {
    const d = this.#draft;
    await this.#change((state) =>
      makeArgument(state, {
        motivation: d.motivation,
        pitfall: d.pitfall,
        tier: tier(d.tier, 2),
        critical: d.critical,
        caughtInLie: d.caughtInLie,
        repeated: d.repeated,
      }),
    );
    this.#draft = { ...emptyDraft(), discoveryTier: d.discoveryTier };
  }

  static async #onDiscover(this: NegotiationTracker): Promise<void> {
    const d = this.#draft;
    await this.#change((state) => attemptDiscovery(state, tier(d.discoveryTier, 2), d.reveal));
    this.#draft = { ...d, reveal: "" };
  }

  static async #onAdjust(this: NegotiationTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const stat = target.dataset["stat"] === "patience" ? "patience" : "interest";
    const delta = Number(target.dataset["delta"]) < 0 ? -1 : 1;
    await this.#change((state) => ({ ok: true, state: adjustNegotiation(state, stat, delta) }));
  }

  static async #onReset(this: NegotiationTracker): Promise<void> {
    const confirmed = await foundry.applications.api.DialogV2.confirm({
      window: { title: "STEELBOUND.Director.Negotiation.Reset" },
      content: `<p>${foundry.utils.escapeHTML(this.i18n.localize("STEELBOUND.Director.Negotiation.ResetConfirm"))}</p>`,
    });
    if (confirmed !== true) return;
    this.#draft = emptyDraft();
    await this.#change(() => ({ ok: true, state: emptyNegotiation() }));
  }

  static async #onPost(this: NegotiationTracker): Promise<void> {
    if (!this.isGM) return;
    await postOutcome(negotiationOutcomeCard(this.i18n, readNegotiation()));
  }
}
