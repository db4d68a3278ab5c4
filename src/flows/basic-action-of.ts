/**
 * Which basic action an item is (packs/abilities), read without the actions' own code: the chat hooks and
 * the GM's reveal read it on every use, the actions (./basic-actions.ts) load with the first ability use.
 */
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
