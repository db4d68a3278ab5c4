/**
 * The level-up window (R-HERO-ADV): everything the hero is owed at the level — choices as checkboxes or
 * text fields, fixed grants as "You gain …" — and Apply, which takes them all with one item creation and
 * one actor update (takeAdvancements). A wrong answer keeps the window open with the problem beside the
 * choice and writes nothing. Opened by the hero sheet's Level up (the next level) and Choose (the hero's
 * own level, for grants still owed).
 */
import { templatePath } from "../../constants.ts";
import { pendingFor } from "../../documents/advancement.ts";
import {
  AdvancementError,
  ownedSources,
  takeAdvancements,
  type AdvanceAnswer,
} from "../../documents/advancement-take.ts";
import { isHero } from "../../documents/combat/actor-facts.ts";
import { companionsFollow } from "../../documents/hero-companion.ts";
import { gameLocalizer, type Localizer } from "../../i18n.ts";
import { recordKey, type PendingAdvancement } from "../../rules/index.ts";
import { loadCatalog, type OptionEntry } from "./catalog.ts";
import {
  answerMap,
  checkAnswers,
  choiceRows,
  readAnswers,
  type ChoiceFacts,
  levelUpContext,
} from "./choices.ts";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type AppV2 = foundry.applications.api.ApplicationV2;
type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;

const K = "STEELBOUND.Advance.";

export const levelUpId = (actorId: string) => `steelbound-level-up-${actorId}`;

export class LevelUpDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS: foundry.applications.api.ApplicationV2.DefaultOptions = {
    tag: "form",
    classes: ["steelbound", "level-up-app"],
    window: { icon: "fa-solid fa-arrow-up", resizable: true },
    position: { width: 520, height: "auto" },
    // Enter in a field submits the form; the Apply button (a plain button: Enter or Space) does the same.
    form: { handler: LevelUpDialog.#onApply, submitOnChange: false, closeOnSubmit: false },
    actions: { apply: LevelUpDialog.#onApply, cancel: LevelUpDialog.#onCancel },
  };

  static override PARTS = {
    main: { template: templatePath("hero-builder/level-up.hbs"), scrollable: [""] },
  };

  readonly actor: Actor.Implementation;
  readonly level: number;
  #catalog: OptionEntry[] | null = null;
  #answers: AdvanceAnswer[] = [];
  #problems = new Map<string, string[]>();
  #failure = "";

  constructor(actor: Actor.Implementation, level: number) {
    super({ id: levelUpId(actor.id ?? "") });
    this.actor = actor;
    this.level = level;
  }

  /** Opens (or brings forward) the window for `level`: the next level, or the hero's own for owed grants. */
  static async open(actor: Actor.Implementation, level: number): Promise<LevelUpDialog> {
    const existing = foundry.applications.instances.get(levelUpId(actor.id ?? ""));
    if (existing instanceof LevelUpDialog) await existing.close();
    const app = new LevelUpDialog(actor, level);
    await app.render({ force: true });
    return app;
  }

  get i18n(): Localizer {
    return gameLocalizer();
  }

  override get title(): string {
    return this.i18n.format(`${K}Title`, { name: this.actor.name, level: this.level });
  }

  get pending(): PendingAdvancement[] {
    return pendingFor(this.actor, this.level);
  }

  #facts(catalog: readonly OptionEntry[]): ChoiceFacts {
    const system = isHero(this.actor) ? this.actor.system : null;
    return {
      sourceNames: new Map(this.actor.items.contents.map((i) => [i.id ?? "", i.name])),
      knownSkills: new Set(system?.skills ?? []),
      knownLanguages: new Set(system?.languages ?? []),
      scores: { might: 0, agility: 0, reason: 0, intuition: 0, presence: 0, ...system?.characteristics },
      catalog,
      owned: ownedSources(this.actor),
    };
  }

  protected override async _prepareContext(
    options: Parameters<AppV2["_prepareContext"]>[0],
  ): Promise<RenderContext> {
    const base = await super._prepareContext(options);
    this.#catalog ??= await loadCatalog();
    const rows = choiceRows(
      this.i18n,
      this.pending,
      this.#facts(this.#catalog),
      answerMap(this.#answers),
      this.#problems,
      `sb-level-up-${this.actor.id ?? ""}`,
    );
    return Object.assign(base, levelUpContext(this.i18n, this.actor.name, this.level, rows, this.#failure));
  }

  static async #onCancel(this: LevelUpDialog): Promise<void> {
    await this.close();
  }

  /** Apply: check the answers, then take everything in two writes. */
  static async #onApply(this: LevelUpDialog): Promise<void> {
    const pending = this.pending;
    this.#answers = readAnswers(this.element, pending);
    this.#failure = "";
    this.#problems = checkAnswers(pending, this.#answers, this.#facts(this.#catalog ?? []));
    if (this.#problems.size === 0) {
      try {
        await takeAdvancements(this.actor, this.level, this.#answers);
        await companionsFollow(this.actor);
        // What the items just granted choose themselves (a subclass's kit, a domain's feature) is owed at
        // the same level: the window stays open on those rather than leaving them to the sheet's Choose.
        if (this.pending.length === 0) {
          ui.notifications?.info(this.i18n.format(`${K}Taken`, { name: this.actor.name, level: this.level }));
          await this.close();
          return;
        }
        this.#answers = [];
      } catch (error) {
        if (!(error instanceof AdvancementError)) throw error;
        for (const p of error.problems) this.#problems.set(recordKey(p.source, p.advancement), p.problems);
        this.#failure = this.i18n.localize(`${K}NotTaken`);
      }
    }
    await this.render();
  }
}
