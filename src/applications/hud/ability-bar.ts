/**
 * The ability bar: while a user controls exactly one token whose creature they own, its abilities (by action
 * type, each with its cost) and its five characteristic tests sit above the hotbar, one click from the
 * canvas, for heroes and Director creatures alike. A click runs the same flow as the sheet's buttons
 * (`actor.useAbility(item)`, `actor.rollTest(characteristic)`), so targeting, the roll dialog, payment and the
 * GM's judgement are unchanged. It follows control changes and the creature's item changes
 * (src/config/ability-bar.ts).
 */
import { gameLocalizer } from "../../i18n.ts";
import { templatePath } from "../../constants.ts";
import { heroSystem } from "../sheets/adapters.ts";
import {
  canRollTest,
  canUseAbility,
  characteristicKey,
  warnUnavailable,
} from "../sheets/document-methods.ts";
import { abilityBarContext, type BarAbilityInput } from "./ability-bar-context.ts";
import type { AbilityType } from "../sheets/context/item-data.ts";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;
type AppV2 = foundry.applications.api.ApplicationV2;

const BAR_ID = "steelbound-ability-bar";

interface AbilitySource {
  type: AbilityType;
  category: string;
  cost: { resource: number; malice: number };
}

/** The one token this user controls, when its creature is theirs to act with; else null. */
export function barActor(): Actor.Implementation | null {
  const controlled = canvas?.tokens?.controlled ?? [];
  if (controlled.length !== 1) return null;
  const actor = controlled[0]?.actor ?? null;
  return actor?.isOwner === true ? actor : null;
}

export class AbilityBar extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: BAR_ID,
    tag: "aside",
    classes: ["steelbound", "ability-bar"],
    window: { frame: false, positioned: false },
    actions: { barUse: AbilityBar.#onUse, barTest: AbilityBar.#onTest },
  };

  static override PARTS = { main: { template: templatePath("hud/ability-bar.hbs") } };

  /** Shows the bar for the controlled creature, or closes it when there is none. */
  static async sync(): Promise<void> {
    const existing = foundry.applications.instances.get(BAR_ID);
    const bar = existing instanceof AbilityBar ? existing : null;
    const actor = barActor();
    if (actor === null) {
      if (bar) await bar.close();
      return;
    }
    await (bar ?? new AbilityBar()).render({ force: true });
  }

  protected override async _prepareContext(
    options: Parameters<AppV2["_prepareContext"]>[0],
  ): Promise<RenderContext> {
    const base = await super._prepareContext(options);
    const actor = barActor();
    const i18n = gameLocalizer();
    const abilities: BarAbilityInput[] = (actor?.items.contents ?? []).flatMap((item) => {
      if (item.type !== "ability") return [];
      const system = item.system as unknown as AbilitySource;
      const malice = system.cost.malice > 0;
      return [
        {
          id: item.id ?? "",
          name: item.name,
          type: system.type,
          signature: system.category === "signature",
          cost: malice ? system.cost.malice : system.cost.resource,
          costsMalice: malice,
        },
      ];
    });
    const resource =
      (actor ? heroSystem(actor)?.heroicResource.name : "") ||
      i18n.localize("STEELBOUND.Hero.HeroicResource");
    return Object.assign(base, abilityBarContext(i18n, actor?.name ?? "", abilities, resource));
  }

  static async #onUse(this: AbilityBar, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const actor = barActor();
    const item = actor?.items.get(target.dataset["itemId"] ?? "");
    if (!actor || !item) return;
    if (canUseAbility(actor)) await actor.useAbility(item);
    else warnUnavailable("useAbility");
  }

  static async #onTest(this: AbilityBar, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const actor = barActor();
    const characteristic = characteristicKey(target.dataset["characteristic"]);
    if (!actor || characteristic === null) return;
    if (canRollTest(actor)) await actor.rollTest(characteristic);
    else warnUnavailable("rollTest");
  }
}
