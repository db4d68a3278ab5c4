/**
 * Encounter builder (R-EB-1…R-EB-4, R-RT-2): the party's EV budget at a difficulty, monsters dropped from the
 * sidebar or a compendium (or picked from the world's list) with their counts, the EV total against the
 * budget and the objective's difficulty shift. The draft is the world setting `steelbound.encounter`.
 */
import { templatePath } from "../../constants.ts";
import {
  addMonster,
  addPartyMember,
  applyEncounterForm,
  emptyEncounter,
  removeMonster,
  removePartyMember,
  type EncounterState,
} from "../../data/settings/encounter.ts";
import { readEncounter, writeEncounter } from "../../data/settings/director-store.ts";
import { monsterLineOf, partyFromWorld, partyMemberOf, worldMonsterChoices } from "./actors.ts";
import { encounterBuilderContext } from "./context/encounter.ts";
import { DirectorApp, showDirectorApp, type DroppedActor } from "./director-app.ts";
import { placeOnScene } from "./place-on-scene.ts";
import { forecastPanel } from "./forecast/context.ts";
import { forecastHeroOf, forecastMonsterOf } from "./forecast/profiles.ts";
import { ForecastRunner } from "./forecast/runner.ts";
import type { ForecastInput } from "../../rules/forecast/index.ts";

type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;
type AppV2 = foundry.applications.api.ApplicationV2;

export { ENCOUNTER_BUILDER_ID } from "./ids.ts";
import { ENCOUNTER_BUILDER_ID } from "./ids.ts";

export class EncounterBuilder extends DirectorApp {
  static override DEFAULT_OPTIONS = {
    id: ENCOUNTER_BUILDER_ID,
    classes: ["encounter-builder-app"],
    window: { title: "STEELBOUND.Director.Encounter.Title", icon: "fa-solid fa-dragon" },
    position: { width: 560, height: 720 },
    actions: {
      loadParty: EncounterBuilder.#onLoadParty,
      removeMember: EncounterBuilder.#onRemoveMember,
      addMonster: EncounterBuilder.#onAddMonster,
      removeMonster: EncounterBuilder.#onRemoveMonster,
      openMonster: EncounterBuilder.#onOpenMonster,
      clear: EncounterBuilder.#onClear,
      placeOnScene: EncounterBuilder.#onPlaceOnScene,
    },
  };

  static override PARTS = {
    main: { template: templatePath("director/encounter-builder.hbs"), scrollable: [""] },
    forecast: { template: templatePath("director/encounter-forecast.hbs") },
  };

  /** The forecast of the encounter on show, played a chunk at a time (src/rules/forecast). */
  readonly #forecast = new ForecastRunner();

  static async open(): Promise<void> {
    if (!game.user?.isGM) return;
    // A fresh draft starts from the players' heroes and their retainers (saved first, so levels can be edited).
    const state = readEncounter();
    if (state.party.length === 0 && state.monsters.length === 0)
      await writeEncounter({ ...state, party: partyFromWorld() });
    await showDirectorApp(ENCOUNTER_BUILDER_ID, () => new EncounterBuilder());
  }

  protected override async _prepareContext(
    options: Parameters<AppV2["_prepareContext"]>[0],
  ): Promise<RenderContext> {
    const base = await super._prepareContext(options);
    return Object.assign(
      base,
      encounterBuilderContext(this.i18n, readEncounter(), {
        isGM: this.isGM,
        monsterChoices: worldMonsterChoices(),
      }),
      { forecast: forecastPanel(this.i18n, this.#forecast.status, this.#forecast.forecast) },
    );
  }

  protected override async _onRender(
    context: Parameters<AppV2["_onRender"]>[0],
    options: Parameters<AppV2["_onRender"]>[1],
  ): Promise<void> {
    await super._onRender(context, options);
    const { party, monsters } = readEncounter();
    const key = JSON.stringify([party, monsters.map((m) => [m.uuid, m.count])]);
    void this.#forecast.start(
      key,
      () => EncounterBuilder.#forecastInput(),
      () => {
        if (this.rendered) void this.render({ parts: ["forecast"] });
      },
    );
  }

  /** The draft's party and monsters as the forecast plays them; null while either side is empty. */
  static async #forecastInput(): Promise<ForecastInput | null> {
    const { party, monsters } = readEncounter();
    const load = async (uuid: string) => {
      const actor = await fromUuid(uuid);
      return actor instanceof Actor ? actor : null;
    };
    const heroes = (await Promise.all(party.map(async (m) => forecastHeroOf(m, await load(m.id))))).flatMap(
      (h) => h ?? [],
    );
    const lines = monsters.filter((m) => m.count > 0);
    const foes = await Promise.all(lines.map(async (m) => forecastMonsterOf(m, await load(m.uuid))));
    if (heroes.length === 0 || foes.length === 0) return null;
    return { heroes, monsters: foes, seed: 1 };
  }

  async #update(change: (state: EncounterState) => EncounterState): Promise<void> {
    if (!this.isGM) return;
    await writeEncounter(change(readEncounter()));
  }

  protected override async applyForm(data: Readonly<Record<string, unknown>>): Promise<void> {
    await this.#update((state) => applyEncounterForm(state, data));
  }

  protected override async onDropActor(actor: DroppedActor): Promise<void> {
    const member = partyMemberOf(actor);
    if (member) return this.#update((state) => addPartyMember(state, member));
    const line = monsterLineOf(actor);
    if (line) return this.#update((state) => addMonster(state, line));
    this.warn("STEELBOUND.Director.Encounter.NotACreature");
  }

  static async #onLoadParty(this: EncounterBuilder): Promise<void> {
    const party = partyFromWorld();
    if (party.length === 0) this.warn("STEELBOUND.Director.Encounter.NoParty");
    await this.#update((state) => party.reduce(addPartyMember, state));
  }

  static async #onRemoveMember(
    this: EncounterBuilder,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const id = target.dataset["id"];
    if (id) await this.#update((state) => removePartyMember(state, id));
  }

  static async #onAddMonster(this: EncounterBuilder): Promise<void> {
    const select = this.element.querySelector<HTMLSelectElement>('select[data-role="monster-choice"]');
    const uuid = select?.value;
    if (!uuid) return;
    const actor = await fromUuid(uuid);
    if (actor instanceof Actor) await this.onDropActor(actor);
  }

  static async #onRemoveMonster(
    this: EncounterBuilder,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const uuid = target.dataset["uuid"];
    if (uuid) await this.#update((state) => removeMonster(state, uuid));
  }

  static async #onOpenMonster(_event: PointerEvent, target: HTMLElement): Promise<void> {
    const uuid = target.dataset["uuid"];
    const actor = uuid ? await fromUuid(uuid) : null;
    const sheet = actor instanceof Actor ? actor.sheet : null;
    if (sheet instanceof foundry.applications.api.ApplicationV2) await sheet.render({ force: true });
  }

  static async #onClear(this: EncounterBuilder): Promise<void> {
    const confirmed = await foundry.applications.api.DialogV2.confirm({
      window: { title: "STEELBOUND.Director.Encounter.Clear" },
      content: `<p>${foundry.utils.escapeHTML(this.i18n.localize("STEELBOUND.Director.Encounter.ClearConfirm"))}</p>`,
    });
    if (confirmed === true) await this.#update(() => ({ ...emptyEncounter(), party: partyFromWorld() }));
  }

  /** R-MN-1, R-MN-10: the Director points at a square; the encounter's tokens, squads and combat appear. */
  static async #onPlaceOnScene(this: EncounterBuilder): Promise<void> {
    if (this.isGM) await placeOnScene(this.i18n, readEncounter().monsters);
  }
}
