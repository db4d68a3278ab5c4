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
import { compendiumSourceOf } from "../documents/compendium-update/apply.ts";

export const BASIC_ACTIONS = ["catchBreath", "standUp", "defend", "hide", "search"] as const;
export type BasicAction = (typeof BASIC_ACTIONS)[number];

/** The item's basic action, read from its flags (docs/DATA.md `flags.steelbound.basicAction`). */
export function basicActionOf(flags: unknown): BasicAction | null {
  const scope: unknown =
    typeof flags === "object" && flags !== null ? (flags as Record<string, unknown>)["steelbound"] : null;
  const value: unknown =
    typeof scope === "object" && scope !== null ? (scope as Record<string, unknown>)["basicAction"] : null;
  return BASIC_ACTIONS.find((a) => a === value) ?? null;
}

/**
 * Hide and Search were in the pack (both languages) before they did what they say: a hero's copy made then has
 * no flag, and the basic-actions pass compares system fields only. Such a copy is known by the pack entry it
 * was made from (`_stats.compendiumSource`). Naming an entry buys nothing: the GM judges the request anyway.
 */
const PACK_ENTRIES: Readonly<Record<string, BasicAction>> = {
  YxsLydHCcbeW22XL: "hide",
  RSMMbDMZUxdU5MLn: "hide",
  FTi21MwG0DpRKuSa: "search",
  "4zHTxJJbEB6uuF3g": "search",
};

/** The item's basic action: its flag, else the Hide or Search pack entry it was made from. */
export function basicActionOfItem(item: {
  readonly flags: unknown;
  readonly _source: object;
  readonly pack?: string | null;
}): BasicAction | null {
  const flagged = basicActionOf(item.flags);
  if (flagged !== null) return flagged;
  const source = compendiumSourceOf(item);
  return source === "" ? null : (PACK_ENTRIES[source.slice(source.lastIndexOf(".") + 1)] ?? null);
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
  if (action === "hide") return hide(actor);
  if (action === "search") return search(actor);
  await actor.removeCondition("prone");
  return true;
}
