/**
 * The GM's judgement of an ability item against its accepted version (src/data/settings/accepted-abilities.ts).
 * An ability is taken as it is when: the Director trusts players' edits; no player owns its creature (no
 * player can have edited it: v13 common/documents/item.mjs BaseItem is owned through its parent actor);
 * its mechanics are the accepted ones, or the ones accepted once for this card; or they are those of the
 * compendium document it came from (its `_stats.compendiumSource` is only a pointer: the GM reads that
 * pack document and compares, then records the match as accepted).
 */
import { readAcceptedRecord, trustsAbilityEdits } from "../../data/settings/accepted-abilities.ts";
import { mechanicsOf, usesOf, withMechanics } from "../../data/ability-mechanics.ts";
import type { AbilityOwner } from "../../documents/ability-info.ts";
import { CHARACTERISTICS, type Characteristic } from "../../rules/types.ts";
import { acceptAbilities, printOf, usePrint, usesPrintOf, type UsesOwner } from "./record.ts";
import { digestOf } from "../../data/digest.ts";

/** What the judgement reads of an ability item (an Item document of type "ability"). */
export interface AbilityItem {
  readonly uuid: string;
  readonly id: string | null;
  readonly name: string;
  readonly img: string | null;
  readonly parent: unknown;
  toObject(): unknown;
}

/** The acting creature's use mechanics (kits, effects, characteristics) differ from accepted. */
export interface UsesJudgement {
  /** The record key: the creature's UUID (the base actor's, for an item it inherits). */
  uuid: string;
  print: string;
  acceptedPrint: string | null;
}

export type Judgement =
  | { accepted: true }
  | { accepted: false; print: string; acceptedPrint: string | null; uses: UsesJudgement | null };
const ACCEPTED: Judgement = { accepted: true };

function isGmUser(id: string): boolean {
  const user: { readonly isGM: boolean } | undefined = game.users?.get(id);
  return user?.isGM === true;
}

/** Some user who is not a GM owns the actor (by name or by the default level). */
export function playerOwned(actor: unknown): boolean {
  if (!(actor instanceof Actor)) return false;
  const ownership: Record<string, number | undefined> = actor.ownership;
  const OWNER = CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER;
  return Object.entries(ownership).some(
    ([id, level]) => (level ?? 0) >= OWNER && (id === "default" || !isGmUser(id)),
  );
}

function compendiumSourceOf(item: AbilityItem): string {
  // The stored source (v13 common/documents/item.mjs BaseItem.defineSchema: `_stats` DocumentStatsField).
  const source: unknown = foundry.utils.getProperty(item, "_source._stats.compendiumSource");
  return typeof source === "string" && source.startsWith("Compendium.") ? source : "";
}

/** The pack document the item names as its source has these very mechanics. */
async function matchesCompendium(item: AbilityItem, print: string): Promise<boolean> {
  const source = compendiumSourceOf(item);
  if (source === "") return false;
  const original = await fromUuid(source);
  return original instanceof Item && original.pack !== null && printOf(original) === print;
}

/**
 * An item of an unlinked token's synthetic actor that the token's delta does not hold is the base actor's
 * item as it stands: v13 common/documents/actor-delta.mjs BaseActorDelta.applyDelta merges the embedded
 * collections by id (a delta record, else the base record), and common/abstract/embedded-collection-delta.mjs
 * EmbeddedCollectionDelta keeps the ids it manages in its `_source`, the token's stored `delta.items` (an edit
 * of an inherited item adopts it there first, #_prepareDeltaUpdate). So such an item is judged as the base
 * item — its owner, its accepted record, its compendium source (client/documents/token.mjs
 * TokenDocument#baseActor). An item the delta holds (changed on the token, or made there) is judged as itself,
 * under its own UUID.
 */
function inheritedItem(item: AbilityItem): AbilityItem | null {
  const actor = item.parent;
  if (!(actor instanceof Actor) || !actor.isToken || !actor.token || !item.id) return null;
  const held: unknown = foundry.utils.getProperty(actor.token, "_source.delta.items");
  const id = item.id;
  if (Array.isArray(held) && held.some((entry) => foundry.utils.getProperty(entry as object, "_id") === id))
    return null;
  const base: unknown = actor.token.baseActor?.items.get(id);
  return base instanceof Item && base.type === "ability" ? base : null;
}

/** The item whose record and owner decide (the base item for an inherited one), and its record key. */
const recordItem = (item: AbilityItem): AbilityItem => inheritedItem(item) ?? item;

/** The creature whose documents feed the use (the acting one), and the UUID its accepted version is kept under. */
function usesOwnerOf(given: AbilityItem): { owner: UsesOwner; uuid: string } | null {
  const owner = given.parent;
  if (!(owner instanceof Actor)) return null;
  const base = recordItem(given).parent;
  return { owner, uuid: base instanceof Actor ? base.uuid : owner.uuid };
}

/**
 * Whether the GM may use this item's mechanics for the card `messageId` as they stand, and what
 * its creature's own documents give the use: both must be the accepted ones (or accepted once for this card).
 */
export async function judgeAbility(given: AbilityItem, messageId: string): Promise<Judgement> {
  const item = recordItem(given);
  if (trustsAbilityEdits() || !playerOwned(item.parent)) return ACCEPTED;
  const record = readAcceptedRecord();
  if (record.useAccepted.includes(messageId)) return ACCEPTED;
  const print = printOf(item);
  const acceptedPrint = record.abilities[item.uuid] ?? null;
  const creature = usesOwnerOf(given);
  const usesPrint = creature === null ? null : usesPrintOf(creature.owner);
  const usesAccepted = creature === null ? null : (record.abilities[creature.uuid] ?? null);
  const usesOk = usesPrint === null || usesAccepted === usesPrint;
  // "Accept once" keeps the digest of what the Director accepted, never the player's text: of
  // the ability's fingerprint, or of it with its creature's when those were part of the review.
  const once = record.once[messageId];
  if (usesPrint !== null && once === digestOf(usePrint(print, usesPrint))) return ACCEPTED;
  let itemOk = acceptedPrint === print || (usesOk && once === digestOf(print));
  if (!itemOk && (await matchesCompendium(item, print))) {
    await acceptAbilities([item]);
    itemOk = true;
  }
  if (itemOk && usesOk) return ACCEPTED;
  return {
    accepted: false,
    print,
    acceptedPrint: itemOk ? print : acceptedPrint,
    uses:
      usesOk || creature === null
        ? null
        : { uuid: creature.uuid, print: usesPrint, acceptedPrint: usesAccepted },
  };
}

/**
 * The ability a card names as the record knows it, as it stands now: the UUID its accepted version is kept
 * under (the base item of an inherited one) and its current fingerprint, with its creature's use mechanics
 * (the UUID they are kept under and their fingerprint); null when the ability is gone.
 */
export function abilityNow(
  uuid: string,
): { key: string; print: string; uses: { key: string; print: string } | null } | null {
  const given: unknown = fromUuidSync(uuid);
  if (!(given instanceof Item)) return null;
  const item = recordItem(given);
  const creature = usesOwnerOf(given);
  return {
    key: item.uuid,
    print: printOf(item),
    uses: creature === null ? null : { key: creature.uuid, print: usesPrintOf(creature.owner) },
  };
}

/** The item as the GM reads it: its own data, or its accepted mechanics in place of its own. */
export interface JudgedItem {
  name: string;
  img: string | null;
  parent?: AbilityOwner | null;
  system: unknown;
  /** The characteristic scores to use in place of the creature's own (its accepted version's). */
  scores?: Record<Characteristic, number>;
  /**
   * A player controls the creature (and the Director does not trust their edits), so its own
   * documents' numbers count only within the book's bounds (src/rules/book-bounds.ts).
   */
  bounded?: boolean;
}

/** The prepared system data (what readAbility reads when nothing is replaced). */
const systemOf = (item: AbilityItem): unknown => (item as { system?: unknown }).system;

function withAccepted(item: AbilityItem, print: string): JudgedItem | null {
  const mechanics = mechanicsOf(print);
  if (mechanics === null) return null;
  const source = item.toObject() as { system?: unknown };
  return {
    name: item.name,
    img: item.img,
    parent: ownerOf(item),
    system: withMechanics(source.system, mechanics),
  };
}

const ownerOf = (item: AbilityItem): AbilityOwner | null =>
  item.parent instanceof Actor ? item.parent : null;
const asRead = (item: AbilityItem, system: unknown): JudgedItem => ({
  name: item.name,
  img: item.img,
  parent: ownerOf(item),
  system,
});

/**
 * The creature as its accepted use mechanics describe it ("use the accepted version"): one kit
 * with the accepted bonuses, the accepted effect bonuses, its level; the accepted scores beside it.
 */
function acceptedOwner(actor: AbilityOwner | null, print: string): Pick<JudgedItem, "parent" | "scores"> {
  const mechanics = mechanicsOf(print);
  if (mechanics === null) return {};
  const uses = usesOf(mechanics);
  const level: unknown = actor?.system ? foundry.utils.getProperty(actor.system, "level") : 1;
  const scores = Object.fromEntries(CHARACTERISTICS.map((c) => [c, uses.characteristics[c] ?? 0])) as Record<
    Characteristic,
    number
  >;
  return {
    parent: {
      items: uses.kit ? [{ id: "acceptedKit", type: "kit", system: { bonuses: uses.kit } }] : [],
      system: { level, abilityBonuses: uses.effects, preferredKit: "" },
    },
    scores,
  };
}

/** The item for a card the Director chose to apply with the accepted version, else the item itself. */
export function itemForCard(item: AbilityItem, messageId: string): JudgedItem {
  const base = recordItem(item);
  const bounded = !trustsAbilityEdits() && playerOwned(base.parent);
  const record = readAcceptedRecord();
  if (!bounded || !record.useAccepted.includes(messageId))
    return { ...asRead(item, systemOf(item)), bounded };
  const print = record.abilities[base.uuid];
  const judged = (print === undefined ? null : withAccepted(item, print)) ?? asRead(item, systemOf(item));
  const creature = usesOwnerOf(item);
  const usesPrint = creature === null ? undefined : record.abilities[creature.uuid];
  const owner = usesPrint === undefined ? {} : acceptedOwner(ownerOf(item), usesPrint);
  return { ...judged, ...owner, bounded };
}

/**
 * The item a price is read from (R-ML-5 Malice costs, R-AB-6 refunds): the item when it is accepted as it
 * is, else its accepted version; null when a player-owned item has none (nothing is priced from it).
 */
export function itemForPrice(item: AbilityItem): JudgedItem | null {
  const owner = recordItem(item);
  if (trustsAbilityEdits() || !playerOwned(owner.parent)) return asRead(item, systemOf(item));
  const print = readAcceptedRecord().abilities[owner.uuid];
  if (print === undefined) return null;
  return print === printOf(item) ? asRead(item, systemOf(item)) : withAccepted(item, print);
}
