/**
 * The token HUD's status-effect palette, the one part of v13's TokenHUD src reaches (src/applications/hud/
 * token-hud.ts replaces its `effect` action). Read in v13 client/applications/hud/token-hud.mjs TokenHUD
 * (DEFAULT_OPTIONS: id "token-hud", `effect` on buttons 0 and 2; PARTS hud; #onToggleEffect;
 * _getStatusEffectChoices) and client/applications/hud/placeable-hud.mjs BasePlaceableHUD (bind →
 * render({force, position, object}); _configureRenderOptions keeps the object; `document` is its document;
 * _onClose forgets it). Not simulated: bars, elevation, combat and target toggles, palettes' expand state,
 * positioning over the token. The template is our stand-in (./core-templates/hud/token-hud.hbs).
 */
import { ApplicationV2, type Options, type RenderOptions } from "./application.ts";
import { HandlebarsApplicationMixin } from "./handlebars-mixin.ts";

interface StatusConfig {
  id: string;
  _id?: string;
  name?: string;
  img?: string;
  hud?: boolean | { actorTypes?: string[] };
}
interface EffectLike {
  id: string;
  statuses: Set<string>;
  getFlag(scope: string, key: string): unknown;
}
interface HudActor {
  type: string;
  effects: Iterable<EffectLike>;
  toggleStatusEffect(id: string, options: { active?: boolean; overlay?: boolean }): Promise<unknown>;
}
interface HudTokenObject {
  document: { actor: HudActor | null };
}
interface Globals {
  CONFIG: { statusEffects: StatusConfig[] };
  game: { i18n: { localize(key: string): string } };
  ui: { notifications?: { warn(message: string, options?: object): void } };
}
const g = () => globalThis as unknown as Globals;

export class SimTokenHUD extends HandlebarsApplicationMixin(ApplicationV2) {
  static override BASE_APPLICATION = SimTokenHUD as unknown as typeof ApplicationV2;
  static override DEFAULT_OPTIONS: Options = {
    id: "token-hud",
    classes: ["placeable-hud"],
    window: { frame: false, positioned: true },
    actions: { effect: { handler: SimTokenHUD.#onToggleEffect, buttons: [0, 2] } },
  };
  static override PARTS = { hud: { root: true, template: "templates/hud/token-hud.hbs" } };

  #object: HudTokenObject | undefined;

  get object(): HudTokenObject | undefined {
    return this.#object;
  }
  get document() {
    return this.#object?.document;
  }
  get actor(): HudActor | null | undefined {
    return this.document?.actor;
  }

  /** BasePlaceableHUD#bind: renders (forced) for the token placeable. */
  async bind(object: HudTokenObject): Promise<void> {
    await this.render({ force: true, position: true, object });
  }

  override _configureRenderOptions(options: RenderOptions): void {
    super._configureRenderOptions(options);
    const object = options["object"] as HudTokenObject | undefined;
    if (object) this.#object = object;
  }

  override async _prepareContext(options: RenderOptions): Promise<Options> {
    const context = await super._prepareContext(options);
    return { ...context, statusEffects: this.#statusChoices() };
  }

  /** TokenHUD#_getStatusEffectChoices: HUD-enabled statuses; lit by the actor's effect that is that status. */
  #statusChoices() {
    const actor = this.actor;
    const choices = new Map<
      string,
      { id: string; _id?: string; title: string; src: string; isActive: boolean; isOverlay: boolean }
    >();
    for (const status of g().CONFIG.statusEffects) {
      const hud = status.hud;
      if (hud === false) continue;
      if (typeof hud === "object" && hud.actorTypes && actor && !hud.actorTypes.includes(actor.type))
        continue;
      choices.set(status.id, {
        id: status.id,
        ...(status._id ? { _id: status._id } : {}),
        title: g().game.i18n.localize(status.name ?? ""),
        src: status.img ?? "",
        isActive: false,
        isOverlay: false,
      });
    }
    for (const effect of actor?.effects ?? []) {
      for (const statusId of effect.statuses) {
        const choice = choices.get(statusId);
        if (!choice) continue;
        if (choice._id ? choice._id !== effect.id : effect.statuses.size !== 1) continue;
        choice.isActive = true;
        if (effect.getFlag("core", "overlay")) choice.isOverlay = true;
        break;
      }
    }
    return [...choices.values()].map((c) => ({
      ...c,
      cssClass: [c.isActive ? "active" : "", c.isOverlay ? "overlay" : ""].filter(Boolean).join(" "),
    }));
  }

  /** TokenHUD#onToggleEffect: forces the state the icon does not show (right button: as an overlay). */
  static async #onToggleEffect(this: ApplicationV2, event: Event, target: HTMLElement): Promise<void> {
    if (!(this instanceof SimTokenHUD)) return;
    const actor = this.actor;
    if (!actor) {
      g().ui.notifications?.warn("HUD.WarningEffectNoActor", { localize: true });
      return;
    }
    await actor.toggleStatusEffect(target.dataset["statusId"] ?? "", {
      active: !target.classList.contains("active"),
      overlay: (event as MouseEvent).button === 2,
    });
  }

  /** BasePlaceableHUD#_onClose: the HUD forgets its token. */
  override _onClose(options: Options): void {
    super._onClose(options);
    this.#object = undefined;
  }
}
