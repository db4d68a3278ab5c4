/**
 * Writes to the accepted-abilities part of THE GM's record (src/data/settings/gm-record.ts), through its
 * one write chain (../gm-record.ts).
 */
import type { AcceptedRecord } from "../../data/settings/accepted-abilities.ts";
import {
  abilityMechanics,
  canonicalMechanics,
  fingerprint,
  mechanicsOf,
  usesMechanics,
  USES_KEYS,
  type ItemEffectSource,
  type Mechanics,
} from "../../data/ability-mechanics.ts";
import { readAbilityBonuses, readKit, type AbilityOwner } from "../../documents/ability-info.ts";
import { characteristicScores } from "../../documents/characteristics.ts";
import { jsonBytes } from "../../data/digest.ts";
import { changeGmRecord } from "../gm-record.ts";

/**
 * Largest fingerprint kept as an ability's accepted version: the record is sent to every
 * client on every write. An ability past it is never accepted "from now on"; once, or with its accepted
 * version, it still can be.
 */
export const MAX_ACCEPTED_BYTES = 16 * 1024;

/**
 * Most accepted versions kept for the documents of one player: abilities and creatures a player
 * owns, the newest kept, that player's own oldest dropped first (another player's are never touched). A
 * player's abilities that match their compendium source are accepted at their use, so without it one player
 * could fill the record sent to every client. Dropped, an ability is judged again at its next use (a
 * compendium match is accepted again; anything else waits for the Director).
 */
export const PER_PLAYER_ACCEPTED = 300;

/**
 * The player whose entry this is (the first non-GM owner of the ability's or creature's actor, "default"
 * when every user owns it), null when no player owns it (not bounded here), undefined when the document is
 * gone (its entry accepts nothing any more and is dropped).
 */
function entryOwner(key: string): string | null | undefined {
  // Outside Foundry (a unit test of the record alone) nothing is bounded.
  if (typeof fromUuidSync !== "function") return null;
  const doc: unknown = fromUuidSync(key);
  const actor: unknown = doc instanceof Item ? doc.parent : doc;
  if (!(actor instanceof Actor)) return undefined;
  const ownership: Record<string, number | undefined> = actor.ownership;
  const OWNER = CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER;
  const isGm = (id: string) => {
    // Collection#get answers undefined for an unknown id (v13 common/utils/collection.mjs).
    const user: { readonly isGM: boolean } | undefined = game.users?.get(id);
    return user?.isGM === true;
  };
  const players = Object.entries(ownership)
    .filter(([id, level]) => (level ?? 0) >= OWNER && (id === "default" || !isGm(id)))
    .map(([id]) => id)
    .sort();
  return players[0] ?? null;
}

/**
 * The accepted versions bounded per player — entries of gone documents dropped, then each
 * player's oldest beyond PER_PLAYER_ACCEPTED (insertion order: a re-accepted entry moves to the end).
 */
export function boundedAccepted(
  abilities: Record<string, string>,
  ownerOf: (key: string) => string | null | undefined = entryOwner,
  perPlayer = PER_PLAYER_ACCEPTED,
): Record<string, string> {
  const entries = Object.entries(abilities).map(([key, print]) => ({ key, print, owner: ownerOf(key) }));
  const counts = new Map<string, number>();
  for (const e of entries)
    if (typeof e.owner === "string") counts.set(e.owner, (counts.get(e.owner) ?? 0) + 1);
  const kept: [string, string][] = [];
  for (const e of entries) {
    if (e.owner === undefined) continue;
    if (e.owner !== null) {
      const left = counts.get(e.owner) ?? 0;
      counts.set(e.owner, left - 1);
      if (left > perPlayer) continue;
    }
    kept.push([e.key, e.print]);
  }
  return Object.fromEntries(kept);
}

/** Moves `key` to the newest place with `print` (the per-player bound drops the oldest first). */
function setNewest(abilities: Record<string, string>, key: string, print: string): void {
  // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a plain copy owned by the caller
  delete abilities[key];
  abilities[key] = print;
}

/** Applies `change` to the accepted abilities as they stand when its turn comes; null writes nothing. */
export function changeRecord<T>(
  change: (record: AcceptedRecord) => { next: AcceptedRecord | null; result: T },
): Promise<T> {
  return changeGmRecord((record) => {
    const { next, result } = change(record);
    return { next: next === null ? null : { ...record, ...next }, result };
  });
}

/** The item's mechanics fingerprint, from its stored source (never a prepared or effect-modified copy). */
export function printOf(item: { toObject(): unknown }): string {
  const source = item.toObject() as { system?: unknown; effects?: readonly ItemEffectSource[] };
  return fingerprint(abilityMechanics(source.system, source.effects ?? []));
}

/** Records the abilities' current mechanics as accepted. */
export function acceptAbilities(items: readonly { uuid: string; toObject(): unknown }[]): Promise<void> {
  if (items.length === 0) return Promise.resolve();
  return changeRecord((record) => {
    const abilities = { ...record.abilities };
    let changed = false;
    for (const item of items) {
      const print = printOf(item);
      if (abilities[item.uuid] === print || jsonBytes(print) > MAX_ACCEPTED_BYTES) continue;
      setNewest(abilities, item.uuid, print);
      changed = true;
    }
    return { next: changed ? { ...record, abilities: boundedAccepted(abilities) } : null, result: undefined };
  });
}

/** A creature whose documents feed its abilities' uses (an Actor): its UUID and what readAbility reads. */
export interface UsesOwner extends AbilityOwner {
  readonly uuid: string;
  readonly system: object;
}

/**
 * The fingerprint of what the creature's own documents give its abilities' uses (its kits, its
 * effects' ability bonuses, its characteristics; src/data/ability-mechanics.ts usesMechanics), as the GM
 * reads them prepared (the numbers a use would apply).
 */
export function usesPrintOf(actor: UsesOwner): string {
  return fingerprint(
    usesMechanics({
      kit: readKit(actor),
      effects: readAbilityBonuses(actor),
      characteristics: characteristicScores(actor),
    }),
  );
}

/** What "accept once" records for a card: the ability's fingerprint and its creature's together. */
export const usePrint = (abilityPrint: string, usesPrint: string): string =>
  JSON.stringify([abilityPrint, usesPrint]);

/** The parts of a creature's use mechanics (src/data/ability-mechanics.ts USES_KEYS). */
export type UsesPart = (typeof USES_KEYS)[number];

/**
 * Records the creatures' use mechanics as accepted (the Director made or edited them). `parts`: only those
 * parts are taken as they stand now (the Director edited the kit: the kit); the others stay as accepted, so
 * a Director's edit of one thing never accepts a player's edit of another. A creature with no accepted
 * version yet is recorded whole.
 */
export function acceptUses(
  actors: readonly UsesOwner[],
  parts: readonly UsesPart[] = USES_KEYS,
): Promise<void> {
  if (actors.length === 0) return Promise.resolve();
  return changeRecord((record) => {
    const abilities = { ...record.abilities };
    let changed = false;
    for (const actor of actors) {
      const current = mechanicsOf(usesPrintOf(actor)) ?? {};
      const stored = abilities[actor.uuid];
      const accepted = stored === undefined ? null : mechanicsOf(stored);
      const next: Mechanics = accepted === null ? current : { ...accepted };
      if (accepted !== null)
        for (const part of parts) if (part in current) next[part] = current[part] ?? null;
      const print = fingerprint(canonicalMechanics(next));
      if (abilities[actor.uuid] === print) continue;
      setNewest(abilities, actor.uuid, print);
      changed = true;
    }
    return { next: changed ? { ...record, abilities: boundedAccepted(abilities) } : null, result: undefined };
  });
}
