/**
 * Minion squad manager (R-MN-1, R-MN-2, R-MN-10): create a squad from the selected minion tokens, see and set
 * each squad's shared stamina pool, assign its captain. Writes go through the squad and combat documents'
 * methods (docs/DATA.md, "Document methods"), which validate them and reach the GM.
 */
import { subscribeHooks } from "../../documents/hook-subscriptions.ts";
import { gameLocalizer } from "../../i18n.ts";
import { monsterSystem, squadSystem } from "../sheets/adapters.ts";
import { canCreateSquad, isManagedSquad, warnUnavailable } from "../sheets/document-methods.ts";
import { squadManagerContext, type CaptainCandidate, type SquadInput } from "../sheets/context/squad.ts";
import { templatePath } from "../../constants.ts";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type AppV2 = foundry.applications.api.ApplicationV2;
type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;

function isMinion(actor: Actor.Implementation | null | undefined): boolean {
  return !!actor && monsterSystem(actor)?.isMinion === true;
}

export class SquadManager extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: "steelbound-squad-manager",
    classes: ["steelbound", "squad-manager-app"],
    window: { title: "STEELBOUND.Squad.Title", icon: "fa-solid fa-people-group", resizable: true },
    position: { width: 420, height: 600 },
    actions: {
      createSquad: SquadManager.#onCreateSquad,
      setPool: SquadManager.#onSetPool,
      assignCaptain: SquadManager.#onAssignCaptain,
    },
  };

  static override PARTS = {
    main: { template: templatePath("squad/squad-manager.hbs"), scrollable: [""] },
  };

  /** Opens (or brings forward) the single squad manager window. */
  static async open(): Promise<void> {
    const existing = foundry.applications.instances.get("steelbound-squad-manager");
    if (existing instanceof SquadManager) await existing.render({ force: true });
    else await new SquadManager().render({ force: true });
  }

  #refresh = (): void => void this.render();
  /** Unsubscribes the hooks that keep the window current while it is open. */
  #unhook: () => void = () => undefined;

  protected override async _onFirstRender(
    context: Parameters<AppV2["_onFirstRender"]>[0],
    options: Parameters<AppV2["_onFirstRender"]>[1],
  ): Promise<void> {
    await super._onFirstRender(context, options);
    this.#unhook = subscribeHooks(
      ["controlToken", "updateCombat", "createCombatantGroup", "updateCombatantGroup", "deleteCombat"].map(
        (hook) => ({ hook, fn: this.#refresh }),
      ),
    );
  }

  protected override _onClose(options: Parameters<AppV2["_onClose"]>[0]): void {
    this.#unhook();
    super._onClose(options);
  }

  protected override async _prepareContext(
    options: Parameters<AppV2["_prepareContext"]>[0],
  ): Promise<RenderContext> {
    const base = await super._prepareContext(options);
    const combat = game.combat;
    const squads: SquadInput[] = (combat?.groups.contents ?? []).flatMap((group) => {
      const system = squadSystem(group);
      if (!system) return [];
      return [
        {
          id: group.id ?? "",
          name: group.name ?? "",
          system,
          members: [...group.members].map((c) => ({
            combatantId: c.id ?? "",
            name: c.name ?? "",
            img: c.img ?? "",
            defeated: c.isDefeated,
          })),
        },
      ];
    });
    // R-MN-10: a captain is a creature that is not a minion.
    const captainCandidates: CaptainCandidate[] = (combat?.combatants.contents ?? [])
      .filter((c) => c.actor && !isMinion(c.actor))
      .map((c) => ({ combatantId: c.id ?? "", name: c.name ?? "" }));
    return Object.assign(
      base,
      squadManagerContext(gameLocalizer(), {
        hasCombat: Boolean(combat),
        isGM: game.user?.isGM ?? false,
        squads,
        captainCandidates,
        selectedMinions: this.#selectedMinionTokens().length,
      }),
    );
  }

  #selectedMinionTokens(): TokenDocument.Implementation[] {
    return (canvas?.tokens?.controlled ?? []).filter((t) => isMinion(t.actor)).map((t) => t.document);
  }

  #squad(target: HTMLElement): CombatantGroup.Implementation | undefined {
    const id = target.dataset["squadId"];
    return id ? game.combat?.groups.get(id) : undefined;
  }

  #field(target: HTMLElement, name: string): string {
    const id = target.dataset["squadId"] ?? "";
    const field = this.element.querySelector<HTMLInputElement | HTMLSelectElement>(
      `[name="${name}"][data-squad-id="${id}"]`,
    );
    return field?.value ?? "";
  }

  static async #onCreateSquad(this: SquadManager): Promise<void> {
    const combat = game.combat;
    if (!combat) return;
    if (canCreateSquad(combat)) warnRefusal(await combat.createSquad(this.#selectedMinionTokens()));
    else warnUnavailable("createSquad");
  }

  static async #onSetPool(this: SquadManager, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const squad = this.#squad(target);
    const value = Number(this.#field(target, "pool"));
    if (!squad || !Number.isInteger(value)) return;
    if (isManagedSquad(squad)) await squad.setPool(value);
    else warnUnavailable("setPool");
  }

  static async #onAssignCaptain(
    this: SquadManager,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    const squad = this.#squad(target);
    if (!squad) return;
    if (isManagedSquad(squad)) warnRefusal(await squad.assignCaptain(this.#field(target, "captain")));
    else warnUnavailable("assignCaptain");
  }
}

/** Shows a refused squad action (`{ ok: false, error: key }` from the combat documents) to the Director. */
function warnRefusal(result: unknown): void {
  if (typeof result !== "object" || result === null) return;
  const error: unknown = Reflect.get(result, "error");
  if (Reflect.get(result, "ok") === false && typeof error === "string")
    ui.notifications?.warn(game.i18n?.localize(error) ?? error);
}
