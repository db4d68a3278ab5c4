/**
 * The hero builder (R-HERO-ADV): one form, top to bottom — name; ancestry, culture, career, class,
 * subclass (those naming the class), kit, each from the world's and the Item compendiums' options; the
 * companion, when the class has one (class.companion: the Beastheart), from the Actor compendiums' companions;
 * characteristics (the class's primaries at 2, one array placed on the others); every 1st-level choice the
 * picks offer, with the fixed grants listed. Finish creates the hero (owned by its builder), embeds the
 * options in one creation and takes the 1st level (takeAdvancements: one creation, one update), then
 * creates the companion following the hero (documents/hero-companion.ts). Problems
 * show in the form; nothing is written until the answers pass. Opened from the Actors directory, or from
 * an empty hero's sheet (then that hero is built).
 */
import { templatePath } from "../../constants.ts";
import { pendingFor } from "../../documents/advancement.ts";
import { AdvancementError, startHero, takeAdvancements } from "../../documents/advancement-take.ts";
import { LevelUpDialog } from "./level-up.ts";
import { createHeroCompanion } from "../../documents/hero-companion.ts";
import { gameLocalizer, type Localizer } from "../../i18n.ts";
import { CHARACTERISTICS, recordKey } from "../../rules/index.ts";
import { loadCatalog, type OptionEntry } from "./catalog.ts";
import { checkAnswers, readAnswers } from "./choices.ts";
import {
  arraysFor,
  classHasCompanion,
  emptyDraft,
  careerRewards,
  firstLevelPending,
  firstLevelVitals,
  pickedInOrder,
  placeInOrder,
  primariesOf,
  scoresOf,
  type BuilderDraft,
  type PickedOption,
} from "./builder-draft.ts";
import { builderContext, builderFacts, builderProblems } from "./builder-context.ts";
import { OPTION_TYPES } from "./option-types.ts";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type AppV2 = foundry.applications.api.ApplicationV2;
type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;

export const HERO_BUILDER_ID = "steelbound-hero-builder";
const K = "STEELBOUND.HeroBuilder.";

export class HeroBuilder extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS: foundry.applications.api.ApplicationV2.DefaultOptions = {
    id: HERO_BUILDER_ID,
    tag: "form",
    classes: ["steelbound", "hero-builder-app"],
    window: { title: "STEELBOUND.HeroBuilder.Title", icon: "fa-solid fa-user-plus", resizable: true },
    position: { width: 560, height: "auto" },
    form: { handler: HeroBuilder.#onChange, submitOnChange: true, closeOnSubmit: false },
    actions: { finish: HeroBuilder.#onFinish },
  };

  static override PARTS = {
    main: { template: templatePath("hero-builder/builder.hbs"), scrollable: [""] },
  };

  /** The empty hero being built (from its sheet); null: Finish creates a new one. */
  #target: Actor.Implementation | null;
  /** Set once the hero and its options exist (a retry only takes the 1st level). */
  #embedded = false;
  #companionMade = false;
  #draft: BuilderDraft = emptyDraft();
  #catalog: OptionEntry[] | null = null;
  readonly #loaded = new Map<string, PickedOption>();
  /** The id each picked option's item gets on the hero, so answers name their source before it exists. */
  readonly #ids = new Map<string, string>();
  #problems: string[] = [];
  #choiceProblems = new Map<string, string[]>();

  constructor(target: Actor.Implementation | null = null) {
    super({});
    this.#target = target;
    if (target) this.#draft.name = target.name;
  }

  /** Opens the builder (one window): for a new hero, or for the empty hero `target`. */
  static async open(target: Actor.Implementation | null = null): Promise<HeroBuilder> {
    const existing = foundry.applications.instances.get(HERO_BUILDER_ID);
    if (existing instanceof HeroBuilder) await existing.close();
    const app = new HeroBuilder(target);
    await app.render({ force: true });
    return app;
  }

  /** The draft the window shows (read by tests and the gallery). */
  get draft(): Readonly<BuilderDraft> {
    return this.#draft;
  }

  get i18n(): Localizer {
    return gameLocalizer();
  }

  #picked() {
    return pickedInOrder(this.#draft, this.#loaded, this.#ids);
  }

  #option(type: "class" | "kit" | "career"): PickedOption | undefined {
    const uuid = this.#draft.picks[type];
    return uuid ? this.#loaded.get(uuid) : undefined;
  }

  protected override async _prepareContext(
    options: Parameters<AppV2["_prepareContext"]>[0],
  ): Promise<RenderContext> {
    const base = await super._prepareContext(options);
    this.#catalog ??= await loadCatalog();
    return Object.assign(
      base,
      builderContext(this.i18n, {
        draft: this.#draft,
        catalog: this.#catalog,
        loaded: this.#loaded,
        picked: this.#picked(),
        problems: this.#problems,
        choiceProblems: this.#choiceProblems,
      }),
    );
  }

  /** Reads every control into the draft; loads newly picked options. */
  async #readForm(): Promise<void> {
    const form = this.element;
    const value = (name: string) =>
      form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)?.value ?? "";
    const draft = this.#draft;
    draft.name = value("name").trim();
    const classBefore = draft.picks.class;
    for (const type of OPTION_TYPES) {
      const uuid = value(`pick-${type}`);
      draft.picks[type] = uuid || undefined;
      if (!uuid) continue;
      if (!this.#ids.has(uuid)) this.#ids.set(uuid, foundry.utils.randomID());
      if (!this.#loaded.has(uuid)) {
        const doc = await fromUuid(uuid);
        // fromUuid's union of every document type: only an Item (with toObject) is an option.
        if (doc instanceof Item) this.#loaded.set(uuid, doc);
      }
    }
    const primaries = primariesOf(this.#option("class"));
    const array = Number(value("array") || 0);
    if (classBefore !== draft.picks.class || array !== draft.array) {
      draft.array = array;
      draft.placed = placeInOrder(primaries, arraysFor(primaries)[array] ?? []);
    } else
      for (const c of CHARACTERISTICS)
        if (!primaries.includes(c)) draft.placed[c] = Number(value(`score-${c}`) || 0);
    draft.answers = readAnswers(form, firstLevelPending(this.#picked()));
    draft.companion = value("pick-companion");
  }

  static async #onChange(this: HeroBuilder): Promise<void> {
    await this.#readForm();
    await this.render();
  }

  static async #onFinish(this: HeroBuilder): Promise<void> {
    await this.#readForm();
    const picked = this.#picked();
    const pending = firstLevelPending(picked);
    const facts = builderFacts(this.#draft, picked, this.#catalog ?? []);
    this.#problems = builderProblems(this.i18n, this.#draft, this.#catalog ?? [], this.#loaded);
    this.#choiceProblems = checkAnswers(pending, this.#draft.answers, facts);
    if (this.#problems.length > 0 || this.#choiceProblems.size > 0) {
      await this.render();
      return;
    }
    const actor = await this.#createHero(picked);
    if (!actor) return;
    try {
      await takeAdvancements(actor, 1, this.#draft.answers);
    } catch (error) {
      if (!(error instanceof AdvancementError)) throw error;
      for (const p of error.problems)
        this.#choiceProblems.set(recordKey(p.source, p.advancement), p.problems);
      this.#problems = [this.i18n.localize(`${K}NotTaken`)];
      await this.render();
      return;
    }
    await startAtFull(actor);
    await this.#createCompanion(actor);
    ui.notifications?.info(this.i18n.format(`${K}Built`, { name: actor.name }));
    await this.close();
    const sheet = actor.sheet;
    if (sheet instanceof ApplicationV2) await sheet.render({ force: true });
    // Choices of the items the 1st level granted (a Fury subclass's kit, a Conduit domain's feature) are
    // still owed at 1st level: the level-up window opens on them, once.
    if (pendingFor(actor, 1).length > 0) await LevelUpDialog.open(actor, 1);
  }

  /** The companion picked for a class with one, following the hero (once: a retry does not make another). */
  async #createCompanion(actor: Actor.Implementation): Promise<void> {
    const uuid = this.#draft.companion;
    if (uuid === "" || this.#companionMade || !classHasCompanion(this.#option("class"))) return;
    this.#companionMade = true;
    if (!(await createHeroCompanion(actor, uuid)))
      ui.notifications?.warn(this.i18n.format(`${K}CompanionNotMade`, { name: actor.name }));
  }

  /** The hero with its options: a new actor (owned by its builder) or the empty one, then one creation. */
  async #createHero(picked: { id: string; doc: PickedOption }[]): Promise<Actor.Implementation | null> {
    if (this.#embedded && this.#target) return this.#target;
    const primaries = primariesOf(this.#option("class"));
    const vitals = firstLevelVitals(this.#option("class"), this.#option("kit"));
    const system = {
      level: 1,
      characteristics: scoresOf(this.#draft, primaries),
      ...careerRewards(this.#option("career")),
      ...(vitals ? { stamina: { value: vitals.stamina }, recoveries: { value: vitals.recoveries } } : {}),
    };
    const actor = await startHero(this.#target, { name: this.#draft.name, system }, picked);
    if (!actor) return null;
    this.#target = actor;
    this.#embedded = true;
    return actor;
  }
}

/**
 * A new hero starts at full stamina and recoveries (R-HERO-STAMINA, R-HERO-RECOVERIES): the maxima as the
 * hero's data derives them once its 1st-level items are taken (an ancestry's stamina per echelon comes
 * with its effect, after the builder's first estimate from class and kit).
 */
async function startAtFull(actor: Actor.Implementation): Promise<void> {
  const system = actor.system as unknown as {
    stamina?: { value: number; max: number };
    recoveries?: { value: number; max: number };
  };
  const { stamina, recoveries } = system;
  if (!stamina || !recoveries) return;
  if (stamina.value >= stamina.max && recoveries.value >= recoveries.max) return;
  await actor.update({
    system: {
      stamina: { value: Math.max(stamina.value, stamina.max) },
      recoveries: { value: Math.max(recoveries.value, recoveries.max) },
    },
  });
}
