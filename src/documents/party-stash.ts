/**
 * The party stash: treasures (consumables among them) the party holds in common, as items embedded in the
 * party actor, each with its `quantity` (treasure model, src/data/item/treasure.ts). The Director (the
 * party's owner) drops them on the party sheet; a member's owner takes one to their hero through the GM
 * (src/queries/party-stash), since a player only observes the party (./party.ts).
 */
import type { PartyActor } from "./party.ts";

/** The stash holds treasures only (consumables, trinkets, leveled treasures, artifacts). */
export const STASH_ITEM_TYPES: readonly string[] = ["treasure"];

export interface StashEntry {
  id: string;
  name: string;
  img: string;
  quantity: number;
}

/** How many of an item there are: its treasure `quantity` (1 for data of any age). */
export function quantityOf(item: { system: unknown }): number {
  const q: unknown = foundry.utils.getProperty(item.system as object, "quantity");
  return typeof q === "number" && Number.isInteger(q) && q > 0 ? q : 1;
}

/** The party's stash, in the sheet's order. */
export function stashOf(party: PartyActor): StashEntry[] {
  return party.items.contents
    .filter((item) => STASH_ITEM_TYPES.includes(item.type))
    .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name))
    .map((item) => ({ id: item.id ?? "", name: item.name, img: item.img ?? "", quantity: quantityOf(item) }));
}

/** A treasure of the same name the holder already has (where one more is added as quantity). */
export function sameTreasure(holder: Actor.Implementation, item: { name: string; type: string }) {
  return holder.items.find((i) => i.type === item.type && i.name === item.name) ?? null;
}

/** One fewer of a stash item (the party owner's discard, the GM's take): the last one leaves the stash. */
export async function discardOne(holder: Actor.Implementation, item: Item.Implementation): Promise<void> {
  const left = quantityOf(item) - 1;
  if (left > 0) await item.update({ system: { quantity: left } });
  else await holder.deleteEmbeddedDocuments("Item", [item.id ?? ""]);
}

/**
 * A treasure dropped on the stash: one of the same name already there gains its quantity (returned); null
 * when there is none, and the caller creates the copy as a dropped item is created.
 */
export async function addToStash(
  party: PartyActor,
  item: Item.Implementation,
): Promise<Item.Implementation | null> {
  const held = sameTreasure(party, item);
  if (!held) return null;
  await held.update({ system: { quantity: quantityOf(held) + quantityOf(item) } });
  return held;
}

/**
 * The GM's move of one of a stash's items to a hero: one more on the hero's own treasure of that name, or a
 * copy of quantity 1 (its effects travel with it, v13 Item#toObject), and one fewer in the stash (the last
 * one leaves it). Returns the name moved.
 */
export async function moveOneToHero(
  party: PartyActor,
  item: Item.Implementation,
  hero: Actor.Implementation,
): Promise<string> {
  const held = sameTreasure(hero, item);
  if (held) await held.update({ system: { quantity: quantityOf(held) + 1 } });
  else {
    const data = item.toObject() as unknown as Record<string, unknown>;
    delete data["_id"];
    foundry.utils.setProperty(data, "system.quantity", 1);
    foundry.utils.setProperty(data, "system.equipped", false);
    await hero.createEmbeddedDocuments("Item", [data as never]);
  }
  const name = item.name;
  await discardOne(party, item);
  return name;
}
