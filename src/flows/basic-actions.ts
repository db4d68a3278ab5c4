/**
 * Basic actions that do what they say when used (packs/abilities): an item flagged
 * `flags.steelbound.basicAction` runs its effect on the user — Catch Breath spends a Recovery (R-RC-1,
 * refused while dying in combat, R-ST-2), Stand Up ends prone on the user (R-CN-5), Defend gives its double bane
 * until the start of the user's next turn and is refused after a main action (R-CB-10, ./defend.ts).
 * Identified by the flag, never by the (translatable) name. Catch Breath goes through the GM's queue when a GM
 * is connected, as the sheet's button does (documents/gm-channel/own-numbers-ask.ts).
 */
import { askCatchBreath } from "../documents/gm-channel/own-numbers-ask.ts";
import { defend } from "./defend.ts";

export const BASIC_ACTIONS = ["catchBreath", "standUp", "defend"] as const;
export type BasicAction = (typeof BASIC_ACTIONS)[number];

/** The item's basic action, read from its flags (docs/DATA.md `flags.steelbound.basicAction`). */
export function basicActionOf(flags: unknown): BasicAction | null {
  const scope: unknown =
    typeof flags === "object" && flags !== null ? (flags as Record<string, unknown>)["steelbound"] : null;
  const value: unknown =
    typeof scope === "object" && scope !== null ? (scope as Record<string, unknown>)["basicAction"] : null;
  return BASIC_ACTIONS.find((a) => a === value) ?? null;
}

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
  await actor.removeCondition("prone");
  return true;
}
