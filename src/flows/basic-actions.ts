/**
 * Basic actions that do what they say when used (packs/abilities): an item flagged
 * `flags.steelbound.basicAction` runs its effect on the user — Catch Breath spends a Recovery (R-RC-1,
 * refused while dying in combat, R-ST-2), Stand Up ends prone on the user (R-CN-5), Defend gives its double bane
 * until the start of the user's next turn and is refused after a main action (R-CB-10, ./defend.ts); Hide and
 * Search for Hidden Creatures ask the GM, who alone writes a hidden status (R-CB-9, ./hiding.ts).
 * Identified by the flag, never by the (translatable) name. Catch Breath goes through the GM's queue when a GM
 * is connected, as the sheet's button does (documents/gm-channel/own-numbers-ask.ts).
 */
import { askCatchBreath } from "../documents/gm-channel/own-numbers-ask.ts";
import { defend } from "./defend.ts";
import { hide, search } from "./hiding.ts";

export { BASIC_ACTIONS, basicActionOf, basicActionOfItem, type BasicAction } from "./basic-action-of.ts";
import type { BasicAction } from "./basic-action-of.ts";

/** What a basic action needs of the actor (SteelActor, src/documents/actor.ts). */
export interface BasicActor {
  readonly uuid: string;
  catchBreath(): Promise<{ ok: boolean }>;
  removeCondition(id: "prone"): Promise<void>;
}

/** Runs the basic action; false when it was refused (the actor told the user), so nothing is spent. */
export async function performBasicAction(
  actor: BasicActor & Actor.Implementation,
  action: BasicAction,
): Promise<boolean> {
  if (action === "catchBreath") return askCatchBreath(actor);
  if (action === "defend") return defend(actor);
  if (action === "hide") return hide(actor);
  if (action === "search") return search(actor);
  await actor.removeCondition("prone");
  return true;
}
