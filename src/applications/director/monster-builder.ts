/**
 * Monster builder (R-MO-1, R-MO-5, R-MO-6): the Director picks a level, an organization, a role (none for
 * leaders and solos), a main characteristic, size and speed, and sees the stat block the book's monster
 * maths proposes; Create makes that monster actor (with a signature strike) through the ordinary document
 * create, and opens its sheet for editing. The draft stays in the window until then.
 */
import { templatePath } from "../../constants.ts";
import {
  applyMonsterDraftForm,
  emptyMonsterDraft,
  monsterSourceFrom,
  type MonsterDraft,
} from "../../data/monster-draft.ts";
import { monsterBuilderContext } from "./context/monster-builder.ts";
import { DirectorApp, showDirectorApp } from "./director-app.ts";

type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;
type AppV2 = foundry.applications.api.ApplicationV2;

export const MONSTER_BUILDER_ID = "steelbound-monster-builder";
const K = "STEELBOUND.Director.MonsterBuilder.";

export class MonsterBuilder extends DirectorApp {
  static override DEFAULT_OPTIONS = {
    id: MONSTER_BUILDER_ID,
    classes: ["monster-builder-app"],
    window: { title: "STEELBOUND.Director.MonsterBuilder.Title", icon: "fa-solid fa-hammer" },
    position: { width: 520, height: "auto" as const },
    actions: {
      create: MonsterBuilder.#onCreate,
      reset: MonsterBuilder.#onReset,
    },
  };

  static override PARTS = {
    main: { template: templatePath("director/monster-builder.hbs"), scrollable: [""] },
  };

  #draft: MonsterDraft = emptyMonsterDraft();

  /** The draft the window shows (read by tests and the gallery). */
  get draft(): Readonly<MonsterDraft> {
    return this.#draft;
  }

  static async open(): Promise<void> {
    if (!game.user?.isGM) return;
    await showDirectorApp(MONSTER_BUILDER_ID, () => new MonsterBuilder());
  }

  protected override async _prepareContext(
    options: Parameters<AppV2["_prepareContext"]>[0],
  ): Promise<RenderContext> {
    const base = await super._prepareContext(options);
    return Object.assign(base, monsterBuilderContext(this.i18n, this.#draft, { isGM: this.isGM }), {
      // The labels' for= ids start with the window's own id (ApplicationV2#id).
      idPrefix: this.id,
    });
  }

  protected override async applyForm(data: Readonly<Record<string, unknown>>): Promise<void> {
    this.#draft = applyMonsterDraftForm(this.#draft, data);
    await this.render();
  }

  static async #onReset(this: MonsterBuilder): Promise<void> {
    this.#draft = emptyMonsterDraft();
    await this.render();
  }

  static async #onCreate(this: MonsterBuilder): Promise<void> {
    // v13 common/abstract/document.mjs Document.create: the server checks the user may create actors.
    if (!this.isGM) return;
    // A name typed and not yet committed by a change event still counts.
    const name = this.element.querySelector<HTMLInputElement>('input[name="name"]')?.value;
    if (name !== undefined) this.#draft = applyMonsterDraftForm(this.#draft, { name });
    const source = monsterSourceFrom(this.#draft, {
      defaultName: this.i18n.localize(`${K}DefaultName`),
      signatureName: this.i18n.localize(`${K}SignatureName`),
      oneTarget: this.i18n.localize(`${K}OneTarget`),
      twoTargets: this.i18n.localize(`${K}TwoTargets`),
    });
    const actor = await Actor.implementation.create(source);
    if (!actor) return;
    ui.notifications?.info(this.i18n.format(`${K}Created`, { name: actor.name }));
    const sheet = actor.sheet;
    if (sheet instanceof foundry.applications.api.ApplicationV2) await sheet.render({ force: true });
  }
}
