/**
 * Encounter builder (R-EB-1…R-EB-4, R-RT-2): the party's EV budget at a difficulty, monsters dropped from the
 * sidebar or a compendium (or picked from the world's list) with their counts, the EV total against the
 * budget and the objective's difficulty shift. The draft is the world setting `steelbound.encounter`; every
 * change is sent as an edit to the active GM's queue (src/queries/encounter/edit.ts), which applies it to the
 * draft the server holds, so changes made close together never erase each other.
 */
import { templatePath } from "../../constants.ts";
import type { EncounterEdit, FormValue } from "../../data/settings/encounter-edits.ts";
import { readEncounter } from "../../data/settings/director-store.ts";
import { requestGm } from "../../documents/gm-channel/request-gm.ts";
import { monsterLineOf, partyFromWorld, partyMemberOf, worldMonsterChoices } from "./actors.ts";
import { encounterBuilderContext } from "./context/encounter.ts";
import { DirectorApp, showDirectorApp, type DroppedActor } from "./director-app.ts";
import { placeOnScene } from "./place-on-scene.ts";
import { forecastPanel } from "./forecast/context.ts";
import { forecastHeroOf, forecastMonsterOf, type HeroAllies } from "./forecast/profiles.ts";
import { ForecastRunner } from "./forecast/runner.ts";
import type { ForecastInput } from "../../rules/forecast/index.ts";

type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;
type AppV2 = foundry.applications.api.ApplicationV2;

export { ENCOUNTER_BUILDER_ID } from "./ids.ts";
import { ENCOUNTER_BUILDER_ID } from "./ids.ts";

const isFormValue = (value: unknown): value is FormValue =>
  value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean";

/**
 * R-CB-17: what fights beside a hero in the forecast: the world's companions whose master it is, and for each
 * of its abilities that summons, the world creature and how many.
 */
async function alliesOf(actor: Actor | null): Promise<HeroAllies> {
  if (actor === null) return { companions: [], summons: [] };
  const companions = (game.actors?.contents ?? []).filter(
    (a) => a.type === "companion" && foundry.utils.getProperty(a.system as object, "mentor") === actor.uuid,
  );
  const summons = (
    await Promise.all(
      actor.items.contents.map(async (item) => {
        const uuid: unknown = foundry.utils.getProperty(item.system, "summon.creature");
        const count: unknown = foundry.utils.getProperty(item.system, "summon.count");
        if (typeof uuid !== "string" || typeof count !== "number" || count < 1) return [];
        const creature = await fromUuid(uuid);
        return creature instanceof Actor ? [{ actor: creature, count }] : [];
      }),
    )
  ).flat();
  return { companions, summons };
}

/**
 * What the forecast's allies depend on (R-CB-17): a companion made or gone, or a hero's summoning changed,
 * plays the draft again.
 */
function alliesKey(party: readonly { id: string }[]): string[] {
  const ids = new Set(party.map((m) => m.id));
  return (game.actors?.contents ?? [])
    .filter(
      (a) =>
        a.type === "companion" && ids.has(String(foundry.utils.getProperty(a.system as object, "mentor"))),
    )
    .map((a) => `${a.id}:${String(foundry.utils.getProperty(a.system as object, "stamina.max"))}`)
    .concat(
      party.flatMap((m) => {
        const hero = fromUuidSync(m.id);
        if (!(hero instanceof Actor)) return [];
        return hero.items.contents.flatMap((item) => {
          const summon: unknown = foundry.utils.getProperty(item.system, "summon");
          return typeof summon === "object" && summon !== null ? [JSON.stringify(summon)] : [];
        });
      }),
    );
}

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
      assaultTurn: EncounterBuilder.#onAssaultTurn,
      workRound: EncounterBuilder.#onWorkRound,
      resetProgress: EncounterBuilder.#onResetProgress,
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
    await requestGm({ kind: "editEncounter", edit: { op: "startParty", members: partyFromWorld() } });
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
    const key = JSON.stringify([party, monsters.map((m) => [m.uuid, m.count]), alliesKey(party)]);
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
    const heroes = (
      await Promise.all(
        party.map(async (m) => {
          const actor = await load(m.id);
          return forecastHeroOf(m, actor, await alliesOf(actor));
        }),
      )
    ).flatMap((h) => h ?? []);
    const lines = monsters.filter((m) => m.count > 0);
    const foes = await Promise.all(lines.map(async (m) => forecastMonsterOf(m, await load(m.uuid))));
    if (heroes.length === 0 || foes.length === 0) return null;
    return { heroes, monsters: foes, seed: 1 };
  }

  /** Sends one change of the draft to the GM's queue (the draft is only ever written there). */
  protected async edit(edit: EncounterEdit): Promise<void> {
    if (this.isGM) await requestGm({ kind: "editEncounter", edit });
  }

  protected override async applyForm(data: Readonly<Record<string, unknown>>): Promise<void> {
    const values: Record<string, FormValue> = {};
    for (const [key, value] of Object.entries(data)) if (isFormValue(value)) values[key] = value;
    await this.edit({ op: "form", data: values });
  }

  protected override async onDropActor(actor: DroppedActor): Promise<void> {
    const member = partyMemberOf(actor);
    if (member) return this.edit({ op: "addParty", members: [member] });
    const line = monsterLineOf(actor);
    if (line) return this.edit({ op: "addMonster", line });
    this.warn("STEELBOUND.Director.Encounter.NotACreature");
  }

  static async #onLoadParty(this: EncounterBuilder): Promise<void> {
    const party = partyFromWorld();
    if (party.length === 0) this.warn("STEELBOUND.Director.Encounter.NoParty");
    await this.edit({ op: "addParty", members: party });
  }

  static async #onRemoveMember(
    this: EncounterBuilder,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const id = target.dataset["id"];
    if (id) await this.edit({ op: "removeParty", id });
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
    if (uuid) await this.edit({ op: "removeMonster", uuid });
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
    if (confirmed === true) await this.edit({ op: "reset", party: partyFromWorld() });
  }

  /** R-EB-4 assault the defenses: one more turn, held with no enemy inside (data-held="true") or not. */
  static async #onAssaultTurn(this: EncounterBuilder, _event: PointerEvent, target: HTMLElement) {
    const held = target.dataset["held"] === "true";
    await this.edit({ op: "progress", change: { kind: "assaultTurn", held } });
  }

  /** R-EB-4 complete the action: the round ends with the heroes working that the form holds. */
  static async #onWorkRound(this: EncounterBuilder): Promise<void> {
    await this.edit({ op: "progress", change: { kind: "workRound" } });
  }

  static async #onResetProgress(this: EncounterBuilder): Promise<void> {
    await this.edit({ op: "progress", change: { kind: "reset" } });
  }

  /** R-MN-1, R-MN-10: the Director points at a square; the encounter's tokens, squads and combat appear. */
  static async #onPlaceOnScene(this: EncounterBuilder): Promise<void> {
    if (this.isGM) await placeOnScene(this.i18n, readEncounter().monsters);
  }
}
