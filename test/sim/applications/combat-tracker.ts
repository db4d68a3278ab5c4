/**
 * The v13 sidebar CombatTracker as far as Steelbound's tracker relies on it
 * (client/applications/sidebar/tabs/combat-tracker.mjs): the viewed combat (`options.combat`, else the
 * current one), header/footer context from `_prepareCombatContext`, tracker context from
 * `_prepareTrackerContext` (turns), and `.combat-control` buttons calling the Combat method named by their
 * action. The sidebar frame, hover highlighting, context menus and initiative edits are not emulated; the
 * context-menu entry lists are returned so a subclass can filter and extend them.
 */
import { coreMenuEntry } from "../generation.ts";
import { ApplicationV2, type Options, type RenderOptions } from "./application.ts";
import { currentUser } from "./foundry-access.ts";
import { HandlebarsApplicationMixin } from "./handlebars-mixin.ts";

interface TrackedCombat {
  id: string;
  round: number;
  started: boolean;
  turns: { id: string; name: string; img?: string | null; hidden?: boolean; isDefeated?: boolean }[];
  turn: number | null;
}
export interface ContextMenuEntry {
  name: string;
  icon?: string;
  condition?: (li: HTMLElement) => boolean;
  callback: (li: HTMLElement) => unknown;
}
interface CombatRenderOptions extends RenderOptions {
  combat?: TrackedCombat | null;
}

const currentCombat = (): TrackedCombat | null =>
  (globalThis as unknown as { game: { combat: TrackedCombat | null } }).game.combat;

export class CombatTracker extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS: Options = {
    id: "combat",
    window: { frame: false, title: "COMBAT.SidebarTitle" },
  };
  static override PARTS = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: { template: "templates/sidebar/tabs/combat/tracker.hbs" },
    footer: { template: "templates/sidebar/tabs/combat/footer.hbs" },
  };

  viewed: TrackedCombat | null = null;

  /** v13 CombatTracker#_configureRenderOptions: `options.combat` if given, else the viewed or current one. */
  override _configureRenderOptions(options: CombatRenderOptions): void {
    super._configureRenderOptions(options);
    const combat = "combat" in options ? (options.combat ?? null) : this.viewed;
    this.viewed = combat ?? currentCombat();
  }

  /** v13 CombatTracker#_onFirstRender: the (non-popout) tracker joins game.combats.apps, so the collection re-renders it. */
  override async _onFirstRender(context: Options, options: RenderOptions): Promise<void> {
    await super._onFirstRender(context, options);
    const combats = (globalThis as unknown as { game: { combats?: { apps?: unknown[] } } }).game.combats;
    if (combats?.apps && !combats.apps.includes(this)) combats.apps.push(this);
  }

  /** v13 CombatTracker#_preparePartContext: header and footer get combat context, tracker gets turns. */
  override async _preparePartContext(
    partId: string,
    context: Options,
    options: RenderOptions,
  ): Promise<Options> {
    const partContext = await super._preparePartContext(partId, context, options);
    if (partId === "header" || partId === "footer") await this._prepareCombatContext(partContext, options);
    if (partId === "tracker") await this._prepareTrackerContext(partContext, options);
    return partContext;
  }

  /** v13 CombatTracker#_prepareCombatContext (subset): the combat, whether there is one, and the user. */
  async _prepareCombatContext(context: Options, _options: RenderOptions): Promise<void> {
    Object.assign(context, { combat: this.viewed, hasCombat: this.viewed !== null, user: currentUser() });
    return Promise.resolve();
  }

  /** v13 CombatTracker#_prepareTrackerContext: one turn entry per visible combatant. */
  async _prepareTrackerContext(context: Options, _options: RenderOptions): Promise<void> {
    const combat = this.viewed;
    if (!combat) return;
    context["turns"] = combat.turns
      .filter((c) => !c.hidden)
      .map((c, i) => ({
        id: c.id,
        name: c.name,
        img: c.img,
        active: i === combat.turn,
        isDefeated: c.isDefeated,
      }));
    return Promise.resolve();
  }

  /** v13 CombatTracker#_getEntryContextOptions: the core combatant menu entries (names only matter here). */
  _getEntryContextOptions(): ContextMenuEntry[] {
    const isGM = (): boolean => currentUser().isGM;
    const entry = (name: string) => coreMenuEntry(name, isGM) as unknown as ContextMenuEntry;
    return [
      "COMBAT.CombatantUpdate",
      "COMBAT.CombatantClear",
      "COMBAT.CombatantReroll",
      "COMBAT.CombatantRemove",
    ].map(entry);
  }

  /** v13 CombatTracker#_getCombatContextOptions: the core encounter menu entries. */
  _getCombatContextOptions(): ContextMenuEntry[] {
    const isGM = (): boolean => currentUser().isGM;
    const entry = (name: string) => coreMenuEntry(name, isGM) as unknown as ContextMenuEntry;
    return ["COMBAT.InitiativeReset", "COMBAT.ClearMovementHistories", "COMBAT.Delete"].map(entry);
  }

  /** v13 CombatTracker#_onClickAction: a `.combat-control` button calls `combat[action]()`. */
  override async _onClickAction(event: Event, target: HTMLElement): Promise<void> {
    if (!(event.target instanceof Element) || !event.target.closest(".combat-control")) return;
    const method: unknown = this.viewed
      ? Reflect.get(this.viewed, target.dataset["action"] ?? "")
      : undefined;
    if (typeof method !== "function") return;
    (target as HTMLButtonElement).disabled = true;
    try {
      await (method as () => Promise<unknown>).call(this.viewed);
    } finally {
      (target as HTMLButtonElement).disabled = false;
    }
  }
}
